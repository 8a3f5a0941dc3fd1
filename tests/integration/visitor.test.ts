/**
 * Visitor hashes (src/platform/visitor.ts): the same address (an IPv6 address by its /64, with any
 * browser) hashes alike within a day and differently on the next; a day's salt is deleted once the next day's exists; no address is stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, useTestEnv } from '#tests/helpers/factories.ts';
import { visitorSalts } from '#db/schema/index.ts';
import { resetVisitorSaltCache, visitorHash } from '#platform/visitor.ts';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

describe.each(testDrivers())('visitor hashes on %s', (driver) => {
  beforeAll(() => useTestEnv());
  const t = databaseFor(driver);

  it('is stable within a day, differs by address and day (not by browser), and keeps only the newest salt', async () => {
    resetVisitorSaltCache();
    const day1 = new Date('2026-03-01T10:00:00+03:00');
    const day2 = new Date('2026-03-02T10:00:00+03:00');
    const a = await visitorHash(t.db, { ip: '203.0.113.7', userAgent: UA, at: day1 });
    const again = await visitorHash(t.db, { ip: '203.0.113.7', userAgent: UA, at: new Date('2026-03-01T23:30:00+03:00') });
    const otherIp = await visitorHash(t.db, { ip: '203.0.113.8', userAgent: UA, at: day1 });
    const otherUa = await visitorHash(t.db, { ip: '203.0.113.7', userAgent: 'curl/8', at: day1 });
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(again).toBe(a);
    expect(otherIp).not.toBe(a);
    expect(otherUa).toBe(a); // a rotated user agent is not a new visitor

    const next = await visitorHash(t.db, { ip: '203.0.113.7', userAgent: UA, at: day2 });
    expect(next).not.toBe(a);
    const salts = await t.db.select().from(visitorSalts);
    expect(salts.map((s) => s.date)).toEqual(['2026-03-02']);
    expect(JSON.stringify(salts)).not.toContain('203.0.113');
  });

  it('counts an IPv6 visitor by its /64 and an IPv4-mapped address as IPv4 (one address cannot pass for many)', async () => {
    resetVisitorSaltCache();
    const at = new Date('2026-03-03T10:00:00+03:00');
    const hashes = await Promise.all(
      ['2001:db8:5:6::1', '2001:db8:5:6:aaaa::2', '2001:0db8:0005:0006:ffff:ffff:ffff:ffff'].map((ip) =>
        visitorHash(t.db, { ip, userAgent: UA, at }),
      ),
    );
    expect(new Set(hashes).size).toBe(1);
    expect(await visitorHash(t.db, { ip: '2001:db8:5:7::1', userAgent: UA, at })).not.toBe(hashes[0]);
    expect(await visitorHash(t.db, { ip: '::ffff:203.0.113.9', userAgent: UA, at })).toBe(
      await visitorHash(t.db, { ip: '203.0.113.9', userAgent: UA, at }),
    );
  });
});
