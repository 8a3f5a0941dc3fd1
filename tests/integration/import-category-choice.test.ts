/**
 * Decision 015: a row whose category the import cannot decide. An admin's or the operator's import sends it to
 * the moderation queue without a category ("Kategori seçilmeli"); a user's import skips it with the reason.
 * It cannot be approved until a category is chosen (422, also never in bulk, and the database refuses an
 * approved business without one); choosing one and approving publishes it. Until then no public read
 * (search, map, the business, the category counts) shows it. Every driver, real Requests.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, makeAdminSession, makeUser, nextSeq, routedFunctions } from '#tests/helpers/factories.ts';
import { businesses, categories } from '#db/schema/index.ts';
import { importMessages as M } from '#lib/import/messages.ts';
import { categoryToChooseMessage } from '#features/listings/moderation.ts';
import { importJsonRows } from '#features/listings/import.ts';

const { call } = routedFunctions([
  'businesses-import-csv',
  'admin-businesses',
  'admin-businesses-by-id',
  'admin-businesses-actions',
  'businesses-search',
  'businesses-by-id',
  'map',
  'categories',
]);

const operator = { actor: { userId: null, role: 'operator' as const, label: 'cli' }, publish: true, source: 'cli' as const };
/** A word no other business has, so search and map answers are about this row only. */
const marker = () => `zqx${nextSeq()}${Math.random().toString(36).slice(2, 6)}`;
/** A Google-layout row whose category ("Notary public") no rule decides, inside Adana with coordinates. */
const notary = (word: string) => ({
  title: `Noterlik ${word}`,
  categoryName: 'Notary public',
  address: 'Reşatbey, 01120 Seyhan/Adana',
  location: { lat: 36.99, lng: 35.32 },
});

interface Item {
  id: number;
  name: string;
  category: { slug: string; name: string } | null;
}

describe.each(testDrivers())('a category to be chosen on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  async function publicReads(word: string, id: number) {
    const search = await call('GET', `/api/businesses/search?q=${word}`);
    expect(search.status).toBe(200);
    const found = ((await search.json()) as { id: number }[]).map((b) => b.id);
    const map = await call('GET', `/api/map?bbox=35.2,36.9,35.4,37.1&zoom=16&q=${word}`);
    expect(map.status).toBe(200);
    const onMap = ((await map.json()) as { businesses: { id: number }[] }).businesses.map((b) => b.id);
    const page = await call('GET', `/api/businesses/${id}`);
    return { found, onMap, pageStatus: page.status };
  }

  it("an admin's web import queues it, a user's skips it with the reason", async () => {
    const admin = await makeAdminSession(t.db);
    const word = marker();
    const res = await call('POST', '/api/businesses/import-csv', {
      cookie: admin.cookie,
      body: { businesses: [notary(word)], format: 'google' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      imported: 0,
      skipped: 0,
      errors: [],
      categoryToChoose: [{ line: 2, reason: M.undecidedCategory('Notary public') }],
    });
    const [row] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.name, `Noterlik ${word}`));
    expect(row).toMatchObject({ status: 'pending', categoryId: null, source: 'google' });

    const user = await makeUser(t.db);
    const other = marker();
    const skipped = await call('POST', '/api/businesses/import-csv', {
      cookie: user.cookie,
      body: { businesses: [notary(other)], format: 'google' },
    });
    expect(await skipped.json()).toEqual({
      imported: 0,
      skipped: 1,
      errors: [{ line: 2, reason: M.unknownGoogleCategory('Notary public') }],
    });
    expect(
      await t.db
        .select()
        .from(businesses)
        .where(eq(businesses.name, `Noterlik ${other}`)),
    ).toEqual([]);
  });

  it('in the queue marked, never public, not approvable without a category; chosen and approved it is published', async () => {
    const admin = await makeAdminSession(t.db);
    const asAdmin = (method: string, path: string, body?: unknown) =>
      call(method, path, { cookie: admin.cookie, ...(body !== undefined ? { body } : {}) });
    const word = marker();
    const result = await importJsonRows(t.db, [notary(word)], { ...operator, format: 'google' });
    expect(result.categoryToChoose).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.name, `Noterlik ${word}`));
    const id = row!.id;

    // the queue shows it without a category; its detail too
    const queue = (await (await asAdmin('GET', `/api/admin/businesses?status=pending&q=${word}`)).json()) as { items: Item[] };
    expect(queue.items).toEqual([expect.objectContaining({ id, category: null })]);
    expect(await (await asAdmin('GET', `/api/admin/businesses/${id}`)).json()).toMatchObject({ id, category: null, status: 'pending' });

    // nothing public shows it
    expect(await publicReads(word, id)).toEqual({ found: [], onMap: [], pageStatus: 404 });

    // approving without a category: a clear 422; in bulk it is left out; the database refuses it too
    const refused = await asAdmin('POST', `/api/admin/businesses/${id}/approve`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: categoryToChooseMessage, errors: { category: categoryToChooseMessage } });
    const bulk = await asAdmin('POST', '/api/admin/businesses/approve', { ids: [id] });
    expect(await bulk.json()).toEqual({ approved: 0, ids: [] });
    await expect(t.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, id))).rejects.toThrow();
    const unknown = await asAdmin('POST', `/api/admin/businesses/${id}/approve`, { category: 'noterler' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors).toHaveProperty('category');
    const [still] = await t.db
      .select({ status: businesses.status, categoryId: businesses.categoryId })
      .from(businesses)
      .where(eq(businesses.id, id));
    expect(still).toEqual({ status: 'pending', categoryId: null });

    // chosen and approved in one call: published, in search and on the map at once, counted in its category
    const before = await categoryCount('alisveris');
    const approved = await asAdmin('POST', `/api/admin/businesses/${id}/approve`, { category: 'alisveris' });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id, status: 'approved', category: { slug: 'alisveris' } });
    expect(await publicReads(word, id)).toEqual({ found: [id], onMap: [id], pageStatus: 200 });
    expect(await categoryCount('alisveris')).toBe(before + 1);
  });

  it('choosing the category in the edit form, then the plain approval, works too', async () => {
    const admin = await makeAdminSession(t.db);
    const asAdmin = (method: string, path: string, body?: unknown) =>
      call(method, path, { cookie: admin.cookie, ...(body !== undefined ? { body } : {}) });
    const word = marker();
    await importJsonRows(t.db, [notary(word)], { ...operator, format: 'google' });
    const [row] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.name, `Noterlik ${word}`));
    const patched = await asAdmin('PATCH', `/api/admin/businesses/${row!.id}`, { category: 'alisveris' });
    expect(await patched.json()).toMatchObject({ category: { slug: 'alisveris' }, status: 'pending' });
    expect((await asAdmin('POST', `/api/admin/businesses/${row!.id}/approve`)).status).toBe(200);
  });

  async function categoryCount(slug: string): Promise<number> {
    const [c] = await t.db.select({ n: categories.businessCount }).from(categories).where(eq(categories.slug, slug));
    return c!.n;
  }
});
