/**
 * GET /api/categories: every category in display order with its number of approved businesses
 * (spec §7): [{ id, name, slug, icon, color, description, businessCount }]. CDN-cacheable for a minute.
 */
import { handler, json, publicCache } from '#api/http.ts';
import { listCategories, toApiCategory } from '#features/businesses/public.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (_req, { db }) => json((await listCategories(db)).map(toApiCategory), { headers: publicCache(60) }),
  },
);

export const config = { path: '/api/categories' };
