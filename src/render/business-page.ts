/**
 * Answers /business/<id> when no pre-built page exists (decision 010): a business approved or edited after
 * the last build gets its complete page, rendered by the build's own on-demand renderer (the same
 * BusinessPage component and assets as the pre-built pages); an unknown, malformed or unapproved id gets
 * 'İşletme bulunamadı' with status 404.
 *
 * CDN caching (Netlify): a page is kept long and tagged `business-{id}, category-{slug}`; approvals and
 * edits purge those tags (src/platform/rebuild.ts), and the next build's static file wins anyway
 * (`preferStatic`). A 404 is kept briefly, tagged with the id, so an approval purges it too.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '#db/client.ts';
import { parseBusinessId } from '#components/business/links.ts';
import { loadBusinessPage, loadShellData } from '#features/directory/business-page.ts';
import type { SiteData } from '#features/directory/site-data.ts';
import { businessCacheTags, localBuilder } from '#platform/rebuild.ts';
import { pageSecurityHeaders } from '#platform/security-headers.ts';
import type { OnDemandLocals } from './locals.ts';
import { rendererDir, shippedRendererDir } from './location.ts';

type Render = (request: Request, shell: SiteData, locals: OnDemandLocals) => Promise<Response>;

const PAGE_CDN_CACHE = 'public, durable, s-maxage=31536000, stale-while-revalidate=86400';
const NOT_FOUND_CDN_CACHE = 'public, durable, s-maxage=60, stale-while-revalidate=60';

/**
 * The renderer of the site being served: locally the build the server swapped in last (each build has its
 * own, matching its hashed assets); on Netlify `dist-server/`, shipped with the function (`included_files`).
 * A module once imported stays in memory, so it is imported only when a page is asked of that build.
 */
function currentRendererDir(): string {
  const root = localBuilder()?.current?.root;
  if (root) return rendererDir(root);
  const shipped = shippedRendererDir();
  if (!shipped) throw new Error('no on-demand renderer (dist-server/) was shipped with this code: run `npm run build` first');
  return shipped;
}

const renderers = new Map<string, Promise<Render>>();
function renderer(dir: string): Promise<Render> {
  let r = renderers.get(dir);
  if (!r) {
    r = import(pathToFileURL(path.join(dir, 'entry.mjs')).href).then((m: { render: Render }) => m.render);
    r.catch(() => renderers.delete(dir));
    renderers.set(dir, r);
  }
  return r;
}

export async function renderBusinessPage(request: Request, db: Db): Promise<Response> {
  const url = new URL(request.url);
  const id = parseBusinessId(url.pathname);
  const [page, shell, render] = await Promise.all([
    id ? loadBusinessPage(db, id) : null,
    loadShellData(db),
    renderer(currentRendererDir()),
  ]);
  // The site has no trailing slashes (trailingSlash: 'never'): Astro would not match /business/12/ at all.
  url.pathname = url.pathname.replace(/\/+$/, '');
  const rendered = await render(new Request(url, { method: 'GET', headers: request.headers }), shell, { businessPage: page });
  const headers = new Headers({
    ...pageSecurityHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'public, max-age=0, must-revalidate',
  });
  // Astro sends the page's own policy (the hashes of its inline scripts) as a header where a pre-built page
  // carries it in a <meta>: both policies apply, as on a pre-built page.
  const pagePolicy = rendered.headers.get('content-security-policy');
  if (pagePolicy) headers.append('Content-Security-Policy', pagePolicy);
  // A page that failed to render (Astro's 500) is passed on as it is and never kept by the CDN.
  const status = page ? (rendered.ok ? 200 : rendered.status) : 404;
  if (page && !rendered.ok) {
    headers.set('Netlify-CDN-Cache-Control', 'no-store');
  } else if (page) {
    headers.set('Netlify-CDN-Cache-Control', PAGE_CDN_CACHE);
    headers.set('Netlify-Cache-Tag', businessCacheTags(page.business.id, page.business.categorySlug).join(', '));
  } else {
    headers.set('Netlify-CDN-Cache-Control', NOT_FOUND_CDN_CACHE);
    if (id) headers.set('Netlify-Cache-Tag', businessCacheTags(id).join(', '));
  }
  return new Response(request.method === 'HEAD' ? null : rendered.body, { status, headers });
}
