/**
 * Messages from visitors to a business (decision 022), a paid-plan capability (#lib/plan-capabilities.ts):
 *  1. `sendMessage`: anyone, no account, from the business page; refused unless an approved owner of the
 *     business has a plan with messages. Stored `unverified`; a link goes to the sender's address (double
 *     opt-in), carrying none of the typed text (#lib/mail-templates.ts: no stranger's words to an unproven
 *     address). Rate limited per client address and per e-mail address; a filled honeypot looks like success.
 *  2. `confirmMessage`: the link's token, once: `unverified` → `open`; the owners get a mail without the
 *     sender's address.
 *  3. `listOwnerMessages` / `replyToMessage`: an approved owner reads the messages of their own businesses
 *     and answers; the answer is mailed to the sender through the outbox from the site's address. Another
 *     business's message is 404. Neither side sees the other's e-mail address.
 *  4. `purgeOldMessages`: messages older than `MESSAGE_RETENTION_DAYS` (stated on /privacy) and links never
 *     opened within `UNCONFIRMED_DAYS` are deleted (functions/messages-cleanup.ts, daily).
 */
import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, businessMessageReplies, businessMessages, businessOwners } from '#db/schema/index.ts';
import type { MessageConfirmed, MessageSent, OwnerMessage } from '#lib/contract/messages.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { randomToken, sha256Hex } from '#platform/crypto.ts';
import { badRequest, forbidden, HttpError, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { acceptsMessages } from './capability.ts';
import { messageAnswerMail, messageConfirmMail, messageToOwnerMail } from './mails.ts';

export { businessesAcceptingMessages } from './capability.ts';

export const messageLimits = {
  /** Messages sent from one client address an hour. */
  sendPerIp: { limit: 10, windowSeconds: 3600 },
  /** Messages sent with one reply address a day. */
  sendPerEmail: { limit: 5, windowSeconds: 24 * 3600 },
  confirmPerIp: { limit: 30, windowSeconds: 600 },
  /** Answers one owner account sends an hour. */
  replyPerUser: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** Messages and their answers are kept this long, then deleted (stated on /privacy). */
export const MESSAGE_RETENTION_DAYS = 180;
/** A confirmation link is valid this long. */
export const MESSAGE_CONFIRM_HOURS = 48;
/** Messages whose link was never opened are deleted after this many days. */
export const UNCONFIRMED_DAYS = 7;

export const MESSAGE_SENT =
  'Mesajınızı aldık. İşletmeye iletilmesi için e-posta adresinize gönderdiğimiz bağlantıyı 48 saat içinde açın; işletmenin yanıtı aynı adrese e-postayla gelir.';
export const NO_MESSAGES = 'Bu işletme şu anda sitemiz üzerinden mesaj almıyor.';

export async function sendMessage(
  db: Db,
  businessId: number,
  input: { name: string; email: string; message: string },
): Promise<MessageSent> {
  const [b] = await db
    .select({ id: businesses.id, name: businesses.name, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!b || b.status !== 'approved') throw notFound('İşletme bulunamadı.');
  if (!(await acceptsMessages(db, businessId))) throw forbidden(NO_MESSAGES);
  const token = randomToken();
  const mailIds = await db.transaction(async (t) => {
    await t.insert(businessMessages).values({
      businessId,
      senderName: input.name,
      senderEmail: input.email,
      body: input.message,
      tokenHash: sha256Hex(token),
      tokenExpiresAt: new Date(Date.now() + MESSAGE_CONFIRM_HOURS * 3_600_000),
    });
    const mail = messageConfirmMail({
      businessName: b.name,
      url: `${getConfig().publicUrl}/message-confirm?token=${encodeURIComponent(token)}`,
      hours: MESSAGE_CONFIRM_HOURS,
    });
    return [await enqueueMail(t, { kind: 'message_confirm', to: input.email, ...mail })];
  });
  await deliverNow(db, mailIds);
  return { message: MESSAGE_SENT };
}

export const confirmMessages = {
  invalid: 'Onay bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
  expired: 'Onay bağlantısının süresi dolmuş. Mesajınızı işletmenin sayfasından yeniden gönderin.',
  confirmed: 'E-posta adresiniz doğrulandı; mesajınız işletmeye iletildi. Yanıtı bu adrese e-postayla alacaksınız.',
  already: 'Bu mesaj daha önce onaylanmış ve işletmeye iletilmiş.',
} as const;

export async function confirmMessage(db: Db, input: { token: string; ip: string }): Promise<MessageConfirmed> {
  await enforce(db, rateKey('message-confirm', 'ip', input.ip), messageLimits.confirmPerIp);
  const tokenHash = sha256Hex(input.token);
  const outcome = await db.transaction(async (t) => {
    const [row] = await t
      .update(businessMessages)
      .set({ status: 'open', verifiedAt: sql`now()` })
      .where(
        and(
          eq(businessMessages.tokenHash, tokenHash),
          eq(businessMessages.status, 'unverified'),
          gt(businessMessages.tokenExpiresAt, sql`now()`),
        ),
      )
      .returning({ id: businessMessages.id, businessId: businessMessages.businessId });
    if (!row) return null;
    const [b] = await t
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, row.businessId))
      .limit(1);
    const owners = await t
      .select({ email: businessOwners.email })
      .from(businessOwners)
      .where(and(eq(businessOwners.businessId, row.businessId), eq(businessOwners.status, 'approved')))
      .orderBy(asc(businessOwners.id));
    const mailIds: number[] = [];
    for (const o of new Set(owners.map((x) => x.email))) {
      const mail = messageToOwnerMail({ businessName: b!.name, url: `${getConfig().publicUrl}/business-owner-dashboard?sekme=mesajlar` });
      mailIds.push(await enqueueMail(t, { kind: 'message_to_owner', to: o, ...mail }));
    }
    await audit(t, {
      actorLabel: 'sistem',
      action: 'message.confirmed',
      targetType: 'business',
      targetId: row.businessId,
      details: { messageId: row.id },
    });
    return { business: b!, mailIds };
  });
  if (outcome) {
    await deliverNow(db, outcome.mailIds);
    return { message: confirmMessages.confirmed, state: 'confirmed', business: outcome.business };
  }
  const [row] = await db
    .select({ status: businessMessages.status, businessId: businesses.id, name: businesses.name })
    .from(businessMessages)
    .innerJoin(businesses, eq(businesses.id, businessMessages.businessId))
    .where(eq(businessMessages.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw badRequest(confirmMessages.invalid);
  if (row.status === 'unverified') throw new HttpError(410, confirmMessages.expired);
  return { message: confirmMessages.already, state: 'already', business: { id: row.businessId, name: row.name } };
}

/** The confirmed messages of every business the user is an approved owner of, newest first, with answers. */
export async function listOwnerMessages(db: Db, userId: number): Promise<OwnerMessage[]> {
  const rows = await db
    .select({ m: businessMessages, businessName: businesses.name })
    .from(businessMessages)
    .innerJoin(businesses, eq(businesses.id, businessMessages.businessId))
    .where(and(ownedBy(userId), or(eq(businessMessages.status, 'open'), eq(businessMessages.status, 'answered'))))
    .orderBy(desc(businessMessages.createdAt), desc(businessMessages.id))
    .limit(200);
  return withReplies(db, rows);
}

/** Rows of `business_messages` whose business the user owns (approved). */
function ownedBy(userId: number) {
  return sql`exists (select 1 from ${businessOwners} o where o.business_id = ${businessMessages.businessId} and o.user_id = ${userId} and o.status = 'approved')`;
}

async function withReplies(db: Db, rows: { m: typeof businessMessages.$inferSelect; businessName: string }[]): Promise<OwnerMessage[]> {
  const ids = rows.map((r) => r.m.id);
  const replies = ids.length
    ? await db
        .select()
        .from(businessMessageReplies)
        .where(inArray(businessMessageReplies.messageId, ids))
        .orderBy(asc(businessMessageReplies.createdAt), asc(businessMessageReplies.id))
    : [];
  return rows.map(({ m, businessName }) => ({
    id: m.id,
    businessId: m.businessId,
    businessName,
    senderName: m.senderName,
    body: m.body,
    status: m.status === 'answered' ? 'answered' : 'open',
    createdAt: m.createdAt.toISOString(),
    replies: replies.filter((r) => r.messageId === m.id).map((r) => ({ id: r.id, body: r.body, createdAt: r.createdAt.toISOString() })),
  }));
}

export async function replyToMessage(db: Db, userId: number, messageId: number, reply: string): Promise<OwnerMessage> {
  await enforce(db, rateKey('message-reply', 'user', userId), messageLimits.replyPerUser);
  const mailIds = await db.transaction(async (t) => {
    const [row] = await t
      .select({ m: businessMessages, businessName: businesses.name })
      .from(businessMessages)
      .innerJoin(businesses, eq(businesses.id, businessMessages.businessId))
      .where(
        and(
          eq(businessMessages.id, messageId),
          ownedBy(userId),
          or(eq(businessMessages.status, 'open'), eq(businessMessages.status, 'answered')),
        ),
      )
      .limit(1)
      .for('update', { of: businessMessages });
    // Someone else's message, an unconfirmed one and a missing one look the same.
    if (!row) throw notFound('Mesaj bulunamadı.');
    await t.insert(businessMessageReplies).values({ messageId, authorUserId: userId, body: reply });
    await t.update(businessMessages).set({ status: 'answered' }).where(eq(businessMessages.id, messageId));
    await audit(t, {
      actorUserId: userId,
      actorLabel: `user:${userId}`,
      action: 'message.answered',
      targetType: 'business',
      targetId: row.m.businessId,
      details: { messageId },
    });
    const mail = messageAnswerMail({
      businessName: row.businessName,
      senderName: row.m.senderName,
      question: row.m.body,
      answer: reply,
      url: `${getConfig().publicUrl}/business/${row.m.businessId}`,
    });
    return [await enqueueMail(t, { kind: 'message_answer', to: row.m.senderEmail, ...mail })];
  });
  await deliverNow(db, mailIds);
  const [row] = await db
    .select({ m: businessMessages, businessName: businesses.name })
    .from(businessMessages)
    .innerJoin(businesses, eq(businesses.id, businessMessages.businessId))
    .where(eq(businessMessages.id, messageId));
  return (await withReplies(db, [row!]))[0]!;
}

/** Deletes messages past the retention period and never-confirmed ones; returns how many. */
export async function purgeOldMessages(db: Db, now = new Date()): Promise<number> {
  const retention = new Date(now.getTime() - MESSAGE_RETENTION_DAYS * 86_400_000);
  const unconfirmed = new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000);
  const gone = await db
    .delete(businessMessages)
    .where(
      or(
        lt(businessMessages.createdAt, retention),
        and(eq(businessMessages.status, 'unverified'), lt(businessMessages.createdAt, unconfirmed)),
      ),
    )
    .returning({ id: businessMessages.id });
  return gone.length;
}
