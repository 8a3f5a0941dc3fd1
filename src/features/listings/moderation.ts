/**
 * The admin's moderation of businesses (PD9), the domain part: the queue, everything submitted,
 * edits before approval, approve (one or many) and reject with a reason. Functions check the admin and
 * the second factor; every action here writes the audit log.
 *
 * Approval sets `approved` + `approvedAt`, refreshes the category counts, reindexes the search and
 * requests a rebuild (src/platform/rebuild.ts): the business is in search and on the map at once, its page is
 * rendered on demand until the rebuild pre-renders it (decision 010), and the CDN's cached copy of that page
 * (a 404 before approval) is purged. An edit of an approved business reindexes, purges and requests a
 * rebuild too; so does rejecting an approved one.
 * Approval and rejection e-mail the submitter (rejection with the reason).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts, uploads, users } from '#db/schema/index.ts';
import { badRequest, conflict, notFound, unprocessable } from '#platform/errors.ts';
import { refreshCategoryCounts } from '#features/businesses/public.ts';
import { pickFields } from '#features/businesses/business-columns.ts';
import { COLUMN_FIELDS, PUBLIC_DETAIL_FIELDS } from '#lib/business-fields.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import { audit } from '#platform/audit.ts';
import { businessLimits, businessMessages, type BusinessPatch } from '#lib/business-input.ts';
import { getConfig } from '#platform/config.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { businessApprovedMail, businessRejectedMail } from '#lib/mail-templates.ts';
import { PHOTO_KIND, photoKeyOf, photoUrls } from '#features/uploads/photos.ts';
import { businessCacheTags, purgePages, requestRebuild } from '#platform/rebuild.ts';
import { foldTurkish } from '#lib/turkish.ts';
import { BUSINESS_STATUSES, type BusinessStatus, type ModerationList, type ModerationRecord } from '#lib/contract/moderation.ts';

export const BULK_APPROVE_MAX = 100;

/** Who acts: the admin's user id and e-mail (for the audit log). */
export interface Actor {
  id: number;
  email: string;
}

/** Purges the CDN's copies of these businesses' on-demand pages (Netlify only), after the change is committed. */
export async function purgeBusinessPages(db: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db
    .select({ id: businesses.id, categorySlug: categories.slug })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(inArray(businesses.id, [...ids]));
  await purgePages(rows.flatMap((r) => businessCacheTags(r.id, r.categorySlug)));
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------
export const moderationQuerySchema = z.object({
  status: z.enum(BUSINESS_STATUSES, { error: 'Durum email_pending, pending, approved veya rejected olmalıdır' }).default('pending'),
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional(),
  category: z.string().trim().max(80).optional(),
  district: z.string().trim().max(80).optional(),
  limit: z.coerce
    .number({ error: 'Sayfa boyutu 1-100 arasında olmalıdır' })
    .int()
    .min(1, 'Sayfa boyutu 1-100 arasında olmalıdır')
    .max(100, 'Sayfa boyutu 1-100 arasında olmalıdır')
    .default(50),
  offset: z.coerce
    .number({ error: 'Başlangıç 0 veya daha büyük olmalıdır' })
    .int()
    .min(0, 'Başlangıç 0 veya daha büyük olmalıdır')
    .max(1_000_000)
    .default(0),
});
export type ModerationQuery = z.output<typeof moderationQuerySchema>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listForModeration(db: Db, query: ModerationQuery): Promise<ModerationList> {
  const conditions: SQL[] = [eq(businesses.status, query.status)];
  if (query.category && query.category !== 'all') conditions.push(eq(categories.slug, query.category));
  if (query.district && query.district !== 'all') conditions.push(eq(districts.slug, query.district));
  if (query.q) {
    const folded = foldTurkish(query.q);
    const raw = likeEscape(query.q.trim());
    const ors: SQL[] = [ilike(businesses.submitterEmail, `%${raw}%`), ilike(businesses.email, `%${raw}%`)];
    if (folded) ors.push(sql`${businesses.searchKey} LIKE ${`%${likeEscape(folded)}%`}`);
    if (/^\d{1,9}$/.test(query.q.trim())) ors.push(eq(businesses.id, Number(query.q.trim())));
    conditions.push(or(...ors)!);
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        categorySlug: categories.slug,
        categoryName: categories.name,
        districtSlug: districts.slug,
        districtName: districts.name,
        address: businesses.address,
        submitterName: businesses.submitterName,
        submitterEmail: businesses.submitterEmail,
        emailVerified: businesses.emailVerified,
        status: businesses.status,
        source: businesses.source,
        featuredRequested: businesses.featuredRequested,
        isFeatured: businesses.isFeatured,
        submittedAt: businesses.submittedAt,
        images: businesses.images,
        rejectionReason: businesses.rejectionReason,
      })
      .from(businesses)
      // left: a row an import could not decide the category of waits here for an admin to choose one
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .leftJoin(districts, eq(districts.id, businesses.districtId));
  // The queue is oldest first (first come, first served); decided lists newest first.
  const order =
    query.status === 'pending' || query.status === 'email_pending'
      ? [asc(businesses.submittedAt), asc(businesses.id)]
      : [desc(businesses.submittedAt), desc(businesses.id)];
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .leftJoin(districts, eq(districts.id, businesses.districtId))
      .where(where),
  ]);
  return {
    total: Number(totals[0]?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.categorySlug !== null && r.categoryName !== null ? { slug: r.categorySlug, name: r.categoryName } : null,
      district: r.districtSlug !== null && r.districtName !== null ? { slug: r.districtSlug, name: r.districtName } : null,
      address: r.address,
      submitterName: r.submitterName,
      submitterEmail: r.submitterEmail,
      emailVerified: r.emailVerified,
      status: query.status, // every row has the status the list filters on
      source: r.source,
      featuredRequested: r.featuredRequested,
      isFeatured: r.isFeatured,
      submittedAt: r.submittedAt.toISOString(),
      image: r.images[0] ?? null,
      rejectionReason: r.rejectionReason,
    })),
  };
}

