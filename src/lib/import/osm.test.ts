/**
 * OpenStreetMap import (PD23), on fixtures in the three formats (tests/fixtures/import/osm): Overpass JSON
 * with a way's `center`, overpass-turbo GeoJSON with a polygon, `.osm` XML with a way; tags → fields, the
 * district from addr:district / addr:city / the neighbourhood, `opening_hours` read by the library.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importMessages as M } from './messages.ts';
import { detectOsmFormat, mapOsm } from './osm.ts';
import { parseOsmOpeningHours } from './osm-hours.ts';
import { osmCategory, osmFeatures, osmSocialLinks, osmSubcategory } from './osm-tags.ts';
import { ImportFileError } from './types.ts';

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import/osm', name), 'utf8');
const ALL_DAY = [['00:00', '24:00']];

describe('OpenStreetMap files', () => {
  it('are told apart by their content', () => {
    expect(detectOsmFormat(fixture('adana-overpass.json'))).toBe('overpass');
    expect(detectOsmFormat(fixture('adana.geojson'))).toBe('geojson');
    expect(detectOsmFormat(fixture('adana.osm'))).toBe('osm-xml');
    expect(detectOsmFormat('name;category\nA;B')).toBeNull();
    expect(() => mapOsm('name;category\nA;B')).toThrow(new ImportFileError(M.notOsm));
    expect(() => mapOsm('{"elements": [')).toThrow(new ImportFileError(M.brokenOsm('overpass')));
  });

  it('Overpass JSON: tags → fields, districts from addr:district, addr:city or the neighbourhood; skipped features counted', () => {
    const m = mapOsm(fixture('adana-overpass.json'));
    expect(m).toMatchObject({ layout: 'osm', format: 'overpass', dropped: 3 });
    expect(m.candidates.map((c) => [c.name, c.district, c.categorySlug, c.subcategory])).toEqual([
      ['Gazipaşa Kebapçısı', 'Seyhan', 'restoranlar', 'Kebapçı'],
      ['Yurt Süpermarket', 'Çukurova', 'alisveris', 'Süpermarket'], // a way: its `center`; the district from addr:suburb
      ['Tepebağ Gece', 'Seyhan', 'barlar', 'Bar'],
      ['Yeşiltepe Eczanesi', 'Sarıçam', 'saglik', 'Eczane'],
      ['Kurttepe Fitness', 'Çukurova', 'spor', 'Spor salonu'],
      ['Kiremithane Çay Bahçesi', 'Yüreğir', 'kafeler', 'Kafe'],
      ['Reşatbey Fırını', 'Seyhan', 'kafeler', 'Fırın'],
      ['Gazipaşa Kahvesi', null, 'kafeler', 'Kafe'], // Gazipaşa: in Seyhan and Yüreğir; waits for a district
    ]);
    expect(m.candidates[0]).toEqual({
      line: 1,
      name: 'Gazipaşa Kebapçısı',
      categorySlug: 'restoranlar',
      subcategory: 'Kebapçı',
      description: '',
      address: 'Gazipaşa, Cumhuriyet Caddesi No:66, 01010 Seyhan/Adana',
      district: 'Seyhan',
      latitude: 36.9941,
      longitude: 35.3262,
      phone: '+903224571234',
      email: null,
      website: 'https://gazipasakebap.example.com/',
      priceRange: null,
      hours: {
        mon: [
          ['11:00', '15:00'],
          ['18:00', '00:00'],
        ],
        tue: [
          ['11:00', '15:00'],
          ['18:00', '00:00'],
        ],
        wed: [
          ['11:00', '15:00'],
          ['18:00', '00:00'],
        ],
        thu: [
          ['11:00', '15:00'],
          ['18:00', '00:00'],
        ],
        fri: [
          ['11:00', '15:00'],
          ['18:00', '00:00'],
        ],
        sat: [
          ['11:00', '15:00'],
          ['18:00', '00:00'],
        ],
        sun: [],
      },
      isOpen: true,
      googleCid: null,
      googlePlaceId: null,
      osmId: 'node/1001',
      features: ['Engelli Erişimi', 'Açık hava oturma alanı', 'Wi-Fi', 'Paket servis', 'Klima'],
    });
    expect(m.candidates[1]).toMatchObject({
      latitude: 37.0398,
      longitude: 35.3049,
      phone: '+903222317788',
      website: 'https://yurtmarket.example.com/',
      address: 'Yurt, Turgut Özal Bulvarı No:88, Çukurova/Adana',
    });
    // No website: the Facebook page is its web address; delivery=no is no feature.
    expect(m.candidates[2]).toMatchObject({
      email: 'info@tepebaggece.example.com',
      website: 'https://facebook.com/tepebaggece',
      features: [],
    });
    expect(m.errors).toEqual([{ line: 11, reason: `${M.unknownDistrict('Ceyhan').replace(/\.$/, '')} (node/1011)` }]);
    expect(m.warnings).toEqual([
      { line: 4, reason: M.fieldDropped(M.badPhone('+49 30 1234567')) },
      { line: 6, reason: M.fieldDropped(M.badOsmHours('sunrise-sunset')) },
      { line: 7, reason: M.fieldDropped(M.badOsmHours('Mo-Fr 07:00-12:00,13:00-16:00,17:00-20:00')) },
    ]);
    expect(m.notes).toEqual([M.osmNotBusiness(2), M.osmUnnamed(1), M.osmSocialNotTaken(1), M.osmAttribution]);
  });

  it('GeoJSON as overpass-turbo exports it: flat tags, `@id`, a polygon placed at its middle', () => {
    const m = mapOsm(fixture('adana.geojson'));
    expect(m.candidates.map((c) => [c.name, c.district, c.categorySlug, c.latitude, c.longitude])).toEqual([
      ['Huzurevleri Ağız ve Diş Sağlığı', 'Çukurova', 'saglik', 37.0571, 35.2866],
      ['Seyhan Otel', 'Seyhan', 'oteller', 36.9955, 35.3105],
    ]);
    expect(m.candidates[1]).toMatchObject({ email: 'rezervasyon@seyhanotel.example.com', hours: {} });
    expect(m.dropped).toBe(1);
  });

  it('.osm XML: nodes and a way with its outline', () => {
    const m = mapOsm(fixture('adana.osm'));
    expect(m.candidates.map((c) => [c.name, c.district, c.categorySlug, c.address])).toEqual([
      ['Kapıkaya Piknik Alanı', 'Karaisalı', 'piknik', 'Karaisalı/Adana'],
      ['Dadaloğlu Oto Servis', 'Yüreğir', 'otomotiv', 'Dadaloğlu, Kozan Caddesi No:210, Yüreğir/Adana'],
    ]);
    expect(m.candidates[0]!.hours).toEqual({
      mon: ALL_DAY,
      tue: ALL_DAY,
      wed: ALL_DAY,
      thu: ALL_DAY,
      fri: ALL_DAY,
      sat: ALL_DAY,
      sun: ALL_DAY,
    });
    expect(m.candidates[1]).toMatchObject({ latitude: 37.0021, longitude: 35.3782, phone: '+905326102030' });
  });
});

describe('opening_hours through the library', () => {
  it.each([
    ['Mo-Fr 09:00-18:00; Sa 10:00-14:00', { mon: [['09:00', '18:00']], fri: [['09:00', '18:00']], sat: [['10:00', '14:00']], sun: [] }],
    [
      'Mo-Su 12:00-15:00,18:00-24:00',
      {
        mon: [
          ['12:00', '15:00'],
          ['18:00', '00:00'],
        ],
        sun: [
          ['12:00', '15:00'],
          ['18:00', '00:00'],
        ],
      },
    ],
    // past midnight, written on the first day; Friday's own rule takes Thursday's night after midnight (OSM's rule)
    [
      'Mo-Th 18:00-02:00; Fr-Sa 18:00-04:00; Su off',
      { mon: [['18:00', '02:00']], thu: [['18:00', '00:00']], fri: [['18:00', '04:00']], sun: [] },
    ],
    ['Mo-Fr 08:30-17:30; PH off', { mon: [['08:30', '17:30']], sat: [], sun: [] }],
    ['24/7', { mon: ALL_DAY, sun: ALL_DAY }],
    ['off', { mon: [], sun: [] }],
  ])('%s', (value, expected) => {
    const r = parseOsmOpeningHours(value);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.hours).toMatchObject(expected);
  });

  it('never guesses: unparsable, sun-bound, commented or more than two ranges a day are refused with a reason', () => {
    expect(parseOsmOpeningHours('bazen açık')).toEqual({ ok: false, reason: 'unparsable' });
    expect(parseOsmOpeningHours('sunrise-sunset')).toEqual({ ok: false, reason: 'unknown' });
    expect(parseOsmOpeningHours('Mo-Sa 08:00-20:00 "randevu ile"')).toEqual({ ok: false, reason: 'unknown' });
    expect(parseOsmOpeningHours('Mo-Fr 09:00+')).toEqual({ ok: false, reason: 'unknown' });
    expect(parseOsmOpeningHours('Mo-Fr 09:00-12:00,13:00-15:00,16:00-18:00')).toEqual({ ok: false, reason: 'tooManyRanges' });
    expect(parseOsmOpeningHours('')).toEqual({ ok: true, hours: {} });
  });
});

describe('public holidays and districts to choose (decisions 025 and 034)', () => {
  it('Overpass JSON: `PH off` → closed on public holidays, `PH` hours → holiday hours; a neighbourhood in two districts waits for a district', () => {
    const m = mapOsm(fixture('holidays-overpass.json'));
    expect(m.candidates.map((c) => [c.name, c.district, c.holidays])).toEqual([
      ['Huzurevleri Eczanesi', 'Çukurova', []], // addr:suburb only
      ['Köşe Fırın', null, [['08:00', '13:00']]], // no district at all
      ['Gazipaşa Kahvesi', null, []], // Gazipaşa: in Seyhan and Yüreğir
    ]);
    expect(m.candidates[0]!.hours).toMatchObject({ mon: [['08:30', '19:00']], sat: [['09:00', '14:00']], sun: [] });
    expect(m.candidates[1]!.address).toBe('Ziyapaşa Bulvarı, Adana');
    // outside the guide's districts: still skipped with the reason
    expect(m.errors).toEqual([{ line: 4, reason: `${M.unknownDistrict('Ceyhan').replace(/\.$/, '')} (node/7004)` }]);
  });

  it('GeoJSON and .osm XML: the same rules; no `PH` rule says nothing about holidays', () => {
    const geo = mapOsm(fixture('holidays.geojson'));
    expect(geo.candidates.map((c) => [c.name, c.district, c.holidays])).toEqual([
      ['Reşatbey Kuaför', 'Seyhan', []],
      ['Adressiz Dürümcü', null, undefined],
    ]);
    expect(geo.candidates[0]!.hours).toMatchObject({ mon: [], tue: [['09:00', '20:00']] });
    const xml = mapOsm(fixture('holidays.osm'));
    expect(xml.candidates.map((c) => [c.name, c.district, c.holidays])).toEqual([
      ['Kiremithane Eczanesi', 'Yüreğir', [['10:00', '16:00']]], // addr:quarter only
      ['Yolüstü Market', null, []],
    ]);
    expect(xml.errors).toEqual([]);
  });

  it.each([
    ['Mo-Fr 08:30-17:30; PH off', []],
    ['Mo-Su 09:00-22:00; PH 10:00-14:00', [['10:00', '14:00']]],
    [
      'Mo-Sa 09:00-20:00; PH 10:00-13:00,15:00-18:00',
      [
        ['10:00', '13:00'],
        ['15:00', '18:00'],
      ],
    ],
    ['PH off; Mo-Fr 09:00-18:00', undefined], // a later rule overrides `PH off` (OSM's order): no rule of its own
    ['24/7; PH off', []],
    ['Mo-Fr 09:00-18:00', undefined],
  ])('%s → holidays %o', (value, holidays) => {
    const r = parseOsmOpeningHours(value);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.holidays).toEqual(holidays);
  });
});

describe('the tag table', () => {
  it.each([
    [{ amenity: 'fast_food' }, 'restoranlar'],
    [{ amenity: 'pub' }, 'barlar'],
    [{ tourism: 'guest_house' }, 'oteller'],
    [{ amenity: 'clinic' }, 'saglik'],
    [{ shop: 'hairdresser' }, 'guzellik'],
    [{ shop: 'clothes' }, 'alisveris'],
    [{ leisure: 'sports_centre' }, 'spor'],
    [{ amenity: 'language_school' }, 'egitim'],
    [{ shop: 'tyres' }, 'otomotiv'],
    [{ tourism: 'picnic_site' }, 'piknik'],
    [{ shop: 'bridal' }, 'gelinlik'],
    [{ healthcare: 'physiotherapist' }, 'saglik'],
    [{ amenity: 'restaurant', shop: 'bakery' }, 'restoranlar'],
  ])('%o → %s', (tags, slug) => {
    expect(osmCategory(tags)?.slug).toBe(slug);
  });

  it('benches, toilets and bus stops are not businesses; the cuisine names the subcategory', () => {
    expect(osmCategory({ amenity: 'bench' })).toBeNull();
    expect(osmCategory({ amenity: 'toilets', name: 'WC' })).toBeNull();
    expect(osmCategory({ highway: 'bus_stop', name: 'Durak' })).toBeNull();
    expect(osmCategory({ shop: 'no' })).toBeNull();
    expect(osmSubcategory({ cuisine: 'pizza;burger' }, 'restaurant')).toBe('Pizzacı');
    expect(osmSubcategory({}, 'fast_food')).toBe('Fast food');
  });

  it('amenity tags become Turkish features; Instagram/Facebook accounts or addresses become links', () => {
    expect(
      osmFeatures({ wheelchair: 'limited', internet_access: 'yes', delivery: 'yes', takeaway: 'only', parking: 'customer', smoking: 'no' }),
    ).toEqual(['Kısmi engelli erişimi', 'Wi-Fi', 'Paket servis', 'Eve teslimat', 'Otopark']);
    expect(osmFeatures({ wheelchair: 'no', outdoor_seating: 'no' })).toEqual([]);
    expect(osmSocialLinks({ 'contact:instagram': '@adana.kebap', facebook: 'https://www.facebook.com/adanakebap' })).toEqual({
      instagram: 'https://www.instagram.com/adana.kebap',
      facebook: 'https://www.facebook.com/adanakebap',
    });
    expect(osmSocialLinks({ instagram: 'https://evil.example.com/instagram.com/x', facebook: 'bir sayfa' })).toEqual({
      instagram: null,
      facebook: null,
    });
  });
});
