/**
 * Scheduled hourly: deletes photos uploaded more than 24 hours ago that no business uses (a form that was
 * never submitted, a bot). Safe with several instances (each row is deleted once).
 */
import { db } from '../src/api/db.ts';
import { log } from '../src/lib/log.ts';
import { deleteStaleUploads } from '../src/lib/photos.ts';

export default async function uploadsCleanup(): Promise<Response> {
  const deleted = await deleteStaleUploads(await db());
  if (deleted) log.info('unattached photos deleted', { deleted });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '@hourly' };
