/**
 * Opening hours: "open now", the next change, and the weekly table (PD12: computed in
 * Europe/Istanbul at the moment of viewing; the stored `isOpen` flag false means "temporarily closed").
 * Pure TypeScript: used by the business page islands and the JSON-LD builder.
 *
 * Data (db/schema/directory.ts `OpeningHours`): per weekday zero to two ranges `["09:00","18:00"]`. A range whose
 * close is not after its open ends the next day (`["18:00","02:00"]`); `["00:00","24:00"]` is all day.
 * A missing or empty day is closed.
 *
 *   openStatus(b.hours, b.isOpen, new Date())  // { open: true, label: 'Açık', next: "22:00'de kapanır" }
 *   hoursRows(b.hours)                         // 7 rows Pazartesi..Pazar: "09:00 – 18:00", "Kapalı", …
 */
import { once } from './once.ts';

/** A weekday key of the opening-hours data. */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** "HH:MM" open and close; close may be <= open (past midnight). */
export type TimeRange = [open: string, close: string];
/** Per weekday zero to two ranges (the `businesses.hours` column). */
export type OpeningHours = Partial<Record<Weekday, TimeRange[]>>;

export const TIME_ZONE = 'Europe/Istanbul';

/** Monday first, as Turkish calendars and the table on the business page. */
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  mon: 'Pazartesi',
  tue: 'Salı',
  wed: 'Çarşamba',
  thu: 'Perşembe',
  fri: 'Cuma',
  sat: 'Cumartesi',
  sun: 'Pazar',
};

export type OpenLabel = 'Açık' | 'Kapalı' | 'Geçici olarak kapalı';

export interface OpenStatus {
  open: boolean;
  label: OpenLabel;
  /** The next change in Turkish ("22:00'de kapanır", "Yarın 09:00'da açılır", "24 saat açık"), or null. */
  next: string | null;
}

export interface HoursRow {
  day: Weekday;
  /** Turkish day name: Pazartesi … Pazar. */
  name: string;
  /** "09:00 – 18:00", "09:00 – 12:30, 13:30 – 19:00", "Kapalı" or "24 saat açık". */
  text: string;
  closed: boolean;
}

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const TIME_RE = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** "09:30" → 570; "24:00" → 1440; anything else → null. */
export function parseTime(s: string): number | null {
  const m = TIME_RE.exec(s?.trim?.() ?? '');
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes > DAY ? null : minutes;
}

function isAllDay([open, close]: TimeRange): boolean {
  const o = parseTime(open);
  const c = parseTime(close);
  return o === 0 && (c === DAY || c === 0);
}

function validRanges(hours: OpeningHours | null | undefined, day: Weekday): TimeRange[] {
  const ranges = hours?.[day];
  if (!Array.isArray(ranges)) return [];
  return ranges.filter(
    (r): r is TimeRange => Array.isArray(r) && parseTime(r[0]) !== null && parseTime(r[1]) !== null && parseTime(r[0])! < DAY,
  );
}

/** True when at least one day has a usable range (an empty object means "hours not given"). */
export function hasOpeningHours(hours: OpeningHours | null | undefined): boolean {
  return WEEKDAYS.some((d) => validRanges(hours, d).length > 0);
}

/**
 * The week as merged half-open intervals [start, end) in minutes from Monday 00:00, sorted, with ranges
 * that run past midnight (or past Sunday night into Monday) carried over.
 */
export function weeklyIntervals(hours: OpeningHours | null | undefined): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  WEEKDAYS.forEach((day, i) => {
    for (const range of validRanges(hours, day)) {
      const open = parseTime(range[0])!;
      let close = parseTime(range[1])!;
      if (close <= open) close += DAY; // closes after midnight ("18:00"–"02:00"), or "00:00"–"00:00" all day
      const start = i * DAY + open;
      const end = i * DAY + close;
      if (end <= WEEK) raw.push([start, end]);
      else raw.push([start, WEEK], [0, end - WEEK]);
    }
  });
  raw.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of raw) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  // Sunday night running into Monday morning: join the week's last and first interval.
  if (merged.length > 1 && merged[0]![0] === 0 && merged[merged.length - 1]![1] === WEEK) {
    const first = merged.shift()!;
    merged[merged.length - 1]![1] = WEEK + first[1];
  }
  return merged;
}

