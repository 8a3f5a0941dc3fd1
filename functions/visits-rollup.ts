/**
 * Scheduled hourly: rolls visitor_stats into daily_stats (idempotent; today again each run) and deletes raw
 * visits older than 90 days (src/features/statistics/rollup.ts), and the view origins (sources and search
 * words of the owners' detailed statistics) after their retention (view-origins.ts). Safe with several instances.
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { rollupVisits } from '#features/statistics/rollup.ts';
import { pruneViewOrigins } from '#features/statistics/view-origins.ts';

export default async function visitsRollup(): Promise<Response> {
  const handle = await db();
  const result = await rollupVisits(handle);
  const origins = await pruneViewOrigins(handle);
  log.info('visits rolled up', { days: result.days.length, deleted: result.deleted, viewOriginsDeleted: origins });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '@hourly' };
