/**
 * GET /api/analytics/:id (spec §7; decision 011): the last 30 days of business `id`'s counts, to an approved
 * owner of that business only (401 without login, 403 for anyone else, 404 for an unknown business).
 * The path takes digits only (`:id(\d+)`), so `/api/analytics/events`, `/daily`, `/visitors` (other
 * functions) are never answered here, locally or on Netlify (which compiles the pattern to a regex).
 */
import { handler, json, pathId } from '#api/http.ts';
import { businessAnalyticsFor } from '#features/owners/analytics.ts';

export default handler(
  { auth: 'user', before: (req, ctx) => void pathId(req, ctx, 'İşletme') },
  {
    GET: async (req, ctx) => json(await businessAnalyticsFor(ctx.db, pathId(req, ctx, 'İşletme'), ctx.caller.user.id)),
  },
);

export const config = { path: '/api/analytics/:id(\\d+)' };
