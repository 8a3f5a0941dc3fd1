/**
 * GET /api/admin/businesses (admins who passed the second factor): the moderation queue.
 *   ?status=pending (default) | email_pending | approved | rejected
 *   ?q= name, address, e-mail (Turkish folding) or id   ?category= slug   ?district= slug
 *   ?limit= 1-100 (default 50)   ?offset=
 * Answers {items, total}; items: id, name, category {slug, name}, district {slug, name}, address,
 * submitterName, submitterEmail, emailVerified, status, source, featuredRequested, isFeatured, submittedAt,
 * image (the first image or null). The queue (pending, email_pending) is oldest first, the rest newest first.
 */
import { db } from '#platform/db.ts';
import { handler, json, readQuery } from '#api/http.ts';
import { requireRole, withAuthAnswers } from '#api/session.ts';
import { listForModeration, moderationQuerySchema } from '#features/listings/moderation.ts';

export default handler(
  withAuthAnswers({
    GET: async (req) => {
      const database = await db();
      await requireRole(req, 'admin', database);
      const query = readQuery(req, moderationQuerySchema);
      return json(await listForModeration(database, query));
    },
  }),
);

export const config = { path: '/api/admin/businesses' };
