/**
 * OpenStreetMap import (PD23, first part) on every driver: `npm run cli -- import <file> --format osm`'s
 * command with the three formats (tests/fixtures/import/osm); the rows, their districts and hours as stored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, makeAdminSession, makeUser, routedFunctions } from '#tests/helpers/factories.ts';
import type { ImportResult } from '#lib/import/types.ts';
import { businesses, districts } from '#db/schema/index.ts';
import { importMessages as M } from '#lib/import/messages.ts';
import { commands } from '#cli/commands.ts';
import { updateBusiness } from '#features/listings/moderation.ts';
import { exportBusinesses } from '#features/listings/export.ts';

const DIR = path.resolve(import.meta.dirname, '../fixtures/import/osm');

describe.each(testDrivers())('OpenStreetMap import on %s (PD23)', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('imports Overpass JSON, GeoJSON and .osm XML through the command line, published, with districts and hours', async () => {
    const overpass = await commands.import!.run(t, [path.join(DIR, 'adana-overpass.json')], { format: 'osm' });
    expect(overpass.lines[0]).toBe(
      'İçe aktarılan: 7, güncellenen: 0, atlanan: 1 (yayımlandı; sunucu çalışıyorsa site bir dakika içinde yeniden oluşturulur).',
    );
    // Gazipaşa Kahvesi (its neighbourhood is in two districts) waits in the queue for a district
    expect(overpass.lines[1]).toBe(`${M.districtToChooseCount(1)} (/admin → İşletme başvuruları)`);
    expect(overpass.lines.slice(-4)).toEqual([
      `  ${M.osmNotBusiness(2)}`,
      `  ${M.osmUnnamed(1)}`,
      `  ${M.osmSocialNotTaken(1)}`,
      `  ${M.osmAttribution}`,
    ]);
    // told by its content without --format
    const geojson = await commands.import!.run(t, [path.join(DIR, 'adana.geojson')], { json: true });
    expect(JSON.parse(geojson.lines[0]!)).toMatchObject({ imported: 2, skipped: 0, errors: [] });
    const xml = await commands.import!.run(t, [path.join(DIR, 'adana.osm')], {});
    expect(xml.lines[0]).toMatch(/^İçe aktarılan: 2, güncellenen: 0, atlanan: 0/);

    const rows = await t.db
      .select({
        name: businesses.name,
        status: businesses.status,
        district: districts.name,
        hours: businesses.hours,
        source: businesses.source,
        latitude: businesses.latitude,
      })
      .from(businesses)
      .innerJoin(districts, eq(districts.id, businesses.districtId))
      .where(
        inArray(businesses.name, [
          'Gazipaşa Kebapçısı',
          'Yurt Süpermarket',
          'Tepebağ Gece',
          'Seyhan Otel',
          'Dadaloğlu Oto Servis',
          'Kapıkaya Piknik Alanı',
        ]),
      );
    const by = new Map(rows.map((r) => [r.name, r]));
    expect(Object.fromEntries([...by].map(([n, r]) => [n, r.district]))).toEqual({
      'Gazipaşa Kebapçısı': 'Seyhan',
      'Yurt Süpermarket': 'Çukurova',
      'Tepebağ Gece': 'Seyhan',
      'Seyhan Otel': 'Seyhan',
      'Dadaloğlu Oto Servis': 'Yüreğir',
      'Kapıkaya Piknik Alanı': 'Karaisalı',
    });
    expect(rows.every((r) => r.status === 'approved' && r.source === 'cli')).toBe(true);
    expect(by.get('Tepebağ Gece')!.hours).toMatchObject({ mon: [['18:00', '02:00']], fri: [['18:00', '04:00']], sun: [] });
    expect(by.get('Yurt Süpermarket')!.latitude).toBe('37.03980000');
    // amenity tags as features (searchable), a Facebook page as the bar's web address
    const [kebab] = await t.db.select({ features: businesses.features }).from(businesses).where(eq(businesses.name, 'Gazipaşa Kebapçısı'));
    expect(kebab!.features).toEqual(['Engelli Erişimi', 'Açık hava oturma alanı', 'Wi-Fi', 'Paket servis', 'Klima']);
    const [bar] = await t.db.select({ website: businesses.website }).from(businesses).where(eq(businesses.name, 'Tepebağ Gece'));
    expect(bar!.website).toBe('https://facebook.com/tepebaggece');

    // the same extract again: nothing doubled, every business matched by its OSM id and unchanged
    const again = await commands.import!.run(t, [path.join(DIR, 'adana-overpass.json')], { format: 'osm', json: true });
    expect(JSON.parse(again.lines[0]!)).toMatchObject({ imported: 0, unchanged: 8, skipped: 1 });
    expect(JSON.parse(again.lines[0]!).updated).toBeUndefined();
    const text = await commands.import!.run(t, [path.join(DIR, 'adana-overpass.json')], {});
    expect(text.lines[0]).toBe(
      'İçe aktarılan: 0, güncellenen: 0, değişmeyen: 8, atlanan: 1 (yayımlandı; sunucu çalışıyorsa site bir dakika içinde yeniden oluşturulur).',
    );
  });

  it('a re-import of a newer extract updates by OSM id, keeps what an admin changed since, adds the new, and the export keeps the id', async () => {
    const file = path.join(DIR, 'adana-overpass.json');
    await commands.import!.run(t, [file], { format: 'osm', json: true });
    const [kebap] = await t.db.select().from(businesses).where(eq(businesses.osmId, 'node/1001'));
    expect(kebap).toMatchObject({ name: 'Gazipaşa Kebapçısı', phone: '+903224571234', osmId: 'node/1001' });
    expect((await t.db.select({ osmId: businesses.osmId }).from(businesses).where(eq(businesses.name, 'Yurt Süpermarket')))[0]!.osmId).toBe(
      'way/2002',
    );

    // an admin changes the phone and the description of the kebab house
    const admin = await makeUser(t.db, 'admin');
    await updateBusiness(t.db, { id: admin.user.id, email: admin.user.email }, kebap!.id, {
      phone: '0322 999 88 77',
      description: 'Ocakbaşı, 1965ten beri.',
    });

    // the newer extract: the kebab house's phone, hours and website changed in OSM, the bar has an e-mail
    // no more and a new phone, the supermarket is as it was, a new café appeared
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      elements: Array<{ id: number; type: string; tags?: Record<string, string> }>;
    };
    const el = (id: number) => data.elements.find((e) => e.id === id)!;
    Object.assign(el(1001).tags!, {
      phone: '+90 322 457 00 00',
      opening_hours: 'Mo-Su 11:00-23:00',
      website: 'https://yeni.gazipasakebap.example.com',
      description: 'Kebapçı',
    });
    delete el(1003).tags!['contact:email'];
    el(1003).tags!.phone = '0322 363 11 22';
    data.elements.push({
      type: 'node',
      id: 1020,
      lat: 37.001,
      lon: 35.321,
      tags: { amenity: 'cafe', name: 'Reşatbey Kahvecisi', 'addr:neighbourhood': 'Reşatbey' },
    } as never);
    const newer = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'osm-')), 'adana-newer.json');
    fs.writeFileSync(newer, JSON.stringify(data));

    const out = await commands.import!.run(t, [newer], { format: 'osm', json: true });
    const result = JSON.parse(out.lines[0]!);
    expect(result).toMatchObject({ imported: 1, updated: 2, unchanged: 6, skipped: 1 });
    expect(result.notes).toContain(M.osmKept(1));

    const [after] = await t.db.select().from(businesses).where(eq(businesses.osmId, 'node/1001'));
    // the admin's phone and description stay; what nobody changed here follows OSM
    expect(after).toMatchObject({
      phone: '0322 999 88 77',
      description: 'Ocakbaşı, 1965ten beri.',
      website: 'https://yeni.gazipasakebap.example.com/',
    });
    expect(after!.hours).toMatchObject({ mon: [['11:00', '23:00']], sun: [['11:00', '23:00']] });
    const [bar] = await t.db.select().from(businesses).where(eq(businesses.osmId, 'node/1003'));
    expect(bar).toMatchObject({ email: null, phone: '+903223631122' });
    const added = await t.db
      .select({ name: businesses.name, status: businesses.status })
      .from(businesses)
      .where(eq(businesses.osmId, 'node/1020'));
    expect(added).toEqual([{ name: 'Reşatbey Kahvecisi', status: 'approved' }]);

    // once more: the admin's phone is still theirs, nothing else to change
    const third = JSON.parse((await commands.import!.run(t, [newer], { format: 'osm', json: true })).lines[0]!);
    expect(third).toMatchObject({ imported: 0, unchanged: 9, skipped: 1 });
    expect((await t.db.select({ phone: businesses.phone }).from(businesses).where(eq(businesses.osmId, 'node/1001')))[0]!.phone).toBe(
      '0322 999 88 77',
    );

    // the export keeps the OSM id
    const { csv } = await exportBusinesses(t.db);
    const [header, ...lines] = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(';')).toContain('osmId');
    expect(lines.find((l) => l.startsWith('Yurt Süpermarket;'))!.split(';')).toContain('way/2002');
  });
});

describe.each(testDrivers())("the admin's file tab with OpenStreetMap files on %s (PD23)", (driver) => {
  const t = databaseFor(driver, { seed: true });
  const { call } = routedFunctions(['businesses-import-csv']);
  const upload = (name: string, type = '') => {
    const form = new FormData();
    form.set('file', new File([fs.readFileSync(path.join(DIR, name))], name, { type }));
    return form;
  };

  it("takes an admin's .osm and .geojson files as sent (multipart), published, with the attribution in the notes", async () => {
    const admin = await makeAdminSession(t.db);
    const xml = await call('POST', '/api/businesses/import-csv', { cookie: admin.cookie, form: upload('adana.osm') });
    expect(xml.status).toBe(200);
    const body = (await xml.json()) as ImportResult;
    expect(body).toMatchObject({ imported: 2, skipped: 0, errors: [] });
    expect(body.notes).toContain(M.osmAttribution);
    const geo = await call('POST', '/api/businesses/import-csv', {
      cookie: admin.cookie,
      form: upload('adana.geojson', 'application/geo+json'),
    });
    expect(await geo.json()).toMatchObject({ imported: 2, skipped: 0 });
    // the same file again: matched by OSM id, nothing to change
    const again = await call('POST', '/api/businesses/import-csv', { cookie: admin.cookie, form: upload('adana.osm') });
    expect(await again.json()).toMatchObject({ imported: 0, unchanged: 2, skipped: 0 });
    // as Chromium sends it: a boundary with capitals (the header is not lower-cased before the body is read)
    const boundary = '----WebKitFormBoundaryQx7LmZ2aBcD9eF';
    const text = fs.readFileSync(path.join(DIR, 'adana-overpass.json'), 'utf8');
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="adana-overpass.json"\r\nContent-Type: application/json\r\n\r\n${text}\r\n--${boundary}\r\nContent-Disposition: form-data; name="format"\r\n\r\nosm\r\n--${boundary}--\r\n`;
    const chromium = await call('POST', '/api/businesses/import-csv', {
      cookie: admin.cookie,
      raw: new TextEncoder().encode(raw),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(await chromium.json()).toMatchObject({ imported: 7, skipped: 1, districtToChoose: [{ line: 12, reason: M.districtToChoose }] });
    const rows = await t.db.select({ osmId: businesses.osmId, status: businesses.status, source: businesses.source }).from(businesses);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.source === 'csv' && /^(node|way|relation)\/\d+$/.test(r.osmId ?? ''))).toBe(true);
    expect(rows.filter((r) => r.status !== 'approved')).toEqual([{ osmId: 'node/1012', status: 'pending', source: 'csv' }]);
  });

  it("refuses a user's OpenStreetMap file with a Turkish 403, and a file that is not OSM data with a 400", async () => {
    const user = await makeUser(t.db, 'user');
    const res = await call('POST', '/api/businesses/import-csv', { cookie: user.cookie, form: upload('adana-overpass.json') });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: M.osmAdminsOnly });
    const admin = await makeAdminSession(t.db);
    const form = new FormData();
    form.set('file', new File(['{"hello": "world"}'], 'veri.json', { type: 'application/json' }));
    const bad = await call('POST', '/api/businesses/import-csv', { cookie: admin.cookie, form });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: M.notOsm });
  });
});
