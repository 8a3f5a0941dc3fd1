/**
 * The map's server side on every driver: GET /api/map called with real Requests (bbox, zoom, the search's
 * filters, clusters and businesses, caps, edges, statuses, 400s) and the distance option of
 * GET /api/businesses/search (near=LAT,LNG&sort=distance).
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { testDrivers, type TestDatabase } from '#tests/helpers/db.ts';
import { databaseFor, getJsonOf } from '#tests/helpers/factories.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { seedReference } from '#db/seed/index.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import { bboxAround, distanceKm, EARTH_RADIUS_KM, snapMapQuery, tileToLat, tileToLng, tileX, tileY } from '#lib/map-grid.ts';
import mapFn, { config as mapConfig } from '../../functions/map.ts';
import searchFn, { config as searchConfig } from '../../functions/businesses-search.ts';
import { rng } from '../../bench/generate.ts';

interface ErrorBody {
  message: string;
  errors: Record<string, string>;
}

const call = getJsonOf;

interface MapAnswer {
  zoom: number;
  total: number;
  withCoordinates: number;
  clusters: { id: string; latitude: number; longitude: number; count: number; bbox: [number, number, number, number] }[];
  businesses: { id: number; name: string; latitude: number; longitude: number; rating: number; [k: string]: unknown }[];
  truncated: boolean;
}

async function map(params: Record<string, string>): Promise<MapAnswer> {
  const res = await call(mapFn, `${mapConfig.path}?${new URLSearchParams(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MapAnswer;
}

/** The whole city and more (the fixtures lie between 36.9 and 37.2 N, 35.1 and 35.5 E). */
const CITY = '34.9,36.8,35.8,37.4';

type Status = 'approved' | 'pending' | 'rejected' | 'email_pending';
interface Place {
  name: string;
  category: string;
  district: string;
  lat: number | null;
  lng: number | null;
  rating?: number;
  status?: Status;
  features?: string[];
  images?: string[];
  /** Default: the column's default, 'Orta'. */
  priceRange?: null;
}

/** 560 approved restaurants in a 0.008° square in Yüreğir: clusters below zoom 15, a capped page at 16. */
const DENSE = { lat: 36.97, lng: 35.36, size: 0.008, n: 560 };

const places: Place[] = [
  {
    name: 'Işık Kafe',
    category: 'kafeler',
    district: 'Seyhan',
    lat: 37.001,
    lng: 35.301,
    rating: 4.5,
    features: ['Wi-Fi'],
    images: ['/images/a.webp', '/images/b.webp'],
  },
  // No price range (as from OSM): the answer says null.
  { name: 'Şükrü Usta Kebap', category: 'restoranlar', district: 'Seyhan', lat: 37.002, lng: 35.302, rating: 4.8, priceRange: null },
  { name: 'Çınar Otel', category: 'oteller', district: 'Çukurova', lat: 37.04, lng: 35.28, rating: 4.1 },
  { name: 'Konumsuz Kuaför', category: 'guzellik', district: 'Seyhan', lat: null, lng: null, rating: 4.0 },
  { name: 'Kenar Eczanesi', category: 'saglik', district: 'Sarıçam', lat: 37.1, lng: 35.2, rating: 3.9 },
  { name: 'Dış Eczane', category: 'saglik', district: 'Sarıçam', lat: 37.10001, lng: 35.2, rating: 3.8 },
  { name: 'Bekleyen Kafe', category: 'kafeler', district: 'Seyhan', lat: 37.0011, lng: 35.3011, rating: 5.0, status: 'pending' },
  { name: 'Reddedilen Kafe', category: 'kafeler', district: 'Seyhan', lat: 37.0012, lng: 35.3012, rating: 5.0, status: 'rejected' },
  { name: 'Onaysız Kafe', category: 'kafeler', district: 'Seyhan', lat: null, lng: null, rating: 5.0, status: 'email_pending' },
];

