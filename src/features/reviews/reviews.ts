/**
 * Reviews written by members (decision 012, PD15): the public list, and the author's create, edit and delete.
 *
 *  - Only approved businesses take reviews (else 404, the same answer as an unknown id); an owner of the
 *    business may not review it (403); one review per account and business (409).
 *  - A new or edited review is `pending` until an admin approves it; an edit of an approved review takes
 *    it off the page (and out of the numbers) until then.
 *  - Text is stored as typed (trimmed) and shown escaped; photos are upload keys of this account
 *    (POST /api/uploads), attached in the same transaction.
 *  - Every change to the approved set recomputes the business's numbers in its transaction and requests a
 *    rebuild of the public pages (aggregate.ts).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, reviewReports, reviews, reviewVotes, uploads, users } from '#db/schema/index.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '#platform/errors.ts';
import { enforce, rateKey } from '#platform/rate-limit.ts';
import { PHOTO_KIND, photoKeyOf, photoUrls } from '#features/uploads/photos.ts';
import {
  REVIEW_HONEYPOT,
  REVIEWS_PAGE_SIZE,
  reviewMessages,
  type OwnReview,
  type ReviewPage,
  type ReviewSort,
  type ReviewViewerState,
  type reviewInputSchema,
} from '#lib/contract/reviews.ts';
import type { z } from 'zod';
import { purgeBusinessPage, recomputeRating, requestReviewRebuild, reviewSummary } from './aggregate.ts';
import { isBusinessOwner, isOwnerOrClaimant } from './owners.ts';
import { reviewColumns, toOwnReview, toPublicReview, type ReviewRow } from './shape.ts';

export type ReviewInputData = z.output<typeof reviewInputSchema>;

export const reviewLimits = {
  createPerUser: { limit: 5, windowSeconds: 3600 },
  createPerIp: { limit: 20, windowSeconds: 3600 },
  editPerUser: { limit: 20, windowSeconds: 3600 },
} as const;

export const NOT_FOUND = 'İşletme bulunamadı.';
export const REVIEW_NOT_FOUND = 'Değerlendirme bulunamadı.';
export const OWNER_CANNOT_REVIEW = 'İşletme sahipleri kendi işletmelerini değerlendiremez.';
export const ALREADY_REVIEWED = 'Bu işletmeyi zaten değerlendirdiniz. Değerlendirmenizi düzenleyebilirsiniz.';

async function approvedBusiness(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const [b] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.status, 'approved')))
    .limit(1);
  return b ?? null;
}

const reviewQuery = (db: Db) => db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId));

async function reviewRow(db: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await reviewQuery(db).where(eq(reviews.id, id)).limit(1);
  return (row as ReviewRow | undefined) ?? null;
}

// ---------------------------------------------------------------------------------------------
// The public list
// ---------------------------------------------------------------------------------------------
export async function listPublicReviews(db: Db, businessId: number, opts: { page: number; sort: ReviewSort }): Promise<ReviewPage> {
  if (!(await approvedBusiness(db, businessId))) throw notFound(NOT_FOUND);
  const where = and(eq(reviews.businessId, businessId), eq(reviews.status, 'approved'));
  const order =
    opts.sort === 'helpful'
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [rows, summary] = await Promise.all([
    reviewQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(REVIEWS_PAGE_SIZE)
      .offset((opts.page - 1) * REVIEWS_PAGE_SIZE),
    reviewSummary(db, businessId),
  ]);
  return {
    items: (rows as ReviewRow[]).map(toPublicReview),
    total: summary.count,
    page: opts.page,
    pageSize: REVIEWS_PAGE_SIZE,
    sort: opts.sort,
    summary,
  };
}

// ---------------------------------------------------------------------------------------------
// What the page's island needs about the caller
// ---------------------------------------------------------------------------------------------
export async function viewerState(db: Db, userId: number, businessId: number): Promise<ReviewViewerState> {
  if (!(await approvedBusiness(db, businessId))) throw notFound(NOT_FOUND);
  const [own, isOwner, votes, reports] = await Promise.all([
    reviewQuery(db)
      .where(and(eq(reviews.businessId, businessId), eq(reviews.userId, userId)))
      .limit(1),
    isBusinessOwner(db, userId, businessId),
    db
      .select({ id: reviewVotes.reviewId })
      .from(reviewVotes)
      .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
      .where(and(eq(reviewVotes.userId, userId), eq(reviews.businessId, businessId))),
    db
      .select({ id: reviewReports.reviewId })
      .from(reviewReports)
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
      .where(and(eq(reviewReports.reporterUserId, userId), eq(reviews.businessId, businessId))),
  ]);
  return {
    review: own[0] ? toOwnReview(own[0] as ReviewRow) : null,
    isOwner,
    helpfulIds: votes.map((v) => v.id),
    reportedIds: reports.map((r) => r.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------------------------
/**
 * Attaches the new photo keys of a review (this account's unattached uploads) to the business, so the
 * hourly cleanup keeps them. 400 when one is unknown, someone else's or already used.
 */
