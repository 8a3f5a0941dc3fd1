/**
 * Steps and set-up the owners' browser tests share (tests/e2e/owners.e2e.ts, owners-flows.e2e.ts,
 * owner-dashboard.e2e.ts, messages.e2e.ts, campaigns.e2e.ts, reviews.e2e.ts): a sample listing picked by
 * category, an approved owner of it written before the server starts, the login by the mailed link, and a
 * visitor's "Düzenleme öner".
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Db } from '#db/client.ts';
import { businesses, businessOwners, categories, payments, users } from '#db/schema/index.ts';
import { hydrated, requestLoginCode, waitForMail } from './browser.ts';

export { hydrated };

/** A listing as an owner's row copies it. */
export interface Listing {
  id: number;
  name: string;
  address: string;
}

/** The approved sample listing of the category `slug`, the `offset`-th by id. */
export async function approvedListing(db: Db, slug: string, offset = 0): Promise<Listing> {
  const [b] = await db
    .select({ id: businesses.id, name: businesses.name, address: businesses.address })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(eq(categories.slug, slug), eq(businesses.status, 'approved')))
    .orderBy(asc(businesses.id))
    .limit(1)
    .offset(offset);
  return b!;
}

const PLAN_NAMES = { basic: 'Temel', premium: 'Premium' } as const;

/**
 * Writes an approved owner of `listing`: a verified user with the owner's role (or the existing user
 * `opts.userId`) and the owner's row with a verified e-mail. On a paid `opts.plan` the subscription runs 30
 * days from now; `opts.payment` adds the plan's payment by bank transfer, made today. Resolves to the user's id.
 */
export async function insertApprovedOwner(
  db: Db,
  who: { name: string; email: string },
  listing: Listing,
  opts: { plan?: 'free' | 'basic' | 'premium'; payment?: { amountKurus: number; reference: string }; userId?: number } = {},
): Promise<number> {
  const userId =
    opts.userId ??
    (await db.insert(users).values({ name: who.name, email: who.email, isVerified: true, role: 'owner' }).returning({ id: users.id }))[0]!
      .id;
  const paid = opts.plan === 'basic' || opts.plan === 'premium' ? opts.plan : undefined;
  await db.insert(businessOwners).values({
    userId,
    businessId: listing.id,
    businessName: listing.name,
    ownerName: who.name,
    address: listing.address,
    phone: '+905321112233',
    email: who.email,
    emailVerified: true,
    status: 'approved',
    ...(opts.plan ? { subscriptionPlan: opts.plan, subscriptionExpiresAt: paid ? new Date(Date.now() + 30 * 86_400_000) : null } : {}),
  });
  if (paid && opts.payment)
    await db.insert(payments).values({
      kind: 'plan',
      userId,
      email: who.email,
      description: `“${listing.name}” için ${PLAN_NAMES[paid]} plan`,
      amountKurus: opts.payment.amountKurus,
      method: 'havale',
      reference: opts.payment.reference,
      paidOn: new Date().toISOString().slice(0, 10),
    });
  return userId;
}

/**
 * Logs `page` in as `email` by the link of the login mail sent after asking (a sign-up when `signupName` is
 * given): resolves once the link has led away from /api/auth/link.
 */
export async function loginByMail(page: Page, email: string, signupName?: string): Promise<void> {
  const asked = Date.now(); // this login's mail, not an earlier one's (its link is spent)
  await requestLoginCode(page, email, signupName);
  const mail = await waitForMail((m) => m.to.includes(email) && /giriş|hesab/i.test(m.subject) && m.receivedAt >= asked);
  await page.goto(/https?:\/\/\S+\/api\/auth\/link\?token=[\w-]+/.exec(mail.text)![0]);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/api/auth/link');
}

/** A visitor's "Düzenleme öner" on the business page: "Telefon yanlış" with `note`, sent and thanked. */
export async function suggestPhoneCorrection(page: Page, businessId: number, note: string): Promise<void> {
  await page.goto(`/business/${businessId}`);
  const suggest = page.getByRole('button', { name: 'Bilgiler yanlış mı? Düzenleme öner' });
  await suggest.scrollIntoViewIfNeeded();
  await hydrated(page, 'SuggestEdit');
  await expect
    .poll(async () => {
      if (!(await page.getByLabel('Telefon yanlış').isVisible())) await suggest.click();
      return page.getByLabel('Telefon yanlış').isVisible();
    })
    .toBe(true);
  await page.getByLabel('Telefon yanlış').check();
  await page.getByLabel('Not').fill(note);
  await page.getByRole('button', { name: 'Öneriyi gönder' }).click();
  await expect.poll(() => page.getByText('Teşekkürler!', { exact: false }).isVisible()).toBe(true);
}