/** Everything stored about a business, for the admin's review (not the search internals). */
export async function getForModeration(db: Db, id: number): Promise<ModerationRecord> {
  const [row] = await db
    .select({
      b: businesses,
      category: { id: categories.id, slug: categories.slug, name: categories.name },
      district: { id: districts.id, slug: districts.slug, name: districts.name },
      submittedBy: { id: users.id, name: users.name, email: users.email },
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(districts, eq(districts.id, businesses.districtId))
    .leftJoin(users, eq(users.id, businesses.submittedByUserId))
    .where(eq(businesses.id, id))
    .limit(1);
  // A row of an import still being written (status `importing`) is nobody's to see yet.
  if (!row || row.b.status === 'importing') throw notFound('İşletme bulunamadı.');
  const b = row.b;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: b.id,
    name: b.name,
    category: row.category?.id ? row.category : null,
    subcategory: b.subcategory,
    description: b.description,
    address: b.address,
    district: row.district?.id ? row.district : null,
    latitude: b.latitude === null ? null : Number(b.latitude),
    longitude: b.longitude === null ? null : Number(b.longitude),
    phone: b.phone,
    ...pickFields(b, PUBLIC_DETAIL_FIELDS),
    rating: Number(b.rating),
    reviewCount: b.reviewCount,
    priceRange: b.priceRange,
    images: b.images,
    photos: b.images.map((url) => {
      const key = photoKeyOf(url);
      return { url, thumbUrl: key ? photoUrls(key).thumbUrl : url, key };
    }),
    features: b.features,
    hours: b.hours,
    specialHours: b.specialHours ?? null,
    isOpen: b.isOpen,
    isFeatured: b.isFeatured,
    featuredRequested: b.featuredRequested,
    status: row.b.status,
    emailVerified: b.emailVerified,
    submitterName: b.submitterName,
    submitterEmail: b.submitterEmail,
    submittedBy: row.submittedBy?.id ? row.submittedBy : null,
    source: b.source,
    rejectionReason: b.rejectionReason,
    googlePlaceId: b.googlePlaceId,
    googleCid: b.googleCid,
    submittedAt: b.submittedAt.toISOString(),
    approvedAt: iso(b.approvedAt),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Edit
// ---------------------------------------------------------------------------------------------
/** The admin's edit: the form's fields (any subset), isFeatured, and `images` to reorder or drop images. */
export const adminPatchExtraSchema = z.object({
  images: z.array(z.string().max(500), { error: 'Görseller bir liste olmalıdır' }).max(20, 'En fazla 20 görsel olabilir').optional(),
});

export async function updateBusiness(db: Db, actor: Actor, id: number, patch: BusinessPatch, images?: string[]): Promise<ModerationRecord> {
  const { purge } = await db.transaction((t) => patchBusinessIn(t, actor, id, patch, images));
  if (purge) await purgeBusinessPages(db, [id]);
  return getForModeration(db, id);
}

/**
 * The edit's work inside the caller's transaction `db` (an admin's edit, or an owner's change set being
 * approved in the same transaction as its decision): validates, writes, reindexes, requests the rebuild and
 * audits; the business row is locked first. `purge`: the caller purges the public pages after the commit.
 */
export async function patchBusinessIn(
  db: Db,
  actor: Actor,
  id: number,
  patch: BusinessPatch,
  images?: string[],
): Promise<{ purge: boolean }> {
  const [current] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1).for('update');
  // A row of an import still being written is nobody's to change yet.
  if (!current || current.status === 'importing') throw notFound('İşletme bulunamadı.');
  const set: Partial<typeof businesses.$inferInsert> = {};
  const errors: Record<string, string> = {};

  if (patch.category !== undefined) {
    const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, patch.category)).limit(1);
    if (c) set.categoryId = c.id;
    else errors.category = businessMessages.category;
  }
  if (patch.district !== undefined) {
    const [d] = await db.select({ id: districts.id }).from(districts).where(eq(districts.slug, patch.district)).limit(1);
    if (d) set.districtId = d.id;
    else errors.district = businessMessages.district;
  }
  if (images !== undefined && patch.photos !== undefined) errors.images = 'Görselleri ya da fotoğrafları gönderin, ikisini birden değil';
  if (images !== undefined) {
    if (images.some((u) => !current.images.includes(u)) || new Set(images).size !== images.length) {
      errors.images = 'Yalnızca işletmenin mevcut görselleri sıralanabilir veya çıkarılabilir';
    } else set.images = images;
  }
  let newKeys: string[] = [];
  if (patch.photos !== undefined) {
    const ownKeys = new Set(current.images.map(photoKeyOf).filter((k): k is string => k !== null));
    newKeys = patch.photos.filter((k) => !ownKeys.has(k));
    if (newKeys.length) {
      const found = await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(inArray(uploads.key, newKeys), eq(uploads.kind, PHOTO_KIND), isNull(uploads.businessId)));
      if (found.length !== newKeys.length) errors.photos = businessMessages.photoKey;
    }
    set.images = patch.photos.map((k) => photoUrls(k).url);
  }
  if (Object.keys(errors).length) throw badRequest('Lütfen işaretli alanları düzeltin.', errors);

  // the declared fields stored as they are, and the admin's own isFeatured
  const copy = [...COLUMN_FIELDS, 'isFeatured'] as const;
  for (const k of copy) if (patch[k] !== undefined) (set as Record<string, unknown>)[k] = patch[k];
  // The admin's own choice: an owner's plan ending later leaves it as the admin set it (owners/admin.ts applyFeatured).
  if (patch.isFeatured !== undefined) set.featuredByPlan = false;
  if (patch.description === null) set.description = '';
  if (patch.latitude !== undefined) set.latitude = patch.latitude === null ? null : String(patch.latitude);
  if (patch.longitude !== undefined) set.longitude = patch.longitude === null ? null : String(patch.longitude);
  const changed = Object.keys(set);
  if (changed.length === 0) return { purge: false };

  await db.update(businesses).set(set).where(eq(businesses.id, id));
  if (newKeys.length) {
    const attached = await db
      .update(uploads)
      .set({ businessId: id })
      .where(and(inArray(uploads.key, newKeys), eq(uploads.kind, PHOTO_KIND), isNull(uploads.businessId)))
      .returning({ key: uploads.key });
    if (attached.length !== newKeys.length) throw badRequest('Lütfen işaretli alanları düzeltin.', { photos: businessMessages.photoKey });
  }
  await reindexBusinesses(db, [id]);
  if (current.status === 'approved') {
    if (set.categoryId !== undefined && set.categoryId !== current.categoryId) await refreshCategoryCounts(db);
    await requestRebuild(db, `business ${id} edited`);
  }
  await audit(db, {
    actorUserId: actor.id,
    actorLabel: actor.email,
    action: 'business.updated',
    targetType: 'business',
    targetId: id,
    details: { fields: changed },
  });
  return { purge: current.status === 'approved' };
}

