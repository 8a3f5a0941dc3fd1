/**
 * Reviews of one business (decision 012, PD15):
 *   GET  /api/businesses/{id}/reviews?page=1&sort=newest|helpful → ReviewPage: approved reviews, pages of 10,
 *        with the summary (average, count, 5 → 1 distribution). Public; an unknown or unapproved business: 404.
 *   POST /api/businesses/{id}/reviews {rating, title, content, photos?} → 201 the caller's review (pending).
 *        401 without an account; 403 for the business's owner; 404 unknown/unapproved business; 409 a second
 *        review; 400 with field errors; 429 over the limits (per account and per address).
 *   GET  /api/businesses/{id}/reviews/mine → ReviewViewerState: the caller's own review (any status),
 *        whether the caller owns the business, and the reviews the caller marked helpful or reported.
 * Routed beside functions/businesses-by-id.ts (`/api/businesses/:id` matches one segment only, here and on
 * Netlify, so these longer paths never reach it).
 */
import { clientIp, handler, json, parseId, publicCache, readJson, readQuery } from '#api/http.ts';
import { requireUser } from '#api/session.ts';
import { createReview, enforceCreateLimits, listPublicReviews, viewerState } from '#features/reviews/reviews.ts';
import { reviewInputSchema, reviewListQuerySchema } from '#lib/contract/reviews.ts';

const isMine = (req: Request) => /\/reviews\/mine\/?$/.test(new URL(req.url).pathname);

export default handler(
  { auth: { GET: 'public', POST: 'user' }, allow: (req) => (isMine(req) ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'POST']) },
  {
    GET: async (req, { db, params }) => {
      const id = parseId(params.id, 'İşletme');
      if (isMine(req)) {
        // Public path, but "mine" is the caller's own state: a login is needed.
        const { user } = await requireUser(req, db);
        return json(await viewerState(db, user.id, id));
      }
      const query = readQuery(req, reviewListQuerySchema);
      return json(await listPublicReviews(db, id, query), { headers: publicCache(30) });
    },
    POST: async (req, ctx) => {
      const id = parseId(ctx.params.id, 'İşletme');
      const who = { id: ctx.caller.user.id, ip: clientIp(req, ctx) };
      await enforceCreateLimits(ctx.db, who);
      const input = await readJson(req, reviewInputSchema, 32 * 1024);
      return json(await createReview(ctx.db, who, id, input), { status: 201 });
    },
  },
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/businesses/:id/reviews', '/api/businesses/:id/reviews/mine'] };
