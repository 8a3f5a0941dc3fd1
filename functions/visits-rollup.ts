/**
 * Scheduled hourly: rolls visitor_stats into daily_stats (idempotent; today again each run) and deletes raw
 * visits older than 90 days (src/features/statistics/rollup.ts). Safe with several instances.
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { rollupVisits } from '#features/statistics/rollup.ts';

export default async function visitsRollup(): Promise<Response> {
  const result = await rollupVisits(await db());
  log.info('visits rolled up', { days: result.days.length, deleted: result.deleted });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '@hourly' };
