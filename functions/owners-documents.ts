/**
 * Owners' private verification documents (PD7):
 *   POST /api/business-owners/documents (multipart/form-data, field `file`) → 201 {key, name, size, contentType}
 *        PDF, JPEG or PNG by content, at most 10 MB (4 MB on Netlify, whose request limit is lower; the
 *        wizard says so before sending); login required; rate limited per account and per address; at
 *        most 10 files / 50 MB not yet in an application per account (429); 507 when the disk is nearly full.
 *   GET  /api/business-owners/documents/:key[?indir=1] → the file, to its uploader or an admin (who passed
 *        the second factor), checked on every request; anyone else 404. Never cached. Shown in the browser
 *        (`inline`: every stored document is a PDF, JPEG or PNG by its content) so an admin reads it without
 *        a download; `?indir=1` sends it as an attachment.
 */
import { isStaff } from '#lib/contract/session.ts';
import { badRequest, clientIp, handler, HttpError, json, notFound, readBytes, type FnContext } from '#api/http.ts';
import { needsSecondFactor } from '#api/session.ts';
import { ownerLimits } from '#features/owners/applications.ts';
import { documentLimit } from '#features/owners/document-limit.ts';
import { readDocument, saveDocument } from '#features/owners/documents.ts';
import { DOCUMENT_KEY_RE, ownerMessages } from '#lib/contract/owners.ts';
import { enforce, rateKey } from '#platform/rate-limit.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';
import { storageConfigured } from '#platform/storage.ts';

/** Room for the multipart form around the file. */
const FORM_BYTES = 64 * 1024;

/** The document's key from the path; 404 for anything that cannot name one (before the login is looked at). */
const keyOf = (req: Request, ctx: FnContext) => ctx.params.key ?? new URL(req.url).pathname.split('/').pop() ?? '';

export default handler(
  {
    auth: 'user',
    before: (req, ctx) => {
      if (req.method !== 'POST' && !DOCUMENT_KEY_RE.test(keyOf(req, ctx))) throw notFound('Belge bulunamadı.');
    },
  },
  {
    POST: async (req, ctx) => {
      const {
        db,
        caller: { user },
      } = ctx;
      const type = req.headers.get('content-type') ?? '';
      if (!/^multipart\/form-data\b/i.test(type))
        throw new HttpError(415, 'Belge bir form dosyası olarak gönderilmelidir (multipart/form-data).');
      if (!storageConfigured()) throw new HttpError(503, 'Belge yükleme şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.');
      await enforce(db, rateKey('owner-document', 'user', user.id), ownerLimits.uploadPerUser);
      await enforce(db, rateKey('owner-document', 'ip', clientIp(req, ctx)), ownerLimits.uploadPerIp);
      const limit = documentLimit();
      const body = await readBytes(req, limit.bytes + FORM_BYTES, limit.message, 'file');
      let form: FormData;
      try {
        form = await new Response(body, { headers: { 'content-type': type } }).formData();
      } catch {
        throw badRequest('Gönderilen form okunamadı.', { file: ownerMessages.documentMissing });
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) throw badRequest(ownerMessages.documentMissing, { file: ownerMessages.documentMissing });
      if (file.size > limit.bytes) throw new HttpError(413, limit.message, { file: limit.message });
      const doc = await saveDocument(db, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        originalName: file instanceof File ? file.name : null,
        userId: user.id,
      });
      return json(doc, { status: 201 });
    },
    GET: async (req, ctx) => {
      const { user } = ctx.caller;
      const isAdmin = isStaff(user.role) && !needsSecondFactor(ctx.caller);
      const { file, name } = await readDocument(ctx.db, keyOf(req, ctx), { userId: user.id, isAdmin });
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      const disposition = new URL(req.url).searchParams.get('indir') === '1' ? 'attachment' : 'inline';
      return new Response(new Uint8Array(file.body), {
        status: 200,
        headers: {
          ...apiSecurityHeaders,
          // The browser's own PDF and image viewers need their inline styles and the document itself as an object.
          'Content-Security-Policy':
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'",
          'Content-Type': file.contentType,
          'Content-Length': String(file.size),
          'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  },
);

export const config = { path: ['/api/business-owners/documents', '/api/business-owners/documents/:key'] };
