/**
 * GET /api/search/suggest?q=: the header search box's autocomplete.
 * {"businesses": [{id, name, category, categorySlug, district}] (at most 6, best match first),
 *  "categories": [{name, slug, businessCount}] (at most 3, categories whose name matches)}.
 * Same text rules as /api/businesses/search; q at most 200 characters (400 beyond); an empty q answers
 * empty lists. CDN-cacheable for 30 seconds.
 */
import { handler, json, publicCache, readQuery } from '#api/http.ts';
import { suggest } from '#features/search/search.ts';
import { suggestParamsSchema } from '#lib/search/params.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (req, { db }) => {
      const { q } = readQuery(req, suggestParamsSchema);
      const answer = q ? await suggest(db, q) : { businesses: [], categories: [] };
      return json(answer, { headers: publicCache(30) });
    },
  },
);

export const config = { path: '/api/search/suggest' };
