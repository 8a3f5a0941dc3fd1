/**
 * GET /api/owner/payments → OwnerPayment[] (decision 028): the payments recorded for the caller's
 * owner records and those whose receipt went to the caller's (login-verified) address, newest first, with
 * their receipt numbers. 401 without an account.
 */
import { handler, json } from '#api/http.ts';
import { listPaymentsOf } from '#features/pricing/payments.ts';

export default handler(
  { auth: 'user' },
  {
    GET: async (_req, { db, caller: { user } }) =>
      json(await listPaymentsOf(db, { id: user.id, email: user.email }), { headers: { 'Cache-Control': 'private, no-store' } }),
  },
);

export const config = { path: '/api/owner/payments' };
