/**
 * Changes to a published listing by its owner ('Düzenle', 'Fotoğraf ekle') or from an accepted suggestion:
 * a change set (before and after, only the fields that differ) in the admins' queue. The listing stays
 * online, unchanged, until an admin approves; then the change is applied through the listings' own edit
 * (`updateBusiness`: search index, category counts, rebuild, audit) and the owner is told.
 *
 * Photos: new ones are uploaded through the existing pipeline (POST /api/uploads) and named here by key;
 * they are attached to the business at once (so the unattached-photo cleanup leaves them alone) but shown
 * only after approval; a rejected change detaches them for the cleanup. The plan limits how many photos a
 * listing may have (free 5, basic 20, premium unlimited).
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businessChangeSets, businesses, businessOwners, businessSuggestions, categories, districts, uploads } from '#db/schema/index.ts';
import { CHANGE_SET_FIELDS, COLUMN_FIELDS } from '#lib/business-fields.ts';
import { businessPatchSchema, UPLOAD_KEY_RE } from '#lib/business-input.ts';
import { pickFields } from '#features/businesses/business-columns.ts';
import { PLAN_LABELS, PLAN_PHOTO_LIMITS, type Plan } from '#lib/contract/owners.ts';
import { WEEKDAYS, type OpeningHours } from '#lib/hours.ts';
import { audit } from '#platform/audit.ts';
import { faultPoint } from '#platform/fault.ts';
import { getConfig } from '#platform/config.ts';
import { badRequest, conflict, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { requestRebuild } from '#platform/rebuild.ts';
import { patchBusinessIn, purgeBusinessPages, type Actor } from '#features/listings/moderation.ts';
import { PHOTO_KIND, photoKeyOf, photoUrls } from '#features/uploads/photos.ts';
import { ownedRow } from './applications.ts';
import { changeDecidedMail } from './mails.ts';

/** What an owner may change: the add form's fields, the features, and new photos (keys from POST /api/uploads). */
export const ownerEditSchema = z.object(
  {
    patch: businessPatchSchema,
    features: z
      .array(z.string().trim().min(1).max(60, 'Bir özellik en fazla 60 karakter olabilir'), { error: 'Özellikler bir liste olmalıdır' })
      .max(20, 'En fazla 20 özellik eklenebilir')
      .optional(),
    newPhotos: z
      .array(z.string().regex(UPLOAD_KEY_RE, 'Fotoğraf bulunamadı; lütfen yeniden yükleyin'), { error: 'Fotoğraflar bir liste olmalıdır' })
      .max(50)
      .optional(),
  },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);
export type OwnerEdit = z.infer<typeof ownerEditSchema>;

/** The 409 of a decision on a change set another decision got to first. */
export const CHANGE_DECIDED = 'Bu değişiklik zaten karara bağlanmış; sayfayı yenileyin.';

/** What a change set may change: the fields src/lib/business-fields.ts declares `changeSet`. */
const EDITABLE = CHANGE_SET_FIELDS;
/** Those stored as they are in the column of the same name (category, district and coordinates are converted). */
const STORED_AS_IS = COLUMN_FIELDS.filter((k) => (CHANGE_SET_FIELDS as readonly string[]).includes(k));

