/**
 * The honest numbers (decision 012, PD15): a business's `rating` (average to one decimal) and `review_count`
 * are computed from its approved reviews only, never typed in. `recomputeRating` runs inside the
 * transaction of every decision that changes the approved set (approve, reject, hide, edit, delete), so the
 * stored numbers always equal a fresh computation.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, reviews } from '#db/schema/index.ts';
import { businessCacheTags, purgePages, requestRebuild } from '#platform/rebuild.ts';
import type { ReviewSummary } from '#lib/contract/reviews.ts';

export interface Aggregate {
  /** `numeric(2,1)` as text ("4.5"; "0.0" without reviews). */
  rating: string;
  reviewCount: number;
}

/** A fresh computation from the approved reviews (what the stored numbers must equal). */
export async function computeAggregate(db: Db, businessId: number): Promise<Aggregate> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      avg: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)::text`,
    })
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), eq(reviews.status, 'approved')));
  const n = Number(row?.n ?? 0);
  return { rating: n > 0 && row?.avg ? Number(row.avg).toFixed(1) : '0.0', reviewCount: n };
}

export interface RecomputeResult extends Aggregate {
  /** The stored numbers changed. */
  changed: boolean;
  /** The business is public (approved): its pages show the numbers. */
  isPublic: boolean;
}

/**
 * Stores the fresh numbers on the business (the row is locked first, so two decisions on reviews of the same
 * business never interleave). Call inside the decision's transaction.
 */
export async function recomputeRating(t: Db, businessId: number): Promise<RecomputeResult> {
  const [before] = await t
    .select({ rating: businesses.rating, reviewCount: businesses.reviewCount, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!before) return { rating: '0.0', reviewCount: 0, changed: false, isPublic: false };
  const fresh = await computeAggregate(t, businessId);
  const changed = Number(before.rating).toFixed(1) !== fresh.rating || before.reviewCount !== fresh.reviewCount;
  if (changed)
    await t.update(businesses).set({ rating: fresh.rating, reviewCount: fresh.reviewCount }).where(eq(businesses.id, businessId));
  return { ...fresh, changed, isPublic: before.status === 'approved' };
}

/**
 * After a change to what a business page shows (numbers, an approved review, a reply): a rebuild is
 * requested in the same transaction, when the business is public.
 */
export async function requestReviewRebuild(t: Db, businessId: number, isPublic: boolean, reason: string): Promise<void> {
  if (isPublic) await requestRebuild(t, `business ${businessId}: ${reason}`);
}

/** Drops the CDN's copies of the business's on-demand page (Netlify), after the commit. */
export async function purgeBusinessPage(db: Db, businessId: number): Promise<void> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.id, businessId));
  await purgePages(businessCacheTags(businessId, row?.slug));
}

/** Average, count and the 5 → 1 distribution of the approved reviews of one business. */
export async function reviewSummary(db: Db, businessId: number): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), eq(reviews.status, 'approved')))
    .groupBy(reviews.rating);
  return summaryFrom(rows.map((r) => ({ rating: r.rating, n: Number(r.n) })));
}

/** The summary from counts per star (shared with the build's snapshot). */
export function summaryFrom(rows: readonly { rating: number; n: number }[]): ReviewSummary {
  const distribution: ReviewSummary['distribution'] = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const r of rows) {
    if (r.rating < 1 || r.rating > 5) continue;
    distribution[5 - r.rating] = (distribution[5 - r.rating] ?? 0) + r.n;
    count += r.n;
    sum += r.rating * r.n;
  }
  // The same rounding as PostgreSQL's round(numeric, 1) (half away from zero), on a sum of integers.
  const average = count > 0 ? Math.round((sum * 10) / count + Number.EPSILON) / 10 : 0;
  return { average, count, distribution };
}
