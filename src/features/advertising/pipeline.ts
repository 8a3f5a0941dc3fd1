/**
 * The admin pipeline of ad requests (PD16): contact_pending → contacted → customized → live → ended (and
 * cancelled before the end), each step stamped (contactedAt, customizedAt, liveAt, endedAt, cancelledAt),
 * audited and mailed to the advertiser; going live or ending schedules a rebuild (the ad appears on or
 * leaves the pre-built pages). The scheduled function ends ads at their end date and reminds the
 * advertiser 7 days before.
 */
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { adDailyStats, advertisementRequests, businesses, uploads } from '#db/schema/index.ts';
import { AD_TRANSITIONS, adContentSchema, type AdminAdRequest, type AdStatus, type adUpdateSchema } from '#lib/contract/advertising.ts';
import type { z } from '#lib/zod.ts';
import { photoUrls, PHOTO_KIND } from '#features/uploads/photos.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { badRequest, conflict, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { requestRebuild } from '#platform/rebuild.ts';
import { adRenewalMail, adStepMail } from './mails.ts';
import type { PaymentInput } from '#lib/contract/owners.ts';
import { recordPayment } from '#features/pricing/payments.ts';
import { readPrices } from '#features/pricing/prices.ts';

/** Upload kind of an ad image: not a business photo, so the unattached-photo cleanup leaves it alone. */
export const AD_IMAGE_KIND = 'ad_image';
export const RENEWAL_REMINDER_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

export interface Actor {
  id: number;
  email: string;
}

type Row = typeof advertisementRequests.$inferSelect;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function toAdmin(r: Row, stats?: { impressions: number; clicks: number }): AdminAdRequest {
  return {
    id: r.id,
    businessName: r.businessName,
    contactPerson: r.contactPerson,
    email: r.email,
    phone: r.phone,
    packageType: r.packageType,
    duration: r.duration,
    message: r.message,
    status: r.status,
    totalCost: r.totalCost,
    startDate: iso(r.startDate),
    endDate: iso(r.endDate),
    adContent: (r.adContent as Record<string, unknown> | null) ?? null,
    businessId: r.businessId,
    notes: r.notes,
    contactedAt: iso(r.contactedAt),
    customizedAt: iso(r.customizedAt),
    liveAt: iso(r.liveAt),
    endedAt: iso(r.endedAt),
    cancelledAt: iso(r.cancelledAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    impressions: stats?.impressions ?? 0,
    clicks: stats?.clicks ?? 0,
  };
}

async function statsOf(db: Db): Promise<Map<number, { impressions: number; clicks: number }>> {
  const rows = await db
    .select({
      id: adDailyStats.requestId,
      impressions: sql<string>`sum(${adDailyStats.impressions})`,
      clicks: sql<string>`sum(${adDailyStats.clicks})`,
    })
    .from(adDailyStats)
    .groupBy(adDailyStats.requestId);
  return new Map(rows.map((r) => [r.id, { impressions: Number(r.impressions ?? 0), clicks: Number(r.clicks ?? 0) }]));
}

export async function listAdRequests(db: Db, filter: { status?: AdStatus | undefined } = {}): Promise<AdminAdRequest[]> {
  const rows = await db
    .select()
    .from(advertisementRequests)
    .where(filter.status ? eq(advertisementRequests.status, filter.status) : undefined)
    .orderBy(desc(advertisementRequests.createdAt), desc(advertisementRequests.id))
    .limit(500);
  const stats = await statsOf(db);
  return rows.map((r) => toAdmin(r, stats.get(r.id)));
}

export async function getAdRequest(db: Db, id: number): Promise<AdminAdRequest> {
  const [row] = await db.select().from(advertisementRequests).where(eq(advertisementRequests.id, id));
  if (!row) throw notFound('Reklam talebi bulunamadı.');
  return toAdmin(row, (await statsOf(db)).get(id));
}

/** "2026-12-01" → that day's start (or end) in Europe/Istanbul (UTC+3 all year). */
export function istanbulDay(date: string, end = false): Date {
  return new Date(`${date}T${end ? '23:59:59' : '00:00:00'}+03:00`);
}

/** An image value of the editor: an upload key (made an ad image, so kept) or a URL already stored. */
async function resolveImage(db: Db, image: string): Promise<string> {
  if (image === '' || image.startsWith('/') || /^https?:\/\//i.test(image)) return image;
  const [found] = await db
    .update(uploads)
    .set({ kind: AD_IMAGE_KIND })
    .where(and(eq(uploads.key, image), sql`${uploads.kind} in (${PHOTO_KIND}, ${AD_IMAGE_KIND})`))
    .returning({ key: uploads.key });
  if (!found) throw badRequest('Lütfen işaretli alanları düzeltin.', { image: 'Görsel bulunamadı; lütfen yeniden yükleyin.' });
  return photoUrls(found.key).url;
}

export async function updateAdRequest(db: Db, actor: Actor, id: number, patch: z.infer<typeof adUpdateSchema>): Promise<AdminAdRequest> {
  const [current] = await db.select().from(advertisementRequests).where(eq(advertisementRequests.id, id));
  if (!current) throw notFound('Reklam talebi bulunamadı.');
  const set: Partial<typeof advertisementRequests.$inferInsert> = { updatedAt: new Date() };
  if (patch.adContent) {
    const c = adContentSchema.parse(patch.adContent);
    const image = await resolveImage(db, c.image);
    set.adContent = {
      title: c.title,
      description: c.description,
      image,
      features: c.features,
      bannerAd: c.bannerAd,
      socialMedia: { instagram: c.socialMedia.instagram, facebook: c.socialMedia.facebook },
      customLandingPage: c.customLandingPage,
      apiIntegration: c.apiIntegration,
      phone: c.phone,
      link: c.link,
    };
  }
  if (patch.startDate !== undefined) set.startDate = patch.startDate ? istanbulDay(patch.startDate) : null;
  if (patch.endDate !== undefined) set.endDate = patch.endDate ? istanbulDay(patch.endDate, true) : null;
  const start = set.startDate !== undefined ? set.startDate : current.startDate;
  const end = set.endDate !== undefined ? set.endDate : current.endDate;
  if (start && end && end.getTime() <= start.getTime())
    throw badRequest('Lütfen işaretli alanları düzeltin.', { endDate: 'Bitiş tarihi başlangıçtan sonra olmalıdır' });
  if (patch.businessId !== undefined) {
    if (patch.businessId !== null) {
      const [b] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, patch.businessId));
      if (!b) throw badRequest('Lütfen işaretli alanları düzeltin.', { businessId: 'Bu numarada bir işletme yok' });
    }
    set.businessId = patch.businessId;
  }
  if (patch.notes !== undefined) set.notes = patch.notes;
  const row = await db.transaction(async (t) => {
    const [updated] = await t.update(advertisementRequests).set(set).where(eq(advertisementRequests.id, id)).returning();
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'ad.updated',
      targetType: 'ad_request',
      targetId: id,
      details: { fields: Object.keys(patch) },
    });
    // What the public sees of a live ad changed: the pages are built again.
    if (current.status === 'live') await requestRebuild(t, `ad ${id} updated`);
    return updated!;
  });
  return toAdmin(row, (await statsOf(db)).get(id));
}