const clockFormat = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const WEEKDAY_BY_SHORT: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** The Istanbul wall clock for an instant: weekday index (Monday 0) and minutes since midnight. */
export function istanbulClock(now: Date): { dayIndex: number; minutes: number } {
  const parts = Object.fromEntries(
    clockFormat()
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const dayIndex = WEEKDAY_BY_SHORT[parts.weekday ?? ''] ?? 0;
  const hour = Number(parts.hour) % 24;
  return { dayIndex, minutes: hour * 60 + Number(parts.minute) };
}

/** Today's weekday in Istanbul. */
export function istanbulWeekday(now: Date): Weekday {
  return WEEKDAYS[istanbulClock(now).dayIndex]!;
}

/**
 * The Turkish locative suffix after a clock time, as the time is read aloud: "09:00'da" (dokuz),
 * "22:00'de" (yirmi iki), "15:00'te" (on beş), "13:30'da" (otuz), "12:40'ta" (kırk), "24:00'te".
 */
export function locativeSuffix(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const n = m === 0 ? h : m;
  const ones = n % 10;
  if (ones !== 0) return ["'de", "'de", "'de", "'te", "'te", "'te", "'da", "'de", "'de", "'da"][ones]!;
  const tens = Math.floor(n / 10);
  // sıfır, on, yirmi, otuz, kırk, elli
  return ["'da", "'da", "'de", "'da", "'ta", "'de"][tens] ?? "'de";
}

function hhmm(minutesOfDay: number): string {
  const h = Math.floor(minutesOfDay / 60);
  const m = minutesOfDay % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const at = (time: string) => `${time}${locativeSuffix(time)}`;

/**
 * Open or closed at `now` in Europe/Istanbul, with the next change:
 * "22:00'de kapanır", "02:00'de kapanır" (past midnight), "Bugün 13:30'da açılır", "Yarın 09:00'da açılır",
 * "Pazartesi 09:00'da açılır", "24 saat açık". `isOpenFlag === false` → temporarily closed.
 */
export function openStatus(
  hours: OpeningHours | null | undefined,
  isOpenFlag: boolean,
  now: Date,
  overrides?: readonly HoursOverride[] | null,
): OpenStatus {
  if (isOpenFlag === false) return { open: false, label: 'Geçici olarak kapalı', next: null };
  if (overridesMatter(overrides, now)) return statusFromState(openNowState(hours, isOpenFlag, now, overrides), now);
  const intervals = weeklyIntervals(hours);
  if (intervals.length === 0) return { open: false, label: 'Kapalı', next: null };

  const { dayIndex, minutes } = istanbulClock(now);
  const t = dayIndex * DAY + minutes;

  for (const [start, end] of intervals) {
    // An interval that wrapped past Sunday night also covers the start of the week.
    const inside = (t >= start && t < end) || (end > WEEK && t < end - WEEK);
    if (!inside) continue;
    if (end - start >= WEEK) return { open: true, label: 'Açık', next: '24 saat açık' };
    const closeAbs = t >= start ? end : end - WEEK; // minutes from this Monday 00:00 (may exceed the week)
    // Closing exactly at midnight reads as 24:00 of the day before ("24:00'te kapanır").
    const closeDayAbs = closeAbs % DAY === 0 ? closeAbs / DAY - 1 : Math.floor(closeAbs / DAY);
    const closeTime = closeAbs % DAY === 0 ? '24:00' : hhmm(closeAbs % DAY);
    // Within the next 24 hours the time alone is clear, also past midnight ("02:00'de kapanır").
    if (closeAbs - t <= DAY) return { open: true, label: 'Açık', next: `${at(closeTime)} kapanır` };
    const offset = closeDayAbs - dayIndex;
    const prefix = offset === 1 ? 'Yarın' : WEEKDAY_NAMES[WEEKDAYS[closeDayAbs % 7]!];
    return { open: true, label: 'Açık', next: `${prefix} ${at(closeTime)} kapanır` };
  }

  // Closed: the first opening after now, going round the week.
  let best = Infinity;
  for (const [start] of intervals) {
    const delta = (start - t + WEEK) % WEEK;
    if (delta > 0 && delta < best) best = delta;
  }
  if (!Number.isFinite(best)) return { open: false, label: 'Kapalı', next: null };
  const openAbs = t + best;
  const dayOffset = Math.floor(openAbs / DAY) - dayIndex;
  const openTime = hhmm(openAbs % DAY);
  const openDay = WEEKDAYS[Math.floor(openAbs / DAY) % 7]!;
  const prefix = dayOffset === 0 ? 'Bugün' : dayOffset === 1 ? 'Yarın' : WEEKDAY_NAMES[openDay];
  return { open: false, label: 'Kapalı', next: `${prefix} ${at(openTime)} açılır` };
}

/** What `GET /api/businesses*` adds to every business (computed at request time, Europe/Istanbul). */
export interface OpenNowState {
  /** Open at this moment by the opening hours and not temporarily closed; null when no hours are given. */
  openNow: boolean | null;
  /** ISO instant of the next opening or closing, or null (no hours, temporarily closed, open all week). */
  nextChange: string | null;
}

/**
 * `openNow` and `nextChange` at `now` (the API's fields; the cards compute the same in the browser with
 * `openStatus`). A temporarily closed business (`isOpenFlag === false`) is closed with no known change.
 * Istanbul keeps UTC+3 all year, so the change is `now` (to the minute) plus the minutes to it.
 */
export function openNowState(
  hours: OpeningHours | null | undefined,
  isOpenFlag: boolean,
  now: Date,
  overrides?: readonly HoursOverride[] | null,
): OpenNowState {
  if (isOpenFlag === false) return { openNow: false, nextChange: null };
  if (overridesMatter(overrides, now)) return stateWithOverrides(hours, now, overrides!);
  const intervals = weeklyIntervals(hours);
  if (intervals.length === 0) return { openNow: null, nextChange: null };
  const { dayIndex, minutes } = istanbulClock(now);
  const t = dayIndex * DAY + minutes;
  const instant = (deltaMinutes: number) => new Date(Math.floor(now.getTime() / 60_000) * 60_000 + deltaMinutes * 60_000).toISOString();
  for (const [start, end] of intervals) {
    const inside = (t >= start && t < end) || (end > WEEK && t < end - WEEK);
    if (!inside) continue;
    if (end - start >= WEEK) return { openNow: true, nextChange: null };
    const closeAbs = t >= start ? end : end - WEEK;
    return { openNow: true, nextChange: instant(closeAbs - t) };
  }
  let best = Infinity;
  for (const [start] of intervals) {
    const delta = (start - t + WEEK) % WEEK;
    if (delta > 0 && delta < best) best = delta;
  }
  return { openNow: false, nextChange: Number.isFinite(best) ? instant(best) : null };
}

/**
 * A stretch of time whose hours differ from the week's (decision 025): a special day or a public holiday
 * (closed for the day, with open stretches for its own hours) or an on-duty pharmacy's night (open). Instants
 * in milliseconds, `[start, end)`. An open stretch wins over a closed one; outside every stretch the week
 * decides. Written by the server (src/features/businesses/hours-overrides.ts), read here by every "open now".
 */
export interface HoursOverride {
  start: number;
  end: number;
  open: boolean;
  /** What it is, for people: "Kurban Bayramı", "Özel gün", "Nöbetçi eczane". */
  label?: string | null;
}

/** How far ahead "open now" looks at overrides (a week and a day: the next opening is at most a week away). */
const OVERRIDE_HORIZON_MS = 8 * 86_400_000;

function overridesMatter(overrides: readonly HoursOverride[] | null | undefined, now: Date): boolean {
  const t = now.getTime();
  return !!overrides?.some((o) => o.end > t && o.start < t + OVERRIDE_HORIZON_MS);
}

/** Open at instant `ms` by the week alone. */
function weekOpenAt(intervals: ReadonlyArray<[number, number]>, ms: number): boolean {
  const { dayIndex, minutes } = istanbulClock(new Date(ms));
  const t = dayIndex * DAY + minutes;
  return intervals.some(([start, end]) => (t >= start && t < end) || (end > WEEK && t < end - WEEK));
}

/** The override in force at `ms` (open ones first), or null. */
export function overrideAt(overrides: readonly HoursOverride[], ms: number): HoursOverride | null {
  let closed: HoursOverride | null = null;
  for (const o of overrides) {
    if (o.start <= ms && ms < o.end) {
      if (o.open) return o;
      closed ??= o;
    }
  }
  return closed;
}

function stateWithOverrides(hours: OpeningHours | null | undefined, now: Date, overrides: readonly HoursOverride[]): OpenNowState {
  const intervals = weeklyIntervals(hours);
  const openAt = (ms: number) => {
    const o = overrideAt(overrides, ms);
    return o ? o.open : weekOpenAt(intervals, ms);
  };
  const t = Math.floor(now.getTime() / 60_000) * 60_000;
  const current = openAt(t);
  if (!current && intervals.length === 0 && !overrideAt(overrides, t)) return { openNow: null, nextChange: null };
  // Candidate changes: the overrides' edges and the week's own changes, in time order.
  const candidates = new Set<number>();
  for (const o of overrides) for (const edge of [o.start, o.end]) if (edge > t && edge < t + OVERRIDE_HORIZON_MS) candidates.add(edge);
  let cursor = new Date(t);
  for (let i = 0; i < 40; i++) {
    const next = openNowState(hours, true, cursor).nextChange;
    if (!next) break;
    const ms = Date.parse(next);
    if (ms >= t + OVERRIDE_HORIZON_MS) break;
    candidates.add(ms);
    cursor = new Date(ms);
  }
  for (const ms of [...candidates].sort((a, b) => a - b)) {
    if (openAt(ms) !== current) return { openNow: current, nextChange: new Date(ms).toISOString() };
  }
  return { openNow: current, nextChange: null };
}

const changeFormat = once(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** The Istanbul calendar date of an instant, "2026-05-27". */
export function istanbulDate(now: Date): string {
  return changeFormat().format(now);
}

/** The Turkish status line of a computed state (the next change said as `openStatus` says it). */
function statusFromState(state: OpenNowState, now: Date): OpenStatus {
  const label: OpenLabel = state.openNow ? 'Açık' : 'Kapalı';
  if (!state.nextChange) return { open: !!state.openNow, label, next: state.openNow ? '24 saat açık' : null };
  const at_ = new Date(state.nextChange);
  const { minutes } = istanbulClock(at_);
  const time = hhmm(minutes);
  const days = Math.round(
    (Date.parse(`${istanbulDate(at_)}T00:00:00+03:00`) - Date.parse(`${istanbulDate(now)}T00:00:00+03:00`)) / 86_400_000,
  );
  if (state.openNow) {
    if (at_.getTime() - now.getTime() <= DAY * 60_000) return { open: true, label, next: `${at(time)} kapanır` };
    return { open: true, label, next: `${days === 1 ? 'Yarın' : WEEKDAY_NAMES[istanbulWeekday(at_)]} ${at(time)} kapanır` };
  }
  const prefix = days === 0 ? 'Bugün' : days === 1 ? 'Yarın' : WEEKDAY_NAMES[istanbulWeekday(at_)];
  return { open: false, label, next: `${prefix} ${at(time)} açılır` };
}

/**
 * Seconds until the earliest `nextChange` among `states` (rounded down), or null when none changes. A cache
 * must not keep an answer past it.
 */
export function secondsUntilFirstChange(states: readonly OpenNowState[], now: Date): number | null {
  let first = Infinity;
  for (const s of states) if (s.nextChange) first = Math.min(first, Date.parse(s.nextChange));
  return Number.isFinite(first) ? Math.max(0, Math.floor((first - now.getTime()) / 1000)) : null;
}

/** The text of one day: "09:00 – 18:00", "09:00 – 12:30, 13:30 – 19:00", "Kapalı", "24 saat açık". */
export function dayText(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return 'Kapalı';
  if (ranges.some(isAllDay)) return '24 saat açık';
  return ranges.map(([o, c]) => `${o} – ${c}`).join(', ');
}

/** Seven rows, Pazartesi to Pazar. */
export function hoursRows(hours: OpeningHours | null | undefined): HoursRow[] {
  return WEEKDAYS.map((day) => {
    const ranges = validRanges(hours, day);
    return { day, name: WEEKDAY_NAMES[day], text: dayText(ranges), closed: ranges.length === 0 };
  });
}

const SCHEMA_DAY: Readonly<Record<Weekday, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export interface OpeningHoursSpec {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * schema.org `openingHoursSpecification` as Google documents it: days with the same range grouped;
 * all day as 00:00–23:59; a range past midnight keeps its closing time ("18:00"–"02:00"); closed days omitted.
 */
export function openingHoursSpecification(hours: OpeningHours | null | undefined): OpeningHoursSpec[] {
  const groups = new Map<string, OpeningHoursSpec>();
  for (const day of WEEKDAYS) {
    for (const range of validRanges(hours, day)) {
      const [opens, closes] = isAllDay(range) ? ['00:00', '23:59'] : [range[0], range[1] === '24:00' ? '23:59' : range[1]];
      const key = `${opens}-${closes}`;
      const spec = groups.get(key) ?? { '@type': 'OpeningHoursSpecification' as const, dayOfWeek: [], opens, closes };
      spec.dayOfWeek.push(SCHEMA_DAY[day]);
      groups.set(key, spec);
    }
  }
  return [...groups.values()];
}
