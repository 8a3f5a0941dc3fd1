/**
 * Special days and Turkish public holidays (decision 025). A business's `specialHours` (the
 * `businesses.special_hours` column, edited by its owner and by admins) says:
 *  - `holidays`: what it does on public holidays (src/lib/reference/tr-holidays.ts, from `date-holidays`):
 *    `null` keeps the usual hours, `[]` is "resmi tatillerde kapalı", ranges are its holiday hours. On a
 *    half-day eve (arife) they apply from 13:00.
 *  - `days`: dates with their own hours (`[]`: closed that day), which win over a holiday.
 * `expandSpecialHours` turns them into the stretches every "open now" reads (src/lib/hours.ts `HoursOverride`);
 * the server stores them (src/features/businesses/hours-overrides.ts) so SQL filters see them too.
 *
 *   expandSpecialHours(b.hours, { holidays: [], days: [] }, '2026-05-26', '2026-06-02') // Kurban Bayramı closed
 *
 * No zod here: the business page's open badge (OpenStatus, hydrated on load) imports this module, and the
 * schema of what owners send lives in special-hours-schema.ts, read by the function alone.
 */
import { dayText, istanbulDate, parseTime, type HoursOverride, type TimeRange } from './hours.ts';
import { TR_HOLIDAYS, type TrHoliday } from './reference/tr-holidays.ts';

export interface SpecialDay {
  /** Istanbul date "2026-05-27". */
  date: string;
  /** Its hours; `[]` closed all day. */
  ranges: TimeRange[];
  /** A short word for visitors ("Envanter sayımı"). */
  note?: string | null;
}

export interface SpecialHours {
  holidays: TimeRange[] | null;
  days: SpecialDay[];
}

const DAY_MS = 86_400_000;
/** Half-day eves become holidays at this time (official: 13:00). */
export const EVE_HOLIDAY_FROM = '13:00';

/** No special rule at all (stored as NULL). */
export function isEmptySpecialHours(s: SpecialHours | null | undefined): boolean {
  return !s || (s.holidays === null && s.days.length === 0);
}

/** The public holiday on an Istanbul date, or null. */
export function holidayOn(date: string): TrHoliday | null {
  return TR_HOLIDAYS[date] ?? null;
}

const midnight = (date: string) => Date.parse(`${date}T00:00:00+03:00`);
const addDays = (date: string, n: number) => istanbulDate(new Date(midnight(date) + n * DAY_MS + 12 * 3_600_000));

/** The open stretches of some ranges on `date`, from `fromMinute` on (a range past midnight runs into the next day). */
function openStretches(date: string, list: readonly TimeRange[], label: string, fromMinute = 0): HoursOverride[] {
  const base = midnight(date);
  const out: HoursOverride[] = [];
  for (const [o, c] of list) {
    let open = parseTime(o)!;
    let close = parseTime(c)!;
    if (close <= open) close += 24 * 60;
    open = Math.max(open, fromMinute);
    if (close <= open) continue;
    out.push({ start: base + open * 60_000, end: base + close * 60_000, open: true, label });
  }
  return out;
}

/**
 * The stretches of `special` from `from` to `to` (Istanbul dates, inclusive): a special day is closed all day
 * except its ranges; a holiday (when `holidays` is set) the same with the holiday hours; an eve from 13:00.
 */
export function expandSpecialHours(special: SpecialHours | null | undefined, from: string, to: string): HoursOverride[] {
  if (isEmptySpecialHours(special)) return [];
  const byDate = new Map(special!.days.map((d) => [d.date, d]));
  const out: HoursOverride[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const base = midnight(date);
    const day = byDate.get(date);
    if (day) {
      const label = day.note?.trim() || 'Özel gün';
      out.push({ start: base, end: base + DAY_MS, open: false, label }, ...openStretches(date, day.ranges, label));
      continue;
    }
    const holiday = holidayOn(date);
    if (!holiday || special!.holidays === null) continue;
    const from13 = holiday.half ? parseTime(EVE_HOLIDAY_FROM)! : 0;
    out.push(
      { start: base + from13 * 60_000, end: base + DAY_MS, open: false, label: holiday.name },
      ...openStretches(date, special!.holidays, holiday.name, from13),
    );
  }
  return out;
}

