/**
 * The admins' side of owners (section "İşletme sahipleri"): applications and claims with their documents,
 * approve / reject with a reason (mailed), plans. Every action is audited. Functions check admin + TOTP.
 *
 * Approval: the account gets the `owner` role (admins keep theirs) and the row is linked to its business:
 *  - a claim: the claimed listing. When that listing already has an approved owner, approval needs the
 *    explicit decision `replaceExisting: true` (409 otherwise); the earlier owner is then unlinked and told.
 *  - a new business: a listing is written from the application and approved through the listings'
 *    moderation (`approveBusinesses`: search index, category counts, rebuild, audit).
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businessClaims, businesses, businessOwners, planRequests, reviews, users } from '#db/schema/index.ts';
import { defaultOpeningHours } from '#lib/business-input.ts';
import { OWNER_STATUSES, PLAN_LABELS, PLANS, paymentInputSchema, type OwnerRecord } from '#lib/contract/owners.ts';
import { formatDate } from '#lib/format.ts';
import { planCapabilities } from '#lib/plan-capabilities.ts';
import { audit } from '#platform/audit.ts';
import { faultPoint } from '#platform/fault.ts';
import { getConfig } from '#platform/config.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { requestRebuild } from '#platform/rebuild.ts';
import { approveBusinessesIn, purgeBusinessPages, type Actor } from '#features/listings/moderation.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import { recordPayment } from '#features/pricing/payments.ts';
import { recomputeRating, requestReviewRebuild } from '#features/reviews/aggregate.ts';
import { toRecords } from './applications.ts';
import { ownerApprovedMail, ownerRejectedMail } from './mails.ts';

export const adminOwnersQuerySchema = z.object({
  status: z.enum(OWNER_STATUSES, { error: 'Durum email_pending, pending, approved veya rejected olmalıdır' }).default('pending'),
});

export interface AdminOwnerItem extends OwnerRecord {
  accountEmail: string;
  /** For a claim: the listing's name and whether it already has an approved owner (then approval needs a decision). */
  claimBusinessName: string | null;
  claimHasOwner: boolean;
}

export async function listOwnerApplications(db: Db, status: (typeof OWNER_STATUSES)[number]): Promise<AdminOwnerItem[]> {
  const rows = await db
    .select()
    .from(businessOwners)
    .where(eq(businessOwners.status, status))
    .orderBy(status === 'pending' ? asc(businessOwners.id) : desc(businessOwners.id))
    .limit(200);
  const records = await toRecords(db, rows);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const accounts = userIds.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))
    : [];
  const claimIds = [...new Set(rows.map((r) => r.claimBusinessId).filter((x): x is number => x !== null))];
  const claimed = claimIds.length
    ? await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, claimIds))
    : [];
  const owned = claimIds.length
    ? await db
        .select({ businessId: businessOwners.businessId })
        .from(businessOwners)
        .where(and(inArray(businessOwners.businessId, claimIds), eq(businessOwners.status, 'approved')))
    : [];
  return records.map((r, i) => ({
    ...r,
    accountEmail: accounts.find((a) => a.id === rows[i]!.userId)?.email ?? '',
    claimBusinessName: claimed.find((b) => b.id === r.claimBusinessId)?.name ?? null,
    claimHasOwner: owned.some((o) => o.businessId === r.claimBusinessId && r.status !== 'approved'),
  }));
}

export const approveOwnerSchema = z.object(
  { replaceExisting: z.boolean({ error: 'replaceExisting evet ya da hayır olmalıdır' }).optional() },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);

/** The 409 of a decision on an application another decision got to first. */
export const OWNER_DECIDED = 'Bu başvuru zaten karara bağlanmış; sayfayı yenileyin.';

const HAS_OWNER = 'Bu işletmenin onaylı bir sahibi var. Onaylamak için mevcut sahibin yerine geçirmeyi açıkça seçin.';

const dashboardUrl = () => `${getConfig().publicUrl}/business-owner-dashboard`;

/**
 * Approves an application in ONE transaction (a crash leaves all or nothing): the application's row is
 * locked, and for a claim the listing's row too, so two admins approving two claims of one listing at once
 * cannot both see "no owner yet" (the second gets 409; the unique index `business_owners_one_approved_idx`
 * holds it in the database as well); a new business is written and approved in the same transaction.
 */
/** Why an approved owner's review of their own listing is hidden. */
const OWN_REVIEW_HIDDEN = 'İşletme sahipleri kendi işletmelerini değerlendiremez; sahiplik onaylanınca yorum gizlendi.';

