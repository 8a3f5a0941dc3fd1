/**
 * GET /api/businesses/search: approved businesses, best match first (src/features/search/search.ts).
 *
 *   q         text, Turkish-aware (case and diacritics, prefixes, typos, suffixes); at most 200 characters
 *             (400 beyond). Without q: a list with the filters only. Nothing searchable in q (only
 *             punctuation or emoji), or a word that matches nothing: an empty list. A word in most
 *             businesses (with 1,000+ of them; "adana", in every address) ranks but does not narrow: a
 *             query of only such words lists by rating.
 *   category  slug or name ("restoranlar", "Restoranlar"); "all" or empty: every category
 *   district  slug or name ("cukurova", "Çukurova"); "all" or empty: every district
 *             An unknown category or district answers an empty list (200), not an error.
 *   open=1    open now (Europe/Istanbul) by the opening hours and not temporarily closed
 *   sort      relevance (default with q) | rating (default without) | name (Turkish order) | reviews |
 *             distance (nearest first, those without coordinates last; needs near)
 *   near      "LAT,LNG" (the visitor's position): each item also gets `distanceKm` (one decimal; null
 *             without coordinates); malformed, or sort=distance without it: 400
 *   limit     1–100 (default 24); offset 0–10000
 *
 * Answer: an array of list items (id, name, category, categorySlug, subcategory, district, address,
 * latitude, longitude, rating, reviewCount, phone, priceRange, images, features, hours, isOpen,
 * isFeatured, and `openNow`/`nextChange` computed now in Europe/Istanbul); the number of matches in `X-Total-Count`, counted exactly up to 1,000: with more, the
 * header says 1000 and `X-Total-Count-Capped: 1` is added ("at least 1,000"; more pages may follow while
 * pages come back full); CDN-cacheable for 30 seconds, or until the first `nextChange` in the answer if sooner.
 * An empty first page of a text search may carry `X-Search-Suggestion` (percent-encoded): a nearby query that
 * finds something ("Bunu mu demek istediniz?", src/features/search/did-you-mean.ts).
 * Bad parameters: 400 with a Turkish message per field.
 */
import { handler, json, readQuery } from '#api/http.ts';
import { openNowCache, withOpenNowOf } from '#features/businesses/open-now.ts';
import { searchBusinesses } from '#features/search/search.ts';
import { didYouMean } from '#features/search/did-you-mean.ts';
import { searchParamsSchema } from '#lib/search/params.ts';
import { encodeSuggestion, SEARCH_SUGGESTION_HEADER } from '#lib/contract/search.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (req, { db }) => {
      const params = readQuery(req, searchParamsSchema);
      const { items, total, totalCapped } = await searchBusinesses(db, params);
      const suggestion = items.length === 0 && !params.offset && params.q ? await didYouMean(db, params) : null;
      const now = new Date();
      const answer = await withOpenNowOf(db, items, now);
      return json(answer, {
        headers: {
          ...openNowCache(answer, now, 30),
          'X-Total-Count': String(total),
          ...(totalCapped ? { 'X-Total-Count-Capped': '1' } : {}),
          ...(suggestion ? { [SEARCH_SUGGESTION_HEADER]: encodeSuggestion(suggestion) } : {}),
        },
      });
    },
  },
);

export const config = { path: '/api/businesses/search' };
