/**
 * GET /api/admin/overview (admins who passed the second factor): what waits in each queue (count, the oldest
 * three by name), today's figures, counts of users by role, businesses by
 * status, outbox mail by status, and the 20 latest audit-log entries told by name.
 */
import { handler, json } from '#api/http.ts';
import { adminOverview } from '#features/admin/overview.ts';

export default handler(
  { auth: 'moderator' },
  {
    GET: async (_req, { db }) => json(await adminOverview(db)),
  },
);

export const config = { path: '/api/admin/overview' };