export async function approveOwner(db: Db, actor: Actor, id: number, opts: { replaceExisting?: boolean } = {}): Promise<OwnerRecord> {
  const newBusinessIds: number[] = [];
  const repaged: number[] = [];
  const mailIds = await db
    .transaction(async (t) => {
      const [row] = await t.select().from(businessOwners).where(eq(businessOwners.id, id)).limit(1).for('update');
      if (!row) throw notFound('Başvuru bulunamadı.');
      if (row.status === 'approved') throw conflict('Bu başvuru zaten onaylanmış.');
      if (row.status === 'email_pending') throw conflict('Başvuru sahibi e-posta adresini henüz doğrulamadı.');
      if (row.status !== 'pending') throw conflict(OWNER_DECIDED);
      const ids: number[] = [];
      let businessId: number;
      let businessName = row.businessName;
      if (row.claimBusinessId !== null) {
        const [b] = await t
          .select({ id: businesses.id, name: businesses.name })
          .from(businesses)
          .where(eq(businesses.id, row.claimBusinessId))
          .limit(1)
          .for('update');
        if (!b) throw conflict('Sahiplenilen işletme artık yok; başvuruyu reddedin.');
        businessId = b.id;
        businessName = b.name;
        const others = await t
          .select({ id: businessOwners.id, ownerName: businessOwners.ownerName, email: businessOwners.email })
          .from(businessOwners)
          .where(and(eq(businessOwners.businessId, b.id), eq(businessOwners.status, 'approved'), ne(businessOwners.id, id)));
        if (others.length && !opts.replaceExisting) {
          throw conflict(HAS_OWNER);
        }
        for (const o of others) {
          const reason = 'İşletmenin sahipliği, belgeleri incelenen başka bir başvuruya devredildi.';
          await t
            .update(businessOwners)
            .set({ businessId: null, status: 'rejected', rejectionReason: reason })
            .where(eq(businessOwners.id, o.id));
          ids.push(
            await enqueueMail(t, {
              kind: 'owner_rejected',
              to: o.email,
              ...ownerRejectedMail({
                ownerName: o.ownerName,
                businessName: b.name,
                reason,
                url: `${getConfig().publicUrl}/business-owner-register`,
              }),
            }),
          );
          await audit(t, {
            actorUserId: actor.id,
            actorLabel: actor.email,
            action: 'owner.replaced',
            targetType: 'owner',
            targetId: o.id,
            details: { by: id },
          });
        }
        await t.update(businessClaims).set({ status: 'approved' }).where(eq(businessClaims.ownerId, id));
        // Reviews the new owner wrote of the listing (before the claim was approved) leave it (no owner rates their own).
        const own = await t
          .update(reviews)
          .set({ status: 'hidden', rejectionReason: OWN_REVIEW_HIDDEN })
          .where(and(eq(reviews.userId, row.userId), eq(reviews.businessId, b.id), ne(reviews.status, 'hidden')))
          .returning({ id: reviews.id });
        if (own.length) {
          const agg = await recomputeRating(t, b.id);
          if (agg.changed) await requestReviewRebuild(t, b.id, agg.isPublic, 'owner review hidden');
          if (agg.changed && agg.isPublic) repaged.push(b.id);
          await audit(t, {
            actorUserId: actor.id,
            actorLabel: actor.email,
            action: 'review.hidden',
            targetType: 'business',
            targetId: b.id,
            details: { reviewIds: own.map((r) => r.id), reason: 'owner' },
          });
        }
      } else {
        const [created] = await t
          .insert(businesses)
          .values({
            name: row.businessName,
            categoryId: row.categoryId!,
            districtId: row.districtId!,
            address: row.address,
            description: row.description ?? '',
            phone: row.phone,
            email: row.email,
            website: row.website,
            hours: defaultOpeningHours(),
            status: 'pending',
            emailVerified: true,
            submitterName: row.ownerName,
            submitterEmail: row.email,
            submittedByUserId: row.userId,
            source: 'form',
          })
          .returning({ id: businesses.id });
        businessId = created!.id;
        await reindexBusinesses(t, [businessId]);
        newBusinessIds.push(businessId);
      }
      await t.update(businessOwners).set({ status: 'approved', businessId, rejectionReason: null }).where(eq(businessOwners.id, id));
      // A replaced owner's premium no longer features the listing.
      if (row.claimBusinessId !== null) await applyFeatured(t, businessId);
      await t
        .update(users)
        .set({ role: 'owner' })
        .where(and(eq(users.id, row.userId), eq(users.role, 'user')));
      await audit(t, {
        actorUserId: actor.id,
        actorLabel: actor.email,
        action: 'owner.approved',
        targetType: 'owner',
        targetId: id,
        details: { businessId, replaceExisting: !!opts.replaceExisting },
      });
      // One mail: for a new business it also says the listing is live (the listings' own mail is not sent).
      const listingUrl = row.claimBusinessId === null ? `${getConfig().publicUrl}/business/${businessId}` : undefined;
      ids.push(
        await enqueueMail(t, {
          kind: 'owner_approved',
          to: row.email,
          ...ownerApprovedMail({ ownerName: row.ownerName, businessName, url: dashboardUrl(), listingUrl }),
        }),
      );
      // A new business becomes a listing through the listings' moderation (approval, index, rebuild), in this transaction.
      if (newBusinessIds.length) ids.push(...(await approveBusinessesIn(t, actor, newBusinessIds, { mailSubmitters: false })).mailIds);
      // Tests kill the process here: owner, listing and mail written, nothing committed yet.
      faultPoint('owner-approve');
      return ids;
    })
    .catch((err: unknown) => {
      // The index holds it when a lock did not (one approved owner per listing).
      if (isUniqueViolation(err, 'business_owners_one_approved')) throw conflict(HAS_OWNER);
      throw err;
    });
  if (newBusinessIds.length || repaged.length) await purgeBusinessPages(db, [...newBusinessIds, ...repaged]);
  await deliverNow(db, mailIds);
  return (await toRecords(db, await db.select().from(businessOwners).where(eq(businessOwners.id, id))))[0]!;
}

