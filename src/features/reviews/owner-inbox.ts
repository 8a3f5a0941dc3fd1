/**
 * The owner's reviews inbox: the published reviews of every business the caller is an
 * approved owner of, newest first, with their reply state, and the counts the dashboard's home needs. "Bildirilenler" are those the owner reported
 * (POST /api/reviews/:id/report, into the admins' reported queue like a visitor's report), with the report's state. The
 * reply itself is the existing `PUT /api/reviews/:id/reply` (interactions.ts), which checks ownership again.
 * Only published reviews: a pending or rejected one is the reviewer's and the moderators' business.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, businessOwners, reviewReports, reviews, users } from '#db/schema/index.ts';
import type { OwnerReviewFilter, OwnerReviewItem, ReportReason } from '#lib/contract/reviews.ts';
import { reviewColumns, toPublicReview } from './shape.ts';

const LIMIT = 200;

async function ownedBusinessIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: businessOwners.businessId })
    .from(businessOwners)
    .where(and(eq(businessOwners.userId, userId), eq(businessOwners.status, 'approved')));
  return rows.map((r) => r.id).filter((id): id is number => id !== null);
}

export async function listOwnerReviews(db: Db, userId: number, opts: { filter?: OwnerReviewFilter } = {}): Promise<OwnerReviewItem[]> {
  const ids = await ownedBusinessIds(db, userId);
  if (!ids.length) return [];
  const filter = opts.filter ?? 'all';
  const rows = await db
    .select({
      ...reviewColumns,
      businessName: businesses.name,
      reportReason: reviewReports.reason,
      reportStatus: reviewReports.status,
      reportedAt: reviewReports.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .leftJoin(reviewReports, and(eq(reviewReports.reviewId, reviews.id), eq(reviewReports.reporterUserId, userId)))
    .where(
      and(
        inArray(reviews.businessId, ids),
        eq(reviews.status, 'approved'),
        filter === 'unanswered' ? isNull(reviews.ownerReply) : filter === 'reported' ? isNotNull(reviewReports.id) : sql`true`,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    ...toPublicReview(r),
    businessId: r.businessId,
    businessName: r.businessName,
    report:
      r.reportReason && r.reportStatus && r.reportedAt
        ? { reason: r.reportReason as ReportReason, open: r.reportStatus === 'open', at: new Date(r.reportedAt).toISOString() }
        : null,
  }));
}
