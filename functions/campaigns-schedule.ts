/**
 * Scheduled at Istanbul midnight (21:00 UTC; decision 031): when an approved campaign starts today or ended
 * yesterday, the pre-built pages (business pages, /kampanyalar, the cards' badge) are built again and those
 * businesses' on-demand pages purged. Pages rendered on demand need nothing: they read the day's campaigns.
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { campaignDayTurn } from '#features/campaigns/campaigns.ts';

export default async function campaignsSchedule(): Promise<Response> {
  const ids = await campaignDayTurn(await db());
  if (ids.length) log.info('campaigns start or end today: rebuild requested', { businesses: ids.length });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '1 21 * * *' };
