/**
 * Scheduled hourly: deletes photos uploaded more than 24 hours ago that no business uses (a form that was
 * never submitted, a bot). Safe with several instances (each row is deleted once).
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { deleteStaleUploads } from '#features/uploads/photos.ts';

export default async function uploadsCleanup(): Promise<Response> {
  const deleted = await deleteStaleUploads(await db());
  if (deleted) log.info('unattached photos deleted', { deleted });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '@hourly' };
