/**
 * GET /business/{id} when the CDN has no pre-built page for it (`preferStatic`: pre-built files win), see
 * decision 010: the complete page of a business approved or edited after the last build, or
 * 'İşletme bulunamadı' with status 404 for an unknown, malformed or unapproved id.
 * Netlify ships the build's on-demand renderer (dist-server/) with this function (netlify.toml, included_files).
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { pageSecurityHeaders } from '#platform/security-headers.ts';
import { renderBusinessPage } from '#render/business-page.ts';

export default async function businessPage(req: Request): Promise<Response> {
  try {
    return await renderBusinessPage(req, await db());
  } catch (err) {
    log.error('business page failed', { err, path: new URL(req.url).pathname });
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
  path: '/business/*',
  method: ['GET', 'HEAD'],
  preferStatic: true,
};
