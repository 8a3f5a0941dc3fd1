/**
 * The add-business form's schema (spec §2 "Add business", §5; decision 008 "Manual"), shared by the island
 * (instant feedback) and `POST /api/businesses` (the authority), and, as `businessPatchSchema`, by the
 * admin's edit before approval. Browser-safe: zod and pure modules only (no node:, no database).
 *
 * What it does to the input:
 *  - text is NFC without invisible characters (bidi overrides, zero-width spaces: `visibleText`) and trimmed;
 *    empty optional text is `null`; lengths are those of db/schema/directory.ts (`businessLimits`);
 *  - `category` and `district` are slugs (`restoranlar`, `cukurova`; a name such as "Çukurova" is slugified);
 *    whether they exist is checked by the function against the database;
 *  - `phone` is normalised to E.164 (`+903224560101`); a number that is not Turkish is refused;
 *  - `whatsapp` likewise, and it must be a mobile (05xx): its schema comes from src/lib/business-fields.ts;
 *  - `website` must be an http(s) address; "www.ornek.com" becomes "https://www.ornek.com";
 *  - `hours`: per weekday (mon … sun) closed (`[]` or missing) or one/two ranges `["09:00","18:00"]`;
 *    "9:00" is read as "09:00", a close at or before the open runs past midnight, "24:00" closes at
 *    midnight. Hours with no open range at all count as not given: every day 09:00–18:00 (spec §7);
 *  - `latitude`/`longitude`: optional, both or neither, numbers or strings ("37,0012" too), inside the box
 *    around Adana province `ADANA_BOUNDS` (lat 36.5–38.3, lng 34.7–36.5);
 *  - `photos`: at most 8 keys answered by `POST /api/uploads`, in order (the first is the main image);
 *  - `googleCid`/`googlePlaceId`: the identifiers a pasted Google Maps link gave (the Google tab), kept for
 *    duplicate detection; never typed by people, so a malformed one is refused rather than repaired;
 *  - `featuredRequested` only asks for "Öne çıkan" (PD8: never grants it);
 *  - `website2` is the honeypot: a hidden field people leave empty. The schema lets it through; the
 *    function answers a filled one as if it succeeded and stores nothing (`isHoneypotFilled`).
 */
import { z } from '#lib/zod.ts';
import { BUSINESS_FIELDS, DECLARED_SCHEMA_FIELDS, FORM_FIELDS, type DeclaredSchemaFieldName } from './business-fields.ts';
import type { OpeningHours, TimeRange, Weekday } from './hours.ts';
import { emailField } from './auth-schema.ts';
import { PLACE_ID_RE } from './import/google-link.ts';
import { isTrMobile, normalizeTrPhone } from './phone.ts';
import { slugifyTr, visibleText } from './turkish.ts';

/** Column lengths from db/schema/directory.ts (`businesses`), plus limits for the free text. */
export const businessLimits = {
  name: 160,
  subcategory: 120,
  address: 300,
  description: 5000,
  email: 254,
  website: 300,
  submitterName: 120,
  slug: 80,
  photos: 8,
  rejectionReason: 1000,
} as const;

export const PRICE_RANGES = ['Ucuz', 'Orta', 'Pahalı', 'Ücretsiz'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const DEFAULT_PRICE_RANGE: PriceRange = 'Orta';

export const WEEKDAY_KEYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** At most this many ranges per day (one, or two with a break). */
export const MAX_RANGES_PER_DAY = 2;

/** Spec §7: when the form gives no hours, every day 09:00–18:00. */
export function defaultOpeningHours(): OpeningHours {
  return Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, [['09:00', '18:00']]])) as OpeningHours;
}

/** The box the coordinates must fall in: Adana province with a margin. */
export const ADANA_BOUNDS = { minLat: 36.5, maxLat: 38.3, minLng: 34.7, maxLng: 36.5 } as const;

/** What `POST /api/uploads` answers as `key`: 22–64 URL-safe characters (random, unguessable). */
export const UPLOAD_KEY_RE = /^[A-Za-z0-9_-]{22,64}$/;

/** The honeypot field's name (hidden from people by the form; bots fill it). */
export const HONEYPOT_FIELD = 'website2';

