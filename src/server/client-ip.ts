/**
 * The visitor's address for the functions' per-IP limits. Directly on the internet it is the socket's
 * address, and X-Forwarded-For is the client's to write, so it is ignored (TRUST_PROXY=0, the default).
 * Behind N reverse proxies (TRUST_PROXY=N) each proxy appends the address it received the request from:
 * the client is the entry N places from the right of [X-Forwarded-For…, socket address]; whatever lies
 * further left was sent by the client and is not believed. (On Netlify the platform gives the address.)
 */
import net from 'node:net';
import type http from 'node:http';

const plain = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

export function clientIp(req: http.IncomingMessage, trustedProxies: number): string {
  const socket = plain(req.socket.remoteAddress ?? '0.0.0.0');
  if (trustedProxies === 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  chain.push(socket);
  const candidate = chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
  // A trusted proxy writes an address; anything else means a proxy is missing or misconfigured.
  return net.isIP(candidate) ? plain(candidate) : socket;
}
