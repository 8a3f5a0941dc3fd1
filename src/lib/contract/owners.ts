/**
 * Business owners (decision 011): the registration's schema (shared by the wizard and POST /api/business-owners),
 * the documents' rules, and the answers of the owner API. Browser-safe: the jitless zod of #lib/zod.ts.
 *
 *   POST /api/business-owners/documents (multipart `file`) → OwnerDocument (private; PDF/JPEG/PNG, 10 MB; 4 MB on Netlify)
 *   GET  /api/business-owners/documents/:key               → the file (its owner or an admin, checked each time)
 *   POST /api/business-owners {…RegistrationInput}         → 201 {message, owner: {id, status}}
 *   GET  /api/business-owners                              → OwnerRecord[] (the caller's applications)
 *   GET  /api/business-owners/:id                          → OwnerRecord (own, or admin; else 403/404)
 *   GET  /api/analytics/:businessId                        → AnalyticsAnswer (that business's owner only)
 */
import { z } from '#lib/zod.ts';
import { emailField } from '#lib/auth-schema.ts';
import { normalizeWebsite } from '#lib/business-input.ts';
import { normalizeTrPhone } from '#lib/phone.ts';
import { visibleText } from '#lib/turkish.ts';
import { PLAN_CAPABILITIES } from '#lib/plan-capabilities.ts';

export const PLANS = ['free', 'basic', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_LABELS: Record<Plan, string> = { free: 'Ücretsiz', basic: 'Temel', premium: 'Premium' };
/** Photos a listing may have on each plan (null: unlimited), from the capability list. */
export const PLAN_PHOTO_LIMITS: Record<Plan, number | null> = {
  free: PLAN_CAPABILITIES.free.photos,
  basic: PLAN_CAPABILITIES.basic.photos,
  premium: PLAN_CAPABILITIES.premium.photos,
};

export const OWNER_STATUSES = ['email_pending', 'pending', 'approved', 'rejected'] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

const MB = 1024 * 1024;
/** One document's size limit where the request size is ours to set (the local server). */
export const DOCUMENT_MAX_BYTES = 10 * MB;
/**
 * On Netlify: a function takes a buffered request of at most 6 MB and Base64-encodes a binary body (~33 %
 * more), so about 4.5 MB of file reach it (docs.netlify.com/build/functions/configuration); 4 MB leaves room
 * for the form around the file. Above it Netlify would answer with its own error, not ours.
 */
export const NETLIFY_DOCUMENT_MAX_BYTES = 4 * MB;
export const documentMaxBytes = (onNetlify: boolean): number => (onNetlify ? NETLIFY_DOCUMENT_MAX_BYTES : DOCUMENT_MAX_BYTES);
export const documentSizeMessage = (maxBytes: number): string =>
  `Bir belge en fazla ${Math.round(maxBytes / MB)} MB olabilir. Büyük bir PDF’i sıkıştırın ya da sayfalarını ayrı dosyalar olarak yükleyin.`;
export const DOCUMENT_MAX_FILES = 5;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const ownerMessages = {
  body: 'İstek gövdesi bir nesne olmalıdır.',
  mode: 'Yeni işletme kaydı ya da mevcut bir işletmeyi sahiplenme seçeneğinden birini seçin',
  claim: 'Sahiplenmek istediğiniz işletmeyi arayıp seçin',
  businessName: 'İşletme adı gereklidir',
  businessNameLong: 'İşletme adı en fazla 160 karakter olabilir',
  ownerName: 'İşletme sahibinin adı gereklidir',
  ownerNameLong: 'Ad en fazla 120 karakter olabilir',
  taxNumber: 'Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalıdır',
  address: 'Adres gereklidir',
  addressLong: 'Adres en fazla 300 karakter olabilir',
  phone: 'Telefon numarası gereklidir (ör. 0322 456 01 01)',
  phoneInvalid: 'Geçerli bir Türkiye telefon numarası girin (ör. 0322 456 01 01 veya 0532 111 22 33)',
  email: 'Geçerli bir e-posta adresi girin',
  website: 'Web sitesi geçerli bir adres olmalıdır (ör. https://www.ornek.com)',
  descriptionLong: 'Açıklama en fazla 2000 karakter olabilir',
  category: 'Lütfen bir kategori seçin',
  district: 'Lütfen bir ilçe seçin',
  plan: 'Plan Ücretsiz, Temel veya Premium olmalıdır',
  documents: 'En az bir belge yükleyin (vergi levhası, ticaret sicil gazetesi, faaliyet belgesi…)',
  documentsMax: `En fazla ${DOCUMENT_MAX_FILES} belge yükleyebilirsiniz`,
  documentKey: 'Belge bulunamadı; lütfen yeniden yükleyin',
  documentType: 'Yalnızca PDF, JPEG veya PNG belgeler yükleyebilirsiniz.',
  documentMissing: 'Lütfen bir belge dosyası seçin.',
  documentEmpty: 'Dosya boş görünüyor; lütfen başka bir dosya seçin.',
} as const;

const line = (max: number, required: string, long: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? visibleText(v).replace(/\s+/g, ' ').trim() : v),
    z.string({ error: required }).min(1, required).max(max, long),
  );

