/**
 * The public statistics (/api/analytics/visitors and /daily) computed at most once a minute per instance,
 * whatever the query string (decision 024: a throwaway parameter made every call aggregate today's raw rows).
 * The answer is shared by both endpoints; the CDN is told to ignore the query string too (`Netlify-Vary`).
 * A local run with SCHEDULE_INTERVAL_SECONDS (tests) keeps it no longer than that interval.
 */
import type { Db } from '#db/client.ts';
import { windowDays } from './public-stats.ts';
import type { DayTotals } from './rollup.ts';

const PUBLIC_STATS_TTL_SECONDS = 60;

const memo = new WeakMap<Db, { until: number; days: Promise<DayTotals[]> }>();

function ttlMs(): number {
  const every = Number(process.env.SCHEDULE_INTERVAL_SECONDS || 0);
  return (every > 0 ? Math.min(every, PUBLIC_STATS_TTL_SECONDS) : PUBLIC_STATS_TTL_SECONDS) * 1000;
}

/** The window's days, shared for PUBLIC_STATS_TTL_SECONDS (a failed computation is not kept). */
export function cachedWindowDays(db: Db, now = Date.now()): Promise<DayTotals[]> {
  const hit = memo.get(db);
  if (hit && hit.until > now) return hit.days;
  const days = windowDays(db);
  memo.set(db, { until: now + ttlMs(), days });
  days.catch(() => memo.delete(db));
  return days;
}

/** Cache headers of the public statistics: 60 s at the CDN, one cached answer for every query string. */
export const publicStatsHeaders = (cache: Record<string, string>) => ({ ...cache, 'Netlify-Vary': 'query=none' });
