import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapCategory } from './categories.ts';
import { readCsv } from './csv.ts';
import { districtFromAddress, districtFromPostalCode, resolveDistrict } from './district.ts';
import { detectLayout, detectLayoutOfRows, flattenRow } from './layout.ts';
import { mapFile, mapJsonRows } from './map.ts';
import { TEMPLATE_COLUMNS } from './standard.ts';
import { importMessages as M } from './messages.ts';
import { ImportFileError } from './types.ts';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import', name)));

describe('layout, categories and districts', () => {
  it('google when a title, categoryName or cid column exists, else standard', () => {
    expect(detectLayout(['title', 'address'])).toBe('google');
    expect(detectLayout(['name', 'CategoryName'])).toBe('google');
    expect(detectLayout(['cid'])).toBe('google');
    expect(detectLayout(['name', 'category', 'address', 'district'])).toBe('standard');
    expect(detectLayoutOfRows([{ name: 'A' }, { title: 'B' }])).toBe('google');
    expect(detectLayoutOfRows([{ name: 'A', title: '' }])).toBe('standard');
  });

  it('maps Google categories in both languages and our own names; anything else is unmapped', () => {
    expect(mapCategory('Kebapçı')).toBe('restoranlar');
    expect(mapCategory('KEBAPÇI')).toBe('restoranlar');
    expect(mapCategory('Restoran')).toBe('restoranlar');
    expect(mapCategory('Kore restoranı')).toBe('restoranlar');
    expect(mapCategory('Diş kliniği')).toBe('saglik');
    expect(mapCategory('Kuaför')).toBe('guzellik');
    expect(mapCategory('Oto yıkama')).toBe('otomotiv');
    expect(mapCategory('Hotel')).toBe('oteller');
    expect(mapCategory('Cafe')).toBe('kafeler');
    expect(mapCategory('Gece kulübü')).toBe('barlar');
    expect(mapCategory('Gelinlik mağazası')).toBe('gelinlik');
    expect(mapCategory('Alışveriş merkezi')).toBe('alisveris');
    expect(mapCategory('Gym')).toBe('spor');
    expect(mapCategory('Sürücü kursu')).toBe('egitim');
    expect(mapCategory('Piknik alanı')).toBe('piknik');
    expect(mapCategory('Sağlık')).toBe('saglik');
    expect(mapCategory('saglik')).toBe('saglik');
    expect(mapCategory('Notary public')).toBeNull();
    expect(mapCategory('Movie theater')).toBeNull();
    expect(mapCategory('')).toBeNull();
  });

  it('the district from the column, the address, the city column or the postal code; others reported', () => {
    expect(districtFromAddress('Reşatbey, Atatürk Cd. No:12, 01120 Seyhan/Adana, Türkiye')).toBe('Seyhan');
    expect(districtFromAddress('Güzelyalı, 01170 ÇUKUROVA/ADANA')).toBe('Çukurova');
    expect(districtFromAddress('Kıyı Cd. 5, 01770 Adana')).toBe('Karaisalı');
    expect(districtFromPostalCode('01360')).toBe('Çukurova');
    expect(districtFromPostalCode('1120')).toBe('Seyhan');
    expect(districtFromPostalCode('34000')).toBeNull();
    expect(resolveDistrict({ district: 'sarıçam' })).toEqual({ district: 'Sarıçam' });
    expect(resolveDistrict({ district: 'Ceyhan' })).toEqual({ unknown: 'Ceyhan' });
    expect(resolveDistrict({ city: 'Yüreğir/Adana' })).toEqual({ district: 'Yüreğir' });
    expect(resolveDistrict({ city: 'Adana', postalCode: '01250' })).toEqual({ district: 'Sarıçam' });
    expect(resolveDistrict({ city: 'Adana', address: 'Cumhuriyet Mah., Kozan' })).toEqual({ unknown: 'Cumhuriyet Mah., Kozan' });
    expect(resolveDistrict({ city: 'Adana' })).toEqual({ missing: true });
  });

  it('flattens nested Google JSON items like the CSV export', () => {
    expect(
      flattenRow({
        title: 'A',
        location: { lat: 37, lng: 35.3 },
        categories: ['Cafe', 'Bar'],
        permanentlyClosed: false,
        openingHours: [{ day: 'Monday', hours: 'Closed' }],
        x: null,
      }),
    ).toEqual({
      title: 'A',
      'location/lat': '37',
      'location/lng': '35.3',
      'categories/0': 'Cafe',
      'categories/1': 'Bar',
      permanentlyClosed: 'false',
      'openingHours/0/day': 'Monday',
      'openingHours/0/hours': 'Closed',
      x: '',
    });
  });
});

