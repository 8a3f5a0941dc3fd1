/**
 * Scheduled hourly: mails owners whose paid plan ends within 7 days (once per expiry) and returns expired
 * plans to free (a listing featured by its premium plan stops being featured; one an admin featured by
 * hand stays). Also removes owner documents never attached to an application within 2 hours, and those of
 * applications rejected or never confirmed 30 days ago (#features/owners/documents.ts). Safe with
 * several instances (each step updates rows once).
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { deleteDecidedDocuments, deleteStaleDocuments } from '#features/owners/documents.ts';
import { runPlanExpiry } from '#features/owners/plans.ts';
import { pruneEventDedupe } from '#features/statistics/business-events.ts';

export default async function ownerPlansExpiry(): Promise<Response> {
  const database = await db();
  const result = await runPlanExpiry(database);
  const documents = (await deleteStaleDocuments(database)) + (await deleteDecidedDocuments(database));
  const dedupe = await pruneEventDedupe(database);
  if (result.reminded || result.ended || documents || dedupe)
    log.info('owner plans and documents checked', { ...result, documents, dedupe });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '@hourly' };