export const businessMessages = {
  body: 'İstek gövdesi bir nesne olmalıdır.',
  googleId: 'Google bağlantısından gelen işletme kimliği geçersiz. Bağlantıyı yeniden içe aktarın.',
  duplicate: 'Bu işletme rehberde zaten kayıtlı (aynı Google işletmesi).',
  name: 'İşletme adı gereklidir',
  nameShort: 'İşletme adı en az 2 karakter olmalıdır',
  nameLong: `İşletme adı en fazla ${businessLimits.name} karakter olabilir`,
  category: 'Lütfen bir kategori seçin',
  subcategoryLong: `Alt kategori en fazla ${businessLimits.subcategory} karakter olabilir`,
  district: 'Lütfen bir ilçe seçin',
  address: 'Adres gereklidir',
  addressShort: 'Adres en az 5 karakter olmalıdır',
  addressLong: `Adres en fazla ${businessLimits.address} karakter olabilir`,
  descriptionLong: `Açıklama en fazla ${businessLimits.description} karakter olabilir`,
  phone: 'Geçerli bir Türkiye telefon numarası girin (ör. 0322 456 01 01 veya 0532 111 22 33)',
  email: 'Geçerli bir e-posta adresi girin',
  website: 'Web sitesi geçerli bir adres olmalıdır (ör. https://www.ornek.com)',
  websiteLong: `Web sitesi adresi en fazla ${businessLimits.website} karakter olabilir`,
  priceRange: 'Fiyat aralığı Ucuz, Orta, Pahalı veya Ücretsiz olmalıdır',
  submitterName: 'İletişim kişisi gereklidir',
  submitterNameLong: `İletişim kişisi en fazla ${businessLimits.submitterName} karakter olabilir`,
  hours: 'Çalışma saatleri geçersiz',
  hoursDay: 'Her gün için en fazla iki saat aralığı girilebilir',
  hoursTime: 'Saatleri SS:DD biçiminde girin (ör. 09:00)',
  hoursRange: 'Açılış ve kapanış saati aynı olamaz',
  hoursOverlap: 'Saat aralıkları çakışmamalıdır; ikinci aralık birincisinden sonra başlamalıdır',
  boolean: 'Bu alan evet ya da hayır olmalıdır',
  latitude: 'Enlem Adana sınırları içinde bir sayı olmalıdır (36,5 – 38,3)',
  longitude: 'Boylam Adana sınırları içinde bir sayı olmalıdır (34,7 – 36,5)',
  coordinatesPair: 'Konum için enlem ve boylamın ikisi birden girilmelidir',
  photos: `En fazla ${businessLimits.photos} fotoğraf eklenebilir`,
  photoKey: 'Fotoğraf bulunamadı; lütfen yeniden yükleyin',
  photoDuplicate: 'Aynı fotoğraf birden fazla kez eklenmiş',
  featured: 'Öne çıkan durumu evet ya da hayır olmalıdır',
} as const;

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_ALL = /[\u0000-\u001f\u007f]+/g;

/** One line of text: NFC without invisible characters, trimmed, control characters (and line breaks) replaced by a space. */
const line = (v: unknown) => (typeof v === 'string' ? visibleText(v).replace(CONTROL_ALL, ' ').replace(/\s+/g, ' ').trim() : v);
/** Multi-line text: NFC without invisible characters, trimmed, control characters other than line breaks dropped, CRLF → LF. */
const multiline = (v: unknown) =>
  typeof v === 'string' ? visibleText(v).replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_NEWLINES, '').trim() : v;

const requiredLine = (required: string, max: number, long: string, min = 1, short = required) =>
  z.preprocess(
    line,
    z
      .string({ error: required })
      .min(1, required)
      .refine((v) => v.length === 0 || v.length >= min, short)
      .refine((v) => v.length <= max, long),
  );

/** Optional text: absent stays absent (`undefined`), empty or null becomes `null` (cleared). */
function optionalText(max: number, long: string, clean: (v: unknown) => unknown = line) {
  return z.preprocess(
    (v) => {
      const c = clean(v);
      return c === '' || c === null ? null : c;
    },
    z.string({ error: long }).max(max, long).nullable().optional(),
  );
}

