/**
 * Visitor statistics, cookie consent and the free-advertising popup: what the browser and the functions
 * share (issue 16; PD17–19). Browser-safe: zod comes from #lib/zod.ts (jitless in the browser).
 */
import { z } from '#lib/zod.ts';
import { CONSENT_ACTIONS } from '#lib/consent.ts';

export * from '#lib/consent.ts';

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

/** sessionStorage: paths whose visit was sent in this tab (the spec's "sent" flag, per path). */
export const SENT_PATHS_KEY = 'adana_sent_paths';
/** sessionStorage: visits that failed, retried on the next page load or path change. */
export const PENDING_VISITS_KEY = 'adana_pending_visits';

/** Paths that are counted: public pages only (never /admin, /api); segments of lowercase letters, digits, - and _. */
export const TRACKED_PATH = /^\/(?:[a-z0-9_-]{1,80}(?:\/[a-z0-9_.-]{1,120}){0,3}\/?)?$/;
export const UNTRACKED_PREFIXES = ['/admin', '/api'] as const;

export function isTrackedPath(path: string): boolean {
  return TRACKED_PATH.test(path) && !UNTRACKED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export const trackVisitorSchema = z.object({
  page: z.string().max(300, 'page en fazla 300 karakter olabilir.').refine((p) => p.startsWith('/'), 'page / ile başlayan bir yol olmalıdır.'),
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

export const PROMO_DELAY_MS = 5000;
export const LEAD_SOURCE = 'welcome_popup';
export const LEAD_CONSENT_VERSION = '2026-11-25';
/** The text the person agrees to, stored with the lead as evidence (Law 6563). */
export const LEAD_CONSENT_TEXT =
  'Adana Rehberi’nin ücretsiz reklam fırsatı ve kampanyaları hakkında bu e-posta adresime ticari elektronik ileti göndermesine onay veriyorum. Onayımı her iletideki bağlantıyla veya bize yazarak dilediğim an geri alabilirim.';
export const LEAD_EMAIL_ERROR = 'Lütfen geçerli bir e-posta adresi girin';
export const LEAD_CONSENT_ERROR = 'Devam etmek için ticari ileti onayını işaretleyin';

export const promoLeadSchema = z.object({
  email: z.string({ error: LEAD_EMAIL_ERROR }).trim().toLowerCase().max(254, LEAD_EMAIL_ERROR).pipe(z.email({ error: LEAD_EMAIL_ERROR })),
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

/**
 * The offer (spec §1, §9): 1 month (30 days) of free advertising, 0 TL today. Its value is what that month
 * costs: the monthly price of the basic ad package in the one price list (PD16, decision 013; 299 TL as
 * seeded), so an admin's price change changes the popup too. `valueLira` is the fallback for a price list
 * without that package.
 */
export const PROMO_OFFER = { days: 30, valueLira: 299, todayLira: 0, packageCode: 'basic' } as const;

/** The offer's value from the price list's ad packages (see PROMO_OFFER). */
export function promoValueLira(adPackages: ReadonlyArray<{ code: string; monthlyPrice: number }> | undefined): number {
  return adPackages?.find((p) => p.code === PROMO_OFFER.packageCode)?.monthlyPrice ?? PROMO_OFFER.valueLira;
}

/** Pages the popup never appears on: admin, login and the pages with a form of their own. */
export const PROMO_EXCLUDED_PATHS = [
  '/admin',
  '/login',
  '/add-business',
  '/advertise',
  '/advertise-request',
  '/business-owner-register',
  '/business-owner-dashboard',
  '/verify-email',
  '/unsubscribe',
] as const;

export function promoAllowedOn(path: string): boolean {
  const p = path.replace(/\/+$/, '') || '/';
  return !PROMO_EXCLUDED_PATHS.some((x) => p === x || p.startsWith(`${x}/`));
}
