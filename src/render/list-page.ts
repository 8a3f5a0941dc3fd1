/**
 * Answers /businesses/<n> and /category/<slug>[/<n>] when no pre-built page exists (decision 026): the pages
 * of a list past the PREBUILD_LIST_PAGES the build renders, read with the build's list query
 * (src/features/businesses/list-pages.ts) and rendered by the build's own renderer with the same components;
 * a page past the end answers 'Sayfa bulunamadı', an unknown category 'Kategori bulunamadı', both with 404.
 *
 * CDN caching (Netlify): a category's pages are tagged `category-{slug}`, /businesses pages `businesses`;
 * approvals, edits and review decisions purge them (src/platform/rebuild.ts), and every deploy drops the rest.
 */
import type { Db } from '#db/client.ts';
import { loadShellData } from '#features/businesses/business-page.ts';
import { loadListPage } from '#features/businesses/list-pages.ts';
import { listCacheTags } from '#platform/rebuild.ts';
import { currentRenderer, renderOnDemand } from './renderer.ts';

export async function renderListPage(request: Request, db: Db): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  const shellData = loadShellData(db);
  const [{ category, page }, shell, render] = await Promise.all([
    loadListPage(
      db,
      pathname,
      shellData.then((s) => s.categories),
    ),
    shellData,
    currentRenderer(),
  ]);
  const tags = listCacheTags(pathname.startsWith('/category/') ? (category?.slug ?? null) : undefined);
  return renderOnDemand(request, shell, { listPage: page, listCategory: category ?? null }, { found: page !== null, tags }, render);
}
