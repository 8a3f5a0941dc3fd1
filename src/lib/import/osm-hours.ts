/**
 * OpenStreetMap's `opening_hours` value → our week (`OpeningHours`, src/lib/hours.ts), read by the
 * `opening_hours` library (the one OSM editors and validators use), never by hand: weekday ranges, split
 * shifts, ranges past midnight, `24/7`, `off`, `PH off` (public holidays), comments. The week is the
 * library's answer for one ordinary week (13–19 January 2025: no Turkish public holiday, no clock change
 * anywhere), so rules for holidays or dates do not change the regular hours. A `PH` rule gives the place's
 * holidays (`PH off` → "resmi tatillerde kapalı", `PH 10:00-14:00` → holiday hours), read on a holiday the
 * library knows (1 January 2025 in Berlin). A value the library cannot parse, a state it calls "unknown", or more than two ranges a
 * day leave the hours empty with a reason, never a guess.
 */
import OpeningHoursLib from 'opening_hours';
import type { OpeningHours, TimeRange, Weekday } from '../hours.ts';

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** Monday 13 January 2025, local time (the library works in the Date's local time; so does this module). */
const weekStart = () => new Date(2025, 0, 13);
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Where the rules are evaluated. The library has no public holidays for Turkey and refuses a value with
 * `PH` then; the week read is one without holidays in Germany too, so a country it knows makes `PH` rules
 * evaluate and leave this week as it is (the holidays themselves are the special-days work). Adana's place.
 */
const NOMINATIM = { lat: 37.0, lon: 35.32, address: { country_code: 'de', state: 'Berlin' } };

/**
 * `holidays` (only when the value has a `PH` rule): what the place does on public holidays, as a business's
 * special hours store it (src/lib/special-hours.ts): `[]` "resmi tatillerde kapalı" (`PH off`), ranges its
 * holiday hours (`PH 10:00-14:00`).
 */
export type OsmHours =
  { ok: true; hours: OpeningHours; holidays?: TimeRange[] } | { ok: false; reason: 'unparsable' | 'unknown' | 'tooManyRanges' };

/**
 * A public holiday where the rules are evaluated (Berlin): Wednesday 1 January 2025, Neujahr. A `PH` rule
 * decides that day; without one the value says nothing about holidays.
 */
const holidayStart = () => new Date(2025, 0, 1);
const PH_RULE = /(^|[\s;,])PH\b/;

const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
const dayStart = (i: number) => {
  const d = weekStart();
  d.setDate(d.getDate() + i);
  return d;
};

/**
 * Read values, by text: a city's extract repeats a few hundred values over thousands of places, and the
 * library takes milliseconds a value (20,000 features: 65 s without this; `npm run bench -- import-osm`).
 */
const cache = new Map<string, OsmHours>();
const CACHE_SIZE = 5_000;

/** `opening_hours` text → our week; empty text → no hours. */
export function parseOsmOpeningHours(value: string | null | undefined): OsmHours {
  const text = (value ?? '').trim();
  const known = cache.get(text);
  if (known) return structuredClone(known);
  const read = readOpeningHours(text);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, read);
  return structuredClone(read);
}

function readOpeningHours(text: string): OsmHours {
  if (!text) return { ok: true, hours: {} };
  // Times that move with the sun or the season are not a week of fixed hours.
  if (/\b(sunrise|sunset|dawn|dusk)\b/i.test(text)) return { ok: false, reason: 'unknown' };
  let oh: InstanceType<typeof OpeningHoursLib>;
  try {
    // mode 0: time ranges only (a point in time like "Mo 12:00" is not opening hours)
    oh = new OpeningHoursLib(text, NOMINATIM, {
      mode: 0,
      tag_key: 'opening_hours',
      map_value: false,
      warnings_severity: undefined,
      locale: 'en',
    });
  } catch {
    return { ok: false, reason: 'unparsable' };
  }
  // From the Sunday before (a Sunday-night range reaching Monday) to the Monday after.
  const intervals = oh.getOpenIntervals(dayStart(-1), dayStart(8));
  if (intervals.some(([, , unknown]) => unknown)) return { ok: false, reason: 'unknown' };

  const hours: OpeningHours = {};
  for (const day of WEEK) hours[day] = [];
  for (let i = 0; i < 7; i++) {
    const ranges = dayRanges(intervals, dayStart(i));
    if (typeof ranges === 'string') return { ok: false, reason: ranges };
    hours[WEEK[i]!] = ranges;
  }
  if (!PH_RULE.test(text)) return { ok: true, hours };
  // The holiday's own day, as the library reads the `PH` rules (`PH off`: no range).
  const day = holidayStart();
  const around = oh.getOpenIntervals(new Date(day.getTime() - DAY_MS), new Date(day.getTime() + 2 * DAY_MS));
  if (around.some(([, , unknown]) => unknown)) return { ok: false, reason: 'unknown' };
  const holidays = dayRanges(around, day);
  if (typeof holidays === 'string') return { ok: false, reason: holidays };
  // The same as an ordinary Wednesday: a later rule overrode `PH` (`PH off; Mo-Fr 09:00-18:00`), or it repeats
  // the week; either way no holiday rule of its own to keep.
  if (JSON.stringify(holidays) === JSON.stringify(hours.wed)) return { ok: true, hours };
  return { ok: true, hours, holidays };
}

/** The ranges of the day starting at `day` among the library's open intervals (at most two). */
function dayRanges(
  intervals: ReturnType<InstanceType<typeof OpeningHoursLib>['getOpenIntervals']>,
  day: Date,
): TimeRange[] | 'unknown' | 'tooManyRanges' {
  const from = day.getTime();
  const to = from + DAY_MS;
  const ranges: TimeRange[] = [];
  for (const [start, end] of intervals) {
    const s = start.getTime();
    const e = end.getTime();
    if (e <= from || s >= to) continue;
    if (s <= from && e >= to) {
      ranges.push(['00:00', '24:00']); // open the whole day (24/7, or a range through it)
      continue;
    }
    if (s < from) continue; // the end of the previous day's range past midnight: that day's
    // A range past midnight is written on its first day with a close not after its open ("22:00–02:00");
    // one that reaches the next midnight exactly closes at "00:00".
    const close = e >= to + DAY_MS ? '24:00' : e === to ? '00:00' : hhmm(end);
    if (e > to && close !== '24:00' && hhmm(end) > hhmm(start)) return 'unknown';
    ranges.push([hhmm(start), close]);
  }
  return ranges.length > 2 ? 'tooManyRanges' : ranges;
}
