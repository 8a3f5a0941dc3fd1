/**
 * The e-mail confirmation flow shared by a business submission and an owner application: the link's token
 * is spent once, before it expires, and moves the record from `email_pending` to `pending`; the admins
 * get a mail that something awaits review; the step is audited. A link opened again (the mail app, a second
 * device) answers where the record stands; an unknown token is 400, an expired or stale one 410.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { users, verifications } from '#db/schema/index.ts';
import type { ReviewState } from '#lib/contract/listings.ts';
import { audit } from '#platform/audit.ts';
import { sha256Hex } from '#platform/crypto.ts';
import { badRequest, HttpError } from '#platform/errors.ts';
import { deliverNow, enqueueMail, type OutgoingMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';

export type ConfirmationPurpose = 'business_email' | 'owner_email';

export interface ConfirmationMessages {
  /** Unknown token (400). */
  invalid: string;
  /** Token expired before it was used (410). */
  expired: string;
  /** Token valid, but the record is no longer waiting for its address (410). */
  gone: string;
  /** Token used before, and the record has no place in moderation (410). */
  used: string;
}

export interface ConfirmationKind<T extends { id: number }> {
  purpose: ConfirmationPurpose;
  /** The rate limit of confirmations per IP address, and its key's name. */
  rateLimit: { name: string; rule: RateLimitRule };
  messages: ConfirmationMessages;
  /** Inside the transaction: `email_pending` → `pending` for the record; null when it was not waiting. */
  confirm(t: Db, id: number): Promise<T | null>;
  /** The mail each admin gets about the confirmed record (all but the address). */
  adminMail(record: T): Omit<OutgoingMail, 'to'>;
  /** The audit entry's action and target type. */
  audit: { action: string; targetType: string };
  /** The record and its status, for a link opened again. */
  find(db: Db, id: number): Promise<(T & { status: string }) | undefined>;
}

export type ConfirmationOutcome<T> =
  { state: 'verified'; record: T; review: 'pending' } | { state: 'already'; record: T; review: ReviewState };

/** A confirmed submission's place in moderation, or null for a status that has none (still unconfirmed, importing). */
export function reviewStateOf(status: string | undefined): ReviewState | null {
  return status === 'pending' || status === 'approved' || status === 'rejected' ? status : null;
}

/**
 * A token that did not confirm anything this time: unknown (400), expired unused (410), or used before: then
 * the id its target names (`business:12`, `owner:7`), for the caller to say where that submission stands.
 */
async function spentTokenTarget(db: Db, purpose: ConfirmationPurpose, tokenHash: string, messages: ConfirmationMessages): Promise<number> {
  const [row] = await db
    .select({ usedAt: verifications.usedAt, target: verifications.target })
    .from(verifications)
    .where(and(eq(verifications.purpose, purpose), eq(verifications.tokenHash, tokenHash)))
    .limit(1);
  if (!row) throw badRequest(messages.invalid);
  if (!row.usedAt) throw new HttpError(410, messages.expired);
  return Number(row.target.replace(/^[a-z]+:/, ''));
}

/** True when the token is a link of this purpose (the verify page serves both kinds). */
export async function isConfirmationToken(db: Db, purpose: ConfirmationPurpose, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.purpose, purpose), eq(verifications.tokenHash, sha256Hex(token))))
    .limit(1);
  return !!row;
}

/** Confirms the address behind a link's token (see the file's comment). */
export async function confirmEmail<T extends { id: number }>(
  db: Db,
  kind: ConfirmationKind<T>,
  input: { token: string; ip: string },
): Promise<ConfirmationOutcome<T>> {
  await enforce(db, rateKey(kind.rateLimit.name, 'ip', input.ip), kind.rateLimit.rule);
  const tokenHash = sha256Hex(input.token);

  const outcome = await db.transaction(async (t) => {
    const [used] = await t
      .update(verifications)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(verifications.purpose, kind.purpose),
          eq(verifications.tokenHash, tokenHash),
          isNull(verifications.usedAt),
          gt(verifications.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!used) return null;
    const record = await kind.confirm(t, Number(used.target.replace(/^[a-z]+:/, '')));
    if (!record) throw new HttpError(410, kind.messages.gone);
    // The staff who decide this queue hear of it: admins and moderators (decision 035; businesses and owner
    // applications are both moderators' queues).
    const admins = await t
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.role, ['admin', 'moderator']))
      .orderBy(asc(users.id))
      .limit(20);
    const mailIds: number[] = [];
    for (const admin of admins) mailIds.push(await enqueueMail(t, { ...kind.adminMail(record), to: admin.email }));
    await audit(t, { actorLabel: 'sistem', action: kind.audit.action, targetType: kind.audit.targetType, targetId: record.id });
    return { record, mailIds };
  });

  if (!outcome) {
    const found = await kind.find(db, await spentTokenTarget(db, kind.purpose, tokenHash, kind.messages));
    const review = reviewStateOf(found?.status);
    if (!found || !review) throw new HttpError(410, kind.messages.used);
    return { state: 'already', record: found, review };
  }
  await deliverNow(db, outcome.mailIds);
  return { state: 'verified', record: outcome.record, review: 'pending' };
}
