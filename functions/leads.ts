/**
 * POST /api/promotional-leads {email, businessName?, consent: true, consentVersion?} (spec §5, §7; PD17):
 * double opt-in (decision 024): stores a pending lead and mails a confirmation link; the consent is recorded
 * only when that link is opened (POST /api/promotional-leads/confirm), with the text version the server
 * shows (the client's `consentVersion` is ignored). 202 {ok, message}, the same for every address (new,
 * known, unsubscribed), so the form reveals nobody; 400 with Turkish field errors; 429 when sent too often.
 */
import { clientIp, handler, json, readJson } from '#api/http.ts';
import { LEAD_SENT_MESSAGE, submitLead } from '#features/leads/leads.ts';
import { promoLeadSchema } from '#lib/contract/statistics.ts';

export default handler(
  { auth: 'public' },
  {
    POST: async (req, ctx) => {
      const body = await readJson(req, promoLeadSchema, 4_000);
      await submitLead(ctx.db, { email: body.email, businessName: body.businessName, ip: clientIp(req, ctx) });
      return json({ ok: true, message: LEAD_SENT_MESSAGE }, { status: 202 });
    },
  },
);

export const config = { path: '/api/promotional-leads' };