export const DOCUMENT_KEY_RE = /^[A-Za-z0-9_-]{22,64}$/;

export const registrationSchema = z
  .object(
    {
      mode: z.enum(['new', 'claim'], { error: ownerMessages.mode }),
      claimBusinessId: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z
          .number({ error: ownerMessages.claim })
          .int(ownerMessages.claim)
          .min(1, ownerMessages.claim)
          .max(2_147_483_647, ownerMessages.claim)
          .nullable(),
      ),
      businessName: line(160, ownerMessages.businessName, ownerMessages.businessNameLong),
      ownerName: line(120, ownerMessages.ownerName, ownerMessages.ownerNameLong),
      taxNumber: z.preprocess(
        (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') || null : (v ?? null)),
        z
          .string({ error: ownerMessages.taxNumber })
          .regex(/^\d{10,11}$/, ownerMessages.taxNumber)
          .nullable(),
      ),
      address: line(300, ownerMessages.address, ownerMessages.addressLong),
      phone: z
        .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: ownerMessages.phone }).min(1, ownerMessages.phone))
        .transform((v, ctx) => {
          const n = normalizeTrPhone(v);
          if (!n) {
            ctx.addIssue({ code: 'custom', message: ownerMessages.phoneInvalid });
            return z.NEVER;
          }
          return n;
        }),
      email: z.preprocess((v) => v ?? '', z.string({ error: ownerMessages.email }).pipe(emailField)),
      website: z
        .preprocess(
          (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
          z.string({ error: ownerMessages.website }).max(300, ownerMessages.website).nullable(),
        )
        .transform((v, ctx) => {
          if (v === null) return null;
          const n = normalizeWebsite(v);
          if (!n) {
            ctx.addIssue({ code: 'custom', message: ownerMessages.website });
            return z.NEVER;
          }
          return n;
        }),
      description: z.preprocess(
        (v) => (typeof v === 'string' ? visibleText(v).trim() || null : (v ?? null)),
        z.string({ error: ownerMessages.descriptionLong }).max(2000, ownerMessages.descriptionLong).nullable(),
      ),
      category: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.string({ error: ownerMessages.category }).max(80, ownerMessages.category).nullable(),
      ),
      district: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.string({ error: ownerMessages.district }).max(80, ownerMessages.district).nullable(),
      ),
      subscriptionPlan: z.preprocess((v) => v ?? 'free', z.enum(PLANS, { error: ownerMessages.plan })),
      documents: z
        .array(z.string({ error: ownerMessages.documentKey }).regex(DOCUMENT_KEY_RE, ownerMessages.documentKey), {
          error: ownerMessages.documents,
        })
        .min(1, ownerMessages.documents)
        .max(DOCUMENT_MAX_FILES, ownerMessages.documentsMax)
        .refine((a) => new Set(a).size === a.length, ownerMessages.documentKey),
    },
    { error: ownerMessages.body },
  )
  .superRefine((v, ctx) => {
    if (v.mode === 'claim' && v.claimBusinessId === null)
      ctx.addIssue({ code: 'custom', path: ['claimBusinessId'], message: ownerMessages.claim });
    if (v.mode === 'new' && !v.category) ctx.addIssue({ code: 'custom', path: ['category'], message: ownerMessages.category });
    if (v.mode === 'new' && !v.district) ctx.addIssue({ code: 'custom', path: ['district'], message: ownerMessages.district });
  });
export type RegistrationRaw = z.input<typeof registrationSchema>;
export type RegistrationInput = z.output<typeof registrationSchema>;

