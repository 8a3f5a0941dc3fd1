/**
 * Search that understands what people mean (decision 015), end to end on every driver: the synonym table
 * (src/lib/search/synonyms.ts) applied at query time through GET /api/businesses/search and
 * GET /api/search/suggest, and no confident wrong answers from typo correction.
 */
import { describe, expect, it } from 'vitest';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, getJsonOf } from '#tests/helpers/factories.ts';
import { insertSearchFixtures, seyhanPlace, type SearchFixture } from '#tests/fixtures/search-businesses.ts';
import searchFn, { config as searchConfig } from '../../functions/businesses-search.ts';
import suggestFn, { config as suggestConfig } from '../../functions/search-suggest.ts';

const hours = { mon: [['09:00', '18:00'] as [string, string]] };
const place = (name: string, category: string, subcategory: string, description = ''): SearchFixture =>
  seyhanPlace(name, category, subcategory, description, { features: ['Otopark'], hours });

/** Places a visitor looks for with everyday words, and neighbours a fuzzy match could wrongly land on. */
const places: SearchFixture[] = [
  place('Gülüş Diş Kliniği', 'saglik', 'Diş Kliniği'),
  place('Dt. Ahmet Yılmaz Diş Hekimi', 'saglik', 'Diş Hekimi'),
  place('Çukurova Polikliniği', 'saglik', 'Poliklinik'),
  place('Umut Eczanesi', 'saglik', 'Eczane'),
  place('Güllüoğlu Baklava', 'kafeler', 'Baklavacı', 'Fıstıklı baklava ve künefe.'),
  place('İnci Pastanesi', 'kafeler', 'Pastane', 'Yaş pasta ve kurabiye.'),
  place('Kahve Durağı Cafe', 'kafeler', 'Kahve Dükkanı'),
  place('Optimum Outlet AVM', 'alisveris', 'Alışveriş Merkezi'),
  place('Seyhan Araç Kiralama', 'otomotiv', 'Araç Kiralama'),
  place('Çukurova Rent A Car', 'otomotiv', 'Car rental agency'),
  place('Usta Oto Servis', 'otomotiv', 'Oto Tamir'),
  place('Minikler Anaokulu', 'egitim', 'Anaokulu'),
  place('Makas Erkek Kuaförü', 'guzellik', 'Erkek Kuaförü'),
  place('Berber Şevket Usta', 'guzellik', 'Berber'),
  place('Taşköprü Butik Otel', 'oteller', 'Butik Otel'),
  // Intent words (decision 027): price levels, and "açıktır" in the text of a place that is never open.
  seyhanPlace('Ekonomi Otel', 'oteller', 'Otel', 'Resepsiyon her gün açıktır.', { priceRange: 'Ucuz' }),
  seyhanPlace('Saray Palas Otel', 'oteller', 'Otel', 'Şehrin merkezinde.', {
    priceRange: 'Pahalı',
    hours: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]])),
  }),
];

