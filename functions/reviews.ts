/**
 * The author's own review (issue 14):
 *   PUT    /api/reviews/{reviewId} {rating, title, content, photos?} → the review, back to `pending`
 *          (an approved one leaves the page and the numbers until an admin approves it again)
 *   DELETE /api/reviews/{reviewId} → 204
 * 401 without an account; someone else's or an unknown review: 404; 400 with field errors; from this site only.
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { clientIp, handler, json, parseId, readJson } from '#api/http.ts';
import { requireUser, withAuthAnswers } from '#api/session.ts';
import { db } from '#platform/db.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';
import { deleteReview, editReview } from '#features/reviews/reviews.ts';
import { reviewInputSchema } from '#lib/contract/reviews.ts';

export default handler(
  withAuthAnswers({
    PUT: async (req, ctx) => {
      assertSameOrigin(req);
      const database = await db();
      const { user } = await requireUser(req, database);
      const reviewId = parseId(ctx.params.reviewId, 'Değerlendirme');
      const input = await readJson(req, reviewInputSchema, 32 * 1024);
      return json(await editReview(database, { id: user.id, ip: clientIp(req, ctx) }, reviewId, input));
    },
    DELETE: async (req, ctx) => {
      assertSameOrigin(req);
      const database = await db();
      const { user } = await requireUser(req, database);
      const reviewId = parseId(ctx.params.reviewId, 'Değerlendirme');
      await deleteReview(database, { id: user.id, ip: clientIp(req, ctx) }, reviewId);
      return new Response(null, { status: 204, headers: { ...apiSecurityHeaders, 'Cache-Control': 'no-store' } });
    },
  }),
);

export const config = { path: '/api/reviews/:reviewId' };