/**
 * The lines the business page shows above its hours (today and the next days of this week): "Bugün resmi tatil:
 * Kurban Bayramı — saatler değişebilir", "Bugün Kurban Bayramı: kapalı", "29 Mayıs Cuma (Kurban Bayramı): 10:00 – 14:00".
 */
export function specialHoursNotes(special: SpecialHours | null | undefined, now: Date, days = 7): string[] {
  const today = istanbulDate(now);
  const notes: string[] = [];
  const byDate = new Map((special?.days ?? []).map((d) => [d.date, d]));
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    const day = byDate.get(date);
    const holiday = holidayOn(date);
    const when = i === 0 ? 'Bugün' : i === 1 ? 'Yarın' : dateLabel(date);
    if (day) {
      const what = day.note?.trim() || holiday?.name || 'özel gün';
      notes.push(`${when} (${what}): ${day.ranges.length ? dayText(day.ranges) : 'kapalı'}`);
    } else if (holiday && special && special.holidays !== null) {
      const hoursText = special.holidays.length ? dayText(special.holidays) : 'kapalı';
      notes.push(`${when} (${holiday.name}): ${holiday.half ? `${EVE_HOLIDAY_FROM}'ten sonra ` : ''}${hoursText}`);
    } else if (holiday && i === 0) {
      notes.push(`Bugün resmi tatil: ${holiday.name} — saatler değişebilir`);
    } else if (holiday && !notes.some((n) => n.includes(holiday.name))) {
      notes.push(`${when} resmi tatil: ${holiday.name} — saatler değişebilir`);
    }
  }
  return notes;
}

const dateFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long', weekday: 'long' });
function dateLabel(date: string): string {
  return dateFormat.format(new Date(midnight(date) + 12 * 3_600_000));
}

/** The stretches that matter to "open now" at `now` (yesterday to a week ahead), for the browser's islands. */
export function overridesAround(special: SpecialHours | null | undefined, now: Date): HoursOverride[] {
  return expandSpecialHours(special, istanbulDate(new Date(now.getTime() - DAY_MS)), istanbulDate(new Date(now.getTime() + 8 * DAY_MS)));
}

export interface SpecialOpeningHoursSpec {
  '@type': 'OpeningHoursSpecification';
  validFrom: string;
  validThrough: string;
  opens: string;
  closes: string;
}

/**
 * schema.org `specialOpeningHoursSpecification` for the next `days` days from `from` (Google's form: a date
 * with its hours; closed all day as opens = closes = "00:00"): special days, and holidays when the business
 * gave holiday hours (an eve keeps its morning: only the holiday part is stated as a range from 13:00).
 */
export function specialOpeningHoursSpecification(
  special: SpecialHours | null | undefined,
  from: Date,
  days = 60,
): SpecialOpeningHoursSpec[] {
  if (isEmptySpecialHours(special)) return [];
  const out: SpecialOpeningHoursSpec[] = [];
  const start = istanbulDate(from);
  const byDate = new Map(special!.days.map((d) => [d.date, d]));
  for (let i = 0, date = start; i < days; i++, date = addDays(date, 1)) {
    const holiday = holidayOn(date);
    const list = byDate.get(date)?.ranges ?? (holiday && !holiday.half && special!.holidays !== null ? special!.holidays : null);
    if (!list) continue;
    const spec = (opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification' as const,
      validFrom: date,
      validThrough: date,
      opens,
      closes,
    });
    if (list.length === 0) out.push(spec('00:00', '00:00'));
    else for (const [o, c] of list) out.push(spec(o, c === '24:00' ? '23:59' : c));
  }
  return out;
}
