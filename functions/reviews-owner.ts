/**
 * GET /api/owner/reviews[?unanswered=1] → OwnerReviewItem[] (issue 26 item 5): the published reviews of every
 * business the caller is an approved owner of, newest first (at most 200), with the owner's reply if any.
 * The dashboard's "Değerlendirmeler" tab answers them with PUT /api/reviews/:id/reply. 401 without an account;
 * an account that owns nothing gets [].
 */
import { z } from 'zod';
import { handler, json, readQuery } from '#api/http.ts';
import { listOwnerReviews } from '#features/reviews/owner-inbox.ts';

const querySchema = z.object({ unanswered: z.enum(['0', '1'], { error: 'unanswered 0 ya da 1 olmalıdır.' }).optional() });

export default handler(
  { auth: 'user' },
  {
    GET: async (req, { db, caller: { user } }) => {
      const { unanswered } = readQuery(req, querySchema);
      return json(await listOwnerReviews(db, user.id, { unanswered: unanswered === '1' }), {
        headers: { 'Cache-Control': 'private, no-store' },
      });
    },
  },
);

export const config = { path: '/api/owner/reviews' };
