/**
 * One pipeline for both request forms (POST /api/advertisements from /advertise, POST
 * /api/advertisement-requests from /advertise-request): the total is computed here from the one price list
 * (`readPrices` + `quote()`, PD16) and stored with the request, so a later price change never alters it.
 * One transaction writes the request, the requester's confirmation and the admins' notification (outbox);
 * the mail is delivered after the commit.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { advertisementRequests, users } from '#db/schema/index.ts';
import { readPrices } from '#features/pricing/prices.ts';
import { quote } from '#lib/pricing.ts';
import type { AdPackage, AdRequestInput, AdRequestResult } from '#lib/contract/advertising.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { badRequest } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { adRequestAdminMail, adRequestReceivedMail } from './mails.ts';

export const adRequestLimits = {
  /** Requests per IP address and hour (an agency may send a few; a bot may not send hundreds). */
  perIp: { limit: 10, windowSeconds: 3600 },
  /** Requests per e-mail address and day (each one mails that address). */
  perEmail: { limit: 3, windowSeconds: 24 * 3600 },
} satisfies Record<string, RateLimitRule>;

export const AD_REQUEST_MESSAGE = 'Reklam talebiniz alındı. Satış ekibimiz 24 saat içinde sizinle iletişime geçecek.';

export async function enforceAdRequestIpLimit(db: Db, ip: string): Promise<void> {
  await enforce(db, rateKey('ad-request', 'ip', ip), adRequestLimits.perIp);
}

/** The answer a filled honeypot gets: looks like success, nothing stored. */
export function adDecoyResult(input: AdRequestInput): AdRequestResult {
  return {
    id: 100_000 + Math.floor(Math.random() * 900_000),
    message: AD_REQUEST_MESSAGE,
    packageType: input.packageType,
    duration: input.duration,
    totalCost: '0.00',
  };
}

/** The server's total for a package and duration (400 when the package is not on the price list). */
export async function priceOf(db: Db, packageType: AdPackage, duration: number): Promise<{ name: string; total: string }> {
  const prices = await readPrices(db);
  const item = prices.adPackages.find((p) => p.code === packageType);
  if (!item) throw badRequest('Lütfen işaretli alanları düzeltin.', { packageType: 'Bu paket şu anda sunulmuyor' });
  if (!prices.discounts.some((d) => d.months === duration))
    throw badRequest('Lütfen işaretli alanları düzeltin.', { duration: 'Bu süre şu anda sunulmuyor' });
  return { name: item.name, total: quote(item.monthlyPrice, duration, prices.discounts).total };
}

export async function createAdRequest(
  db: Db,
  input: AdRequestInput,
  meta: { source: 'advertise' | 'advertise-request'; userId?: number | null },
): Promise<AdRequestResult> {
  await enforce(db, rateKey('ad-request', 'email', input.email), adRequestLimits.perEmail);
  const { name, total } = await priceOf(db, input.packageType, input.duration);
  const base = getConfig().publicUrl;
  const { id, mailIds } = await db.transaction(async (t) => {
    const [row] = await t
      .insert(advertisementRequests)
      .values({
        businessName: input.businessName,
        contactPerson: input.contactPerson,
        email: input.email,
        phone: input.phone,
        packageType: input.packageType,
        duration: input.duration,
        message: input.message,
        totalCost: total,
        userId: meta.userId ?? null,
      })
      .returning({ id: advertisementRequests.id });
    const requestId = row!.id;
    const ids: number[] = [];
    ids.push(
      await enqueueMail(t, {
        kind: 'ad_request_received',
        to: input.email,
        ...adRequestReceivedMail({ packageName: name, duration: input.duration, totalCost: total, url: `${base}/advertise` }),
      }),
    );
    const admins = await t.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(20);
    for (const admin of admins) {
      ids.push(
        await enqueueMail(t, {
          kind: 'ad_request_admin',
          to: admin.email,
          ...adRequestAdminMail({
            id: requestId,
            packageName: name,
            duration: input.duration,
            totalCost: total,
            url: `${base}/admin?bolum=reklamlar`,
          }),
        }),
      );
    }
    await audit(t, {
      actorLabel: 'sistem',
      action: 'ad.requested',
      targetType: 'ad_request',
      targetId: requestId,
      details: { source: meta.source, packageType: input.packageType, duration: input.duration, totalCost: total },
    });
    return { id: requestId, mailIds: ids };
  });
  await deliverNow(db, mailIds);
  return { id, message: AD_REQUEST_MESSAGE, packageType: input.packageType, duration: input.duration, totalCost: total };
}
