/**
 * GET /api/admin/overview (admins who passed the second factor): counts of users by role, businesses by
 * status, outbox mail by status, and the 20 latest audit-log entries.
 */
import { handler, json } from '#api/http.ts';
import { requireRole, withAuthAnswers } from '#api/session.ts';
import { adminOverview } from '#features/admin/overview.ts';
import { db } from '#platform/db.ts';

export default handler(
  withAuthAnswers({
    GET: async (req) => {
      const database = await db();
      await requireRole(req, 'admin', database);
      return json(await adminOverview(database));
    },
  }),
);

export const config = { path: '/api/admin/overview' };
