/**
 * POST /api/uploads (multipart/form-data, field `file`): one business photo for the add-business form.
 * Public (no account needed) but rate limited per IP and from this site only. At most 10 MB; the content
 * must be a JPEG, PNG or WebP image (checked by decoding it, not by name or Content-Type), else 415.
 * Answers 201 {key, url, thumbUrl, width, height}; the form sends the keys with the submission
 * (`photos`). Photos never attached to a business are deleted after 24 hours (functions/uploads-cleanup.ts).
 * Where no durable storage is configured (Netlify without object storage): 503 with a Turkish message.
 */
import { badRequest, clientIp, handler, HttpError, json, readBytes } from '#api/http.ts';
import { PHOTO_MAX_BYTES, photoMessages, savePhoto } from '#features/uploads/photos.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { storageConfigured } from '#platform/storage.ts';

/** Photos per IP address: a form holds 8, so this leaves room for retries and a few businesses. */
export const uploadLimits = { perIp: { limit: 40, windowSeconds: 3600 } } satisfies Record<string, RateLimitRule>;

/** Room for the multipart envelope around a 10 MB file. */
const MAX_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const type = req.headers.get('content-type') ?? '';
      if (!/^multipart\/form-data\b/i.test(type)) {
        throw new HttpError(415, 'Fotoğraf bir form dosyası olarak gönderilmelidir (multipart/form-data).');
      }
      if (!storageConfigured()) {
        throw new HttpError(503, 'Fotoğraf yükleme şu anda kullanılamıyor. İşletmenizi fotoğrafsız ekleyebilirsiniz.');
      }
      await enforce(ctx.db, rateKey('upload', 'ip', clientIp(req, ctx)), uploadLimits.perIp);
      const body = await readBytes(req, MAX_BODY_BYTES, photoMessages.tooLarge, 'file');
      let form: FormData;
      try {
        form = await new Response(body, { headers: { 'content-type': type } }).formData();
      } catch {
        throw badRequest('Gönderilen form okunamadı.', { file: photoMessages.missing });
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) throw badRequest(photoMessages.missing, { file: photoMessages.missing });
      if (file.size > PHOTO_MAX_BYTES) throw new HttpError(413, photoMessages.tooLarge, { file: photoMessages.tooLarge });
      const photo = await savePhoto(ctx.db, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        originalName: file instanceof File ? file.name : null,
        ownerUserId: (await ctx.session())?.user.id ?? null,
      });
      return json(photo, { status: 201 });
    },
  },
);

export const config = { path: '/api/uploads' };
