/**
 * Turkish phone numbers. Stored as E.164 (`+903224560101`), shown in the domestic style (`0322 456 01 01`).
 * Pure TypeScript, shared by the forms, the importers, the seed and the pages.
 *
 * A Turkish number has 10 national digits after the trunk prefix 0 or the country code 90: a 3-digit area
 * or mobile code starting with 2, 3, 4 (landlines), 5 (mobiles) or 8 (0800/0850 services), then 7 digits.
 * Nationwide "444" numbers have 7 digits in all (`444 84 64`, common for chains), dialled without a
 * prefix; stored `+904448464`, shown `444 84 64` (decision 015).
 */

const NATIONAL_RE = /^[23458]\d{9}$/;
/** A nationwide 444 number: 444 and 4 digits. */
const NATIONWIDE_RE = /^444\d{4}$/;
/** Characters people put in numbers: spaces (incl. no-break), dots, dashes, slashes, parentheses. */
const SEPARATORS_RE = /[\s\u00a0\u202f.\-/()]/g;

/**
 * Normalises a Turkish phone number to E.164 (`+90XXXXXXXXXX`), or returns null when the input is not a
 * valid Turkish number. Accepts "0322 456 01 01", "+90 (532) 111 22 33", "5321112233", "90 322 456 01 01",
 * "0090 322 456 01 01" and "0 (322) 456-01-01".
 */
export function normalizeTrPhone(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(SEPARATORS_RE, '');
  if (compact === '') return null;
  let digits: string;
  if (compact.startsWith('+')) {
    digits = compact.slice(1);
    if (!/^\d+$/.test(digits) || !digits.startsWith('90')) return null;
    digits = digits.slice(2);
  } else {
    if (!/^\d+$/.test(compact)) return null;
    digits = compact;
    if (digits.startsWith('0090')) digits = digits.slice(4);
    else if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
    else if (digits.length === 9 && digits.startsWith('90444')) digits = digits.slice(2);
    else if (digits.length === 8 && digits.startsWith('0444')) digits = digits.slice(1);
  }
  return NATIONAL_RE.test(digits) || NATIONWIDE_RE.test(digits) ? `+90${digits}` : null;
}

/** True when `normalizeTrPhone` accepts the input. */
export function isValidTrPhone(input: string | null | undefined): boolean {
  return normalizeTrPhone(input) !== null;
}

/** A nationwide 444 number's display ("444 84 64"), or null for any other number. */
function nationwide(n: string | null): string | null {
  return n && n.length === 10 ? `${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8, 10)}` : null;
}

function parts(e164OrAny: string): [string, string, string, string] | null {
  const n = normalizeTrPhone(e164OrAny);
  if (!n || nationwide(n)) return null;
  const d = n.slice(3);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)];
}

/**
 * Formats a number for display in the domestic style: "+903224560101" → "0322 456 01 01".
 * Anything that is not a valid Turkish number is returned unchanged (trimmed).
 */
export function formatTrPhone(e164: string | null | undefined): string {
  if (typeof e164 !== 'string') return '';
  const short = nationwide(normalizeTrPhone(e164));
  if (short) return short;
  const p = parts(e164);
  return p ? `0${p[0]} ${p[1]} ${p[2]} ${p[3]}` : e164.trim();
}

/** International display style: "+903224560101" → "+90 322 456 01 01". */
export function formatTrPhoneIntl(e164: string | null | undefined): string {
  if (typeof e164 !== 'string') return '';
  const short = nationwide(normalizeTrPhone(e164));
  if (short) return `+90 ${short}`;
  const p = parts(e164);
  return p ? `+90 ${p[0]} ${p[1]} ${p[2]} ${p[3]}` : e164.trim();
}

/** `tel:` link target for a number, or null when it is not a valid Turkish number. */
export function phoneHref(input: string | null | undefined): string | null {
  const n = normalizeTrPhone(input);
  return n ? `tel:${n}` : null;
}

/**
 * WhatsApp's click-to-chat link for a Turkish mobile (`https://wa.me/905321112233`: the number in
 * international form without "+"), or null when it is not a valid Turkish mobile number.
 */
export function whatsappHref(input: string | null | undefined): string | null {
  const n = normalizeTrPhone(input);
  return n && isTrMobile(n) ? `https://wa.me/${n.slice(1)}` : null;
}

/** True for mobile numbers (national code starting with 5). */
export function isTrMobile(input: string | null | undefined): boolean {
  const n = normalizeTrPhone(input);
  return n !== null && n[3] === '5';
}
