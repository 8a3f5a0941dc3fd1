/**
 * Owner applications (decision 011; PD7): register a new business or claim a listing, verify the e-mail, and
 * the owner's own records.
 *
 *  1. `createApplication` (a logged-in person): checks the claimed listing or the new business's category
 *     and district, that every document key is the caller's own unused upload; then ONE transaction writes
 *     the `business_owners` row (`email_pending`), a `business_claims` row for a claim, the verification
 *     (purpose 'owner_email', target `owner:<id>`, 24 hours, single use, only the token's SHA-256) and the mail.
 *     One verification (decision 023): when the application's e-mail is the account's own, which its login code
 *     confirmed, no link is sent: the application is `pending` at once and the admins are told. A claim's
 *     address is the listing's (the wizard does not ask for it again).
 *  2. `verifyOwnerEmail`: the link's token, once: `email_pending` → `pending`; the admins are told.
 *  3. `ownerRecordsOf` / `ownerRecord`: what the owner (or an admin) may read. Another person's id is 403.
 */
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  businessClaims,
  businesses,
  businessOwners,
  categories,
  districts,
  planRequests,
  uploads,
  users,
  verifications,
} from '#db/schema/index.ts';
import type { OwnerVerifyResult } from '#lib/contract/listings.ts';
import type { OwnerRecord, OwnerStatus, Plan, RegistrationAnswer, RegistrationInput } from '#lib/contract/owners.ts';
import { ownerMessages } from '#lib/contract/owners.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { randomToken, sha256Hex } from '#platform/crypto.ts';
import { badRequest, conflict, forbidden, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { confirmEmail, isConfirmationToken, type ConfirmationKind } from '#features/accounts/email-confirmation.ts';
import { DOCUMENT_KIND, documentOf, documentRows } from './documents.ts';
import { OWNER_VERIFICATION_HOURS, ownerAwaitingReviewMail, ownerVerificationMail } from './mails.ts';

export const ownerLimits = {
  /** Applications per account a day. */
  applyPerUser: { limit: 5, windowSeconds: 24 * 3600 },
  /** Document uploads per account an hour. */
  uploadPerUser: { limit: 30, windowSeconds: 3600 },
  /** Document uploads per address (an IPv6 /64) an hour: several accounts on one address share it. */
  uploadPerIp: { limit: 60, windowSeconds: 3600 },
  verifyPerIp: { limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

export const APPLICATION_MESSAGE =
  'Başvurunuz alındı. İncelemeye alınması için e-posta adresinize gönderdiğimiz bağlantıyı 24 saat içinde onaylayın; ardından ekibimiz belgelerinizi 1-3 iş günü içinde inceler.';

/** The application's e-mail is the account's, confirmed by its login code: no second link (decision 023). */
export const APPLICATION_REVIEW_MESSAGE =
  'Başvurunuz alındı ve incelemeye alındı. E-posta adresiniz hesabınızın girişinde doğrulandığı için ayrıca bir bağlantı göndermedik; ekibimiz belgelerinizi 1-3 iş günü içinde inceler ve sonucu e-postayla bildirir.';

export const ownerVerifyMessages = {
  ok: 'E-posta adresiniz doğrulandı. Sahiplik başvurunuz incelemeye alındı; sonucu 1-3 iş günü içinde e-postayla bildireceğiz.',
  invalid: 'Doğrulama bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açtığınızdan emin olun.',
  used: 'Bu doğrulama bağlantısı daha önce kullanılmış. Başvurunuz zaten incelemeye alındı.',
  /** The link opened again (decision 018), by where the application stands now. */
  already: {
    pending:
      'E-posta adresinizi daha önce doğruladınız. Sahiplik başvurunuz inceleniyor; sonucu 1-3 iş günü içinde e-postayla bildireceğiz.',
    approved: 'E-posta adresinizi daha önce doğruladınız. Sahiplik başvurunuz onaylandı; yönetim panelinizi kullanabilirsiniz.',
    rejected: 'E-posta adresinizi daha önce doğruladınız. Sahiplik başvurunuz incelendi ve onaylanmadı; nedenini e-postayla bildirdik.',
  },
  expired: 'Doğrulama bağlantısının süresi dolmuş. Lütfen yeniden başvurun.',
  gone: 'Bu başvuru artık doğrulanamaz. Lütfen yeniden başvurun.',
} as const;

export async function createApplication(db: Db, input: RegistrationInput, userId: number): Promise<RegistrationAnswer> {
  const errors: Record<string, string> = {};
  let categoryId: number | null = null;
  let districtId: number | null = null;
  let address = input.address;
  if (input.mode === 'claim') {
    const [b] = await db
      .select({ id: businesses.id, address: businesses.address })
      .from(businesses)
      .where(and(eq(businesses.id, input.claimBusinessId!), eq(businesses.status, 'approved')))
      .limit(1);
    if (!b) errors.claimBusinessId = ownerMessages.claim;
    else address = b.address;
  } else {
    const [c] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, input.category ?? ''))
      .limit(1);
    const [d] = await db
      .select({ id: districts.id })
      .from(districts)
      .where(eq(districts.slug, input.district ?? ''))
      .limit(1);
    if (!c) errors.category = ownerMessages.category;
    if (!d) errors.district = ownerMessages.district;
    categoryId = c?.id ?? null;
    districtId = d?.id ?? null;
  }
  const docs = await db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(
      and(
        inArray(uploads.key, input.documents),
        eq(uploads.kind, DOCUMENT_KIND),
        eq(uploads.ownerUserId, userId),
        sql`NOT EXISTS (SELECT 1 FROM business_owners o WHERE ${uploads.id} = ANY(o.verification_documents))`,
      ),
    );
  if (docs.length !== input.documents.length) errors.documents = ownerMessages.documentKey;
  if (Object.keys(errors).length) throw badRequest('Lütfen işaretli alanları düzeltin.', errors);

  if (input.mode === 'claim') {
    const [mine] = await db
      .select({ id: businessOwners.id })
      .from(businessOwners)
      .where(
        and(
          eq(businessOwners.userId, userId),
          ne(businessOwners.status, 'rejected'),
          or(eq(businessOwners.claimBusinessId, input.claimBusinessId!), eq(businessOwners.businessId, input.claimBusinessId!)),
        ),
      )
      .limit(1);
    if (mine)
      throw conflict('Bu işletme için zaten bir başvurunuz ya da sahipliğiniz var.', {
        claimBusinessId: 'Bu işletme için zaten bir başvurunuz var.',
      });
  }
  await enforce(db, rateKey('owner-apply', 'user', userId), ownerLimits.applyPerUser);

  const [account] = await db.select({ email: users.email, isVerified: users.isVerified }).from(users).where(eq(users.id, userId)).limit(1);
  const confirmed = !!account?.isVerified && account.email.toLowerCase() === input.email.toLowerCase();

  const byKey = new Map(docs.map((d) => [d.key, d.id]));
  const documentIds = input.documents.map((k) => byKey.get(k)!);
  const token = randomToken(32);
  const { ownerId, mailIds } = await db.transaction(async (t) => {
    const [row] = await t
      .insert(businessOwners)
      .values({
        userId,
        businessId: null,
        claimBusinessId: input.mode === 'claim' ? input.claimBusinessId : null,
        categoryId,
        districtId,
        businessName: input.businessName,
        ownerName: input.ownerName,
        taxNumber: input.taxNumber,
        address,
        phone: input.phone,
        email: input.email,
        website: input.website,
        description: input.description,
        status: confirmed ? 'pending' : 'email_pending',
        emailVerified: confirmed,
        verificationDocuments: documentIds,
        subscriptionPlan: 'free',
      })
      .returning({ id: businessOwners.id });
    const id = row!.id;
    if (input.mode === 'claim') {
      await t
        .insert(businessClaims)
        .values({ businessId: input.claimBusinessId!, userId, ownerId: id, documents: documentIds, status: 'pending' });
    }
    // The plan they want (other than free) is a request for the admins, not a grant.
    if (input.subscriptionPlan !== 'free') await t.insert(planRequests).values({ ownerId: id, plan: input.subscriptionPlan });
    await audit(t, {
      actorUserId: userId,
      actorLabel: `user:${userId}`,
      action: 'owner.applied',
      targetType: 'owner',
      targetId: id,
      details: { mode: input.mode, emailConfirmedByLogin: confirmed },
    });
    if (confirmed) {
      // As a confirmed link would: the admins and moderators hear of an application waiting for them.
      const admins = await t
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.role, ['admin', 'moderator']))
        .orderBy(asc(users.id))
        .limit(20);
      const mail = ownerAwaitingReviewMail({
        businessName: input.businessName,
        url: `${getConfig().publicUrl}/admin?bolum=isletme-sahipleri`,
      });
      const ids: number[] = [];
      for (const a of admins) ids.push(await enqueueMail(t, { kind: 'owner_awaiting_review', to: a.email, ...mail }));
      return { ownerId: id, mailIds: ids };
    }
    await t.insert(verifications).values({
      purpose: 'owner_email',
      target: `owner:${id}`,
      tokenHash: sha256Hex(token),
      expiresAt: sql`now() + make_interval(hours => ${OWNER_VERIFICATION_HOURS}::int)`,
    });
    const url = `${getConfig().publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    const mid = await enqueueMail(t, { kind: 'owner_verification', to: input.email, ...ownerVerificationMail({ url }) });
    return { ownerId: id, mailIds: [mid] };
  });
  await deliverNow(db, mailIds);
  return confirmed
    ? { message: APPLICATION_REVIEW_MESSAGE, owner: { id: ownerId, status: 'pending' } }
    : { message: APPLICATION_MESSAGE, owner: { id: ownerId, status: 'email_pending' } };
}

/** True when the token is an owner application's verification link (the verify page serves both kinds). */
export const isOwnerToken = (db: Db, token: string) => isConfirmationToken(db, 'owner_email', token);

export type { OwnerVerifyResult } from '#lib/contract/listings.ts';

const ownerConfirmation: ConfirmationKind<{ id: number; name: string }> = {
  purpose: 'owner_email',
  rateLimit: { name: 'owner-verify', rule: ownerLimits.verifyPerIp },
  messages: ownerVerifyMessages,
  async confirm(t, id) {
    const [owner] = await t
      .update(businessOwners)
      .set({ status: 'pending', emailVerified: true })
      .where(and(eq(businessOwners.id, id), eq(businessOwners.status, 'email_pending')))
      .returning({ id: businessOwners.id, name: businessOwners.businessName });
    return owner ?? null;
  },
  adminMail: (owner) => ({
    kind: 'owner_awaiting_review',
    ...ownerAwaitingReviewMail({ businessName: owner.name, url: `${getConfig().publicUrl}/admin?bolum=isletme-sahipleri` }),
  }),
  audit: { action: 'owner.email_verified', targetType: 'owner' },
  async find(db, id) {
    const [owner] = await db
      .select({ id: businessOwners.id, name: businessOwners.businessName, status: businessOwners.status })
      .from(businessOwners)
      .where(eq(businessOwners.id, id))
      .limit(1);
    return owner;
  },
};

export async function verifyOwnerEmail(db: Db, input: { token: string; ip: string }): Promise<OwnerVerifyResult> {
  const outcome = await confirmEmail(db, ownerConfirmation, input);
  const owner = { id: outcome.record.id, name: outcome.record.name };
  if (outcome.state === 'already')
    return { kind: 'owner', message: ownerVerifyMessages.already[outcome.review], owner, state: 'already', review: outcome.review };
  return { kind: 'owner', message: ownerVerifyMessages.ok, owner, state: 'verified', review: 'pending' };
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------
type OwnerRow = typeof businessOwners.$inferSelect;

export async function toRecords(db: Db, rows: OwnerRow[]): Promise<OwnerRecord[]> {
  if (!rows.length) return [];
  const businessIds = [...new Set(rows.map((r) => r.businessId).filter((x): x is number => x !== null))];
  const linked = businessIds.length
    ? await db
        .select({
          id: businesses.id,
          name: businesses.name,
          status: businesses.status,
          isFeatured: businesses.isFeatured,
          images: businesses.images,
          description: businesses.description,
        })
        .from(businesses)
        .where(inArray(businesses.id, businessIds))
    : [];
  const byId = new Map(linked.map((b) => [b.id, b]));
  const docs = await documentRows(
    db,
    rows.flatMap((r) => r.verificationDocuments),
  );
  const docById = new Map(docs.map((d) => [d.id, d]));
  const requests = await db
    .select({ ownerId: planRequests.ownerId, plan: planRequests.plan })
    .from(planRequests)
    .where(
      and(
        inArray(
          planRequests.ownerId,
          rows.map((r) => r.id),
        ),
        eq(planRequests.status, 'pending'),
      ),
    )
    .orderBy(desc(planRequests.id));
  return rows.map((r) => {
    const b = r.businessId === null ? undefined : byId.get(r.businessId);
    return {
      id: r.id,
      mode: r.claimBusinessId !== null ? 'claim' : 'new',
      businessId: r.businessId,
      claimBusinessId: r.claimBusinessId,
      business: b
        ? { id: b.id, name: b.name, status: b.status, isFeatured: b.isFeatured, images: b.images, description: b.description }
        : null,
      businessName: b?.name ?? r.businessName,
      ownerName: r.ownerName,
      taxNumber: r.taxNumber,
      address: r.address,
      phone: r.phone,
      email: r.email,
      emailVerified: r.emailVerified,
      website: r.website,
      description: r.description,
      status: r.status as OwnerStatus,
      rejectionReason: r.rejectionReason,
      documents: r.verificationDocuments
        .map((id) => docById.get(id))
        .filter((d) => d !== undefined)
        .map(documentOf),
      subscriptionPlan: r.subscriptionPlan as Plan,
      subscriptionExpiresAt: r.subscriptionExpiresAt?.toISOString() ?? null,
      notifyByEmail: r.notifyByEmail,
      pendingPlanRequest: (requests.find((q) => q.ownerId === r.id)?.plan as Plan | undefined) ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The caller's applications and ownerships, newest first. */
export async function ownerRecordsOf(db: Db, userId: number): Promise<OwnerRecord[]> {
  const rows = await db.select().from(businessOwners).where(eq(businessOwners.userId, userId)).orderBy(desc(businessOwners.id));
  return toRecords(db, rows);
}

/** One record: 404 unknown, 403 someone else's (admins read any). */
export async function ownerRecord(db: Db, id: number, who: { userId: number; isAdmin: boolean }): Promise<OwnerRecord> {
  const [row] = await db.select().from(businessOwners).where(eq(businessOwners.id, id)).limit(1);
  if (!row) throw notFound('Başvuru bulunamadı.');
  if (!who.isAdmin && row.userId !== who.userId) throw forbidden('Bu kayda erişim yetkiniz yok.');
  return (await toRecords(db, [row]))[0]!;
}

/** The approved ownership row of `userId` for `ownerId`, or 404/403 (for every owner-only action). */
export async function ownedRow(db: Db, ownerId: number, userId: number): Promise<OwnerRow & { businessId: number }> {
  const [row] = await db.select().from(businessOwners).where(eq(businessOwners.id, ownerId)).limit(1);
  if (!row) throw notFound('Kayıt bulunamadı.');
  if (row.userId !== userId) throw forbidden('Bu işletmeyi yönetme yetkiniz yok.');
  if (row.status !== 'approved' || row.businessId === null) throw conflict('Bu işlem yalnızca onaylanmış sahiplikler için yapılabilir.');
  return row as OwnerRow & { businessId: number };
}

/** True when `userId` is an approved owner of business `businessId` (their own visits are not counted). */
export async function isOwnerOf(db: Db, userId: number, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: businessOwners.id })
    .from(businessOwners)
    .where(and(eq(businessOwners.userId, userId), eq(businessOwners.businessId, businessId), eq(businessOwners.status, 'approved')))
    .limit(1);
  return !!row;
}
