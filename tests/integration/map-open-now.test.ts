/**
 * GET /api/map?open=1 (decision 018) on every driver, at fixed moments (the clock faked as in public-api.test.ts):
 * only the businesses open then, in clusters and single businesses computed from the rows, counted anywhere;
 * the answer's CDN lifetime ends before the first open/closed change among the businesses it counts (open
 * or closed, inside the bbox or not); every business carries openNow/nextChange; bad input is 400.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDrivers, type TestDatabase } from '#tests/helpers/db.ts';
import { businessValues, databaseFor, getJsonOf } from '#tests/helpers/factories.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { seedReference } from '#db/seed/index.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import type { OpeningHours } from '#lib/hours.ts';
import type { MapAnswer } from '#lib/contract/map.ts';
import mapFn, { config } from '../../functions/map.ts';
import { rng } from '../../bench/generate.ts';

/** Istanbul wall-clock time (UTC+3 all year). 2026-11-23 is a Monday. */
const ist = (local: string) => new Date(`${local}+03:00`);

const CITY = '34.9,36.8,35.8,37.4';
/** Around the few named places (37.0–37.01 N, 35.3–35.31 E), away from the dense square. */
const CENTRE = '35.29,36.99,35.32,37.02';

const EVERY_DAY = (from: string, to: string): OpeningHours =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [[from, to]]])) as OpeningHours;
const OFFICE: OpeningHours = {
  mon: [['09:00', '18:00']],
  tue: [['09:00', '18:00']],
  wed: [['09:00', '18:00']],
  thu: [['09:00', '18:00']],
  fri: [['09:00', '18:00']],
};

interface Place {
  name: string;
  lat: number | null;
  lng: number | null;
  hours: OpeningHours;
  isOpen?: boolean;
  status?: 'approved' | 'pending';
  category?: string;
}

const places: Place[] = [
  { name: 'Ofis Kafe', lat: 37.001, lng: 35.301, hours: OFFICE },
  { name: 'Gece Barı', lat: 37.002, lng: 35.302, hours: { mon: [['20:00', '02:00']], sun: [['22:00', '02:00']] } },
  { name: 'Tadilattaki Kafe', lat: 37.003, lng: 35.303, hours: OFFICE, isOpen: false },
  { name: 'Saatsiz Dükkan', lat: 37.004, lng: 35.304, hours: {} },
  { name: 'Hep Açık Eczane', lat: 37.005, lng: 35.305, hours: EVERY_DAY('00:00', '24:00'), category: 'saglik' },
  { name: 'Konumsuz Ofis', lat: null, lng: null, hours: OFFICE },
  { name: 'Bekleyen Kafe', lat: 37.006, lng: 35.306, hours: EVERY_DAY('00:00', '24:00'), status: 'pending' },
  { name: 'Sabahçı Fırın', lat: 37.3, lng: 35.7, hours: { mon: [['00:00', '06:00']] } },
];

/** 700 restaurants in a 0.008° square: half open 09–18 every day, half 20–23 (clusters below zoom 15). */
const DENSE = { lat: 36.97, lng: 35.36, size: 0.008, n: 700 };

function densePlaces(): Place[] {
  const rand = rng(11);
  return Array.from({ length: DENSE.n }, (_, i) => ({
    name: i % 2 === 0 ? `Gündüz Lokantası ${i}` : `Akşam Lokantası ${i}`,
    lat: Number((DENSE.lat + rand() * DENSE.size).toFixed(6)),
    lng: Number((DENSE.lng + rand() * DENSE.size).toFixed(6)),
    hours: i % 2 === 0 ? EVERY_DAY('09:00', '18:00') : EVERY_DAY('20:00', '23:00'),
    category: 'restoranlar',
  }));
}
const DAY_DENSE = DENSE.n / 2;

async function insertPlaces(t: TestDatabase): Promise<void> {
  await seedReference(t.db);
  const cats = new Map((await t.db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]));
  const [district] = await t.db.select({ id: districts.id }).from(districts).limit(1);
  const rows = [...places, ...densePlaces()].map((p) =>
    businessValues({
      name: p.name,
      categoryId: cats.get(p.category ?? 'kafeler')!,
      districtId: district!.id,
      latitude: p.lat === null ? null : String(p.lat),
      longitude: p.lng === null ? null : String(p.lng),
      hours: p.hours,
      isOpen: p.isOpen ?? true,
      status: p.status ?? 'approved',
    }),
  );
  for (let i = 0; i < rows.length; i += 200) await t.db.insert(businesses).values(rows.slice(i, i + 200));
  await reindexBusinesses(t.db);
}

interface ErrorBody {
  message: string;
  errors: Record<string, string>;
}

