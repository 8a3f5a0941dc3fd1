/**
 * Everything the pre-built pages need, loaded once per build and shared by every route (AstroWind's
 * memoised loader). Two sources, one shape:
 *  - SITE_DATA_FILE set: a snapshot the local server wrote through its own database connection, so the
 *    build never opens ./data a second time (PGlite allows one owner);
 *  - otherwise: a query through DATABASE_URL (the Netlify build, or `npm run build` with no server running).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businessAnalytics, businesses, districts as districtsTable } from '#db/schema/index.ts';
import { getConfig } from '#platform/config.ts';
import { uniqueBusinessTitles } from '#lib/seo.ts';
import { compareBusinesses } from '#lib/sort.ts';
import { SITE } from '#lib/site.ts';
import type { ReviewSnapshot } from '#lib/contract/reviews.ts';
import { collectReviewSnapshots } from '#features/reviews/snapshot.ts';
import {
  approvedBusinessesQuery,
  listCategories,
  listDistricts,
  toPublicBusiness,
  type PublicBusiness,
  type PublicCategory,
  type PublicDistrict,
} from './public.ts';
import { businessesByIds, collectListHeads, type ListHead } from './list-pages.ts';
import { listLiveAds } from '#features/advertising/public.ts';
import { readPrices } from '#features/pricing/prices.ts';
import { businessesAcceptingMessages } from '#features/messages/capability.ts';
import { ownedBusinessIds } from './owned.ts';
import { listCurrentCampaigns } from '#features/campaigns/current.ts';
import type { PublicCampaign } from '#lib/contract/campaigns.ts';
import { promoValueLira } from '#lib/promo.ts';
import type { PublicAd } from '#lib/contract/advertising.ts';
import type { PriceBook } from '#lib/pricing.ts';

export interface SiteData {
  generatedAt: string;
  categories: PublicCategory[];
  districts: PublicDistrict[];
  businesses: PublicBusiness[];
  /** Live ads (public content only) and the price list, as of the build (decision 013); the on-demand shell carries the price list only. */
  ads?: PublicAd[];
  prices?: PriceBook;
  /** Business id → its review summary and first approved reviews (only businesses with reviews; decision 012). */
  reviews?: Record<string, ReviewSnapshot>;
  /** Businesses whose plan includes messages (decision 022): their pages show "Mesaj gönder". */
  messageBusinessIds?: number[];
  /**
   * The head the build pre-renders (decision 026); absent in the on-demand shell. `businesses` then holds
   * only the head: the most visited (PREBUILD_BUSINESSES), the featured and those on the pre-built list pages.
   *  - approvedCount: every approved business;
   *  - lists: /businesses and each category: its total and the ids of its first PREBUILD_LIST_PAGES pages;
   *  - titles: each head business's page title, made unique among ALL its namesakes as the on-demand page does;
   *  - sitemap: [id, updatedAt] of every approved business (the sitemap lists them all, none rendered).
   */
  approvedCount?: number;
  /** Approved businesses per district name (the home page's map teaser). */
  districtCounts?: Record<string, number>;
  lists?: { all: ListHead; categories: Record<string, ListHead> };
  titles?: Record<string, string>;
  sitemap?: Array<[number, string]>;
  /** Businesses with an approved owner: their pages do not offer "Bu işletmenin sahibi misiniz?". */
  ownedBusinessIds?: number[];
  /** The approved campaigns running on the build's day (decision 031): business pages and /kampanyalar. */
  campaigns?: PublicCampaign[];
}

export interface HeadOptions {
  /** Businesses pre-built by visits (PREBUILD_BUSINESSES). */
  businesses?: number;
  /** Pages pre-built of each list (PREBUILD_LIST_PAGES). */
  listPages?: number;
}

export async function collectSiteData(db: Db, opts: HeadOptions = {}): Promise<SiteData> {
  const config = getConfig();
  const headCount = opts.businesses ?? config.PREBUILD_BUSINESSES;
  const listPages = opts.listPages ?? config.PREBUILD_LIST_PAGES;
  const [categories, districts, ads, prices, messageBusinessIds, owned, visited, featured, sitemap, perDistrict, campaigns] =
    await Promise.all([
      listCategories(db),
      listDistricts(db),
      listLiveAds(db),
      readPrices(db),
      businessesAcceptingMessages(db),
      ownedBusinessIds(db),
      mostVisitedIds(db, headCount),
      featuredIds(db),
      sitemapRows(db),
      db
        .select({ name: districtsTable.name, n: count() })
        .from(businesses)
        .innerJoin(districtsTable, eq(districtsTable.id, businesses.districtId))
        .where(eq(businesses.status, 'approved'))
        .groupBy(districtsTable.name),
      listCurrentCampaigns(db),
    ]);
  const lists = await collectListHeads(db, categories, listPages);
  const sponsored = ads.flatMap((a) => (a.businessId === null ? [] : [a.businessId]));
  const ids = [
    ...new Set([...lists.all.ids, ...Object.values(lists.categories).flatMap((l) => l.ids), ...sponsored, ...featured, ...visited]),
  ];
  const [head, reviews] = await Promise.all([businessesByIds(db, ids), collectReviewSnapshots(db, ids)]);
  // In the order the whole list had before the head (featured first, best rated, oldest id): the home page's picks.
  const headBusinesses = head.sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.rating - a.rating || a.id - b.id);
  const titles = await headTitles(db, headBusinesses);
  return {
    generatedAt: new Date().toISOString(),
    categories,
    districts,
    businesses: headBusinesses,
    ads,
    prices,
    reviews,
    messageBusinessIds,
    ownedBusinessIds: owned,
    campaigns,
    approvedCount: sitemap.length,
    districtCounts: Object.fromEntries(perDistrict.map((r) => [r.name, Number(r.n)])),
    lists,
    titles,
    sitemap,
  };
}

