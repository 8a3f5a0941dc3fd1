/**
 * What both layouts do with a row's optional fields (decision 015): an optional field that fails validation
 * (a phone, an e-mail, a website, coordinates, hours, a Google id) is left out with a warning on that
 * line, and the business is imported; the place being outside Adana is a reason to skip it.
 */
import { cidFromFeatureId, parseGoogleMapsLink } from './google-link.ts';
import { coordinatesField, emailField, isInAdana, phoneField, websiteField, type Field } from './fields.ts';
import { parseOpeningHours, parseWeekday } from './hours.ts';
import { importMessages as M } from './messages.ts';
import type { OpeningHours } from '../hours.ts';

export class RowWarnings {
  readonly list: string[] = [];

  /** The value of a field, or `empty` with a warning when it failed validation. */
  take<T>(field: Field<T>, empty: T): T {
    if (field.ok) return field.value;
    this.list.push(M.fieldDropped(field.reason));
    return empty;
  }

  add(reason: string): void {
    this.list.push(M.fieldDropped(reason));
  }
}

/** The first of several values that validates; a warning only when there were values and none did. */
export function firstValid<T>(values: readonly string[], check: (v: string) => Field<T | null>, warnings: RowWarnings): T | null {
  const given = values.map((v) => v.trim()).filter(Boolean);
  let failed: Field<T | null> | null = null;
  for (const v of given) {
    const f = check(v);
    if (f.ok && f.value !== null) return f.value;
    if (!f.ok && !failed) failed = f;
  }
  if (failed) warnings.take(failed, null);
  return null;
}

const phoneParts = (values: readonly string[]) => values.flatMap((v) => v.split(/\s*[,;|/]\s*/));
const emailParts = (values: readonly string[]) => values.flatMap((v) => listValues(v));

/** Phone numbers of a row (several columns, or one with "a, b" or "a / b"): the first valid one. */
export const phoneOf = (values: readonly string[], w: RowWarnings) => firstValid(phoneParts(values), phoneField, w);
/** E-mail addresses (a list "a@x.com, b@y.com" or a JSON array): the first valid one. */
export const emailOf = (values: readonly string[], w: RowWarnings) => firstValid(emailParts(values), emailField, w);

/** How many different valid values the row gives (Apify's `phone` and `phoneUnformatted` are one number). */
function distinctValid(parts: readonly string[], check: (v: string) => Field<string | null>): number {
  const seen = new Set<string>();
  for (const p of parts) {
    const f = check(p.trim());
    if (f.ok && f.value) seen.add(f.value);
  }
  return seen.size;
}

/** Whether a row has more phones or e-mails than the one a business keeps (said in the file's notes). */
export function extraContacts(phones: readonly string[], emails: readonly string[]): { phones?: boolean; emails?: boolean } | undefined {
  const extra = {
    ...(distinctValid(phoneParts(phones), phoneField) > 1 ? { phones: true } : {}),
    ...(distinctValid(emailParts(emails), emailField) > 1 ? { emails: true } : {}),
  };
  return Object.keys(extra).length ? extra : undefined;
}
export const websiteOf = (values: readonly string[], w: RowWarnings) => firstValid(values, websiteField, w);

/** "a, b", "a; b" or a JSON array `["a","b"]` → its values. */
export function listValues(value: string): string[] {
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string');
    } catch {
      // not JSON: split as text
    }
  }
  return text.split(/\s*[,;|]\s*/).filter(Boolean);
}

export interface Place {
  latitude: number | null;
  longitude: number | null;
  googleCid: string | null;
  googlePlaceId: string | null;
  /** The coordinates are outside Adana (the row is skipped as outside the guide's area). */
  outside: boolean;
}

/**
 * Coordinates from their columns, else from the place link's pin (`!3d…!4d…`, google-link.ts); Google
 * ids from their columns, else from the link. Unreadable coordinates or ids are warnings.
 */