// ---------------------------------------------------------------------------------------------
// Approve and reject
// ---------------------------------------------------------------------------------------------
/** The 422 of approving a business whose category is still to be chosen (decision 015). */
export const categoryToChooseMessage = 'Bu işletmenin kategorisi seçilmedi. Onaylamadan önce bir kategori seçin.';
/** The 422 of approving a business an OpenStreetMap import could not place in a district. */
export const districtToChooseMessage = 'Bu işletmenin ilçesi seçilmedi. Onaylamadan önce bir ilçe seçin.';

/**
 * Approves the given businesses that are not approved yet; returns the ids approved now. A business without
 * a category (an import could not decide it) is never approved: it is left in the queue, and
 * `chooseCategory` (a category id, one business) sets it in the same transaction. `mailSubmitters: false`
 * when the caller sends its own mail about it (an owner's application: one combined mail).
 */
export async function approveBusinesses(
  db: Db,
  actor: Actor,
  ids: readonly number[],
  opts: { mailSubmitters?: boolean; chooseCategory?: number; chooseDistrict?: number; from?: BusinessStatus } = {},
): Promise<number[]> {
  if (new Set(ids).size === 0) return [];
  const { approved, mailIds } = await db.transaction((t) => approveBusinessesIn(t, actor, ids, opts));
  await purgeBusinessPages(db, approved);
  await deliverNow(db, mailIds);
  return approved;
}

