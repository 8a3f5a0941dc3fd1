/**
 * An owner's campaigns and announcements (decision 031; a paid-plan capability, #lib/plan-capabilities.ts):
 *   GET  /api/owner/campaigns             → OwnerCampaign[]: every campaign of the businesses the caller owns
 *   POST /api/owner/campaigns {businessId, kind, title, text, startDate, endDate} → 201 OwnerCampaign (pending,
 *        waits for an admin). 403 not the approved owner of that business, or a plan without campaigns (the
 *        message names the plan that opens them); 400 field errors; 409 too many open; 429 per account.
 *   POST /api/owner/campaigns/{id}/withdraw → OwnerCampaign (from pending or approved, else 409; another
 *        business's campaign 404).
 * 401 without an account.
 */
import { handler, json, notFound, parseId, readJson } from '#api/http.ts';
import { createCampaign, listOwnerCampaigns, withdrawCampaign } from '#features/campaigns/campaigns.ts';
import { campaignInputSchema } from '#lib/contract/campaigns.ts';

const WITHDRAW_RE = /^\/api\/owner\/campaigns\/[^/]+\/withdraw$/;

export default handler(
  { auth: 'user' },
  {
    GET: async (req, { db, caller: { user } }) => {
      if (new URL(req.url).pathname.replace(/\/+$/, '') !== '/api/owner/campaigns') throw notFound('Böyle bir API adresi yok.');
      return json(await listOwnerCampaigns(db, user.id), { headers: { 'Cache-Control': 'private, no-store' } });
    },
    POST: async (req, { db, caller: { user }, params }) => {
      const path = new URL(req.url).pathname.replace(/\/+$/, '');
      if (WITHDRAW_RE.test(path)) return json(await withdrawCampaign(db, user.id, parseId(params.id, 'Kampanya')));
      if (path !== '/api/owner/campaigns') throw notFound('Böyle bir API adresi yok.');
      const input = await readJson(req, campaignInputSchema, 16 * 1024);
      return json(await createCampaign(db, user.id, input), { status: 201 });
    },
  },
);

export const config = { path: ['/api/owner/campaigns', '/api/owner/campaigns/:id/withdraw'] };
