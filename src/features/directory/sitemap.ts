/**
 * What the sitemap lists, built from the build's site data: home, the full list and its pages, the static
 * pages, every category with its pages (/category/kafeler/2, issue 18) and every approved business (PD9), as site-relative paths with <lastmod> from the rows'
 * updatedAt (a category's and the home page's: their newest business). The pages in src/pages/sitemap.xml.ts
 * and src/pages/sitemaps/[file].xml.ts turn them into one urlset, or an index of several once there are more
 * than 50,000 (`sitemapChunks`).
 */
import { businessPath, categoryPath, newest, sitemapChunks } from '#lib/seo.ts';
import { listingPageCount, listingPagePath } from '#lib/listing-pages.ts';
import { loadSiteIndex } from './site-data.ts';

export interface SitemapPath {
  path: string;
  lastmod?: string | null;
}

/** Public pages that are neither a category nor a business. */
export const SITEMAP_STATIC_PAGES = ['/map', '/add-business', '/about', '/terms', '/privacy', '/faq', '/advertise', '/ucretsiz-reklam', '/nobetci-eczaneler', '/advertise-request', '/advertisement-examples', '/analytics', '/cookies', '/business-owner-register'];

let memo: Promise<SitemapPath[][]> | undefined;

/** The sitemap's paths split into files of at most 50,000 (memoised for the build). */
export function sitemapFiles(): Promise<SitemapPath[][]> {
  memo ??= loadSiteIndex().then((data) => {
    const latest = newest(data.businesses.map((b) => b.updatedAt));
    /** A list's pages: page 1 at `base`, then base/2, base/3, … */
    const pagesOf = (base: string, total: number, lastmod: string | null) =>
      Array.from({ length: listingPageCount(total) }, (_, i) => ({ path: listingPagePath(base, i + 1), lastmod }));
    const paths: SitemapPath[] = [
      { path: '/', lastmod: latest },
      ...pagesOf('/businesses', data.businesses.length, latest),
      ...SITEMAP_STATIC_PAGES.map((path) => ({ path })),
      ...data.categories.flatMap((c) => {
        const list = data.businessesByCategory.get(c.slug) ?? [];
        return pagesOf(categoryPath(c.slug), list.length, newest(list.map((b) => b.updatedAt)));
      }),
      ...data.businesses.map((b) => ({ path: businessPath(b.id), lastmod: b.updatedAt })),
    ];
    return sitemapChunks(paths);
  });
  return memo;
}

/** The path of the n-th (1-based) file of a sitemap index. */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;
