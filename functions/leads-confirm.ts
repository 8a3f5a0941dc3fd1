/**
 * POST /api/promotional-leads/confirm {token}: the double opt-in's confirmation (the /lead-confirm page posts
 * the mailed link's token once it has loaded, so a mail scanner fetching the link confirms nothing). Records
 * the consent, lifts the address's suppression (only its owner can open the link) and sends the welcome mail
 * with a one-click unsubscribe link. 200 {ok: true}; 404 for an unknown or expired token. Rate limited per
 * address; at most 1 KB of body.
 */
import { clientIp, handler, json, notFound, readJson } from '#api/http.ts';
import { confirmLead } from '#features/leads/leads.ts';
import { z } from 'zod';
import { enforce, rateKey } from '#platform/rate-limit.ts';

const bodySchema = z.object({ token: z.string().max(100) }, { error: 'İstek gövdesi bir nesne olmalıdır.' });

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      await enforce(ctx.db, rateKey('lead-confirm', 'ip', clientIp(req, ctx)), { limit: 30, windowSeconds: 3600 });
      const { token } = await readJson(req, bodySchema, 1024);
      if (!(await confirmLead(ctx.db, token)))
        throw notFound('Bu onay bağlantısı geçersiz ya da süresi dolmuş. Formu yeniden doldurabilirsiniz.');
      return json({ ok: true });
    },
  },
);

export const config = { path: '/api/promotional-leads/confirm' };
