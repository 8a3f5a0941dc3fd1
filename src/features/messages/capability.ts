/**
 * Which businesses take messages (decision 022): an approved business with an approved owner whose plan has the
 * `messages` capability (#lib/plan-capabilities.ts). Read by the send endpoint (the check) and by the pages
 * (the "Mesaj gönder" form), so both follow the same rule. Database reads only: the build imports it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, businessOwners } from '#db/schema/index.ts';
import { planCapabilities } from '#lib/plan-capabilities.ts';

/** True when an approved owner of the business has a plan that includes messages. */
export async function acceptsMessages(db: Db, businessId: number): Promise<boolean> {
  const ids = await businessesAcceptingMessages(db, [businessId]);
  return ids.includes(businessId);
}

/** The approved businesses (of `ids`, or all) whose approved owner's plan includes messages. */
export async function businessesAcceptingMessages(db: Db, ids?: number[]): Promise<number[]> {
  if (ids && !ids.length) return [];
  const rows = await db
    .select({ businessId: businessOwners.businessId, plan: businessOwners.subscriptionPlan })
    .from(businessOwners)
    .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .where(
      and(
        eq(businessOwners.status, 'approved'),
        eq(businesses.status, 'approved'),
        ids ? inArray(businessOwners.businessId, ids) : undefined,
      ),
    );
  return [...new Set(rows.filter((r) => planCapabilities(r.plan).messages).map((r) => r.businessId!))].sort((a, b) => a - b);
}