const slugField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? slugifyTr(v.slice(0, 200)) : v),
    z.string({ error: message }).min(1, message).max(businessLimits.slug, message),
  );

/** A Turkish number in E.164, or (`mobile`) only a mobile one; empty is `null`. */
const trPhoneField = (message: string, mobile = false) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      z.string({ error: message }).nullable().optional(),
    )
    .transform((v, ctx) => {
      if (v === null || v === undefined) return v;
      const n = normalizeTrPhone(v);
      if (!n || (mobile && !isTrMobile(n))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const phoneField = trPhoneField(businessMessages.phone);

/** The schemas the declaration gives (src/lib/business-fields.ts): a Turkish mobile with its message. */
const declaredFields = Object.fromEntries(DECLARED_SCHEMA_FIELDS.map((k) => [k, trPhoneField(BUSINESS_FIELDS[k].message, true)])) as Record<
  DeclaredSchemaFieldName,
  ReturnType<typeof trPhoneField>
>;

/** `null` for every declared field the input left out (the submission stores all of them). */
const declaredOrNull = (v: Partial<Record<DeclaredSchemaFieldName, string | null | undefined>>) =>
  Object.fromEntries(DECLARED_SCHEMA_FIELDS.map((k) => [k, v[k] ?? null])) as Record<DeclaredSchemaFieldName, string | null>;

/** "www.ornek.com" → "https://www.ornek.com"; null when it is not an http(s) address with a dotted host. */
export function normalizeWebsite(input: string): string | null {
  let v = input.trim();
  if (v === '') return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(v)) {
    if (v.startsWith('//')) v = v.slice(2);
    v = `https://${v}`;
  }
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (!u.hostname.includes('.') || u.hostname.startsWith('.') || u.hostname.endsWith('.')) return null;
    if (u.username || u.password) return null;
    if (/\s/.test(v)) return null;
    // "https://www.ornek.com" stays without the trailing slash URL adds.
    const out = u.pathname === '/' && !u.search && !u.hash && !v.endsWith('/') ? u.origin : u.toString();
    return out.length <= businessLimits.website ? out : null;
  } catch {
    return null;
  }
}

const websiteField = z
  .preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string({ error: businessMessages.website }).max(businessLimits.website, businessMessages.websiteLong).nullable().optional(),
  )
  .transform((v, ctx) => {
    if (v === null || v === undefined) return v;
    const n = normalizeWebsite(v);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: businessMessages.website });
      return z.NEVER;
    }
    return n;
  });

/** true/false, also "true"/"false", "on", "1"/"0" from forms. */
const booleanField = (message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const s = v.trim().toLowerCase();
        if (['true', '1', 'on', 'evet'].includes(s)) return true;
        if (['false', '0', 'off', 'hayır', 'hayir', ''].includes(s)) return false;
      }
      if (v === 1) return true;
      if (v === 0) return false;
      return v;
    },
    z.boolean({ error: message }),
  );

const TIME_RE = /^(\d{1,2})[:.](\d{2})$/;

/** "9:00" / "09.00" → "09:00"; null when it is not a time of day (24:00 allowed as a close). */
export function normalizeTime(value: unknown, allow24 = false): string | null {
  if (typeof value !== 'string') return null;
  const m = TIME_RE.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && (min !== 0 || !allow24))) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * Structured opening hours. Output: every weekday present, each with 0–2 normalised ranges; `undefined`
 * when the input had no open range at all (the caller applies the default).
 */
