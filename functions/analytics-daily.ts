/**
 * GET /api/analytics/daily (spec §7): the days of the last 30 with visits, newest first:
 * [{date, totalVisits, uniqueVisitors, countries (JSON text), topPages (JSON text)}]. Aggregates only (PD19).
 * Computed at most once a minute whatever the query string (#features/statistics/public-cache.ts).
 * A literal path: it wins over the owners' /api/analytics/:id (src/server/functions.ts sorts literal first).
 */
import { handler, json, publicCache } from '#api/http.ts';
import { cachedWindowDays, publicStatsHeaders } from '#features/statistics/public-cache.ts';
import { dailyRows } from '#features/statistics/public-stats.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (_req, { db }) => json(dailyRows(await cachedWindowDays(db)), { headers: publicStatsHeaders(publicCache(60)) }),
  },
);

export const config = { path: '/api/analytics/daily' };
