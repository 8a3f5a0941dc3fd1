/**
 * GET /uploads/<key>: the public photos (`/uploads/photos/<key>.webp`, `…-480.webp`, and the sized variants
 * `…-320|640|1024.webp|avif` of src/lib/images.ts), from the configured storage (src/platform/storage.ts),
 * with their content type and a year-long immutable cache (a key never changes content). A photo stored
 * before the variants existed has none: a variant it lacks redirects (307, cached an hour) to its main file.
 * Only the `photos/` folder is served: private documents live elsewhere and are never reachable here;
 * anything else, and any path that tries to leave the folder, is 404.
 */
import { handler, notFound } from '#api/http.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';
import { fileStorage } from '#platform/storage.ts';

const PUBLIC_PHOTO_RE = /^\/uploads\/(photos\/([A-Za-z0-9_-]{22,64}?)(?:-480\.webp|-(?:320|640|1024)\.(?:webp|avif)|\.webp))$/;

export default handler(
  { auth: 'public', db: false },
  {
    GET: async (req) => {
      const match = PUBLIC_PHOTO_RE.exec(new URL(req.url).pathname);
      if (!match) throw notFound('Dosya bulunamadı.');
      const [, key, photoKey] = match as unknown as [string, string, string];
      const storage = fileStorage();
      const file = await storage.get(key);
      if (!file) {
        const main = `photos/${photoKey}.webp`;
        if (key !== main && (await storage.get(main))) {
          return new Response(null, {
            status: 307,
            headers: { ...apiSecurityHeaders, Location: `/uploads/${main}`, 'Cache-Control': 'public, max-age=3600' },
          });
        }
        throw notFound('Dosya bulunamadı.');
      }
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
  },
);

export const config = { path: '/uploads/*' };
