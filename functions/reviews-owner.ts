/**
 * GET /api/owner/reviews[?filter=all|unanswered|reported] → OwnerReviewItem[]: the published
 * reviews of every business the caller is an approved owner of, newest first (at most 200), with the owner's
 * reply and the owner's own report if any. `unanswered=1` (the older form) is `filter=unanswered`. The
 * dashboard's "Değerlendirmeler" tab answers them with PUT /api/reviews/:id/reply and reports them with
 * POST /api/reviews/:id/report. 401 without an account; an account that owns nothing gets [].
 */
import { z } from 'zod';
import { handler, json, readQuery } from '#api/http.ts';
import { listOwnerReviews } from '#features/reviews/owner-inbox.ts';
import { OWNER_REVIEW_FILTERS } from '#lib/contract/reviews.ts';

const querySchema = z.object({
  unanswered: z.enum(['0', '1'], { error: 'unanswered 0 ya da 1 olmalıdır.' }).optional(),
  filter: z.enum(OWNER_REVIEW_FILTERS, { error: 'Filtre all, unanswered ya da reported olmalıdır.' }).optional(),
});

export default handler(
  { auth: 'user' },
  {
    GET: async (req, { db, caller: { user } }) => {
      const { unanswered, filter } = readQuery(req, querySchema);
      return json(await listOwnerReviews(db, user.id, { filter: filter ?? (unanswered === '1' ? 'unanswered' : 'all') }), {
        headers: { 'Cache-Control': 'private, no-store' },
      });
    },
  },
);

export const config = { path: '/api/owner/reviews' };
