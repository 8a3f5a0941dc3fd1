/**
 * The author's own review (decision 012):
 *   PUT    /api/reviews/{reviewId} {rating, title, content, photos?} → the review, back to `pending`
 *          (an approved one leaves the page and the numbers until an admin approves it again)
 *   DELETE /api/reviews/{reviewId} → 204
 * 401 without an account; someone else's or an unknown review: 404; 400 with field errors; from this site only.
 */
import { clientIp, handler, json, noContent, parseId, readJson } from '#api/http.ts';
import { deleteReview, editReview } from '#features/reviews/reviews.ts';
import { reviewInputSchema } from '#lib/contract/reviews.ts';

export default handler(
  { auth: 'user' },
  {
    PUT: async (req, ctx) => {
      const reviewId = parseId(ctx.params.reviewId, 'Değerlendirme');
      const input = await readJson(req, reviewInputSchema, 32 * 1024);
      return json(await editReview(ctx.db, { id: ctx.caller.user.id, ip: clientIp(req, ctx) }, reviewId, input));
    },
    DELETE: async (req, ctx) => {
      const reviewId = parseId(ctx.params.reviewId, 'Değerlendirme');
      await deleteReview(ctx.db, { id: ctx.caller.user.id, ip: clientIp(req, ctx) }, reviewId);
      return noContent();
    },
  },
);

export const config = { path: '/api/reviews/:reviewId' };
