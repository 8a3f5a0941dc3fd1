/**
 * GET /api/businesses/category/{categoryName}: approved businesses of one category, named by its Turkish
 * name (`Restoranlar`, as the spec's home page asks) or its slug (`restoranlar`). The same parameters as
 * /api/businesses except `category`; each item with `openNow` and `nextChange` (see /api/businesses). Unknown category: 404 {"message": "Kategori bulunamadı."}.
 */
import { handler, json, notFound, readQuery } from '#api/http.ts';
import { listBusinesses, listHeaders, listQuerySchema } from '#features/businesses/lists.ts';
import { openNowCache, withOpenNowOf } from '#features/businesses/open-now.ts';
import { findCategory } from '#features/businesses/public.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (req, { db, params }) => {
      const { sort, limit, offset, category: _ignored, ...filters } = readQuery(req, listQuerySchema);
      const category = await findCategory(db, params.categoryName ?? '');
      if (!category) throw notFound('Kategori bulunamadı.');
      const { items, total } = await listBusinesses(db, { ...filters, categoryId: category.id }, { sort, limit, offset });
      const now = new Date();
      const answer = await withOpenNowOf(db, items, now);
      return json(answer, { headers: { ...openNowCache(answer, now, 60), ...listHeaders(total) } });
    },
  },
);

export const config = { path: '/api/businesses/category/:categoryName' };
