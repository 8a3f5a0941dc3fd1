/**
 * GET /api/categories/{slug}: one category (slug `restoranlar`, or its name `Restoranlar`) with its number
 * of approved businesses. Unknown: 404 {"message": "Kategori bulunamadı."}.
 */
import { handler, json, notFound, publicCache } from '#api/http.ts';
import { findCategory, toApiCategory } from '#features/businesses/public.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (_req, { db, params }) => {
      const category = await findCategory(db, params.slug ?? '');
      if (!category) throw notFound('Kategori bulunamadı.');
      return json(toApiCategory(category), { headers: publicCache(60) });
    },
  },
);

export const config = { path: '/api/categories/:slug' };
