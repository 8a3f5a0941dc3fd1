/**
 * GET /api/categories/{slug}: one category (slug `restoranlar`, or its name `Restoranlar`) with its number
 * of approved businesses. Unknown: 404 {"message": "Kategori bulunamadı."}.
 */
import { db } from '#platform/db.ts';
import { handler, json, notFound, publicCache } from '#api/http.ts';
import { findCategory, toApiCategory } from '#features/directory/public.ts';

export default handler({
  GET: async (_req, ctx) => {
    const category = await findCategory(await db(), ctx.params.slug ?? '');
    if (!category) throw notFound('Kategori bulunamadı.');
    return json(toApiCategory(category), { headers: publicCache(60) });
  },
});

export const config = { path: '/api/categories/:slug' };