/** The DENSE square's restaurants (the same every call). */
function densePlaces(): Place[] {
  const rand = rng(7);
  return Array.from({ length: DENSE.n }, (_, i) => ({
    name: `Yoğun Lokanta ${i + 1}`,
    category: 'restoranlar',
    district: 'Yüreğir',
    lat: Number((DENSE.lat + rand() * DENSE.size).toFixed(6)),
    lng: Number((DENSE.lng + rand() * DENSE.size).toFixed(6)),
    rating: Math.round((1 + rand() * 4) * 10) / 10,
  }));
}

async function insertPlaces(t: TestDatabase): Promise<void> {
  await seedReference(t.db);
  const cats = new Map((await t.db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]));
  const dists = new Map((await t.db.select({ id: districts.id, name: districts.name }).from(districts)).map((d) => [d.name, d.id]));
  const rows = [...places, ...densePlaces()].map((p) => {
    const status = p.status ?? 'approved';
    return {
      name: p.name,
      categoryId: cats.get(p.category)!,
      districtId: dists.get(p.district)!,
      address: `${p.district}/Adana`,
      latitude: p.lat === null ? null : String(p.lat),
      longitude: p.lng === null ? null : String(p.lng),
      rating: (p.rating ?? 3).toFixed(1),
      features: p.features ?? [],
      images: p.images ?? [],
      priceRange: p.priceRange,
      status,
      approvedAt: status === 'approved' ? new Date() : null,
      source: 'seed' as const,
    };
  });
  await t.db.insert(businesses).values(rows);
  await reindexBusinesses(t.db);
}

const APPROVED = places.filter((p) => (p.status ?? 'approved') === 'approved');
const APPROVED_PLACED = APPROVED.filter((p) => p.lat !== null);

describe('the map grid math', () => {
  it('tile columns and rows round-trip to the same place within a level-24 tile', () => {
    for (const [lat, lng] of [
      [37, 35.3213],
      [-33.9, 151.2],
      [0, 0],
      [85, -179.9],
    ] as const) {
      expect(tileToLng(tileX(lng))).toBeLessThanOrEqual(lng);
      expect(Math.abs(tileToLng(tileX(lng) + 0.5) - lng)).toBeLessThan(2.2e-5);
      expect(Math.abs(tileToLat(tileY(lat) + 0.5) - lat)).toBeLessThan(2.2e-5);
    }
  });
  it('snapMapQuery floors the zoom and widens the bbox outwards to quarter tiles', () => {
    const snapped = snapMapQuery([35.2613, 36.9512, 35.4021, 37.0533], 12.7);
    expect(snapped.zoom).toBe(12);
    const [w, s, e, n] = snapped.bbox;
    expect(w).toBeLessThanOrEqual(35.2613);
    expect(s).toBeLessThanOrEqual(36.9512);
    expect(e).toBeGreaterThanOrEqual(35.4021);
    expect(n).toBeGreaterThanOrEqual(37.0533);
    // a small pan keeps the same URL
    expect(snapMapQuery([35.2614, 36.9513, 35.4022, 37.0534], 12.2)).toEqual(snapped);
  });
  it('distanceKm is the great-circle distance', () => {
    expect(distanceKm(37, 35.3213, 37, 35.3213)).toBe(0);
    // one degree of latitude is about 111.2 km
    expect(distanceKm(37, 35, 38, 35)).toBeCloseTo(111.2, 1);
  });
  it('bboxAround holds every point within the distance, and not much more', () => {
    const rand = rng(3);
    for (const [lat, lng, km] of [
      [37, 35.3213, 0.5],
      [36.97, 35.36, 8],
      [60, 10, 32],
      [-33.9, 18.4, 2],
    ] as const) {
      const [west, south, east, north] = bboxAround(lat, lng, km)!;
      for (let i = 0; i < 2000; i++) {
        // a point at a random bearing and a distance up to km (the spherical destination formula)
        const delta = (km / EARTH_RADIUS_KM) * Math.sqrt(rand());
        const bearing = rand() * 2 * Math.PI;
        const p1 = (lat * Math.PI) / 180;
        const p2 = Math.asin(Math.sin(p1) * Math.cos(delta) + Math.cos(p1) * Math.sin(delta) * Math.cos(bearing));
        const l2 =
          (lng * Math.PI) / 180 +
          Math.atan2(Math.sin(bearing) * Math.sin(delta) * Math.cos(p1), Math.cos(delta) - Math.sin(p1) * Math.sin(p2));
        const [y, x] = [(p2 * 180) / Math.PI, (l2 * 180) / Math.PI];
        expect(x >= west && x <= east && y >= south && y <= north, `${lat},${lng} ${km} km`).toBe(true);
      }
      // the box's half-height due north is the distance itself
      expect(distanceKm(lat, lng, north, lng)).toBeCloseTo(km, 6);
    }
    expect(bboxAround(37, 179.99, 5)).toBeNull(); // across the antimeridian
    expect(bboxAround(85, 0, 50)).toBeNull(); // past the pole's edge of the map
  });
});

