/**
 * What members do with an approved review (decision 012):
 *   PUT    /api/reviews/{reviewId}/helpful            → {reviewId, helpfulCount, added}: "Faydalı", once per account
 *   POST   /api/reviews/{reviewId}/report {reason, details?} → 201 {message}: into the admin's reported queue
 *   PUT    /api/reviews/{reviewId}/reply {reply}      → the review with the owner's reply (the reviewer is mailed
 *                                                       the first time); the business's approved owner only (403)
 *   DELETE /api/reviews/{reviewId}/reply              → the review without it
 * 401 without an account; an unknown or unpublished review: 404; own review helpful/report: 403; reported
 * twice: 409; over the limits: 429. From this site only.
 */
import { clientIp, handler, json, notFound, parseId, readJson } from '#api/http.ts';
import { deleteReply, markHelpful, replyToReview, reportReview, REPORTED_MESSAGE } from '#features/reviews/interactions.ts';
import { reviewReplySchema, reviewReportSchema } from '#lib/contract/reviews.ts';

function action(req: Request): 'helpful' | 'report' | 'reply' {
  const m = /\/(helpful|report|reply)\/?$/.exec(new URL(req.url).pathname);
  if (!m) throw notFound('Böyle bir API adresi yok.');
  return m[1] as 'helpful' | 'report' | 'reply';
}

const ALLOWED = { helpful: ['PUT'], report: ['POST'], reply: ['PUT', 'DELETE'] };

export default handler(
  { auth: 'user', allow: (req) => ALLOWED[action(req)] },
  {
    PUT: async (req, { db, caller: { user }, params }) => {
      const reviewId = parseId(params.reviewId, 'Değerlendirme');
      if (action(req) === 'helpful') return json(await markHelpful(db, user.id, reviewId));
      const { reply } = await readJson(req, reviewReplySchema, 16 * 1024);
      return json(await replyToReview(db, user.id, reviewId, reply));
    },
    POST: async (req, ctx) => {
      const reviewId = parseId(ctx.params.reviewId, 'Değerlendirme');
      const input = await readJson(req, reviewReportSchema, 8 * 1024);
      await reportReview(ctx.db, { id: ctx.caller.user.id, ip: clientIp(req, ctx) }, reviewId, input);
      return json({ message: REPORTED_MESSAGE }, { status: 201 });
    },
    DELETE: async (_req, { db, caller: { user }, params }) =>
      json(await deleteReply(db, user.id, parseId(params.reviewId, 'Değerlendirme'))),
  },
);

export const config = { path: ['/api/reviews/:reviewId/helpful', '/api/reviews/:reviewId/report', '/api/reviews/:reviewId/reply'] };
