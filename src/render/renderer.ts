/**
 * The build's on-demand renderer and the answer around what it renders, shared by the business pages
 * (decision 010) and the list pages (decision 026) rendered on demand.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData } from '#features/businesses/site-data.ts';
import { localBuilder } from '#platform/rebuild.ts';
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
export function currentRenderer(): Promise<Render> {
  const dir = currentRendererDir();
  let r = renderers.get(dir);
  if (!r) {
    r = import(pathToFileURL(path.join(dir, 'entry.mjs')).href).then((m: { render: Render }) => m.render);
    r.catch(() => renderers.delete(dir));
    renderers.set(dir, r);
  }
  return r;
}

/**
 * Renders `request` with the page data in `locals` and answers it as a pre-built page is answered, plus the
 * CDN's instructions: found (status 200) kept long under `tags`, which changes purge
 * (src/platform/rebuild.ts); not found (404) kept a minute under `tags`.
 */
export async function renderOnDemand(
  request: Request,
  shell: SiteData,
  locals: OnDemandLocals,
  outcome: { found: boolean; tags: readonly string[] },
  render: Render,
): Promise<Response> {
  const url = new URL(request.url);
  // The site has no trailing slashes (trailingSlash: 'never'): Astro would not match /business/12/ at all.
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  const rendered = await render(new Request(url, { method: 'GET', headers: request.headers }), shell, locals);
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
  const status = outcome.found ? (rendered.ok ? 200 : rendered.status) : 404;
  if (outcome.found && !rendered.ok) {
    headers.set('Netlify-CDN-Cache-Control', 'no-store');
  } else {
    headers.set('Netlify-CDN-Cache-Control', outcome.found ? PAGE_CDN_CACHE : NOT_FOUND_CDN_CACHE);
    if (outcome.tags.length) headers.set('Netlify-Cache-Tag', outcome.tags.join(', '));
  }
  return new Response(request.method === 'HEAD' ? null : rendered.body, { status, headers });
}
