/**
 * GET /api/analytics/daily (spec §7): the days of the last 30 with visits, newest first:
 * [{date, totalVisits, uniqueVisitors, countries (JSON text), topPages (JSON text)}]. Aggregates only (PD19).
 * A literal path: it wins over the owners' /api/analytics/:id (src/server/functions.ts sorts literal first).
 */
import { handler, json, publicCache } from '#api/http.ts';
import { dailyRows, windowDays } from '#features/statistics/public-stats.ts';

export default handler({ auth: 'public' }, {
  GET: async (_req, { db }) => json(dailyRows(await windowDays(db)), { headers: publicCache(60) }),
});

export const config = { path: '/api/analytics/daily' };
