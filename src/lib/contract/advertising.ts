/**
 * Advertising (decision 013, PD16): the two request forms' schemas (spec §5, their own Turkish messages), shared
 * by the islands (instant feedback) and the functions (the authority), the admin's ad-content and status
 * schemas, and the answer types. Browser-safe: the jitless zod of #lib/zod.ts.
 *
 * Both forms make the same request (`AdRequestInput`): the phone normalised to +90… (`#lib/phone.ts`),
 * the duration one of 1, 3, 6, 12 months. The total is never sent by the browser: the server computes it
 * from the price list (`quote()`), and the request keeps it.
 */
import { z } from '#lib/zod.ts';
import { normalizeTrPhone } from '#lib/phone.ts';
import { paymentInputSchema } from './owners.ts';

export const AD_PACKAGES = ['basic', 'premium', 'enterprise'] as const;
export type AdPackage = (typeof AD_PACKAGES)[number];
export const AD_DURATIONS = [1, 3, 6, 12] as const;
export const AD_HONEYPOT = 'website2';

export const AD_STATUSES = ['contact_pending', 'contacted', 'customized', 'live', 'ended', 'cancelled'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** The pipeline's allowed moves (PD16): forward one step at a time, cancel before the end. */
export const AD_TRANSITIONS: Record<AdStatus, readonly AdStatus[]> = {
  contact_pending: ['contacted', 'cancelled'],
  contacted: ['customized', 'cancelled'],
  customized: ['live', 'contacted', 'cancelled'],
  live: ['ended'],
  ended: [],
  cancelled: [],
};

/** Messages of the /advertise form (spec §5). */
export const ADVERTISE_MESSAGES = {
  businessName: 'İşletme adı gereklidir',
  contactPerson: 'İletişim kişisi gereklidir',
  email: 'Geçerli bir e-posta adresi giriniz',
  phone: 'Telefon gereklidir',
  phoneInvalid: 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67)',
  packageType: 'Paket seçimi gereklidir',
  duration: 'Süre seçimi gereklidir',
  message: 'Mesaj en fazla 2000 karakter olabilir',
} as const;

/** Messages of the /advertise-request form (spec §5). */
export const AD_REQUEST_MESSAGES = {
  businessName: 'İşletme adı en az 2 karakter olmalıdır',
  contactPerson: 'Kişi adı en az 2 karakter olmalıdır',
  email: 'Geçerli bir email adresi girin',
  phone: 'Geçerli bir telefon numarası girin',
  phoneInvalid: 'Geçerli bir telefon numarası girin',
  packageType: 'Paket türü seçiniz',
  duration: 'Süre en az 1 ay olmalıdır',
  message: 'Mesaj en fazla 2000 karakter olabilir',
} as const;

type Messages = { [K in keyof typeof ADVERTISE_MESSAGES]: string };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function requestSchema(m: Messages, minName: number) {
  const text = (min: number, max: number, msg: string) =>
    z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ error: msg }).min(min, msg).max(max, `En fazla ${max} karakter girebilirsiniz`),
    );
  return z.object(
    {
      businessName: text(minName, 160, m.businessName),
      contactPerson: text(minName, 120, m.contactPerson),
      email: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
        z.string({ error: m.email }).max(254, m.email).regex(EMAIL_RE, m.email),
      ),
      phone: z
        .preprocess(
          (v) => (typeof v === 'string' ? v.trim() : v),
          z
            .string({ error: m.phone })
            .min(minName === 1 ? 1 : 10, m.phone)
            .max(30, m.phoneInvalid),
        )
        .transform((v, ctx) => {
          const n = normalizeTrPhone(v);
          if (!n) {
            ctx.addIssue({ code: 'custom', message: m.phoneInvalid });
            return z.NEVER;
          }
          return n;
        }),
      packageType: z.enum(AD_PACKAGES, { error: m.packageType }),
      duration: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z
          .number({ error: m.duration })
          .int(m.duration)
          .refine((n) => (AD_DURATIONS as readonly number[]).includes(n), m.duration),
      ),
      message: z
        .preprocess((v) => (typeof v === 'string' ? v.trim() : v == null ? '' : v), z.string().max(2000, m.message))
        .transform((v) => (v === '' ? null : v)),
      [AD_HONEYPOT]: z.unknown().optional(),
    },
    { error: 'İstek gövdesi bir nesne olmalıdır.' },
  );
}

/** POST /api/advertisements (the /advertise form). */
export const advertiseSchema = requestSchema(ADVERTISE_MESSAGES, 1);
/** POST /api/advertisement-requests (the /advertise-request form). */
export const adRequestSchema = requestSchema(AD_REQUEST_MESSAGES, 2);
export type AdRequestInput = z.infer<typeof advertiseSchema>;
export type AdRequestFormValues = z.input<typeof advertiseSchema>;