describe('the standard layout', () => {
  it('the downloadable template (UTF-8 with BOM, `;`, decimal commas) reads back as one valid row', () => {
    const bytes = new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/downloads/isletme-sablonu.csv')));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const file = readCsv(bytes);
    expect(file.delimiter).toBe(';');
    expect(file.fields).toEqual([...TEMPLATE_COLUMNS]);
    const mapped = mapFile(file);
    expect(mapped.errors).toEqual([]);
    expect(mapped.candidates).toHaveLength(1);
    expect(mapped.candidates[0]).toMatchObject({
      categorySlug: 'restoranlar',
      district: 'Seyhan',
      latitude: 37.0012,
      longitude: 35.3208,
      phone: '+903224560101',
    });
  });

  it('maps the UTF-8 BOM `;` file: normalised fields, every error row with its line, nameless rows dropped', () => {
    const mapped = mapFile(readCsv(fixture('standard-bom-semicolon.csv')));
    expect(mapped.layout).toBe('standard');
    expect(mapped.dropped).toBe(1);
    // decision 015: a bad phone, e-mail or price range is left out with a warning, the business imported
    expect(mapped.candidates.map((c) => c.line)).toEqual([2, 3, 8, 10, 13, 14, 15, 16]);
    expect(mapped.candidates[0]).toEqual({
      line: 2,
      name: 'Şırdancı Hüseyin Usta',
      categorySlug: 'restoranlar',
      subcategory: 'Şırdan',
      description: 'Gece geç saate kadar; "meşhur" şırdan',
      address: 'Tepebağ Mah. Ali Münif Cd. No:5',
      district: 'Seyhan',
      latitude: 37.0041,
      longitude: 35.3289,
      phone: '+903223512233',
      email: null,
      website: 'https://www.sirdanci.com.tr/',
      priceRange: 'Ucuz',
      hours: {},
      isOpen: true,
      googleCid: null,
      googlePlaceId: null,
    });
    expect(mapped.candidates[1]).toMatchObject({
      name: 'Işık Kafe',
      categorySlug: 'kafeler',
      district: 'Çukurova',
      address: 'Güzelyalı Mah. 81005 Sk. No:3',
      description: 'Çok satırlı\naçıklama',
      email: 'isik@ornek.com',
      priceRange: 'Orta',
    });
    expect(mapped.candidates[7]).toMatchObject({
      categorySlug: 'saglik',
      subcategory: 'Diş kliniği',
      district: 'Çukurova',
      phone: '+903222334455',
    });
    // a fishmonger is a shop (keywords, decision 015); no price range given → none
    expect(mapped.candidates[2]).toMatchObject({ line: 8, categorySlug: 'alisveris', subcategory: 'Balıkçı dükkanı', priceRange: null });
    expect(mapped.candidates[3]).toMatchObject({ line: 10, phone: null });
    expect(mapped.errors).toEqual([
      { line: 9, reason: 'Adres eksik' },
      { line: 11, reason: M.unknownDistrict('Ceyhan') },
      { line: 12, reason: M.outsideAdanaRow('koordinatlar') },
    ]);
    expect(mapped.warnings).toEqual([
      { line: 10, reason: M.fieldDropped(M.badPhone('12345')) },
      { line: 14, reason: M.fieldDropped(M.badEmail('bozuk@')) },
      { line: 15, reason: M.fieldDropped(M.badPriceRange('Lüks')) },
    ]);
  });

  it('maps the `,` file with quoted commas and quotes', () => {
    const mapped = mapFile(readCsv(fixture('standard-comma.csv')));
    expect(mapped.candidates.map((c) => [c.name, c.categorySlug, c.district, c.latitude])).toEqual([
      ['Yüreğir Oto Yıkama, Cilalama', 'otomotiv', 'Yüreğir', 36.9921],
      ['Sarıçam Spor "Merkez"', 'spor', 'Sarıçam', null],
    ]);
  });

  it('a file without the required columns, or without named rows, is refused whole', () => {
    expect(() => mapFile({ fields: ['foo', 'bar'], records: [{ line: 2, values: { foo: '1', bar: '2' } }] })).toThrow(
      'Dosyada zorunlu sütunlar eksik: name (işletme adı), category (kategori), address (adres). Şablonu indirip başlık satırını ona göre düzenleyin.',
    );
    expect(() => mapFile(readCsv(fixture('no-names.csv')))).toThrow(new ImportFileError('İçe aktarılacak veri bulunamadı'));
  });

  it('a row with more values than the header is reported', () => {
    const mapped = mapFile({
      fields: ['name', 'category', 'address', 'district'],
      records: [{ line: 2, values: { name: 'A', category: 'Kafeler', address: 'X', district: 'Seyhan', __extra: 'Y' } }],
    });
    expect(mapped.errors).toEqual([{ line: 2, reason: M.extraColumns }]);
  });
});

