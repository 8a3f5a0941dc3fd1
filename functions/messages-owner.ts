/**
 * The owner's inbox (decision 022):
 *   GET  /api/owner/messages → OwnerMessage[]: the confirmed messages of every business the caller is an
 *        approved owner of, newest first, with their answers; the sender's name, never their e-mail address.
 *   POST /api/owner/messages/{id}/reply {reply} → 201 OwnerMessage: the answer is stored and e-mailed to the
 *        sender through the outbox. 401 without an account; 404 for a message of a business the caller does not
 *        own (or none); 400 field errors; 429 over the limit per account.
 */
import { handler, json, parseId, readJson } from '#api/http.ts';
import { listOwnerMessages, replyToMessage } from '#features/messages/messages.ts';
import { messageReplySchema } from '#lib/contract/messages.ts';

export default handler(
  { auth: 'user' },
  {
    GET: async (_req, { db, caller: { user } }) => json(await listOwnerMessages(db, user.id)),
    POST: async (req, { db, caller: { user }, params }) => {
      const id = parseId(params.id, 'Mesaj');
      const { reply } = await readJson(req, messageReplySchema, 16 * 1024);
      return json(await replyToMessage(db, user.id, id, reply), { status: 201 });
    },
  },
);

export const config = { path: ['/api/owner/messages', '/api/owner/messages/:id/reply'] };