export const isAdHoneypotFilled = (v: Record<string, unknown>): boolean => {
  const h = v[AD_HONEYPOT];
  return typeof h === 'string' ? h.trim() !== '' : h != null && h !== false;
};

/** What a request answers (201). */
export interface AdRequestResult {
  id: number;
  message: string;
  packageType: AdPackage;
  duration: number;
  /** numeric(10,2) text, KDV included. */
  totalCost: string;
}

/** The ad's public content, edited by an admin (spec §3 adContent). */
export const adContentSchema = z.object({
  title: z.string().trim().max(120, 'Başlık en fazla 120 karakter olabilir').default(''),
  description: z.string().trim().max(600, 'Açıklama en fazla 600 karakter olabilir').default(''),
  /** An upload key (POST /api/uploads) or an already stored image URL. */
  image: z.string().trim().max(300).default(''),
  features: z.array(z.string().trim().min(1).max(80)).max(10, 'En fazla 10 özellik eklenebilir').default([]),
  bannerAd: z.boolean().default(false),
  socialMedia: z
    .object({
      instagram: z.string().trim().max(200).default(''),
      facebook: z.string().trim().max(200).default(''),
    })
    .default({ instagram: '', facebook: '' }),
  customLandingPage: z.boolean().default(false),
  apiIntegration: z.boolean().default(false),
  phone: z.string().trim().max(30).default(''),
  link: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https?:\/\//i.test(v) || /^\/(?!\/)/.test(v), 'Bağlantı http(s):// ya da / ile başlamalıdır')
    .default(''),
});
export type AdContentInput = z.input<typeof adContentSchema>;

/** PATCH /api/admin/ads/:id: content, dates, linked business, notes (each optional). */
/** A day of the calendar between 2000 and 2100 ("9999-99-99" is 400, not a 500 from the database). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalıdır')
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d));
    return y >= 2000 && y <= 2100 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  }, 'Geçerli bir tarih girin (YYYY-AA-GG, 2000 ile 2100 arası)');

export const adUpdateSchema = z.object({
  adContent: adContentSchema.optional(),
  startDate: calendarDate.nullable().optional(),
  endDate: calendarDate.nullable().optional(),
  businessId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  notes: z.string().max(4000, 'Not en fazla 4000 karakter olabilir').nullable().optional(),
});

/** POST /api/admin/ads/:id/status */
export const adStatusSchema = z.object({
  status: z.enum(AD_STATUSES, { error: 'Geçersiz durum' }),
  note: z.string().trim().max(1000).optional(),
  /** "Ödeme alındı" (decision 028): required to go live when the request has a price. */
  payment: paymentInputSchema.optional(),
});

/** PUT /api/admin/prices */
export const priceUpdateSchema = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(['plan', 'ad_package']),
        code: z.string().min(1).max(20),
        name: z.string().trim().min(2, 'Ad en az 2 karakter olmalıdır').max(80),
        monthlyPrice: z
          .number({ error: 'Fiyat bir sayı olmalıdır' })
          .int('Fiyat tam lira olmalıdır')
          .min(0, 'Fiyat negatif olamaz')
          .max(1_000_000, 'Fiyat çok yüksek'),
        highlighted: z.boolean().optional(),
      }),
    )
    .max(20),
  discounts: z
    .array(
      z.object({
        months: z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]),
        discountPercent: z
          .number()
          .int('İndirim tam sayı olmalıdır')
          .min(0, 'İndirim 0 ile 90 arasında olmalıdır')
          .max(90, 'İndirim 0 ile 90 arasında olmalıdır'),
      }),
    )
    .max(4),
});

/** A live ad as the public sees it: never the requester's contact person, e-mail or phone. */
export interface PublicAd {
  id: number;
  packageType: AdPackage;
  businessName: string;
  businessId: number | null;
  categorySlug: string | null;
  title: string;
  description: string;
  image: string | null;
  features: string[];
  phone: string | null;
  link: string | null;
  bannerAd: boolean;
  socialMedia: { instagram: string | null; facebook: string | null };
  customLandingPage: boolean;
  apiIntegration: boolean;
  duration: number;
  totalCost: string;
  startDate: string | null;
  endDate: string | null;
  status: 'live';
}

/** One request as the admin screen lists it. */
export interface AdminAdRequest {
  id: number;
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  packageType: AdPackage;
  duration: number;
  message: string | null;
  status: AdStatus;
  totalCost: string;
  startDate: string | null;
  endDate: string | null;
  adContent: Record<string, unknown> | null;
  businessId: number | null;
  notes: string | null;
  contactedAt: string | null;
  customizedAt: string | null;
  liveAt: string | null;
  endedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  impressions: number;
  clicks: number;
}
