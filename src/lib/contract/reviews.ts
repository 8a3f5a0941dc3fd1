/**
 * Reviews (decision 012, PD15): the request schemas (zod, shared by the review form and the functions) and the
 * answer types of
 *   GET    /api/businesses/{id}/reviews?page&sort          → ReviewPage (public, approved only)
 *   POST   /api/businesses/{id}/reviews                     → OwnReview (201, pending)
 *   GET    /api/businesses/{id}/reviews/mine                → ReviewViewerState (the caller's own review, owner flag, votes)
 *   PUT    /api/reviews/{reviewId}  DELETE …                → OwnReview (back to pending) / 204
 *   PUT    /api/reviews/{reviewId}/helpful                  → HelpfulAnswer (once per account)
 *   POST   /api/reviews/{reviewId}/report                   → 201 { message }
 *   PUT    /api/reviews/{reviewId}/reply  DELETE …          → PublicReview (the business owner only)
 *   GET    /api/admin/reviews?queue                         → AdminReviewList
 *   POST   /api/admin/reviews/{reviewId}/(approve|reject|hide|dismiss-reports)
 * Browser-safe: the jitless zod of #lib/zod.ts only.
 */
import { z } from '#lib/zod.ts';

export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  contentMin: 20,
  contentMax: 2000,
  photosMax: 3,
  replyMin: 2,
  replyMax: 1500,
  reportDetailsMax: 500,
  rejectReasonMin: 5,
  rejectReasonMax: 500,
} as const;

/** Reviews per page of the public list (the pre-built page carries the first page). */
export const REVIEWS_PAGE_SIZE = 10;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: 'En yeni', helpful: 'En faydalı' };

/** The honeypot of the review form: people never see it, bots fill it. */
export const REVIEW_HONEYPOT = 'website2';

export const REPORT_REASONS = {
  spam: 'Reklam veya spam',
  offensive: 'Hakaret, nefret söylemi veya taciz',
  false: 'Yanlış veya yanıltıcı bilgi',
  personal: 'Kişisel bilgi içeriyor',
  conflict: 'Çıkar çatışması (işletme sahibi veya rakip yazmış)',
  other: 'Diğer',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const RATING_LABELS: Record<number, string> = { 1: 'Çok kötü', 2: 'Kötü', 3: 'Orta', 4: 'İyi', 5: 'Mükemmel' };

export const reviewMessages = {
  rating: 'Lütfen 1 ile 5 arasında bir puan seçin',
  version: 'Değerlendirmenin okuduğunuz sürümü eksik; sayfayı yenileyip yeniden deneyin',
  titleMin: `Başlık en az ${REVIEW_LIMITS.titleMin} karakter olmalıdır`,
  titleMax: `Başlık en fazla ${REVIEW_LIMITS.titleMax} karakter olabilir`,
  contentMin: `Değerlendirmeniz en az ${REVIEW_LIMITS.contentMin} karakter olmalıdır`,
  contentMax: `Değerlendirmeniz en fazla ${REVIEW_LIMITS.contentMax} karakter olabilir`,
  photos: `En fazla ${REVIEW_LIMITS.photosMax} fotoğraf ekleyebilirsiniz`,
  photoKey: 'Fotoğraflardan biri bulunamadı; lütfen yeniden yükleyin',
  replyMin: `Yanıt en az ${REVIEW_LIMITS.replyMin} karakter olmalıdır`,
  replyMax: `Yanıt en fazla ${REVIEW_LIMITS.replyMax} karakter olabilir`,
  reportReason: 'Lütfen bir bildirim nedeni seçin',
  reportDetails: `Açıklama en fazla ${REVIEW_LIMITS.reportDetailsMax} karakter olabilir`,
  rejectMin: `Ret nedenini en az ${REVIEW_LIMITS.rejectReasonMin} karakterle yazın; yazara e-postayla gönderilir`,
  rejectMax: `Ret nedeni en fazla ${REVIEW_LIMITS.rejectReasonMax} karakter olabilir`,
  object: 'İstek gövdesi bir nesne olmalıdır.',
} as const;

const text = (min: number, max: number, minMsg: string, maxMsg: string) =>
  z.string({ error: minMsg }).trim().min(min, minMsg).max(max, maxMsg);

/** The review form (create and edit). `photos`: upload keys from POST /api/uploads. */
export const reviewInputSchema = z.object(
  {
    rating: z
      .number({ error: reviewMessages.rating })
      .int(reviewMessages.rating)
      .min(1, reviewMessages.rating)
      .max(5, reviewMessages.rating),
    title: text(REVIEW_LIMITS.titleMin, REVIEW_LIMITS.titleMax, reviewMessages.titleMin, reviewMessages.titleMax),
    content: text(REVIEW_LIMITS.contentMin, REVIEW_LIMITS.contentMax, reviewMessages.contentMin, reviewMessages.contentMax),
    photos: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, reviewMessages.photoKey), { error: reviewMessages.photos })
      .max(REVIEW_LIMITS.photosMax, reviewMessages.photos)
      .default([]),
    [REVIEW_HONEYPOT]: z.string().max(500).optional(),
  },
  { error: reviewMessages.object },
);
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewReplySchema = z.object(
  { reply: text(REVIEW_LIMITS.replyMin, REVIEW_LIMITS.replyMax, reviewMessages.replyMin, reviewMessages.replyMax) },
  { error: reviewMessages.object },
);

export const reviewReportSchema = z.object(
  {
    reason: z.enum(REPORT_REASON_KEYS, { error: reviewMessages.reportReason }),
    details: z.string().trim().max(REVIEW_LIMITS.reportDetailsMax, reviewMessages.reportDetails).optional(),
  },
  { error: reviewMessages.object },
);