/**
 * `approveBusinesses`' work inside the caller's transaction `t` (an owner's application approves its new
 * business in the same transaction as the application): returns the ids approved and the mails queued; the
 * caller purges the pages and delivers the mails after the commit.
 */
export async function approveBusinessesIn(
  t: Db,
  actor: Actor,
  ids: readonly number[],
  opts: { mailSubmitters?: boolean; chooseCategory?: number; chooseDistrict?: number; from?: BusinessStatus } = {},
): Promise<{ approved: number[]; mailIds: number[] }> {
  const { chooseCategory, chooseDistrict } = opts;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { approved: [], mailIds: [] };
  if (chooseCategory !== undefined || chooseDistrict !== undefined) {
    await t
      .update(businesses)
      .set({
        ...(chooseCategory !== undefined ? { categoryId: chooseCategory } : {}),
        ...(chooseDistrict !== undefined ? { districtId: chooseDistrict } : {}),
      })
      .where(and(inArray(businesses.id, unique), ne(businesses.status, 'importing')));
  }
  const rows = await t
    .update(businesses)
    .set({ status: 'approved', approvedAt: sql`now()`, rejectionReason: null })
    .where(
      and(
        inArray(businesses.id, unique),
        inArray(businesses.status, opts.from && opts.from !== 'approved' ? [opts.from] : ['pending', 'email_pending', 'rejected']),
        isNotNull(businesses.categoryId),
        isNotNull(businesses.districtId),
      ),
    )
    .returning({
      id: businesses.id,
      name: businesses.name,
      submitterName: businesses.submitterName,
      submitterEmail: businesses.submitterEmail,
      source: businesses.source,
    });
  if (rows.length === 0) return { approved: [], mailIds: [] };
  const approvedIds = rows.map((r) => r.id);
  await reindexBusinesses(t, approvedIds);
  await refreshCategoryCounts(t);
  await requestRebuild(t, rows.length === 1 ? 'business approved' : `${rows.length} businesses approved`);
  const mailIds: number[] = [];
  for (const r of rows) {
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'business.approved',
      targetType: 'business',
      targetId: r.id,
      details: rows.length > 1 ? { bulk: rows.length } : {},
    });
    if (r.submitterEmail && r.source === 'form' && opts.mailSubmitters !== false) {
      const mail = businessApprovedMail({
        businessName: r.name,
        submitterName: r.submitterName,
        url: `${getConfig().publicUrl}/business/${r.id}`,
      });
      mailIds.push(await enqueueMail(t, { kind: 'business_approved', to: r.submitterEmail, ...mail }));
    }
  }
  return { approved: approvedIds, mailIds };
}

/** The status the admin saw when deciding: the decision is taken only from it (409 when it changed meanwhile). */
const fromStatus = z.enum(BUSINESS_STATUSES, { error: 'Durum email_pending, pending, approved veya rejected olmalıdır' }).optional();

const STATUS_LABEL: Record<string, string> = {
  email_pending: 'e-posta doğrulaması bekliyor',
  pending: 'onay bekliyor',
  approved: 'onaylandı',
  rejected: 'reddedildi',
};

/** The 409 of a decision on a business whose status changed after the admin looked (another admin decided). */
export const statusChanged = (now: string) =>
  conflict(`Bu işletmenin durumu siz baktıktan sonra değişti (şimdi: ${STATUS_LABEL[now] ?? now}). Sayfayı yenileyip yeniden karar verin.`);

export const approveSchema = z.object(
  {
    category: z
      .string({ error: businessMessages.category })
      .trim()
      .min(1, businessMessages.category)
      .max(80, businessMessages.category)
      .optional(),
    /** For a business an OpenStreetMap import could not place ("İlçe seçilmeli"): the district's slug. */
    district: z
      .string({ error: businessMessages.district })
      .trim()
      .min(1, businessMessages.district)
      .max(80, businessMessages.district)
      .optional(),
    from: fromStatus,
  },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);