const hoursField = z
  .unknown()
  .optional()
  .transform((value, ctx): OpeningHours | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: businessMessages.hours });
      return z.NEVER;
    }
    const input = value as Record<string, unknown>;
    for (const key of Object.keys(input)) {
      if (!(WEEKDAY_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: businessMessages.hours });
        return z.NEVER;
      }
    }
    const out: OpeningHours = {};
    let any = false;
    let ok = true;
    for (const day of WEEKDAY_KEYS) {
      const raw = input[day];
      if (raw === undefined || raw === null || raw === false) {
        out[day] = [];
        continue;
      }
      if (!Array.isArray(raw) || raw.length > MAX_RANGES_PER_DAY) {
        ctx.addIssue({ code: 'custom', path: [day], message: Array.isArray(raw) ? businessMessages.hoursDay : businessMessages.hours });
        ok = false;
        continue;
      }
      const ranges: TimeRange[] = [];
      for (const r of raw as unknown[]) {
        const pair = Array.isArray(r)
          ? r
          : r && typeof r === 'object'
            ? [(r as { open?: unknown }).open, (r as { close?: unknown }).close]
            : null;
        const open = pair && pair.length === 2 ? normalizeTime(pair[0]) : null;
        const close = pair && pair.length === 2 ? normalizeTime(pair[1], true) : null;
        if (!open || !close) {
          ctx.addIssue({ code: 'custom', path: [day], message: businessMessages.hoursTime });
          ok = false;
          break;
        }
        if (open === close) {
          ctx.addIssue({ code: 'custom', path: [day], message: businessMessages.hoursRange });
          ok = false;
          break;
        }
        ranges.push([open, close]);
      }
      if (ranges.length === 2) {
        const [a, b] = ranges as [TimeRange, TimeRange];
        const aEnd = minutes(a[1]) <= minutes(a[0]) ? minutes(a[1]) + 1440 : minutes(a[1]);
        // The second range starts after the first one ends (same day); the first may not run past midnight.
        if (minutes(b[0]) < aEnd || aEnd > 1440) {
          ctx.addIssue({ code: 'custom', path: [day], message: businessMessages.hoursOverlap });
          ok = false;
        }
      }
      if (ranges.length) any = true;
      out[day] = ranges;
    }
    if (!ok) return z.NEVER;
    return any ? out : undefined;
  });

/** A coordinate: a number, or a string with a decimal point or comma; rounded to 8 decimals. */
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null) return null;
      if (typeof v === 'string') {
        const s = v.trim().replace(',', '.');
        return /^-?\d{1,3}(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
      }
      return v;
    },
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, message)
      .transform((n) => Math.round(n * 1e8) / 1e8)
      .nullable()
      .optional(),
  );

const photosField = z
  .array(z.string({ error: businessMessages.photoKey }).regex(UPLOAD_KEY_RE, businessMessages.photoKey), { error: businessMessages.photos })
  .max(businessLimits.photos, businessMessages.photos)
  .refine((keys) => new Set(keys).size === keys.length, businessMessages.photoDuplicate);

/** The fields as the form and the admin's edit share them (no defaults here); one schema per declared form field. */
const fields = {
  name: requiredLine(businessMessages.name, businessLimits.name, businessMessages.nameLong, 2, businessMessages.nameShort),
  category: slugField(businessMessages.category),
  subcategory: optionalText(businessLimits.subcategory, businessMessages.subcategoryLong),
  district: slugField(businessMessages.district),
  address: requiredLine(businessMessages.address, businessLimits.address, businessMessages.addressLong, 5, businessMessages.addressShort),
  description: optionalText(businessLimits.description, businessMessages.descriptionLong, multiline),
  phone: phoneField,
  ...declaredFields,
  email: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: businessMessages.email }).pipe(emailField)),
  website: websiteField,
  priceRange: z.enum(PRICE_RANGES, { error: businessMessages.priceRange }),
  submitterName: requiredLine(businessMessages.submitterName, businessLimits.submitterName, businessMessages.submitterNameLong),
  hours: hoursField,
  isOpen: booleanField(businessMessages.boolean),
  latitude: coordinate(ADANA_BOUNDS.minLat, ADANA_BOUNDS.maxLat, businessMessages.latitude),
  longitude: coordinate(ADANA_BOUNDS.minLng, ADANA_BOUNDS.maxLng, businessMessages.longitude),
  photos: photosField,
  featuredRequested: booleanField(businessMessages.featured),
} satisfies Record<(typeof FORM_FIELDS)[number], z.ZodType>;

function checkPair(
  v: { latitude?: number | null | undefined; longitude?: number | null | undefined },
  ctx: z.RefinementCtx,
  patch: boolean,
) {
  const lat = v.latitude;
  const lng = v.longitude;
  if (patch && lat === undefined && lng === undefined) return;
  const hasLat = lat !== null && lat !== undefined;
  const hasLng = lng !== null && lng !== undefined;
  if (hasLat !== hasLng) {
    ctx.addIssue({ code: 'custom', path: [hasLat ? 'longitude' : 'latitude'], message: businessMessages.coordinatesPair });
  }
}

const emptyToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

// ---------------------------------------------------------------------------------------------
// The submission (POST /api/businesses)
// ---------------------------------------------------------------------------------------------
export const businessInputSchema = z
  .object(
    {
      ...fields,
      priceRange: z.preprocess((v) => (v === undefined || v === null || v === '' ? DEFAULT_PRICE_RANGE : v), fields.priceRange),
      isOpen: z.preprocess((v) => (v === undefined || v === null ? true : v), fields.isOpen),
      featuredRequested: z.preprocess((v) => (v === undefined || v === null ? false : v), booleanField(businessMessages.featured)),
      photos: z.preprocess((v) => (v === undefined || v === null ? [] : v), photosField),
      googleCid: z.preprocess(
        emptyToUndefined,
        z
          .string({ error: businessMessages.googleId })
          .regex(/^\d{1,40}$/, businessMessages.googleId)
          .optional(),
      ),
      googlePlaceId: z.preprocess(
        emptyToUndefined,
        z.string({ error: businessMessages.googleId }).regex(PLACE_ID_RE, businessMessages.googleId).optional(),
      ),
      [HONEYPOT_FIELD]: z.unknown().optional(),
    },
    { error: businessMessages.body },
  )
  .superRefine((v, ctx) => checkPair(v, ctx, false))
  .transform((v) => ({
    name: v.name,
    category: v.category,
    subcategory: v.subcategory ?? null,
    district: v.district,
    address: v.address,
    description: v.description ?? '',
    phone: v.phone ?? null,
    ...declaredOrNull(v),
    email: v.email,
    website: v.website ?? null,
    priceRange: v.priceRange,
    submitterName: v.submitterName,
    hours: v.hours ?? defaultOpeningHours(),
    isOpen: v.isOpen,
    featuredRequested: v.featuredRequested,
    latitude: v.latitude ?? null,
    longitude: v.longitude ?? null,
    photos: v.photos,
    googleCid: v.googleCid ?? null,
    googlePlaceId: v.googlePlaceId ?? null,
    [HONEYPOT_FIELD]:
      typeof v[HONEYPOT_FIELD] === 'string' ? v[HONEYPOT_FIELD] : v[HONEYPOT_FIELD] == null ? '' : String(v[HONEYPOT_FIELD]),
  }));

/** What the form sends (before parsing). */
export type BusinessInputRaw = z.input<typeof businessInputSchema>;
/** The submission after validation and defaults. */
export type BusinessInput = z.output<typeof businessInputSchema>;

/** True when the hidden honeypot field was filled: a bot. */
export function isHoneypotFilled(input: { [HONEYPOT_FIELD]?: unknown }): boolean {
  const v = input[HONEYPOT_FIELD];
  return typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null && v !== false;
}

// ---------------------------------------------------------------------------------------------
// The admin's edit (PATCH /api/admin/businesses/:id) and the owner's change set: any subset of the fields
// (only those sent are checked), plus isFeatured; the e-mail may be cleared
// ---------------------------------------------------------------------------------------------
export const businessPatchSchema = z
  .object(
    {
      ...fields,
      // A listing may have no public e-mail (many shops only a phone): empty clears it (decision 033).
      email: z.preprocess((v) => (v === '' ? null : v), z.string({ error: businessMessages.email }).pipe(emailField).nullable()),
      featuredRequested: booleanField(businessMessages.featured),
      isFeatured: booleanField(businessMessages.featured),
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Bu alanlar düzenlenemez: ${issue.keys.join(', ')}` : businessMessages.body),
    },
  )
  .partial()
  .strict()
  .superRefine((v, ctx) => checkPair(v, ctx, true))
  .transform((v) => {
    // `hours: {}` (no open range) means "not given" on the form; in an edit it resets to the default.
    const out: typeof v & { hours?: OpeningHours } = { ...v };
    if ('hours' in v) out.hours = v.hours ?? defaultOpeningHours();
    for (const k of Object.keys(out) as (keyof typeof out)[]) if (out[k] === undefined && k !== 'hours') delete out[k];
    return out;
  });

export type BusinessPatch = z.output<typeof businessPatchSchema>;
