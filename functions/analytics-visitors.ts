/**
 * GET /api/analytics/visitors: the summary of the last 30 days for /analytics: totalVisits, uniqueVisitors
 * (the sum of each day's distinct visitors: visitor hashes of different days cannot be linked, PD18),
 * countryCount, activeDays, topCountries and topPages (5 each). Aggregates only (PD19).
 */
import { handler, json, publicCache } from '#api/http.ts';
import { summarize, windowDays } from '#features/statistics/public-stats.ts';

export default handler({ auth: 'public' }, {
  GET: async (_req, { db }) => json(summarize(await windowDays(db)), { headers: publicCache(60) }),
});

export const config = { path: '/api/analytics/visitors' };
