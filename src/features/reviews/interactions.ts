/**
 * What others do with an approved review: "Faydalı" (once per account), "Bildir" (a reason; the review
 * enters the admin's reported queue), and the business owner's one public reply ("İşletmenin yanıtı",
 * editable; the reviewer is mailed when it is first written).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, reviewReports, reviews, reviewVotes, users } from '#db/schema/index.ts';
import { conflict, forbidden, notFound } from '#platform/errors.ts';
import { enforce, rateKey } from '#platform/rate-limit.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { getConfig } from '#platform/config.ts';
import type { HelpfulAnswer, PublicReview, ReportReason } from '#lib/contract/reviews.ts';
import { purgeBusinessPage, requestReviewRebuild } from './aggregate.ts';
import { ownerReplyMail } from './mail.ts';
import { isBusinessOwner } from './owners.ts';
import { REVIEW_NOT_FOUND, type Author } from './reviews.ts';
import { reviewColumns, toPublicReview, type ReviewRow } from './shape.ts';

export const interactionLimits = {
  helpfulPerUser: { limit: 120, windowSeconds: 3600 },
  reportPerUser: { limit: 10, windowSeconds: 3600 },
  reportPerIp: { limit: 30, windowSeconds: 3600 },
  replyPerUser: { limit: 60, windowSeconds: 3600 },
} as const;

export const OWN_REVIEW_HELPFUL = 'Kendi değerlendirmenizi faydalı olarak işaretleyemezsiniz.';
export const OWN_REVIEW_REPORT = 'Kendi değerlendirmenizi bildiremezsiniz.';
export const ALREADY_REPORTED = 'Bu değerlendirmeyi zaten bildirdiniz; ekibimiz inceleyecek.';
export const REPORTED_MESSAGE = 'Bildiriminiz alındı. Ekibimiz değerlendirmeyi inceleyecek.';
export const NOT_OWNER = 'Yalnızca işletmenin onaylı sahibi yanıt yazabilir.';

/** An approved review of an approved business, or 404. */
async function publicReview(db: Db, reviewId: number, lock = false) {
  const q = db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      businessId: reviews.businessId,
      ownerReply: reviews.ownerReply,
      ownerReplyAt: reviews.ownerReplyAt,
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'approved'), eq(businesses.status, 'approved')));
  const [row] = lock ? await q.for('update', { of: reviews }) : await q;
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

export async function markHelpful(db: Db, userId: number, reviewId: number): Promise<HelpfulAnswer> {
  await enforce(db, rateKey('review-helpful', 'user', userId), interactionLimits.helpfulPerUser);
  return db.transaction(async (t) => {
    const review = await publicReview(t, reviewId, true);
    if (review.userId === userId) throw forbidden(OWN_REVIEW_HELPFUL);
    const added = await t
      .insert(reviewVotes)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    const [row] = added.length
      ? await t
          .update(reviews)
          .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
          .where(eq(reviews.id, reviewId))
          .returning({ n: reviews.helpfulCount })
      : await t.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
    return { reviewId, helpfulCount: row?.n ?? 0, added: added.length > 0 };
  });
}

export async function reportReview(
  db: Db,
  who: Author,
  reviewId: number,
  input: { reason: ReportReason; details?: string | undefined },
): Promise<void> {
  await enforce(db, rateKey('review-report', 'user', who.id), interactionLimits.reportPerUser);
  await enforce(db, rateKey('review-report', 'ip', who.ip), interactionLimits.reportPerIp);
  const review = await publicReview(db, reviewId);
  if (review.userId === who.id) throw forbidden(OWN_REVIEW_REPORT);
  const inserted = await db
    .insert(reviewReports)
    .values({ reviewId, reporterUserId: who.id, reason: input.reason, details: input.details || null })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  if (!inserted.length) throw conflict(ALREADY_REPORTED);
}

/** Writes or edits the owner's reply; mails the reviewer the first time. */
export async function replyToReview(db: Db, userId: number, reviewId: number, reply: string): Promise<PublicReview> {
  await enforce(db, rateKey('review-reply', 'user', userId), interactionLimits.replyPerUser);
  const outcome = await db.transaction(async (t) => {
    const review = await publicReview(t, reviewId, true);
    if (!(await isBusinessOwner(t, userId, review.businessId))) throw forbidden(NOT_OWNER);
    const first = !review.ownerReplyAt;
    await t
      .update(reviews)
      .set(
        first
          ? { ownerReply: reply, ownerReplyAt: sql`now()`, ownerReplyEditedAt: null, ownerReplyUserId: userId }
          : { ownerReply: reply, ownerReplyEditedAt: sql`now()`, ownerReplyUserId: userId },
      )
      .where(eq(reviews.id, reviewId));
    await requestReviewRebuild(t, review.businessId, true, 'owner replied to a review');
    let mailId: number | null = null;
    if (first) {
      const [who] = await t
        .select({ name: users.name, email: users.email, businessName: businesses.name })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(businesses, eq(businesses.id, reviews.businessId))
        .where(eq(reviews.id, reviewId));
      if (who) {
        const mail = ownerReplyMail({
          name: who.name,
          businessName: who.businessName,
          reply,
          url: `${getConfig().publicUrl}/business/${review.businessId}#degerlendirmeler`,
        });
        mailId = await enqueueMail(t, { kind: 'review_owner_reply', to: who.email, ...mail });
      }
    }
    return { businessId: review.businessId, mailId };
  });
  await purgeBusinessPage(db, outcome.businessId);
  if (outcome.mailId !== null) await deliverNow(db, [outcome.mailId]);
  return getPublicReview(db, reviewId);
}

export async function deleteReply(db: Db, userId: number, reviewId: number): Promise<PublicReview> {
  const businessId = await db.transaction(async (t) => {
    const review = await publicReview(t, reviewId, true);
    if (!(await isBusinessOwner(t, userId, review.businessId))) throw forbidden(NOT_OWNER);
    await t
      .update(reviews)
      .set({ ownerReply: null, ownerReplyAt: null, ownerReplyEditedAt: null, ownerReplyUserId: null })
      .where(eq(reviews.id, reviewId));
    await requestReviewRebuild(t, review.businessId, true, 'owner reply removed');
    return review.businessId;
  });
  await purgeBusinessPage(db, businessId);
  return getPublicReview(db, reviewId);
}

async function getPublicReview(db: Db, reviewId: number): Promise<PublicReview> {
  const [row] = await db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, reviewId));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toPublicReview(row as ReviewRow);
}