export function placeOf(
  input: { lat: string; lng: string; links: readonly string[]; cid: string; placeId: string; featureId?: string },
  w: RowWarnings,
): Place {
  const out: Place = { latitude: null, longitude: null, googleCid: null, googlePlaceId: null, outside: false };
  const link = input.links.map((l) => l.trim()).find(Boolean);
  const prefill = link ? parseGoogleMapsLink(link) : null;
  const fromLink = prefill?.ok ? prefill.prefill : null;

  if (input.lat || input.lng) {
    const coords = coordinatesField(input.lat, input.lng);
    if (coords.ok) Object.assign(out, coords.value);
    else if (coords.reason === M.outsideAdana) out.outside = true;
    else w.take(coords, null);
  }
  if (
    out.latitude === null &&
    !out.outside &&
    fromLink?.latitude !== undefined &&
    fromLink.longitude !== undefined &&
    fromLink.coordinatesFrom !== 'view'
  ) {
    if (isInAdana(fromLink.latitude, fromLink.longitude)) {
      out.latitude = Math.round(fromLink.latitude * 1e8) / 1e8;
      out.longitude = Math.round(fromLink.longitude * 1e8) / 1e8;
    } else out.outside = true;
  }

  // cid can exceed 2^63: kept as text, digits only. Excel shows long numbers as "1,23457E+19", which has
  // lost the digits: such a cid is left out (the place id and the name still catch duplicates).
  const rawCid = input.cid.replace(/\s/g, '');
  const cid = /^\d+([.,]\d+)?e\+?\d+$/i.test(rawCid) ? '' : rawCid;
  if (cid && /^\d{1,40}$/.test(cid)) out.googleCid = cid;
  else if (cid) w.add(M.badCid(cid));
  if (!out.googleCid && input.featureId) out.googleCid = cidFromFeatureId(input.featureId);
  if (!out.googleCid && fromLink?.googleCid) out.googleCid = fromLink.googleCid;
  const placeId = input.placeId.trim();
  if (placeId && placeId.length <= 300) out.googlePlaceId = placeId;
  else if (placeId) w.add(M.tooLong('Google yer kimliği', 300));
  if (!out.googlePlaceId && fromLink?.googlePlaceId) out.googlePlaceId = fromLink.googlePlaceId;
  return out;
}

/**
 * Opening hours from (day, hours) pairs, or from gosom's JSON object `{"Monday":["12–4 pm","6 pm–12 am"],
 * "Friday":["Closed"]}` (also a list of `{day, hours}`). Unreadable hours are a warning, left out.
 */
export function hoursOf(pairs: ReadonlyArray<{ day: string; hours: string }>, json: string, w: RowWarnings): OpeningHours {
  const entries = [...pairs];
  const text = json.trim();
  // An empty cell as a Turkish scraper writes one ("; ; ; ; ; ; ", a separator per day) or gosom's for a
  // place without hours ("null", "{}"): no hours, nothing to report (decision 015).
  if (entries.length === 0 && (/^[\s;,|]*$/.test(text) || text === 'null')) return {};
  if (entries.length === 0 && text) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // "Pazartesi: 09:00–18:00; Salı: 09:00–18:00" (a day per part), else unreadable
      const days = dayParts(text);
      if (!days) {
        w.add(M.badHours('—', text));
        return {};
      }
      parsed = days;
    }
    if (Array.isArray(parsed)) {
      for (const e of parsed) {
        if (e && typeof e === 'object') {
          const r = e as Record<string, unknown>;
          entries.push({ day: String(r.day ?? ''), hours: Array.isArray(r.hours) ? r.hours.join(', ') : String(r.hours ?? '') });
        }
      }
    } else if (parsed && typeof parsed === 'object') {
      for (const [day, value] of Object.entries(parsed as Record<string, unknown>)) {
        const hours = Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '');
        entries.push({ day, hours });
      }
    }
  }
  const result = parseOpeningHours(entries);
  if (result.ok) return result.hours;
  w.add(result.unknownDay ? M.badHoursDay(result.value) : M.badHours(result.day, result.value));
  return {};
}

/**
 * Hours written as text, a day per part: "Pazartesi: 09:00–18:00; Salı: 09:00-12:00, 13:00-18:00; Pazar:
 * Kapalı" (`;`, `|` or line breaks between days) → `{day: hours}`; null when a part does not start with a day.
 */
function dayParts(text: string): Record<string, string> | null {
  const parts = text.split(/\s*(?:[;|\n])\s*/).filter(Boolean);
  const out: Record<string, string> = {};
  for (const part of parts) {
    const m = /^([\p{L}.]+)\s*:?\s+(.*)$/u.exec(part) ?? /^([\p{L}.]+)\s*:\s*(.*)$/u.exec(part);
    if (!m || !parseWeekday(m[1]!)) return null;
    if (m[2]!.trim()) out[m[1]!] = m[2]!.trim();
  }
  return Object.keys(out).length ? out : null;
}

/** gosom's `complete_address` JSON (`{"borough","street","city","postal_code","state","country"}`), or {}. */
export function completeAddress(text: string): {
  borough?: string;
  street?: string;
  city?: string;
  postalCode?: string;
  state?: string;
  country?: string;
} {
  if (!text.trim().startsWith('{')) return {};
  try {
    const o = JSON.parse(text) as Record<string, unknown>;
    const s = (k: string) => (typeof o[k] === 'string' && (o[k] as string).trim() ? (o[k] as string).trim() : undefined);
    return {
      borough: s('borough'),
      street: s('street'),
      city: s('city'),
      postalCode: s('postal_code'),
      state: s('state'),
      country: s('country'),
    };
  } catch {
    return {};
  }
}
