/**
 * Decision 034: an OpenStreetMap row the guide cannot place in a district waits in the moderation queue ("İlçe
 * seçilmeli") instead of being skipped; it cannot be approved without a district (422, never in bulk, and the
 * database refuses an approved business without one); choosing one approves it. Rows outside the guide's
 * districts are still skipped with their reason. `PH off` becomes "resmi tatillerde kapalı": closed on a
 * bayram in the API's openNow. Every driver, real Requests, the fixtures of tests/fixtures/import/osm.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, makeAdminSession, routedFunctions } from '#tests/helpers/factories.ts';
import { businesses, districts } from '#db/schema/index.ts';
import { importMessages as M } from '#lib/import/messages.ts';
import type { ImportResult } from '#lib/import/types.ts';
import { districtToChooseMessage } from '#features/listings/moderation.ts';

const DIR = path.resolve(import.meta.dirname, '../fixtures/import/osm');
const { call } = routedFunctions(['businesses-import-csv', 'admin-businesses-by-id', 'admin-businesses-actions', 'businesses-by-id']);
const upload = (name: string) => {
  const form = new FormData();
  form.set('file', new File([fs.readFileSync(path.join(DIR, name))], name, { type: '' }));
  return form;
};
const ist = (local: string) => new Date(`${local}+03:00`);

describe.each(testDrivers())('OpenStreetMap rows without a district on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wait in the queue; approving is refused without a district, then accepted with one', async () => {
    const admin = await makeAdminSession(t.db);
    const res = await call('POST', '/api/businesses/import-csv', { cookie: admin.cookie, form: upload('holidays-overpass.json') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImportResult;
    // Huzurevleri Eczanesi is placed (by its suburb) and published; two wait for a district; Ceyhan is skipped.
    expect(body).toMatchObject({ imported: 1, skipped: 1 });
    expect(body.errors).toEqual([{ line: 4, reason: `${M.unknownDistrict('Ceyhan').replace(/\.$/, '')} (node/7004)` }]);
    expect(body.districtToChoose).toEqual([
      { line: 2, reason: M.districtToChoose },
      { line: 3, reason: M.districtToChoose },
    ]);

    const rows = await t.db
      .select({ id: businesses.id, name: businesses.name, status: businesses.status, districtId: businesses.districtId })
      .from(businesses)
      .where(inArray(businesses.osmId, ['node/7001', 'way/7002', 'node/7003']));
    const by = new Map(rows.map((r) => [r.name, r]));
    expect(by.get('Huzurevleri Eczanesi')).toMatchObject({ status: 'approved' });
    expect(by.get('Köşe Fırın')).toMatchObject({ status: 'pending', districtId: null });
    expect(by.get('Gazipaşa Kahvesi')).toMatchObject({ status: 'pending', districtId: null });
    const firin = by.get('Köşe Fırın')!;

    // the admin's record says there is none; the public page does not show it
    const record = await call('GET', `/api/admin/businesses/${firin.id}`, { cookie: admin.cookie });
    expect(await record.json()).toMatchObject({ district: null, status: 'pending' });
    expect((await call('GET', `/api/businesses/${firin.id}`)).status).toBe(404);

    const url = `/api/admin/businesses/${firin.id}/approve`;
    const refused = await call('POST', url, { cookie: admin.cookie });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: districtToChooseMessage, errors: { district: districtToChooseMessage } });
    const unknown = await call('POST', url, { cookie: admin.cookie, body: { district: 'ceyhan' } });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ errors: { district: 'Lütfen bir ilçe seçin' } });
    // in bulk it is left in the queue
    const bulk = await call('POST', '/api/admin/businesses/approve', { cookie: admin.cookie, body: { ids: [firin.id] } });
    expect(bulk.status).toBeLessThan(500);
    expect((await t.db.select({ s: businesses.status }).from(businesses).where(eq(businesses.id, firin.id)))[0]!.s).toBe('pending');
    // and the database refuses it anyway
    await expect(t.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, firin.id))).rejects.toThrow();

    const ok = await call('POST', url, { cookie: admin.cookie, body: { district: 'seyhan', from: 'pending' } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'approved', district: { slug: 'seyhan', name: 'Seyhan' } });
    const page = await call('GET', `/api/businesses/${firin.id}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ name: 'Köşe Fırın', district: 'Seyhan' });
  });

  it('`PH off` closes an imported business on a bayram; `PH` hours are its holiday hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-05-20T10:00:00'));
    const admin = await makeAdminSession(t.db);
    const res = await call('POST', '/api/businesses/import-csv', { cookie: admin.cookie, form: upload('holidays.osm') });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ imported: 1, districtToChoose: [{ line: 2 }] });
    const [eczane] = await t.db
      .select({ id: businesses.id, specialHours: businesses.specialHours })
      .from(businesses)
      .where(eq(businesses.osmId, 'node/7201'));
    expect(eczane!.specialHours).toEqual({ holidays: [['10:00', '16:00']], days: [] });
    const [market] = await t.db
      .select({ id: businesses.id, specialHours: businesses.specialHours })
      .from(businesses)
      .where(eq(businesses.osmId, 'node/7202'));
    expect(market!.specialHours).toEqual({ holidays: [], days: [] });
    const [yuregir] = await t.db.select({ id: districts.id }).from(districts).where(eq(districts.slug, 'yuregir'));
    const ok = await call('POST', `/api/admin/businesses/${market!.id}/approve`, { cookie: admin.cookie, body: { district: 'yuregir' } });
    expect(ok.status).toBe(200);
    expect((await t.db.select({ d: businesses.districtId }).from(businesses).where(eq(businesses.id, market!.id)))[0]!.d).toBe(yuregir!.id);

    const openNow = async (id: number) => ((await (await call('GET', `/api/businesses/${id}`)).json()) as { openNow: boolean }).openNow;
    // an ordinary Wednesday: both open
    expect(await openNow(market!.id)).toBe(true);
    expect(await openNow(eczane!.id)).toBe(true);
    // Kurban Bayramı 2026 (27 May, a Wednesday): the market is closed, the pharmacy keeps its holiday hours
    vi.setSystemTime(ist('2026-05-27T09:00:00'));
    expect(await openNow(market!.id)).toBe(false);
    expect(await openNow(eczane!.id)).toBe(false);
    vi.setSystemTime(ist('2026-05-27T11:00:00'));
    expect(await openNow(eczane!.id)).toBe(true);
    expect(await openNow(market!.id)).toBe(false);
  });
});
