/**
 * Decision 015 on every driver: gosom's google-maps-scraper export of Adana places
 * (tests/fixtures/import/gosom-adana.csv) imported through the command line's command and through the
 * admin's file tab (the rows its island sends, and the file itself), then exported and imported again.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, makeAdminSession, routedFunctions } from '#tests/helpers/factories.ts';
import { businesses, districts } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { importCsvFile } from '#features/listings/import.ts';
import { exportBusinesses } from '#features/listings/export.ts';
import { readCsv } from '#lib/import/csv.ts';
import { detectLayout } from '#lib/import/layout.ts';
import { importMessages as M } from '#lib/import/messages.ts';
import type { ImportResult } from '#lib/import/types.ts';
import { commands } from '#cli/commands.ts';

const FILE = path.resolve(import.meta.dirname, '../fixtures/import/gosom-adana.csv');
const operator = { actor: { userId: null, role: 'operator' as const, label: 'cli' }, publish: true, source: 'cli' as const };
const SPLIT = [
  ['12:00', '16:00'],
  ['18:00', '00:00'],
];

/** The places of the file that are written, with their district (the in-file duplicates and the skipped rows are not). */
const PLACES: Record<string, string> = {
  'Gazipaşa Kebap Salonu': 'Seyhan',
  'Yeşiltepe Eczanesi': 'Sarıçam',
  'Tepebağ Konağı Kafe': 'Seyhan',
  'Sümer Berber': 'Seyhan',
  'Belediye Evleri Aile Sağlığı Merkezi': 'Çukurova',
  'İncirlik Pide ve Lahmacun': 'Sarıçam',
  'Dadaloğlu Oto Servis': 'Yüreğir',
  'Yurt Çiçekçilik': 'Çukurova',
  'Cemalpaşa Kırtasiye': 'Seyhan',
  'Huzurevleri Fırını': 'Çukurova',
  'Kiremithane Ocakbaşı': 'Yüreğir',
  'Kuruköprü Anıt Müzesi': 'Seyhan',
  'Cumhuriyet Market': 'Yüreğir',
  'Kurttepe Spor Salonu': 'Çukurova',
  'Kapıkaya Kanyonu Piknik Alanı': 'Karaisalı',
};

const SKIPPED = [
  { line: 18, reason: M.duplicateInFile(2) },
  { line: 19, reason: M.duplicateInFile(4) },
  { line: 20, reason: M.unknownDistrict('Ceyhan') },
  { line: 21, reason: M.outsideAdanaRow('koordinatlar') },
  { line: 22, reason: M.permanentlyClosed },
];
const WARNINGS = [
  { line: 5, reason: M.fieldDropped(M.badPhone('+49 30 1234567')) },
  { line: 6, reason: M.fieldDropped(M.badPhone('+1 212-555-0100')) },
  { line: 8, reason: M.fieldDropped(M.badPhone('0322 12')) },
  { line: 9, reason: M.fieldDropped(M.badEmail('servis(at)dadaloglu.com')) },
];

async function stored(db: Db) {
  const rows = await db
    .select({ b: businesses, district: districts.name })
    .from(businesses)
    .innerJoin(districts, eq(districts.id, businesses.districtId))
    .where(inArray(businesses.name, Object.keys(PLACES)));
  return new Map(rows.map((r) => [r.b.name, { ...r.b, district: r.district }]));
}

async function expectStored(db: Db) {
  const by = await stored(db);
  expect(Object.fromEntries([...by].map(([name, r]) => [name, r.district]))).toEqual(PLACES);
  expect(by.get('Gazipaşa Kebap Salonu')).toMatchObject({
    status: 'approved',
    address: 'Gazipaşa, Cumhuriyet Cd. No:66, 01010 Seyhan/Adana, Türkiye',
    phone: '+903224571234',
    email: 'info@gazipasakebap.com.tr',
    website: 'https://gazipasakebap.com.tr/',
    priceRange: 'Orta',
    description: 'Adana kebabı, közde patlıcan ve şalgam.\nAile salonu vardır.',
    googleCid: '16210987654321098765',
    rating: '0.0',
    reviewCount: 0,
  });
  expect(by.get('Gazipaşa Kebap Salonu')!.hours).toEqual({
    mon: SPLIT,
    tue: SPLIT,
    wed: SPLIT,
    thu: SPLIT,
    fri: SPLIT,
    sat: [['12:00', '00:00']],
    sun: [],
  });
  expect(by.get('Tepebağ Konağı Kafe')).toMatchObject({ phone: null, email: 'tepebagkonagi@gmail.com', status: 'approved' });
  expect(by.get('Sümer Berber')).toMatchObject({ phone: null, status: 'approved' });
  expect(by.get('Dadaloğlu Oto Servis')).toMatchObject({ email: null, hours: {} });
  expect(by.get('Cemalpaşa Kırtasiye')!.address).toBe('Cemalpaşa, Gazipaşa Blv. No:20, 01120 Seyhan/Adana');
  // "Müze" decides no category: it waits in the moderation queue for an admin to choose one
  expect(by.get('Kuruköprü Anıt Müzesi')).toMatchObject({ status: 'pending', categoryId: null });
  return by;
}

