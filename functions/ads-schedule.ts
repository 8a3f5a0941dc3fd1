/**
 * Scheduled hourly: ends live ads whose end date has passed (one rebuild request each, claimed together by
 * the rebuild function) and mails the renewal reminder to ads ending within 7 days (once per ad).
 */
import { endExpiredAds, sendRenewalReminders } from '#features/advertising/pipeline.ts';
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';

export default async function adsSchedule(): Promise<Response> {
  const database = await db();
  const ended = await endExpiredAds(database);
  const reminded = await sendRenewalReminders(database);
  if (ended.length || reminded.length) log.info('ads schedule', { ended, reminded });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '@hourly' };