const STAMP: Partial<Record<AdStatus, keyof typeof advertisementRequests.$inferInsert>> = {
  contacted: 'contactedAt',
  customized: 'customizedAt',
  live: 'liveAt',
  ended: 'endedAt',
  cancelled: 'cancelledAt',
};

/** Moves a request one step (AD_TRANSITIONS); 409 for a move the pipeline does not allow. */
export async function transitionAdRequest(
  db: Db,
  actor: Actor | 'sistem',
  id: number,
  to: AdStatus,
  opts: { note?: string | undefined; now?: Date; payment?: PaymentInput | undefined } = {},
): Promise<AdminAdRequest> {
  const now = opts.now ?? new Date();
  const base = getConfig().publicUrl;
  const packageNames = to === 'live' && opts.payment ? new Map((await readPrices(db)).adPackages.map((p) => [p.code, p.name])) : null;
  const outcome = await db.transaction(async (t) => {
    const [current] = await t.select().from(advertisementRequests).where(eq(advertisementRequests.id, id)).for('update');
    if (!current) throw notFound('Reklam talebi bulunamadı.');
    if (!AD_TRANSITIONS[current.status].includes(to)) {
      throw conflict(`Bu talep “${current.status}” durumundan “${to}” durumuna geçirilemez.`);
    }
    const set: Partial<typeof advertisementRequests.$inferInsert> = { status: to, updatedAt: now };
    const stamp = STAMP[to];
    if (stamp) (set as Record<string, unknown>)[stamp] = now;
    if (to === 'live') {
      const content = current.adContent;
      if (!content?.title) throw conflict('Yayına almadan önce reklamın başlığını ve içeriğini kaydedin.');
      const start = current.startDate ?? now;
      set.startDate = start;
      set.endDate = current.endDate ?? new Date(start.getTime() + current.duration * 30 * DAY_MS);
      if (set.endDate.getTime() <= now.getTime())
        throw conflict('Bitiş tarihi geçmiş bir reklam yayına alınamaz; lütfen tarihleri güncelleyin.');
      // A priced ad goes live only with its recorded payment (decision 028); the free month has none.
      if (Number(current.totalCost) > 0 && !opts.payment)
        throw badRequest('Yayına almadan önce ödemeyi kaydedin: tutar, yöntem, referans ve tarih.', {
          payment: 'Ödeme bilgilerini girin.',
        });
    }
    if (opts.note) set.notes = [current.notes, `${now.toISOString().slice(0, 10)}: ${opts.note}`].filter(Boolean).join('\n');
    const [row] = await t.update(advertisementRequests).set(set).where(eq(advertisementRequests.id, id)).returning();
    await audit(t, {
      actorUserId: actor === 'sistem' ? null : actor.id,
      actorLabel: actor === 'sistem' ? 'sistem' : actor.email,
      action: `ad.${to}`,
      targetType: 'ad_request',
      targetId: id,
      details: { from: current.status },
    });
    if (to === 'live' || (to === 'ended' && current.status === 'live')) await requestRebuild(t, `ad ${id} ${to}`);
    const mail = adStepMail({
      status: to,
      businessName: row!.businessName,
      startDate: row!.startDate,
      endDate: row!.endDate,
      url: `${base}${to === 'live' ? '/advertisement-examples' : '/advertise'}`,
    });
    const mailId = mail ? await enqueueMail(t, { kind: `ad_${to}`, to: row!.email, ...mail }) : null;
    const receiptId =
      to === 'live' && opts.payment
        ? await recordPayment(
            t,
            {
              kind: 'ad',
              adRequestId: id,
              email: row!.email,
              name: row!.contactPerson,
              description: `“${row!.businessName}” reklamı: ${packageNames?.get(row!.packageType) ?? 'Reklam paketi'}, ${row!.duration} ay`,
              recordedBy: actor === 'sistem' ? null : actor.id,
            },
            opts.payment,
            `${base}/business-owner-dashboard`,
          )
        : null;
    return { row: row!, mailId, receiptId };
  });
  const ids = [outcome.mailId, outcome.receiptId].filter((x): x is number => x !== null);
  if (ids.length) await deliverNow(db, ids);
  return toAdmin(outcome.row, (await statsOf(db)).get(id));
}

