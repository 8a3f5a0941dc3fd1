/**
 * A business submitted on the public form, and its e-mail verification (PD9), the domain part.
 *
 *  1. `submitBusiness`: the limit per e-mail (the one per IP is `enforceSubmitIpLimit`), category and district looked up, photos checked;
 *     then ONE transaction writes the business (`email_pending`, source 'form', the spec §7 defaults), its
 *     `verifications` row (purpose 'business_email', target `business:<id>`, 24 hours, single use, only the
 *     SHA-256 of the link's token stored), the photos' attachment and the mail in the outbox. The mail is
 *     sent after the commit (a failed transaction never mails a link to nothing).
 *  2. `verifyBusinessEmail`: the link's token, once, before expiry: `email_pending` → `pending`,
 *     `emailVerified` true; the admins are told a business awaits review.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts, uploads, verifications } from '#db/schema/index.ts';
import { badRequest, conflict, isUniqueViolation } from '#platform/errors.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import { audit } from '#platform/audit.ts';
import { COLUMN_FIELDS } from '#lib/business-fields.ts';
import type { BusinessInput } from '#lib/business-input.ts';
import { pickFields } from '#features/businesses/business-columns.ts';
import { businessMessages } from '#lib/business-input.ts';
import type { SubmissionResult, VerifyResult } from '#lib/contract/listings.ts';
import { getConfig } from '#platform/config.ts';
import { randomToken, sha256Hex } from '#platform/crypto.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { confirmEmail, type ConfirmationKind } from '#features/accounts/email-confirmation.ts';
import { BUSINESS_VERIFICATION_HOURS, businessAwaitingReviewMail, businessVerificationMail } from '#lib/mail-templates.ts';
import { PHOTO_KIND, photoUrls } from '#features/uploads/photos.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';

export const submissionLimits = {
  /** Submissions per IP address (an office may add several businesses; a bot may not add hundreds). */
  submitPerIp: { limit: 10, windowSeconds: 3600 },
  /** Submissions per e-mail address (each one mails that address). */
  submitPerEmail: { limit: 5, windowSeconds: 24 * 3600 },
  /** Verification attempts per IP address. */
  verifyPerIp: { limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

export const SUBMISSION_MESSAGE =
  'İşletmeniz kaydedildi. Yayına alınması için e-posta adresinize gönderdiğimiz bağlantıyı 24 saat içinde onaylayın; onaydan sonra ekibimiz kaydı 1-3 iş günü içinde inceler.';

export const verifyMessages = {
  ok: 'E-posta adresiniz doğrulandı. İşletmeniz incelemeye alındı; sonucu 1-3 iş günü içinde e-postayla bildireceğiz.',
  invalid: 'Doğrulama bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açtığınızdan emin olun.',
  used: 'Bu doğrulama bağlantısı daha önce kullanılmış. İşletmeniz zaten incelemeye alındı.',
  /** The link opened again (decision 018), by where the listing stands now. */
  already: {
    pending: 'E-posta adresinizi daha önce doğruladınız. İşletmeniz inceleniyor; sonucu 1-3 iş günü içinde e-postayla bildireceğiz.',
    approved: 'E-posta adresinizi daha önce doğruladınız. İşletmeniz onaylandı ve yayında.',
    rejected: 'E-posta adresinizi daha önce doğruladınız. İşletmeniz incelendi ve yayına alınmadı; nedenini e-postayla bildirdik.',
  },
  expired: 'Doğrulama bağlantısının süresi dolmuş. Lütfen işletmenizi yeniden ekleyin.',
  gone: 'Bu işletme kaydı artık doğrulanamaz. Lütfen işletmenizi yeniden ekleyin.',
} as const;

/** The answer a filled honeypot gets: looks like success, nothing stored. */
export function decoyResult(input: Pick<BusinessInput, 'name' | 'category'>): SubmissionResult {
  return {
    requiresVerification: true,
    message: SUBMISSION_MESSAGE,
    business: {
      id: 100_000 + Math.floor(Math.random() * 900_000),
      name: input.name,
      category: input.category,
      categorySlug: input.category,
    },
  };
}

/**
 * Counts one submission attempt of an IP address (429 past the limit). The function calls it before it
 * even reads the body, so malformed posts and honeypot hits count as well.
 */
export async function enforceSubmitIpLimit(db: Db, ip: string): Promise<void> {
  await enforce(db, rateKey('business-submit', 'ip', ip), submissionLimits.submitPerIp);
}

/** 409 when a business with the same Google cid or place id exists (in any state): it is not added twice. */
async function refuseKnownGoogleBusiness(db: Db, input: BusinessInput): Promise<void> {
  const same = [
    input.googleCid ? eq(businesses.googleCid, input.googleCid) : undefined,
    input.googlePlaceId ? eq(businesses.googlePlaceId, input.googlePlaceId) : undefined,
  ].filter((c) => c !== undefined);
  if (!same.length) return;
  const [found] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(or(...same))
    .limit(1);
  if (found) throw conflict(businessMessages.duplicate);
}

/** Stores a validated submission (the caller has applied `enforceSubmitIpLimit` and the honeypot). */
export async function submitBusiness(db: Db, input: BusinessInput, who: { userId?: number | null }): Promise<SubmissionResult> {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, input.category))
    .limit(1);
  const [district] = await db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.slug, input.district))
    .limit(1);
  const errors: Record<string, string> = {};
  if (!category) errors.category = businessMessages.category;
  if (!district) errors.district = businessMessages.district;
  if (category && district && input.photos.length) {
    const found = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.key, input.photos), eq(uploads.kind, PHOTO_KIND), isNull(uploads.businessId)));
    if (found.length !== input.photos.length) errors.photos = businessMessages.photoKey;
  }
  if (!category || !district || Object.keys(errors).length) throw badRequest('Lütfen işaretli alanları düzeltin.', errors);
  await refuseKnownGoogleBusiness(db, input);

  await enforce(db, rateKey('business-submit', 'email', input.email), submissionLimits.submitPerEmail);

  const token = randomToken(32);
  const { id, mailId } = await db
    .transaction(async (t) => {
      const [row] = await t
        .insert(businesses)
        .values({
          // the declared fields stored as they are (name, texts, phone, WhatsApp, e-mail, website, price, hours, …)
          ...pickFields(input, COLUMN_FIELDS),
          categoryId: category.id,
          districtId: district.id,
          latitude: input.latitude === null ? null : String(input.latitude),
          longitude: input.longitude === null ? null : String(input.longitude),
          rating: '0.0',
          reviewCount: 0,
          images: input.photos.map((k) => photoUrls(k).url),
          features: [],
          isFeatured: false,
          status: 'email_pending',
          emailVerified: false,
          submitterEmail: input.email,
          submittedByUserId: who.userId ?? null,
          googleCid: input.googleCid,
          googlePlaceId: input.googlePlaceId,
          source: 'form', // also when pre-filled from a Google link (its ids are kept); 'google' is the scraper-export import
        })
        .returning({ id: businesses.id });
      const businessId = row!.id;
      if (input.photos.length) {
        const attached = await t
          .update(uploads)
          .set({ businessId })
          .where(and(inArray(uploads.key, input.photos), eq(uploads.kind, PHOTO_KIND), isNull(uploads.businessId)))
          .returning({ key: uploads.key });
        // Deleted by the cleanup or used by another submission in the meantime.
        if (attached.length !== input.photos.length) {
          throw badRequest('Lütfen işaretli alanları düzeltin.', { photos: businessMessages.photoKey });
        }
      }
      await t.insert(verifications).values({
        purpose: 'business_email',
        target: `business:${businessId}`,
        tokenHash: sha256Hex(token),
        expiresAt: sql`now() + make_interval(hours => ${BUSINESS_VERIFICATION_HOURS}::int)`,
      });
      await reindexBusinesses(t, [businessId]);
      const url = `${getConfig().publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
      const mail = businessVerificationMail({ url });
      const outboxId = await enqueueMail(t, { kind: 'business_verification', to: input.email, ...mail });
      return { id: businessId, mailId: outboxId };
    })
    .catch((err: unknown) => {
      // Two submissions of the same Google business at once: the unique index decides, the loser gets 409.
      if (isUniqueViolation(err, 'businesses_google_')) throw conflict(businessMessages.duplicate);
      throw err;
    });

  await deliverNow(db, [mailId]);
  return {
    requiresVerification: true,
    message: SUBMISSION_MESSAGE,
    business: { id, name: input.name, category: category.name, categorySlug: category.slug },
  };
}

type ConfirmedBusiness = { id: number; name: string; category: string; district: string };

const businessConfirmation: ConfirmationKind<ConfirmedBusiness> = {
  purpose: 'business_email',
  rateLimit: { name: 'business-verify', rule: submissionLimits.verifyPerIp },
  messages: verifyMessages,
  async confirm(t, id) {
    const [business] = await t
      .update(businesses)
      .set({ status: 'pending', emailVerified: true })
      .where(and(eq(businesses.id, id), eq(businesses.status, 'email_pending')))
      .returning({ id: businesses.id, name: businesses.name, categoryId: businesses.categoryId, districtId: businesses.districtId });
    if (!business) return null;
    const [names] = await t
      .select({ category: categories.name, district: districts.name })
      .from(categories)
      .innerJoin(districts, eq(districts.id, business.districtId!)) // the form always has one
      .where(eq(categories.id, business.categoryId!)); // the form always has one (only imports leave it to choose)
    return { id: business.id, name: business.name, category: names?.category ?? '', district: names?.district ?? '' };
  },
  adminMail: (b) => ({
    kind: 'business_awaiting_review',
    ...businessAwaitingReviewMail({
      businessName: b.name,
      category: b.category,
      district: b.district,
      url: `${getConfig().publicUrl}/admin`,
    }),
  }),
  audit: { action: 'business.email_verified', targetType: 'business' },
  async find(db, id) {
    const [business] = await db
      .select({ id: businesses.id, name: businesses.name, status: businesses.status })
      .from(businesses)
      .where(eq(businesses.id, id))
      .limit(1);
    return business ? { ...business, category: '', district: '' } : undefined;
  },
};

/** Confirms a listing's e-mail address with the link's token. 400 unknown, 410 used or expired. */
export async function verifyBusinessEmail(db: Db, input: { token: string; ip: string }): Promise<VerifyResult> {
  const outcome = await confirmEmail(db, businessConfirmation, input);
  const business = { id: outcome.record.id, name: outcome.record.name };
  if (outcome.state === 'already')
    return { message: verifyMessages.already[outcome.review], business, state: 'already', review: outcome.review };
  return { message: verifyMessages.ok, business, state: 'verified', review: 'pending' };
}

/** How long a submission whose e-mail was never confirmed is kept (for the admins' 'unverified' tab). */
export const UNVERIFIED_KEEP_DAYS = 30;

/**
 * Deletes submissions still `email_pending` `days` after they were sent (their link expired long ago):
 * personal data kept for nothing (KVKK: no longer than needed). Their verification rows go with them; their
 * photos are detached and marked old, so the photo cleanup (`deleteStaleUploads`) removes the files.
 * Audited. Returns how many were deleted.
 */
export async function purgeUnverifiedSubmissions(db: Db, days = UNVERIFIED_KEEP_DAYS): Promise<number> {
  return db.transaction(async (t) => {
    const stale = and(eq(businesses.status, 'email_pending'), lt(businesses.submittedAt, sql`now() - make_interval(days => ${days}::int)`));
    const ids = (await t.select({ id: businesses.id }).from(businesses).where(stale).for('update')).map((r) => r.id);
    if (ids.length === 0) return 0;
    await t
      .update(uploads)
      .set({ businessId: null, createdAt: sql`now() - interval '30 days'` })
      .where(inArray(uploads.businessId, ids));
    await t.delete(verifications).where(
      and(
        eq(verifications.purpose, 'business_email'),
        inArray(
          verifications.target,
          ids.map((id) => `business:${id}`),
        ),
      ),
    );
    await t.delete(businesses).where(and(inArray(businesses.id, ids), eq(businesses.status, 'email_pending')));
    await audit(t, { actorLabel: 'sistem', action: 'business.unverified_deleted', targetType: 'business', details: { ids, days } });
    return ids.length;
  });
}
