/**
 * Fixed-window rate limits whose counters live in PostgreSQL (`rate_limits`), so they hold across every
 * function instance. One atomic statement per hit:
 *   INSERT … ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count
 * The window boundaries come from the database clock, so all instances agree on them.
 * Keys never contain raw personal data: IP addresses and e-mail addresses are keyed hashes (see `rateKey`).
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rateLimits } from '#db/schema/index.ts';
import { tooManyRequests } from './errors.ts';
import { keyedHash } from './crypto.ts';
import { addressBucket } from './address.ts';
import { log } from './log.ts';

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  ok: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** Seconds until the window resets (0 when ok). */
  retryAfterSeconds: number;
  /** Hits counted in this window, including this one. */
  count: number;
}

/** How often a hit also deletes expired counters (1 in N). */
const PRUNE_ONE_IN = 50;

/**
 * A rate-limit key: `scope:kind:hash`. The value (an IP address, an e-mail address, a user id) is hashed
 * with a key derived from SESSION_SECRET, so the table never holds raw addresses. For kind `ip` the address
 * (the value, or its part before the first `|` when more is keyed with it) is counted by `addressBucket`:
 * an IPv6 address by its /64, `::ffff:a.b.c.d` as the IPv4 address.
 */
export function rateKey(scope: string, kind: 'ip' | 'email' | 'user' | string, value: string | number): string {
  let v = String(value);
  if (kind === 'ip') {
    const bar = v.indexOf('|');
    v = bar === -1 ? addressBucket(v) : addressBucket(v.slice(0, bar)) + v.slice(bar);
  }
  return `${scope}:${kind}:${keyedHash('rate-limit', v.toLowerCase()).slice(0, 40)}`;
}

/** Counts one hit against `key` and tells whether it is within the rule. */
export async function hit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const w = Math.max(1, Math.floor(rule.windowSeconds));
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${w}::int) * ${w}::int)`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      windowStart,
      count: 1,
      expiresAt: sql`to_timestamp(floor(extract(epoch from now()) / ${w}::int) * ${w}::int + ${w}::int)`,
    })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<string>`extract(epoch from (${rateLimits.expiresAt} - now()))`,
    });
  if (Math.random() < 1 / PRUNE_ONE_IN) {
    await pruneRateLimits(db).catch((err: unknown) => log.warn('rate limit pruning failed', { err }));
  }
  const count = Number(row?.count ?? 1);
  const ok = count <= rule.limit;
  const secondsLeft = Math.max(1, Math.ceil(Number(row?.secondsLeft ?? w)));
  return { ok, count, remaining: Math.max(0, rule.limit - count), retryAfterSeconds: ok ? 0 : secondsLeft };
}

/** Like `hit`, but throws 429 (Turkish message, Retry-After) when the limit is exceeded. */
export async function enforce(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const result = await hit(db, key, rule);
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
  return result;
}

/** Deletes counters whose window has ended. Returns how many were deleted. */
export async function pruneRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
