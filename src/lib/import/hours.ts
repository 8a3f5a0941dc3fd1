/**
 * Opening hours of the Google scraper export (`openingHours/0..6/day` + `/hours`) → our structured
 * `OpeningHours` (src/lib/hours.ts). Both languages of the export (reference.md):
 *  - English: "9 AM to 6 PM", "7 AM to 4:30 PM" (U+202F before AM/PM), "5 to 10 PM" (the start takes the
 *    end's AM/PM), "7 AM to 12 AM" (12 AM closing = midnight), "8:15 AM to 12 PM, 12:30 to 4 PM",
 *    "12 to 6 AM, 7 AM to 12 AM", "Open 24 hours", "Closed";
 *  - Turkish: "Pazartesi", "09:00–18:00" (en dash, `-` or "to"), "09.00-18.00", "24 saat açık", "Kapalı",
 *    split shifts "09:00–12:00, 13:00–18:00".
 * A day may have at most two ranges (the data model); more, or text we cannot read, is reported.
 */
import type { OpeningHours, TimeRange, Weekday } from '../hours.ts';
import { foldTurkish } from '#lib/turkish.ts';

const DAY_NAMES: Readonly<Record<string, Weekday>> = {
  monday: 'mon',
  mon: 'mon',
  pazartesi: 'mon',
  pzt: 'mon',
  tuesday: 'tue',
  tue: 'tue',
  sali: 'tue',
  wednesday: 'wed',
  wed: 'wed',
  carsamba: 'wed',
  crs: 'wed',
  thursday: 'thu',
  thu: 'thu',
  persembe: 'thu',
  prs: 'thu',
  friday: 'fri',
  fri: 'fri',
  cuma: 'fri',
  saturday: 'sat',
  sat: 'sat',
  cumartesi: 'sat',
  cmt: 'sat',
  sunday: 'sun',
  sun: 'sun',
  pazar: 'sun',
  paz: 'sun',
};

/** A weekday from an English or Turkish day name (any case), or null. */
export function parseWeekday(value: string): Weekday | null {
  return DAY_NAMES[foldTurkish(value).replace(/[^a-z]/g, '')] ?? null;
}

export type DayHours = { ok: true; ranges: TimeRange[] } | { ok: false };

const CLOSED = new Set(['closed', 'kapali', 'kapali gun']);
const ALL_DAY = new Set(['open 24 hours', '24 saat acik', '24 saat', 'acik 24 saat', '24 hours', '7/24', '24/7']);
/** One clock time: "9", "9:30", "09.30", with an optional AM/PM. */
const TIME_RE = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/;

interface Clock {
  h: number;
  m: number;
  ampm: 'am' | 'pm' | null;
  /** "9:00" rather than "9": a 24-hour clock always writes the minutes. */
  minutes: boolean;
}

function parseClock(s: string): Clock | null {
  const m = TIME_RE.exec(s.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  const ampm = m[3] ? (m[3].startsWith('a') ? 'am' : 'pm') : null;
  if (min > 59) return null;
  if (ampm ? h < 1 || h > 12 : h > 24) return null;
  if (!ampm && h === 24 && min !== 0) return null;
  return { h, m: min, ampm, minutes: Boolean(m[2]) };
}

/** Minutes since midnight of a 12- or 24-hour clock; `close` maps 12 AM (and 24:00) to midnight = 1440. */
function minutes(c: Clock, ampm: 'am' | 'pm' | null, close: boolean): number {
  let h = c.h;
  if (ampm === 'am') h = h === 12 ? 0 : h;
  else if (ampm === 'pm') h = h === 12 ? 12 : h + 12;
  const total = h * 60 + c.m;
  return close && total === 0 ? 1440 : total;
}

const hhmm = (total: number) => `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** One range "9 AM to 6 PM", "09:00–18:00", "5 to 10 PM" → ["09:00","18:00"]; null when unreadable. */
function parseRange(text: string): TimeRange | null {
  const parts = text.split(/\s*(?:\bto\b|–|—|-|\buntil\b)\s*/);
  if (parts.length !== 2) return null;
  const open = parseClock(parts[0]!);
  const close = parseClock(parts[1]!);
  if (!open || !close) return null;
  // "9 to 5" without AM/PM or minutes is ambiguous (09:00–05:00 or 09:00–17:00): not guessed.
  if (!close.ampm && !open.ampm && (!open.minutes || !close.minutes)) return null;
  // "5 to 10 PM": the start takes the end's AM/PM, unless that would put it after the end ("11 to 2 AM" is
  // 11 PM to 2 AM). A 24-hour clock has no AM/PM on either side.
  let openAmpm = open.ampm;
  if (!openAmpm && close.ampm) {
    openAmpm = close.ampm;
    const o = minutes(open, openAmpm, false);
    const c = minutes(close, close.ampm, true);
    if (o > c && !(open.h === 12 && close.ampm === 'am')) openAmpm = close.ampm === 'am' ? 'pm' : 'am';
  }
  if (!!openAmpm !== !!close.ampm) return null;
  const o = minutes(open, openAmpm, false);
  const c = minutes(close, close.ampm, true);
  if (o >= 1440) return null;
  if (o === 0 && c === 1440) return ['00:00', '24:00'];
  // A close at midnight is written "00:00": a close not after the open ends the next day (src/lib/hours.ts).
  return [hhmm(o), c === 1440 ? '00:00' : hhmm(c)];
}

/** One day's text → its ranges (`[]` = closed), or `{ ok: false }` when it cannot be read. */
export function parseDayHours(value: string): DayHours {
  const text = foldTurkish(value.replace(/[\u202f\u00a0\u2009]/g, ' '))
    .replace(/\b([ap])\.m\./g, '$1m')
    .trim();
  if (text === '') return { ok: false };
  if (CLOSED.has(text)) return { ok: true, ranges: [] };
  if (ALL_DAY.has(text)) return { ok: true, ranges: [['00:00', '24:00']] };
  const pieces = text.split(/\s*[,;]\s*/).filter(Boolean);
  const ranges: TimeRange[] = [];
  for (const piece of pieces) {
    if (ALL_DAY.has(piece)) return { ok: true, ranges: [['00:00', '24:00']] };
    const range = parseRange(piece);
    if (!range) return { ok: false };
    ranges.push(range);
  }
  if (ranges.length === 0 || ranges.length > 2) return { ok: false };
  return { ok: true, ranges };
}

export type HoursResult = { ok: true; hours: OpeningHours } | { ok: false; day: string; value: string; unknownDay?: boolean };

/**
 * The week from (day, hours) pairs as the export lists them. Days not listed stay unset (unknown);
 * a listed day that is closed gets `[]`.
 */
export function parseOpeningHours(entries: ReadonlyArray<{ day: string; hours: string }>): HoursResult {
  const hours: OpeningHours = {};
  for (const { day, hours: text } of entries) {
    // A day listed without hours (or no day at all) says nothing: left unknown.
    if (!text.trim()) continue;
    const weekday = parseWeekday(day);
    if (!weekday) return { ok: false, day, value: day, unknownDay: true };
    const parsed = parseDayHours(text);
    if (!parsed.ok) return { ok: false, day, value: text };
    hours[weekday] = parsed.ranges;
  }
  return { ok: true, hours };
}
