/**
 * Everything the pre-built pages need, loaded once per build and shared by every route (AstroWind's
 * memoised loader). Two sources, one shape:
 *  - SITE_DATA_FILE set: a snapshot the local server wrote through its own database connection, so the
 *    build never opens ./data a second time (PGlite allows one owner);
 *  - otherwise: a query through DATABASE_URL (the Netlify build, or `npm run build` with no server running).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { Db } from '#db/client.ts';
import { compareBusinesses } from '#lib/sort.ts';
import { SITE } from '#lib/site.ts';
import type { ReviewSnapshot } from '#lib/contract/reviews.ts';
import { collectReviewSnapshots } from '#features/reviews/snapshot.ts';
import { listApprovedBusinesses, listCategories, listDistricts, type PublicBusiness, type PublicCategory, type PublicDistrict } from './public.ts';
import { listLiveAds } from '#features/advertising/public.ts';
import { readPrices } from '#features/pricing/prices.ts';
import { businessesAcceptingMessages } from '#features/messages/capability.ts';
import { ownedBusinessIds } from './owned.ts';
import { promoValueLira } from '#lib/promo.ts';
import type { PublicAd } from '#lib/contract/advertising.ts';
import type { PriceBook } from '#lib/pricing.ts';

export interface SiteData {
  generatedAt: string;
  categories: PublicCategory[];
  districts: PublicDistrict[];
  businesses: PublicBusiness[];
  /** Live ads (public content only) and the price list, as of the build (issue 15); the on-demand shell carries the price list only. */
  ads?: PublicAd[];
  prices?: PriceBook;
  /** Business id → its review summary and first approved reviews (only businesses with reviews; issue 14). */
  reviews?: Record<string, ReviewSnapshot>;
  /** Businesses whose plan includes messages (issue 26): their pages show "Mesaj gönder". */
  messageBusinessIds?: number[];
  /** Businesses with an approved owner: their pages do not offer "Bu işletmenin sahibi misiniz?". */
  ownedBusinessIds?: number[];
}

export async function collectSiteData(db: Db): Promise<SiteData> {
  const [categories, districts, businesses, ads, prices, reviews, messageBusinessIds, owned] = await Promise.all([
    listCategories(db),
    listDistricts(db),
    listApprovedBusinesses(db),
    listLiveAds(db),
    readPrices(db),
    collectReviewSnapshots(db),
    businessesAcceptingMessages(db),
    ownedBusinessIds(db),
  ]);
  return { generatedAt: new Date().toISOString(), categories, districts, businesses, ads, prices, reviews, messageBusinessIds, ownedBusinessIds: owned };
}

let memo: Promise<SiteData> | undefined;

export function loadSiteData(): Promise<SiteData> {
  memo ??= (async () => {
    const file = process.env.SITE_DATA_FILE;
    if (file) return JSON.parse(await fs.readFile(file, 'utf8')) as SiteData;
    const { db } = await import('#platform/db.ts');
    return collectSiteData(await db());
  })();
  return memo;
}

/**
 * On-demand rendering (src/render/entry.ts, decision 010) hands the shared layout the site data current for
 * the request instead of reading every business: the compiled page never opens a database.
 */
export function provideSiteData(data: SiteData): void {
  memo = Promise.resolve(data);
  indexMemo = undefined;
}

/**
 * Lookups derived from the site data once per build (every page shares them):
 * - categoryBySlug / categoryByName, districtSlugByName;
 * - businessesByCategory: category slug → its businesses, best rated first (the pages' default order);
 * - byRating: every approved business, best rated first;
 * - shellKey: a digest of what the shared layout shows from data and environment (the footer's category
 *   links, the operator's phone and e-mail, the map style settings). Every incremental-build `cacheKey` includes it, so a renamed
 *   category or a new SITE_PHONE re-renders all pages, not only the ones whose own rows changed.
 */
export interface SiteIndex extends SiteData {
  categoryBySlug: Map<string, PublicCategory>;
  categoryByName: Map<string, PublicCategory>;
  districtSlugByName: Map<string, string>;
  businessesByCategory: Map<string, PublicBusiness[]>;
  byRating: PublicBusiness[];
  shellKey: string;
}

let indexMemo: Promise<SiteIndex> | undefined;

export function loadSiteIndex(): Promise<SiteIndex> {
  indexMemo ??= loadSiteData().then(buildSiteIndex);
  return indexMemo;
}

export function buildSiteIndex(data: SiteData): SiteIndex {
  // The lists' default order: the paid plans' listings first (decision 023; `?? false`: a snapshot written before it), then by rating.
  const rating = compareBusinesses('rating');
  const byRating = [...data.businesses].sort((a, b) => Number(b.priorityListing ?? false) - Number(a.priorityListing ?? false) || rating(a, b));
  const businessesByCategory = new Map<string, PublicBusiness[]>(data.categories.map((c) => [c.slug, []]));
  for (const b of byRating) {
    const list = businessesByCategory.get(b.categorySlug);
    if (list) list.push(b);
    else businessesByCategory.set(b.categorySlug, [b]);
  }
  return {
    ...data,
    categoryBySlug: new Map(data.categories.map((c) => [c.slug, c])),
    categoryByName: new Map(data.categories.map((c) => [c.name, c])),
    districtSlugByName: new Map(data.districts.map((d) => [d.name, d.slug])),
    businessesByCategory,
    byRating,
    shellKey: contentKey(
      data.categories.map((c) => [c.slug, c.name]),
      [SITE.phone, SITE.email],
      // The maps' style and credit are rendered into business pages (the location card).
      [process.env.MAP_STYLE_URL ?? '', process.env.MAP_ATTRIBUTION ?? ''],
      // The footer's ad slot shows a live ad (issue 15).
      (data.ads ?? []).map((a) => [a.id, a.title, a.image, a.description, a.link, a.packageType]),
      // The popup states the offer's value from the price list.
      promoValueLira(data.prices?.adPackages),
    ),
  };
}

/** A short, stable digest of some JSON-able values (incremental-build cache keys). */
export function contentKey(...parts: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}
