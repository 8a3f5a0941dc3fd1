/**
 * Who owns a business, for reviews: an approved `business_owners` row with that user and business (the
 * owners feature writes that table; reviews only read it). An owner may reply to the reviews of the
 * business and may not review it.
 */
import { and, eq } from 'drizzle-orm';
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
