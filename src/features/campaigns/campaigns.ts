/**
 * Campaigns and announcements (decision 031), a paid-plan capability (#lib/plan-capabilities.ts `campaigns`):
 *  1. `createCampaign`: an approved owner of the business, whose plan has campaigns, posts one; it waits as
 *     `pending`. Rate limited per account; at most `OPEN_PER_BUSINESS` pending or running ones per business.
 *  2. `decideCampaign`: an admin approves or rejects it with a reason: one transaction locking the row, only
 *     from `pending` and only the version the admin read (a second admin gets 409), audited; the owner is told
 *     by mail through the outbox; an approval requests a rebuild and purges the business's on-demand pages.
 *  3. `withdrawCampaign`: the owner takes a pending or approved one back (the pages follow as in 2).
 *  4. `campaignDayTurn`: at Istanbul midnight, a rebuild when a campaign starts or ended (pre-built pages).
 * Which campaigns are current, for the pages and the cards: ./current.ts.
 */
import { and, asc, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businessCampaigns, businesses, businessOwners, users } from '#db/schema/index.ts';
import {
  CAMPAIGN_LIMITS,
  campaignMessages,
  daysBetween,
  type AdminCampaign,
  type AdminCampaignList,
  type CampaignKind,
  type CampaignStatus,
  type OwnerCampaign,
} from '#lib/contract/campaigns.ts';
import { PLAN_LABELS, type Plan } from '#lib/contract/owners.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { lowestPlanWith, planCapabilities } from '#lib/plan-capabilities.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { badRequest, conflict, forbidden, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { requestRebuild } from '#platform/rebuild.ts';
import { purgeBusinessPage } from '#features/reviews/aggregate.ts';
import { campaignApprovedMail, campaignRejectedMail } from './mails.ts';

export const campaignLimits = {
  /** Campaigns one account posts a day. */
  createPerUser: { limit: 10, windowSeconds: 24 * 3600 },
  /** Withdrawals one account makes an hour. */
  withdrawPerUser: { limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** Pending or not yet ended approved campaigns a business may have at once. */
export const OPEN_PER_BUSINESS = 5;

export const CAMPAIGN_NOT_FOUND = 'Kampanya bulunamadı.';
const NOT_YOURS = 'Bu işletmenin kampanyalarını yönetme yetkiniz yok.';

const dashboardUrl = () => `${getConfig().publicUrl}/business-owner-dashboard`;

/** The best plan among the caller's approved ownerships of the business; 403 when there is none. */
async function ownerPlan(db: Db, userId: number, businessId: number): Promise<{ plan: Plan; businessName: string }> {
  const rows = await db
    .select({ plan: businessOwners.subscriptionPlan, name: businesses.name })
    .from(businessOwners)
    .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .where(
      and(
        eq(businessOwners.userId, userId),
        eq(businessOwners.businessId, businessId),
        eq(businessOwners.status, 'approved'),
        eq(businesses.status, 'approved'),
      ),
    );
  if (!rows.length) throw forbidden(NOT_YOURS);
  const rank: Record<Plan, number> = { free: 0, basic: 1, premium: 2 };
  const plan = rows.map((r) => r.plan as Plan).sort((a, c) => rank[c] - rank[a])[0]!;
  return { plan, businessName: rows[0]!.name };
}

/** The Turkish 403 of a plan without campaigns, naming the plan that opens them. */
export function campaignsLocked(plan: Plan): string {
  const needed = lowestPlanWith('campaigns');
  return `Kampanya ve duyurular ${needed ? `${PLAN_LABELS[needed]} planında` : 'ücretli planlarda'} açılır; şu anki planınız ${PLAN_LABELS[plan]}. Planınızı panelin “Abonelik” sekmesinden yükseltebilirsiniz.`;
}

export async function createCampaign(
  db: Db,
  userId: number,
  input: { businessId: number; kind: CampaignKind; title: string; text: string; startDate: string; endDate: string },
  now = new Date(),
): Promise<OwnerCampaign> {
  const { plan } = await ownerPlan(db, userId, input.businessId);
  if (!planCapabilities(plan).campaigns) throw forbidden(campaignsLocked(plan));
  const today = istanbulDateKey(now);
  if (daysBetween(today, input.startDate) < 0) throw badRequest(campaignMessages.startPast, { startDate: campaignMessages.startPast });
  if (daysBetween(today, input.startDate) > CAMPAIGN_LIMITS.maxLeadDays) {
    throw badRequest(campaignMessages.startTooFar, { startDate: campaignMessages.startTooFar });
  }
  await enforce(db, rateKey('campaign-create', 'user', userId), campaignLimits.createPerUser);
  const id = await db.transaction(async (t) => {
    // The business row is the lock: two posts at once cannot both pass the count.
    await t.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, input.businessId)).for('update');
    const [open] = await t
      .select({ n: count() })
      .from(businessCampaigns)
      .where(
        and(
          eq(businessCampaigns.businessId, input.businessId),
          or(eq(businessCampaigns.status, 'pending'), and(eq(businessCampaigns.status, 'approved'), gte(businessCampaigns.endDate, today))),
        ),
      );
    if (Number(open?.n ?? 0) >= OPEN_PER_BUSINESS) {
      throw conflict(
        `Bir işletmenin aynı anda en fazla ${OPEN_PER_BUSINESS} bekleyen veya yayında kampanyası olabilir. Birini geri çekin ya da bitmesini bekleyin.`,
      );
    }
    const [row] = await t
      .insert(businessCampaigns)
      .values({
        businessId: input.businessId,
        authorUserId: userId,
        kind: input.kind,
        title: input.title,
        body: input.text,
        startDate: input.startDate,
        endDate: input.endDate,
      })
      .returning({ id: businessCampaigns.id });
    await audit(t, {
      actorUserId: userId,
      actorLabel: `user:${userId}`,
      action: 'campaign.created',
      targetType: 'business',
      targetId: input.businessId,
      details: { campaignId: row!.id, kind: input.kind },
    });
    return row!.id;
  });
  return (await campaignRows(db, eq(businessCampaigns.id, id)))[0]!;
}