/** The revision the admin read (`AdminReviewItem.version`): a decision on text the admin never saw is 409. */
const reviewVersion = z.string({ error: reviewMessages.version }).regex(/^[0-9a-f]{16}$/, reviewMessages.version);

export const reviewRejectSchema = z.object(
  {
    reason: text(REVIEW_LIMITS.rejectReasonMin, REVIEW_LIMITS.rejectReasonMax, reviewMessages.rejectMin, reviewMessages.rejectMax),
    version: reviewVersion,
  },
  { error: reviewMessages.object },
);

export const reviewApproveSchema = z.object({ version: reviewVersion }, { error: reviewMessages.object });

export const reviewListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sayfa 1 veya daha büyük olmalıdır' })
    .int('Sayfa 1 veya daha büyük olmalıdır')
    .min(1, 'Sayfa 1 veya daha büyük olmalıdır')
    .max(10_000, 'Sayfa çok büyük')
    .default(1),
  sort: z.enum(REVIEW_SORTS, { error: 'Sıralama newest veya helpful olmalıdır' }).default('newest'),
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------
export interface ReviewPhoto {
  url: string;
  thumbUrl: string;
}

export interface OwnerReply {
  text: string;
  /** ISO 8601. */
  at: string;
  editedAt: string | null;
}

/** One approved review as everyone sees it. `author`: first name and initial ("Ayşe K."). */
export interface PublicReview {
  id: number;
  rating: number;
  title: string | null;
  content: string;
  photos: ReviewPhoto[];
  author: string;
  createdAt: string;
  helpfulCount: number;
  ownerReply: OwnerReply | null;
}

/** Average (one decimal), count and the count of each star, 5 → 1: `distribution[0]` is the fives. */
export interface ReviewSummary {
  average: number;
  count: number;
  distribution: [number, number, number, number, number];
}

export interface ReviewPage {
  items: PublicReview[];
  total: number;
  page: number;
  pageSize: number;
  sort: ReviewSort;
  summary: ReviewSummary;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected' | 'hidden';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Onay bekliyor',
  approved: 'Yayında',
  rejected: 'Reddedildi',
  hidden: 'Gizlendi',
};

/** The author's own review, whatever its status. */
export interface OwnReview extends PublicReview {
  businessId: number;
  status: ReviewStatus;
  rejectionReason: string | null;
  updatedAt: string;
}

/** GET /api/account/reviews ("Değerlendirmelerim"): one of the caller's reviews with its business. */
export interface MemberReviewItem extends OwnReview {
  businessName: string;
  /** The photos' upload keys, in order: an edit sends them back to keep them. */
  photoKeys: string[];
}

/** What the business page's island needs about the visitor (GET …/reviews/mine). */
export interface ReviewViewerState {
  review: OwnReview | null;
  /** The caller owns the business (an approved business_owners row): may reply, may not review. */
  isOwner: boolean;
  /** Ids of reviews of this business the caller marked helpful. */
  helpfulIds: number[];
  /** Ids of reviews of this business the caller reported. */
  reportedIds: number[];
}

export interface HelpfulAnswer {
  reviewId: number;
  helpfulCount: number;
  /** False when the account had already marked it. */
  added: boolean;
}

/** What a pre-built business page carries (site data): the summary and the first page, newest first. */
export interface ReviewSnapshot {
  summary: ReviewSummary;
  items: PublicReview[];
}

export const ADMIN_REVIEW_QUEUES = ['pending', 'reported', 'approved', 'rejected', 'hidden'] as const;
export type AdminReviewQueue = (typeof ADMIN_REVIEW_QUEUES)[number];

export interface AdminReviewReport {
  id: number;
  reason: ReportReason;
  details: string | null;
  reporter: string;
  createdAt: string;
}

export interface AdminReviewItem {
  id: number;
  business: { id: number; name: string };
  author: { id: number; name: string; email: string };
  rating: number;
  title: string | null;
  content: string;
  photos: ReviewPhoto[];
  status: ReviewStatus;
  rejectionReason: string | null;
  helpfulCount: number;
  ownerReply: OwnerReply | null;
  createdAt: string;
  updatedAt: string;
  /** The revision of what the author wrote (rating, title, text, photos): approve and reject send it back. */
  version: string;
  openReports: AdminReviewReport[];
}

export interface AdminReviewList {
  total: number;
  items: AdminReviewItem[];
}

export const adminReviewQuerySchema = z.object({
  queue: z.enum(ADMIN_REVIEW_QUEUES, { error: 'Kuyruk pending, reported, approved, rejected veya hidden olmalıdır' }).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Words of the text, the title, the business's name or the author's name or e-mail. */
  q: z.string().trim().max(100, { error: 'Arama en fazla 100 karakter olabilir' }).optional(),
  /** Only this business's reviews. */
  business: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** "Ayşe Kaya" → "Ayşe K."; one word stays as it is; nothing → "Bir ziyaretçi". */
export function authorLabel(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Bir ziyaretçi';
  const first = words[0]!;
  if (words.length === 1) return first;
  const last = words[words.length - 1]!;
  return `${first} ${last.charAt(0).toLocaleUpperCase('tr-TR')}.`;
}

/** GET /api/owner/reviews?filter=: all published reviews, those without a reply, those the owner reported. */
export const OWNER_REVIEW_FILTERS = ['all', 'unanswered', 'reported'] as const;
export type OwnerReviewFilter = (typeof OWNER_REVIEW_FILTERS)[number];

/** GET /api/owner/reviews: a published review of one of the caller's businesses. */
export interface OwnerReviewItem extends PublicReview {
  businessId: number;
  businessName: string;
  /** The caller's own report of it ("Bildir"), if any: its reason and whether the admins still have it open. */
  report: { reason: ReportReason; open: boolean; at: string } | null;
}