describe.each(testDrivers())('GET /api/map on %s', (driver) => {
  databaseFor(driver, { setup: insertPlaces }); // the functions use it through db()

  it('answers the documented shape, CDN-cacheable, with the business fields the island shows', async () => {
    const res = await call(mapFn, `${mapConfig.path}?bbox=35.29,36.99,35.31,37.01&zoom=13`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage=30');
    const body = res.body as MapAnswer;
    expect(Object.keys(body).sort()).toEqual(['businesses', 'clusters', 'total', 'truncated', 'withCoordinates', 'zoom']);
    expect(body.zoom).toBe(13);
    expect(body.businesses.map((b) => b.name)).toEqual(['Şükrü Usta Kebap', 'Işık Kafe']); // best rated first
    const isik = body.businesses.find((b) => b.name === 'Işık Kafe')!;
    expect(isik).toEqual({
      id: expect.any(Number),
      name: 'Işık Kafe',
      category: 'Kafeler',
      categorySlug: 'kafeler',
      categoryColor: expect.stringMatching(/^#|^[a-z]/),
      subcategory: null,
      district: 'Seyhan',
      address: 'Seyhan/Adana',
      latitude: 37.001,
      longitude: 35.301,
      rating: 4.5,
      reviewCount: 0,
      phone: null,
      priceRange: 'Orta',
      isFeatured: false,
      image: '/images/a.webp',
      // as every /api/businesses* item: the hours and the switch, and open now (no hours given: null)
      hours: {},
      isOpen: true,
      openNow: null,
      nextChange: null,
    });
    expect(body.businesses.find((b) => b.name === 'Şükrü Usta Kebap')).toMatchObject({ image: null, priceRange: null });
  });

  it('counts every approved match in total, only those with coordinates in withCoordinates', async () => {
    const body = await map({ bbox: CITY, zoom: '11' });
    expect(body.total).toBe(APPROVED.length + DENSE.n);
    expect(body.withCoordinates).toBe(APPROVED_PLACED.length + DENSE.n);
    const guzellik = await map({ bbox: CITY, zoom: '11', category: 'guzellik' });
    expect(guzellik).toMatchObject({ total: 1, withCoordinates: 0, clusters: [], businesses: [], truncated: false });
  });

  it('a bbox over nothing (the sea) answers empty arrays, totals still counted', async () => {
    const body = await map({ bbox: '34.0,36.0,34.2,36.2', zoom: '12' });
    expect(body).toMatchObject({ clusters: [], businesses: [], truncated: false, total: APPROVED.length + DENSE.n });
  });

  it('a business exactly on the bbox edge is inside; one a metre beyond is not', async () => {
    // west edge 35.2 and north edge 37.1 pass through "Kenar Eczanesi"
    const names = (await map({ bbox: '35.2,37.09,35.21,37.1', zoom: '14' })).businesses.map((b) => b.name);
    expect(names).toEqual(['Kenar Eczanesi']);
    const east = (await map({ bbox: '35.19,37.09,35.2,37.1', zoom: '14' })).businesses.map((b) => b.name);
    expect(east).toEqual(['Kenar Eczanesi']);
    const south = (await map({ bbox: '35.19,37.1,35.21,37.2', zoom: '14' })).businesses.map((b) => b.name).sort();
    expect(south).toEqual(['Dış Eczane', 'Kenar Eczanesi']);
  });

  it('pending, rejected and e-mail-pending businesses never appear, in any view or count', async () => {
    for (const zoom of ['11', '13', '17']) {
      const body = await map({ bbox: '35.3,37.0,35.303,37.003', zoom });
      expect(body.businesses.map((b) => b.name)).toEqual(['Şükrü Usta Kebap', 'Işık Kafe']);
    }
    const all = await map({ bbox: CITY, zoom: '16', category: 'kafeler' });
    expect(all).toMatchObject({ total: 1, withCoordinates: 1 });
    expect(all.businesses.map((b) => b.name)).toEqual(['Işık Kafe']);
  });

  it('businesses without coordinates are counted but never placed', async () => {
    const body = await map({ bbox: CITY, zoom: '16', q: 'konumsuz' });
    expect(body).toMatchObject({ total: 1, withCoordinates: 0, businesses: [], clusters: [] });
  });

  it('filters like the search: Turkish-aware text, category and district by slug or name, "all", unknown', async () => {
    const names = async (p: Record<string, string>) => (await map({ bbox: CITY, zoom: '12', ...p })).businesses.map((b) => b.name);
    expect(await names({ q: 'isik' })).toEqual(['Işık Kafe']);
    expect(await names({ q: 'IŞIK' })).toEqual(['Işık Kafe']);
    expect(await names({ q: 'sukru usta' })).toEqual(['Şükrü Usta Kebap']);
    expect(await names({ q: 'wifi' })).toEqual(['Işık Kafe']);
    expect(await names({ category: 'Oteller' })).toEqual(['Çınar Otel']);
    expect(await names({ category: 'oteller', district: 'cukurova' })).toEqual(['Çınar Otel']);
    expect(await names({ category: 'oteller', district: 'Seyhan' })).toEqual([]);
    expect(await names({ district: 'Çukurova' })).toEqual(['Çınar Otel']);
    expect(await names({ category: 'Sağlık' })).toEqual(['Kenar Eczanesi', 'Dış Eczane']);
    expect((await map({ bbox: CITY, zoom: '12', category: 'all', district: 'all' })).total).toBe(APPROVED.length + DENSE.n);
    expect(await map({ bbox: CITY, zoom: '12', category: 'yok-boyle-bir-kategori' })).toMatchObject({
      total: 0,
      withCoordinates: 0,
      clusters: [],
      businesses: [],
    });
    expect((await map({ bbox: CITY, zoom: '12', q: 'qwxzvbn' })).total).toBe(0);
  });

  it('below zoom 15 with many matches: grid clusters and single businesses that add up, each cluster inside its bbox', async () => {
    for (const zoom of ['8', '11', '12.5', '14']) {
      const body = await map({ bbox: CITY, zoom });
      expect(body.truncated).toBe(false);
      expect(body.clusters.length).toBeGreaterThan(0);
      expect(body.clusters.length + body.businesses.length).toBeLessThanOrEqual(600);
      const clustered = body.clusters.reduce((sum, c) => sum + c.count, 0);
      expect(clustered + body.businesses.length).toBe(APPROVED_PLACED.length + DENSE.n);
      for (const c of body.clusters) {
        expect(c.count).toBeGreaterThan(1);
        const [w, s, e, n] = c.bbox;
        expect(w).toBeLessThan(e);
        expect(s).toBeLessThan(n);
        expect(c.longitude).toBeGreaterThanOrEqual(w);
        expect(c.longitude).toBeLessThanOrEqual(e);
        expect(c.latitude).toBeGreaterThanOrEqual(s);
        expect(c.latitude).toBeLessThanOrEqual(n);
      }
      expect(new Set(body.clusters.map((c) => c.id)).size).toBe(body.clusters.length);
    }
    // the dense square: one cluster at zoom 11, split into more at 14 (a viewport's bbox around it)
    const coarse = await map({ bbox: CITY, zoom: '11' });
    const around = [DENSE.lng - 0.02, DENSE.lat - 0.02, DENSE.lng + 0.03, DENSE.lat + 0.03].map((v) => v.toFixed(4)).join(',');
    const fine = await map({ bbox: around, zoom: '14' });
    expect(fine.clusters.reduce((s, c) => s + c.count, 0) + fine.businesses.length).toBe(DENSE.n);
    expect(coarse.clusters.find((c) => c.count === DENSE.n)).toBeDefined();
    expect(fine.clusters.length).toBeGreaterThan(coarse.clusters.length);
    const dense = coarse.clusters.find((c) => c.count === DENSE.n)!;
    expect(dense.bbox[0]).toBeLessThanOrEqual(DENSE.lng + 1e-4);
    expect(dense.bbox[2]).toBeGreaterThanOrEqual(DENSE.lng + DENSE.size - 1e-4);
    expect(dense.latitude).toBeCloseTo(DENSE.lat + DENSE.size / 2, 2);
  });

  it('a wide bbox at a high cell level is bounded: at most 600 cells', async () => {
    const body = await map({ bbox: '30,35,40,40', zoom: '14' });
    expect(body.clusters.length + body.businesses.length).toBeLessThanOrEqual(600);
    expect(body.clusters.reduce((s, c) => s + c.count, 0) + body.businesses.length).toBe(APPROVED_PLACED.length + DENSE.n);
  });

  it('at zoom 15 and above only businesses: the 500 best rated, truncated when the bbox held more', async () => {
    const bbox = `${DENSE.lng - 0.001},${DENSE.lat - 0.001},${DENSE.lng + DENSE.size + 0.001},${DENSE.lat + DENSE.size + 0.001}`;
    const body = await map({ bbox, zoom: '16' });
    expect(body.clusters).toEqual([]);
    expect(body.businesses).toHaveLength(500);
    expect(body.truncated).toBe(true);
    const ratings = body.businesses.map((b) => b.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // with few matches (here: a category) nothing is truncated, whatever the zoom
    const cafes = await map({ bbox: CITY, zoom: '12', category: 'kafeler' });
    expect(cafes).toMatchObject({ clusters: [], truncated: false });
    expect(cafes.businesses.map((b) => b.name)).toEqual(['Işık Kafe']);
  });

  it('bad parameters are 400 with a Turkish message per field, never 500', async () => {
    const cases: [string, string][] = [
      ['zoom=12', 'bbox'],
      ['bbox=35.2,36.9,35.5,37.1', 'zoom'],
      ['bbox=35.2,36.9,35.5&zoom=12', 'bbox'],
      ['bbox=a,b,c,d&zoom=12', 'bbox'],
      ['bbox=35.2,36.9,35.5,37.1,1&zoom=12', 'bbox'],
      ['bbox=35.5,36.9,35.2,37.1&zoom=12', 'bbox'],
      ['bbox=35.2,37.1,35.5,36.9&zoom=12', 'bbox'],
      ['bbox=35.2,36.9,35.2,37.1&zoom=12', 'bbox'],
      ['bbox=1e3,36.9,35.5,37.1&zoom=12', 'bbox'],
      ['bbox=35.2,36.9,35.5,37.1&zoom=23', 'zoom'],
      ['bbox=35.2,36.9,35.5,37.1&zoom=-1', 'zoom'],
      ['bbox=35.2,36.9,35.5,37.1&zoom=abc', 'zoom'],
      ['bbox=35.2,36.9,35.5,37.1&zoom=12&q=' + 'a'.repeat(201), 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await call(mapFn, `${mapConfig.path}?${query}`);
      expect(res.status, query).toBe(400);
      const body = res.body as ErrorBody;
      expect(body.message).toBe('Geçersiz sorgu parametresi.');
      expect(body.errors[field], query).toMatch(/[a-zçğıöşü]/);
    }
    // out-of-range longitudes (MapLibre's world copies) are clamped, not refused
    expect((await call(mapFn, `${mapConfig.path}?bbox=-200,-89,200,89&zoom=0`)).status).toBe(200);
  });
});

/** map_cells as the triggers keep it, and as it would be computed afresh from the businesses. */
async function cellsNowAndAfresh(t: TestDatabase): Promise<{ kept: unknown[]; afresh: unknown[] }> {
  const kept = await t.db.execute(sql`
    SELECT level, cx, cy, category_id, district_id, n, sx::text, sy::text, sid::text FROM map_cells WHERE n <> 0
    ORDER BY 1, 2, 3, 4, 5`);
  const afresh = await t.db.execute(sql`
    SELECT l.level::smallint AS level,
      CASE WHEN map_x IS NULL THEN -1 ELSE map_x >> (24 - l.level) END AS cx,
      CASE WHEN map_x IS NULL THEN -1 ELSE map_y >> (24 - l.level) END AS cy,
      category_id, district_id, count(*)::int AS n, sum(coalesce(map_x, 0))::text AS sx, sum(coalesce(map_y, 0))::text AS sy,
      sum(id)::text AS sid
    FROM businesses CROSS JOIN generate_series(0, 17) AS l(level)
    WHERE status = 'approved' AND (map_x IS NOT NULL OR l.level = 0)
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`);
  const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
  return { kept: rows(kept), afresh: rows(afresh) };
}

describe.each(testDrivers())('the pre-aggregated grid on %s', (driver) => {
  const t = databaseFor(driver, { setup: insertPlaces });

  it('follows approvals, rejections, moves, category changes, deletions and imports', async () => {
    const first = await cellsNowAndAfresh(t);
    expect(first.kept.length).toBeGreaterThan(100);
    expect(first.kept).toEqual(first.afresh);

    await t.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.name, 'Bekleyen Kafe'));
    await t.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.name, 'Şükrü Usta Kebap'));
    await t.db.update(businesses).set({ latitude: '37.05', longitude: '35.25' }).where(eq(businesses.name, 'Çınar Otel'));
    await t.db.update(businesses).set({ latitude: null, longitude: null }).where(eq(businesses.name, 'Işık Kafe'));
    await t.db.update(businesses).set({ latitude: '37.0', longitude: '35.3' }).where(eq(businesses.name, 'Konumsuz Kuaför'));
    const [otel] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'oteller'));
    await t.db
      .update(businesses)
      .set({ categoryId: otel!.id })
      .where(inArray(businesses.name, ['Yoğun Lokanta 1', 'Yoğun Lokanta 2']));
    await t.db.update(businesses).set({ rating: '1.0' }).where(like(businesses.name, 'Yoğun Lokanta 1%')); // no effect on the grid
    await t.db.delete(businesses).where(like(businesses.name, 'Yoğun Lokanta 5%'));
    const second = await cellsNowAndAfresh(t);
    expect(second.kept).toEqual(second.afresh);

    // the map answers from the kept cells: the dense square lost the deleted ones
    const deleted = 1 + 10 + 61; // "… 5", "… 50"–"… 59", "… 500"–"… 560"
    const after = await map({ bbox: CITY, zoom: '11' });
    expect(after.clusters.find((c) => c.count === DENSE.n - deleted)).toBeDefined(); // all categories
    expect(after.total).toBe(APPROVED.length + DENSE.n - deleted); // one approved, one rejected

    await t.db.delete(businesses);
    const empty = await cellsNowAndAfresh(t);
    expect(empty).toEqual({ kept: [], afresh: [] });
    await insertPlaces(t);
    const third = await cellsNowAndAfresh(t);
    expect(third.kept).toEqual(third.afresh);
  });
});

