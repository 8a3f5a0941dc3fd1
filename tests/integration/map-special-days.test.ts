/**
 * Decision 034, on every driver and a faked clock: the "open now" map's CDN lifetime ends at the next start or end
 * of a special day among the matches (a business closed today by a special day that opens at midnight is not
 * in the answer, yet its change changes it), and every map answer is tagged `map` so a special-hours save
 * or a duty upload purges it; a pharmacy on tonight's duty list carries `onDutyUntil` in the API's answers
 * (its page and search results show "Nöbetçi" from it), computed at request time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, makeAdminSession, makeBusiness, routedFunctions } from '#tests/helpers/factories.ts';
import { categories, districts } from '#db/schema/index.ts';
import type { OpeningHours } from '#lib/hours.ts';

const { call } = routedFunctions(['businesses-special-hours', 'businesses-by-id', 'businesses-search', 'map', 'admin-pharmacy-duties']);
const ist = (local: string) => new Date(`${local}+03:00`);
const every = (from: string, to: string): OpeningHours =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [[from, to]]])) as OpeningHours;
const sMaxAge = (res: Response) => {
  const cc = res.headers.get('Cache-Control') ?? '';
  return Number(/s-maxage=(\d+)/.exec(cc)![1]) + Number(/stale-while-revalidate=(\d+)/.exec(cc)![1]);
};

describe.each(testDrivers())('special days in the map cache and tonight’s duty in the API on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the open=1 map is not kept past a special day’s end, and is tagged for purging', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-06-09T23:57:00'));
    const [kafe] = await t.db.select().from(categories).where(eq(categories.slug, 'kafeler'));
    const [seyhan] = await t.db.select().from(districts).where(eq(districts.slug, 'seyhan'));
    const closedToday = await makeBusiness(t.db, {
      name: 'Sayım Günü Kafe',
      categoryId: kafe!.id,
      districtId: seyhan!.id,
      hours: every('00:00', '24:00'),
      latitude: '37.00100000',
      longitude: '35.30100000',
    });
    const admin = await makeAdminSession(t.db);
    const saved = await call('PUT', `/api/businesses/${closedToday.id}/special-hours`, {
      cookie: admin.cookie,
      body: { holidays: null, days: [{ date: '2026-06-09', ranges: [], note: 'Sayım' }] },
    });
    expect(saved.status).toBe(200);
    const url = '/api/map?bbox=35.2,36.9,35.4,37.1&zoom=16&open=1&category=kafeler';
    const map = await call('GET', url);
    expect(map.status).toBe(200);
    expect(((await map.json()) as { businesses: { id: number }[] }).businesses.map((b) => b.id)).not.toContain(closedToday.id);
    expect(map.headers.get('Netlify-Cache-Tag')).toBe('map');
    // it opens at midnight, three minutes away: the answer (and its stale copy) ends by then
    expect(sMaxAge(map)).toBeLessThanOrEqual(180);
    vi.setSystemTime(ist('2026-06-09T23:59:30'));
    expect(sMaxAge(await call('GET', url))).toBeLessThanOrEqual(30);
    vi.setSystemTime(ist('2026-06-10T00:00:30'));
    const after = await call('GET', url);
    expect(((await after.json()) as { businesses: { id: number }[] }).businesses.map((b) => b.id)).toContain(closedToday.id);
  });

  it('a pharmacy on tonight’s duty list carries onDutyUntil in the API, not before nor after its night', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-07-01T08:00:00'));
    const [saglik] = await t.db.select().from(categories).where(eq(categories.slug, 'saglik'));
    const [seyhan] = await t.db.select().from(districts).where(eq(districts.slug, 'seyhan'));
    const pharmacy = await makeBusiness(t.db, {
      name: 'Nöbet Eczanesi',
      subcategory: 'Eczane',
      categoryId: saglik!.id,
      districtId: seyhan!.id,
      hours: every('09:00', '19:00'),
      latitude: '37.00200000',
      longitude: '35.30200000',
    });
    const admin = await makeAdminSession(t.db);
    const csv = ['tarih;eczane;ilçe;adres;telefon', '2026-07-01;Nöbet Eczanesi;Seyhan;;'].join('\n');
    const up = await call('POST', '/api/admin/pharmacy-duties', { cookie: admin.cookie, body: { csv, source: 'Adana Eczacı Odası' } });
    expect(up.status).toBe(200);
    const detail = async () =>
      (await (await call('GET', `/api/businesses/${pharmacy.id}`)).json()) as { onDutyUntil?: string; openNow: boolean };
    // 08:00: its duty day starts at the duty change (08:30)
    expect((await detail()).onDutyUntil).toBeUndefined();
    vi.setSystemTime(ist('2026-07-01T23:00:00'));
    const night = await detail();
    expect(night).toMatchObject({ onDutyUntil: ist('2026-07-02T08:30:00').toISOString(), openNow: true });
    const search = (await (await call('GET', '/api/businesses/search?q=nöbet')).json()) as { id: number; onDutyUntil?: string }[];
    expect(search.find((b) => b.id === pharmacy.id)?.onDutyUntil).toBe(ist('2026-07-02T08:30:00').toISOString());
    vi.setSystemTime(ist('2026-07-02T09:00:00'));
    expect((await detail()).onDutyUntil).toBeUndefined();
  });
});