async function attachPhotos(
  t: Db,
  userId: number,
  businessId: number,
  keys: readonly string[],
  keep: readonly string[] = [],
): Promise<string[]> {
  const unique = [...new Set(keys)];
  const fresh = unique.filter((k) => !keep.includes(k));
  if (fresh.length) {
    const attached = await t
      .update(uploads)
      .set({ businessId })
      .where(and(inArray(uploads.key, fresh), eq(uploads.kind, PHOTO_KIND), isNull(uploads.businessId), eq(uploads.ownerUserId, userId)))
      .returning({ key: uploads.key });
    if (attached.length !== fresh.length) throw badRequest('Lütfen işaretli alanları düzeltin.', { photos: reviewMessages.photoKey });
  }
  return unique.map((k) => photoUrls(k).url);
}

// ---------------------------------------------------------------------------------------------
// Create, edit, delete (the author)
// ---------------------------------------------------------------------------------------------
export interface Author {
  id: number;
  ip: string;
}

/** Rate limits of writing a review, per account and per address (counted before the body is read). */
export async function enforceCreateLimits(db: Db, who: Author): Promise<void> {
  await enforce(db, rateKey('review-create', 'user', who.id), reviewLimits.createPerUser);
  await enforce(db, rateKey('review-create', 'ip', who.ip), reviewLimits.createPerIp);
}

/** The answer a filled honeypot gets: looks like success, nothing stored. */
function decoy(businessId: number, input: ReviewInputData): OwnReview {
  const now = new Date().toISOString();
  return {
    id: 100_000_000 + Math.floor(Math.random() * 900_000_000),
    businessId,
    rating: input.rating,
    title: input.title,
    content: input.content,
    photos: [],
    author: 'Siz',
    createdAt: now,
    updatedAt: now,
    helpfulCount: 0,
    ownerReply: null,
    status: 'pending',
    rejectionReason: null,
  };
}

export async function createReview(db: Db, who: Author, businessId: number, input: ReviewInputData): Promise<OwnReview> {
  const business = await approvedBusiness(db, businessId);
  if (!business) throw notFound(NOT_FOUND);
  if (input[REVIEW_HONEYPOT]) return decoy(businessId, input);
  if (await isOwnerOrClaimant(db, who.id, businessId)) throw forbidden(OWNER_CANNOT_REVIEW);
  let id: number;
  try {
    id = await db.transaction(async (t) => {
      const [existing] = await t
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.userId, who.id), eq(reviews.businessId, businessId)))
        .limit(1);
      if (existing) throw conflict(ALREADY_REVIEWED);
      const images = await attachPhotos(t, who.id, businessId, input.photos);
      const [row] = await t
        .insert(reviews)
        .values({ businessId, userId: who.id, rating: input.rating, title: input.title, content: input.content, images, status: 'pending' })
        .returning({ id: reviews.id });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'reviews_user_business')) throw conflict(ALREADY_REVIEWED);
    throw err;
  }
  return toOwnReview((await reviewRow(db, id))!);
}

/** The author's edit: the whole form again; back to `pending` (out of the numbers until approved). */
export async function editReview(db: Db, who: Author, reviewId: number, input: ReviewInputData): Promise<OwnReview> {
  await enforce(db, rateKey('review-edit', 'user', who.id), reviewLimits.editPerUser);
  const outcome = await db.transaction(async (t) => {
    const [current] = await t.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    // Someone else's review: the same answer as an unknown one.
    if (!current || current.userId !== who.id) throw notFound(REVIEW_NOT_FOUND);
    // An owner's (or claimant's) review of their own listing cannot come back by an edit.
    if (await isOwnerOrClaimant(t, who.id, current.businessId)) throw forbidden(OWNER_CANNOT_REVIEW);
    const keep = current.images.map(photoKeyOf).filter((k): k is string => k !== null);
    const images = await attachPhotos(t, who.id, current.businessId, input.photos, keep);
    await t
      .update(reviews)
      .set({
        rating: input.rating,
        title: input.title,
        content: input.content,
        images,
        status: 'pending',
        approvedAt: null,
        rejectionReason: null,
      })
      .where(eq(reviews.id, reviewId));
    const agg = await recomputeRating(t, current.businessId);
    const wasPublic = current.status === 'approved';
    if (wasPublic) await requestReviewRebuild(t, current.businessId, agg.isPublic, 'approved review edited');
    return { businessId: current.businessId, purge: wasPublic && agg.isPublic };
  });
  if (outcome.purge) await purgeBusinessPage(db, outcome.businessId);
  return toOwnReview((await reviewRow(db, reviewId))!);
}

export async function deleteReview(db: Db, who: Author, reviewId: number): Promise<void> {
  const outcome = await db.transaction(async (t) => {
    const [current] = await t
      .select({ userId: reviews.userId, businessId: reviews.businessId, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!current || current.userId !== who.id) throw notFound(REVIEW_NOT_FOUND);
    await t.delete(reviews).where(eq(reviews.id, reviewId));
    const agg = await recomputeRating(t, current.businessId);
    const wasPublic = current.status === 'approved';
    if (wasPublic) await requestReviewRebuild(t, current.businessId, agg.isPublic, 'approved review deleted');
    return { businessId: current.businessId, purge: wasPublic && agg.isPublic };
  });
  if (outcome.purge) await purgeBusinessPage(db, outcome.businessId);
}
