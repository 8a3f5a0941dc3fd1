/**
 * GET /api/analytics/:id (spec §7; issue 13): the last 30 days of business `id`'s counts, to an approved
 * owner of that business only (401 without login, 403 for anyone else, 404 for an unknown business).
 * The path takes digits only (`:id(\d+)`), so `/api/analytics/events`, `/daily`, `/visitors` (other
 * functions) are never answered here, locally or on Netlify (which compiles the pattern to a regex).
 */
import { handler, json, parseId } from '#api/http.ts';
import { requireUser } from '#api/session.ts';
import { businessAnalyticsFor } from '#features/owners/analytics.ts';
import { db } from '#platform/db.ts';

export default handler({
  GET: async (req, ctx) => {
    const id = parseId(ctx.params.id ?? new URL(req.url).pathname.split('/')[3], 'İşletme');
    const database = await db();
    const { user } = await requireUser(req, database);
    return json(await businessAnalyticsFor(database, id, user.id));
  },
});

export const config = { path: '/api/analytics/:id(\\d+)' };
