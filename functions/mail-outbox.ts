/**
 * Scheduled every minute: delivers due mail from the outbox (retries after an SMTP outage, and mail written
 * while SMTP_URL was unset once it is set). Safe with several instances (rows are claimed with SKIP LOCKED).
 */
import { db } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { deliverDueMail } from '#platform/mail.ts';

export default async function mailOutbox(): Promise<Response> {
  const result = await deliverDueMail(await db(), { limit: 50 });
  if (result.sent || result.retried || result.failed) log.info('mail outbox run', { ...result });
  return new Response(null, { status: 204 });
}

export const config = { schedule: '* * * * *' };
