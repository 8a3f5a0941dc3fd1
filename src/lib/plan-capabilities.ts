/**
 * What owner plans and ad packages give (decision 022: one honest catalogue). The server checks these values
 * (photo limit: src/features/owners/changes.ts; featured: applyFeatured; detailed and advanced statistics:
 * src/features/owners/insights.ts; messages:
 * src/features/messages/messages.ts; campaigns: src/features/campaigns/campaigns.ts; ad placements: the pages that show live ads), and every feature list a
 * visitor or an owner reads is derived from them by `planFeatures` / `adPackageFeatures`, never typed as free
 * text, so nothing can be listed that the code does not do. Names and prices stay in the one price list
 * (decision 013), editable by admins. Browser-safe: plain TypeScript.
 */

export type PlanCode = 'free' | 'basic' | 'premium';
export type AdPackageCode = 'basic' | 'premium' | 'enterprise';

export interface PlanCapabilities {
  /** Photos a listing may have (null: unlimited). */
  photos: number | null;
  /** The listing is featured ("Öne çıkan işletmeler" on the home page) while the plan runs. */
  featured: boolean;
  /** Visitors can send the business a message from its page; the owner answers in the dashboard. */
  messages: boolean;
  /**
   * "Öncelikli listeleme": in the default order of the category pages, /businesses and the search, the listing
   * comes before free ones that are equally relevant (same filters; in a text search, the same score), with an
   * "Öncelikli" label and "Neden üstte?" (decision 023). Explicit sorts (puan, isim, yorum, mesafe) are not changed.
   */
  priorityListing: boolean;
  /** The 30-day statistics of the dashboard (views, calls, directions). Every plan has them. */
  stats30Days: boolean;
  /** "Detaylı analizler": where visitors came from (search, category, map, other sites), the search words
   *  that led them to the listing, views by weekday and hour (GET /api/analytics/:id/details). */
  detailedStats: boolean;
  /** "Gelişmiş analizler": the category's and district's median for comparison and a CSV download
   *  (GET /api/analytics/:id/benchmark, /export). */
  advancedStats: boolean;
  /** "Kampanyalar ve duyurular": the owner posts an offer or announcement with a start and end day; once an admin
   *  approves it, it shows on the business page, on /kampanyalar and as a "Kampanya" badge on cards (decision 031). */
  campaigns: boolean;
}

export const PLAN_CAPABILITIES: Readonly<Record<PlanCode, Readonly<PlanCapabilities>>> = {
  free: {
    photos: 5,
    featured: false,
    messages: false,
    priorityListing: false,
    stats30Days: true,
    detailedStats: false,
    advancedStats: false,
    campaigns: false,
  },
  basic: {
    photos: 20,
    featured: false,
    messages: true,
    priorityListing: true,
    stats30Days: true,
    detailedStats: true,
    advancedStats: false,
    campaigns: true,
  },
  premium: {
    photos: null,
    featured: true,
    messages: true,
    priorityListing: true,
    stats30Days: true,
    detailedStats: true,
    advancedStats: true,
    campaigns: true,
  },
};

export interface AdPackageCapabilities {
  /** A "Sponsorlu" card above the list of the advertised business's category (page 1). */
  categoryCard: boolean;
  /** Listed on /advertisement-examples while live. */
  examplesPage: boolean;
  /** The business comes first, labelled "Sponsorlu", in the home page's "Öne çıkan işletmeler". */
  homeFeatured: boolean;
  /** The ad shows its Instagram and Facebook links. */
  socialLinks: boolean;
  /** The ad takes the home page's banner area before any other ad. */
  homeBanner: boolean;
}

export const AD_PACKAGE_CAPABILITIES: Readonly<Record<AdPackageCode, Readonly<AdPackageCapabilities>>> = {
  basic: { categoryCard: true, examplesPage: true, homeFeatured: false, socialLinks: false, homeBanner: false },
  premium: { categoryCard: true, examplesPage: true, homeFeatured: true, socialLinks: true, homeBanner: false },
  enterprise: { categoryCard: true, examplesPage: true, homeFeatured: true, socialLinks: true, homeBanner: true },
};

