/**
 * POST /api/promotional-leads {email, businessName?, consent: true, consentVersion?} (spec §5, §7; PD17):
 * stores the free-advertising lead with its consent record and sends the confirmation mail with a one-click
 * unsubscribe link. The same e-mail again updates the lead. 201 {ok, created}; 400 with Turkish field
 * errors ('Lütfen geçerli bir e-posta adresi girin', the consent box); 429 when sent too often.
 */
import { clientIp, handler, json, readJson } from '#api/http.ts';
import { submitLead } from '#features/statistics/leads.ts';
import { promoLeadSchema } from '#lib/contract/statistics.ts';

export default handler({ auth: 'public' }, {
  POST: async (req, ctx) => {
    const body = await readJson(req, promoLeadSchema, 4_000);
    const result = await submitLead(ctx.db, { email: body.email, businessName: body.businessName, consentVersion: body.consentVersion, ip: clientIp(req, ctx) });
    return json({ ok: true, created: result.created }, { status: result.created ? 201 : 200 });
  },
});

export const config = { path: '/api/promotional-leads' };