describe.each(testDrivers())("gosom's export of Adana places on %s (decision 015)", (driver) => {
  const t = databaseFor(driver, { seed: true });
  const { call } = routedFunctions(['businesses-import-csv']);

  it('the command line imports it: districts from `city`, the address or the neighbourhood; 12-hour hours; warnings; what was left out', async () => {
    const out = await commands.import!.run(t, [FILE], {});
    expect(out.lines[0]).toBe(
      'İçe aktarılan: 14, güncellenen: 0, atlanan: 5 (yayımlandı; sunucu çalışıyorsa site bir dakika içinde yeniden oluşturulur).',
    );
    expect(out.lines).toContain('  2 × Dosyada tekrar eden işletme');
    expect(out.lines).toContain('  3 × Telefon numarası geçerli bir Türkiye numarası değil');
    expect(out.lines).toContain('  satır 20: ' + M.unknownDistrict('Ceyhan'));
    expect(out.lines).toContain('  satır 5 (uyarı): ' + M.fieldDropped(M.badPhone('+49 30 1234567')));
    const notes = out.lines.slice(out.lines.indexOf('Dosyadan alınmayanlar:') + 1);
    expect(notes).toHaveLength(6);
    expect(notes[0]).toBe(
      '  Google puanları ve yorumları alınmaz: rehberdeki puan yalnızca sitemizdeki yorumlardan hesaplanır. Alınmayan sütunlar: review_count, review_rating, reviews_per_rating, reviews_link, user_reviews.',
    );
    expect(notes[5]).toBe(`  ${M.extraEmails(1)}`);
    expect(out.lines.join('\n')).not.toContain('İlçe tanınmadı: "Gazipaşa"');
    await expectStored(t.db);
  });

  it("the admin's file tab sends the same file again (the rows its island reads): the places are updated, none added", async () => {
    const admin = await makeAdminSession(t.db);
    const file = readCsv(await fs.readFile(FILE));
    const res = await call('POST', '/api/businesses/import-csv', {
      cookie: admin.cookie,
      body: { businesses: file.records.map((r) => r.values), format: detectLayout(file.fields), lines: file.records.map((r) => r.line) },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImportResult;
    expect(body).toMatchObject({ imported: 0, updated: 15, skipped: 5, errors: SKIPPED, warnings: WARNINGS });
    await expectStored(t.db);
  });

  it('an export → import round trip of our own CSV still matches', async () => {
    const first = await exportBusinesses(t.db);
    const again = await importCsvFile(t.db, new TextEncoder().encode(first.csv), operator);
    expect(again).toEqual({ imported: 0, skipped: 0, errors: [], updated: first.count });
    const second = await exportBusinesses(t.db);
    expect(second.csv).toBe(first.csv);
    await expectStored(t.db);
  });
});

describe.each(testDrivers())("the admin's file tab with gosom's export on %s (decision 015)", (driver) => {
  const t = databaseFor(driver, { seed: true });
  const { call } = routedFunctions(['businesses-import-csv']);

  it('imports the file as sent (multipart): the same rows, skipped lines, warnings and notes as the command line', async () => {
    const admin = await makeAdminSession(t.db);
    const form = new FormData();
    form.set('file', new File([(await fs.readFile(FILE)) as BlobPart], 'gosom-adana.csv', { type: 'text/csv' }));
    const res = await call('POST', '/api/businesses/import-csv', { cookie: admin.cookie, form });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImportResult;
    expect(body).toMatchObject({
      imported: 14,
      skipped: 5,
      errors: SKIPPED,
      warnings: WARNINGS,
      categoryToChoose: [{ line: 14, reason: M.undecidedCategory('Müze') }],
    });
    expect(body.notes).toHaveLength(6);
    await expectStored(t.db);
  });
});
