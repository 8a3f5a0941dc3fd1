/**
 * Numbers, money and dates the Turkish way (PD2): `tr-TR`, Europe/Istanbul.
 * Pure TypeScript: used by pre-built pages, islands, functions and e-mails alike, so every screen shows
 * the same style (`1.299 ₺`, `22 Kasım 2026`, `4,5`). Phone numbers: src/lib/phone.ts.
 */

import { once } from './once.ts';

export const LOCALE = 'tr-TR';
export const TIME_ZONE = 'Europe/Istanbul';

type DateInput = Date | string | number;

/**
 * The formatters are made on first use, not when this module loads: a page's first use of Intl starts the
 * browser's ICU service, 20–80 ms of main thread on this machine (4× that on a phone), and most pages that
 * import this module need none of them before the visitor does something (decision 020).
 */
const integerFormat = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const moneyFractionFormat = once(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const ratingFormat = once(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const longDate = once(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }));
const shortDate = once(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }));
const time = once(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }));
const dateKeyParts = once(
  () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }),
);

/**
 * A whole number with its thousands grouped the tr-TR way (`12.500`, `-1.234`), without Intl: the same text
 * Intl prints (format.test.ts holds them equal), so a count can be shown before anything starts ICU.
 */
export function groupThousands(n: number): string {
  return (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function toDate(d: DateInput): Date | null {
  const date = d instanceof Date ? d : new Date(d);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `1299` → `1.299`; with `fractionDigits` a fixed number of decimals (`4,50`). */
export function formatNumber(n: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(n);
  return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(n);
}

/** A count: `12500` → `12.500`. */
export function formatCount(n: number): string {
  return Number.isSafeInteger(n) ? groupThousands(n) : integerFormat().format(n);
}

/** A total that may be a lower bound (the server stopped counting, X-Total-Count-Capped): "1.000+". */
export function formatTotal(n: number, capped = false): string {
  return `${formatCount(n)}${capped ? '+' : ''}`;
}

/**
 * Money in Turkish lira, one style everywhere: the amount, a space, the lira sign.
 * `1299` → `1.299 ₺`, `0` → `0 ₺`, `99.5` → `99,50 ₺` (kuruş only when there are any).
 */
export function formatMoney(amount: number): string {
  const whole = Math.round(amount * 100) % 100 === 0;
  return `${whole ? integerFormat().format(Math.round(amount)) : moneyFractionFormat().format(amount)} ₺`;
}

/** A rating to one decimal: `4.5` → `4,5`, `4` → `4,0`. */
export function formatRating(rating: number): string {
  return ratingFormat().format(Number.isFinite(rating) ? rating : 0);
}

/** A percentage from a ratio, Turkish style with the sign first: `0.25` → `%25`. */
export function formatPercent(ratio: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: fractionDigits }).format(ratio);
}

/** `22 Kasım 2026` (in Europe/Istanbul). Invalid input gives an empty string. */
export function formatDate(d: DateInput): string {
  const date = toDate(d);
  return date ? longDate().format(date) : '';
}

/** `22.11.2026` (in Europe/Istanbul). */
export function formatShortDate(d: DateInput): string {
  const date = toDate(d);
  return date ? shortDate().format(date) : '';
}

/** `14:05` (24-hour clock, Europe/Istanbul). */
export function formatTime(d: DateInput): string {
  const date = toDate(d);
  return date ? time().format(date) : '';
}

/** `22 Kasım 2026 14:05` (Europe/Istanbul). */
export function formatDateTime(d: DateInput): string {
  const date = toDate(d);
  return date ? `${longDate().format(date)} ${time().format(date)}` : '';
}

/** The calendar day in Istanbul as `YYYY-MM-DD` (daily statistics, "today"). */
export function istanbulDateKey(d: DateInput = new Date()): string {
  const date = toDate(d);
  if (!date) return '';
  const parts = Object.fromEntries(
    dateKeyParts()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