export interface ChangeSetItem {
  id: number;
  businessId: number;
  businessName: string;
  source: string;
  suggestionId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  status: string;
  rejectionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The listing's current values of the editable fields, as the patch names them. */
async function currentValues(db: Db, businessId: number) {
  const [row] = await db
    .select({ b: businesses, category: categories.slug, district: districts.slug })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(districts, eq(districts.id, businesses.districtId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw notFound('İşletme bulunamadı.');
  const b = row.b;
  return {
    status: b.status,
    images: b.images,
    values: {
      ...pickFields(b, STORED_AS_IS),
      category: row.category,
      district: row.district,
      latitude: b.latitude === null ? null : Number(b.latitude),
      longitude: b.longitude === null ? null : Number(b.longitude),
      features: b.features,
    } as Record<string, unknown>,
  };
}

/** Opening hours as a list Monday to Sunday (a closed day is []): the stored jsonb orders its keys its own way. */
const canonical = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? WEEKDAYS.map((d) => (v as OpeningHours)[d] ?? []) : v);
const same = (a: unknown, b: unknown, field?: string) =>
  field === 'hours'
    ? JSON.stringify(canonical(a) ?? null) === JSON.stringify(canonical(b) ?? null)
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Writes a change set for business `businessId` (the caller checked who may). 400 when nothing changes. */
export async function proposeChange(
  db: Db,
  input: {
    businessId: number;
    ownerId: number | null;
    plan: Plan;
    edit: OwnerEdit;
    source: 'owner' | 'suggestion';
    suggestionId?: number | null;
    actorUserId: number;
  },
): Promise<ChangeSetItem> {
  const current = await currentValues(db, input.businessId);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const patch = input.edit.patch as Record<string, unknown>;
  for (const k of EDITABLE) {
    if (patch[k] === undefined) continue;
    const value = k === 'description' && patch[k] === null ? '' : patch[k];
    if (!same(value, current.values[k], k)) {
      before[k] = current.values[k];
      after[k] = value;
    }
  }
  if (input.edit.features && !same(input.edit.features, current.values.features)) {
    before.features = current.values.features;
    after.features = input.edit.features;
  }
  const newPhotos = [...new Set(input.edit.newPhotos ?? [])];
  if (newPhotos.length) {
    const limit = PLAN_PHOTO_LIMITS[input.plan];
    // The limit counts the photos online and those of change sets still waiting, so waiting edits cannot pass it.
    const taken = current.images.length + (await pendingPhotoCount(db, input.businessId));
    if (limit !== null && taken + newPhotos.length > limit) {
      const left = Math.max(0, limit - taken);
      throw badRequest(
        `${PLAN_LABELS[input.plan]} planda en fazla ${limit} fotoğraf olabilir; onay bekleyenlerle birlikte ${left} fotoğraf daha ekleyebilirsiniz.`,
        { newPhotos: `En fazla ${left} fotoğraf daha ekleyebilirsiniz.` },
      );
    }
    // Only photos this account uploaded and nobody has attached yet.
    const found = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(
          inArray(uploads.key, newPhotos),
          eq(uploads.kind, PHOTO_KIND),
          isNull(uploads.businessId),
          eq(uploads.ownerUserId, input.actorUserId),
        ),
      );
    if (found.length !== newPhotos.length)
      throw badRequest('Lütfen işaretli alanları düzeltin.', { newPhotos: 'Fotoğraf bulunamadı; lütfen yeniden yükleyin' });
    before.images = current.images;
    after.images = [...current.images, ...newPhotos.map((k) => photoUrls(k).url)];
  }
  if (Object.keys(after).length === 0) throw badRequest('Değişiklik yok: gönderdiğiniz bilgiler işletme sayfasındakilerle aynı.');

  const row = await db.transaction(async (t) => {
    if (newPhotos.length) {
      const attached = await t
        .update(uploads)
        .set({ businessId: input.businessId })
        .where(
          and(
            inArray(uploads.key, newPhotos),
            eq(uploads.kind, PHOTO_KIND),
            isNull(uploads.businessId),
            eq(uploads.ownerUserId, input.actorUserId),
          ),
        )
        .returning({ key: uploads.key });
      if (attached.length !== newPhotos.length)
        throw badRequest('Lütfen işaretli alanları düzeltin.', { newPhotos: 'Fotoğraf bulunamadı; lütfen yeniden yükleyin' });
    }
    const [created] = await t
      .insert(businessChangeSets)
      .values({
        businessId: input.businessId,
        ownerId: input.ownerId,
        suggestionId: input.suggestionId ?? null,
        source: input.source,
        before,
        after,
      })
      .returning();
    await audit(t, {
      actorUserId: input.actorUserId,
      actorLabel: `user:${input.actorUserId}`,
      action: 'change.proposed',
      targetType: 'business',
      targetId: input.businessId,
      details: { changeId: created!.id, fields: Object.keys(after) },
    });
    return created!;
  });
  return toItem(row, '');
}

/** The photos a change set adds (its `after.images` not in its `before.images`). */
function addedPhotos(c: { before: Record<string, unknown>; after: Record<string, unknown> }): string[] {
  if (!Array.isArray(c.after.images)) return [];
  const before = (c.before.images as string[] | undefined) ?? [];
  return (c.after.images as string[]).filter((u) => !before.includes(u));
}

/** Photos the listing's pending change sets would add. */
async function pendingPhotoCount(db: Db, businessId: number): Promise<number> {
  const rows = await db
    .select({ before: businessChangeSets.before, after: businessChangeSets.after })
    .from(businessChangeSets)
    .where(and(eq(businessChangeSets.businessId, businessId), eq(businessChangeSets.status, 'pending')));
  return rows.reduce((n, r) => n + addedPhotos(r).length, 0);
}

function toItem(r: typeof businessChangeSets.$inferSelect, businessName: string): ChangeSetItem {
  return {
    id: r.id,
    businessId: r.businessId,
    businessName,
    source: r.source,
    suggestionId: r.suggestionId,
    before: r.before,
    after: r.after,
    status: r.status,
    rejectionReason: r.rejectionReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** Change sets an account may send an hour (each one is an admin's work). */
export const changeLimit: RateLimitRule = { limit: 20, windowSeconds: 3600 };

/** The owner's edit of their listing (403/404/409 via `ownedRow`; 429 above `changeLimit`). */
export async function ownerProposeChange(db: Db, ownerId: number, userId: number, edit: OwnerEdit): Promise<ChangeSetItem> {
  const owner = await ownedRow(db, ownerId, userId);
  await enforce(db, rateKey('owner-change', 'user', userId), changeLimit);
  return proposeChange(db, {
    businessId: owner.businessId,
    ownerId: owner.id,
    plan: owner.subscriptionPlan as Plan,
    edit,
    source: 'owner',
    actorUserId: userId,
  });
}

export async function ownerChanges(db: Db, ownerId: number, userId: number): Promise<ChangeSetItem[]> {
  const owner = await ownedRow(db, ownerId, userId);
  const rows = await db
    .select()
    .from(businessChangeSets)
    .where(eq(businessChangeSets.businessId, owner.businessId))
    .orderBy(desc(businessChangeSets.id))
    .limit(50);
  return rows.map((r) => toItem(r, owner.businessName));
}

export async function pendingChanges(db: Db): Promise<ChangeSetItem[]> {
  const rows = await db
    .select({ c: businessChangeSets, name: businesses.name })
    .from(businessChangeSets)
    .innerJoin(businesses, eq(businesses.id, businessChangeSets.businessId))
    .where(eq(businessChangeSets.status, 'pending'))
    .orderBy(asc(businessChangeSets.id))
    .limit(200);
  return rows.map((r) => toItem(r.c, r.name));
}

async function ownerToTell(db: Db, ownerId: number | null) {
  if (ownerId === null) return null;
  const [o] = await db.select().from(businessOwners).where(eq(businessOwners.id, ownerId)).limit(1);
  return o ?? null;
}

/**
 * Publishes a change set, in one transaction with its decision: the set moves from `pending` to `approved`
 * (`UPDATE … WHERE status = 'pending'`, which also locks it), so a concurrent reject (or a second approve)
 * waits and then gets 409; a crash leaves either nothing or everything (the listing's change, the decision,
 * the mail in the outbox). 404 unknown, 409 already decided or sent by someone who no longer owns the listing.
 */
export async function approveChange(db: Db, actor: Actor, changeId: number): Promise<ChangeSetItem> {
  const mailIds: number[] = [];
  const outcome = await db.transaction(async (t) => {
    const [c] = await t
      .update(businessChangeSets)
      .set({ status: 'approved', decidedAt: sql`now()` })
      .where(and(eq(businessChangeSets.id, changeId), eq(businessChangeSets.status, 'pending')))
      .returning();
    if (!c) {
      const [exists] = await t
        .select({ id: businessChangeSets.id })
        .from(businessChangeSets)
        .where(eq(businessChangeSets.id, changeId))
        .limit(1);
      if (!exists) throw notFound('Değişiklik bulunamadı.');
      throw conflict(CHANGE_DECIDED);
    }
    const owner = await ownerToTell(t, c.ownerId);
    if (c.ownerId !== null && (!owner || owner.status !== 'approved' || owner.businessId !== c.businessId)) {
      throw conflict('Bu değişikliği gönderen kişi artık işletmenin sahibi değil; değişikliği reddedin.');
    }
    const after = c.after;
    const patch: Record<string, unknown> = {};
    for (const k of EDITABLE) if (k in after) patch[k] = after[k];
    // Locks the business row (also when nothing of the form changes) before its images are read.
    const { purge } = await patchBusinessIn(t, actor, c.businessId, patch as never);
    const [now] = await t
      .select({ images: businesses.images, status: businesses.status })
      .from(businesses)
      .where(eq(businesses.id, c.businessId))
      .for('update');
    const extra: Partial<typeof businesses.$inferInsert> = {};
    if (Array.isArray(after.features)) extra.features = after.features as string[];
    if (Array.isArray(after.images)) {
      // Photos removed meanwhile by an admin stay removed; new ones are added at the end.
      const added = (after.images as string[]).filter((u) => !((c.before.images as string[] | undefined) ?? []).includes(u));
      extra.images = [...(now?.images ?? []), ...added.filter((u) => !(now?.images ?? []).includes(u))];
      // The plan's limit holds at approval too: several change sets sent together must not pass it.
      const plan = (owner?.subscriptionPlan ?? 'free') as Plan;
      const limit = PLAN_PHOTO_LIMITS[plan];
      if (limit !== null && extra.images.length > limit && extra.images.length > (now?.images.length ?? 0)) {
        throw conflict(
          `${PLAN_LABELS[plan]} planda en fazla ${limit} fotoğraf olabilir; bu değişiklikle ${extra.images.length} olur. Değişikliği reddedin ya da önce fotoğraf kaldırın.`,
        );
      }
    }
    if (Object.keys(extra).length) {
      await t.update(businesses).set(extra).where(eq(businesses.id, c.businessId));
      await requestRebuild(t, `business ${c.businessId} change ${c.id}`);
    }
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'change.approved',
      targetType: 'business',
      targetId: c.businessId,
      details: { changeId: c.id },
    });
    // Tests kill the process here: the listing changed, the decision and the mail not yet committed.
    faultPoint('change-approve');
    if (owner && owner.notifyByEmail) {
      const [b] = await t.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, c.businessId));
      const mail = changeDecidedMail({
        ownerName: owner.ownerName,
        businessName: b?.name ?? owner.businessName,
        approved: true,
        url: `${getConfig().publicUrl}/business-owner-dashboard`,
      });
      mailIds.push(await enqueueMail(t, { kind: 'owner_change_approved', to: owner.email, ...mail }));
    }
    return { row: c, purge: purge || (Object.keys(extra).length > 0 && now?.status === 'approved') };
  });
  if (outcome.purge) await purgeBusinessPages(db, [outcome.row.businessId]);
  await deliverNow(db, mailIds);
  return toItem(outcome.row, '');
}

