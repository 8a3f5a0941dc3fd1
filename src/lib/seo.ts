/**
 * Search-engine output for the pre-built pages: titles and descriptions, schema.org JSON-LD (LocalBusiness
 * subtypes, ItemList, BreadcrumbList), sitemap.xml and robots.txt. Pure TypeScript (reference.md:
 * "Categories → schema.org types", Google's LocalBusiness and ItemList guidelines).
 *
 *   businessJsonLd({ business, category, site })        // for /business/{id}
 *   itemListJsonLd(businesses.slice(0, 10), site, name) // for /category/{slug}
 *   sitemapXml([{ loc, lastmod }]); robotsTxt(site)
 */
import type { PublicBusiness, PublicCategory } from '#lib/contract/businesses.ts';
import type { ReviewSnapshot } from '#lib/contract/reviews.ts';
import { openingHoursSpecification } from './hours.ts';
import { specialOpeningHoursSpecification } from './special-hours.ts';

type Json = Record<string, unknown>;

/** What the search-engine output reads of a business. */
export type SeoBusiness = Pick<
  PublicBusiness,
  | 'id'
  | 'name'
  | 'category'
  | 'subcategory'
  | 'description'
  | 'address'
  | 'district'
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'email'
  | 'website'
  | 'priceRange'
  | 'images'
  | 'hours'
> & { specialHours?: PublicBusiness['specialHours'] };

export type SeoCategory = Pick<PublicCategory, 'name' | 'slug' | 'schemaType'>;

export const businessPath = (id: number) => `/business/${id}`;
export const categoryPath = (slug: string) => `/category/${slug}`;

export function absoluteUrl(pathOrUrl: string, site: URL | string): string {
  return new URL(pathOrUrl, site).href;
}

/** Price tiers as lira signs (JSON-LD `priceRange`, the badge on the page). 'Ücretsiz' (free) is not shown. */
const PRICE_SYMBOLS: Readonly<Record<string, string>> = { Ucuz: '₺', Orta: '₺₺', Pahalı: '₺₺₺' };
const PRICE_LABELS: Readonly<Record<string, string>> = { Ucuz: 'Uygun fiyatlı', Orta: 'Orta fiyatlı', Pahalı: 'Yüksek fiyatlı' };

export function priceSymbols(priceRange: string | null | undefined): string | null {
  return (priceRange && PRICE_SYMBOLS[priceRange]) || null;
}

export function priceLabel(priceRange: string | null | undefined): string | null {
  return (priceRange && PRICE_LABELS[priceRange]) || null;
}

