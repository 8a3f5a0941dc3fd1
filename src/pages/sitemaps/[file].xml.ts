/**
 * /sitemaps/N.xml: the files of the sitemap index, built only when the site has more than 50,000 URLs
 * (otherwise /sitemap.xml holds them all and no file is generated here).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { sitemapFiles } from '#features/businesses/sitemap.ts';
import { absoluteUrl, sitemapXml } from '#lib/seo.ts';

export const getStaticPaths = (async () => {
  const files = await sitemapFiles();
  if (files.length === 1) return [];
  return files.map((entries, i) => ({ params: { file: String(i + 1) }, props: { entries } }));
}) satisfies GetStaticPaths;

type Props = { entries: Awaited<ReturnType<typeof sitemapFiles>>[number] };

export const GET: APIRoute<Props> = ({ props, site: configured, url }) => {
  const site = configured ?? new URL(url.origin);
  const xml = sitemapXml(props.entries.map((e) => ({ loc: absoluteUrl(e.path, site), lastmod: e.lastmod })));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
