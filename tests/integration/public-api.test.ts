/**
 * The public JSON API (spec §7), called the way the host calls it: a real Request routed by each
 * function's own `config.path` (src/server/functions.ts), on every database driver. Each test builds its
 * own rows with the factories of tests/helpers/factories.ts and `makePlace` below (its own category and
 * district, so lists can be filtered to them).
 */
import { badTextMessage } from '#api/http.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  businessValues,
  databaseFor,
  makeBusiness,
  makeCategory,
  makeDistrict,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import type { OpeningHours } from '#lib/hours.ts';
import { compareTr } from '#lib/turkish.ts';
import { matchRoute } from '#server/functions.ts';
import { turkishSortKey, turkishSortKeyOf } from '#features/businesses/lists.ts';

const FUNCTIONS = ['categories', 'category-by-slug', 'businesses', 'businesses-featured', 'businesses-by-category', 'businesses-by-id'];

// ---------------------------------------------------------------------------------------------
// Routing: the project's function modules, matched by their config.path as the host does
// ---------------------------------------------------------------------------------------------
const fns = routedFunctions(FUNCTIONS);

function routeOf(pathname: string, method = 'GET'): string | null {
  return matchRoute(fns.routes, pathname, method)?.route.fn.name ?? null;
}

function call(pathAndQuery: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return fns.call(init.method ?? 'GET', pathAndQuery, init.headers ? { headers: init.headers } : {});
}

async function getJson<T = unknown>(pathAndQuery: string, status = 200): Promise<{ body: T; res: Response }> {
  const res = await call(pathAndQuery);
  const text = await res.text();
  expect(res.status, `${pathAndQuery}: ${text}`).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { body: JSON.parse(text) as T, res };
}

// ---------------------------------------------------------------------------------------------
// Factories
// ---------------------------------------------------------------------------------------------
/** A category and a district of its own, with one business of every status that must stay hidden. */
async function makePlace(
  db: Db,
  over: { category?: Partial<typeof categories.$inferInsert>; district?: Partial<typeof districts.$inferInsert> } = {},
) {
  const category = await makeCategory(db, over.category);
  const district = await makeDistrict(db, over.district);
  const place = { categoryId: category.id, districtId: district.id };
  const hidden: Awaited<ReturnType<typeof makeBusiness>>[] = [];
  // one at a time: each insert is followed by its search indexing
  for (const status of ['pending', 'rejected', 'email_pending'] as const) {
    hidden.push(await makeBusiness(db, { ...place, status, name: `Gizli ${status} ${nextSeq()}`, isFeatured: true, rating: '5.0' }));
  }
  return { category, district, place, hidden };
}

const LIST_ITEM_KEYS = [
  'address',
  'category',
  'categorySlug',
  'description',
  'district',
  'features',
  'hasCampaign',
  'hours',
  'id',
  'images',
  'isFeatured',
  'isOpen',
  'latitude',
  'longitude',
  'name',
  'nextChange',
  'openNow',
  'phone',
  'priceRange',
  'priorityListing',
  'rating',
  'reviewCount',
  'subcategory',
];
const FULL_KEYS = [...LIST_ITEM_KEYS, 'approvedAt', 'email', 'osmId', 'specialHours', 'updatedAt', 'website', 'whatsapp'].sort();

type Item = Record<string, unknown> & { id: number; name: string };

/** Public and CDN-cacheable for 60 seconds, or less when a business in the answer opens or closes sooner. */
function expectPublicCache(res: Response) {
  const m = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=\d+$/.exec(res.headers.get('cache-control') ?? '');
  expect(m, res.headers.get('cache-control') ?? '').not.toBeNull();
  expect(Number(m![1])).toBeLessThanOrEqual(60);
  expect(res.headers.get('netlify-cdn-cache-control')).toContain(`s-maxage=${m![1]}`);
}