/**
 * Approves one business, with the category or district chosen now (`choice`, slugs, for one an import could
 * not decide); 404 unknown, 409 already approved, 422 without a category or a district, or with an unknown one.
 */
export async function approveBusiness(
  db: Db,
  actor: Actor,
  id: number,
  choice: { category?: string | undefined; district?: string | undefined } = {},
  from?: BusinessStatus,
): Promise<ModerationRecord> {
  const categorySlug = choice.category;
  const [row] = await db
    .select({ status: businesses.status, categoryId: businesses.categoryId, districtId: businesses.districtId })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  if (!row || row.status === 'importing') throw notFound('İşletme bulunamadı.');
  if (row.status === 'approved') throw conflict('Bu işletme zaten onaylanmış.');
  if (from !== undefined && row.status !== from) throw statusChanged(row.status);
  let chosen: number | undefined;
  if (categorySlug !== undefined) {
    const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, categorySlug)).limit(1);
    if (!c) throw unprocessable(businessMessages.category, { category: businessMessages.category });
    chosen = c.id;
  } else if (row.categoryId === null) throw unprocessable(categoryToChooseMessage, { category: categoryToChooseMessage });
  let chosenDistrict: number | undefined;
  if (choice.district !== undefined) {
    const [d] = await db.select({ id: districts.id }).from(districts).where(eq(districts.slug, choice.district)).limit(1);
    if (!d) throw unprocessable(businessMessages.district, { district: businessMessages.district });
    chosenDistrict = d.id;
  } else if (row.districtId === null) throw unprocessable(districtToChooseMessage, { district: districtToChooseMessage });
  const done = await approveBusinesses(db, actor, [id], {
    ...(chosen === undefined ? {} : { chooseCategory: chosen }),
    ...(chosenDistrict === undefined ? {} : { chooseDistrict: chosenDistrict }),
    ...(from === undefined ? {} : { from }),
  });
  if (done.length === 0) {
    const [now] = await db.select({ status: businesses.status }).from(businesses).where(eq(businesses.id, id)).limit(1);
    throw now && now.status !== 'approved' ? statusChanged(now.status) : conflict('Bu işletme zaten onaylanmış.');
  }
  return getForModeration(db, id);
}

/** Rejecting a business: the reason, and the status the admin saw (`from`). */
export const businessRejectSchema = () => rejectSchema.extend({ from: fromStatus });

export const rejectSchema = z.object(
  {
    reason: z
      .string({ error: 'Ret nedeni gereklidir' })
      .trim()
      .min(5, 'Ret nedenini en az 5 karakterle yazın; işletme sahibine e-postayla gönderilir')
      .max(businessLimits.rejectionReason, `Ret nedeni en fazla ${businessLimits.rejectionReason} karakter olabilir`),
  },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);

/** Rejects a business with a reason e-mailed to the submitter. 404 unknown, 409 already rejected. */
export async function rejectBusiness(db: Db, actor: Actor, id: number, reason: string, from?: BusinessStatus): Promise<ModerationRecord> {
  const outcome = await db.transaction(async (t) => {
    const [before] = await t.select({ status: businesses.status }).from(businesses).where(eq(businesses.id, id)).limit(1).for('update');
    if (!before || before.status === 'importing') throw notFound('İşletme bulunamadı.');
    if (before.status === 'rejected') throw conflict('Bu işletme zaten reddedilmiş.');
    if (from !== undefined && before.status !== from) throw statusChanged(before.status);
    const [row] = await t
      .update(businesses)
      .set({ status: 'rejected', rejectionReason: reason, approvedAt: null, isFeatured: false })
      .where(eq(businesses.id, id))
      .returning({ name: businesses.name, submitterName: businesses.submitterName, submitterEmail: businesses.submitterEmail });
    if (before.status === 'approved') {
      // It leaves the public pages, the lists and the counts.
      await refreshCategoryCounts(t);
      await requestRebuild(t, `business ${id} rejected`);
    }
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'business.rejected',
      targetType: 'business',
      targetId: id,
      details: { reason, previousStatus: before.status },
    });
    let mailId: number | null = null;
    if (row!.submitterEmail) {
      const mail = businessRejectedMail({
        businessName: row!.name,
        submitterName: row!.submitterName,
        reason,
        url: `${getConfig().publicUrl}/add-business`,
      });
      mailId = await enqueueMail(t, { kind: 'business_rejected', to: row!.submitterEmail, ...mail });
    }
    return { mailId, wasApproved: before.status === 'approved' };
  });
  if (outcome.wasApproved) await purgeBusinessPages(db, [id]);
  if (outcome.mailId !== null) await deliverNow(db, [outcome.mailId]);
  return getForModeration(db, id);
}
