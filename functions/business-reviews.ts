/**
 * Reviews of one business (issue 14, PD15):
 *   GET  /api/businesses/{id}/reviews?page=1&sort=newest|helpful → ReviewPage: approved reviews, pages of 10,
 *        with the summary (average, count, 5 → 1 distribution). Public; an unknown or unapproved business: 404.
 *   POST /api/businesses/{id}/reviews {rating, title, content, photos?} → 201 the caller's review (pending).
 *        401 without an account; 403 for the business's owner; 404 unknown/unapproved business; 409 a second
 *        review; 400 with field errors; 429 over the limits (per account and per address).
 *   GET  /api/businesses/{id}/reviews/mine → ReviewViewerState: the caller's own review (any status),
 *        whether the caller owns the business, and the reviews the caller marked helpful or reported.
 * Routed beside functions/business-by-id.ts (`/api/businesses/:id` matches one segment only, here and on
 * Netlify, so these longer paths never reach it).
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { clientIp, handler, json, methodNotAllowed, parseId, publicCache, readJson, readQuery } from '#api/http.ts';
import { requireUser, withAuthAnswers } from '#api/session.ts';
import { db } from '#platform/db.ts';
import { createReview, enforceCreateLimits, listPublicReviews, viewerState } from '#features/reviews/reviews.ts';
import { reviewInputSchema, reviewListQuerySchema } from '#lib/contract/reviews.ts';

const isMine = (req: Request) => /\/reviews\/mine\/?$/.test(new URL(req.url).pathname);

export default handler(
  withAuthAnswers({
    GET: async (req, ctx) => {
      const id = parseId(ctx.params.id, 'İşletme');
      const database = await db();
      if (isMine(req)) {
        const { user } = await requireUser(req, database);
        return json(await viewerState(database, user.id, id));
      }
      const query = readQuery(req, reviewListQuerySchema);
      return json(await listPublicReviews(database, id, query), { headers: publicCache(30) });
    },
    POST: async (req, ctx) => {
      if (isMine(req)) throw methodNotAllowed(['GET', 'HEAD']);
      assertSameOrigin(req);
      const database = await db();
      const { user } = await requireUser(req, database);
      const id = parseId(ctx.params.id, 'İşletme');
      const who = { id: user.id, ip: clientIp(req, ctx) };
      await enforceCreateLimits(database, who);
      const input = await readJson(req, reviewInputSchema, 32 * 1024);
      return json(await createReview(database, who, id, input), { status: 201 });
    },
  }),
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/businesses/:id/reviews', '/api/businesses/:id/reviews/mine'] };
