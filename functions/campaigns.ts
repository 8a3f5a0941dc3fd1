/**
 * GET /api/campaigns (public, decision 031) → PublicCampaign[]: the approved campaigns and announcements that
 * run today (Europe/Istanbul), newest start first. Cached at the CDN for a minute.
 */
import { handler, json } from '#api/http.ts';
import { listCurrentCampaigns } from '#features/campaigns/current.ts';

export default handler(
  { auth: 'public' },
  {
    GET: async (_req, { db }) => json(await listCurrentCampaigns(db), { headers: { 'Cache-Control': 'public, max-age=60' } }),
  },
);

export const config = { path: '/api/campaigns' };
