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
import { keyedHash, randomToken, safeEqual } from '#platform/crypto.ts';
import { hit } from '#platform/rate-limit.ts';

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
      socialMedia: adPackageCapabilities(ad.packageType)?.socialLinks
        ? { instagram: c.socialMedia?.instagram || null, facebook: c.socialMedia?.facebook || null }
        : { instagram: null, facebook: null },
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
    .onConflictDoUpdate({
      target: [adDailyStats.requestId, adDailyStats.date],
      set: kind === 'impression' ? { impressions: sql`${col} + 1` } : { clicks: sql`${col} + 1` },
    });
  return true;
}

/**
 * Clicks nobody can buy (decision 024): a counted impression answers a token signed with a key derived from
 * SESSION_SECRET, naming the ad and the time; a click counts only with a valid token of the same ad, at
 * most AD_TOKEN_TTL_SECONDS old, and only once (its nonce is spent in `rate_limits`). A forged, expired,
 * replayed or other ad's token is ignored: clicks can never outnumber counted impressions.
 */
const AD_TOKEN_TTL_SECONDS = 30 * 60;

const tokenMac = (adId: number, issuedAt: number, nonce: string) => keyedHash('ad-impression', `${adId}.${issuedAt}.${nonce}`).slice(0, 32);

export function issueAdToken(adId: number, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const nonce = randomToken(12);
  return `${adId}.${issuedAt}.${nonce}.${tokenMac(adId, issuedAt, nonce)}`;
}

/** The token's nonce when it is a genuine, unexpired token of ad `adId`; null otherwise. */
export function checkAdToken(token: string | null | undefined, adId: number, now = new Date()): string | null {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{16})\.([0-9a-f]{32})$/.exec(token ?? '');
  if (!m || Number(m[1]) !== adId) return null;
  const issuedAt = Number(m[2]);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -60 || age > AD_TOKEN_TTL_SECONDS) return null;
  return safeEqual(m[4]!, tokenMac(adId, issuedAt, m[3]!)) ? m[3]! : null;
}

/** Spends a token's nonce: true only the first time (the counter outlives the token). */
export async function spendAdToken(db: Db, nonce: string): Promise<boolean> {
  return (await hit(db, `ad-token:${nonce}`, { limit: 1, windowSeconds: 2 * AD_TOKEN_TTL_SECONDS })).ok;
}
