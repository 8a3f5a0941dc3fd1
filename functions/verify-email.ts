/**
 * POST /api/verify-email {token}: confirms a submitted business's e-mail address (the link
 * `/verify-email?token=…` opens the page, whose island posts the token here). The spec's
 * `GET /api/verify-email/{token}` became a POST so that mail scanners and link previews, which fetch
 * links with GET, cannot confirm an address on the person's behalf.
 * 200 {message, business: {id, name}}: the business moves from `email_pending` to `pending` (the admin
 * queue). Unknown token: 400; used or expired: 410; each with a Turkish message. Rate limited per IP.
 */
import { z } from 'zod';
import { clientIp, handler, json, readJson } from '#api/http.ts';
import { verifyBusinessEmail, verifyMessages } from '#features/listings/submission.ts';
import { isOwnerToken, verifyOwnerEmail } from '#features/owners/applications.ts';

const verifySchema = z.object(
  { token: z.string({ error: verifyMessages.invalid }).trim().min(20, verifyMessages.invalid).max(200, verifyMessages.invalid) },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const { token } = await readJson(req, verifySchema, 4_096);
      const ip = clientIp(req, ctx);
      // An owner application's link (decision 011) opens the same page; its answer carries `kind: 'owner'`.
      if (await isOwnerToken(ctx.db, token)) return json(await verifyOwnerEmail(ctx.db, { token, ip }));
      return json(await verifyBusinessEmail(ctx.db, { token, ip }));
    },
  },
);

export const config = { path: '/api/verify-email' };