describe('the Google layout', () => {
  it('maps the English export: categories, hours, cid as text, Google ratings ignored', () => {
    const mapped = mapFile(readCsv(fixture('google-en.csv')));
    expect(mapped.layout).toBe('google');
    expect(mapped.dropped).toBe(1);
    const [halil, dis, bar, dup, badHours, nazli] = mapped.candidates.filter((c) => c.categorySlug !== null);
    expect(halil).toMatchObject({
      line: 2,
      name: 'Kebapçı Halil Usta',
      categorySlug: 'restoranlar',
      subcategory: 'Kebapçı',
      priceRange: null,
      district: 'Seyhan',
      phone: '+903224560101',
      website: 'https://halilusta.com.tr/',
      latitude: 37.0012345,
      longitude: 35.3212345,
      googleCid: '18446744073709551615',
      googlePlaceId: 'ChIJAAAAAAAAAAARHalilUsta1',
    });
    expect(halil!.hours).toEqual({
      mon: [['11:00', '00:00']],
      tue: [['11:00', '00:00']],
      wed: [
        ['11:00', '15:00'],
        ['18:00', '23:00'],
      ],
      thu: [['11:00', '00:00']],
      fri: [['00:00', '24:00']],
      sat: [['11:00', '00:00']],
      sun: [],
    });
    expect(JSON.stringify(halil)).not.toMatch(/4\.8|1520/); // totalScore and reviewsCount are Google's
    expect(dis).toMatchObject({ categorySlug: 'saglik', district: 'Çukurova' }); // from the postal code 01170
    expect(bar).toMatchObject({ categorySlug: 'barlar', district: 'Seyhan', isOpen: false, latitude: null });
    expect(bar!.hours.sun).toEqual([
      ['00:00', '06:00'],
      ['07:00', '00:00'],
    ]);
    expect(dup).toMatchObject({ line: 8, googleCid: '18446744073709551615' }); // caught as a duplicate when stored
    // an English category not in the translation table is not shown (decision 015)
    expect(nazli).toMatchObject({ line: 10, categorySlug: 'guzellik', subcategory: null, district: 'Yüreğir' });
    expect(badHours).toMatchObject({ line: 9, hours: {} });
    expect(mapped.errors).toEqual([{ line: 5, reason: M.permanentlyClosed }]);
    // an undecidable category is a candidate without one (an admin's import queues it, a user's skips it)
    expect(mapped.candidates.find((c) => c.line === 6)).toMatchObject({
      categorySlug: null,
      undecided: { value: 'Notary public', reason: M.unknownGoogleCategory('Notary public') },
    });
    expect(mapped.warnings).toEqual([{ line: 9, reason: M.fieldDropped(M.badHours('Monday', 'sometimes')) }]);
  });

  it('maps the Windows-1254 `;` export re-saved by Turkish Excel (decimal commas, Turkish hours)', () => {
    const file = readCsv(fixture('google-tr-1254.csv'));
    expect(file.encoding).toBe('windows-1254');
    const mapped = mapFile(file);
    expect(mapped.errors).toEqual([]);
    expect(mapped.candidates.map((c) => [c.line, c.name, c.categorySlug, c.district, c.latitude, c.longitude])).toEqual([
      [2, 'Çukurova Oto Yıkama', 'otomotiv', 'Çukurova', 37.0455, 35.2871],
      [3, 'Sarıçam Şifa Eczanesi', 'saglik', 'Sarıçam', 37.0301, 35.4203],
      [4, 'Karaisalı Yayla Piknik', 'piknik', 'Karaisalı', 37.2612, 35.0588],
      [5, 'Çakıl Kuaför', 'guzellik', 'Çukurova', null, null],
    ]);
    expect(mapped.candidates[0]!.hours.sat).toEqual([
      ['09:00', '12:00'],
      ['13:00', '18:00'],
    ]);
    expect(mapped.candidates[1]!.hours.mon).toEqual([['00:00', '24:00']]);
  });

  it("JSON rows (the spec's body): line numbers index + 2, or the file's own; nested items flattened", () => {
    const mapped = mapJsonRows([
      { title: 'Kafe Bir', categoryName: 'Cafe', address: 'Toros Mah., 01170 Çukurova/Adana', location: { lat: 37.05, lng: 35.28 } },
      { title: 'Bilinmez', categoryName: 'Notary public', address: 'X, 01120 Seyhan/Adana' },
    ]);
    expect(mapped.layout).toBe('google');
    expect(mapped.candidates[0]).toMatchObject({ line: 2, latitude: 37.05, district: 'Çukurova' });
    expect(mapped.errors).toEqual([]);
    expect(mapped.candidates[1]).toMatchObject({
      line: 3,
      categorySlug: null,
      undecided: { reason: M.unknownGoogleCategory('Notary public') },
    });
    expect(mapJsonRows([{ name: 'A', category: 'x', address: '', district: 'Seyhan' }], 'standard', [7]).errors[0]!.line).toBe(7);
    expect(() => mapJsonRows([])).toThrow('İçe aktarılacak veri bulunamadı');
    expect(() => mapJsonRows(['text'])).toThrow(M.badRows);
    expect(() => mapJsonRows([{ name: 'A' }], undefined, [1, 2])).toThrow(M.badLines);
    expect(() => mapJsonRows(Array.from({ length: 5001 }, () => ({ name: 'A' })))).toThrow(M.tooManyRows);
  });
});
