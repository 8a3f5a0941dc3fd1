/**
 * Messages to a business (decision 022; a paid-plan capability, #lib/plan-capabilities.ts):
 *   POST /api/businesses/{id}/messages {name, email, message, website2?} → 202 {message}: stored unconfirmed; a
 *        link goes to `email` and the business gets the message only after it is opened. No account needed.
 *        404 unknown or unapproved business; 403 its plan has no messages; 400 field errors; 429 over the limits
 *        (per client address, then per e-mail address). A filled honeypot gets the same 202 and nothing is stored.
 *   POST /api/messages/confirm {token} → 200 MessageConfirmed (the page /message-confirm posts the link's
 *        token: a POST, so that mail scanners fetching links cannot confirm on the sender's behalf). Unknown
 *        token 400; expired 410; opened again: state 'already'. Rate limited per address.
 */
import { clientIp, handler, json, parseId, readJson } from '#api/http.ts';
import { enforce, rateKey } from '#platform/rate-limit.ts';
import { confirmMessage, MESSAGE_SENT, messageLimits, sendMessage } from '#features/messages/messages.ts';
import { MESSAGE_HONEYPOT, messageConfirmSchema, messageInputSchema } from '#lib/contract/messages.ts';

const isConfirm = (req: Request) => new URL(req.url).pathname.replace(/\/$/, '') === '/api/messages/confirm';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const { db } = ctx;
      const ip = clientIp(req, ctx);
      if (isConfirm(req)) {
        const { token } = await readJson(req, messageConfirmSchema, 4_096);
        return json(await confirmMessage(db, { token, ip }));
      }
      const id = parseId(ctx.params.id, 'İşletme');
      await enforce(db, rateKey('message-send', 'ip', ip), messageLimits.sendPerIp);
      const input = await readJson(req, messageInputSchema, 16 * 1024);
      if (input[MESSAGE_HONEYPOT]?.trim()) return json({ message: MESSAGE_SENT }, { status: 202 });
      await enforce(db, rateKey('message-send', 'email', input.email), messageLimits.sendPerEmail);
      return json(await sendMessage(db, id, input), { status: 202 });
    },
  },
);

// Literal strings only: Netlify reads `config` without running the module.
export const config = { path: ['/api/businesses/:id/messages', '/api/messages/confirm'] };