/** Rows of `business_campaigns` whose business the user owns (approved). */
function ownedBy(userId: number) {
  return sql`exists (select 1 from ${businessOwners} o where o.business_id = ${businessCampaigns.businessId} and o.user_id = ${userId} and o.status = 'approved')`;
}

async function campaignRows(
  db: Db,
  where: ReturnType<typeof and>,
  limit = 200,
  offset = 0,
  order: 'newest' | 'oldest' = 'newest',
): Promise<AdminCampaign[]> {
  const rows = await db
    .select({ c: businessCampaigns, businessName: businesses.name, authorName: users.name })
    .from(businessCampaigns)
    .innerJoin(businesses, eq(businesses.id, businessCampaigns.businessId))
    .leftJoin(users, eq(users.id, businessCampaigns.authorUserId))
    .where(where)
    .orderBy(
      ...(order === 'oldest'
        ? [asc(businessCampaigns.createdAt), asc(businessCampaigns.id)]
        : [desc(businessCampaigns.createdAt), desc(businessCampaigns.id)]),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(({ c, businessName, authorName }) => ({
    id: c.id,
    businessId: c.businessId,
    businessName,
    kind: c.kind as CampaignKind,
    title: c.title,
    text: c.body,
    startDate: c.startDate,
    endDate: c.endDate,
    status: c.status as CampaignStatus,
    rejectionReason: c.rejectionReason,
    createdAt: c.createdAt.toISOString(),
    version: c.version,
    authorName: authorName ?? null,
    decidedAt: c.decidedAt ? c.decidedAt.toISOString() : null,
  }));
}

const toOwner = ({ version: _v, authorName: _a, decidedAt: _d, ...c }: AdminCampaign): OwnerCampaign => c;

/** Every campaign of the businesses the user owns (approved), newest first. */
export async function listOwnerCampaigns(db: Db, userId: number): Promise<OwnerCampaign[]> {
  return (await campaignRows(db, and(ownedBy(userId)))).map(toOwner);
}

export async function withdrawCampaign(db: Db, userId: number, id: number, now = new Date()): Promise<OwnerCampaign> {
  await enforce(db, rateKey('campaign-withdraw', 'user', userId), campaignLimits.withdrawPerUser);
  const today = istanbulDateKey(now);
  const outcome = await db.transaction(async (t) => {
    const [row] = await t
      .select()
      .from(businessCampaigns)
      .where(and(eq(businessCampaigns.id, id), ownedBy(userId)))
      .for('update');
    // Another business's campaign and a missing one look the same.
    if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
    if (row.status !== 'pending' && row.status !== 'approved') throw conflict('Bu kampanya zaten yayında değil; geri çekilemez.');
    await t
      .update(businessCampaigns)
      .set({ status: 'withdrawn', version: sql`${businessCampaigns.version} + 1` })
      .where(eq(businessCampaigns.id, id));
    const wasShown = row.status === 'approved' && row.startDate <= today && row.endDate >= today;
    if (row.status === 'approved') await requestRebuild(t, `business ${row.businessId}: campaign withdrawn`);
    await audit(t, {
      actorUserId: userId,
      actorLabel: `user:${userId}`,
      action: 'campaign.withdrawn',
      targetType: 'business',
      targetId: row.businessId,
      details: { campaignId: id, previousStatus: row.status },
    });
    return { businessId: row.businessId, purge: wasShown };
  });
  if (outcome.purge) await purgeBusinessPage(db, outcome.businessId);
  return (await campaignRows(db, eq(businessCampaigns.id, id)).then((r) => r.map(toOwner)))[0]!;
}

export async function listCampaignsForModeration(
  db: Db,
  query: { queue: CampaignStatus; limit: number; offset: number },
): Promise<AdminCampaignList> {
  const where = and(eq(businessCampaigns.status, query.queue));
  const [items, [total]] = await Promise.all([
    campaignRows(db, where, query.limit, query.offset, query.queue === 'pending' ? 'oldest' : 'newest'),
    db.select({ n: count() }).from(businessCampaigns).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function decideCampaign(
  db: Db,
  actor: { id: number; email: string },
  id: number,
  decision: 'approve' | 'reject',
  version: number,
  reason?: string,
  now = new Date(),
): Promise<{ id: number; status: CampaignStatus }> {
  const today = istanbulDateKey(now);
  const status: CampaignStatus = decision === 'approve' ? 'approved' : 'rejected';
  const outcome = await db.transaction(async (t) => {
    const [row] = await t.select().from(businessCampaigns).where(eq(businessCampaigns.id, id)).for('update');
    if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
    if (row.status !== 'pending') {
      throw conflict(
        `Bu kampanya artık onay beklemiyor (${row.status === 'approved' ? 'onaylanmış' : row.status === 'rejected' ? 'reddedilmiş' : 'geri çekilmiş'}).`,
      );
    }
    if (row.version !== version) throw conflict('Kampanya siz okuduktan sonra değişti; listeyi yenileyip yeniden bakın.');
    await t
      .update(businessCampaigns)
      .set({
        status,
        rejectionReason: decision === 'reject' ? (reason ?? null) : null,
        decidedByUserId: actor.id,
        decidedAt: now,
        version: sql`${businessCampaigns.version} + 1`,
      })
      .where(eq(businessCampaigns.id, id));
    // An approved campaign shows today or on a later day: the pre-built pages are built again (the nightly
    // rebuild, campaignDayTurn, covers one that starts later).
    const shownNow = decision === 'approve' && row.startDate <= today && row.endDate >= today;
    if (shownNow) await requestRebuild(t, `business ${row.businessId}: campaign approved`);
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: `campaign.${status}`,
      targetType: 'business',
      targetId: row.businessId,
      details: { campaignId: id, title: row.title, ...(reason ? { reason } : {}) },
    });
    // The address the owner gave for the listing (their application's), else their account's.
    const [who] = await t
      .select({ email: sql<string | null>`coalesce(${businessOwners.email}, ${users.email})`, businessName: businesses.name })
      .from(businesses)
      .leftJoin(users, eq(users.id, row.authorUserId ?? -1))
      .leftJoin(
        businessOwners,
        and(eq(businessOwners.businessId, businesses.id), eq(businessOwners.userId, users.id), eq(businessOwners.status, 'approved')),
      )
      .where(eq(businesses.id, row.businessId))
      .limit(1);
    let mailId: number | null = null;
    if (who?.email) {
      const mail =
        decision === 'approve'
          ? campaignApprovedMail({
              businessName: who.businessName,
              title: row.title,
              startDate: dmy(row.startDate),
              endDate: dmy(row.endDate),
              url: dashboardUrl(),
            })
          : campaignRejectedMail({ businessName: who.businessName, title: row.title, reason: reason ?? '', url: dashboardUrl() });
      mailId = await enqueueMail(t, { kind: `campaign_${status}`, to: who.email, ...mail });
    }
    return { businessId: row.businessId, purge: shownNow, mailId };
  });
  if (outcome.purge) await purgeBusinessPage(db, outcome.businessId);
  if (outcome.mailId !== null) await deliverNow(db, [outcome.mailId]);
  return { id, status };
}

/** `2026-12-01` → `01.12.2026`. */
export const dmy = (day: string) => day.split('-').reverse().join('.');

/**
 * At Istanbul midnight (functions/campaigns-schedule.ts): when an approved campaign starts today or ended
 * yesterday, the pre-built pages are built again and those businesses' on-demand pages purged. Returns the
 * businesses concerned.
 */
export async function campaignDayTurn(db: Db, now = new Date()): Promise<number[]> {
  const today = istanbulDateKey(now);
  const rows = await db
    .selectDistinct({ businessId: businessCampaigns.businessId })
    .from(businessCampaigns)
    .where(
      and(
        eq(businessCampaigns.status, 'approved'),
        or(
          eq(businessCampaigns.startDate, today),
          and(lt(businessCampaigns.endDate, today), gte(businessCampaigns.endDate, sql`${today}::date - 1`)),
        ),
      ),
    );
  const ids = rows.map((r) => r.businessId);
  if (!ids.length) return [];
  await requestRebuild(db, `campaigns: ${ids.length} business(es) start or end today`);
  for (const id of ids) await purgeBusinessPage(db, id);
  return ids;
}
