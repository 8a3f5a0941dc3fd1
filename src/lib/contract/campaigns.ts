/**
 * Campaigns and announcements (decision 031; a paid-plan capability, #lib/plan-capabilities.ts `campaigns`):
 *   POST /api/owner/campaigns {businessId, kind, title, text, startDate, endDate} → 201 OwnerCampaign (pending).
 *        401 without an account; 403 not the approved owner of that business, or its plan has no campaigns
 *        (the message names the plan that opens them); 400 field errors; 409 too many open ones; 429 over the
 *        limit per account.
 *   GET  /api/owner/campaigns                                  → OwnerCampaign[] (the caller's businesses only)
 *   POST /api/owner/campaigns/{id}/withdraw                    → OwnerCampaign (from pending or approved; else 409)
 *   GET  /api/admin/campaigns?queue=pending|approved|rejected|withdrawn&limit&offset → AdminCampaignList
 *   POST /api/admin/campaigns/{id}/approve {version} | /reject {reason, version} → {id, status}; only from
 *        pending, and only the version the admin read (409 otherwise: a second admin gets 409).
 *   GET  /api/campaigns                                        → PublicCampaign[] (approved and current today)
 * Days are calendar days in Europe/Istanbul (`YYYY-MM-DD`), both inclusive. Browser-safe: jitless zod only.
 */
import { z } from '#lib/zod.ts';

export const CAMPAIGN_KINDS = ['kampanya', 'duyuru'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_KIND_LABELS: Record<CampaignKind, string> = { kampanya: 'Kampanya', duyuru: 'Duyuru' };

export const CAMPAIGN_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  pending: 'Onay bekliyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
  withdrawn: 'Geri çekildi',
};

export const CAMPAIGN_LIMITS = {
  titleMin: 3,
  titleMax: 80,
  textMin: 10,
  textMax: 500,
  /** Days shown at most (start and end included). */
  maxDays: 90,
  /** How far ahead a campaign may start. */
  maxLeadDays: 60,
  reasonMin: 5,
  reasonMax: 500,
} as const;

export const campaignMessages = {
  object: 'İstek gövdesi bir nesne olmalıdır.',
  business: 'İşletme seçin.',
  kind: 'Türü seçin: kampanya veya duyuru.',
  titleMin: `Başlık en az ${CAMPAIGN_LIMITS.titleMin} karakter olmalıdır`,
  titleMax: `Başlık en fazla ${CAMPAIGN_LIMITS.titleMax} karakter olabilir`,
  textMin: `Metin en az ${CAMPAIGN_LIMITS.textMin} karakter olmalıdır`,
  textMax: `Metin en fazla ${CAMPAIGN_LIMITS.textMax} karakter olabilir`,
  date: 'Tarihi GG.AA.YYYY biçiminde seçin.',
  endBeforeStart: 'Bitiş tarihi başlangıçtan önce olamaz.',
  tooLong: `Bir kampanya en fazla ${CAMPAIGN_LIMITS.maxDays} gün sürebilir.`,
  startPast: 'Başlangıç tarihi bugünden önce olamaz.',
  startTooFar: `Başlangıç tarihi en fazla ${CAMPAIGN_LIMITS.maxLeadDays} gün sonrası olabilir.`,
  reasonMin: `Ret gerekçesi en az ${CAMPAIGN_LIMITS.reasonMin} karakter olmalıdır`,
  reasonMax: `Ret gerekçesi en fazla ${CAMPAIGN_LIMITS.reasonMax} karakter olabilir`,
  version: 'Kampanyanın okunan sürümü eksik; listeyi yenileyin.',
} as const;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as `YYYY-MM-DD`. */
export function isDay(v: string): boolean {
  if (!DAY_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Whole days from `a` to `b` (both `YYYY-MM-DD`). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

const day = z.string({ error: campaignMessages.date }).trim().refine(isDay, campaignMessages.date);
const text = (min: number, max: number, minMsg: string, maxMsg: string) =>
  z.string({ error: minMsg }).trim().min(min, minMsg).max(max, maxMsg);

export const campaignInputSchema = z
  .object(
    {
      businessId: z.coerce.number({ error: campaignMessages.business }).int(campaignMessages.business).positive(campaignMessages.business),
      kind: z.enum(CAMPAIGN_KINDS, { error: campaignMessages.kind }),
      title: text(CAMPAIGN_LIMITS.titleMin, CAMPAIGN_LIMITS.titleMax, campaignMessages.titleMin, campaignMessages.titleMax),
      text: text(CAMPAIGN_LIMITS.textMin, CAMPAIGN_LIMITS.textMax, campaignMessages.textMin, campaignMessages.textMax),
      startDate: day,
      endDate: day,
    },
    { error: campaignMessages.object },
  )
  .superRefine((v, ctx) => {
    const span = daysBetween(v.startDate, v.endDate);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: campaignMessages.endBeforeStart });
    else if (span >= CAMPAIGN_LIMITS.maxDays) ctx.addIssue({ code: 'custom', path: ['endDate'], message: campaignMessages.tooLong });
  });

const versionField = z.coerce.number({ error: campaignMessages.version }).int(campaignMessages.version).positive(campaignMessages.version);

export const campaignApproveSchema = z.object({ version: versionField }, { error: campaignMessages.object });
export const campaignRejectSchema = z.object(
  {
    reason: text(CAMPAIGN_LIMITS.reasonMin, CAMPAIGN_LIMITS.reasonMax, campaignMessages.reasonMin, campaignMessages.reasonMax),
    version: versionField,
  },
  { error: campaignMessages.object },
);

export const adminCampaignQuerySchema = z.object({
  queue: z.enum(CAMPAIGN_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A campaign as the public pages show it. */
export interface PublicCampaign {
  id: number;
  businessId: number;
  businessName: string;
  category: string;
  district: string;
  kind: CampaignKind;
  title: string;
  text: string;
  startDate: string;
  endDate: string;
}

/** A campaign as its business's owner sees it. */
export interface OwnerCampaign extends Omit<PublicCampaign, 'category' | 'district'> {
  status: CampaignStatus;
  rejectionReason: string | null;
  createdAt: string;
}

/** A campaign in the admin's queue: what the owner wrote, who, and the version a decision names. */
export interface AdminCampaign extends OwnerCampaign {
  version: number;
  authorName: string | null;
  decidedAt: string | null;
}

export interface AdminCampaignList {
  items: AdminCampaign[];
  total: number;
}