export async function rejectChange(db: Db, actor: Actor, changeId: number, reason: string): Promise<ChangeSetItem> {
  const mailIds: number[] = [];
  const row = await db.transaction(async (t) => {
    const [c] = await t.select().from(businessChangeSets).where(eq(businessChangeSets.id, changeId)).limit(1).for('update');
    if (!c) throw notFound('Değişiklik bulunamadı.');
    if (c.status !== 'pending') throw conflict(CHANGE_DECIDED);
    const added = Array.isArray(c.after.images)
      ? (c.after.images as string[]).filter((u) => !((c.before.images as string[] | undefined) ?? []).includes(u))
      : [];
    const keys = added.map(photoKeyOf).filter((k): k is string => k !== null);
    // The photos of a refused change go back to the cleanup of unattached photos.
    if (keys.length)
      await t
        .update(uploads)
        .set({ businessId: null, createdAt: sql`now() - interval '30 days'` })
        .where(and(inArray(uploads.key, keys), eq(uploads.kind, PHOTO_KIND)));
    if (c.suggestionId !== null)
      await t.update(businessSuggestions).set({ status: 'dismissed' }).where(eq(businessSuggestions.id, c.suggestionId));
    const [updated] = await t
      .update(businessChangeSets)
      .set({ status: 'rejected', rejectionReason: reason, decidedAt: sql`now()` })
      .where(eq(businessChangeSets.id, c.id))
      .returning();
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'change.rejected',
      targetType: 'business',
      targetId: c.businessId,
      details: { changeId: c.id },
    });
    const owner = await ownerToTell(t, c.ownerId);
    if (owner && owner.notifyByEmail) {
      const mail = changeDecidedMail({
        ownerName: owner.ownerName,
        businessName: owner.businessName,
        approved: false,
        reason,
        url: `${getConfig().publicUrl}/business-owner-dashboard`,
      });
      mailIds.push(await enqueueMail(t, { kind: 'owner_change_rejected', to: owner.email, ...mail }));
    }
    return updated!;
  });
  await deliverNow(db, mailIds);
  return toItem(row, '');
}
