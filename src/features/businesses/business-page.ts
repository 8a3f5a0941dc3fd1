/**
 * The data of a business page rendered on demand (decision 010), read with the queries the build uses, so
 * the page equals the one the next build pre-renders: the approved business, its category, and its title made
 * unique the way the build makes it (uniqueBusinessTitles only ever changes a title that another business
 * shares, and a shared title means a shared name: those are the only rows it needs). The layout's site data
 * is the categories and districts only; the pages rendered on demand show no list of businesses.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses } from '#db/schema/index.ts';
import { uniqueBusinessTitles } from '#lib/seo.ts';
import {
  approvedBusinessesQuery,
  getApprovedBusiness,
  listCategories,
  listDistricts,
  toPublicBusiness,
  type PublicBusiness,
  type PublicCategory,
} from './public.ts';
import type { SiteData } from './site-data.ts';
import { readPrices } from '#features/pricing/prices.ts';
import { listLiveAds } from '#features/advertising/public.ts';
import type { ReviewSnapshot } from '#lib/contract/reviews.ts';
import { collectReviewSnapshots } from '#features/reviews/snapshot.ts';
import { acceptsMessages } from '#features/messages/capability.ts';
import { ownedBusinessIds } from './owned.ts';
import { listCurrentCampaigns } from '#features/campaigns/current.ts';
import type { PublicCampaign } from '#lib/contract/campaigns.ts';

export interface BusinessPageData {
  business: PublicBusiness;
  category: PublicCategory | null;
  title: string;
  /** The review summary and first approved reviews (null without any), as the build's site data has them. */
  reviews: ReviewSnapshot | null;
  /** The plan includes messages (decision 022). */
  acceptsMessages: boolean;
  /** An approved owner runs the listing (no "Bu işletmenin sahibi misiniz?"). */
  hasOwner: boolean;
  /** Its approved campaigns running today (decision 031). */
  campaigns: PublicCampaign[];
}

export async function loadBusinessPage(db: Db, id: number): Promise<BusinessPageData | null> {
  const business = await getApprovedBusiness(db, id);
  if (!business) return null;
  const [categories, namesakes, reviews, messaging, owned, campaigns] = await Promise.all([
    listCategories(db),
    // The build's order (listApprovedBusinesses), so a repeated title gets the same suffix as on the pre-built page.
    approvedBusinessesQuery(db)
      // The name's sort key first, so the list index (businesses_list_name_idx) finds them: ~10 ms at 100,000
      // businesses instead of a full scan (~1 s on a loaded machine; decision 026).
      .where(
        and(
          eq(businesses.status, 'approved'),
          sql`(${businesses.nameSort} collate "C") = (tr_sort_key(${business.name}) collate "C")`,
          eq(businesses.name, business.name),
        ),
      )
      .orderBy(desc(businesses.isFeatured), desc(businesses.rating), asc(businesses.id))
      .then((rows) => rows.map(toPublicBusiness)),
    collectReviewSnapshots(db, [id]),
    acceptsMessages(db, id),
    ownedBusinessIds(db, [id]),
    listCurrentCampaigns(db, { businessIds: [id] }),
  ]);
  const category = categories.find((c) => c.slug === business.categorySlug) ?? null;
  const title = uniqueBusinessTitles(namesakes.some((b) => b.id === id) ? namesakes : [business]).get(id) ?? business.name;
  return {
    business,
    category,
    title,
    reviews: reviews[String(id)] ?? null,
    acceptsMessages: messaging,
    hasOwner: owned.includes(id),
    campaigns,
  };
}

/** What the shared layout reads from the site data (the footer's categories and ad), without the businesses. */
export async function loadShellData(db: Db): Promise<SiteData> {
  // The live ads too: the footer's slot and a category page's sponsored card show one, as on pre-built pages.
  const [categories, districts, prices, ads] = await Promise.all([listCategories(db), listDistricts(db), readPrices(db), listLiveAds(db)]);
  return { generatedAt: new Date().toISOString(), categories, districts, businesses: [], prices, ads };
}
