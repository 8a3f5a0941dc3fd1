/**
 * GET /api/businesses/featured: approved featured businesses, one page. The same parameters as
 * /api/businesses (`district`, `category`, `sort`, `limit`, `offset`); sorted by rating unless `sort` says
 * otherwise. Answers the items (with `openNow` and `nextChange`) and `X-Total-Count`; cached until the first
 * change of those at most (src/features/businesses/open-now.ts).
 */
import { handler, json, readQuery } from '#api/http.ts';
import { listBusinesses, listHeaders, listQuerySchema } from '#features/businesses/lists.ts';
import { openNowCache, withOpenNowOf } from '#features/businesses/open-now.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (req, { db }) => {
      const { sort, limit, offset, ...filters } = readQuery(req, listQuerySchema);
      const { items, total } = await listBusinesses(db, { ...filters, featured: true }, { sort, limit, offset });
      const now = new Date();
      const answer = await withOpenNowOf(db, items, now);
      return json(answer, { headers: { ...openNowCache(answer, now, 60), ...listHeaders(total) } });
    },
  },
);

export const config = { path: '/api/businesses/featured' };
