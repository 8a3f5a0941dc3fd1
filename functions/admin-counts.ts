/**
 * GET /api/admin/counts (admins who passed the second factor): how many wait in each admin queue and since
 * when, in one cheap statement (src/features/admin/queues.ts); the admin menu asks it after every action.
 */
import { handler, json } from '#api/http.ts';
import { queueCounts } from '#features/admin/queues.ts';

export default handler(
  { auth: 'moderator' },
  {
    GET: async (_req, { db }) => json(await queueCounts(db), { headers: { 'Cache-Control': 'private, no-store' } }),
  },
);

export const config = { path: '/api/admin/counts' };
