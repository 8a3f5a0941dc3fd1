/**
 * The one way mail leaves the site: an outbox in PostgreSQL (`email_outbox`).
 *
 *  - `enqueueMail` writes the message first, so nothing is lost when SMTP is down.
 *  - `deliverDueMail` claims due rows for a short lease (UPDATE … WHERE id IN (SELECT … FOR UPDATE
 *    SKIP LOCKED)), so several instances never send the same row twice, sends them over SMTP_URL and marks
 *    them sent, or schedules a retry with exponential backoff (1, 2, 4 … minutes; after 8 attempts the row
 *    is 'failed' with the last error). The scheduled function functions/mail-outbox.ts runs it every minute.
 *  - `sendMail` = enqueue + an immediate delivery attempt of that one message (errors logged, never thrown),
 *    which is what request handlers call.
 *  - Without SMTP_URL (local development) mail stays pending in the outbox and its text is logged.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '#db/client.ts';
import { emailOutbox } from '#db/schema/index.ts';
import { getConfig } from './config.ts';
import { log } from './log.ts';

export interface OutgoingMail {
  /** What the mail is for, e.g. 'login_code', 'business_verification'. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers; only names in `ALLOWED_HEADERS` are kept (the rest is set by the transport). */
  headers?: Record<string, string>;
}

/**
 * Headers a message may add: RFC 2369/8058 one-click unsubscribe (for mail to marketing leads). Values are
 * single lines (CR/LF removed) of at most 500 characters.
 */
const ALLOWED_HEADERS = new Set(['List-Unsubscribe', 'List-Unsubscribe-Post']);

function cleanHeaders(headers: Record<string, string> | undefined): Record<string, string> | null {
  if (!headers) return null;
  const kept = Object.entries(headers)
    .filter(([name]) => ALLOWED_HEADERS.has(name))
    .map(([name, value]) => [name, value.replace(/[\r\n]+/g, ' ').slice(0, 500)] as const);
  return kept.length ? Object.fromEntries(kept) : null;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

export const MAX_ATTEMPTS = 8;
/** How long one sender holds a claimed row; longer than any SMTP timeout below. */
const LEASE_SECONDS = 120;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4, 8 … */
export function backoffMinutes(attempts: number): number {
  return 2 ** Math.max(0, attempts - 1);
}

/** Writes a message to the outbox (status pending, due now) and returns its id. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: mail.kind.slice(0, 40),
      to: mail.to,
      subject: mail.subject.slice(0, 250),
      html: mail.html,
      text: mail.text,
      headers: cleanHeaders(mail.headers),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  if (!getConfig().SMTP_URL) {
    log.info('mail (no SMTP_URL)', { id: row.id, kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text });
    // The line above is cut at ~1 KB: each link and code of the mail gets a line of its own, in full.
    for (const link of new Set(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []))
      log.info('mail link (no SMTP_URL)', { id: row.id, to: mail.to, link });
    for (const code of new Set(mail.text.match(/(?<![\d/=?&-])\d{6}(?![\d/])/g) ?? []))
      log.info('mail code (no SMTP_URL)', { id: row.id, to: mail.to, code });
  }
  return row.id;
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  /** True when SMTP_URL is not configured (nothing was attempted). */
  skipped: boolean;
}

export interface DeliverOptions {
  /** Most rows to claim in this run. */
  limit?: number;
  /** Only these outbox rows (a request delivering the mail it just wrote). */
  ids?: number[];
}

function createTransport(smtpUrl: string) {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
}

/** Claims due rows (several instances: SKIP LOCKED) and sends them. */
export async function deliverDueMail(db: Db, options: DeliverOptions = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, skipped: false };
  const { SMTP_URL, MAIL_FROM } = getConfig();
  if (!SMTP_URL) return { ...result, skipped: true };
  if (options.ids && options.ids.length === 0) return result;

  const limit = Math.max(1, Math.min(options.limit ?? 20, 200));
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, sql`now()`)),
        options.ids ? inArray(emailOutbox.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS}::int)` })
    .where(inArray(emailOutbox.id, due))
    .returning();
  if (!claimed.length) return result;

  const transport = createTransport(SMTP_URL);
  try {
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      try {
        const info = await transport.sendMail({
          from: MAIL_FROM,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          ...(row.headers ? { headers: row.headers } : {}),
        });
        await db
          .update(emailOutbox)
          .set({
            status: 'sent',
            attempts: sql`${emailOutbox.attempts} + 1`,
            sentAt: sql`now()`,
            messageId: String(info.messageId ?? '').slice(0, 250) || null,
            lockedUntil: null,
            lastError: null,
          })
          .where(eq(emailOutbox.id, row.id));
        result.sent++;
        log.info('mail sent', { id: row.id, kind: row.kind });
      } catch (err) {
        const attempts = row.attempts + 1;
        const message = err instanceof Error ? err.message : String(err);
        if (attempts >= MAX_ATTEMPTS) {
          await db
            .update(emailOutbox)
            .set({ status: 'failed', attempts, lockedUntil: null, lastError: message.slice(0, 2000) })
            .where(eq(emailOutbox.id, row.id));
          result.failed++;
          log.error('mail failed for good', { id: row.id, kind: row.kind, attempts, err });
        } else {
          const wait = backoffMinutes(attempts);
          await db
            .update(emailOutbox)
            .set({
              attempts,
              nextAttemptAt: sql`now() + make_interval(mins => ${wait}::int)`,
              lockedUntil: null,
              lastError: message.slice(0, 2000),
            })
            .where(eq(emailOutbox.id, row.id));
          result.retried++;
          log.warn('mail delivery failed; will retry', { id: row.id, kind: row.kind, attempts, retryInMinutes: wait, err: message });
        }
      }
    }
  } finally {
    transport.close();
  }
  return result;
}

/**
 * Delivers mail just written (after the commit that wrote it): one id, several, or none. Never throws; the
 * outbox retries whatever fails.
 */
export async function deliverNow(
  db: Db,
  ids: number | readonly number[] | null | undefined,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const list = ids === null || ids === undefined ? [] : typeof ids === 'number' ? [ids] : [...ids];
  if (!list.length) return;
  try {
    await deliverDueMail(db, { ids: list });
  } catch (err) {
    log.error('immediate mail delivery failed; the outbox will retry', { ids: list, ...detail, err });
  }
}

/**
 * Enqueues a message and tries to deliver it at once. Never throws for delivery problems (the outbox
 * retries); throws only when the message could not even be written.
 */
export async function sendMail(db: Db, mail: OutgoingMail): Promise<number> {
  const id = await enqueueMail(db, mail);
  await deliverNow(db, id, { kind: mail.kind });
  return id;
}