/** The priority listing as plans list it (also the label's explanation links to the rule on /advertise). */
export const PRIORITY_FEATURE =
  'Öncelikli listeleme: varsayılan sıralamada eşit eşleşen ücretsiz işletmelerin üstünde, “Öncelikli” etiketiyle';

/** The ranking rule, as the label's "Neden üstte?" and /advertise state it (decision 023). */
export const PRIORITY_RULE =
  'Temel veya Premium plan kullanan işletmeler, kategori sayfalarının, tüm işletmeler listesinin ve aramanın varsayılan sıralamasında aynı filtrelere uyan (aramada aynı derecede eşleşen) ücretsiz işletmelerin üstünde gösterilir; kendi aralarında puana göre sıralanır. Puan, isim, yorum sayısı veya mesafeye göre sıraladığınızda öncelik uygulanmaz; puanlar ve yorumlar plandan etkilenmez.';

const isPlan = (code: string): code is PlanCode => Object.hasOwn(PLAN_CAPABILITIES, code);
const isAdPackage = (code: string): code is AdPackageCode => Object.hasOwn(AD_PACKAGE_CAPABILITIES, code);

/** The capabilities of a plan code as stored (an unknown code gets the free plan's). */
export function planCapabilities(code: string | null | undefined): Readonly<PlanCapabilities> {
  return code && isPlan(code) ? PLAN_CAPABILITIES[code] : PLAN_CAPABILITIES.free;
}

export function adPackageCapabilities(code: string | null | undefined): Readonly<AdPackageCapabilities> | null {
  return code && isAdPackage(code) ? AD_PACKAGE_CAPABILITIES[code] : null;
}

export const DETAILED_STATS_LABEL =
  'Detaylı analizler: ziyaretçilerin nereden geldiği, sizi bulduran arama kelimeleri, gün ve saat dağılımı';
export const ADVANCED_STATS_LABEL = 'Gelişmiş analizler: kategori ve ilçe ortancasıyla karşılaştırma, CSV indirme';
export const CAMPAIGNS_LABEL =
  'Kampanya ve duyuru yayınlama: onaydan sonra işletme sayfanızda, “Kampanyalar” listesinde ve kartınızda “Kampanya” etiketiyle';

/** The cheapest plan that has a capability (for "… planı ile açılır" on a locked section). */
export function lowestPlanWith(capability: keyof PlanCapabilities): PlanCode | null {
  return (['free', 'basic', 'premium'] as const).find((p) => PLAN_CAPABILITIES[p][capability]) ?? null;
}

/** The Turkish feature list of a plan, in a fixed order, derived from its capabilities only. */
export function planFeatures(code: string): string[] {
  const c = planCapabilities(code);
  const out = [c.photos === null ? 'Sınırsız fotoğraf' : `${c.photos} fotoğraf`];
  if (c.featured) out.push('Ana sayfada “Öne çıkan işletmeler” alanında yer alma');
  if (c.priorityListing) out.push(PRIORITY_FEATURE);
  if (c.messages) out.push('Ziyaretçilerden mesaj alma ve panelden yanıtlama');
  if (c.stats30Days) out.push('Son 30 günün görüntülenme, arama, web sitesi ve yol tarifi tıklamaları');
  if (c.detailedStats) out.push(DETAILED_STATS_LABEL);
  if (c.advancedStats) out.push(ADVANCED_STATS_LABEL);
  if (c.campaigns) out.push(CAMPAIGNS_LABEL);
  return out;
}

/** The Turkish feature list of an ad package, derived from its capabilities only ([] for an unknown code). */
export function adPackageFeatures(code: string): string[] {
  const c = adPackageCapabilities(code);
  if (!c) return [];
  const out = ['30 gün yayın; her yerde “Reklam” ya da “Sponsorlu” etiketiyle'];
  if (c.categoryCard) out.push('Kategori sayfasının başında “Sponsorlu” kart');
  if (c.homeFeatured) out.push('Ana sayfada “Öne çıkan işletmeler” alanında ilk sıra');
  if (c.socialLinks) out.push('Reklamda Instagram ve Facebook bağlantıları');
  if (c.homeBanner) out.push('Ana sayfa banner alanında öncelik');
  if (c.examplesPage) out.push('Reklam örnekleri sayfasında yer alma');
  return out;
}
