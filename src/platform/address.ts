/**
 * The bucket a client address is counted in, for every per-address limit and for the visitor hash: an IPv4
 * address is itself; an IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that IPv4 address; any other IPv6
 * address is its /64 network (one subscriber's line gets a whole /64, so counting single IPv6 addresses would
 * give each of its 2^64 addresses a full allowance). Anything that is not an address is returned as written.
 */
import ipaddr from 'ipaddr.js';

export function addressBucket(address: string): string {
  const raw = address.trim();
  if (!ipaddr.isValid(raw)) return raw;
  const parsed = ipaddr.process(raw); // maps ::ffff:a.b.c.d to IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
