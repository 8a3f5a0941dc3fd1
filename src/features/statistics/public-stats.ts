/**
 * What /analytics shows (aggregates only, PD19): the daily rows of the last ANALYTICS_WINDOW_DAYS days and
 * their summary. Past days come from `daily_stats`; today, and any day the rollup has not reached yet, are
 * computed live from the raw rows (so the page shows visits made a moment ago).
 */
import { and, desc, gte, lte } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { dailyStats } from '#db/schema/index.ts';
import { ANALYTICS_WINDOW_DAYS, TOP_LIST_SIZE, type DailyStatRow, type VisitorSummary } from '#lib/contract/statistics.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { daysBefore, liveDay, rawDays, type DayTotals } from './rollup.ts';

/** The days of the window, newest first, each with its totals (days without visits are left out). */
export async function windowDays(db: Db, now = new Date(), days = ANALYTICS_WINDOW_DAYS): Promise<DayTotals[]> {
  const today = istanbulDateKey(now);
  const from = daysBefore(today, days - 1);
  const stored = await db
    .select()
    .from(dailyStats)
    .where(and(gte(dailyStats.date, from), lte(dailyStats.date, today)))
    .orderBy(desc(dailyStats.date));
  const byDate = new Map<string, DayTotals>(stored.filter((r) => r.date !== today).map((r) => [r.date, r]));
  const unrolled = (await rawDays(db, from)).filter((d) => d <= today && (d === today || !byDate.has(d)));
  for (const date of unrolled) byDate.set(date, await liveDay(db, date));
  return [...byDate.values()].filter((d) => d.totalVisits > 0).sort((a, b) => b.date.localeCompare(a.date));
}

const top = (counts: Record<string, number>, n = TOP_LIST_SIZE) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'tr'))
    .slice(0, n);

/** GET /api/analytics/daily rows: countries and topPages as JSON text (spec §7). */
export function dailyRows(days: DayTotals[]): DailyStatRow[] {
  return days.map((d) => ({
    date: d.date,
    totalVisits: d.totalVisits,
    uniqueVisitors: d.uniqueVisitors,
    countries: JSON.stringify(d.countries),
    topPages: JSON.stringify(Object.fromEntries(top(d.topPages))),
  }));
}

function merge(into: Record<string, number>, add: Record<string, number>) {
  for (const [k, v] of Object.entries(add)) into[k] = (into[k] ?? 0) + v;
}

/** GET /api/analytics/visitors: the window's summary. */
export function summarize(days: DayTotals[], now = new Date(), window = ANALYTICS_WINDOW_DAYS): VisitorSummary {
  const countries: Record<string, number> = {};
  const pages: Record<string, number> = {};
  for (const d of days) {
    merge(countries, d.countries);
    merge(pages, d.topPages);
  }
  const to = istanbulDateKey(now);
  return {
    days: window,
    from: daysBefore(to, window - 1),
    to,
    totalVisits: days.reduce((s, d) => s + d.totalVisits, 0),
    uniqueVisitors: days.reduce((s, d) => s + d.uniqueVisitors, 0),
    countryCount: Object.keys(countries).length,
    activeDays: days.filter((d) => d.totalVisits > 0).length,
    topCountries: top(countries).map(([name, visits]) => ({ name, visits })),
    topPages: top(pages).map(([path, visits]) => ({ path, visits })),
  };
}