/** POST /api/business-owners/documents (201). */
export interface OwnerDocument {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

export interface OwnerBusinessRef {
  id: number;
  name: string;
  status: string;
  isFeatured: boolean;
  images: string[];
  /** The listing's description as visitors read it ('' when it has none). */
  description: string;
}

/** An owner application / ownership as its owner (and admins) see it. */
export interface OwnerRecord {
  id: number;
  mode: 'new' | 'claim';
  businessId: number | null;
  claimBusinessId: number | null;
  business: OwnerBusinessRef | null;
  businessName: string;
  ownerName: string;
  taxNumber: string | null;
  address: string;
  phone: string;
  email: string;
  emailVerified: boolean;
  website: string | null;
  description: string | null;
  status: OwnerStatus;
  rejectionReason: string | null;
  documents: OwnerDocument[];
  subscriptionPlan: Plan;
  subscriptionExpiresAt: string | null;
  notifyByEmail: boolean;
  pendingPlanRequest: Plan | null;
  createdAt: string;
}

export interface RegistrationAnswer {
  message: string;
  owner: { id: number; status: OwnerStatus };
}

/** One day of a business's counts (Europe/Istanbul date). */
export interface AnalyticsDay {
  date: string;
  views: number;
  phoneClicks: number;
  websiteClicks: number;
  directionsClicks: number;
}

/** GET /api/analytics/:id: the last 30 days (every day, zeros included) and their totals. */
export interface AnalyticsAnswer {
  businessId: number;
  days: AnalyticsDay[];
  totals: Omit<AnalyticsDay, 'date'>;
}

/** The counting rules, as published on the dashboard (and enforced by src/features/statistics/business-events.ts). */
export const COUNTING_RULES = [
  'Bir görüntülenme, aynı ziyaretçi için aynı işletmede günde bir kez sayılır.',
  'Telefon, web sitesi ve yol tarifi tıklamaları, aynı ziyaretçi için her biri saatte bir kez sayılır.',
  'Arama motoru botları ve otomatik istekler sayılmaz.',
  'İşletmenin sahibi olarak giriş yapmışken kendi sayfanızı açmanız sayılmaz.',
  'Ziyaretçiyi tanımak için IP adresi saklanmaz; yalnızca her gün değişen anahtarla üretilmiş bir özet kullanılır.',
] as const;

/**
 * What is wrong with a chosen file before it is sent (the wizard), or null: larger than `maxBytes` (this
 * platform's limit, given to the page at build time) or not named as a PDF, JPEG or PNG. The function checks
 * again, the type by content.
 */
export function documentFileProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  if (file.size > maxBytes) return documentSizeMessage(maxBytes);
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return ownerMessages.documentType;
  return null;
}

/** GET /api/analytics/:id/details ("Detaylı analizler"): the last 30 days' views by source, search words, weekday and hour. */
export interface AnalyticsDetails {
  businessId: number;
  /** Views by source; a count below MIN_CELL_VISITORS is null ("3'ten az"). */
  sources: { source: string; label: string; views: number | null }[];
  /** Search words that led at least MIN_CELL_VISITORS distinct visitors to the listing, most first. */
  searchTerms: { term: string; visitors: number }[];
  /** Monday first (Pazartesi … Pazar); null below MIN_CELL_VISITORS. */
  weekdays: { day: string; views: number | null }[];
  /** 0–23 (Istanbul); null below MIN_CELL_VISITORS. */
  hours: { hour: number; views: number | null }[];
}

/** Fewer visitors than this in a cell are never shown (decision 028: statistics never reveal one or two people). */
export const MIN_CELL_VISITORS = 3;

export interface BenchmarkFigure {
  key: 'views' | 'phoneClicks' | 'websiteClicks' | 'directionsClicks';
  label: string;
  yours: number;
  categoryMedian: number | null;
  districtMedian: number | null;
}

/** GET /api/analytics/:id/benchmark ("Gelişmiş analizler"): the last 30 days against similar listings' median. */
export interface AnalyticsBenchmark {
  businessId: number;
  category: string;
  /** The category within the listing's district; null without a district. */
  district: string | null;
  categoryCount: number;
  districtCount: number;
  figures: BenchmarkFigure[];
}

/** A benchmark group needs this many listings, or its median is not shown. */
export const MIN_BENCHMARK_GROUP = 5;

export const PAYMENT_METHODS = ['havale', 'kart', 'nakit', 'diger'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  havale: 'Havale/EFT',
  kart: 'Kredi kartı (POS)',
  nakit: 'Nakit',
  diger: 'Diğer',
};

/** The admin's "Ödeme alındı" step, sent with a paid plan or an ad going live. */
export interface PaymentInput {
  /** Turkish lira, up to two decimals. */
  amount: number;
  method: PaymentMethod;
  reference: string;
  /** YYYY-MM-DD */
  paidOn: string;
}

export const paymentInputSchema = z.object(
  {
    amount: z
      .number({ error: 'Tutar bir sayı olmalıdır.' })
      .positive('Tutar sıfırdan büyük olmalıdır.')
      .max(1_000_000, 'Tutar en fazla 1.000.000 ₺ olabilir.')
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Tutar en fazla iki ondalık basamak içerebilir.'),
    method: z.enum(PAYMENT_METHODS, { error: 'Ödeme yöntemi Havale/EFT, Kredi kartı, Nakit veya Diğer olmalıdır.' }),
    reference: z
      .string({ error: 'Ödeme referansını (dekont no, işlem no) girin.' })
      .trim()
      .min(2, 'Ödeme referansını (dekont no, işlem no) girin.')
      .max(80, 'Referans en fazla 80 karakter olabilir.'),
    paidOn: z
      .string({ error: 'Ödeme tarihi YYYY-AA-GG biçiminde olmalıdır.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ödeme tarihi YYYY-AA-GG biçiminde olmalıdır.'),
  },
  { error: 'Ödeme bilgileri eksik: tutar, yöntem, referans ve tarih girin.' },
);

/** GET /api/owner/payments: the caller's recorded payments, newest first. */
export interface OwnerPayment {
  id: number;
  receiptNo: string;
  kind: 'plan' | 'ad';
  description: string;
  amount: number;
  method: string;
  reference: string;
  paidOn: string;
  createdAt: string;
}