/** Ends every live ad whose end date has passed (one rebuild for all); returns their ids. */
export async function endExpiredAds(db: Db, now = new Date()): Promise<number[]> {
  const due = await db
    .select({ id: advertisementRequests.id })
    .from(advertisementRequests)
    .where(and(eq(advertisementRequests.status, 'live'), lte(advertisementRequests.endDate, now)));
  const ended: number[] = [];
  for (const { id } of due) {
    try {
      await transitionAdRequest(db, 'sistem', id, 'ended', { now });
      ended.push(id);
    } catch (err) {
      // Ended by an admin in the meantime: nothing to do.
      if (!(err instanceof Error && 'status' in err && (err as { status: number }).status === 409)) throw err;
    }
  }
  return ended;
}

/** Mails the renewal reminder to live ads ending within 7 days, once per request. */
export async function sendRenewalReminders(db: Db, now = new Date()): Promise<number[]> {
  const base = getConfig().publicUrl;
  const { ids, mailIds } = await db.transaction(async (t) => {
    const rows = await t
      .update(advertisementRequests)
      .set({ renewalReminderAt: now })
      .where(
        and(
          eq(advertisementRequests.status, 'live'),
          isNull(advertisementRequests.renewalReminderAt),
          gt(advertisementRequests.endDate, now),
          lte(advertisementRequests.endDate, new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS)),
        ),
      )
      .returning();
    const mails: number[] = [];
    for (const r of rows) {
      mails.push(
        await enqueueMail(t, {
          kind: 'ad_renewal',
          to: r.email,
          ...adRenewalMail({ businessName: r.businessName, endDate: r.endDate!, url: `${base}/advertise-request` }),
        }),
      );
      await audit(t, { actorLabel: 'sistem', action: 'ad.renewal_reminded', targetType: 'ad_request', targetId: r.id });
    }
    return { ids: rows.map((r) => r.id), mailIds: mails };
  });
  await deliverNow(db, mailIds);
  return ids;
}
