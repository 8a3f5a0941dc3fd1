/**
 * GET /uploads/<key>: the public photos (`/uploads/photos/<key>.webp`, `…-480.webp`), from the configured
 * storage (src/platform/storage.ts), with their content type and a year-long immutable cache (a key never
 * changes content). Only the `photos/` folder is served: private documents live elsewhere and are never
 * reachable here; anything else, and any path that tries to leave the folder, is 404.
 */
import { handler, notFound } from '#api/http.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';
import { fileStorage } from '#platform/storage.ts';

const PUBLIC_PHOTO_RE = /^\/uploads\/(photos\/[A-Za-z0-9_-]{22,64}(?:-480)?\.webp)$/;

export default handler({
  GET: async (req) => {
    const key = PUBLIC_PHOTO_RE.exec(new URL(req.url).pathname)?.[1];
    if (!key) throw notFound('Dosya bulunamadı.');
    const file = await fileStorage().get(key);
    if (!file) throw notFound('Dosya bulunamadı.');
    return new Response(new Uint8Array(file.body), {
      status: 200,
      headers: {
        ...apiSecurityHeaders,
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});

export const config = { path: '/uploads/*' };
