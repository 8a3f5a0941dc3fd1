/**
 * Answers /business/<id> when no pre-built page exists (decision 010): a business approved or edited after
 * the last build, or not among the businesses the build pre-renders (decision 026), gets its complete page,
 * rendered by the build's own on-demand renderer (the same BusinessPage component and assets as the pre-built
 * pages); an unknown, malformed or unapproved id gets 'İşletme bulunamadı' with status 404.
 *
 * CDN caching (Netlify): a page is kept long and tagged `business-{id}, category-{slug}`; approvals and
 * edits purge those tags (src/platform/rebuild.ts), and the next build's static file wins anyway
 * (`preferStatic`). A 404 is kept briefly, tagged with the id, so an approval purges it too.
 */
import type { Db } from '#db/client.ts';
import { parseBusinessId } from '#components/businesses/links.ts';
import { loadBusinessPage, loadShellData } from '#features/businesses/business-page.ts';
import { businessCacheTags } from '#platform/rebuild.ts';
import { currentRenderer, renderOnDemand } from './renderer.ts';

export async function renderBusinessPage(request: Request, db: Db): Promise<Response> {
  const id = parseBusinessId(new URL(request.url).pathname);
  const [page, shell, render] = await Promise.all([id ? loadBusinessPage(db, id) : null, loadShellData(db), currentRenderer()]);
  const tags = page ? businessCacheTags(page.business.id, page.business.categorySlug) : id ? businessCacheTags(id) : [];
  return renderOnDemand(request, shell, { businessPage: page }, { found: page !== null, tags }, render);
}
