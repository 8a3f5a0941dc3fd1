/**
 * Daily totals (decision 014): `visitor_stats` rows rolled into one `daily_stats` row per day, and the raw rows
 * deleted after RAW_RETENTION_DAYS (said on /privacy). Idempotent: a day's row is always recomputed from
 * all of that day's raw rows and replaces the previous one (INSERT … ON CONFLICT (date) DO UPDATE), so
 * running the rollup twice, or on two instances at once, gives the same row.
 *
 * Unique visitors of a day = distinct visitor hashes of that day. Hashes of different days cannot be
 * linked (the salt changes daily, PD18), so "unique visitors" over several days is the sum of the days'.
 */
import { gte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Row } from '#db/client.ts';
import { dailyStats, visitorStats } from '#db/schema/index.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { pruneRateLimits } from '#platform/rate-limit.ts';

/** Raw visits are kept this long (then only the daily totals). */
export const RAW_RETENTION_DAYS = 90;
/** How many pages and referrers a day's row keeps. */
export const DAILY_TOP = 20;
/** A page enters a day's public top list only with this many distinct visitors that day (decision 024). */
export const TOP_PAGE_MIN_VISITORS = 3;

/** YYYY-MM-DD of `days` before `date` (calendar arithmetic on the date key). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The SELECT computing one day's totals from the raw rows (date, total_visits, unique_visitors, top_pages, top_referrers, countries). */
function daySummary(date: string): SQL {
  return sql`
    WITH v AS (SELECT page, referrer, country, ip_hash FROM ${visitorStats} WHERE date = ${date}::varchar),
         p AS (SELECT page AS k, count(*)::int AS c FROM v GROUP BY page
               HAVING count(DISTINCT ip_hash) >= ${TOP_PAGE_MIN_VISITORS}::int ORDER BY c DESC, page LIMIT ${DAILY_TOP}::int),
         r AS (SELECT referrer AS k, count(*)::int AS c FROM v WHERE referrer IS NOT NULL GROUP BY referrer ORDER BY c DESC, referrer LIMIT ${DAILY_TOP}::int),
         c AS (SELECT country AS k, count(*)::int AS c FROM v GROUP BY country)
    SELECT ${date}::varchar AS date,
           (SELECT count(*)::int FROM v) AS total_visits,
           (SELECT count(DISTINCT ip_hash)::int FROM v) AS unique_visitors,
           coalesce((SELECT jsonb_object_agg(k, c) FROM p), '{}'::jsonb) AS top_pages,
           coalesce((SELECT jsonb_object_agg(k, c) FROM r), '{}'::jsonb) AS top_referrers,
           coalesce((SELECT jsonb_object_agg(k, c) FROM c), '{}'::jsonb) AS countries`;
}

export interface DayTotals {
  date: string;
  totalVisits: number;
  uniqueVisitors: number;
  topPages: Record<string, number>;
  topReferrers: Record<string, number>;
  countries: Record<string, number>;
}

const jsonOf = (v: unknown): Record<string, number> =>
  typeof v === 'string' ? (JSON.parse(v) as Record<string, number>) : ((v as Record<string, number> | null) ?? {});

function totalsOf(row: Row): DayTotals {
  return {
    date: String(row.date),
    totalVisits: Number(row.total_visits ?? 0),
    uniqueVisitors: Number(row.unique_visitors ?? 0),
    topPages: jsonOf(row.top_pages),
    topReferrers: jsonOf(row.top_referrers),
    countries: jsonOf(row.countries),
  };
}

/** One day's totals computed now from the raw rows (today's live numbers), without writing anything. */
export async function liveDay(db: Db, date: string): Promise<DayTotals> {
  const [row] = rowsOf(await db.execute(daySummary(date)));
  return totalsOf(row ?? { date });
}

/** Rolls one day up (replacing its row). A day without raw rows is left alone (its raw rows may be purged). */
export async function rollupDay(db: Db, date: string): Promise<DayTotals | null> {
  const rows = rowsOf(
    await db.execute(sql`
      INSERT INTO ${dailyStats} (date, total_visits, unique_visitors, top_pages, top_referrers, countries)
      SELECT * FROM (${daySummary(date)}) s WHERE s.total_visits > 0
      ON CONFLICT (date) DO UPDATE SET total_visits = excluded.total_visits, unique_visitors = excluded.unique_visitors,
        top_pages = excluded.top_pages, top_referrers = excluded.top_referrers, countries = excluded.countries, updated_at = now()
      RETURNING date, total_visits, unique_visitors, top_pages, top_referrers, countries`),
  );
  return rows[0] ? totalsOf(rows[0]) : null;
}

/**
 * The distinct days that have raw rows (from `from` on), by a loose index scan: one index probe per day
 * instead of reading every row.
 */
export async function rawDays(db: Db, from = '0000-00-00'): Promise<string[]> {
  return rowsOf(
    await db.execute(sql`
      WITH RECURSIVE d AS (
        SELECT min(date) AS date FROM ${visitorStats} WHERE date >= ${from}::varchar
        UNION ALL
        SELECT (SELECT min(v.date) FROM ${visitorStats} v WHERE v.date > d.date) FROM d WHERE d.date IS NOT NULL)
      SELECT date FROM d WHERE date IS NOT NULL`),
  ).map((r) => String(r.date));
}

/**
 * The days to (re)roll: every day with raw rows and no daily row yet, and the days from the last rolled day
 * on (it may have been rolled while still running). Today is included; it is rolled again next time.
 */
export async function daysToRoll(db: Db): Promise<string[]> {
  const days = await rawDays(db);
  if (!days.length) return [];
  const rolled = new Set(
    (await db.select({ date: dailyStats.date }).from(dailyStats).where(gte(dailyStats.date, days[0]!))).map((r) => r.date),
  );
  const last = [...rolled].sort().at(-1) ?? '';
  return days.filter((d) => !rolled.has(d) || d >= last);
}

export interface RollupResult {
  days: string[];
  deleted: number;
}

/** The scheduled job: roll up what is due, then delete raw rows older than RAW_RETENTION_DAYS (of rolled days only). */
export async function rollupVisits(db: Db, now = new Date()): Promise<RollupResult> {
  const days = await daysToRoll(db);
  // The tracking's per-address counters (src/features/statistics/tracking.ts) expire every minute.
  await pruneRateLimits(db);
  for (const day of days) await rollupDay(db, day);
  const cutoff = daysBefore(istanbulDateKey(now), RAW_RETENTION_DAYS);
  const deleted = rowsOf(
    await db.execute(sql`
      WITH gone AS (
        DELETE FROM ${visitorStats} v WHERE v.date < ${cutoff}::varchar
           AND EXISTS (SELECT 1 FROM ${dailyStats} d WHERE d.date = v.date)
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`),
  );
  return { days, deleted: Number(deleted[0]?.n ?? 0) };
}
