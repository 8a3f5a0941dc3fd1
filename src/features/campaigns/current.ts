/**
 * Which campaigns are current (decision 031): approved, and today (Europe/Istanbul, UTC+3 all year since 2016)
 * between their start and end day inclusive. Database reads only: the build, the on-demand pages and the API
 * use the same rule, so an expired campaign disappears from every page rendered on demand at Istanbul midnight
 * without a rebuild; pre-built pages follow at the nightly rebuild (functions/campaigns-schedule.ts).
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businessCampaigns, businesses, categories, districts } from '#db/schema/index.ts';
import type { CampaignKind, PublicCampaign } from '#lib/contract/campaigns.ts';
import { istanbulDateKey } from '#lib/format.ts';

/** Today in Istanbul as SQL (`date`), without time zone data in the database. */
const TODAY_SQL = sql`((now() at time zone 'UTC') + interval '3 hours')::date`;

/** A select column: true when the business of the outer row has a current campaign (the cards' badge). */
export const hasCurrentCampaign = sql<boolean>`exists (select 1 from business_campaigns bc where bc.business_id = ${businesses.id} and bc.status = 'approved' and bc.start_date <= ${TODAY_SQL} and bc.end_date >= ${TODAY_SQL})`;

/** The current campaigns of approved businesses (of `businessIds`, or all), newest start first. */
export async function listCurrentCampaigns(db: Db, opts: { businessIds?: number[]; now?: Date } = {}): Promise<PublicCampaign[]> {
  if (opts.businessIds && !opts.businessIds.length) return [];
  const today = istanbulDateKey(opts.now ?? new Date());
  const rows = await db
    .select({
      id: businessCampaigns.id,
      businessId: businessCampaigns.businessId,
      businessName: businesses.name,
      category: categories.name,
      district: districts.name,
      kind: businessCampaigns.kind,
      title: businessCampaigns.title,
      text: businessCampaigns.body,
      startDate: businessCampaigns.startDate,
      endDate: businessCampaigns.endDate,
    })
    .from(businessCampaigns)
    .innerJoin(businesses, eq(businesses.id, businessCampaigns.businessId))
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(districts, eq(districts.id, businesses.districtId))
    .where(
      and(
        eq(businessCampaigns.status, 'approved'),
        eq(businesses.status, 'approved'),
        lte(businessCampaigns.startDate, today),
        gte(businessCampaigns.endDate, today),
        opts.businessIds ? inArray(businessCampaigns.businessId, opts.businessIds) : undefined,
      ),
    )
    .orderBy(desc(businessCampaigns.startDate), asc(businessCampaigns.endDate), desc(businessCampaigns.id));
  return rows.map((r) => ({ ...r, kind: r.kind as CampaignKind }));
}
