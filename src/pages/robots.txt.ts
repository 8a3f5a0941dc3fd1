/** /robots.txt: everything may be crawled except the admin, login, the API and the business fallback. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '#lib/seo.ts';

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(site ?? new URL(url.origin)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
