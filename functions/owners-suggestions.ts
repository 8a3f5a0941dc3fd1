/**
 * "Düzenleme öner" (decision 011):
 *   POST /api/businesses/:id/suggestions {reason, note, website2} → 201 {message}. No account; rate limited
 *        per address (429); a filled honeypot `website2` gets the same answer and stores nothing; an
 *        unpublished or unknown business 404.
 *   GET  /api/business-owners/:id/suggestions → that listing's suggestions (its approved owner only; 403)
 *   POST /api/business-owners/:id/suggestions/:sid/accept {patch, features?} → 201 a change set for the admins
 *   POST /api/business-owners/:id/suggestions/:sid/dismiss → 200 {ok: true}
 */
import { clientIp, type FnContext, handler, json, notFound, parseId, pathId, readJson } from '#api/http.ts';
import { requireUser } from '#api/session.ts';
import { ownerEditSchema } from '#features/owners/changes.ts';
import { createSuggestion, ownerDecide, ownerSuggestions, suggestionSchema } from '#features/owners/suggestions.ts';

const PUBLIC_RE = /^\/api\/businesses\/(\d+)\/suggestions$/;
const DECIDE_RE = /^\/api\/business-owners\/(\d+)\/suggestions\/(\d+)\/(accept|dismiss)$/;

/** Reading a business's suggestions is the owner's; sending one is anyone's; deciding is the owner's again. */
function ownersPathOnly(req: Request, ctx: FnContext): void {
  if (req.method === 'POST') return;
  if (!new URL(req.url).pathname.startsWith('/api/business-owners/')) throw notFound('Böyle bir API adresi yok.');
  pathId(req, ctx);
}

export default handler(
  { auth: { GET: 'user', POST: 'public' }, before: ownersPathOnly },
  {
    GET: async (req, ctx) => json(await ownerSuggestions(ctx.db, pathId(req, ctx), ctx.caller.user.id)),
    POST: async (req, ctx) => {
      const { db } = ctx;
      const path = new URL(req.url).pathname.replace(/\/+$/, '');
      const pub = PUBLIC_RE.exec(path);
      if (pub) {
        const input = await readJson(req, suggestionSchema, 8 * 1024);
        return json(await createSuggestion(db, parseId(pub[1], 'İşletme'), input, clientIp(req, ctx)), { status: 201 });
      }
      const m = DECIDE_RE.exec(path);
      if (!m) throw notFound('Böyle bir API adresi yok.');
      // Deciding on a suggestion is the owner's: a login is needed on this path.
      const { user } = await requireUser(req, db);
      const action = m[3] as 'accept' | 'dismiss';
      const edit = action === 'accept' ? await readJson(req, ownerEditSchema, 64 * 1024) : undefined;
      const change = await ownerDecide(db, parseId(m[1]), user.id, parseId(m[2], 'Öneri'), action, edit);
      return json(change ?? { ok: true }, { status: change ? 201 : 200 });
    },
  },
);

export const config = {
  path: [
    '/api/businesses/:id(\\d+)/suggestions',
    '/api/business-owners/:id(\\d+)/suggestions',
    '/api/business-owners/:id(\\d+)/suggestions/:sid(\\d+)/:action(accept|dismiss)',
  ],
};
