/**
 * GET /api/account/reviews → MemberReviewItem[] ("Değerlendirmelerim" on /hesabim): the
 * caller's own reviews with their status and, when rejected, the reason. A member sees only their own: the
 * query takes no id. Edit: PUT /api/reviews/:id (back to moderation); delete: DELETE /api/reviews/:id.
 * 401 without an account.
 */
import { handler, json } from '#api/http.ts';
import { listMemberReviews } from '#features/reviews/member.ts';

export default handler(
  { auth: 'user' },
  {
    GET: async (_req, { db, caller: { user } }) =>
      json(await listMemberReviews(db, user.id), { headers: { 'Cache-Control': 'private, no-store' } }),
  },
);

export const config = { path: '/api/account/reviews' };
