/**
 * Bulk decisions on every admin queue (admins and moderators who passed the second factor; from this site only;
 * every decision audited by the queue's own function):
 *   POST /api/admin/bulk {queue, action: approve|reject, items: [{id, read?}], reason?} → BulkAnswer
 *        each item decided in its own locked transaction from the state read ('conflict': already decided or
 *        changed since, with the single call's 409 message); ads only for an admin (403 in Turkish otherwise);
 *        campaigns decided from the version read (decision 036).
 * src/features/admin/bulk.ts says what approve and reject mean per queue.
 */
import { handler, json, readJson, requireAdminRole } from '#api/http.ts';
import { bulkSchema, decideMany } from '#features/admin/bulk.ts';

export default handler(
  { auth: 'moderator' },
  {
    POST: async (req, { db, caller }) => {
      const input = await readJson(req, bulkSchema, 64 * 1024);
      if (input.queue === 'ads') requireAdminRole(caller);
      return json(await decideMany(db, { id: caller.user.id, email: caller.user.email }, input));
    },
  },
);

export const config = { path: '/api/admin/bulk' };
