/**
 * GET /api/analytics/daily (spec §7): the days of the last 30 with visits, newest first:
 * [{date, totalVisits, uniqueVisitors, countries (JSON text), topPages (JSON text)}]. Aggregates only (PD19).
 * A literal path: it wins over the owners' /api/analytics/:id (src/server/functions.ts sorts literal first).
 */
import { handler, json, publicCache } from '#api/http.ts';
import { dailyRows, windowDays } from '#features/statistics/public-stats.ts';
import { db } from '#platform/db.ts';

export default handler({
  GET: async () => json(dailyRows(await windowDays(await db())), { headers: publicCache(60) }),
});

export const config = { path: '/api/analytics/daily' };
