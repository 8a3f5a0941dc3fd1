/**
 * GET /api/businesses/featured: approved featured businesses, one page. The same parameters as
 * /api/businesses (`district`, `category`, `sort`, `limit`, `offset`); sorted by rating unless `sort` says
 * otherwise. Answers the items and `X-Total-Count`.
 */
import { db } from '#platform/db.ts';
import { handler, json, publicCache, readQuery } from '#api/http.ts';
import { listBusinesses, listHeaders, listQuerySchema } from '#features/directory/lists.ts';

export default handler({
  GET: async (req) => {
    const { sort, limit, offset, ...filters } = readQuery(req, listQuerySchema);
    const { items, total } = await listBusinesses(await db(), { ...filters, featured: true }, { sort, limit, offset });
    return json(items, { headers: { ...publicCache(60), ...listHeaders(total) } });
  },
});

export const config = { path: '/api/businesses/featured' };