function expectListHeaders(res: Response, total: number) {
  expect(res.headers.get('x-total-count')).toBe(String(total));
  expect(res.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
  expectPublicCache(res);
}

// ---------------------------------------------------------------------------------------------
// Without a database: routing and the sort key
// ---------------------------------------------------------------------------------------------
describe('routing of the public API', () => {
  it('literal paths win over /api/businesses/{id}, and search is left to its own function', () => {
    expect(routeOf('/api/businesses')).toBe('businesses');
    expect(routeOf('/api/businesses/featured')).toBe('businesses-featured');
    expect(routeOf('/api/businesses/category/Restoranlar')).toBe('businesses-by-category');
    expect(routeOf('/api/businesses/42')).toBe('businesses-by-id');
    expect(routeOf('/api/businesses/abc')).toBe('businesses-by-id');
    expect(routeOf('/api/businesses/search')).toBeNull(); // excludedPath: never answered by business-by-id
    expect(routeOf('/api/categories')).toBe('categories');
    expect(routeOf('/api/categories/restoranlar')).toBe('category-by-slug');
  });
});

describe('the Turkish sort key', () => {
  const words = [
    'Cem',
    'Çınar',
    'cadı',
    'çam',
    'Irmak',
    'İnci',
    'ılık',
    'ipek',
    'Oba',
    'Ödül',
    'Sedef',
    'Şahin',
    'Uğur',
    'Ümit',
    'Gül',
    'Ğ harfi',
    'Hâlâ',
    'Hasan',
    'Zeytin',
    'Yaprak',
    'Vefa',
    'Zübeyde',
    'Kebapçı',
    'Kebap',
    'Ali 2',
    'Ali 10',
    'Şükrü Usta',
    'Şükran',
    'Dürüm',
    'Durak',
    'Işık Kafe',
    'İskender',
    'Istakoz',
    'Öz',
    'Oz',
    'Üzüm',
    'Uzun',
  ];

  it('orders words as the Turkish collation does (Ç after C, I before İ, Ö after O, Ş after S, Ü after U)', () => {
    const byKey = [...words].sort((a, b) =>
      turkishSortKeyOf(a) < turkishSortKeyOf(b) ? -1 : turkishSortKeyOf(a) > turkishSortKeyOf(b) ? 1 : 0,
    );
    expect(byKey).toEqual([...words].sort(compareTr));
  });

  it('is case-insensitive the Turkish way', () => {
    expect(turkishSortKeyOf('IŞIK')).toBe(turkishSortKeyOf('ışık'));
    expect(turkishSortKeyOf('İNCİ')).toBe(turkishSortKeyOf('inci'));
    expect(turkishSortKeyOf('i̇nci')).toBe(turkishSortKeyOf('inci')); // "İnci".toLowerCase() without a locale
    expect(turkishSortKeyOf('ÇAĞRI')).toBe(turkishSortKeyOf('çağrı'));
  });
});

// ---------------------------------------------------------------------------------------------
// On every driver
// ---------------------------------------------------------------------------------------------
describe.each(testDrivers())('public API on %s', (driver) => {
  const t = databaseFor(driver);

  it('the SQL sort key gives the same order as the JavaScript one', async () => {
    const words = [
      'Ümit',
      'Uğur',
      'Şahin',
      'Sedef',
      'Ödül',
      'Oba',
      'İnci',
      'Irmak',
      'ılık',
      'Çınar',
      'Cem',
      'Hâlâ',
      'Hasan',
      'Ğ',
      'Gül',
      'z',
      '[x]',
      'İ̇',
    ];
    const sorted = await t.db
      .select({ w: sql<string>`w` })
      .from(sql`unnest(${sql.raw(`ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`)}) AS w`)
      .orderBy(turkishSortKey(sql`w`), sql`w collate "C"`);
    const expected = [...words].sort((a, b) => {
      const ka = turkishSortKeyOf(a);
      const kb = turkishSortKeyOf(b);
      return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0;
    });
    expect(sorted.map((r) => r.w)).toEqual(expected);
  });

  it('GET /api/categories lists every category with its count of approved businesses only', async () => {
    const { category, place } = await makePlace(t.db, { category: { description: 'Test kategorisi' } });
    await makeBusiness(t.db, place);
    await makeBusiness(t.db, place);

    const { body, res } = await getJson<Record<string, unknown>[]>('/api/categories');
    expectPublicCache(res);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const mine = body.find((c) => c.id === category.id)!;
    expect(mine).toEqual({
      id: category.id,
      name: category.name,
      slug: category.slug,
      icon: 'utensils',
      color: '#B91C1C',
      description: 'Test kategorisi',
      businessCount: 2, // not the pending, rejected and e-mail-pending ones
    });
    for (const c of body) expect(Object.keys(c).sort()).toEqual(['businessCount', 'color', 'description', 'icon', 'id', 'name', 'slug']);
    // Display order (sortOrder), not id or name.
    const orders = await t.db.select({ id: categories.id, sortOrder: categories.sortOrder }).from(categories);
    const sortOf = new Map(orders.map((o) => [o.id, o.sortOrder]));
    const seen = body.map((c) => sortOf.get(c.id as number)!);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('GET /api/categories/{slug} answers one category by slug or Turkish name; unknown is 404 JSON', async () => {
    const { category, place } = await makePlace(t.db, { category: { name: `Sağlık Merkezleri ${nextSeq()}` } });
    await makeBusiness(t.db, place);
    const expected = { id: category.id, name: category.name, slug: category.slug, businessCount: 1 };

    const bySlug = await getJson(`/api/categories/${category.slug}`);
    expect(bySlug.body).toMatchObject(expected);
    expectPublicCache(bySlug.res);
    expect((await getJson(`/api/categories/${encodeURIComponent(category.name)}`)).body).toMatchObject(expected);
    expect((await getJson(`/api/categories/${encodeURIComponent(category.name.toLocaleUpperCase('tr-TR'))}`)).body).toMatchObject(expected);

    for (const bad of [
      'yok-boyle-bir-kategori',
      'x'.repeat(5000),
      '%00',
      '%27%3B%20DROP%20TABLE%20categories%3B--',
      '%F0%9F%8D%95',
      '%25',
      '%E0%A4%A',
    ]) {
      const { body, res } = await getJson<{ message: string }>(`/api/categories/${bad}`, 404);
      expect(body).toEqual({ message: 'Kategori bulunamadı.' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('GET /api/businesses answers the list shape, with numbers for coordinates and rating', async () => {
    const { category, district, place } = await makePlace(t.db);
    const b = await makeBusiness(t.db, {
      ...place,
      name: 'Yüzevler Kebap',
      subcategory: 'Kebapçı',
      latitude: '36.99876543',
      longitude: '35.32109876',
      rating: '4.6',
      reviewCount: 128,
      phone: '+903224560101',
      email: 'iletisim@yuzevler.test',
      website: 'https://yuzevler.test',
      priceRange: 'Ucuz',
      images: ['/images/a.jpg', '/images/b.jpg'],
      features: ['Paket servis', 'Otopark'],
      hours: { mon: [['09:00', '23:00']] },
      isFeatured: true,
    });
    const noGeo = await makeBusiness(t.db, { ...place, name: 'Konumsuz Dükkan' });

    const { body, res } = await getJson<Item[]>(`/api/businesses?category=${category.slug}`);
    expectListHeaders(res, 2);
    expect(body.map((x) => x.id)).toEqual([b.id, noGeo.id]); // featured first by default
    for (const item of body) expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS);
    expect(body[0]).toEqual({
      id: b.id,
      name: 'Yüzevler Kebap',
      description: 'Adana’da bir işletme.',
      category: category.name,
      categorySlug: category.slug,
      subcategory: 'Kebapçı',
      district: district.name,
      latitude: 36.99876543,
      longitude: 35.32109876,
      address: b.address,
      rating: 4.6,
      reviewCount: 128,
      phone: '+903224560101',
      priceRange: 'Ucuz',
      priorityListing: false,
      hasCampaign: false,
      images: ['/images/a.jpg', '/images/b.jpg'],
      features: ['Paket servis', 'Otopark'],
      isFeatured: true,
      isOpen: true,
      hours: { mon: [['09:00', '23:00']] },
      openNow: expect.any(Boolean),
      nextChange: expect.any(String),
    });
    expect(body[1]).toMatchObject({
      latitude: null,
      longitude: null,
      rating: 0,
      reviewCount: 0,
      subcategory: null,
      phone: null,
      images: [],
      features: [],
      hours: {},
      openNow: null,
      nextChange: null,
    });
    // The list never carries contact e-mail or website.
    expect(JSON.stringify(body)).not.toContain('iletisim@yuzevler.test');
  });

  it('filters by category and district, each by slug or by Turkish name; empty or "all" is no filter', async () => {
    const { category, place } = await makePlace(t.db, { category: { name: `Kafeler ${nextSeq()}` } });
    const cukurova = await makeDistrict(t.db, { name: `Çukurova ${nextSeq()}` });
    const seyhan = await makeDistrict(t.db, { name: `Seyhan ${nextSeq()}` });
    const a = await makeBusiness(t.db, { ...place, districtId: cukurova.id, rating: '4.0' });
    const b = await makeBusiness(t.db, { ...place, districtId: seyhan.id, rating: '3.0' });
    const ids = async (q: string) => (await getJson<Item[]>(`/api/businesses?${q}`)).body.map((x) => x.id);

    expect(await ids(`category=${category.slug}`)).toEqual([a.id, b.id]);
    expect(await ids(`category=${encodeURIComponent(category.name)}`)).toEqual([a.id, b.id]);
    expect(await ids(`category=${category.slug}&district=${cukurova.slug}`)).toEqual([a.id]);
    expect(await ids(`category=${category.slug}&district=${encodeURIComponent(cukurova.name)}`)).toEqual([a.id]);
    expect(await ids(`category=${category.slug}&district=${encodeURIComponent(cukurova.name.toLocaleUpperCase('tr-TR'))}`)).toEqual([a.id]);
    expect(await ids(`category=${category.slug}&district=${seyhan.slug}`)).toEqual([b.id]);
    expect(await ids(`category=${category.slug}&district=all`)).toEqual([a.id, b.id]);
    expect(await ids(`category=${category.slug}&district=`)).toEqual([a.id, b.id]);
    // A category or district that does not exist matches nothing (not an error).
    const none = await getJson<Item[]>(`/api/businesses?category=${category.slug}&district=yok-boyle-ilce`);
    expect(none.body).toEqual([]);
    expectListHeaders(none.res, 0);
    expect(await ids('category=yok-boyle-kategori')).toEqual([]);
    // ids: only the named ones, only approved.
    expect(await ids(`ids=${b.id},${a.id},${b.id}&sort=rating`)).toEqual([a.id, b.id]);
  });

  it('pending, rejected and e-mail-pending businesses never appear in any list, count or by id', async () => {
    const { category, district, place, hidden } = await makePlace(t.db, { category: { name: `Oteller ${nextSeq()}` } });
    const visible = await makeBusiness(t.db, { ...place, isFeatured: true });
    const hiddenIds = new Set(hidden.map((h) => h.id));

    async function allPages(pathname: string, query = ''): Promise<number[]> {
      const out: number[] = [];
      for (let offset = 0; ; offset += 100) {
        const { body, res } = await getJson<Item[]>(`${pathname}?limit=100&offset=${offset}${query}`);
        out.push(...body.map((x) => x.id));
        if (offset + 100 >= Number(res.headers.get('x-total-count'))) break;
      }
      return out;
    }
    const lists = [
      await allPages('/api/businesses'),
      await allPages('/api/businesses', `&category=${category.slug}`),
      await allPages('/api/businesses', `&district=${district.slug}`),
      await allPages('/api/businesses', `&featured=1`),
      await allPages('/api/businesses', `&ids=${[visible.id, ...hiddenIds].join(',')}`),
      await allPages('/api/businesses', `&sort=name`),
      await allPages('/api/businesses', `&sort=newest`),
      await allPages('/api/businesses/featured'),
      await allPages(`/api/businesses/category/${category.slug}`),
      await allPages(`/api/businesses/category/${encodeURIComponent(category.name)}`),
    ];
    for (const list of lists) {
      expect(list.some((id) => hiddenIds.has(id))).toBe(false);
    }
    expect(lists[1]).toEqual([visible.id]);
    expect(lists[4]).toEqual([visible.id]);
    expect(lists[7]).toContain(visible.id);

    for (const h of hidden) {
      const { body, res } = await getJson(`/api/businesses/${h.id}`, 404);
      expect(body).toEqual({ message: 'İşletme bulunamadı.' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const cat = await getJson<{ businessCount: number }>(`/api/categories/${category.slug}`);
    expect(cat.body.businessCount).toBe(1);
    // The total in X-Total-Count counts approved ones only, too.
    const { res } = await getJson(`/api/businesses?category=${category.slug}`);
    expect(res.headers.get('x-total-count')).toBe('1');
  });

  it('pages with limit and offset, totals in X-Total-Count, default 24, above 100 clamped to 100', async () => {
    const { category, place } = await makePlace(t.db);
    await t.db
      .insert(businesses)
      .values(Array.from({ length: 101 }, (_, i) => businessValues({ ...place, rating: ((i % 50) / 10).toFixed(1) })));

    const first = await getJson<Item[]>(`/api/businesses?category=${category.slug}`);
    expect(first.body).toHaveLength(24);
    expectListHeaders(first.res, 101);

    const clamped = await getJson<Item[]>(`/api/businesses?category=${category.slug}&limit=1000`);
    expect(clamped.body).toHaveLength(100);
    expectListHeaders(clamped.res, 101);
    const huge = await getJson<Item[]>(`/api/businesses?category=${category.slug}&limit=99999999999999999999`);
    expect(huge.body).toHaveLength(100);

    for (const sort of ['recommended', 'rating', 'name', 'reviews', 'newest']) {
      const pages: number[] = [];
      for (let offset = 0; offset < 101; offset += 30) {
        const { body, res } = await getJson<Item[]>(`/api/businesses?category=${category.slug}&sort=${sort}&limit=30&offset=${offset}`);
        expect(body.length).toBe(Math.min(30, 101 - offset));
        expectListHeaders(res, 101);
        pages.push(...body.map((x) => x.id));
      }
      // Pages neither overlap nor skip, whatever the sort.
      expect(new Set(pages).size, sort).toBe(101);
    }

    const beyond = await getJson<Item[]>(`/api/businesses?category=${category.slug}&offset=500`);
    expect(beyond.body).toEqual([]);
    expectListHeaders(beyond.res, 101);
    const atCap = await getJson<Item[]>(`/api/businesses?category=${category.slug}&offset=100000`);
    expect(atCap.body).toEqual([]);
  });

  it('sort=name is Turkish alphabetical order; rating, reviews and newest sort as named', async () => {
    const { category, place } = await makePlace(t.db);
    const names = ['Şahin', 'Irmak', 'Ümit', 'Cem', 'Ödül', 'İnci', 'Sedef', 'Çınar', 'Uğur', 'Oba', 'çiçek', 'ılgın'];
    const made = [];
    for (const [i, name] of names.entries()) {
      made.push(
        await makeBusiness(t.db, {
          ...place,
          name,
          rating: (((i * 7) % 50) / 10).toFixed(1),
          reviewCount: (i * 13) % 17,
          approvedAt: new Date(Date.UTC(2026, 1, 1 + i)),
        }),
      );
    }
    const list = async (sort: string) => (await getJson<Item[]>(`/api/businesses?category=${category.slug}&sort=${sort}`)).body;

    expect((await list('name')).map((x) => x.name)).toEqual([
      'Cem',
      'Çınar',
      'çiçek',
      'ılgın',
      'Irmak',
      'İnci',
      'Oba',
      'Ödül',
      'Sedef',
      'Şahin',
      'Uğur',
      'Ümit',
    ]);
    expect((await list('name')).map((x) => x.name)).toEqual([...names].sort(compareTr));

    const byRating = await list('rating');
    const ratings = byRating.map((x) => x.rating as number);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const byReviews = await list('reviews');
    const reviews = byReviews.map((x) => x.reviewCount as number);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
    expect((await list('newest')).map((x) => x.name)).toEqual([...names].reverse());
  });

  it('bad query parameters are 400 with a Turkish message per parameter, never 500', async () => {
    const cases: [string, string][] = [
      ['limit=abc', 'limit'],
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=1.5', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=abc', 'offset'],
      ['offset=100001', 'offset'],
      ['offset=99999999999999999999', 'offset'],
      ['sort=price', 'sort'],
      ['sort=%27%3B%20DROP%20TABLE%20businesses%3B--', 'sort'],
      ['featured=evet', 'featured'],
      ['ids=abc', 'ids'],
      ['ids=1,-2', 'ids'],
      ['ids=0', 'ids'],
      ['ids=99999999999', 'ids'],
      [`ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'ids'],
      [`category=${'ç'.repeat(101)}`, 'category'],
      [`q=x&category=${'a'.repeat(10_000)}`, 'category'],
      ['district=%01', 'district'],
    ];
    // NUL is refused before the parameters are read, with its own message.
    for (const pathname of ['/api/businesses', '/api/businesses/featured']) {
      const { body } = await getJson<{ message: string; errors: Record<string, string> }>(`${pathname}?category=a%00b`, 400);
      expect(body).toEqual({ message: badTextMessage, errors: { category: badTextMessage } });
    }
    for (const [query, field] of cases) {
      for (const pathname of ['/api/businesses', '/api/businesses/featured']) {
        const { body } = await getJson<{ message: string; errors: Record<string, string> }>(`${pathname}?${query}`, 400);
        expect(body.message, query).toBe('Geçersiz sorgu parametresi.');
        expect(Object.keys(body.errors), query).toEqual([field]);
        expect(body.errors[field]).toMatch(/[a-zçğıöşü]/);
      }
    }
    const { body } = await getJson<{ errors: Record<string, string> }>('/api/businesses?limit=0', 400);
    expect(body.errors.limit).toBe('limit 1 ile 100 arasında bir tam sayı olmalıdır.');

    // Odd but harmless values are a clear answer, not an error.
    for (const query of [
      'category=%25',
      'category=%27%20OR%201%3D1--',
      'district=%F0%9F%8D%95',
      'category=.*',
      'unknown=1',
      'limit=5&limit=6',
    ]) {
      const res = await call(`/api/businesses?${query}`);
      expect(res.status, query).toBe(200);
    }
  });

  it('GET /api/businesses/featured lists approved featured businesses only', async () => {
    const { district, place } = await makePlace(t.db);
    const star = await makeBusiness(t.db, { ...place, isFeatured: true, rating: '4.9' });
    const star2 = await makeBusiness(t.db, { ...place, isFeatured: true, rating: '3.1' });
    await makeBusiness(t.db, { ...place, isFeatured: false, rating: '5.0' });

    const { body, res } = await getJson<Item[]>(`/api/businesses/featured?district=${district.slug}`);
    expect(body.map((x) => x.id)).toEqual([star.id, star2.id]);
    expectListHeaders(res, 2);
    for (const item of body) expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS);
    const all = await getJson<Item[]>('/api/businesses/featured?limit=100');
    expect(all.body.every((x) => x.isFeatured === true)).toBe(true);
    expect((await getJson<Item[]>(`/api/businesses?featured=1&district=${district.slug}`)).body.map((x) => x.id)).toEqual([
      star.id,
      star2.id,
    ]);
  });

  it('GET /api/businesses/category/{name} takes the Turkish name or the slug; unknown is 404 JSON', async () => {
    const { category, place } = await makePlace(t.db, { category: { name: `Güzellik Salonları ${nextSeq()}` } });
    const a = await makeBusiness(t.db, { ...place, rating: '4.2' });
    const b = await makeBusiness(t.db, { ...place, rating: '4.8' });
    const other = await makePlace(t.db);
    await makeBusiness(t.db, other.place);

    for (const name of [category.name, category.slug, category.name.toLocaleUpperCase('tr-TR')]) {
      const { body, res } = await getJson<Item[]>(`/api/businesses/category/${encodeURIComponent(name)}`);
      expect(
        body.map((x) => x.id),
        name,
      ).toEqual([b.id, a.id]);
      expectListHeaders(res, 2);
      for (const item of body) expect(item.categorySlug).toBe(category.slug);
    }
    expect((await getJson<Item[]>(`/api/businesses/category/${category.slug}?limit=1&offset=1`)).body.map((x) => x.id)).toEqual([a.id]);
    // The path names the category; a category query parameter does not override it.
    expect((await getJson<Item[]>(`/api/businesses/category/${category.slug}?category=${other.category.slug}`)).body).toHaveLength(2);

    for (const bad of ['Yok', 'restoranlar-degil', 'x'.repeat(3000), '%00', '%27%3B--']) {
      const { body } = await getJson(`/api/businesses/category/${bad}`, 404);
      expect(body).toEqual({ message: 'Kategori bulunamadı.' });
    }
    await getJson(`/api/businesses/category/${category.slug}?limit=abc`, 400);
  });

  it('GET /api/businesses/{id} answers the full record of an approved business', async () => {
    const { category, district, place } = await makePlace(t.db);
    const b = await makeBusiness(t.db, {
      ...place,
      name: 'Kazancılar Çarşısı Kebapçısı',
      email: 'bilgi@kazancilar.test',
      website: 'https://kazancilar.test',
      whatsapp: '+905321112233',
      phone: '+903223334455',
      latitude: '37.00123456',
      longitude: '35.32765432',
      rating: '4.5',
      reviewCount: 12,
      images: ['/a.jpg'],
      features: ['Wi-Fi'],
      hours: {
        mon: [
          ['10:00', '14:00'],
          ['17:00', '01:00'],
        ],
        sun: [],
      },
      approvedAt: new Date('2026-03-04T05:06:07.000Z'),
    });
    const { body, res } = await getJson<Record<string, unknown>>(`/api/businesses/${b.id}`);
    expectPublicCache(res);
    expect(Object.keys(body).sort()).toEqual(FULL_KEYS);
    expect(body).toMatchObject({
      id: b.id,
      name: 'Kazancılar Çarşısı Kebapçısı',
      category: category.name,
      categorySlug: category.slug,
      district: district.name,
      email: 'bilgi@kazancilar.test',
      website: 'https://kazancilar.test',
      whatsapp: '+905321112233',
      phone: '+903223334455',
      latitude: 37.00123456,
      longitude: 35.32765432,
      rating: 4.5,
      reviewCount: 12,
      images: ['/a.jpg'],
      features: ['Wi-Fi'],
      hours: {
        mon: [
          ['10:00', '14:00'],
          ['17:00', '01:00'],
        ],
        sun: [],
      },
      approvedAt: '2026-03-04T05:06:07.000Z',
    });
    expect(body.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // HEAD answers the same status and headers without a body.
    const head = await call(`/api/businesses/${b.id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  describe('openNow and nextChange (decision 018)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Istanbul wall-clock time (UTC+3 all year). 2026-11-23 is a Monday. */
    const ist = (local: string) => new Date(`${local}+03:00`);

    it('every list and the record answer them at request time, and the cache ends before the first change', async () => {
      const { category, place } = await makePlace(t.db);
      const office: OpeningHours = { mon: [['09:00', '18:00']], tue: [['09:00', '18:00']] };
      const open = await makeBusiness(t.db, { ...place, name: 'Açık Ofis', hours: office, isFeatured: true, rating: '4.9' });
      const night = await makeBusiness(t.db, {
        ...place,
        name: 'Gece Barı',
        hours: { mon: [['20:00', '02:00']] },
        isFeatured: true,
        rating: '4.8',
      });
      const paused = await makeBusiness(t.db, { ...place, name: 'Tadilatta', hours: office, isOpen: false, rating: '4.7' });
      const unknown = await makeBusiness(t.db, { ...place, name: 'Saatsiz', hours: {}, rating: '4.6' });

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(ist('2026-11-23T17:58:30'));
      const expected = {
        [open.id]: { openNow: true, nextChange: ist('2026-11-23T18:00:00').toISOString() },
        [night.id]: { openNow: false, nextChange: ist('2026-11-23T20:00:00').toISOString() },
        [paused.id]: { openNow: false, nextChange: null },
        [unknown.id]: { openNow: null, nextChange: null },
      };
      const paths = [
        `/api/businesses?category=${category.slug}`,
        `/api/businesses/category/${category.slug}`,
        `/api/businesses/featured?category=${category.slug}`,
      ];
      for (const path of paths) {
        const { body, res } = await getJson<Array<Item & { openNow: unknown; nextChange: unknown }>>(path);
        expect(body.length, path).toBeGreaterThan(0);
        for (const item of body)
          expect({ openNow: item.openNow, nextChange: item.nextChange }, `${path} ${item.name}`).toEqual(expected[item.id]);
        // The office closes in 90 s: no cache may keep "open" past 18:00.
        expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
        expect(res.headers.get('netlify-cdn-cache-control'), path).toBe('public, s-maxage=60, stale-while-revalidate=30');
      }
      const one = await getJson<Record<string, unknown>>(`/api/businesses/${open.id}`);
      expect(one.body).toMatchObject(expected[open.id]!);
      expect(one.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');

      // After closing time the same request answers closed, and the next change is Tuesday's opening.
      vi.setSystemTime(ist('2026-11-23T18:00:05'));
      const later = await getJson<Record<string, unknown>>(`/api/businesses/${open.id}`);
      expect(later.body).toMatchObject({ openNow: false, nextChange: ist('2026-11-24T09:00:00').toISOString(), isOpen: true });
      // Temporarily closed or without hours: nothing changes, the usual lifetime.
      const still = await getJson<Record<string, unknown>>(`/api/businesses/${unknown.id}`);
      expect(still.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      // Ten seconds before a change: kept ten seconds at most, no stale copy afterwards.
      vi.setSystemTime(ist('2026-11-23T19:59:50'));
      const soon = await getJson<Record<string, unknown>>(`/api/businesses/${night.id}`);
      expect(soon.body).toMatchObject({ openNow: false });
      expect(soon.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=0');
    });
  });

  it('a bad or unknown id is 404 JSON "İşletme bulunamadı.", never 500', async () => {
    const { place } = await makePlace(t.db);
    const b = await makeBusiness(t.db, place);
    await t.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, b.id));
    for (const id of [
      'abc',
      '-1',
      '0',
      '00',
      '1.5',
      '1e3',
      '99999999999999999999',
      '2147483648',
      '%20',
      '%00',
      "1'%20OR%20'1'%3D'1",
      '%F0%9F%8D%95',
      String(b.id),
      '999999999',
    ]) {
      const { body } = await getJson(`/api/businesses/${id}`, 404);
      expect(body, id).toEqual({ message: 'İşletme bulunamadı.' });
    }
  });
});
