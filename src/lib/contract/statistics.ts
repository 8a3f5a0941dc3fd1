/**
 * Visitor statistics, cookie consent and the free-advertising popup: what the browser and the functions
 * share (decision 014; PD17–19). Browser-safe: zod comes from #lib/zod.ts (jitless in the browser).
 */
import { z } from '#lib/zod.ts';
import { CONSENT_ACTIONS } from '#lib/consent.ts';
import { LEAD_CONSENT_ERROR, LEAD_EMAIL_ERROR } from '#lib/promo.ts';

export * from '#lib/consent.ts';
export * from '#lib/promo.ts';

// ─── Cookie consent ────────────────────────────────────────────────────────────────────────────────────

export const consentRequestSchema = z.object({
  consentId: z.string().regex(/^[A-Za-z0-9-]{8,40}$/, 'consentId geçersiz.'),
  action: z.enum(CONSENT_ACTIONS, { error: 'action şunlardan biri olmalıdır: accept_all, reject_all, custom.' }),
  statistics: z.boolean({ error: 'statistics true ya da false olmalıdır.' }),
  marketing: z.boolean({ error: 'marketing true ya da false olmalıdır.' }),
  textVersion: z.string().min(1).max(20, 'textVersion en fazla 20 karakter olabilir.'),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

// ─── Visitor tracking (spec §3 "Visitor tracking record sent", §4) ─────────────────────────────────────

/** Paths that are counted: public pages only (never /admin, /api); segments of lowercase letters, digits, - and _. */
export const TRACKED_PATH = /^\/(?:[a-z0-9_-]{1,80}(?:\/[a-z0-9_.-]{1,120}){0,3}\/?)?$/;
export const UNTRACKED_PREFIXES = ['/admin', '/api'] as const;

export function isTrackedPath(path: string): boolean {
  return TRACKED_PATH.test(path) && !UNTRACKED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export const trackVisitorSchema = z.object({
  page: z
    .string()
    .max(300, 'page en fazla 300 karakter olabilir.')
    .refine((p) => p.startsWith('/'), 'page / ile başlayan bir yol olmalıdır.'),
  referrer: z.string().max(2000).nullish(),
  userAgent: z.string().max(1000).nullish(),
  sessionId: z
    .string()
    .regex(/^\d{10,14}-[a-z0-9]{6,40}$/i, 'sessionId geçersiz.')
    .nullish(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date YYYY-MM-DD biçiminde olmalıdır.')
    .nullish(),
});
export type TrackVisitorRequest = z.infer<typeof trackVisitorSchema>;

// ─── Public statistics (aggregates only; PD19) ─────────────────────────────────────────────────────────

/** GET /api/analytics/daily: one row per day, countries and topPages as JSON text (spec §7). */
export interface DailyStatRow {
  date: string;
  totalVisits: number;
  uniqueVisitors: number;
  /** JSON text: country → visits. */
  countries: string;
  /** JSON text: path → visits (top 5). */
  topPages: string;
}

/** GET /api/analytics/visitors: the summary of the last `days` days (the spec's 30-day window). */
export interface VisitorSummary {
  days: number;
  from: string;
  to: string;
  totalVisits: number;
  uniqueVisitors: number;
  countryCount: number;
  activeDays: number;
  topCountries: { name: string; visits: number }[];
  topPages: { path: string; visits: number }[];
}

export const ANALYTICS_WINDOW_DAYS = 30;
export const TOP_LIST_SIZE = 5;
export const RECENT_DAYS = 7;
export const UNKNOWN_COUNTRY = 'Bilinmiyor';

// ─── The free-advertising popup (spec §4, §5, §8, §9; PD17) ────────────────────────────────────────────

export const promoLeadSchema = z.object({
  email: z
    .string({ error: LEAD_EMAIL_ERROR })
    .trim()
    .toLowerCase()
    .max(254, LEAD_EMAIL_ERROR)
    .pipe(z.email({ error: LEAD_EMAIL_ERROR })),
  businessName: z
    .string()
    .trim()
    .max(160, 'İşletme adı en fazla 160 karakter olabilir')
    .nullish()
    .transform((v) => (v ? v : null)),
  consent: z.literal(true, { error: LEAD_CONSENT_ERROR }),
  consentVersion: z.string().max(20).nullish(),
});
export type PromoLeadRequest = z.input<typeof promoLeadSchema>;

export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface AdminLead {
  id: number;
  email: string;
  businessName: string | null;
  source: string;
  status: LeadStatus;
  consentAt: string | null;
  consentVersion: string | null;
  unsubscribedAt: string | null;
  contactedAt: string | null;
  closedAt: string | null;
  createdAt: string;
}
