/**
 * GET /businesses/{n} and /category/{slug}[/{n}] when the CDN has no pre-built page for it (`preferStatic`:
 * pre-built files win), see decision 026: the pages of a list past those the build renders, from the build's
 * own renderer and list query; 'Sayfa bulunamadı' or 'Kategori bulunamadı' with 404 otherwise.
 * Netlify ships the build's on-demand renderer (dist-server/) with this function (netlify.toml, included_files).
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { pageSecurityHeaders } from '#platform/security-headers.ts';
import { renderListPage } from '#render/list-page.ts';

export default async function listPage(req: Request): Promise<Response> {
  try {
    return await renderListPage(req, await db());
  } catch (err) {
    log.error('list page failed', { err, path: new URL(req.url).pathname });
    return new Response(
      '<!doctype html><html lang="tr"><meta charset="utf-8"><title>Bir hata oluştu | Adana Rehberi</title><p>Sayfa şu anda gösterilemiyor. Lütfen biraz sonra tekrar deneyin.</p></html>',
      {
        status: 500,
        headers: { ...pageSecurityHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      },
    );
  }
}

export const config = {
  path: ['/businesses/*', '/category/*'],
  method: ['GET', 'HEAD'],
  preferStatic: true,
};
