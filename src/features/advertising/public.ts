/**
 * What the public sees of ads: live ones only (PD16), and only their public content (title, description,
 * image, features, the ad's own phone and link, package extras, duration, total), never the requester's
 * contact person, e-mail address or phone. Used by GET /api/advertisement-requests and the site data of
 * the pre-built pages.
 */
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { adDailyStats, advertisementRequests, businesses, categories } from '#db/schema/index.ts';
import type { PublicAd } from '#lib/contract/advertising.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { adPackageCapabilities } from '#lib/plan-capabilities.ts';

const PACKAGE_ORDER = sql`case ${advertisementRequests.packageType} when 'enterprise' then 0 when 'premium' then 1 else 2 end`;

export async function listLiveAds(db: Db, now = new Date()): Promise<PublicAd[]> {
  const rows = await db
    .select({ ad: advertisementRequests, categorySlug: categories.slug })
    .from(advertisementRequests)
    .leftJoin(businesses, eq(businesses.id, advertisementRequests.businessId))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(
      and(
        eq(advertisementRequests.status, 'live'),
        or(isNull(advertisementRequests.startDate), lte(advertisementRequests.startDate, now)),
        or(isNull(advertisementRequests.endDate), gt(advertisementRequests.endDate, now)),
      ),
    )
    .orderBy(PACKAGE_ORDER, asc(advertisementRequests.liveAt), asc(advertisementRequests.id));
  return rows.map(({ ad, categorySlug }) => {
    const c = ad.adContent ?? {};
    return {
      id: ad.id,
      packageType: ad.packageType,
      businessName: ad.businessName,
      businessId: ad.businessId,
      categorySlug: categorySlug ?? null,
      title: c.title || ad.businessName,
      description: c.description ?? '',
      image: c.image || null,
      features: c.features ?? [],
      phone: c.phone || null,
      link: c.link || (ad.businessId ? `/business/${ad.businessId}` : null),
      bannerAd: adPackageCapabilities(ad.packageType)?.homeBanner === true,
      socialMedia: adPackageCapabilities(ad.packageType)?.socialLinks ? { instagram: c.socialMedia?.instagram || null, facebook: c.socialMedia?.facebook || null } : { instagram: null, facebook: null },
      // Never built (decision 022): no package offers them any more.
      customLandingPage: false,
      apiIntegration: false,
      duration: ad.duration,
      totalCost: ad.totalCost,
      startDate: ad.startDate ? ad.startDate.toISOString() : null,
      endDate: ad.endDate ? ad.endDate.toISOString() : null,
      status: 'live' as const,
    };
  });
}

/**
 * Counts an impression or a click of a live ad (first party; the caller has excluded bots). Nothing about
 * the visitor is stored: one counter per ad and day. False when the ad is not live.
 */
export async function recordAdEvent(db: Db, id: number, kind: 'impression' | 'click', now = new Date()): Promise<boolean> {
  const [live] = await db
    .select({ id: advertisementRequests.id })
    .from(advertisementRequests)
    .where(and(eq(advertisementRequests.id, id), eq(advertisementRequests.status, 'live')));
  if (!live) return false;
  const date = istanbulDateKey(now);
  const col = kind === 'impression' ? adDailyStats.impressions : adDailyStats.clicks;
  await db
    .insert(adDailyStats)
    .values({ requestId: id, date, impressions: kind === 'impression' ? 1 : 0, clicks: kind === 'click' ? 1 : 0 })
    .onConflictDoUpdate({ target: [adDailyStats.requestId, adDailyStats.date], set: kind === 'impression' ? { impressions: sql`${col} + 1` } : { clicks: sql`${col} + 1` } });
  return true;
}
