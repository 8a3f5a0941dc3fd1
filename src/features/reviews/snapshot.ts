/**
 * What the build puts into every business page (site data): each business's review summary and its first
 * page of approved reviews, newest first, read in two queries for all businesses at once. The page's
 * island then loads the rest and anything approved since the build.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, reviews, users } from '#db/schema/index.ts';
import { REVIEWS_PAGE_SIZE, type ReviewSnapshot } from '#lib/contract/reviews.ts';
import { summaryFrom } from './aggregate.ts';
import { reviewColumns, toPublicReview, type ReviewRow } from './shape.ts';

/** business id → snapshot, for the approved businesses with at least one approved review (`ids`: only those). */
export async function collectReviewSnapshots(db: Db, ids?: readonly number[]): Promise<Record<string, ReviewSnapshot>> {
  if (ids && ids.length === 0) return {};
  const scope = and(
    eq(reviews.status, 'approved'),
    eq(businesses.status, 'approved'),
    ids ? inArray(reviews.businessId, [...ids]) : undefined,
  );
  const counts = await db
    .select({ businessId: reviews.businessId, rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(scope)
    .groupBy(reviews.businessId, reviews.rating);
  if (counts.length === 0) return {};
  const ranked = db
    .select({
      id: reviews.id,
      rn: sql<number>`row_number() OVER (PARTITION BY ${reviews.businessId} ORDER BY ${reviews.createdAt} DESC, ${reviews.id} DESC)`.as(
        'rn',
      ),
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(scope)
    .as('ranked');
  const rows = (await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(ranked, eq(ranked.id, reviews.id))
    .where(sql`${ranked.rn} <= ${REVIEWS_PAGE_SIZE}`)
    .orderBy(reviews.businessId, sql`${ranked.rn}`)) as ReviewRow[];

  const perStar = new Map<number, { rating: number; n: number }[]>();
  for (const c of counts) {
    const list = perStar.get(c.businessId) ?? [];
    list.push({ rating: c.rating, n: Number(c.n) });
    perStar.set(c.businessId, list);
  }
  const out: Record<string, ReviewSnapshot> = {};
  for (const [businessId, stars] of perStar) out[String(businessId)] = { summary: summaryFrom(stars), items: [] };
  for (const r of rows) out[String(r.businessId)]?.items.push(toPublicReview(r));
  return out;
}
