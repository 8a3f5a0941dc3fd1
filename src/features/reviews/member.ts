/**
 * "Değerlendirmelerim" (GET /api/account/reviews): every review the caller wrote, whatever its
 * status (yayında, onay bekliyor, reddedildi with the moderator's reason, gizlendi), newest first, with the
 * business's name. Only the caller's own rows are read (`reviews.user_id`); editing and deleting are the
 * author's existing PUT/DELETE /api/reviews/:id (reviews.ts), which check the author again under a row lock.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, reviews, users } from '#db/schema/index.ts';
import type { MemberReviewItem } from '#lib/contract/reviews.ts';
import { photoKeyOf } from '#features/uploads/photos.ts';
import { reviewColumns, toOwnReview } from './shape.ts';

const LIMIT = 200;

export async function listMemberReviews(db: Db, userId: number): Promise<MemberReviewItem[]> {
  const rows = await db
    .select({ ...reviewColumns, businessName: businesses.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    ...toOwnReview(r),
    businessName: r.businessName,
    photoKeys: r.images.map(photoKeyOf).filter((k): k is string => k !== null),
  }));
}