export async function rejectOwner(db: Db, actor: Actor, id: number, reason: string): Promise<OwnerRecord> {
  const mailId = await db.transaction(async (t) => {
    const [row] = await t.select().from(businessOwners).where(eq(businessOwners.id, id)).limit(1).for('update');
    if (!row) throw notFound('Başvuru bulunamadı.');
    if (row.status === 'rejected') throw conflict('Bu başvuru zaten reddedilmiş.');
    if (row.status !== 'pending' && row.status !== 'email_pending') throw conflict(OWNER_DECIDED);
    await t.update(businessOwners).set({ status: 'rejected', rejectionReason: reason, businessId: null }).where(eq(businessOwners.id, id));
    await t.update(businessClaims).set({ status: 'rejected', rejectionReason: reason }).where(eq(businessClaims.ownerId, id));
    await audit(t, { actorUserId: actor.id, actorLabel: actor.email, action: 'owner.rejected', targetType: 'owner', targetId: id });
    if (!row.emailVerified) return null;
    const mail = ownerRejectedMail({
      ownerName: row.ownerName,
      businessName: row.businessName,
      reason,
      url: `${getConfig().publicUrl}/business-owner-register`,
    });
    return enqueueMail(t, { kind: 'owner_rejected', to: row.email, ...mail });
  });
  if (mailId !== null) await deliverNow(db, [mailId]);
  return (await toRecords(db, await db.select().from(businessOwners).where(eq(businessOwners.id, id))))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------
export const setPlanSchema = z.object(
  {
    plan: z.enum(PLANS, { error: 'Plan Ücretsiz, Temel veya Premium olmalıdır' }),
    expiresAt: z
      .string({ error: 'Bitiş tarihi YYYY-AA-GG biçiminde olmalıdır' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitiş tarihi YYYY-AA-GG biçiminde olmalıdır')
      .nullable()
      .optional(),
    /** The plan and expiry the admin saw (decision 028): another change since then is a 409. Required with a payment. */
    from: z
      .object(
        { plan: z.enum(PLANS, { error: 'Plan Ücretsiz, Temel veya Premium olmalıdır' }), expiresAt: z.string().nullable() },
        { error: 'Önceki plan bilgisi eksik.' },
      )
      .optional(),
    /** "Ödeme alındı": required for a paid plan; recorded and receipted in the same transaction. */
    payment: paymentInputSchema.optional(),
  },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);

/**
 * Sets an owner's plan (after payment, outside the site) and its expiry (end of that day, Istanbul). Premium
 * makes the listing featured (PD8: a paid plan grants it); leaving premium takes away what the plan gave
 * (`applyFeatured`). A paid plan needs an expiry in the future.
 */
export async function setOwnerPlan(db: Db, actor: Actor, id: number, input: z.infer<typeof setPlanSchema>): Promise<OwnerRecord> {
  const expires = input.plan === 'free' || !input.expiresAt ? null : new Date(`${input.expiresAt}T23:59:59+03:00`);
  if (input.plan !== 'free' && (!expires || Number.isNaN(expires.getTime()) || expires.getTime() <= Date.now())) {
    throw conflict('Ücretli bir plan için ileri bir bitiş tarihi girin.', {
      expiresAt: 'Ücretli bir plan için ileri bir bitiş tarihi girin.',
    });
  }
  // A paid plan goes live only with its recorded payment, and only from the state the admin saw (decision 028).
  if (input.plan !== 'free' && !input.payment)
    throw badRequest('Ücretli plan için önce ödemeyi kaydedin: tutar, yöntem, referans ve tarih.', { payment: 'Ödeme bilgilerini girin.' });
  if (input.payment && !input.from) throw badRequest('Önceki plan bilgisi eksik; sayfayı yenileyip yeniden deneyin.');
  const mailIds = await db.transaction(async (t) => {
    const [row] = await t.select().from(businessOwners).where(eq(businessOwners.id, id)).limit(1).for('update');
    if (!row) throw notFound('Kayıt bulunamadı.');
    if (
      input.from &&
      (row.subscriptionPlan !== input.from.plan ||
        (row.subscriptionExpiresAt?.toISOString() ?? null) !== (input.from.expiresAt ? new Date(input.from.expiresAt).toISOString() : null))
    ) {
      throw conflict('Bu kaydın planı siz bakarken değişti; ödeme kaydedilmedi. Sayfayı yenileyip kontrol edin.');
    }
    if (input.payment && row.status !== 'approved') throw conflict('Plan yalnızca onaylı bir işletme sahibine verilebilir.');
    await t
      .update(businessOwners)
      .set({ subscriptionPlan: input.plan, subscriptionExpiresAt: expires, expiryReminderAt: null })
      .where(eq(businessOwners.id, id));
    await t
      .update(planRequests)
      .set({ status: 'done', decidedAt: sql`now()` })
      .where(and(eq(planRequests.ownerId, id), eq(planRequests.status, 'pending')));
    if (row.businessId !== null) await applyFeatured(t, row.businessId);
    // The "Mesaj gönder" button is part of the built page: a plan that adds or removes messages rebuilds it.
    if (
      row.businessId !== null &&
      row.status === 'approved' &&
      planCapabilities(row.subscriptionPlan).messages !== planCapabilities(input.plan).messages
    ) {
      await requestRebuild(t, `business ${row.businessId} messages by plan`);
    }
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'owner.plan_set',
      targetType: 'owner',
      targetId: id,
      details: { plan: input.plan, expiresAt: input.expiresAt ?? null, payment: input.payment ?? null },
    });
    if (!input.payment) return [];
    const description = `“${row.businessName}” için ${PLAN_LABELS[input.plan]} plan (${formatDate(expires!)} tarihine kadar)`;
    return [
      await recordPayment(
        t,
        { kind: 'plan', ownerId: id, userId: row.userId, email: row.email, name: row.ownerName, description, recordedBy: actor.id },
        input.payment,
        dashboardUrl(),
      ),
    ];
  });
  await deliverNow(db, mailIds);
  return (await toRecords(db, await db.select().from(businessOwners).where(eq(businessOwners.id, id))))[0]!;
}

/**
 * Premium features the listing (PD8) and a paid plan puts it first in lists (decision 023), recomputed after every change of an owner's plan or ownership: while
 * an approved owner of the business has premium, it is featured; when none has, the flag goes only if the
 * plan turned it on (`featuredByPlan`). A listing an admin featured by hand stays featured before, during
 * and after a plan.
 */
export async function applyFeatured(db: Db, businessId: number): Promise<void> {
  const plans = await db
    .select({ plan: businessOwners.subscriptionPlan })
    .from(businessOwners)
    .where(and(eq(businessOwners.businessId, businessId), eq(businessOwners.status, 'approved')));
  const premium = plans.some((p) => planCapabilities(p.plan).featured);
  const priority = plans.some((p) => planCapabilities(p.plan).priorityListing);
  const [b] = await db
    .select({
      isFeatured: businesses.isFeatured,
      featuredByPlan: businesses.featuredByPlan,
      priorityListing: businesses.priorityListing,
      status: businesses.status,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!b) return;
  const set: Partial<typeof businesses.$inferInsert> =
    premium && !b.isFeatured
      ? { isFeatured: true, featuredByPlan: true }
      : !premium && b.featuredByPlan
        ? { isFeatured: false, featuredByPlan: false }
        : {};
  // Öncelikli listeleme (decision 023): the lists' order follows the plan.
  if (priority !== b.priorityListing) set.priorityListing = priority;
  if (Object.keys(set).length) await db.update(businesses).set(set).where(eq(businesses.id, businessId));
  // Every call follows a change of a plan or of who owns the listing: the built pages show both (the order of
  // the lists, "Bu işletmenin sahibi misiniz?" on the business page), so an approved listing is rebuilt.
  if (b.status === 'approved') await requestRebuild(db, `business ${businessId} plan or owner changed`);
}
