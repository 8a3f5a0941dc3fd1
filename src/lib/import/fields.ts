/**
 * Normalising the fields both layouts share: phone (E.164), e-mail, website, price range, coordinates
 * (decimal commas, inside Adana) and text lengths (the columns of db/schema/directory.ts). Each returns the value or
 * a Turkish reason; standard.ts and google.ts build a candidate from them.
 */
import { isTrMobile, normalizeTrPhone } from '#lib/phone.ts';
import { foldTurkish, visibleText } from '#lib/turkish.ts';
import { parseDecimal } from './csv.ts';
import { importMessages as M } from './messages.ts';
import type { PriceRange } from './types.ts';

export type Field<T> = { ok: true; value: T } | { ok: false; reason: string };
const ok = <T>(value: T): Field<T> => ({ ok: true, value });
const fail = <T>(reason: string): Field<T> => ({ ok: false, reason });

/** Column lengths of `businesses` (db/schema/directory.ts). */
export const MAX_LENGTH = {
  name: 160,
  subcategory: 120,
  address: 300,
  website: 300,
  email: 254,
  description: 5000,
  googlePlaceId: 300,
  googleCid: 40,
} as const;

/**
 * Adana province with a margin (the same box as the add-business form, src/lib/business-input.ts): a point
 * outside is a mistake (latitude and longitude swapped, or another city).
 */
export const ADANA_BOUNDS = { minLat: 36.5, maxLat: 38.3, minLng: 34.7, maxLng: 36.5 } as const;

export function isInAdana(lat: number, lng: number): boolean {
  return lat >= ADANA_BOUNDS.minLat && lat <= ADANA_BOUNDS.maxLat && lng >= ADANA_BOUNDS.minLng && lng <= ADANA_BOUNDS.maxLng;
}

/** NFC without invisible characters (`visibleText`), whitespace collapsed (also line breaks inside quoted fields), trimmed. */
export function cleanText(value: string | null | undefined): string {
  return visibleText(value ?? '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/** NFC without invisible characters, trimmed, line breaks kept (descriptions), at most two in a row. */
export function cleanMultiline(value: string | null | undefined): string {
  return visibleText(value ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0\u202f]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function lengthCheck(label: string, value: string, max: number): string | null {
  return value.length > max ? M.tooLong(label, max) : null;
}

export function phoneField(value: string): Field<string | null> {
  if (!value) return ok(null);
  const e164 = normalizeTrPhone(value);
  return e164 ? ok(e164) : fail(M.badPhone(value));
}

/** A WhatsApp number: a Turkish mobile (05xx), E.164. */
export function whatsappField(value: string): Field<string | null> {
  const v = cleanText(value);
  if (!v) return ok(null);
  const e164 = normalizeTrPhone(v);
  return e164 && isTrMobile(e164) ? ok(e164) : fail(M.badWhatsapp(v));
}

const EMAIL_RE = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

export function emailField(value: string): Field<string | null> {
  if (!value) return ok(null);
  const email = value
    .replace(/^mailto:/i, '')
    .trim()
    .toLowerCase();
  if (email.length > MAX_LENGTH.email || !EMAIL_RE.test(email)) return fail(M.badEmail(value));
  return ok(email);
}

/** Tracking parameters Google adds to websites (utm_*, gclid…) are removed. */
const TRACKING_RE = /^(utm_\w+|gclid|fbclid|y_source|hl)$/i;

export function websiteField(value: string): Field<string | null> {
  if (!value) return ok(null);
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return fail(M.badWebsite(value));
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) ||
    url.username ||
    url.password
  ) {
    return fail(M.badWebsite(value));
  }
  for (const key of [...url.searchParams.keys()]) if (TRACKING_RE.test(key)) url.searchParams.delete(key);
  const text = url.toString();
  if (text.length > MAX_LENGTH.website) return fail(M.tooLong('Web sitesi', MAX_LENGTH.website));
  return ok(text);
}

const PRICE_RANGES: Readonly<Record<string, PriceRange>> = {
  ucuz: 'Ucuz',
  cheap: 'Ucuz',
  dusuk: 'Ucuz',
  ekonomik: 'Ucuz',
  inexpensive: 'Ucuz',
  '₺': 'Ucuz',
  $: 'Ucuz',
  orta: 'Orta',
  medium: 'Orta',
  moderate: 'Orta',
  normal: 'Orta',
  '₺₺': 'Orta',
  $$: 'Orta',
  pahali: 'Pahalı',
  expensive: 'Pahalı',
  yuksek: 'Pahalı',
  '₺₺₺': 'Pahalı',
  '₺₺₺₺': 'Pahalı',
  $$$: 'Pahalı',
  $$$$: 'Pahalı',
  ucretsiz: 'Ücretsiz',
  free: 'Ücretsiz',
  bedava: 'Ücretsiz',
};

/** Price marks as Google and gosom write them: "₺", "€€", "$$$", "££££" (one to four of the same sign). */
export function priceMarks(value: string): PriceRange | null {
  const m = /^([₺$€£])\1{0,3}$/u.exec(value.replace(/\s+/g, ''));
  if (!m) return null;
  const n = [...m[0]].length;
  return n === 1 ? 'Ucuz' : n === 2 ? 'Orta' : 'Pahalı';
}

/**
 * "Ucuz", "orta", "PAHALI", "cheap", "₺₺", "€€€", … → our price range; empty → none (decision 015: an import
 * invents no price range; the middle-tier default of spec §5 belongs to the form).
 */
export function priceRangeField(value: string): Field<PriceRange | null> {
  if (!value) return ok(null);
  const marks = priceMarks(value);
  if (marks) return ok(marks);
  const key = foldTurkish(value).replace(/\s+/g, '');
  const found = PRICE_RANGES[key];
  return found ? ok(found) : fail(M.badPriceRange(value));
}

/**
 * Latitude and longitude from text with decimal commas or points: both or neither; inside Adana; stored
 * with 8 decimals (numeric(10,8)/(11,8)).
 */
export function coordinatesField(latText: string, lngText: string): Field<{ latitude: number | null; longitude: number | null }> {
  const lat = parseDecimal(latText);
  const lng = parseDecimal(lngText);
  if (lat !== null && Number.isNaN(lat)) return fail(M.badCoordinate(latText));
  if (lng !== null && Number.isNaN(lng)) return fail(M.badCoordinate(lngText));
  if (lat === null && lng === null) return ok({ latitude: null, longitude: null });
  if (lat === null || lng === null) return fail(M.halfCoordinates);
  if (!isInAdana(lat, lng)) return fail(M.outsideAdana);
  const round = (v: number) => Math.round(v * 1e8) / 1e8;
  return ok({ latitude: round(lat), longitude: round(lng) });
}

/** "true", "TRUE", "1", "evet", "yes" → true. */
export function truthy(value: string): boolean {
  return ['true', '1', 'evet', 'yes', 'doğru', 'dogru'].includes(foldTurkish(value));
}
