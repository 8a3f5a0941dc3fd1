/**
 * /sitemap.xml, regenerated with every build: home, the full list, the static pages, every category and
 * every approved business (decision 9), with absolute URLs from `site` (PUBLIC_URL) and <lastmod> from the
 * rows' updatedAt (a category's and the home page's: their newest business).
 * One file holds up to 50,000 URLs; past that the sitemap must become an index of several files.
 */
import type { APIRoute } from 'astro';
import { loadSiteIndex } from '../data/site-data.ts';
import { absoluteUrl, businessPath, categoryPath, newest, sitemapXml, type SitemapEntry } from '../lib/seo.ts';

const STATIC_PAGES = ['/about', '/terms', '/privacy', '/faq'];

export const GET: APIRoute = async ({ site: configured, url }) => {
  const site = configured ?? new URL(url.origin);
  const data = await loadSiteIndex();
  const latest = newest(data.businesses.map((b) => b.updatedAt));
  const entries: SitemapEntry[] = [
    { loc: absoluteUrl('/', site), lastmod: latest },
    { loc: absoluteUrl('/businesses', site), lastmod: latest },
    ...STATIC_PAGES.map((p) => ({ loc: absoluteUrl(p, site) })),
    ...data.categories.map((c) => ({
      loc: absoluteUrl(categoryPath(c.slug), site),
      lastmod: newest((data.businessesByCategory.get(c.slug) ?? []).map((b) => b.updatedAt)),
    })),
    ...data.businesses.map((b) => ({ loc: absoluteUrl(businessPath(b.id), site), lastmod: b.updatedAt })),
  ];
  return new Response(sitemapXml(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