async function mapAt(at: Date, params: Record<string, string>): Promise<{ body: MapAnswer; cache: string | null; cdn: string | null }> {
  vi.setSystemTime(at);
  const res = await getJsonOf(mapFn, `${config.path}?${new URLSearchParams(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body: res.body as MapAnswer, cache: res.headers.get('cache-control'), cdn: res.headers.get('netlify-cdn-cache-control') };
}

const names = (a: MapAnswer) => a.businesses.map((b) => b.name).sort((x, y) => x.localeCompare(y, 'tr'));
const placedCount = (a: MapAnswer) => a.businesses.length + a.clusters.reduce((s, c) => s + c.count, 0);
const cacheFor = (sMaxAge: number, stale: number) => `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`;

describe.each(testDrivers())('GET /api/map?open=1 on %s', (driver) => {
  databaseFor(driver, { setup: insertPlaces }); // the function uses it through db()
  afterEach(() => {
    vi.useRealTimers();
  });
  const fakeClock = () => vi.useFakeTimers({ toFake: ['Date'] });

  it('Monday 10:00: only the businesses open then, each with openNow and its closing time; counted anywhere', async () => {
    fakeClock();
    const monday10 = ist('2026-11-23T10:00:00');
    const { body } = await mapAt(monday10, { bbox: CENTRE, zoom: '16', open: '1' });
    expect(names(body)).toEqual(['Hep Açık Eczane', 'Ofis Kafe']);
    const ofis = body.businesses.find((b) => b.name === 'Ofis Kafe')!;
    expect(ofis).toMatchObject({ openNow: true, nextChange: ist('2026-11-23T18:00:00').toISOString(), isOpen: true, hours: OFFICE });
    expect(body.businesses.find((b) => b.name === 'Hep Açık Eczane')).toMatchObject({ openNow: true, nextChange: null });
    // Open anywhere: the two, the office without coordinates, the daytime half of the square.
    expect(body).toMatchObject({ total: 3 + DAY_DENSE, withCoordinates: 2 + DAY_DENSE, clusters: [], truncated: false });

    // Without the filter the same view shows the closed ones too, with their state.
    const all = (await mapAt(monday10, { bbox: CENTRE, zoom: '16' })).body;
    expect(names(all)).toEqual(['Gece Barı', 'Hep Açık Eczane', 'Ofis Kafe', 'Saatsiz Dükkan', 'Tadilattaki Kafe']);
    const state = Object.fromEntries(all.businesses.map((b) => [b.name, [b.openNow, b.nextChange]]));
    expect(state).toEqual({
      'Gece Barı': [false, ist('2026-11-23T20:00:00').toISOString()],
      'Hep Açık Eczane': [true, null],
      'Ofis Kafe': [true, ist('2026-11-23T18:00:00').toISOString()],
      'Saatsiz Dükkan': [null, null],
      'Tadilattaki Kafe': [false, null],
    });
    expect(all.total).toBe(places.filter((p) => p.status !== 'pending').length + DENSE.n);
  });

  it('clusters of the open ones only, computed from the rows: they add up to what is open in the view', async () => {
    fakeClock();
    const monday10 = ist('2026-11-23T10:00:00');
    for (const zoom of ['11', '13']) {
      const open = (await mapAt(monday10, { bbox: CITY, zoom, open: '1' })).body;
      expect(open.clusters.length, zoom).toBeGreaterThan(0);
      expect(placedCount(open), zoom).toBe(2 + DAY_DENSE);
      expect(
        open.businesses.every((b) => b.openNow === true),
        zoom,
      ).toBe(true);
      const every = (await mapAt(monday10, { bbox: CITY, zoom })).body;
      expect(placedCount(every), zoom).toBe(places.filter((p) => p.status !== 'pending' && p.lat !== null).length + DENSE.n);
    }
    // The square is one cell at zoom 11: the whole square without the filter, its daytime half with it.
    expect((await mapAt(monday10, { bbox: CITY, zoom: '11', open: '1' })).body.clusters.map((c) => c.count)).toContain(DAY_DENSE);
    expect((await mapAt(monday10, { bbox: CITY, zoom: '11' })).body.clusters.map((c) => c.count)).toContain(DENSE.n);
    // At 21:00 the evening half instead.
    const evening = (await mapAt(ist('2026-11-23T21:00:00'), { bbox: CITY, zoom: '11', open: '1' })).body;
    expect(evening.clusters.map((c) => c.count)).toContain(DENSE.n / 2);
    expect(evening.total).toBe(DENSE.n / 2 + 2); // and the bar and the pharmacy
    // Street level in the square: exactly the daytime restaurants.
    const square = `${DENSE.lng - 0.001},${DENSE.lat - 0.001},${DENSE.lng + DENSE.size + 0.001},${DENSE.lat + DENSE.size + 0.001}`;
    const street = (await mapAt(monday10, { bbox: square, zoom: '16', open: '1' })).body;
    expect(street.businesses).toHaveLength(DAY_DENSE);
    expect(street.businesses.every((b) => b.name.startsWith('Gündüz'))).toBe(true);
  });

  it('combines with the text, category and district filters', async () => {
    fakeClock();
    const monday10 = ist('2026-11-23T10:00:00');
    expect(names((await mapAt(monday10, { bbox: CENTRE, zoom: '14', open: '1', category: 'saglik' })).body)).toEqual(['Hep Açık Eczane']);
    expect(names((await mapAt(monday10, { bbox: CENTRE, zoom: '14', open: '1', q: 'kafe' })).body)).toEqual(['Ofis Kafe']);
    expect(names((await mapAt(monday10, { bbox: CENTRE, zoom: '14', open: '1', q: 'bar' })).body)).toEqual([]);
    expect(names((await mapAt(ist('2026-11-23T23:00:00'), { bbox: CENTRE, zoom: '14', open: 'true', q: 'bar' })).body)).toEqual([
      'Gece Barı',
    ]);
    // Sunday night into Monday: the bar is open at 01:00 on Monday (Sunday's 22:00–02:00).
    expect(names((await mapAt(ist('2026-11-23T01:00:00'), { bbox: CENTRE, zoom: '14', open: '1' })).body)).toEqual([
      'Gece Barı',
      'Hep Açık Eczane',
    ]);
    const none = (await mapAt(monday10, { bbox: CENTRE, zoom: '14', open: '1', category: 'yok-boyle' })).body;
    expect(none).toMatchObject({ total: 0, clusters: [], businesses: [] });
    // open=0 is no filter
    expect((await mapAt(monday10, { bbox: CENTRE, zoom: '16', open: '0' })).body.businesses).toHaveLength(5);
  });

  it('the CDN keeps an open=1 answer no longer than the first change among the businesses it counts', async () => {
    fakeClock();
    // Nothing opens or closes within three minutes: the usual 30 s (and 150 s stale).
    const quiet = await mapAt(ist('2026-11-23T10:00:00'), { bbox: CENTRE, zoom: '16', open: '1' });
    expect(quiet.cache).toBe(cacheFor(30, 150));
    expect(quiet.cdn).toBe('public, s-maxage=30, stale-while-revalidate=150');
    // 17:58:30: the office and the daytime restaurants close at 18:00 (90 s).
    expect((await mapAt(ist('2026-11-23T17:58:30'), { bbox: CENTRE, zoom: '16', open: '1' })).cache).toBe(cacheFor(30, 60));
    // 19:59:50: the bar and the evening restaurants, closed and so not in the answer, open in 10 s.
    const opening = await mapAt(ist('2026-11-23T19:59:50'), { bbox: CENTRE, zoom: '16', open: '1' });
    expect(names(opening.body)).toEqual(['Hep Açık Eczane']);
    expect(opening.cache).toBe(cacheFor(10, 0));
    expect(opening.cdn).toBe('public, s-maxage=10, stale-while-revalidate=0');
    // Outside the bbox counts too (the total would change): only the evening restaurants far from this view open.
    const elsewhere = await mapAt(ist('2026-11-23T19:59:30'), { bbox: '35.303,37.005,35.306,37.007', zoom: '16', open: '1' });
    expect(names(elsewhere.body)).toEqual(['Hep Açık Eczane']);
    expect(elsewhere.cache).toBe(cacheFor(30, 0));
    // Across the week's end: Sunday 23:59:30, the bakery opens at Monday 00:00.
    const sunday = await mapAt(ist('2026-11-29T23:59:30'), { bbox: '35.69,37.29,35.71,37.31', zoom: '16', open: '1' });
    expect(sunday.body.businesses).toEqual([]);
    expect(sunday.cache).toBe(cacheFor(30, 0));
    // A filter narrows what counts: the pharmacy never closes, nothing else is a pharmacy.
    expect((await mapAt(ist('2026-11-23T19:59:50'), { bbox: CENTRE, zoom: '16', open: '1', category: 'saglik' })).cache).toBe(
      cacheFor(30, 150),
    );
  });

  it('without open=1 the lifetime still ends before a business in the answer changes', async () => {
    fakeClock();
    const before = await mapAt(ist('2026-11-23T17:58:30'), { bbox: CENTRE, zoom: '16' });
    expect(before.cache).toBe(cacheFor(30, 60));
    expect((await mapAt(ist('2026-11-23T12:00:00'), { bbox: CENTRE, zoom: '16' })).cache).toBe(cacheFor(30, 150));
  });

  it('a bad open is 400 with a Turkish message, never 500', async () => {
    for (const open of ['evet', '2', 'yes', '1,1']) {
      const res = await getJsonOf(mapFn, `${config.path}?bbox=${CENTRE}&zoom=12&open=${encodeURIComponent(open)}`);
      expect(res.status, open).toBe(400);
      const body = res.body as ErrorBody;
      expect(body.message).toBe('Geçersiz sorgu parametresi.');
      expect(body.errors.open, open).toBe('open yalnızca 1 (şu an açık olanlar) ya da 0 olabilir.');
    }
    const both = await getJsonOf(mapFn, `${config.path}?zoom=abc&open=x`);
    expect(both.status).toBe(400);
    expect(Object.keys((both.body as ErrorBody).errors).sort()).toEqual(['bbox', 'open', 'zoom']);
  });
});
