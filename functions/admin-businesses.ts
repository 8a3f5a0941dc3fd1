/**
 * GET /api/admin/businesses (admins who passed the second factor): the moderation queue.
 *   ?status=pending (default) | email_pending | approved | rejected
 *   ?q= name, address, e-mail (Turkish folding) or id   ?category= slug   ?district= slug
 *   ?limit= 1-100 (default 50)   ?offset=
 * Answers {items, total}; items: id, name, category {slug, name}, district {slug, name}, address,
 * submitterName, submitterEmail, emailVerified, status, source, featuredRequested, isFeatured, submittedAt,
 * image (the first image or null). The queue (pending, email_pending) is oldest first, the rest newest first.
 */
import { handler, json, readQuery } from '#api/http.ts';
import { listForModeration, moderationQuerySchema } from '#features/listings/moderation.ts';

export default handler(
  { auth: 'moderator' },
  {
    GET: async (req, { db }) => json(await listForModeration(db, readQuery(req, moderationQuerySchema))),
  },
);

export const config = { path: '/api/admin/businesses' };