describe.each(testDrivers())('search intent on %s', (driver) => {
  databaseFor(driver, { setup: async ({ db }) => void (await insertSearchFixtures(db, places)) });

  const names = async (q: string) => {
    const res = await getJsonOf(searchFn, `${searchConfig.path}?${new URLSearchParams({ q, limit: '50' })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { name: string }[]).map((b) => b.name);
  };
  const set = async (q: string) => new Set(await names(q));

  it.each([
    ['dişçi', ['Gülüş Diş Kliniği', 'Dt. Ahmet Yılmaz Diş Hekimi']],
    ['dişçiler', ['Gülüş Diş Kliniği', 'Dt. Ahmet Yılmaz Diş Hekimi']],
    ['diş doktoru', ['Gülüş Diş Kliniği', 'Dt. Ahmet Yılmaz Diş Hekimi']],
    ['araba kiralama', ['Seyhan Araç Kiralama', 'Çukurova Rent A Car']],
    ['rent a car', ['Seyhan Araç Kiralama', 'Çukurova Rent A Car']],
    ['kreş', ['Minikler Anaokulu']],
    ['avm', ['Optimum Outlet AVM']],
    ['berber', ['Makas Erkek Kuaförü', 'Berber Şevket Usta']],
    ['erkek kuaförü', ['Makas Erkek Kuaförü', 'Berber Şevket Usta']],
    ['eczane', ['Umut Eczanesi']],
    ['oto tamirci', ['Usta Oto Servis']],
  ])('%s finds %j', async (q, expected) => {
    expect(await set(q)).toEqual(new Set(expected));
  });

  it('cafe and kafe find the cafes (the Kafeler category and "Cafe" in a name)', async () => {
    const cafe = await set('cafe');
    expect(cafe).toContain('Kahve Durağı Cafe');
    expect(cafe).toEqual(await set('kafe'));
    expect(cafe).not.toContain('Optimum Outlet AVM');
  });

  it('doktor finds clinics, not a baklava shop', async () => {
    const found = await set('doktor');
    expect(found).toContain('Çukurova Polikliniği');
    expect(found).toContain('Gülüş Diş Kliniği');
    expect(found).not.toContain('Güllüoğlu Baklava');
  });

  it('no confident wrong answers: words with no fitting business find nothing', async () => {
    expect(await names('dişçi')).not.toContain('Güllüoğlu Baklava');
    expect(await names('dişçi')).not.toContain('Optimum Outlet AVM');
    expect(await names('hastane')).toEqual([]); // not "İnci Pastanesi" (one letter away)
    expect(await names('hastahne')).toEqual([]); // a typo of a table word means that word
    expect(await names('veteriner')).toEqual([]);
    expect(await names('noter')).toEqual([]);
    expect(await names('qwxzvbn')).toEqual([]);
  });

  it('real typos are still corrected', async () => {
    expect((await names('eczne'))[0]).toBe('Umut Eczanesi');
    expect(await names('anaokul')).toEqual(['Minikler Anaokulu']);
  });

  it('intent words are filters, not text: "açık", "ucuz", "lüks", "nöbetçi", "yakınımdaki" (decision 027)', async () => {
    expect(await set('otel')).toEqual(new Set(['Taşköprü Butik Otel', 'Ekonomi Otel', 'Saray Palas Otel']));
    // "açık" is open now: the always-open hotel, never the one whose description says "açıktır".
    const open = await set('açık otel');
    expect(open).toContain('Saray Palas Otel');
    expect(open).not.toContain('Ekonomi Otel');
    expect(await set('şimdi açık olan otel')).toEqual(open);
    expect(await set('ucuz otel')).toEqual(new Set(['Ekonomi Otel']));
    expect(await set('uygun fiyatlı otel')).toEqual(new Set(['Ekonomi Otel']));
    expect(await set('lüks otel')).toEqual(new Set(['Saray Palas Otel']));
    expect(await set('yakınımdaki otel')).toEqual(await set('otel'));
    // "nöbetçi": the pharmacies open now (a pharmacy on tonight's duty list counts as open, decision 025).
    const onDuty = await names('nöbetçi eczane');
    const openPharmacies = await getJsonOf(searchFn, `${searchConfig.path}?q=eczane&open=1&limit=50`);
    expect(onDuty).toEqual((openPharmacies.body as { name: string }[]).map((b) => b.name));
    expect(await names('nöbetçi')).toEqual(onDuty);
    // The price filter as a parameter, and a bad one.
    const cheap = await getJsonOf(searchFn, `${searchConfig.path}?category=oteller&price=ucuz`);
    expect((cheap.body as { name: string }[]).map((b) => b.name)).toEqual(['Ekonomi Otel']);
    const bad = await getJsonOf(searchFn, `${searchConfig.path}?price=bedava`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('price yalnızca ucuz ya da pahali olabilir');
  });

  it('the autocomplete proposes the category a word means', async () => {
    const res = await getJsonOf(suggestFn, `${suggestConfig.path}?q=${encodeURIComponent('dişçi')}`);
    const body = res.body as { businesses: { name: string }[]; categories: { slug: string }[] };
    expect(body.categories.map((c) => c.slug)).toEqual(['saglik']);
    expect(body.businesses.map((b) => b.name)).toContain('Gülüş Diş Kliniği');
  });
});
