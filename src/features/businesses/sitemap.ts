/**
 * What the sitemap lists: home, the full list and its pages, the static pages, every category with its pages
 * (/category/kafeler/2, decision 018) and every approved business (PD9), as site-relative paths with <lastmod> from
 * the rows' updatedAt (a list's: its newest business). Read from the build's site data, which carries every
 * approved business's id and updatedAt and each list's total straight from the database (decision 026): the
 * sitemap covers pages the build does not render. src/pages/sitemap.xml.ts and src/pages/sitemaps/[file].xml.ts
 * turn them into one urlset, or an index of files of at most 50,000 URLs (`sitemapChunks`).
 */
import { businessPath, categoryPath, newest, sitemapChunks } from '#lib/seo.ts';
import { listingPageCount, listingPagePath } from '#lib/listing-pages.ts';
import { listTotal, loadSiteIndex, type SiteIndex } from './site-data.ts';

export interface SitemapPath {
  path: string;
  lastmod?: string | null;
}

/** Public pages that are neither a category nor a business. */
export const SITEMAP_STATIC_PAGES = [
  '/map',
  '/add-business',
  '/about',
  '/terms',
  '/privacy',
  '/faq',
  '/advertise',
  '/ucretsiz-reklam',
  '/nobetci-eczaneler',
  '/kampanyalar',
  '/advertise-request',
  '/advertisement-examples',
  '/analytics',
  '/cookies',
  '/business-owner-register',
];

/** Every path of the sitemap, in order. */
export function sitemapPaths(data: SiteIndex): SitemapPath[] {
  const rows: Array<[number, string]> = data.sitemap ?? data.businesses.map((b) => [b.id, b.updatedAt]);
  const latest = data.lists?.all.lastmod ?? newest(rows.map(([, at]) => at));
  /** A list's pages: page 1 at `base`, then base/2, base/3, … */
  const pagesOf = (base: string, total: number, lastmod: string | null) =>
    Array.from({ length: listingPageCount(total) }, (_, i) => ({ path: listingPagePath(base, i + 1), lastmod }));
  return [
    { path: '/', lastmod: latest },
    ...pagesOf('/businesses', listTotal(data), latest),
    ...SITEMAP_STATIC_PAGES.map((path) => ({ path })),
    ...data.categories.flatMap((c) => {
      const lastmod = data.lists
        ? (data.lists.categories[c.slug]?.lastmod ?? null)
        : newest((data.businessesByCategory.get(c.slug) ?? []).map((b) => b.updatedAt));
      return pagesOf(categoryPath(c.slug), listTotal(data, c.slug), lastmod);
    }),
    ...rows.map(([id, updatedAt]) => ({ path: businessPath(id), lastmod: updatedAt })),
  ];
}

let memo: Promise<SitemapPath[][]> | undefined;

/** The sitemap's paths split into files of at most 50,000 (memoised for the build). */
export function sitemapFiles(): Promise<SitemapPath[][]> {
  memo ??= loadSiteIndex().then((data) => sitemapChunks(sitemapPaths(data)));
  return memo;
}

/** The path of the n-th (1-based) file of a sitemap index. */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;
