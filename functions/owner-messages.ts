/**
 * The owner's inbox (issue 26):
 *   GET  /api/owner/messages → OwnerMessage[]: the confirmed messages of every business the caller is an
 *        approved owner of, newest first, with their answers; the sender's name, never their e-mail address.
 *   POST /api/owner/messages/{id}/reply {reply} → 201 OwnerMessage: the answer is stored and e-mailed to the
 *        sender through the outbox. 401 without an account; 404 for a message of a business the caller does not
 *        own (or none); 400 field errors; 429 over the limit per account.
 */
import { assertSameOrigin } from '#api/csrf.ts';
import { handler, json, parseId, readJson } from '#api/http.ts';
import { requireUser, withAuthAnswers } from '#api/session.ts';
import { db } from '#platform/db.ts';
import { listOwnerMessages, replyToMessage } from '#features/messages/messages.ts';
import { messageReplySchema } from '#lib/contract/messages.ts';

export default handler(
  withAuthAnswers({
    GET: async (req) => {
      const database = await db();
      const { user } = await requireUser(req, database);
      return json(await listOwnerMessages(database, user.id));
    },
    POST: async (req, ctx) => {
      assertSameOrigin(req);
      const database = await db();
      const { user } = await requireUser(req, database);
      const id = parseId(ctx.params.id, 'Mesaj');
      const { reply } = await readJson(req, messageReplySchema, 16 * 1024);
      return json(await replyToMessage(database, user.id, id, reply), { status: 201 });
    },
  }),
);

export const config = { path: ['/api/owner/messages', '/api/owner/messages/:id/reply'] };
