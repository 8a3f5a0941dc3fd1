import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/db.ts';
import { SiteBuilder } from '#server/builder.ts';
import { categories, siteBuilds } from '#db/schema/index.ts';
import { requestRebuild } from '#platform/rebuild.ts';

const fixture = path.join(import.meta.dirname, '../fixtures/site');
/** The pid of a process that has ended (a build killed with its server). */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;
const snapshot = (dataDir: string, pid: number) => {
  const file = path.join(dataDir, 'site', `site-data-20260101000000000-${pid}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '{"businesses":[]}');
  return file;
};
const html = (builder: SiteBuilder) => fs.readFileSync(path.join(builder.current!.root, 'index.html'), 'utf8');

describe('the site builder', () => {
  let t: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-builder-'));
  });
  afterAll(async () => {
    await t.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds from the database, swaps atomically, and keeps the previous site when a build fails', { timeout: 120_000 }, async () => {
    await t.db.insert(categories).values({ name: 'Kafeler', slug: 'kafeler', icon: 'coffee', color: '#7c2d12' });
    const builder = new SiteBuilder(t.db, fixture, dataDir);
    expect(builder.current).toBeNull();

    const first = await builder.build('ilk');
    expect(first.ok).toBe(true);
    expect(html(builder)).toContain('1 kategori');
    const firstRoot = builder.current!.root;

    await t.db.insert(categories).values({ name: 'Oteller', slug: 'oteller', icon: 'bed', color: '#1e3a8a' });
    await requestRebuild(t.db, 'otel kategorisi');
    const leftover = snapshot(dataDir, deadPid());
    const second = await builder.build('ikinci');
    expect(second.ok).toBe(true);
    expect(fs.existsSync(leftover)).toBe(false);
    expect(html(builder)).toContain('2 kategori');
    expect(fs.realpathSync(path.join(dataDir, 'site/current'))).toBe(builder.current!.root);
    expect((await t.db.select().from(siteBuilds))[0]?.status).toBe('succeeded');

    await t.db.insert(categories).values({ name: 'bozuk', slug: 'bozuk', icon: 'x', color: '#000000' });
    await requestRebuild(t.db, 'bozuk');
    const third = await builder.build('üçüncü');
    expect(third.ok).toBe(false);
    expect(third.error).toMatch(/astro build failed/);
    // Still the second site, still on disk, and the change is still pending for the next try.
    expect(html(builder)).toContain('2 kategori');
    expect(fs.existsSync(path.join(builder.current!.root, 'index.html'))).toBe(true);
    expect(firstRoot).not.toBe(builder.current!.root);
    const pending = (await t.db.select().from(siteBuilds)).filter((r) => r.status === 'pending');
    expect(pending.map((r) => r.reason)).toEqual(['bozuk']);

    // A new builder (a restarted server) serves the last good site at once.
    const restarted = new SiteBuilder(t.db, fixture, dataDir);
    expect(restarted.current?.root).toBe(builder.current!.root);
  });

  it('removes the site-data snapshots a killed build left behind, but not one a live build is reading', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-builder-'));
    try {
      const left = snapshot(other, deadPid());
      const inUse = snapshot(other, process.ppid);
      new SiteBuilder(t.db, fixture, other);
      expect(fs.existsSync(left)).toBe(false);
      expect(fs.existsSync(inUse)).toBe(true);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
