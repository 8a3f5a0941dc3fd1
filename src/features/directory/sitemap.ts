/**
 * What the sitemap lists, built from the build's site data: home, the full list, the static pages, every
 * category and every approved business (PD9), as site-relative paths with <lastmod> from the rows'
 * updatedAt (a category's and the home page's: their newest business). The pages in src/pages/sitemap.xml.ts
 * and src/pages/sitemaps/[file].xml.ts turn them into one urlset, or an index of several once there are more
 * than 50,000 (`sitemapChunks`).
 */
import { businessPath, categoryPath, newest, sitemapChunks } from '#lib/seo.ts';
import { loadSiteIndex } from './site-data.ts';

export interface SitemapPath {
  path: string;
  lastmod?: string | null;
}

/** Public pages that are neither a category nor a business. */
export const SITEMAP_STATIC_PAGES = ['/map', '/add-business', '/about', '/terms', '/privacy', '/faq', '/advertise', '/advertise-request', '/advertisement-examples', '/analytics', '/cookies', '/business-owner-register'];

let memo: Promise<SitemapPath[][]> | undefined;

/** The sitemap's paths split into files of at most 50,000 (memoised for the build). */
export function sitemapFiles(): Promise<SitemapPath[][]> {
  memo ??= loadSiteIndex().then((data) => {
    const latest = newest(data.businesses.map((b) => b.updatedAt));
    const paths: SitemapPath[] = [
      { path: '/', lastmod: latest },
      { path: '/businesses', lastmod: latest },
      ...SITEMAP_STATIC_PAGES.map((path) => ({ path })),
      ...data.categories.map((c) => ({
        path: categoryPath(c.slug),
        lastmod: newest((data.businessesByCategory.get(c.slug) ?? []).map((b) => b.updatedAt)),
      })),
      ...data.businesses.map((b) => ({ path: businessPath(b.id), lastmod: b.updatedAt })),
    ];
    return sitemapChunks(paths);
  });
  return memo;
}

/** The path of the n-th (1-based) file of a sitemap index. */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;
