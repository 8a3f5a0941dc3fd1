/**
 * GET /api/businesses: approved businesses, one page (spec §7 keeps the array shape).
 *   ?category=  slug or name (`restoranlar`, `Restoranlar`); empty or `all`: no filter
 *   ?district=  slug or name (`cukurova`, `Çukurova`); empty or `all`: no filter
 *   ?featured=1 featured only
 *   ?ids=1,2,3  these businesses only (at most 100; the favourites page)
 *   ?sort=      recommended (default: featured first, then rating) | rating | name (Turkish order) | reviews | newest
 *   ?limit=     1-100, default 24 (above 100: clamped to 100)   ?offset= 0-100000
 * Answers the items and `X-Total-Count`; a malformed parameter is 400 with a Turkish message per field.
 */
import { db } from '../src/api/db.ts';
import { handler, json, publicCache, readQuery } from '../src/api/http.ts';
import { listBusinesses, listHeaders, listQuerySchema } from '../src/data/listing.ts';

export default handler({
  GET: async (req) => {
    const { sort, limit, offset, ...filters } = readQuery(req, listQuerySchema);
    const { items, total } = await listBusinesses(await db(), filters, { sort, limit, offset });
    return json(items, { headers: { ...publicCache(60), ...listHeaders(total) } });
  },
});

export const config = { path: '/api/businesses' };
