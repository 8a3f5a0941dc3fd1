/**
 * Real exports as scrapers write them (decision 015): the fixtures of tests/fixtures/import written by
 * make-issue17-fixtures.ts (Apify's ~1,000 columns, gosom's layout, a Turkish tool's headers).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryFromKeywords, decideCategory, mapCategory, turkishSubcategory } from './categories.ts';
import { readCsv } from './csv.ts';
import { districtFromAddress, districtFromPostalCode, outsideAdana, resolveDistrict } from './district.ts';
import { priceMarks, priceRangeField } from './fields.ts';
import { isUsedColumn } from './layout.ts';
import { mapFile } from './map.ts';
import { importMessages as M, reasonGroup, summarizeReasons } from './messages.ts';
import { hoursOf, RowWarnings } from './row.ts';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import', name)));
const byName = (mapped: ReturnType<typeof mapFile>, name: string) => mapped.candidates.find((c) => c.name === name);

describe("Apify's default export (~1,000 columns)", () => {
  const file = readCsv(fixture('apify-wide.csv'));
  const mapped = mapFile(file);

  it('is read whatever its number of columns: only the columns the import uses are kept', () => {
    const header = new TextDecoder().decode(fixture('apify-wide.csv')).split('\r\n')[0]!.split(',');
    expect(header.length).toBeGreaterThan(1000);
    expect(file.fields.length).toBeLessThan(60);
    expect(file.fields).toContain('title');
    expect(file.fields).toContain('openingHours/6/hours');
    expect(file.fields.some((f) => f.startsWith('additionalInfo/'))).toBe(false);
    expect(isUsedColumn('categories/3')).toBe(true);
    expect(isUsedColumn('additionalOpeningHours/Delivery/0/day')).toBe(false);
    expect(mapped.layout).toBe('google');
  });

  it('maps every usable row, with Turkish subcategories, real phones and no invented price', () => {
    expect(mapped.candidates.map((c) => [c.line, c.name, c.categorySlug, c.subcategory])).toEqual([
      [2, 'Ciğerci Mehmet Usta', 'restoranlar', 'Ciğerci'],
      [3, 'Mado Türkmenbaşı', 'kafeler', 'Tatlıcı'],
      [4, 'Kahve Durağı Roastery', 'kafeler', 'Kahve kavurma'],
      [5, 'Kara Kedi Espresso', 'kafeler', 'Espresso bar'], // not Barlar
      [6, 'Köprübaşı Bar & Grill', 'restoranlar', 'Izgara restoranı'],
      [8, 'Seyhan 5. Noterliği', null, null],
      [9, 'Usta Oto Elektrik', 'otomotiv', 'Oto elektrikçi'],
    ]);
    expect(byName(mapped, 'Ciğerci Mehmet Usta')).toMatchObject({ priceRange: 'Orta', phone: '+903224571122', district: 'Seyhan' });
    expect(byName(mapped, 'Mado Türkmenbaşı')).toMatchObject({ priceRange: null, phone: '+904448464' });
    expect(byName(mapped, 'Kahve Durağı Roastery')).toMatchObject({
      phone: '+908501234567',
      district: 'Sarıçam',
      website: 'https://kahveduragi.com.tr/',
    });
    expect(byName(mapped, 'Kara Kedi Espresso')).toMatchObject({ priceRange: 'Pahalı', phone: null, district: 'Seyhan' });
    expect(byName(mapped, 'Usta Oto Elektrik')).toMatchObject({ district: 'Çukurova' }); // 01150
  });

  it('takes the coordinates from the place link when the columns are empty', () => {
    expect(byName(mapped, 'Köprübaşı Bar & Grill')).toMatchObject({
      latitude: 36.9905123,
      longitude: 35.3412345,
      phone: '+908002110000',
      district: 'Yüreğir',
    });
  });

  it('reports a row outside Adana as such, an undecidable category, and warns about a bad phone', () => {
    expect(mapped.errors).toEqual([{ line: 7, reason: M.outsideAdanaRow('koordinatlar') }]);
    expect(mapped.candidates.find((c) => c.line === 8)).toMatchObject({ categorySlug: null, undecided: { value: 'Notary public' } });
    expect(mapped.warnings).toEqual([{ line: 5, reason: M.fieldDropped(M.badPhone('0322 12')) }]);
  });
});

describe("gosom's google-maps-scraper export", () => {
  const mapped = mapFile(readCsv(fixture('gosom.csv')));

  it('reads open_hours JSON, descriptions, e-mails, price marks, the complete address and the status', () => {
    expect(mapped.layout).toBe('google');
    expect(byName(mapped, 'Meşhur Lahmacun Salonu')).toEqual({
      line: 2,
      name: 'Meşhur Lahmacun Salonu',
      categorySlug: 'restoranlar',
      subcategory: 'Lahmacun salonu',
      description: 'Odun ateşinde ince lahmacun.',
      address: 'Tepebağ, Ali Münif Cd. No:5, 01010 Seyhan/Adana',
      district: 'Seyhan',
      latitude: 37.0011,
      longitude: 35.3255,
      phone: '+903223520011',
      email: 'info@lahmacunsalonu.com',
      website: 'https://lahmacunsalonu.com/',
      priceRange: 'Pahalı',
      hours: {
        mon: [
          ['12:00', '16:00'],
          ['18:00', '00:00'],
        ],
        tue: [
          ['12:00', '16:00'],
          ['18:00', '00:00'],
        ],
        fri: [],
      },
      isOpen: true,
      googleCid: '12345678901234567',
      googlePlaceId: null,
    });
    expect(byName(mapped, 'Terzi Ahmet')).toMatchObject({
      categorySlug: 'gelinlik',
      priceRange: 'Orta',
      latitude: 37.0401,
      longitude: 35.2911,
      email: null,
    });
    expect(byName(mapped, 'Saray Düğün Evi')).toMatchObject({ categorySlug: 'gelinlik', phone: '+904441444', hours: {} });
    expect(byName(mapped, 'Varda Köprüsü')).toMatchObject({
      categorySlug: 'piknik',
      subcategory: 'Turistik yer',
      district: 'Karaisalı',
      priceRange: null,
    });
    expect(mapped.errors).toEqual([{ line: 5, reason: M.permanentlyClosed }]);
    expect(mapped.warnings.map((w) => w.line)).toEqual([3, 4]);
  });
});

describe("a Turkish tool's export (Turkish headers, `;`, BOM)", () => {
  const mapped = mapFile(readCsv(fixture('turkish-headers.csv')));

  it('reads İşletme Adı, Kategori, Telefon, Adres, İlçe, Web Sitesi, E-posta Adresi and the map link', () => {
    expect(mapped.layout).toBe('standard');
    expect(byName(mapped, 'Çukurova Rent A Car')).toMatchObject({
      categorySlug: 'otomotiv',
      phone: '+908502223344',
      district: 'Çukurova',
      website: 'https://www.cukurovarentacar.com/',
      email: 'bilgi@cukurovarentacar.com',
      latitude: 37.0501,
      longitude: 35.2812,
      priceRange: null,
    });
    expect(byName(mapped, 'Simit Fırını')).toMatchObject({
      categorySlug: 'kafeler',
      subcategory: 'Fırın',
      phone: '+904440123',
      website: null,
      district: 'Çukurova',
    });
    expect(byName(mapped, 'Donut Dünyası')).toMatchObject({ categorySlug: 'kafeler', subcategory: 'Donutçu', district: 'Seyhan' }); // 01060
    expect(byName(mapped, 'Brasserie Seyhan')).toMatchObject({ categorySlug: 'restoranlar', subcategory: 'Brasserie' });
    expect(mapped.errors).toEqual([{ line: 5, reason: M.outsideAdanaRow('Tarsus/Mersin') }]);
    expect(mapped.warnings).toEqual([{ line: 3, reason: M.fieldDropped(M.badWebsite('ht!tp://bozuk')) }]);
  });
});

describe('categories from stems and keywords (decision 015)', () => {
  it.each([
    ['Ciğerci', 'restoranlar'],
    ['Lahmacun salonu', 'restoranlar'],
    ['Oto tamirci', 'otomotiv'],
    ['Oto elektrikçi', 'otomotiv'],
    ['Terzi', 'gelinlik'],
    ['Düğün hizmeti', 'gelinlik'],
    ['Turistik yer', 'piknik'],
    ['Bakery', 'kafeler'],
    ['Coffee store', 'kafeler'],
    ['Coffee roastery', 'kafeler'],
    ['Donut shop', 'kafeler'],
    ['Brasserie', 'restoranlar'],
    ['Bar & grill', 'restoranlar'],
    ['Meşrubat Dükkanı', 'alisveris'],
    ['Espresso bar', 'kafeler'],
    ['Cocktail bar', 'barlar'],
    ['Tapas bar', 'barlar'],
  ])('%s → %s', (name, slug) => {
    expect(mapCategory(name)).toBe(slug);
  });

  it('decides from every category a row carries, the first that decides', () => {
    expect(decideCategory(['Notary public', 'Kahve dükkanı'])).toEqual({ slug: 'kafeler', from: 'Kahve dükkanı' });
    expect(decideCategory(['Notary public', 'Movie theater'])).toBeNull();
    expect(categoryFromKeywords('Notary public')).toBeNull(); // "pub" is a whole word only
  });

  it('shows Turkish subcategories: translated, Turkish as written, unknown English not shown', () => {
    expect(turkishSubcategory('Coffee shop')).toBe('Kahve dükkanı');
    expect(turkishSubcategory('Greek restaurant')).toBe('Yunan restoranı');
    expect(turkishSubcategory('Ciğerci')).toBe('Ciğerci');
    expect(turkishSubcategory('Terzi')).toBe('Terzi');
    expect(turkishSubcategory('Nail technician')).toBeNull();
    expect(turkishSubcategory('Vape shop')).toBeNull();
  });
});

describe('fields', () => {
  it('no invented price range: empty is none; price marks by count', () => {
    expect(priceRangeField('')).toEqual({ ok: true, value: null });
    expect(priceMarks('€')).toBe('Ucuz');
    expect(priceMarks('€€')).toBe('Orta');
    expect(priceMarks('₺₺₺')).toBe('Pahalı');
    expect(priceMarks('$$$$')).toBe('Pahalı');
    expect(priceMarks('₺100–200')).toBeNull();
  });

  it('hours from gosom JSON; unreadable hours are a warning', () => {
    const w = new RowWarnings();
    expect(hoursOf([], '{"Monday":["12–4 pm","6 pm–12 am"],"Friday":["Closed"]}', w)).toEqual({
      mon: [
        ['12:00', '16:00'],
        ['18:00', '00:00'],
      ],
      fri: [],
    });
    expect(w.list).toEqual([]);
    expect(hoursOf([], '{"Monday":["sometimes"]}', w)).toEqual({});
    expect(w.list).toHaveLength(1);
  });

  it('postal codes agree with real addresses; outside Adana is said so', () => {
    expect(districtFromPostalCode('01060')).toBe('Seyhan');
    expect(districtFromPostalCode('01150')).toBe('Çukurova');
    expect(districtFromPostalCode('01330')).toBe('Sarıçam');
    expect(districtFromAddress('Yeşiltepe Mah., 01330 Adana')).toBe('Sarıçam');
    expect(outsideAdana({ city: 'Mersin' })).toBe('Mersin');
    expect(outsideAdana({ postalCode: '34000' })).toBe('34000');
    expect(outsideAdana({ address: 'Şehitler Cd. No:4, 33400 Tarsus/Mersin' })).toBe('Tarsus/Mersin');
    expect(outsideAdana({ city: 'Adana', postalCode: '01120' })).toBeNull();
    expect(outsideAdana({ city: 'Ceyhan' })).toBeNull(); // another district of the province: reported by name
    expect(resolveDistrict({ city: 'İstanbul', address: 'Kadıköy' })).toEqual({ outside: 'İstanbul' });
  });
});

describe('the summary grouped by reason', () => {
  it('groups lines whatever their values, the most frequent first', () => {
    expect(reasonGroup(M.badPhone('123'))).toBe('Telefon numarası geçerli bir Türkiye numarası değil');
    expect(reasonGroup(M.duplicateCid(12))).toBe('Bu işletme zaten kayıtlı (aynı Google cid)');
    expect(reasonGroup(M.outsideAdanaRow('Mersin'))).toBe('İşletme Adana dışında');
    expect(reasonGroup(M.permanentlyClosed)).toBe('İşletme kalıcı olarak kapanmış, içe aktarılmadı');
    expect(
      summarizeReasons([
        { line: 4, reason: M.badPhone('1') },
        { line: 2, reason: M.badPhone('2') },
        { line: 3, reason: M.missingAddress },
      ]),
    ).toEqual([
      { reason: 'Telefon numarası geçerli bir Türkiye numarası değil', count: 2, lines: [2, 4] },
      { reason: 'Adres eksik', count: 1, lines: [3] },
    ]);
  });
});
