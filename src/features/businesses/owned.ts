/**
 * Which approved businesses have an approved owner: their pages do not offer "Bu işletmenin sahibi misiniz?"
 * (decision 023's claim from the listing). Read by the build (every page) and the on-demand page (one).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businessOwners } from '#db/schema/index.ts';

export async function ownedBusinessIds(db: Db, ids?: number[]): Promise<number[]> {
  if (ids && !ids.length) return [];
  const rows = await db
    .selectDistinct({ id: businessOwners.businessId })
    .from(businessOwners)
    .where(
      and(
        eq(businessOwners.status, 'approved'),
        isNotNull(businessOwners.businessId),
        ids ? inArray(businessOwners.businessId, ids) : undefined,
      ),
    );
  return rows.map((r) => r.id!).sort((a, b) => a - b);
}
