/**
 * Suggestions of listings without an owner, for the admins ("İşletme sahipleri" → changes and suggestions):
 *   GET  /api/admin/suggestions                     → pending ones, oldest first
 *   POST /api/admin/suggestions/:id/accept {patch?, features?} → with corrected values: published at once
 *        through the change-set path (answers the change set); without: marked accepted
 *   POST /api/admin/suggestions/:id/dismiss         → {ok: true}
 * Admin + second factor; audited.
 */
import { handler, json, notFound, parseId, readJson } from '#api/http.ts';
import { ownerEditSchema } from '#features/owners/changes.ts';
import { adminDecide, unownedSuggestions } from '#features/owners/suggestions.ts';

const RE = /^\/api\/admin\/suggestions\/(\d+)\/(accept|dismiss)$/;

export default handler(
  { auth: 'moderator' },
  {
    GET: async (_req, { db }) => json(await unownedSuggestions(db)),
    POST: async (req, { db, caller: { user } }) => {
      const m = RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
      if (!m) throw notFound('Böyle bir API adresi yok.');
      const action = m[2] as 'accept' | 'dismiss';
      const hasBody =
        action === 'accept' && req.headers.get('content-length') !== '0' && /json/i.test(req.headers.get('content-type') ?? '');
      const edit = hasBody ? await readJson(req, ownerEditSchema, 64 * 1024) : undefined;
      const change = await adminDecide(db, { id: user.id, email: user.email }, parseId(m[1], 'Öneri'), action, edit);
      return json(change ?? { ok: true });
    },
  },
);

export const config = { path: ['/api/admin/suggestions', '/api/admin/suggestions/:id/accept', '/api/admin/suggestions/:id/dismiss'] };
