/**
 * Which businesses open or close soon: the "open now" map (GET /api/map?open=1) must not be cached past the
 * first change among the businesses it counts, open or closed (a closed one that opens would join the
 * answer), so it asks for those whose state changes within the cache's horizon, and only for them computes
 * `openNow`/`nextChange` (src/lib/hours.ts, the code every `/api/businesses*` answer uses).
 *
 * In SQL on the stored week (`open_week`, minutes of the week in Europe/Istanbul, migration 0001): a business
 * changes within the window [t, t + w) of minutes when its week overlaps the window without holding all of it.
 * Such a business is open in the window's first or last hour, so `open_hours` (GIN) finds the candidates.
 *
 *   const soon = await statesChangingWithin(db, conditions, now, openNowCacheHorizon(30));
 *   openNowCache([...answer.businesses, ...soon], now, 30);
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses } from '#db/schema/index.ts';
import { withOpenNow } from '#features/directory/open-now.ts';
import { istanbulClock, type OpeningHours, type OpenNowState } from '#lib/hours.ts';
import { rowsOf } from './rows.ts';

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/**
 * The open-now states of the businesses matching `conditions` (anywhere, open or not) whose state changes
 * in the next `seconds` after `now` (at least those; a few changing up to a minute later may come along).
 */
export async function statesChangingWithin(db: Db, conditions: SQL[], now: Date, seconds: number): Promise<OpenNowState[]> {
  const { dayIndex, minutes } = istanbulClock(now);
  const t = dayIndex * DAY + minutes;
  // Changes happen at whole minutes: those within `seconds` are at minutes t + 1 … t + ceil(seconds / 60).
  const end = t + Math.ceil(seconds / 60) + 1;
  const window =
    end <= WEEK
      ? sql`int4multirange(int4range(${t}::int, ${end}::int))`
      : sql`int4multirange(int4range(${t}::int, ${WEEK}::int), int4range(0, ${end - WEEK}::int))`;
  const hours = [...new Set([Math.floor(t / 60), Math.floor(((end - 1) % WEEK) / 60)])];
  const result = await db.execute(sql`
    SELECT ${businesses.hours} AS "hours", ${businesses.isOpen} AS "isOpen"
    FROM ${businesses}
    WHERE ${and(
      ...conditions,
      sql`${businesses.isOpen}`,
      sql`${businesses.openHours} && ${`{${hours.join(',')}}`}::smallint[]`,
      sql`${businesses.openWeek} && ${window}`,
      sql`NOT ${businesses.openWeek} @> ${window}`,
    )}`);
  const rows = rowsOf<{ hours: OpeningHours; isOpen: boolean }>(result).map((r) => ({ hours: r.hours, isOpen: Boolean(r.isOpen) }));
  return withOpenNow(rows, now).map(({ openNow, nextChange }) => ({ openNow, nextChange }));
}
