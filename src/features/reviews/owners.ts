/**
 * Who owns a business, for reviews: an approved `business_owners` row with that user and business (the
 * owners feature writes that table; reviews only read it). An owner may reply to the reviews of the
 * business and may not review it, nor may someone whose claim of it is waiting (a review written
 * before the claim's approval; the approval hides such reviews, src/features/owners/admin.ts).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businessOwners } from '#db/schema/index.ts';

export async function isBusinessOwner(db: Db, userId: number, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: businessOwners.id })
    .from(businessOwners)
    .where(and(eq(businessOwners.userId, userId), eq(businessOwners.businessId, businessId), eq(businessOwners.status, 'approved')))
    .limit(1);
  return Boolean(row);
}

/** An approved owner of the business, or a claim of it that is waiting (e-mail or admin): may not review it. */
export async function isOwnerOrClaimant(db: Db, userId: number, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: businessOwners.id })
    .from(businessOwners)
    .where(
      and(
        eq(businessOwners.userId, userId),
        or(
          and(eq(businessOwners.businessId, businessId), eq(businessOwners.status, 'approved')),
          and(eq(businessOwners.claimBusinessId, businessId), inArray(businessOwners.status, ['pending', 'email_pending'])),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}
