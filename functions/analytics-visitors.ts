/**
 * GET /api/analytics/visitors: the summary of the last 30 days for /analytics: totalVisits, uniqueVisitors
 * (the sum of each day's distinct visitors: visitor hashes of different days cannot be linked, PD18),
 * countryCount, activeDays, topCountries and topPages (5 each). Aggregates only (PD19). Computed at most once a minute whatever the query string
 * (#features/statistics/public-cache.ts).
 */
import { handler, json, publicCache } from '#api/http.ts';
import { cachedWindowDays, publicStatsHeaders } from '#features/statistics/public-cache.ts';
import { summarize } from '#features/statistics/public-stats.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (_req, { db }) => json(summarize(await cachedWindowDays(db)), { headers: publicStatsHeaders(publicCache(60)) }),
  },
);

export const config = { path: '/api/analytics/visitors' };