/** The most visited approved businesses of the last 30 days (owners' statistics), then the newest. */
async function mostVisitedIds(db: Db, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const views = db
    .select({ businessId: businessAnalytics.businessId, views: sql<number>`sum(${businessAnalytics.views})`.as('views') })
    .from(businessAnalytics)
    .where(gte(businessAnalytics.date, since))
    .groupBy(businessAnalytics.businessId)
    .as('views');
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .leftJoin(views, eq(views.businessId, businesses.id))
    .where(eq(businesses.status, 'approved'))
    .orderBy(
      sql`coalesce(${views.views}, 0) desc`,
      desc(businesses.isFeatured),
      sql`${businesses.approvedAt} desc nulls last`,
      desc(businesses.id),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Featured businesses (the home page's first section draws from them). */
async function featuredIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.status, 'approved'), eq(businesses.isFeatured, true)))
    .orderBy(desc(businesses.rating), asc(businesses.id));
  return rows.map((r) => r.id);
}

async function sitemapRows(db: Db): Promise<Array<[number, string]>> {
  const rows = await db
    .select({ id: businesses.id, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(eq(businesses.status, 'approved'))
    .orderBy(asc(businesses.id));
  return rows.map((r) => [r.id, r.updatedAt.toISOString()]);
}

/**
 * Page titles of the head, each made unique among every approved business of its name in the order the
 * on-demand page uses (src/features/businesses/business-page.ts), so a pre-built and an on-demand page agree.
 */
async function headTitles(db: Db, head: readonly PublicBusiness[]): Promise<Record<string, string>> {
  const names = [...new Set(head.map((b) => b.name))];
  const namesakes: PublicBusiness[] = [];
  for (let i = 0; i < names.length; i += 5000) {
    const chunk = names.slice(i, i + 5000);
    const rows = await approvedBusinessesQuery(db)
      .where(and(eq(businesses.status, 'approved'), inArray(businesses.name, chunk)))
      .orderBy(desc(businesses.isFeatured), desc(businesses.rating), asc(businesses.id));
    namesakes.push(...rows.map(toPublicBusiness));
  }
  const byName = new Map<string, PublicBusiness[]>();
  for (const b of namesakes) byName.set(b.name, [...(byName.get(b.name) ?? []), b]);
  const titles: Record<string, string> = {};
  for (const b of head) titles[String(b.id)] = uniqueBusinessTitles(byName.get(b.name) ?? [b]).get(b.id) ?? b.name;
  return titles;
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
 *   with the build's head (decision 026) both hold only each list's pre-built pages (`listTotal` has the counts);
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

/** How many approved businesses a list has: /businesses (no slug) or a category. */
export function listTotal(site: SiteIndex, categorySlug?: string): number {
  if (categorySlug === undefined) return site.lists?.all.total ?? site.byRating.length;
  return site.lists?.categories[categorySlug]?.total ?? site.businessesByCategory.get(categorySlug)?.length ?? 0;
}

let indexMemo: Promise<SiteIndex> | undefined;

export function loadSiteIndex(): Promise<SiteIndex> {
  indexMemo ??= loadSiteData().then(buildSiteIndex);
  return indexMemo;
}

export function buildSiteIndex(data: SiteData): SiteIndex {
  let byRating: PublicBusiness[];
  let businessesByCategory: Map<string, PublicBusiness[]>;
  if (data.lists) {
    // The build's head (decision 026): each list's first pages, in the order the database gave them.
    const byId = new Map(data.businesses.map((b) => [b.id, b]));
    const resolve = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
    byRating = resolve(data.lists.all.ids);
    businessesByCategory = new Map(data.categories.map((c) => [c.slug, resolve(data.lists!.categories[c.slug]?.ids ?? [])]));
  } else {
    // The lists' default order: the paid plans' listings first (decision 023; `?? false`: a snapshot written before it), then by rating.
    const rating = compareBusinesses('rating');
    byRating = [...data.businesses].sort((a, b) => Number(b.priorityListing ?? false) - Number(a.priorityListing ?? false) || rating(a, b));
    businessesByCategory = new Map<string, PublicBusiness[]>(data.categories.map((c) => [c.slug, []]));
    for (const b of byRating) {
      const list = businessesByCategory.get(b.categorySlug);
      if (list) list.push(b);
      else businessesByCategory.set(b.categorySlug, [b]);
    }
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
      // The footer's ad slot shows a live ad (decision 013).
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
