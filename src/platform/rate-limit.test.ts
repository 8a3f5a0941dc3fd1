import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/helpers/db.ts';
import { rateLimits } from '#db/schema/index.ts';
import { HttpError } from '#api/http.ts';
import { resetConfig } from './config.ts';
import { enforce, hit, pruneRateLimits, rateKey } from './rate-limit.ts';

/** Windows are aligned to the clock: a test that counts hits waits out a window edge that is near. */
async function awayFromWindowEdge(windowSeconds = 600, margin = 5): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < margin) await new Promise((r) => setTimeout(r, left * 1000 + 250));
}

beforeEach(() => awayFromWindowEdge());

beforeAll(() => {
  process.env.SESSION_SECRET = 'r'.repeat(40);
  resetConfig();
});

describe.each(testDrivers())('rate limits on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(driver);
  });
  afterAll(() => t?.cleanup());

  const rule = { limit: 3, windowSeconds: 600 };

  it('counts the addresses of one IPv6 /64 together and an IPv4-mapped address as IPv4 (one address cannot pass for many)', async () => {
    const lines = ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff:1:2:3', '2001:0DB8:00AA:0001::4'];
    const results = [];
    for (const ip of lines) results.push(await hit(t.db, rateKey('test-v6', 'ip', ip), rule));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect((await hit(t.db, rateKey('test-v6', 'ip', '2001:db8:aa:2::1'), rule)).ok).toBe(true); // another /64
    expect(rateKey('test-v6', 'ip', '::ffff:198.51.100.9')).toBe(rateKey('test-v6', 'ip', '198.51.100.9'));
    expect(rateKey('test-v6', 'ip', '2001:db8:aa:1::1|7|view')).toBe(rateKey('test-v6', 'ip', '2001:db8:aa:1::99|7|view'));
    expect(rateKey('test-v6', 'email', 'a@b.test')).not.toBe(rateKey('test-v6', 'ip', 'a@b.test'));
  });

  it('allows the limit, then refuses with the time left in the window', async () => {
    const key = rateKey('test', 'ip', '198.51.100.1');
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hit(t.db, key, rule));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5]);
    expect(results[0]!.retryAfterSeconds).toBe(0);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('counts keys separately and never stores the raw address', async () => {
    const a = rateKey('test', 'ip', '198.51.100.2');
    const b = rateKey('test', 'ip', '198.51.100.3');
    expect(a).not.toBe(b);
    expect(a).not.toContain('198.51');
    await hit(t.db, a, rule);
    expect((await hit(t.db, b, rule)).count).toBe(1);
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.join(' ')).not.toContain('198.51');
    expect(rateKey('login', 'email', 'Ada@Ornek.com')).toBe(rateKey('login', 'email', 'ada@ornek.com'));
  });

  it('counts concurrent hits exactly once each (one atomic statement)', async () => {
    const key = rateKey('test', 'user', 42);
    const results = await Promise.all(Array.from({ length: 12 }, () => hit(t.db, key, { limit: 10, windowSeconds: 600 })));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(results.filter((r) => r.ok)).toHaveLength(10);
  });

  it('enforce throws 429 with a Turkish message and Retry-After', async () => {
    const key = rateKey('test', 'ip', '198.51.100.4');
    await enforce(t.db, key, { limit: 1, windowSeconds: 3600 });
    const err = await enforce(t.db, key, { limit: 1, windowSeconds: 3600 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    const e = err as HttpError;
    expect(e.status).toBe(429);
    expect(e.message).toMatch(/Çok fazla deneme yaptınız\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\./);
    expect(Number(e.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(Number(e.headers?.['Retry-After'])).toBeLessThanOrEqual(3600);
  });

  it('starts a new window once the old one has ended, and prunes expired counters', async () => {
    const key = rateKey('test', 'ip', '198.51.100.5');
    for (let i = 0; i < 3; i++) await hit(t.db, key, rule);
    expect((await hit(t.db, key, rule)).ok).toBe(false);
    // The window is over: move it 20 minutes into the past.
    await t.db
      .update(rateLimits)
      .set({
        windowStart: sql`${rateLimits.windowStart} - interval '20 minutes'`,
        expiresAt: sql`${rateLimits.expiresAt} - interval '20 minutes'`,
      })
      .where(eq(rateLimits.key, key));
    const fresh = await hit(t.db, key, rule);
    expect(fresh).toMatchObject({ ok: true, count: 1, remaining: 2 });
    // `hit` itself prunes now and then (1 in 50), so the old window may already be gone: assert the end state.
    await pruneRateLimits(t.db);
    const rows = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(1);
  });

  it('pruning deletes only counters whose window has ended and says how many', async () => {
    const expired = rateKey('test', 'ip', '198.51.100.6');
    const current = rateKey('test', 'ip', '198.51.100.7');
    await t.db.insert(rateLimits).values([
      { key: expired, windowStart: sql`now() - interval '2 hours'`, count: 3, expiresAt: sql`now() - interval '1 hour'` },
      { key: current, windowStart: sql`now()`, count: 1, expiresAt: sql`now() + interval '1 hour'` },
    ]);
    expect(await pruneRateLimits(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, expired))).toHaveLength(0);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, current))).toHaveLength(1);
  });
});