/** Only http(s) addresses become links (a stored `javascript:` URL must never reach an href). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Shortens at a word boundary and adds "…" (meta descriptions: about 155 characters). */
export function truncate(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Turkish addresses end in "01170 Çukurova/Adana" (and sometimes ", Türkiye"): split off the postal code and
 * the district/province tail so `streetAddress` holds the street part only.
 */
export function splitAddress(address: string): { streetAddress: string; postalCode: string | null } {
  const m = /^(.*?)[,\s]+(\d{5})\s+[^,/]+\/\s*Adana(?:\s*,\s*T[üu]rkiye)?\s*$/iu.exec(address.trim());
  if (m && m[1]) return { streetAddress: m[1].replace(/[,\s]+$/, ''), postalCode: m[2]! };
  const postal = /\b(01\d{3})\b/.exec(address)?.[1] ?? null;
  return { streetAddress: address.trim(), postalCode: postal };
}

/** schema.org types that are Places (LocalBusiness subtypes, parks…): geo and opening hours apply directly. */
const ORGANIZATION_ONLY_TYPES = new Set(['EducationalOrganization', 'Organization', 'NGO', 'School', 'CollegeOrUniversity']);

function schemaTypeFor(schemaType: string | null | undefined): string | string[] {
  const t = schemaType && /^[A-Za-z]+$/.test(schemaType) ? schemaType : 'LocalBusiness';
  // An organisation alone cannot carry geo/openingHours: pair it with LocalBusiness (reference.md).
  return ORGANIZATION_ONLY_TYPES.has(t) ? [t, 'LocalBusiness'] : t;
}

/** The page title for a business: "Name – Category, District". */
export function businessTitle(b: Pick<SeoBusiness, 'name' | 'category' | 'district'>): string {
  return `${b.name} – ${b.category}, ${b.district}`;
}

/**
 * Titles for every business page, unique across the site: a repeated "Name – Category, District" gets the
 * first part of its address ("… (Reşatbey Mah.)"), and the id if that is not enough.
 */
export function uniqueBusinessTitles(
  list: ReadonlyArray<Pick<SeoBusiness, 'id' | 'name' | 'category' | 'district' | 'address'>>,
): Map<number, string> {
  const byTitle = new Map<string, number>();
  for (const b of list) byTitle.set(businessTitle(b), (byTitle.get(businessTitle(b)) ?? 0) + 1);
  const result = new Map<number, string>();
  const used = new Set<string>();
  for (const b of list) {
    let title = businessTitle(b);
    if ((byTitle.get(title) ?? 0) > 1) {
      const place = b.address.split(',')[0]?.trim();
      if (place) title = `${title} (${place})`;
    }
    if (used.has(title)) title = `${title} #${b.id}`;
    used.add(title);
    result.set(b.id, title);
  }
  return result;
}

/** The meta description (at most 155 characters): the business's own text, shortened, then where it is. */
export function businessDescription(b: Pick<SeoBusiness, 'name' | 'description' | 'district' | 'category'>): string {
  const lead = b.description.trim() || `${b.name}: Adana ${b.district} ilçesinde ${b.category.toLocaleLowerCase('tr-TR')}.`;
  const where = ` ${b.district}, Adana: adres, telefon ve çalışma saatleri.`;
  return `${truncate(lead, 155 - where.length)}${where}`;
}

export interface BusinessJsonLdInput {
  business: SeoBusiness;
  category: SeoCategory | null | undefined;
  site: URL | string;
  /**
   * The reviews written and approved on this site (decision 012): the only source of `aggregateRating` and
   * `review`. Never the business's stored or imported numbers alone.
   */
  reviews?: Pick<ReviewSnapshot, 'summary' | 'items'> | null;
}

/** At most this many reviews go into the JSON-LD (the newest approved ones). */
const JSON_LD_REVIEWS = 5;

/** `aggregateRating` and `review` from the site's own approved reviews; nothing without any. */
function reviewJsonLd(reviews: BusinessJsonLdInput['reviews']): Json {
  if (!reviews || reviews.summary.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average.toFixed(1),
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.slice(0, JSON_LD_REVIEWS).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.content,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * The LocalBusiness subtype of the category (Restaurant, Hotel, CafeOrCoffeeShop, …) with what Google reads
 * for local results: name, address (PostalAddress), geo, telephone, url, image, priceRange,
 * openingHoursSpecification.
 */
export function businessJsonLd({ business: b, category, site, reviews }: BusinessJsonLdInput): Json {
  const pageUrl = absoluteUrl(businessPath(b.id), site);
  const { streetAddress, postalCode } = splitAddress(b.address);
  const website = safeHttpUrl(b.website);
  const hours = openingHoursSpecification(b.hours);
  // Special days and holiday hours of the next 60 days from the build (decision 025).
  const special = specialOpeningHoursSpecification(b.specialHours, new Date());
  const price = priceSymbols(b.priceRange);
  const ld: Json = {
    '@context': 'https://schema.org',
    '@type': schemaTypeFor(category?.schemaType),
    '@id': `${pageUrl}#isletme`,
    name: b.name,
    url: pageUrl,
    ...(b.description ? { description: b.description } : {}),
    ...(b.images.length > 0 ? { image: b.images.map((src) => absoluteUrl(src, site)) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress,
      addressLocality: b.district,
      addressRegion: 'Adana',
      ...(postalCode ? { postalCode } : {}),
      addressCountry: 'TR',
    },
    ...(b.latitude !== null && b.longitude !== null && Number.isFinite(b.latitude) && Number.isFinite(b.longitude)
      ? { geo: { '@type': 'GeoCoordinates', latitude: b.latitude, longitude: b.longitude } }
      : {}),
    ...(b.phone ? { telephone: b.phone } : {}),
    ...(b.email ? { email: b.email } : {}),
    ...(price ? { priceRange: price } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    ...(website ? { sameAs: [website] } : {}),
    // Review stars only from reviews collected on this site (reference.md; Google's rule): the approved
    // reviews of the build's snapshot, never imported ratings.
    ...reviewJsonLd(reviews),
  };
  return ld;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: URL | string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path, site) })),
  };
}

/** An `ItemList` of business pages (category pages list up to 10, spec §9). */
export function itemListJsonLd(list: ReadonlyArray<Pick<SeoBusiness, 'id' | 'name'>>, site: URL | string, name?: string, max = 10): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    itemListElement: list.slice(0, max).map((b, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteUrl(businessPath(b.id), site),
      name: b.name,
    })),
  };
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string | null;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** `<lastmod>` as W3C datetime: an ISO timestamp is kept, anything unparsable is dropped. */
function lastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The sitemaps.org limit of URLs in one file (and of files in one index). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Splits sitemap entries into files of at most `max` URLs. One file: /sitemap.xml is that urlset.
 * More: /sitemap.xml becomes an index of /sitemaps/1.xml, /sitemaps/2.xml, … (see src/pages/sitemaps/).
 */
export function sitemapChunks<T>(entries: readonly T[], max = SITEMAP_MAX_URLS): T[][] {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer (got ${max})`);
  const chunks: T[][] = [];
  for (let i = 0; i < entries.length; i += max) chunks.push(entries.slice(i, i + max));
  return chunks.length ? chunks : [[]];
}

/** A sitemaps.org index: one <sitemap> per file, lastmod the newest of its entries. */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  const items = files.map((f) => {
    const mod = lastmod(f.lastmod);
    return `  <sitemap>\n    <loc>${xmlEscape(f.loc)}</loc>${mod ? `\n    <lastmod>${mod}</lastmod>` : ''}\n  </sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** A sitemaps.org urlset (one file holds up to 50,000 URLs). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const mod = lastmod(e.lastmod);
    return `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>${mod ? `\n    <lastmod>${mod}</lastmod>` : ''}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths crawlers should leave alone: the admin, login and the API. */
export const ROBOTS_DISALLOW = ['/admin', '/login', '/api/'] as const;

export function robotsTxt(site: URL | string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', site)}`,
    '',
  ].join('\n');
}

/** The newest of some ISO timestamps (for a page's lastmod), or null. */
export function newest(dates: Iterable<string | null | undefined>): string | null {
  let best: number | null = null;
  for (const d of dates) {
    const t = d ? Date.parse(d) : NaN;
    if (!Number.isNaN(t) && (best === null || t > best)) best = t;
  }
  return best === null ? null : new Date(best).toISOString();
}
