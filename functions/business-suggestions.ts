/**
 * "Düzenleme öner" (issue 13):
 *   POST /api/businesses/:id/suggestions {reason, note, website2} → 201 {message}. No account; rate limited
 *        per address (429); a filled honeypot `website2` gets the same answer and stores nothing; an
 *        unpublished or unknown business 404.
 *   GET  /api/business-owners/:id/suggestions → that listing's suggestions (its approved owner only; 403)
 *   POST /api/business-owners/:id/suggestions/:sid/accept {patch, features?} → 201 a change set for the admins
 *   POST /api/business-owners/:id/suggestions/:sid/dismiss → 200 {ok: true}
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { clientIp, handler, json, notFound, parseId, readJson } from '#api/http.ts';
import { requireUser } from '#api/session.ts';
import { ownerEditSchema } from '#features/owners/changes.ts';
import { createSuggestion, ownerDecide, ownerSuggestions, suggestionSchema } from '#features/owners/suggestions.ts';
import { db } from '#platform/db.ts';

const PUBLIC_RE = /^\/api\/businesses\/(\d+)\/suggestions$/;
const DECIDE_RE = /^\/api\/business-owners\/(\d+)\/suggestions\/(\d+)\/(accept|dismiss)$/;

export default handler({
  GET: async (req, ctx) => {
    if (!new URL(req.url).pathname.startsWith('/api/business-owners/')) throw notFound('Böyle bir API adresi yok.');
    const id = parseId(ctx.params.id ?? new URL(req.url).pathname.split('/')[3], 'Kayıt');
    const database = await db();
    const { user } = await requireUser(req, database);
    return json(await ownerSuggestions(database, id, user.id));
  },
  POST: async (req, ctx) => {
    assertSameOrigin(req);
    const path = new URL(req.url).pathname.replace(/\/+$/, '');
    const database = await db();
    const pub = PUBLIC_RE.exec(path);
    if (pub) {
      const input = await readJson(req, suggestionSchema, 8 * 1024);
      return json(await createSuggestion(database, parseId(pub[1], 'İşletme'), input, clientIp(req, ctx)), { status: 201 });
    }
    const m = DECIDE_RE.exec(path);
    if (!m) throw notFound('Böyle bir API adresi yok.');
    const { user } = await requireUser(req, database);
    const action = m[3] as 'accept' | 'dismiss';
    const edit = action === 'accept' ? await readJson(req, ownerEditSchema, 64 * 1024) : undefined;
    const change = await ownerDecide(database, parseId(m[1]), user.id, parseId(m[2], 'Öneri'), action, edit);
    return json(change ?? { ok: true }, { status: change ? 201 : 200 });
  },
});

export const config = {
  path: ['/api/businesses/:id(\\d+)/suggestions', '/api/business-owners/:id(\\d+)/suggestions', '/api/business-owners/:id(\\d+)/suggestions/:sid(\\d+)/:action(accept|dismiss)'],
};