describe.each(testDrivers())('search near a point on %s', (driver) => {
  databaseFor(driver, { setup: insertPlaces }); // the functions use it through db()

  async function search(params: Record<string, string>) {
    const res = await call(searchFn, `${searchConfig.path}?${new URLSearchParams(params)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { name: string; distanceKm: number | null; latitude: number | null }[];
  }

  it('sort=distance lists the nearest first with distanceKm; without coordinates last with null', async () => {
    const near = '37.1,35.2'; // at Kenar Eczanesi
    const items = await search({ near, sort: 'distance', district: 'Seyhan' });
    // Şükrü (37.002, 35.302) is a little nearer than Işık (37.001, 35.301): a longitude degree is shorter
    expect(items.map((b) => b.name)).toEqual(['Şükrü Usta Kebap', 'Işık Kafe', 'Konumsuz Kuaför']);
    expect(distanceKm(37.1, 35.2, 37.002, 35.302)).toBeLessThan(distanceKm(37.1, 35.2, 37.001, 35.301));
    expect(items.map((b) => b.distanceKm)).toEqual([
      Math.round(distanceKm(37.1, 35.2, 37.002, 35.302) * 10) / 10,
      Math.round(distanceKm(37.1, 35.2, 37.001, 35.301) * 10) / 10,
      null,
    ]);
    const all = await search({ near, sort: 'distance', limit: '100', category: 'saglik' });
    expect(all.map((b) => [b.name, b.distanceKm])).toEqual([
      ['Kenar Eczanesi', 0],
      ['Dış Eczane', 0],
    ]);
    // with a query: only its matches, nearest first
    const text = await search({ q: 'eczane', near: '37.2,35.2', sort: 'distance' });
    expect(text.map((b) => b.name)).toEqual(['Dış Eczane', 'Kenar Eczanesi']);
    // the whole list, paged: distances never decrease, the unplaced at the end
    const page1 = await search({ near: '36.97,35.36', sort: 'distance', limit: '100' });
    const last = await search({ near: '36.97,35.36', sort: 'distance', limit: '100', offset: String(APPROVED.length + DENSE.n - 3) });
    const d = page1.map((b) => b.distanceKm!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(last).toHaveLength(3); // the last two with coordinates, then the one without
    expect(last.at(-1)).toMatchObject({ name: 'Konumsuz Kuaför', distanceKm: null });
    expect(last[1]!.distanceKm).not.toBeNull();
  });

  it('nearest first is the exact order of every business by distance, whichever box around the point finds the page', async () => {
    const placed = [...places.filter((p) => (p.status ?? 'approved') === 'approved' && p.lat !== null), ...densePlaces()];
    // inside the dense square (the smallest box), at its corner (from 190 on, the smallest box holds the page's
    // count but not the page: its own corners are farther than businesses just outside it), 2 km off it (a
    // larger box), far from everything (no box: every match ordered)
    for (const [lat, lng] of [
      [36.974, 35.364],
      [36.97, 35.36],
      [36.99, 35.38],
      [37.4, 34.9],
    ] as const) {
      const expected = placed
        .map((p) => ({ name: p.name, d: distanceKm(lat, lng, p.lat!, p.lng!), rating: p.rating ?? 3 }))
        .sort((a, b) => a.d - b.d || b.rating - a.rating) // then by id: the insertion order, kept by the stable sort
        .map((p) => p.name);
      for (const offset of [0, 30, 190, 500]) {
        const page = await search({ near: `${lat},${lng}`, sort: 'distance', limit: '24', offset: String(offset) });
        expect(
          page.map((b) => b.name),
          `${lat},${lng} from ${offset}`,
        ).toEqual(expected.slice(offset, offset + 24));
      }
    }
  });

  it('near without sort keeps the order and adds distanceKm; without near there is no distanceKm', async () => {
    const items = await search({ near: '37.0,35.3', category: 'kafeler' });
    expect(items).toHaveLength(1);
    expect(items[0]!.distanceKm).toBeCloseTo(distanceKm(37, 35.3, 37.001, 35.301), 1);
    const plain = await search({ category: 'kafeler' });
    expect(plain[0]).not.toHaveProperty('distanceKm');
  });

  it('a malformed near, or sort=distance without near, is 400 with a Turkish message', async () => {
    for (const near of ['abc', '37.0', '37,35,1', '95,35', '37,190', '37.0;35.3']) {
      const res = await call(searchFn, `${searchConfig.path}?near=${encodeURIComponent(near)}&sort=distance`);
      expect(res.status, near).toBe(400);
      expect((res.body as ErrorBody).errors.near, near).toMatch(/near|enlem/);
    }
    const res = await call(searchFn, `${searchConfig.path}?sort=distance`);
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).errors.near).toContain('konumunuz');
  });
});
