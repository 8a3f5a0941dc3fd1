/**
 * "Bunu mu demek istediniz?" (decision 015) on every driver, through GET /api/businesses/search: an empty first
 * page carries `X-Search-Suggestion`, a nearby query that finds something under the same filters; a typo
 * that must not be corrected into another kind of place ("hastahne" is not "pastane") gets the suggestion,
 * never the results; words with nothing near them get none.
 */
import { describe, expect, it } from 'vitest';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, getJsonOf } from '#tests/helpers/factories.ts';
import { insertSearchFixtures, seyhanPlace, type SearchFixture } from '#tests/fixtures/search-businesses.ts';
import { decodeSuggestion, SEARCH_SUGGESTION_HEADER } from '#lib/contract/search.ts';
import { closestWords } from '#features/search/did-you-mean.ts';
import searchFn, { config as searchConfig } from '../../functions/businesses-search.ts';

const place = seyhanPlace;

const places: SearchFixture[] = [
  place('İnci Pastanesi', 'kafeler', 'Pastane', 'Yaş pasta ve kurabiye.'),
  place('Güllüoğlu Baklava', 'kafeler', 'Baklavacı'),
  place('Umut Eczanesi', 'saglik', 'Eczane'),
  place('Kebapçı Halil Usta', 'restoranlar', 'Kebapçı'),
];

describe('closestWords', () => {
  it("whole words within the search's own typo tolerance, a third of the letters at most, closest first", () => {
    const words = [
      { word: 'pastane', businessCount: 3 },
      { word: 'pastanesi', businessCount: 9 },
      { word: 'hastaneler', businessCount: 1 },
      { word: 'kebap', businessCount: 50 },
    ];
    expect(closestWords('hastahne', words)).toEqual(['pastane']);
    expect(closestWords('pastne', words, 5)).toEqual(['pastane']);
    expect(closestWords('kebp', words)).toEqual(['kebap']);
    expect(closestWords('keb', words)).toEqual([]); // too short to guess
    expect(closestWords('burger', [{ word: 'berber', businessCount: 9 }])).toEqual([]); // two letters of six
    expect(closestWords('noter', [{ word: 'nota', businessCount: 9 }])).toEqual([]);
  });
});

describe.each(testDrivers())('did you mean on %s', (driver) => {
  databaseFor(driver, { setup: async ({ db }) => void (await insertSearchFixtures(db, places)) });

  async function search(params: Record<string, string>) {
    const res = await getJsonOf(searchFn, `${searchConfig.path}?${new URLSearchParams(params)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      names: (res.body as { name: string }[]).map((b) => b.name),
      suggestion: decodeSuggestion(res.headers.get(SEARCH_SUGGESTION_HEADER)),
    };
  }

  it('a typo of a word of another kind of place: no results, a suggestion that finds', async () => {
    expect(await search({ q: 'hastahne' })).toEqual({ names: [], suggestion: 'pastane' });
    expect(await search({ q: 'hastane' })).toEqual({ names: [], suggestion: 'pastane' });
    // the suggestion finds what it promises
    expect((await search({ q: 'pastane' })).names).toEqual(['İnci Pastanesi']);
  });

  it('keeps the other words as typed and the filters', async () => {
    expect(await search({ q: 'Hastahne Seyhan' })).toEqual({ names: [], suggestion: 'pastane Seyhan' });
    // under a filter where the suggestion would find nothing, none is offered
    expect(await search({ q: 'hastahne', category: 'saglik' })).toEqual({ names: [], suggestion: null });
  });

  it('words with nothing near them, and searches that find, carry no suggestion', async () => {
    expect(await search({ q: 'qwxzvbn' })).toEqual({ names: [], suggestion: null });
    expect(await search({ q: 'veteriner' })).toEqual({ names: [], suggestion: null });
    expect(await search({ q: 'baklava' })).toEqual({ names: ['Güllüoğlu Baklava'], suggestion: null });
    // a typo the search corrects itself finds, without a suggestion
    expect(await search({ q: 'eczne' })).toEqual({ names: ['Umut Eczanesi'], suggestion: null });
    // every word exists, the combination finds nothing: the spelling is not the problem
    expect(await search({ q: 'kebap pastane' })).toEqual({ names: [], suggestion: null });
  });
});
