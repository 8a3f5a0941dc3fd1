/**
 * Visitor hashes (src/platform/visitor.ts): the same address and browser hash alike within a day and
 * differently on the next; a day's salt is deleted once the next day's exists; no address is stored.
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

  it('is stable within a day, differs by address, browser and day, and keeps only the newest salt', async () => {
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
    expect(otherUa).not.toBe(a);

    const next = await visitorHash(t.db, { ip: '203.0.113.7', userAgent: UA, at: day2 });
    expect(next).not.toBe(a);
    const salts = await t.db.select().from(visitorSalts);
    expect(salts.map((s) => s.date)).toEqual(['2026-03-02']);
    expect(JSON.stringify(salts)).not.toContain('203.0.113');
  });
});
