/**
 * The Turkish-aware search, end to end on every driver: GET /api/businesses/search and
 * GET /api/search/suggest called with real Requests over the fixture data set
 * (tests/fixtures/search-businesses.ts), the "open now" SQL function, and keeping the index current.
 */
import { badTextMessage } from '#api/http.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testDrivers, useTestDatabase, type TestDatabase } from '#tests/helpers/db.ts';
import { callFunction, databaseFor, getJsonOf } from '#tests/helpers/factories.ts';
import { approvedFixtureNames, insertSearchFixtures, searchFixtures } from '#tests/fixtures/search-businesses.ts';
import { businesses, categories, districts, searchWords } from '#db/schema/index.ts';
import { searchBusinesses } from '#features/search/search.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import { compareTr } from '#lib/turkish.ts';
import searchFn, { config as searchConfig } from '../../functions/businesses-search.ts';
import suggestFn, { config as suggestConfig } from '../../functions/search-suggest.ts';

const call = getJsonOf;

interface Item {
  id: number;
  name: string;
  category: string;
  categorySlug: string;
  district: string;
  rating: number;
  reviewCount: number;
}

async function search(params: Record<string, string>): Promise<{ names: string[]; items: Item[]; total: number }> {
  const res = await call(searchFn, `${searchConfig.path}?${new URLSearchParams(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const items = res.body as Item[];
  return { names: items.map((b) => b.name), items, total: Number(res.headers.get('x-total-count')) };
}

const names = async (q: string, extra: Record<string, string> = {}) => (await search({ q, limit: '100', ...extra })).names;

/** Moments in Europe/Istanbul (UTC+3 all year). 2026-11-20 is a Friday. */
const AT = {
  saturday0130: new Date('2026-11-20T22:30:00Z'), // Sat 01:30: Friday's late ranges still run
  monday1600: new Date('2026-11-23T13:00:00Z'), // Mon 16:00: between split shifts
  monday0100: new Date('2026-11-22T22:00:00Z'), // Mon 01:00: Sunday's late ranges still run
  sunday1200: new Date('2026-11-22T09:00:00Z'),
};

describe.each(testDrivers())('search on %s', (driver) => {
  const t = databaseFor(driver, { setup: async ({ db }) => void (await insertSearchFixtures(db)) });

  describe('Turkish case and diacritics fold both ways', () => {
    it.each(['isik', 'IŞIK', 'ışık', 'Işık', 'ISIK', 'işık'])('%s finds "Işık Kafe"', async (q) => {
      expect(await names(q)).toEqual(['Işık Kafe']);
    });
    it.each(['sukru usta', 'ŞÜKRÜ USTA', 'Şükrü Usta', 'şükrü'])('%s finds "Şükrü Usta Kebap" only', async (q) => {
      expect(await names(q)).toEqual(['Şükrü Usta Kebap']);
    });
    it.each(['inci', 'İNCİ', 'İnci'])('%s finds "İnci Pastanesi"', async (q) => {
      expect(await names(q)).toEqual(['İnci Pastanesi']);
    });
    it.each(['ilica', 'ILICA', 'ılıca', 'Ilıca'])('%s finds "Ilıca Termal Otel"', async (q) => {
      expect(await names(q)).toEqual(['Ilıca Termal Otel']);
    });
    it('carsi and ÇARŞI find "Çarşı Pasajı"', async () => {
      expect(await names('carsi')).toEqual(['Çarşı Pasajı']);
      expect(await names('ÇARŞI')).toEqual(['Çarşı Pasajı']);
    });
  });

  describe('search as you type', () => {
    it.each(['güllü', 'gullu', 'GÜLLÜ', 'Güllüo', 'güllüoğlu'])('%s finds "Güllüoğlu Baklava"', async (q) => {
      expect((await names(q))[0]).toBe('Güllüoğlu Baklava');
    });
    it('a prefix of several words narrows as the visitor types', async () => {
      expect(await names('eski d')).toEqual(['Eski Dostlar Meyhanesi']); // one-letter words are ignored
      expect(await names('eski dost')).toEqual(['Eski Dostlar Meyhanesi']);
    });
  });

  describe('typo tolerance', () => {
    it.each([
      ['kebab', 'Şükrü Usta Kebap'],
      ['kebep', 'Şükrü Usta Kebap'],
      ['kbap', 'Şükrü Usta Kebap'],
      ['fitnes', 'Form Fitness Salonu'],
      ['fitnees', 'Form Fitness Salonu'],
      ['fitnses', 'Form Fitness Salonu'],
      ['baklva', 'Güllüoğlu Baklava'],
      ['gulluglu', 'Güllüoğlu Baklava'],
      ['pastanesı', 'İnci Pastanesi'],
      ['restorna', 'Lezzet Restoranı'],
    ])('%s finds "%s" first', async (q, expected) => {
      expect((await names(q))[0]).toBe(expected);
    });
    it('a short word is not "corrected" into another word', async () => {
      expect(await names('kafa')).toEqual([]);
    });
  });

  describe('Turkish suffixes', () => {
    it('kebapçılar, kebabı and kebapçı find the kebap places', async () => {
      const kebap = await names('kebap');
      expect(await names('kebapçılar')).toEqual(kebap);
      expect(await names('KEBAPÇILAR')).toEqual(kebap);
      expect(await names('kebabı')).toEqual(kebap);
      expect(await names('kebapçı')).toContain('Şükrü Usta Kebap');
    });
    it('meyhanesi finds both meyhanes, name matches by rating', async () => {
      expect(await names('meyhanesi')).toEqual(['Eski Dostlar Meyhanesi', 'Kuzey Meyhane']);
      expect(await names('meyhaneler')).toEqual(['Eski Dostlar Meyhanesi', 'Kuzey Meyhane']);
    });
    it('restoranlar finds the restaurants, the one named "Restoranı" first', async () => {
      const found = await names('restoranlar');
      expect(found[0]).toBe('Lezzet Restoranı');
      expect(new Set(found)).toEqual(new Set(searchFixtures.filter((f) => f.category === 'restoranlar' && !f.status).map((f) => f.name)));
    });
    it('kitap finds "Uğur Kitabevi" through consonant softening (p → b)', async () => {
      expect(await names('kitap')).toEqual(['Uğur Kitabevi']);
      expect(await names('kitaplar')).toEqual(['Uğur Kitabevi']);
    });
    it('otellerde, eczaneler and "Şükrü’nün kebabı" find their stems', async () => {
      expect(await names('otellerde')).toEqual(['Taşköprü Butik Otel', 'Ilıca Termal Otel', 'Sahil Pansiyon']);
      expect(await names('eczaneler')).toEqual(['Nöbetçi Şifa Eczanesi', 'Umut Eczanesi']);
      expect(await names('Şükrü’nün kebabı')).toEqual(['Şükrü Usta Kebap']);
      expect(await names("Şükrü'nün kebabı")).toEqual(['Şükrü Usta Kebap']);
    });
  });

  describe('ranking', () => {
    it('kebap: names first (ties by rating, then Turkish name order), then subcategory, then description', async () => {
      expect(await names('kebap')).toEqual([
        'Şükrü Usta Kebap', // name, 4.8
        'Çınar Kebap', // name, 4.5, Ç before D
        'Dürüm Kebap Evi', // name, 4.5
        'Kebapçı Halil', // name, 4.2
        'Dadaloğlu Ocakbaşı', // subcategory "Kebapçı", 4.6
        'Anadolu Sofrası', // description only, although rated 4.9
      ]);
    });
    it('one-word pages are the same whether each field group is walked by rating or collected', async () => {
      for (const q of ['kebap', 'restoranlar', 'havuz', 'otel', 'balık', 'karaisalı', 'usta', 'isik']) {
        for (const [limit, offset] of [
          [24, 0],
          [2, 1],
          [3, 4],
        ] as const) {
          const page = async (fieldGroups: 'walk' | 'collect') =>
            (await searchBusinesses(t.db, { q, limit, offset, fieldGroups })).items.map((b) => b.name);
          expect(await page('walk'), `${q} ${limit}/${offset}`).toEqual(await page('collect'));
        }
      }
      const all = (await searchBusinesses(t.db, { q: 'kebap', fieldGroups: 'walk' })).items.map((b) => b.name);
      expect(all).toEqual(await names('kebap'));
    });
    it('with filters too, and when a walk gives up early and the group is collected instead', async () => {
      const filters = [
        { district: 'seyhan' },
        { category: 'restoranlar' },
        { open: true, now: AT.monday1600 },
        { district: 'yuregir', open: true, now: AT.saturday0130 },
      ];
      for (const q of ['kebap', 'otel', 'usta', 'kafe', 'wifi']) {
        for (const f of filters) {
          for (const [limit, offset] of [
            [24, 0],
            [2, 1],
          ] as const) {
            const page = async (fieldGroups: 'walk' | 'collect', walkRows?: number) =>
              (await searchBusinesses(t.db, { q, ...f, limit, offset, fieldGroups, walkRows })).items.map((b) => b.name);
            const collected = await page('collect');
            const label = `${q} ${JSON.stringify(f)} ${limit}/${offset}`;
            expect(await page('walk'), label).toEqual(collected);
            expect(await page('walk', 1), label).toEqual(collected); // every walk stops after one row
            expect(await page('walk', 3), label).toEqual(collected);
          }
        }
      }
    });
    it('a page of businesses with every word in their name is the page that scoring every match gives', async () => {
      for (const q of ['usta', 'kebap', 'şükrü usta', 'eczanesi', 'kafe', 'otel']) {
        const all = await names(q);
        for (const [limit, offset] of [
          [1, 0],
          [2, 0],
          [2, 1],
          [3, 2],
        ] as const) {
          const found = (await searchBusinesses(t.db, { q, limit, offset })).items.map((b) => b.name);
          expect(found, `${q} ${limit}/${offset}`).toEqual(all.slice(offset, offset + limit));
        }
      }
    });
    it('counts exactly up to the count cap, then says "at least" (totalCapped) on every path, pages unchanged', async () => {
      const cases = [
        { q: 'kebap' }, // relevance, scored with a window count
        { q: 'kebap', fieldGroups: 'walk' as const }, // field groups + count
        { q: 'kebap', sort: 'name' as const }, // ordered page + count
        {}, // no query: list by rating + count
      ];
      for (const opts of cases) {
        const exact = await searchBusinesses(t.db, { ...opts, limit: 100 });
        expect(exact.totalCapped, JSON.stringify(opts)).toBe(false);
        expect(exact.total).toBeGreaterThan(2);
        const capped = await searchBusinesses(t.db, { ...opts, limit: 100, countCap: 2 });
        expect(capped, JSON.stringify(opts)).toEqual({ items: exact.items, total: 2, totalCapped: true });
        const atCap = await searchBusinesses(t.db, { ...opts, limit: 100, countCap: exact.total });
        expect(atCap).toEqual({ items: exact.items, total: exact.total, totalCapped: false });
        const pastLast = await searchBusinesses(t.db, { ...opts, limit: 10, offset: exact.total, countCap: 2 });
        expect(pastLast).toEqual({ items: [], total: 2, totalCapped: true });
      }
      const none = await searchBusinesses(t.db, { q: 'qwxzvbn', countCap: 2 });
      expect(none).toEqual({ items: [], total: 0, totalCapped: false });
    });
    it('the function says X-Total-Count-Capped: 1 only past 1,000 matches', async () => {
      const res = await callFunction(searchFn, `${searchConfig.path}?q=kebap`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe(String((await searchBusinesses(t.db, { q: 'kebap' })).total));
      expect(res.headers.has('x-total-count-capped')).toBe(false);
    });
    it('a name match outranks a feature match', async () => {
      expect(await names('havuz')).toEqual(['Olimpik Yüzme Havuzu', 'Ilıca Termal Otel']);
    });
    it('a subcategory match outranks a description match', async () => {
      expect(await names('balık')).toEqual(['Deniz Yıldızı', 'Kuzey Meyhane']);
    });
    it('several words narrow the result (every word must match)', async () => {
      expect(await names('kebap seyhan')).toEqual(['Şükrü Usta Kebap']);
      expect(await names('kebap yüreğir')).toEqual(['Çınar Kebap', 'Kebapçı Halil', 'Dadaloğlu Ocakbaşı']);
      expect(await names('usta')).toEqual(['Şükrü Usta Kebap', 'Berber Şevket Usta', 'Usta Oto Servis']);
      expect(await names('kebap qwxzvbn')).toEqual([]);
    });
    it('function words do not narrow ("ve", "en", "ile")', async () => {
      expect(await names('kebap ve lahmacun')).toEqual(['Çınar Kebap', 'Anadolu Sofrası']);
    });
  });

  describe('fields searched', () => {
    it.each([
      ['category', 'oteller', ['Taşköprü Butik Otel', 'Ilıca Termal Otel', 'Sahil Pansiyon']],
      ['subcategory', 'pastane', ['İnci Pastanesi']],
      ['features', 'canlı müzik', ['Eski Dostlar Meyhanesi', 'Gece Kuşu Bar']],
      ['features, hyphenated', 'wi-fi', ['Işık Kafe']],
      ['features, hyphen left out', 'wifi', ['Işık Kafe']],
      ['description', 'lahmacun', ['Anadolu Sofrası', 'Çınar Kebap']],
      ['address', 'reşatbey', ['Şükrü Usta Kebap']],
      ['district', 'karaisalı', ['Baraj Gölü Mesire Alanı', 'Ilıca Termal Otel', 'Ilgaz Kahvecisi']],
    ])('%s: %s', async (_field, q, expected) => {
      expect(await names(q as string)).toEqual(expected);
    });
  });

  describe('nothing rather than everything', () => {
    it.each(['qwxzvbn', 'zzzzzz', 'xqxqxq', 'gizli', 'reddedilmiş', 'onaysız'])('%s finds nothing', async (q) => {
      expect(await search({ q })).toEqual({ names: [], items: [], total: 0 });
    });
    it('only approved businesses: pending, rejected and unconfirmed ones never appear', async () => {
      const all = await search({ limit: '100' });
      expect(all.total).toBe(approvedFixtureNames.length);
      expect(new Set(all.names)).toEqual(new Set(approvedFixtureNames));
      expect(await names('lahmacun')).not.toContain('Onaysız Lahmacun Salonu');
    });
  });

  describe('filters and sorting', () => {
    it('category by slug or Turkish name, district by slug or name', async () => {
      const bySlug = await search({ category: 'restoranlar', limit: '100' });
      expect(bySlug.total).toBe(8);
      expect((await search({ category: 'Restoranlar', limit: '100' })).names).toEqual(bySlug.names);
      expect((await search({ category: 'RESTORANLAR', limit: '100' })).names).toEqual(bySlug.names);
      expect((await search({ category: 'Sağlık' })).total).toBe(3);
      expect((await search({ category: 'saglik' })).total).toBe(3);
      expect((await search({ district: 'Çukurova' })).total).toBe((await search({ district: 'cukurova' })).total);
      expect((await search({ q: 'kebap', district: 'yuregir' })).names).toEqual(['Çınar Kebap', 'Kebapçı Halil', 'Dadaloğlu Ocakbaşı']);
      expect((await search({ q: 'meyhane', district: 'Çukurova', category: 'barlar' })).names).toEqual(['Kuzey Meyhane']);
    });
    it('"all" and empty mean no filter; an unknown category or district finds nothing (200)', async () => {
      const total = approvedFixtureNames.length;
      expect((await search({ category: 'all', district: '' })).total).toBe(total);
      expect(await search({ category: 'yok-boyle-kategori' })).toEqual({ names: [], items: [], total: 0 });
      expect(await search({ q: 'kebap', district: 'istanbul' })).toEqual({ names: [], items: [], total: 0 });
    });
    it('sort=name is the Turkish alphabetical order (Ç after C, I before İ, Ö after O, Ş after S, Ü after U)', async () => {
      const { names: sorted } = await search({ sort: 'name', limit: '100' });
      expect(sorted).toEqual([...approvedFixtureNames].sort(compareTr));
      expect(sorted.indexOf('Işık Kafe')).toBeLessThan(sorted.indexOf('İnci Pastanesi'));
      expect(sorted.indexOf('Çınar Kebap')).toBeLessThan(sorted.indexOf('Dadaloğlu Ocakbaşı'));
      expect(sorted.indexOf('Sahil Pansiyon')).toBeLessThan(sorted.indexOf('Şükrü Usta Kebap'));
    });
    it('sort=rating and sort=reviews order by the number, with or without a query', async () => {
      const byRating = (await search({ sort: 'rating', limit: '100' })).items;
      expect(byRating.map((b) => b.rating)).toEqual([...byRating.map((b) => b.rating)].sort((a, b) => b - a));
      const byReviews = (await search({ q: 'kebap', sort: 'reviews' })).items;
      expect(byReviews.map((b) => b.reviewCount)).toEqual([326, 210, 120, 97, 80, 60]);
      // without q the default is rating, with q relevance
      expect((await search({ limit: '100' })).names).toEqual(byRating.map((b) => b.name));
    });
    it('pages through a list and a search with X-Total-Count', async () => {
      const full = (await search({ sort: 'name', limit: '100' })).names;
      const pages: string[] = [];
      for (let offset = 0; offset < full.length; offset += 10) {
        const page = await search({ sort: 'name', limit: '10', offset: String(offset) });
        expect(page.total).toBe(full.length);
        pages.push(...page.names);
      }
      expect(pages).toEqual(full);
      const kebap = await names('kebap');
      const kebapPages = [];
      for (const offset of [0, 2, 4]) {
        const page = await search({ q: 'kebap', limit: '2', offset: String(offset) });
        expect(page.total).toBe(6);
        kebapPages.push(...page.names);
      }
      expect(kebapPages).toEqual(kebap);
      const beyond = await search({ q: 'kebap', offset: '50' });
      expect(beyond).toEqual({ names: [], items: [], total: 6 });
    });
    it('answers list items with the public fields, cacheable by a CDN', async () => {
      const res = await call(searchFn, `${searchConfig.path}?q=işık`);
      // 30 seconds, or less when a result opens or closes sooner (decision 018).
      expect(Number(/s-maxage=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(30);
      expect(res.headers.get('x-total-count')).toBe('1');
      const [item] = res.body as Record<string, unknown>[];
      expect(Object.keys(item!).sort()).toEqual(
        [
          'address',
          'category',
          'categorySlug',
          'district',
          'features',
          'hasCampaign',
          'hours',
          'id',
          'images',
          'isFeatured',
          'isOpen',
          'latitude',
          'longitude',
          'name',
          'nextChange',
          'openNow',
          'phone',
          'priceRange',
          'priorityListing',
          'rating',
          'reviewCount',
          'subcategory',
        ].sort(),
      );
      expect(item).toMatchObject({
        name: 'Işık Kafe',
        category: 'Kafeler',
        categorySlug: 'kafeler',
        district: 'Seyhan',
        rating: 4.5,
        features: ['Wi-Fi', 'Teras'],
      });
    });
  });

  describe('open now (Europe/Istanbul)', () => {
    const openAt = async (now: Date, q?: string) =>
      (await searchBusinesses(t.db, { q, open: true, now, sort: 'name', limit: 100 })).items.map((b) => b.name);

    it('Saturday 01:30: Friday’s ranges past midnight still run; temporarily closed is never open', async () => {
      expect(await openAt(AT.saturday0130)).toEqual([
        'Baraj Gölü Mesire Alanı',
        'Beyceli Çamlık',
        'Dürüm Kebap Evi', // Friday 10:00–02:00
        'Eski Dostlar Meyhanesi', // Friday 19:00–02:00
        'Gece Kuşu Bar', // Friday 20:00–03:00
        'Ilıca Termal Otel',
        'Nöbetçi Şifa Eczanesi',
        'Sahil Pansiyon',
        'Taşköprü Butik Otel',
      ]); // not Kuzey Meyhane (18:00–01:00), not Umut Eczanesi (all day but temporarily closed)
    });
    it('Monday 01:00: Sunday’s range past midnight runs into Monday (end of the week into its start)', async () => {
      expect(await openAt(AT.monday0100)).toEqual([
        'Baraj Gölü Mesire Alanı',
        'Beyceli Çamlık',
        'Dürüm Kebap Evi',
        'Gece Fırını', // Sunday 22:00–02:00
        'Ilıca Termal Otel',
        'Nöbetçi Şifa Eczanesi',
        'Sahil Pansiyon',
        'Taşköprü Butik Otel',
      ]);
    });
    it('Monday 16:00: split shifts are closed between shifts, evening places not yet open', async () => {
      const closed = [
        'Anadolu Sofrası',
        'Eski Dostlar Meyhanesi',
        'Kuzey Meyhane',
        'Gece Kuşu Bar',
        'Umut Eczanesi',
        'Gece Fırını',
        'Saatsiz Dükkan',
      ];
      expect(await openAt(AT.monday1600)).toEqual(approvedFixtureNames.filter((n) => !closed.includes(n)).sort(compareTr));
      expect(await openAt(AT.monday1600, 'kebap')).toEqual([
        'Çınar Kebap',
        'Dadaloğlu Ocakbaşı',
        'Dürüm Kebap Evi',
        'Kebapçı Halil',
        'Şükrü Usta Kebap',
      ]);
    });
    it('Sunday noon: a place closed on Sundays is not open', async () => {
      const open = await openAt(AT.sunday1200);
      expect(open).not.toContain('Form Fitness Salonu');
      expect(open).not.toContain('Gülüş Diş Kliniği');
      expect(open).toContain('Işık Kafe');
    });
    it('open=1 on the endpoint uses the current time', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(AT.saturday0130);
        const res = await search({ q: 'meyhane', open: '1' });
        expect(res.names).toEqual(['Eski Dostlar Meyhanesi']);
        expect(res.total).toBe(1);
        // The answer says so too (decision 018): open now, with the closing time to come.
        expect(res.items[0]).toMatchObject({ openNow: true, nextChange: expect.stringMatching(/^2026-/) });
        vi.setSystemTime(AT.monday1600);
        expect((await search({ q: 'meyhane', open: '1' })).names).toEqual([]);
        expect((await search({ q: 'meyhane', open: '0' })).names).toEqual(['Eski Dostlar Meyhanesi', 'Kuzey Meyhane']);
      } finally {
        vi.useRealTimers();
      }
    });
    it('business_open_hours(hours) lists the hours of the week the ranges touch (the index for "open now")', async () => {
      const cases: [hours: unknown, expected: number[]][] = [
        [{ mon: [['09:30', '11:00']] }, [9, 10]],
        [{ mon: [['09:00', '09:01']] }, [9]],
        [{ sun: [['23:00', '01:00']] }, [0, 167]], // Sunday night into Monday
        [{ tue: [['00:00', '24:00']] }, Array.from({ length: 24 }, (_, h) => 24 + h)],
        [{}, []],
        ['text', []],
      ];
      for (const [hours, expected] of cases) {
        const result = await t.db.execute(sql`SELECT business_open_hours(${JSON.stringify(hours)}::jsonb) AS hours`);
        const row = (result as unknown as { rows: { hours: number[] }[] }).rows[0];
        expect(row?.hours.map(Number), JSON.stringify(hours)).toEqual(expected);
      }
    });
    it('business_open_at(hours, at) in SQL', async () => {
      const cases: [hours: unknown, at: Date, open: boolean][] = [
        [{ mon: [['09:00', '18:00']] }, AT.monday1600, true],
        [{ mon: [['09:00', '16:00']] }, AT.monday1600, false], // the closing minute is closed
        [{ mon: [['16:00', '18:00']] }, AT.monday1600, true], // the opening minute is open
        [
          {
            mon: [
              ['09:00', '12:00'],
              ['13:00', '15:00'],
            ],
          },
          AT.monday1600,
          false,
        ],
        [{ mon: [['00:00', '24:00']] }, AT.monday1600, true],
        [{ tue: [['00:00', '24:00']] }, AT.monday1600, false],
        [{ fri: [['22:00', '02:00']] }, AT.saturday0130, true],
        [{ sat: [['22:00', '02:00']] }, AT.saturday0130, false], // Saturday's own range starts at 22:00
        [{ sat: [['01:00', '05:00']] }, AT.saturday0130, true],
        [{ sun: [['23:00', '01:30']] }, AT.monday0100, true], // Sunday night into Monday
        [{ sun: [['23:00', '01:00']] }, AT.monday0100, false],
        [{ mon: [['18:00', '18:00']] }, AT.monday1600, false], // open equal to close: 24 hours from 18:00
        [{ sun: [['18:00', '18:00']] }, AT.monday0100, true],
        [{}, AT.monday1600, false],
        [{ mon: [['9:00', '18:00']] }, AT.monday1600, true],
        [{ mon: [['bad', 'x'], ['25:00', '26:00'], ['09:00']] }, AT.monday1600, false],
        [{ mon: 'closed' }, AT.monday1600, false],
        [[], AT.monday1600, false],
        ['text', AT.monday1600, false],
      ];
      for (const [hours, at, expected] of cases) {
        const result = await t.db.execute(
          sql`SELECT business_open_at(${JSON.stringify(hours)}::jsonb, ${at.toISOString()}::timestamptz) AS open`,
        );
        const row = (result as unknown as { rows: { open: boolean }[] }).rows[0];
        expect(row?.open, `${JSON.stringify(hours)} at ${at.toISOString()}`).toBe(expected);
      }
    });
  });

  describe('bad input: a clear 400 or a correct answer, never a 500', () => {
    it('a query over 200 characters is refused with a Turkish message', async () => {
      for (const q of ['a'.repeat(201), 'kebap '.repeat(2000)]) {
        const res = await call(searchFn, `${searchConfig.path}?q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ errors: { q: 'Arama metni en fazla 200 karakter olabilir; lütfen kısaltın.' } });
      }
      const exactly200 = `işık ${'.'.repeat(195)}`;
      expect(exactly200).toHaveLength(200);
      expect((await search({ q: exactly200 })).names).toEqual(['Işık Kafe']);
    });
    it.each(['%', '_', "'", '\\', '.*', '(', ')', '"', ':*', '&', '|', '!', '<->', "'; DROP TABLE businesses; --", '🍕🍕', '   '])(
      'q=%j answers 200 with nothing found',
      async (q) => {
        const res = await call(searchFn, `${searchConfig.path}?q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        if (q.trim() === '') expect(Number(res.headers.get('x-total-count'))).toBe(approvedFixtureNames.length);
        else expect(res.body).toEqual([]);
      },
    );
    it('q with NUL is refused at the boundary: 400 with the Turkish message', async () => {
      const res = await call(searchFn, `${searchConfig.path}?q=${encodeURIComponent('kafe\u0000')}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: { q: badTextMessage } });
    });
    it('metacharacters around real words are ignored', async () => {
      expect(await names('%kebap%')).toEqual(await names('kebap'));
      expect(await names('kebap:* | işık')).toEqual([]);
      expect(await names('🍕 kebap')).toEqual(await names('kebap'));
      expect(await names('(işık)')).toEqual(['Işık Kafe']);
    });
    it.each([
      ['limit=abc', 'limit'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=-5', 'limit'],
      ['limit=99999999999999999999', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=10001', 'offset'],
      ['offset=1.5', 'offset'],
      ['sort=popularity', 'sort'],
      ['open=yes', 'open'],
      [`category=${'x'.repeat(101)}`, 'category'],
    ])('%s → 400 naming the parameter', async (query, field) => {
      const res = await call(searchFn, `${searchConfig.path}?${query}`);
      expect(res.status).toBe(400);
      const body = res.body as { message: string; errors: Record<string, string> };
      expect(body.message).toBe('Geçersiz sorgu parametresi.');
      expect(body.errors[field]).toMatch(/[a-zçğıöşü]/);
    });
    it('POST is not allowed', async () => {
      const res = await callFunction(searchFn, searchConfig.path, { method: 'POST', noOrigin: true });
      expect(res.status).toBe(405);
    });
  });

  describe('GET /api/search/suggest', () => {
    const suggest = async (q: string) => {
      const res = await call(suggestFn, `${suggestConfig.path}?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return res.body as {
        businesses: { id: number; name: string; category: string; categorySlug: string; district: string }[];
        categories: { name: string; slug: string; businessCount: number }[];
      };
    };

    it('suggests businesses best first and categories whose name matches', async () => {
      const s = await suggest('güllü');
      expect(s.businesses[0]).toEqual({
        id: expect.any(Number),
        name: 'Güllüoğlu Baklava',
        category: 'Kafeler',
        categorySlug: 'kafeler',
        district: 'Seyhan',
      });
      expect((await suggest('rest')).categories.map((c) => c.slug)).toEqual(['restoranlar']);
      expect((await suggest('saglik')).categories.map((c) => c.name)).toEqual(['Sağlık']);
      expect((await suggest('SAĞL')).categories.map((c) => c.name)).toEqual(['Sağlık']);
      expect((await suggest('restorna')).categories.map((c) => c.slug)).toEqual(['restoranlar']);
      const cafes = await suggest('kafe');
      expect(cafes.categories).toEqual([{ name: 'Kafeler', slug: 'kafeler', businessCount: expect.any(Number) }]);
    });
    it('at most 6 businesses and 3 categories', async () => {
      const s = await suggest('a');
      expect(s).toEqual({ businesses: [], categories: [] });
      const many = await suggest('adana');
      expect(many.businesses).toHaveLength(6);
      expect(many.categories.length).toBeLessThanOrEqual(3);
    });
    it('nonsense and empty queries suggest nothing; long ones are refused', async () => {
      expect(await suggest('qwxzvbn')).toEqual({ businesses: [], categories: [] });
      expect(await suggest('')).toEqual({ businesses: [], categories: [] });
      expect(await suggest('%_\\')).toEqual({ businesses: [], categories: [] });
      const res = await call(suggestFn, `${suggestConfig.path}?q=${'ş'.repeat(201)}`);
      expect(res.status).toBe(400);
    });
  });
});

describe.each(testDrivers())('keeping the search index current on %s', (driver) => {
  let t: TestDatabase;
  let ids: Map<string, number>;

  beforeEach(async () => {
    t = await useTestDatabase(driver);
    ids = await insertSearchFixtures(t.db);
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const wordCount = async (word: string) => {
    const [row] = await t.db.select({ n: searchWords.businessCount }).from(searchWords).where(eq(searchWords.word, word));
    return row?.n ?? 0;
  };

  it('the dictionary holds every word with the number of businesses using it', async () => {
    // Şükrü Usta Kebap, Çınar Kebap, Dürüm Kebap Evi, Anadolu Sofrası (description) and the pending Gizli Kebap Evi
    expect(await wordCount('kebap')).toBe(5);
    expect(await wordCount('isik')).toBe(1);
    expect(await wordCount('işık')).toBe(0);
  });

  it('a renamed business is found by its new name after reindexBusinesses(db, [id])', async () => {
    const id = ids.get('Işık Kafe')!;
    await t.db.update(businesses).set({ name: 'Zümrüt Kahve' }).where(eq(businesses.id, id));
    expect(await names('zumrut')).toEqual([]); // not yet indexed
    const result = await reindexBusinesses(t.db, [id]);
    expect(result.businesses).toBe(1);
    expect(await names('zümrüt')).toEqual(['Zümrüt Kahve']);
    expect(await names('ışık')).toEqual([]);
    expect(await wordCount('isik')).toBe(0);
    expect(await wordCount('zumrut')).toBe(1);
    // running it again changes nothing
    expect((await reindexBusinesses(t.db, [id])).businesses).toBe(0);
    expect(await wordCount('zumrut')).toBe(1);
  });

  it('a new business is searchable once indexed; approving needs no reindex', async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'kafeler'));
    const [dist] = await t.db.select().from(districts).where(eq(districts.slug, 'seyhan'));
    const [row] = await t.db
      .insert(businesses)
      .values({ name: 'Yeni Şırdancı', categoryId: cat!.id, districtId: dist!.id, address: 'Seyhan/Adana', status: 'pending' })
      .returning({ id: businesses.id });
    await reindexBusinesses(t.db, [row!.id]);
    expect(await names('şırdan')).toEqual([]); // pending
    await t.db.update(businesses).set({ status: 'approved', approvedAt: new Date() }).where(eq(businesses.id, row!.id));
    expect(await names('şırdancı')).toEqual(['Yeni Şırdancı']);
    expect(await names('sirdan')).toEqual(['Yeni Şırdancı']);
  });

  it('a full reindex after renaming a category updates every business in it', async () => {
    await t.db.update(categories).set({ name: 'Lokantalar' }).where(eq(categories.slug, 'restoranlar'));
    await reindexBusinesses(t.db);
    expect((await search({ q: 'lokanta' })).total).toBe(8);
    expect(await wordCount('restoranlar')).toBe(0);
    expect(await wordCount('lokantalar')).toBe(11);
  });

  it('ids that do not exist are ignored', async () => {
    expect(await reindexBusinesses(t.db, [999_999, -1, 0])).toMatchObject({ businesses: 0 });
    expect(await reindexBusinesses(t.db, [])).toMatchObject({ businesses: 0 });
  });
});
