/**
 * Owner plans (spec §9; PD8, PD16): the three plans and their prices come from the one price list
 * (`readPrices`). Without a payment provider here, "choose a plan" is a request the admins see and mail;
 * they set the plan and its expiry (src/features/owners/admin.ts `setOwnerPlan`). A scheduled job mails a
 * reminder 7 days before expiry and returns expired plans to free (the featured flag premium gave goes with
 * it; one an admin set by hand stays).
 */
import { and, asc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businessOwners, planRequests, users } from '#db/schema/index.ts';
import { PLAN_LABELS, PLANS, type Plan } from '#lib/contract/owners.ts';
import { formatDate } from '#lib/format.ts';
import { planCapabilities } from '#lib/plan-capabilities.ts';
import { requestRebuild } from '#platform/rebuild.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { badRequest } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { applyFeatured } from './admin.ts';
import { ownedRow } from './applications.ts';
import { planExpiryMail, planRequestMail } from './mails.ts';

export const planRequestSchema = z.object(
  { plan: z.enum(PLANS, { error: 'Plan Ücretsiz, Temel veya Premium olmalıdır' }) },
  { error: 'İstek gövdesi bir nesne olmalıdır.' },
);
export const REMINDER_DAYS = 7;

/** Each request mails every admin: a few an hour per account is plenty (40 requests once sent 80 mails). */
export const planRequestLimit: RateLimitRule = { limit: 5, windowSeconds: 3600 };

export async function requestPlan(db: Db, ownerId: number, userId: number, plan: Plan): Promise<{ message: string }> {
  const owner = await ownedRow(db, ownerId, userId);
  if (plan === owner.subscriptionPlan) throw badRequest('Zaten bu plandasınız.', { plan: 'Zaten bu plandasınız.' });
  await enforce(db, rateKey('plan-request', 'user', userId), planRequestLimit);
  const mailIds = await db.transaction(async (t) => {
    await t
      .update(planRequests)
      .set({ status: 'declined', decidedAt: sql`now()` })
      .where(and(eq(planRequests.ownerId, ownerId), eq(planRequests.status, 'pending')));
    await t.insert(planRequests).values({ ownerId, plan });
    await audit(t, {
      actorUserId: userId,
      actorLabel: `user:${userId}`,
      action: 'owner.plan_requested',
      targetType: 'owner',
      targetId: ownerId,
      details: { plan },
    });
    const admins = await t.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(20);
    const ids: number[] = [];
    for (const a of admins) {
      const mail = planRequestMail({
        businessName: owner.businessName,
        plan: PLAN_LABELS[plan],
        url: `${getConfig().publicUrl}/admin?bolum=isletme-sahipleri`,
      });
      ids.push(await enqueueMail(t, { kind: 'owner_plan_request', to: a.email, ...mail }));
    }
    return ids;
  });
  await deliverNow(db, mailIds);
  return {
    message: `${PLAN_LABELS[plan]} plan talebiniz ekibimize iletildi. Ödeme bilgileri için sizinle iletişime geçeceğiz; plan ödemeden sonra açılır.`,
  };
}

/** Reminds owners whose paid plan ends within 7 days (once per expiry) and ends expired plans. */
export async function runPlanExpiry(db: Db, now = new Date()): Promise<{ reminded: number; ended: number }> {
  const url = `${getConfig().publicUrl}/business-owner-dashboard`;
  const mailIds: number[] = [];
  const soon = await db
    .select()
    .from(businessOwners)
    .where(
      and(
        ne(businessOwners.subscriptionPlan, 'free'),
        isNotNull(businessOwners.subscriptionExpiresAt),
        isNull(businessOwners.expiryReminderAt),
        lte(businessOwners.subscriptionExpiresAt, new Date(now.getTime() + REMINDER_DAYS * 86_400_000)),
        sql`${businessOwners.subscriptionExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  for (const o of soon) {
    await db.transaction(async (t) => {
      await t.update(businessOwners).set({ expiryReminderAt: now }).where(eq(businessOwners.id, o.id));
      const mail = planExpiryMail({
        ownerName: o.ownerName,
        businessName: o.businessName,
        plan: PLAN_LABELS[o.subscriptionPlan as Plan],
        date: formatDate(o.subscriptionExpiresAt!),
        url,
        ended: false,
      });
      mailIds.push(await enqueueMail(t, { kind: 'owner_plan_reminder', to: o.email, ...mail }));
    });
  }
  const expired = await db
    .select()
    .from(businessOwners)
    .where(
      and(
        ne(businessOwners.subscriptionPlan, 'free'),
        isNotNull(businessOwners.subscriptionExpiresAt),
        lte(businessOwners.subscriptionExpiresAt, now),
      ),
    );
  for (const o of expired) {
    await db.transaction(async (t) => {
      await t
        .update(businessOwners)
        .set({ subscriptionPlan: 'free', subscriptionExpiresAt: null, expiryReminderAt: null })
        .where(eq(businessOwners.id, o.id));
      if (o.businessId !== null) await applyFeatured(t, o.businessId);
      if (o.businessId !== null && o.status === 'approved' && planCapabilities(o.subscriptionPlan).messages)
        await requestRebuild(t, `business ${o.businessId} messages by plan`);
      await audit(t, {
        actorLabel: 'sistem',
        action: 'owner.plan_ended',
        targetType: 'owner',
        targetId: o.id,
        details: { plan: o.subscriptionPlan },
      });
      const mail = planExpiryMail({
        ownerName: o.ownerName,
        businessName: o.businessName,
        plan: PLAN_LABELS[o.subscriptionPlan as Plan],
        date: formatDate(o.subscriptionExpiresAt!),
        url,
        ended: true,
      });
      mailIds.push(await enqueueMail(t, { kind: 'owner_plan_ended', to: o.email, ...mail }));
    });
  }
  await deliverNow(db, mailIds);
  return { reminded: soon.length, ended: expired.length };
}
