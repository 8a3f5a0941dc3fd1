/**
 * Scheduled daily (decision 022): deletes visitors' messages to businesses, with their answers, once they are
 * older than the retention period stated on /privacy (`MESSAGE_RETENTION_DAYS`), and messages whose
 * confirmation link was never opened after `UNCONFIRMED_DAYS`.
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { purgeOldMessages } from '#features/messages/messages.ts';

export default async function messagesCleanup(): Promise<Response> {
  const deleted = await purgeOldMessages(await db());
  if (deleted) log.info('old business messages deleted', { deleted });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '@daily' };
