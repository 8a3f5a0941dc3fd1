/**
 * Special days, Turkish public holidays and tonight's on-duty pharmacies (decision 025) on every driver, on
 * a faked clock: an owner's "resmi tatillerde kapalı" closes the business on Kurban Bayramı in every "open
 * now" (the API's openNow, the search's and the map's open=1) while an ordinary business stays open; a
 * special day's own hours; an admin's duty schedule makes a listed pharmacy open through the night and lists
 * it on /api/pharmacies/on-duty, an unmatched row reported and still listed, and the page is honest before any.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, makeAdminSession, makeApprovedOwner, makeBusiness, makeUser, routedFunctions } from '#tests/helpers/factories.ts';
import { categories, districts } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import type { OpeningHours } from '#lib/hours.ts';

const { call } = routedFunctions([
  'businesses-special-hours',
  'businesses-by-id',
  'businesses-search',
  'map',
  'pharmacies-on-duty',
  'admin-pharmacy-duties',
]);

const ist = (local: string) => new Date(`${local}+03:00`);
const every = (from: string, to: string): OpeningHours =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [[from, to]]])) as OpeningHours;

async function refs(db: Db) {
  const [saglik] = await db.select().from(categories).where(eq(categories.slug, 'saglik'));
  const [kafe] = await db.select().from(categories).where(eq(categories.slug, 'kafeler'));
  const [seyhan] = await db.select().from(districts).where(eq(districts.slug, 'seyhan'));
  const [cukurova] = await db.select().from(districts).where(eq(districts.slug, 'cukurova'));
  return { saglik: saglik!, kafe: kafe!, seyhan: seyhan!, cukurova: cukurova! };
}

interface Item {
  id: number;
  name: string;
  openNow: boolean | null;
  nextChange: string | null;
}

describe.each(testDrivers())('special days, holidays and on-duty pharmacies on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closed on public holidays: Kurban Bayramı closes it in openNow, search and map; a special day has its own hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-05-20T10:00:00'));
    const r = await refs(t.db);
    const loc = { latitude: '37.00100000', longitude: '35.30100000', districtId: r.seyhan.id };
    const bayram = await makeBusiness(t.db, {
      name: 'Bayramda Kapalı Kafe',
      categoryId: r.kafe.id,
      hours: every('09:00', '22:00'),
      ...loc,
    });
    const ordinary = await makeBusiness(t.db, { name: 'Her Gün Açık Kafe', categoryId: r.kafe.id, hours: every('09:00', '22:00'), ...loc });
    const owner = await makeApprovedOwner(t.db, bayram);
    const stranger = await makeUser(t.db, 'owner');
    const admin = await makeAdminSession(t.db);
    const url = (id: number) => `/api/businesses/${id}/special-hours`;

    expect((await call('PUT', url(bayram.id), { cookie: stranger.cookie, body: { holidays: [], days: [] } })).status).toBe(403);
    expect((await call('PUT', url(bayram.id), { body: { holidays: [], days: [] } })).status).toBe(401);
    const bad = await call('PUT', url(bayram.id), {
      cookie: owner.cookie,
      body: { holidays: [], days: [{ date: '31.05.2026', ranges: [] }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Tarihi YYYY-AA-GG biçiminde girin');
    const ok = await call('PUT', url(bayram.id), { cookie: owner.cookie, body: { holidays: [], days: [] } });
    expect(ok.status, await ok.clone().text()).toBe(200);
    // An admin gives the ordinary one a special day (inventory, 12:00–15:00 on 2026-06-03).
    const special = await call('PUT', url(ordinary.id), {
      cookie: admin.cookie,
      body: { holidays: null, days: [{ date: '2026-06-03', ranges: [['12:00', '15:00']], note: 'Sayım' }] },
    });
    expect(special.status, await special.clone().text()).toBe(200);

    vi.setSystemTime(ist('2026-05-27T12:00:00')); // Kurban Bayramı, Wednesday
    const one = (await (await call('GET', `/api/businesses/${bayram.id}`)).json()) as Item & { specialHours: unknown };
    expect(one).toMatchObject({
      openNow: false,
      nextChange: ist('2026-05-31T09:00:00').toISOString(),
      specialHours: { holidays: [], days: [] },
    });
    const search = (await (await call('GET', '/api/businesses/search?q=kafe&open=1')).json()) as Item[];
    expect(search.map((b) => b.name)).toEqual(['Her Gün Açık Kafe']);
    const map = (await (await call('GET', '/api/map?bbox=35.29,36.99,35.32,37.02&zoom=16&open=1')).json()) as {
      businesses: Item[];
      total: number;
    };
    expect(map.businesses.map((b) => b.name)).toEqual(['Her Gün Açık Kafe']);
    const all = (await (await call('GET', '/api/map?bbox=35.29,36.99,35.32,37.02&zoom=16')).json()) as { businesses: Item[] };
    expect(all.businesses.find((b) => b.id === bayram.id)).toMatchObject({ openNow: false });

    // The eve (arife, 26 May): open until 13:00.
    vi.setSystemTime(ist('2026-05-26T14:00:00'));
    expect(((await (await call('GET', '/api/businesses/search?q=kafe&open=1')).json()) as Item[]).map((b) => b.name)).toEqual([
      'Her Gün Açık Kafe',
    ]);
    // The day after: both open again.
    vi.setSystemTime(ist('2026-05-31T10:00:00'));
    expect(((await (await call('GET', '/api/businesses/search?q=kafe&open=1')).json()) as Item[]).length).toBe(2);
    // The special day: closed at 10:00, open at 13:00.
    vi.setSystemTime(ist('2026-06-03T10:00:00'));
    expect(((await (await call('GET', '/api/businesses/search?q=kafe&open=1')).json()) as Item[]).map((b) => b.name)).toEqual([
      'Bayramda Kapalı Kafe',
    ]);
    vi.setSystemTime(ist('2026-06-03T13:00:00'));
    expect((await (await call('GET', `/api/businesses/${ordinary.id}`)).json()) as Item).toMatchObject({
      openNow: true,
      nextChange: ist('2026-06-03T15:00:00').toISOString(),
    });
  });

  it('a duty schedule makes a listed pharmacy open tonight and lists it by district; honest before any', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-07-01T23:00:00'));
    const r = await refs(t.db);
    const none = (await (await call('GET', '/api/pharmacies/on-duty')).json()) as {
      dutyDate: string | null;
      districts: Array<{ pharmacies: unknown[] }>;
    };
    expect(none.dutyDate).toBeNull();
    expect(none.districts.every((d) => d.pharmacies.length === 0)).toBe(true);

    const pharmacy = await makeBusiness(t.db, {
      name: 'Şifa Eczanesi',
      subcategory: 'Eczane',
      categoryId: r.saglik.id,
      districtId: r.seyhan.id,
      hours: every('09:00', '19:00'),
      phone: '+903224560199',
      latitude: '37.00200000',
      longitude: '35.30200000',
    });
    const admin = await makeAdminSession(t.db);
    const user = await makeUser(t.db);
    const csv = [
      'tarih;eczane;ilçe;adres;telefon',
      '01.07.2026;ŞİFA ECZANESİ;Seyhan;;',
      '2026-07-01;Yeni Hayat Eczanesi;Çukurova;Turgut Özal Blv. 12;0322 111 22 33',
      '2026-07-01;Kayıp Eczane;Atlantis;;',
      '2026-07-02;Şifa;Seyhan;;',
    ].join('\n');
    expect(
      (await call('POST', '/api/admin/pharmacy-duties', { cookie: user.cookie, body: { csv, source: 'Adana Eczacı Odası' } })).status,
    ).toBe(403);
    const up = await call('POST', '/api/admin/pharmacy-duties', { cookie: admin.cookie, body: { csv, source: 'Adana Eczacı Odası' } });
    expect(up.status, await up.clone().text()).toBe(200);
    expect(await up.json()).toEqual({
      stored: 3,
      matched: 2,
      unmatched: [{ line: 3, name: 'Yeni Hayat Eczanesi' }],
      errors: [{ line: 4, reason: 'İlçe bulunamadı: Atlantis' }],
      dates: ['2026-07-01', '2026-07-02'],
    });
    const noHeader = await call('POST', '/api/admin/pharmacy-duties', { cookie: admin.cookie, body: { csv: 'a;b\n1;2', source: 'Oda' } });
    expect(noHeader.status).toBe(400);

    // 23:00: closed by its hours, open on duty.
    const tonight = (await (await call('GET', '/api/pharmacies/on-duty')).json()) as {
      dutyDate: string;
      until: string;
      source: string;
      districts: Array<{
        slug: string;
        pharmacies: Array<{ name: string; businessId: number | null; phone: string | null; address: string }>;
      }>;
    };
    expect(tonight).toMatchObject({
      dutyDate: '2026-07-01',
      until: ist('2026-07-02T08:30:00').toISOString(),
      source: 'Adana Eczacı Odası',
    });
    expect(tonight.districts.find((d) => d.slug === 'seyhan')!.pharmacies).toMatchObject([
      { name: 'Şifa Eczanesi', businessId: pharmacy.id, phone: '+903224560199' },
    ]);
    expect(tonight.districts.find((d) => d.slug === 'cukurova')!.pharmacies).toEqual([
      expect.objectContaining({ name: 'Yeni Hayat Eczanesi', businessId: null, phone: '+903221112233', address: 'Turgut Özal Blv. 12' }),
    ]);
    const seyhanOnly = (await (await call('GET', '/api/pharmacies/on-duty?district=seyhan')).json()) as { districts: unknown[] };
    expect(seyhanOnly.districts).toHaveLength(1);
    expect(((await (await call('GET', '/api/businesses/search?q=eczane&open=1')).json()) as Item[]).map((b) => b.name)).toEqual([
      'Şifa Eczanesi',
    ]);
    expect((await (await call('GET', `/api/businesses/${pharmacy.id}`)).json()) as Item).toMatchObject({
      openNow: true,
      nextChange: ist('2026-07-03T08:30:00').toISOString(),
    }); // on duty the 2nd too
    // 03:00 next morning is still the 1st's duty; 08:30 the 2nd's.
    vi.setSystemTime(ist('2026-07-02T03:00:00'));
    expect(((await (await call('GET', '/api/pharmacies/on-duty')).json()) as { dutyDate: string }).dutyDate).toBe('2026-07-01');
    vi.setSystemTime(ist('2026-07-03T03:00:00'));
    expect(((await (await call('GET', '/api/businesses/search?q=eczane&open=1')).json()) as Item[]).map((b) => b.name)).toEqual([
      'Şifa Eczanesi',
    ]);
    vi.setSystemTime(ist('2026-07-03T09:00:00'));
    expect(((await (await call('GET', '/api/pharmacies/on-duty')).json()) as { dutyDate: string | null }).dutyDate).toBeNull();
  });
});
