/**
 * "Open now" in the public API (decision 018): every business of `GET /api/businesses*` carries `openNow` and
 * `nextChange`, computed when the request is answered (Europe/Istanbul, src/lib/hours.ts), and the answer's
 * cache lifetime never outlives the first of those changes, so a CDN never serves "open" after closing time.
 *
 *   const now = new Date();
 *   const items = withOpenNow(list, now);
 *   return json(items, { headers: { ...openNowCache(items, now, 60), ...listHeaders(total) } });
 */
import type { Db } from '#db/client.ts';
import { openNowState, secondsUntilFirstChange, type HoursOverride, type OpenNowState, type OpeningHours } from '#lib/hours.ts';
import { DUTY_LABEL, loadOverrides } from './hours-overrides.ts';

interface HasHours {
  id?: number;
  hours: OpeningHours;
  isOpen: boolean;
}

/**
 * The businesses with `openNow` and `nextChange` at `now`, honouring their special days, public holidays
 * and duty nights when `overrides` (by business id) are given (decision 025); `onDuty: true` when one of
 * its duty nights is in force, `onDutyUntil` (its end, ISO).
 */
export function withOpenNow<T extends HasHours>(
  items: readonly T[],
  now: Date,
  overrides?: ReadonlyMap<number, HoursOverride[]>,
): Array<T & OpenNowState> {
  const t = now.getTime();
  return items.map((b) => {
    const own = b.id === undefined ? undefined : overrides?.get(b.id);
    // "Nöbetçi": on tonight's duty list now (computed at request time, never baked into pre-built pages)
    const duty = own?.find((o) => o.label === DUTY_LABEL && o.start <= t && t < o.end);
    return { ...b, ...openNowState(b.hours, b.isOpen, now, own), ...(duty ? { onDutyUntil: new Date(duty.end).toISOString() } : {}) };
  });
}

/** `withOpenNow` with the businesses' special days, holidays and duty nights read from the database. */
export async function withOpenNowOf<T extends HasHours & { id: number }>(
  db: Db,
  items: readonly T[],
  now: Date,
): Promise<Array<T & OpenNowState>> {
  return withOpenNow(
    items,
    now,
    await loadOverrides(
      db,
      items.map((b) => b.id),
      now,
    ),
  );
}

/**
 * How far ahead a change can shorten `openNowCache(…, cap)`: `s-maxage` plus `stale-while-revalidate` never
 * exceed six times `cap`, so a business that changes later than that does not matter to the answer's
 * lifetime (the map asks only for those that change sooner).
 */
export const openNowCacheHorizon = (cap: number): number => cap * 6;

/**
 * The public cache headers of an answer holding these states: the usual `cap` seconds (and five times that
 * stale-while-revalidate) when no business changes before then; otherwise shorter, so that `s-maxage` plus
 * `stale-while-revalidate` end no later than the first change (0: not kept at all). Browsers always ask again
 * (`max-age=0`), as for every public read.
 */
export function openNowCache(states: readonly OpenNowState[], now: Date, cap: number): Record<string, string> {
  const left = secondsUntilFirstChange(states, now);
  const maxAge = left === null ? cap : Math.min(cap, left);
  const stale = left === null ? openNowCacheHorizon(cap) - cap : Math.min(openNowCacheHorizon(cap) - cap, left - maxAge);
  const value = `public, s-maxage=${maxAge}, stale-while-revalidate=${stale}`;
  return { 'Cache-Control': `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale}`, 'Netlify-CDN-Cache-Control': value };
}
