/**
 * The admin's campaign queue (decision 031; admins who passed the second factor):
 *   GET  /api/admin/campaigns?queue=pending|approved|rejected|withdrawn&limit&offset → AdminCampaignList
 *        (pending oldest first)
 *   POST /api/admin/campaigns/{id}/approve {version} | /reject {reason, version} → {id, status}: one locked
 *        transaction, only from pending and only the version read (409 otherwise: the second of two admins);
 *        audited; the owner is mailed through the outbox; an approval rebuilds the pages that show it.
 */
import { handler, json, notFound, parseId, readJson, readQuery } from '#api/http.ts';
import { decideCampaign, listCampaignsForModeration } from '#features/campaigns/campaigns.ts';
import { adminCampaignQuerySchema, campaignApproveSchema, campaignRejectSchema } from '#lib/contract/campaigns.ts';

const ACTION_RE = /^\/api\/admin\/campaigns\/[^/]+\/(approve|reject)$/;

export default handler(
  { auth: 'moderator' },
  {
    GET: async (req, { db }) => {
      if (new URL(req.url).pathname.replace(/\/+$/, '') !== '/api/admin/campaigns') throw notFound('Böyle bir API adresi yok.');
      return json(await listCampaignsForModeration(db, readQuery(req, adminCampaignQuerySchema)), {
        headers: { 'Cache-Control': 'private, no-store' },
      });
    },
    POST: async (req, { db, caller: { user }, params }) => {
      const match = ACTION_RE.exec(new URL(req.url).pathname.replace(/\/+$/, ''));
      if (!match) throw notFound('Böyle bir API adresi yok.');
      const id = parseId(params.id, 'Kampanya');
      const actor = { id: user.id, email: user.email };
      if (match[1] === 'reject') {
        const { reason, version } = await readJson(req, campaignRejectSchema, 16 * 1024);
        return json(await decideCampaign(db, actor, id, 'reject', version, reason));
      }
      const { version } = await readJson(req, campaignApproveSchema, 16 * 1024);
      return json(await decideCampaign(db, actor, id, 'approve', version));
    },
  },
);

export const config = { path: ['/api/admin/campaigns', '/api/admin/campaigns/:id/approve', '/api/admin/campaigns/:id/reject'] };
