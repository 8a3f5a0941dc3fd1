/**
 * Who opens or closes first, soon: the "open now" map (GET /api/map?open=1) must not be cached past the first
 * change among the businesses it counts, open or closed (a closed one that opens would join the answer), so
 * it asks for one business whose state changes first within the cache's horizon, and computes its
 * `openNow`/`nextChange` with the code every `/api/businesses*` answer uses (src/lib/hours.ts).
 *
 * In SQL on the stored week (`open_week`, minutes of the week in Europe/Istanbul, migration 0001): a business
 * changes at minute m when `open_week @> m` differs from `open_week @> m - 1`. Changes happen at whole
 * minutes, so those within the horizon are at the next few minutes; the first of them wins. At the hour or
 * half hour thousands of businesses change together: only one is read. An index-only scan of
 * `businesses_open_now_idx` (migration 0014) without a text filter. Special days, public holidays and duty
 * nights (decision 025) change businesses too: the first start or end of one among the matches within the
 * horizon counts as a change as well (`firstStretchWithin`).
 *
 *   const first = await firstChangeWithin(db, conditions, now, openNowCacheHorizon(30));
 *   openNowCache([...answer.businesses, ...first], now, 30);
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, businessHoursOverrides, pharmacyDuties } from '#db/schema/index.ts';
import { withOpenNow } from '#features/businesses/open-now.ts';
import { istanbulClock, type OpeningHours, type OpenNowState } from '#lib/hours.ts';
import { rowsOf } from '#db/client.ts';

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/**
 * The open-now state of a business among those matching `conditions` (anywhere, open or not) that opens or
 * closes first in the next `seconds` after `now`; empty when none does (one changing up to a minute later
 * may be given: its `nextChange` says when).
 */
export async function firstChangeWithin(db: Db, conditions: SQL[], now: Date, seconds: number): Promise<OpenNowState[]> {
  const { dayIndex, minutes } = istanbulClock(now);
  const t = dayIndex * DAY + minutes;
  const minute = (i: number) => sql.raw(String((t + i) % WEEK));
  // Minute i after this one (1 … ceil(seconds / 60)): open then and not the minute before, or the reverse.
  const steps = Array.from({ length: Math.ceil(seconds / 60) }, (_, k) => k + 1);
  const changesAt = (i: number) => sql`((${businesses.openWeek} @> ${minute(i)}) <> (${businesses.openWeek} @> ${minute(i - 1)}))`;
  const result = await db.execute(sql`
    SELECT ${businesses.hours} AS "hours", ${businesses.isOpen} AS "isOpen"
    FROM ${businesses}
    WHERE ${businesses.id} = (
      SELECT ${businesses.id} FROM ${businesses}
      WHERE ${and(...conditions, sql`${businesses.isOpen}`, or(...steps.map(changesAt)))}
      ORDER BY CASE ${sql.join(
        steps.map((i) => sql`WHEN ${changesAt(i)} THEN ${sql.raw(String(i))}`),
        sql` `,
      )} END
      LIMIT 1)`);
  const rows = rowsOf<{ hours: OpeningHours; isOpen: boolean }>(result).map((r) => ({ hours: r.hours, isOpen: Boolean(r.isOpen) }));
  const weekly = withOpenNow(rows, now).map(({ openNow, nextChange }) => ({ openNow, nextChange }));
  return [...weekly, ...(await firstStretchWithin(db, conditions, now, seconds))];
}

/**
 * The first start or end of a special day, public holiday or duty night (decision 025) among the matches
 * within `seconds` after `now`, as a state whose `nextChange` is that moment: a bayram starting at midnight
 * opens or closes businesses the weekly `open_week` knows nothing of, so the answer must not be kept past it.
 */
async function firstStretchWithin(db: Db, conditions: SQL[], now: Date, seconds: number): Promise<OpenNowState[]> {
  const from = now.toISOString();
  const to = new Date(now.getTime() + seconds * 1000).toISOString();
  const edge = (table: typeof businessHoursOverrides | typeof pharmacyDuties, column: 'starts_at' | 'ends_at') => sql`
    SELECT s.${sql.raw(column)} AS t FROM ${table} AS s JOIN ${businesses} ON ${businesses.id} = s.business_id
    WHERE ${and(...conditions)} AND s.${sql.raw(column)} > ${from}::timestamptz AND s.${sql.raw(column)} <= ${to}::timestamptz`;
  const result = await db.execute(sql`
    SELECT min(t) AS "first" FROM (
      ${edge(businessHoursOverrides, 'starts_at')} UNION ALL ${edge(businessHoursOverrides, 'ends_at')}
      UNION ALL ${edge(pharmacyDuties, 'starts_at')} UNION ALL ${edge(pharmacyDuties, 'ends_at')}
    ) AS edges`);
  const first = rowsOf<{ first: string | Date | null }>(result)[0]?.first;
  return first ? [{ openNow: null, nextChange: new Date(first).toISOString() }] : [];
}
