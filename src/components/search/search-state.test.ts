import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';
import { cleanQuery, isUnfiltered, mapHref, parseSearchParams, searchApiUrl, searchPageHref } from './search-state.ts';

const known = { categories: ['kafeler', 'restoranlar'], districts: ['seyhan', 'cukurova'] };

describe('the search page state in the URL', () => {
  it('reads q, category, district and sort; empty, "all" and unknown values mean no filter', () => {
    expect(parseSearchParams('?q=%20%C4%B1%C5%9F%C4%B1k%20%20kafe%20&category=kafeler&district=seyhan&sort=rating', known)).toEqual({
      q: 'ışık kafe',
      category: 'kafeler',
      district: 'seyhan',
      open: false,
      sort: 'rating',
    });
    expect(parseSearchParams('?category=all&district=', known)).toEqual({
      q: '',
      category: 'all',
      district: 'all',
      open: false,
      sort: 'relevance',
    });
    expect(parseSearchParams('?open=1', known).open).toBe(true);
    expect(parseSearchParams('?open=yes', known).open).toBe(false);
    expect(parseSearchParams('?category=yok&district=Seyhan&sort=drop', known)).toMatchObject({
      category: 'all',
      district: 'seyhan',
      sort: 'relevance',
    });
    expect(isUnfiltered(parseSearchParams('?sort=name', known))).toBe(true);
  });

  it('writes only what differs from the defaults, encoded', () => {
    const s = parseSearchParams('?q=şükrü usta&category=restoranlar', known);
    expect(searchPageHref(s)).toBe('/search?q=%C5%9F%C3%BCkr%C3%BC+usta&category=restoranlar');
    expect(searchPageHref(parseSearchParams('', known))).toBe('/search');
    expect(mapHref({ ...s, sort: 'name' })).toBe('/map?q=%C5%9F%C3%BCkr%C3%BC+usta&category=restoranlar');
    expect(searchApiUrl(s, 24)).toBe(
      '/api/businesses/search?q=%C5%9F%C3%BCkr%C3%BC+usta&category=restoranlar&district=all&sort=relevance&limit=24&offset=24',
    );
    // Open now: in the page's address and the API's, not in the map's (the map has no such filter yet).
    const open = { ...s, open: true };
    expect(searchPageHref(open)).toBe('/search?q=%C5%9F%C3%BCkr%C3%BC+usta&category=restoranlar&open=1');
    expect(searchApiUrl(open)).toContain('&open=1&');
    expect(isUnfiltered(parseSearchParams('?open=1', known))).toBe(false);
  });

  it('caps very long queries', () => {
    expect(cleanQuery('a'.repeat(10_000))).toHaveLength(200);
    expect(cleanQuery(null)).toBe('');
  });
});

describe('highlighting a suggestion', () => {
  it('marks the match whatever the Turkish letters or case', () => {
    expect(highlightParts('Şükrü Usta Kebap', 'sukru')).toEqual([
      { text: 'Şükrü', match: true },
      { text: ' Usta Kebap', match: false },
    ]);
    expect(highlightParts('Işık Kafe', 'KAFE')).toEqual([
      { text: 'Işık ', match: false },
      { text: 'Kafe', match: true },
    ]);
    expect(highlightParts('Köşk Kahve Evi', 'ev')).toEqual([
      { text: 'Köşk Kahve ', match: false },
      { text: 'Ev', match: true },
      { text: 'i', match: false },
    ]);
    expect(highlightParts('İnci Pastanesi', 'zzz')).toEqual([{ text: 'İnci Pastanesi', match: false }]);
  });

  it('asks the API for the nearest first only with a position; the search without filters drops intent words (decision 027)', async () => {
    const { withoutFilters, wantsNear } = await import('./search-state.ts');
    const near = parseSearchParams('?q=kafe&sort=distance', known);
    expect(wantsNear(near)).toBe(true);
    expect(searchApiUrl(near)).toContain('sort=relevance');
    expect(searchApiUrl(near, 0, 24, { latitude: 37.001234, longitude: 35.321 })).toContain('sort=distance&near=37.00123%2C35.32100');
    const typed = parseSearchParams('?q=yak%C4%B1n%C4%B1mdaki+kafe', known);
    expect(wantsNear(typed)).toBe(true);
    expect(searchApiUrl(typed, 0, 24, { latitude: 37, longitude: 35 })).toContain('near=37.00000%2C35.00000');
    expect(wantsNear(parseSearchParams('?q=kafe', known))).toBe(false);
    expect(withoutFilters(parseSearchParams('?q=a%C3%A7%C4%B1k+eczane&district=seyhan&open=1&sort=distance', known))).toEqual({
      q: 'eczane',
      category: 'all',
      district: 'all',
      open: false,
      sort: 'relevance',
    });
  });
});
