/**
 * The admin's review queues (admins who passed the second factor):
 *   GET /api/admin/reviews?queue=pending|reported|approved|rejected|hidden&limit&offset[&q][&business] → AdminReviewList
 *       (pending and reported oldest first; the reported queue: reviews with open reports, with them)
 *   POST /api/admin/reviews/{reviewId}/approve {version} | /hide | /dismiss-reports, /reject {reason, version}
 *       → {id, status}; 409 when the review is already in that state, or (approve, reject) when the author
 *       changed it after the admin read `version` (the message carries the new text); every decision audited; a rejection's
 *       reason is mailed to the author. The business's rating and count are recomputed in the same transaction.
 */
import { handler, json, notFound, parseId, readJson, readQuery } from '#api/http.ts';
import { decideReview, listReviewsForModeration } from '#features/reviews/moderation.ts';
import { adminReviewQuerySchema, reviewApproveSchema, reviewRejectSchema } from '#lib/contract/reviews.ts';

const ACTION_RE = /^\/api\/admin\/reviews\/[^/]+\/(approve|reject|hide|dismiss-reports)$/;

export default handler(
  { auth: 'moderator' },
  {
    GET: async (req, { db }) => {
      if (new URL(req.url).pathname.replace(/\/+$/, '') !== '/api/admin/reviews') throw notFound('Böyle bir API adresi yok.');
      return json(await listReviewsForModeration(db, readQuery(req, adminReviewQuerySchema)));
    },
    POST: async (req, { db, caller: { user }, params }) => {
      const match = ACTION_RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
      if (!match) throw notFound('Böyle bir API adresi yok.');
      const reviewId = parseId(params.reviewId, 'Değerlendirme');
      const decision = match[1] as 'approve' | 'reject' | 'hide' | 'dismiss-reports';
      const body: { reason?: string; version?: string } =
        decision === 'reject'
          ? await readJson(req, reviewRejectSchema, 16 * 1024)
          : decision === 'approve'
            ? await readJson(req, reviewApproveSchema, 16 * 1024)
            : {};
      return json(await decideReview(db, { id: user.id, email: user.email }, reviewId, decision, body.reason, body.version));
    },
  },
);

export const config = {
  path: [
    '/api/admin/reviews',
    '/api/admin/reviews/:reviewId/approve',
    '/api/admin/reviews/:reviewId/reject',
    '/api/admin/reviews/:reviewId/hide',
    '/api/admin/reviews/:reviewId/dismiss-reports',
  ],
};
