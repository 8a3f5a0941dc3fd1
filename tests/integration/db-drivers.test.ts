import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/helpers/db.ts';
import { categories } from '#db/schema/index.ts';

describe.each(testDrivers())('database driver %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(driver, { migrate: true });
  });
  afterAll(() => t?.cleanup());

  it('is migrated, with the search extensions loaded', async () => {
    await t.ping();
    const ext = await t.db.execute(sql`select extname from pg_extension order by extname`);
    const names = (ext as unknown as { rows: { extname: string }[] }).rows.map((r) => r.extname);
    expect(names).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  });

  it('keeps an interactive transaction all-or-nothing', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Geçici', slug: 'gecici', icon: 'x', color: '#000000' });
        const inside = await tx.select().from(categories);
        expect(inside).toHaveLength(1);
        throw new Error('geri al');
      }),
    ).rejects.toThrow('geri al');
    expect(await t.db.select().from(categories)).toHaveLength(0);
  });
});
