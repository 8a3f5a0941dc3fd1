/**
 * /sitemap.xml, regenerated with every build (src/features/businesses/sitemap.ts says what it lists). Up to 50,000 URLs it is
 * the urlset itself; past that it is an index of /sitemaps/1.xml, /sitemaps/2.xml, … (src/pages/sitemaps/).
 */
import type { APIRoute } from 'astro';
import { sitemapFilePath, sitemapFiles } from '#features/businesses/sitemap.ts';
import { absoluteUrl, newest, sitemapIndexXml, sitemapXml } from '#lib/seo.ts';

const XML = { 'Content-Type': 'application/xml; charset=utf-8' };

export const GET: APIRoute = async ({ site: configured, url }) => {
  const site = configured ?? new URL(url.origin);
  const files = await sitemapFiles();
  if (files.length === 1) {
    return new Response(sitemapXml(files[0]!.map((e) => ({ loc: absoluteUrl(e.path, site), lastmod: e.lastmod }))), { headers: XML });
  }
  const index = files.map((entries, i) => ({
    loc: absoluteUrl(sitemapFilePath(i + 1), site),
    lastmod: newest(entries.map((e) => e.lastmod ?? null)),
  }));
  return new Response(sitemapIndexXml(index), { headers: XML });
};
