/**
 * Scheduled daily: deletes submissions whose e-mail was never confirmed within 30 days
 * (`purgeUnverifiedSubmissions`), then the photos they leave behind. Safe with several instances (rows are
 * locked and deleted once).
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { deleteStaleUploads } from '#features/uploads/photos.ts';
import { purgeUnverifiedSubmissions } from '#features/listings/submission.ts';

export default async function submissionsCleanup(): Promise<Response> {
  const database = await db();
  const businesses = await purgeUnverifiedSubmissions(database);
  const photos = businesses ? await deleteStaleUploads(database) : 0;
  if (businesses) log.info('unverified submissions deleted', { businesses, photos });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '@daily' };
