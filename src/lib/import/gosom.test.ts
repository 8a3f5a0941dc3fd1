/**
 * Decision 015: gosom's google-maps-scraper export of Adana places as Google describes places in Turkey
 * (tests/fixtures/import/gosom-adana.csv, written by make-gosom-fixtures.ts): the district from `city`, the
 * address or the neighbourhood, never the neighbourhood taken for a district; 12-hour open_hours; e-mails,
 * descriptions; optional fields left out with a warning; what the file held that was not taken, said once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv.ts';
import { districtFromNeighbourhood, neighbourhoodFromAddress, resolveDistrict } from './district.ts';
import { mapFile, mapJsonRows } from './map.ts';
import { importMessages as M } from './messages.ts';
import { hoursOf, RowWarnings } from './row.ts';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import', name)));
const SPLIT: [string, string][] = [
  ['12:00', '16:00'],
  ['18:00', '00:00'],
];
const ALL_DAY: [string, string][] = [['00:00', '24:00']];

describe("gosom's export of Adana places (decision 015)", () => {
  const mapped = mapFile(readCsv(fixture('gosom-adana.csv')));
  const by = (name: string) => mapped.candidates.find((c) => c.name === name)!;

  it('takes the district from `city`, the address or the neighbourhood, never the neighbourhood itself', () => {
    expect(mapped.layout).toBe('google');
    expect(mapped.candidates.map((c) => [c.name, c.district])).toEqual([
      ['Gazipaşa Kebap Salonu', 'Seyhan'],
      ['Yeşiltepe Eczanesi', 'Sarıçam'],
      ['Tepebağ Konağı Kafe', 'Seyhan'],
      ['Sümer Berber', 'Seyhan'],
      ['Belediye Evleri Aile Sağlığı Merkezi', 'Çukurova'],
      ['İncirlik Pide ve Lahmacun', 'Sarıçam'],
      ['Dadaloğlu Oto Servis', 'Yüreğir'],
      ['Yurt Çiçekçilik', 'Çukurova'], // city empty: "01170 Çukurova/Adana"
      ['Cemalpaşa Kırtasiye', 'Seyhan'],
      ['Huzurevleri Fırını', 'Çukurova'], // neither city nor address: the neighbourhood
      ['Kiremithane Ocakbaşı', 'Yüreğir'],
      ['Kuruköprü Anıt Müzesi', 'Seyhan'],
      ['Cumhuriyet Market', 'Yüreğir'],
      ['Kurttepe Spor Salonu', 'Çukurova'],
      ['Kapıkaya Kanyonu Piknik Alanı', 'Karaisalı'],
      ['Gazipaşa Kebap Salonu', 'Seyhan'], // duplicates by cid: skipped when written (import.ts)
      ['Yesiltepe Pharmacy', 'Sarıçam'],
    ]);
    expect(mapped.errors).toEqual([
      { line: 20, reason: M.unknownDistrict('Ceyhan') },
      { line: 21, reason: M.outsideAdanaRow('koordinatlar') },
      { line: 22, reason: M.permanentlyClosed },
    ]);
  });

  it('reads a row whole: 12-hour split shifts, e-mails, the description, price marks, the cid, no tracking in the website', () => {
    expect(by('Gazipaşa Kebap Salonu')).toEqual({
      line: 2,
      name: 'Gazipaşa Kebap Salonu',
      categorySlug: 'restoranlar',
      subcategory: 'Kebapçı',
      description: 'Adana kebabı, közde patlıcan ve şalgam.\nAile salonu vardır.',
      address: 'Gazipaşa, Cumhuriyet Cd. No:66, 01010 Seyhan/Adana, Türkiye',
      district: 'Seyhan',
      latitude: 36.9941,
      longitude: 35.3262,
      phone: '+903224571234',
      email: 'info@gazipasakebap.com.tr',
      website: 'https://gazipasakebap.com.tr/',
      priceRange: 'Orta',
      hours: { mon: SPLIT, tue: SPLIT, wed: SPLIT, thu: SPLIT, fri: SPLIT, sat: [['12:00', '00:00']], sun: [] },
      isOpen: true,
      googleCid: '16210987654321098765',
      googlePlaceId: null,
    });
    expect(by('Yeşiltepe Eczanesi').hours).toEqual({
      mon: ALL_DAY,
      tue: ALL_DAY,
      wed: ALL_DAY,
      thu: ALL_DAY,
      fri: ALL_DAY,
      sat: ALL_DAY,
      sun: ALL_DAY,
    });
    expect(by('Kurttepe Spor Salonu').hours).toMatchObject({
      mon: [['06:00', '23:00']],
      sat: [
        ['08:00', '12:00'],
        ['14:00', '20:00'],
      ],
      sun: [['10:00', '18:00']],
    });
    expect(by('Kiremithane Ocakbaşı').hours).toMatchObject({ thu: [['11:00', '23:00']], fri: [['11:00', '00:00']] });
    expect(by('Kuruköprü Anıt Müzesi')).toMatchObject({
      categorySlug: null,
      undecided: { value: 'Müze' },
      hours: { mon: [], tue: [['08:30', '17:00']] },
    });
    expect(by('Dadaloğlu Oto Servis').hours).toEqual({}); // open_hours "null": no hours, no warning
    expect(by('İncirlik Pide ve Lahmacun').priceRange).toBe('Ucuz');
    expect(by('Kuruköprü Anıt Müzesi').priceRange).toBeNull();
  });

  it('keeps the neighbourhood in the address when Google left it out', () => {
    expect(by('Cemalpaşa Kırtasiye').address).toBe('Cemalpaşa, Gazipaşa Blv. No:20, 01120 Seyhan/Adana');
    expect(by('Huzurevleri Fırını').address).toBe('Huzurevleri, 77228. Sk. No:7');
  });

  it('imports a row whose only problem is an optional field, without it and with a warning', () => {
    expect(mapped.warnings).toEqual([
      { line: 5, reason: M.fieldDropped(M.badPhone('+49 30 1234567')) },
      { line: 6, reason: M.fieldDropped(M.badPhone('+1 212-555-0100')) },
      { line: 8, reason: M.fieldDropped(M.badPhone('0322 12')) },
      { line: 9, reason: M.fieldDropped(M.badEmail('servis(at)dadaloglu.com')) },
    ]);
    expect(by('Tepebağ Konağı Kafe')).toMatchObject({
      phone: null,
      email: 'tepebagkonagi@gmail.com',
      description: 'Tarihi konakta kahve ve ev yemekleri.',
    });
    expect(by('Sümer Berber').phone).toBeNull();
  });

  it('says once what the file held that the guide does not take, and why', () => {
    expect(mapped.notes).toEqual([
      M.leftOutColumns(
        ['review_count', 'review_rating', 'reviews_per_rating', 'reviews_link', 'user_reviews'],
        'Google puanları ve yorumları alınmaz: rehberdeki puan yalnızca sitemizdeki yorumlardan hesaplanır.',
      ),
      M.leftOutColumns(
        ['thumbnail', 'images'],
        'Fotoğraflar alınmaz: Google’daki fotoğrafların hakları çekenlere aittir; fotoğrafları işletme sahibi ya da yönetici yükler.',
      ),
      M.leftOutColumns(['popular_times'], 'Yoğun saatler alınmaz: rehberde bu bilgi için bir alan yok.'),
      M.leftOutColumns(
        ['reservations', 'order_online', 'menu'],
        'Rezervasyon, sipariş ve menü bağlantıları alınmaz: rehberde bu bağlantılar için alan yok.',
      ),
      M.leftOutColumns(
        ['input_id', 'timezone', 'owner', 'about'],
        'Rehberde karşılığı olmayan bilgiler (işletme sahibi, özellikler, saat dilimi, arama terimi gibi) alınmaz.',
      ),
      M.extraEmails(1),
    ]);
    expect(M.extraEmails(1)).toBe(
      '1 satırda birden fazla e-posta adresi vardı: işletmenin tek e-posta alanı olduğu için ilk geçerli adres alındı, diğerleri alınmadı.',
    );
  });
});

describe('the district of a Turkish place (decision 015)', () => {
  it('`city` holds the district; the neighbourhood is never taken for one', () => {
    expect(
      resolveDistrict({
        neighbourhood: 'Gazipaşa',
        city: 'Seyhan',
        province: 'Adana',
        address: 'Gazipaşa, Cumhuriyet Cd. No:66, 01010 Seyhan/Adana',
      }),
    ).toEqual({ district: 'Seyhan' });
    expect(resolveDistrict({ neighbourhood: 'Gazipaşa', city: 'Yüreğir', province: 'Adana' })).toEqual({ district: 'Yüreğir' });
    expect(resolveDistrict({ neighbourhood: 'Tepebağ', city: '', address: 'Tepebağ, Kızılay Cd. No:3, 01010 Seyhan/Adana' })).toEqual({
      district: 'Seyhan',
    });
  });

  it('then the address, then the neighbourhood when its name is in one district only, then the postal code', () => {
    expect(resolveDistrict({ neighbourhood: 'Huzurevleri', address: 'Huzurevleri, 77228. Sk. No:7' })).toEqual({ district: 'Çukurova' });
    expect(resolveDistrict({ address: 'Reşatbey Mah. Atatürk Cd. No:12' })).toEqual({ district: 'Seyhan' });
    expect(resolveDistrict({ address: 'Kiremithane Mahallesi, 3012. Sk. 5' })).toEqual({ district: 'Yüreğir' });
    // Gazipaşa is in Seyhan and Yüreğir: not decided by the name; the postal code decides, or nothing does
    expect(resolveDistrict({ neighbourhood: 'Gazipaşa', address: 'Gazipaşa, Cumhuriyet Cd. No:66, 01010' })).toEqual({
      district: 'Seyhan',
    });
    expect(resolveDistrict({ neighbourhood: 'Gazipaşa', address: 'Gazipaşa, Cumhuriyet Cd. No:66' })).toEqual({ missing: true });
    // a street named after another district is no district: "Kozan Cd." in Yüreğir
    expect(resolveDistrict({ neighbourhood: 'Dadaloğlu', address: 'Dadaloğlu, Kozan Cd. No:210' })).toEqual({ district: 'Yüreğir' });
  });

  it('a place in another district of Adana or another province is reported by name', () => {
    expect(
      resolveDistrict({
        neighbourhood: 'Belediye Evleri',
        city: 'Ceyhan',
        province: 'Adana',
        address: 'Belediye Evleri, Atatürk Cd. No:8, 01960 Ceyhan/Adana',
      }),
    ).toEqual({ unknown: 'Ceyhan' });
    expect(resolveDistrict({ address: 'Atatürk Cd. No:8, 01960 Ceyhan/Adana' })).toEqual({
      unknown: 'Atatürk Cd. No:8, 01960 Ceyhan/Adana',
    });
    expect(resolveDistrict({ neighbourhood: 'Küp' })).toEqual({ unknown: 'Küp (Aladağ)' });
    expect(resolveDistrict({ neighbourhood: 'Viranşehir', city: 'Mezitli', province: 'Mersin' })).toEqual({ outside: 'Mersin' });
  });

  it('reads the neighbourhood of an address', () => {
    expect(neighbourhoodFromAddress('Gazipaşa, Cumhuriyet Cd. No:66, 01010 Seyhan/Adana')).toBe('Gazipaşa');
    expect(neighbourhoodFromAddress('Reşatbey Mah. Atatürk Cd. No:12')).toBe('Reşatbey');
    expect(neighbourhoodFromAddress('Belediye Evleri Mahallesi 84242. Sk.')).toBe('Belediye Evleri');
    expect(neighbourhoodFromAddress('Atatürk Cd. No:12, Seyhan')).toBeNull();
    expect(districtFromNeighbourhood('Yurt')).toEqual({ district: 'Çukurova' });
    expect(districtFromNeighbourhood('Gazipaşa')).toBeNull();
  });

  it("Apify's columns for a Turkish place: neighborhood, city = district, state = province", () => {
    const mapped = mapJsonRows([
      {
        title: 'Apify Kafe',
        categoryName: 'Cafe',
        address: 'Cumhuriyet Cd. No:66, 01010 Seyhan/Adana',
        neighborhood: 'Gazipaşa',
        street: 'Cumhuriyet Cd. No:66',
        city: 'Seyhan',
        postalCode: '01010',
        state: 'Adana',
        countryCode: 'TR',
      },
      {
        title: 'Apify Fırın',
        categoryName: 'Bakery',
        address: '',
        neighborhood: 'Huzurevleri',
        street: '77228. Sk. No:7',
        city: '',
        state: 'Adana',
        totalScore: 4.5,
        imageUrls: ['https://lh5.googleusercontent.com/p/x'],
      },
    ]);
    expect(mapped.candidates.map((c) => [c.name, c.district, c.address])).toEqual([
      ['Apify Kafe', 'Seyhan', 'Gazipaşa, Cumhuriyet Cd. No:66, 01010 Seyhan/Adana'],
      ['Apify Fırın', 'Çukurova', 'Huzurevleri, 77228. Sk. No:7, Adana'],
    ]);
    expect(mapped.notes).toEqual([
      M.leftOutColumns(
        ['totalScore'],
        'Google puanları ve yorumları alınmaz: rehberdeki puan yalnızca sitemizdeki yorumlardan hesaplanır.',
      ),
      M.leftOutColumns(
        ['imageUrls'],
        'Fotoğraflar alınmaz: Google’daki fotoğrafların hakları çekenlere aittir; fotoğrafları işletme sahibi ya da yönetici yükler.',
      ),
    ]);
  });
});

describe('hours cells (decision 015)', () => {
  it('an empty cell as a Turkish scraper writes it is no hours, not unreadable hours', () => {
    const w = new RowWarnings();
    expect(hoursOf([], '; ; ; ; ; ; ', w)).toEqual({});
    expect(hoursOf([], 'null', w)).toEqual({});
    expect(hoursOf([], '{}', w)).toEqual({});
    expect(w.list).toEqual([]);
    const file = readCsv(
      new TextEncoder().encode(
        'İşletme Adı;Kategori;Adres;İlçe;Çalışma Saatleri\r\nBoş Saatli Kafe;Kafe;Atatürk Cd. 1;Seyhan;"; ; ; ; ; ; "\r\n',
      ),
    );
    const mapped = mapFile(file);
    expect(mapped.candidates[0]).toMatchObject({ name: 'Boş Saatli Kafe', hours: {} });
    expect(mapped.warnings).toEqual([]);
  });

  it('a day per part in Turkish: "Pazartesi: 09:00–18:00; …"', () => {
    const w = new RowWarnings();
    expect(hoursOf([], 'Pazartesi: 09:00–18:00; Salı: 09:00-12:00, 13:00-18:00; Pazar: Kapalı', w)).toEqual({
      mon: [['09:00', '18:00']],
      tue: [
        ['09:00', '12:00'],
        ['13:00', '18:00'],
      ],
      sun: [],
    });
    expect(hoursOf([], 'Bazen açık; bazen kapalı', w)).toEqual({});
    expect(w.list).toEqual([M.fieldDropped(M.badHours('—', 'Bazen açık; bazen kapalı'))]);
  });
});
