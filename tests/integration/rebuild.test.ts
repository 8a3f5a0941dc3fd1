import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase, testDrivers, type TestDatabase } from '#tests/helpers/db.ts';
import { claimPendingRebuilds, completeRebuilds, pendingRebuildCount, registerLocalBuilder, requestRebuild } from '#platform/rebuild.ts';
import { eq } from 'drizzle-orm';
import { siteBuilds } from '#db/schema/index.ts';
import { resetConfig } from '#platform/config.ts';
import rebuild from '../../functions/rebuild.ts';

describe.each(testDrivers())('rebuild scheduling on %s', (driver) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await useTestDatabase(driver);
  });
  afterEach(async () => {
    registerLocalBuilder(undefined);
    await t.cleanup();
  });

  it('a burst of changes causes one build, and nothing pending causes none', async () => {
    const builds: string[] = [];
    registerLocalBuilder({ requestBuild: (reason) => builds.push(reason) });
    expect((await rebuild()).status).toBe(204);
    for (let i = 0; i < 5; i++) await requestRebuild(t.db, `işletme ${i} onaylandı`);
    expect((await rebuild()).status).toBe(202);
    expect((await rebuild()).status).toBe(204);
    expect(builds).toEqual(['5 değişiklik']);
  });

  it('REBUILD_INTERVAL_MINUTES: changes after a recent build wait; once the interval has passed, one build takes them all', async () => {
    const builds: string[] = [];
    registerLocalBuilder({ requestBuild: (reason) => builds.push(reason) });
    process.env.REBUILD_INTERVAL_MINUTES = '60';
    resetConfig();
    try {
      await requestRebuild(t.db, 'ilk onay');
      expect((await rebuild()).status).toBe(202);
      await requestRebuild(t.db, 'ikinci onay');
      await requestRebuild(t.db, 'üçüncü onay');
      expect((await rebuild()).status).toBe(204);
      expect(await pendingRebuildCount(t.db)).toBe(3);
      // The last build started an hour ago.
      await t.db
        .update(siteBuilds)
        .set({ startedAt: new Date(Date.now() - 61 * 60_000) })
        .where(eq(siteBuilds.status, 'running'));
      expect((await rebuild()).status).toBe(202);
      expect(builds).toEqual(['1 değişiklik', '2 değişiklik']);
    } finally {
      delete process.env.REBUILD_INTERVAL_MINUTES;
      resetConfig();
    }
  });

  it('a finished build marks the changes it included as done; later changes stay pending', async () => {
    await requestRebuild(t.db, 'a');
    await claimPendingRebuilds(t.db);
    const readAt = new Date();
    await new Promise((r) => setTimeout(r, 5));
    await requestRebuild(t.db, 'b');
    const { count } = await completeRebuilds(t.db, readAt, { ok: true });
    expect(count).toBe(1);
    const rows = await t.db.select().from(siteBuilds).orderBy(siteBuilds.id);
    expect(rows.map((r) => [r.reason, r.status])).toEqual([
      ['a', 'succeeded'],
      ['b', 'pending'],
    ]);
  });

  it('a failed build puts its changes back to pending with the error', async () => {
    await requestRebuild(t.db, 'a');
    await claimPendingRebuilds(t.db);
    await completeRebuilds(t.db, new Date(), { ok: false, error: 'astro build failed' });
    expect(await pendingRebuildCount(t.db)).toBe(1);
    const [row] = await t.db.select().from(siteBuilds);
    expect(row?.status).toBe('pending');
    expect(row?.error).toBe('astro build failed');
  });

  it('without a build hook or a local builder the changes stay pending', async () => {
    await requestRebuild(t.db, 'a');
    expect((await rebuild()).status).toBe(503);
    expect(await pendingRebuildCount(t.db)).toBe(1);
  });
});
