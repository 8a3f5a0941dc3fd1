/**
 * What the paid plans sell, delivered and enforced on the server (decision 028), on every driver:
 * detailed statistics (sources, the search words that led three or more visitors, weekday and hour) for
 * Temel and up, the category/district median and the CSV for Premium, 403 with a Turkish message for a plan
 * without them; and the recorded payment of a paid plan: one transaction with the state the admin saw (one
 * 200, one 409), the receipt mail, the owner's list of payments.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  databaseFor,
  mailServerFor,
  makeAdminSession,
  makeApprovedOwner,
  makeBusiness,
  makeUser,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { businessAnalytics, businessViewOrigins, payments, reviews, users } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { recordBusinessEvent } from '#features/statistics/business-events.ts';
import { normalizeSearchTerm, pruneViewOrigins } from '#features/statistics/view-origins.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { viewSourceOf } from '#lib/contract/analytics.ts';
import type { AnalyticsBenchmark, AnalyticsDetails, OwnerPayment } from '#lib/contract/owners.ts';
import type { OwnerReviewItem } from '#lib/contract/reviews.ts';

const { call } = routedFunctions([
  'analytics-insights',
  'analytics-business',
  'owners-admin',
  'owners-payments',
  'reviews-owner',
  'reviews-actions',
]);
const smtp = mailServerFor();
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ip = () => `192.0.2.${(nextSeq() % 250) + 1}`;
const today = () => new Date().toISOString().slice(0, 10);

async function ownerOf(db: Db, plan: 'free' | 'basic' | 'premium', over: { categoryId?: number; districtId?: number } = {}) {
  const business = await makeBusiness(db, over);
  return makeApprovedOwner(db, business, { subscriptionPlan: plan });
}

describe('view sources and search words (pure)', () => {
  it('classifies the referring page and keeps only safe search words', () => {
    const self = 'https://adana.test';
    expect(viewSourceOf('https://adana.test/search?q=Adana+Kebap&category=all', self)).toEqual({ source: 'search', term: 'Adana Kebap' });
    expect(viewSourceOf('https://adana.test/category/restoranlar', self)).toEqual({ source: 'category' });
    expect(viewSourceOf('https://adana.test/map?view=list', self)).toEqual({ source: 'map' });
    expect(viewSourceOf('https://adana.test/', self)).toEqual({ source: 'site' });
    expect(viewSourceOf('https://www.google.com/', self)).toEqual({ source: 'outside' });
    expect(viewSourceOf('', self)).toEqual({ source: 'direct' });
    expect(normalizeSearchTerm('  ADANA   Kebap! ')).toBe('adana kebap');
    expect(normalizeSearchTerm('İSKENDER')).toBe('iskender');
    expect(normalizeSearchTerm('ayse@ornek.com')).toBeNull();
    expect(normalizeSearchTerm('0532 111 22 33')).toBeNull();
    expect(normalizeSearchTerm('a')).toBeNull();
  });
});

describe.each(testDrivers())('owner insights and payments on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  const view = (businessId: number, source: string, term?: string) =>
    recordBusinessEvent(t.db, {
      businessId,
      type: 'view',
      source: source as 'search',
      ...(term ? { term } : {}),
      ip: ip(),
      userAgent: CHROME,
    });

  it('detailed statistics: Temel sees sources and the words of three or more visitors; free gets 403 in Turkish; others 403/404/401', async () => {
    const basic = await ownerOf(t.db, 'basic');
    const free = await ownerOf(t.db, 'free');
    for (let i = 0; i < 3; i++) expect(await view(basic.business.id, 'search', 'Adana Kebap')).toBe('recorded');
    for (let i = 0; i < 2; i++) await view(basic.business.id, 'search', 'lahmacun');
    await view(basic.business.id, 'map');
    await view(basic.business.id, 'search', 'ayse@ornek.com');
    const [stored] = await t.db.select().from(businessViewOrigins).where(eq(businessViewOrigins.businessId, basic.business.id)).limit(1);
    expect(Object.keys(stored!)).not.toContain('ip');

    const res = await call('GET', `/api/analytics/${basic.business.id}/details`, { cookie: basic.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const d = (await res.json()) as AnalyticsDetails;
    expect(d.searchTerms).toEqual([{ term: 'adana kebap', visitors: 3 }]); // "lahmacun" had two visitors; the e-mail was never kept
    expect(d.sources.find((s) => s.source === 'search')).toMatchObject({ label: 'Site içi arama', views: 6 });
    expect(d.sources.find((s) => s.source === 'map')!.views).toBeNull(); // one visitor: not shown
    expect(d.weekdays).toHaveLength(7);
    expect(d.hours).toHaveLength(24);
    expect(d.hours.reduce((s, h) => s + (h.views ?? 0), 0)).toBe(7); // all in one hour: seven visitors, shown

    const locked = await call('GET', `/api/analytics/${free.business.id}/details`, { cookie: free.cookie });
    expect(locked.status).toBe(403);
    expect(((await locked.json()) as { message: string }).message).toContain('Temel planında açılır');
    expect((await call('GET', `/api/analytics/${basic.business.id}/details`, { cookie: free.cookie })).status).toBe(403);
    expect((await call('GET', `/api/analytics/999999/details`, { cookie: basic.cookie })).status).toBe(404);
    expect((await call('GET', `/api/analytics/${basic.business.id}/details`)).status).toBe(401);

    expect(await pruneViewOrigins(t.db, new Date(Date.now() + 91 * 86_400_000))).toBeGreaterThanOrEqual(7);
  });

  it('advanced statistics: Premium gets the category and district median and a CSV; Temel gets 403 naming Premium', async () => {
    const premium = await ownerOf(t.db, 'premium');
    const { categoryId, districtId } = premium.business;
    const date = istanbulDateKey();
    await t.db
      .insert(businessAnalytics)
      .values({ businessId: premium.business.id, date, views: 40, phoneClicks: 4, websiteClicks: 1, directionsClicks: 2 });
    for (const views of [10, 20, 30, 40, 50]) {
      const peer = await makeBusiness(t.db, { categoryId: categoryId!, districtId: districtId! });
      await t.db
        .insert(businessAnalytics)
        .values({ businessId: peer.id, date, views, phoneClicks: 1, websiteClicks: 0, directionsClicks: 0 });
    }
    const res = await call('GET', `/api/analytics/${premium.business.id}/benchmark`, { cookie: premium.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const b = (await res.json()) as AnalyticsBenchmark;
    expect(b).toMatchObject({ categoryCount: 5, districtCount: 5 });
    expect(b.figures.find((f) => f.key === 'views')).toMatchObject({ yours: 40, categoryMedian: 30, districtMedian: 30 });

    const csv = await call('GET', `/api/analytics/${premium.business.id}/export`, { cookie: premium.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Tarih;Görüntülenme;Telefon tıklaması;Web sitesi tıklaması;Yol tarifi tıklaması');
    expect(text).toContain(`${date};40;4;1;2`);

    const basic = await ownerOf(t.db, 'basic', { categoryId: categoryId!, districtId: districtId! });
    for (const path of ['benchmark', 'export']) {
      const locked = await call('GET', `/api/analytics/${basic.business.id}/${path}`, { cookie: basic.cookie });
      expect(locked.status).toBe(403);
      expect(((await locked.json()) as { message: string }).message).toContain('Premium planında açılır');
    }
  });

  it('a paid plan needs its payment; two admins recording the same plan: one 200, one 409; one payment, one receipt, listed for the owner', async () => {
    const { owner, cookie, user } = await ownerOf(t.db, 'free');
    const admin = await makeAdminSession(t.db);
    const other = await makeAdminSession(t.db);
    const inThirty = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const plan = (who: typeof admin, body: Record<string, unknown>) =>
      call('POST', `/api/admin/owners/${owner.id}/plan`, { cookie: who.cookie, body: { plan: 'basic', expiresAt: inThirty, ...body } });

    const unpaid = await plan(admin, {});
    expect(unpaid.status).toBe(400);
    expect(((await unpaid.json()) as { message: string }).message).toContain('ödemeyi kaydedin');
    const bad = await plan(admin, {
      from: { plan: 'free', expiresAt: null },
      payment: { amount: -5, method: 'çek', reference: '', paidOn: '2026-13-45' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      'payment.amount': 'Tutar sıfırdan büyük olmalıdır.',
    });

    const payment = { amount: 99, method: 'havale', reference: `EFT-${nextSeq()}`, paidOn: today() };
    const answers = await Promise.all([admin, other].map((a) => plan(a, { from: { plan: 'free', expiresAt: null }, payment })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(((await loser.json()) as { message: string }).message).toContain('siz bakarken değişti');
    const rows = await t.db.select().from(payments).where(eq(payments.ownerId, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'plan',
      amountKurus: 9900,
      method: 'havale',
      reference: payment.reference,
      userId: user.id,
      email: owner.email,
    });

    const receipt = await smtp.waitForMessage((m) => m.to === owner.email && m.subject.startsWith('Ödemeniz alındı'));
    expect(receipt.text).toContain('99 ₺');
    expect(receipt.text).toContain(payment.reference);
    expect(receipt.text).toContain('Temel plan');

    const list = await call('GET', '/api/owner/payments', { cookie });
    expect(list.status).toBe(200);
    const [p] = (await list.json()) as OwnerPayment[];
    expect(p).toMatchObject({ kind: 'plan', amount: 99, method: 'Havale/EFT', reference: payment.reference });
    expect(p!.receiptNo).toMatch(/^AR-\d{4}-\d{6}$/);
    expect(receipt.text).toContain(p!.receiptNo);
    const stranger = await makeUser(t.db);
    expect((await (await call('GET', '/api/owner/payments', { cookie: stranger.cookie })).json()) as OwnerPayment[]).toEqual([]);
    expect((await call('GET', '/api/owner/payments')).status).toBe(401);
  });

  it('the reviews inbox: the owner sees the published reviews of their listing, filters the unanswered, replies; others see none', async () => {
    const { business, cookie } = await ownerOf(t.db, 'free');
    const [a, b, c] = await Promise.all([makeUser(t.db), makeUser(t.db), makeUser(t.db)]);
    const content = 'Kebap çok lezzetliydi, servis hızlıydı.';
    const [first] = await t.db
      .insert(reviews)
      .values({ businessId: business.id, userId: a.user.id, rating: 5, title: 'Harika', content, status: 'approved' })
      .returning();
    await t.db.insert(reviews).values({
      businessId: business.id,
      userId: b.user.id,
      rating: 2,
      content,
      status: 'approved',
      ownerReply: 'Teşekkürler',
      ownerReplyAt: new Date(),
    });
    await t.db.insert(reviews).values({ businessId: business.id, userId: c.user.id, rating: 4, content, status: 'pending' });

    const all = (await (await call('GET', '/api/owner/reviews', { cookie })).json()) as OwnerReviewItem[];
    expect(all).toHaveLength(2); // the pending one is not the owner's to see
    const open = (await (await call('GET', '/api/owner/reviews?unanswered=1', { cookie })).json()) as OwnerReviewItem[];
    expect(open.map((r) => r.id)).toEqual([first!.id]);
    expect(open[0]).toMatchObject({ businessId: business.id, businessName: business.name, rating: 5, ownerReply: null });

    const replied = await call('PUT', `/api/reviews/${first!.id}/reply`, { cookie, body: { reply: 'Afiyet olsun, yine bekleriz.' } });
    expect(replied.status, await replied.clone().text()).toBe(200);
    expect((await (await call('GET', '/api/owner/reviews?unanswered=1', { cookie })).json()) as OwnerReviewItem[]).toEqual([]);

    const stranger = await ownerOf(t.db, 'free');
    expect((await (await call('GET', '/api/owner/reviews', { cookie: stranger.cookie })).json()) as OwnerReviewItem[]).toEqual([]);
    expect((await call('GET', '/api/owner/reviews?unanswered=evet', { cookie })).status).toBe(400);
    expect((await call('GET', '/api/owner/reviews')).status).toBe(401);
  });
});

describe.each(testDrivers())('deleting one’s own account on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });
  const { call: callAccount } = routedFunctions(['accounts', 'accounts-session']);

  it('removes the person’s data, keeps published reviews anonymised, mails a confirmation; owners and admins are refused', async () => {
    const member = await makeUser(t.db);
    const [b1, b2] = [await makeBusiness(t.db), await makeBusiness(t.db)];
    const content = 'Kebap çok lezzetliydi, servis hızlıydı.';
    const [published] = await t.db
      .insert(reviews)
      .values({ businessId: b1.id, userId: member.user.id, rating: 5, content, status: 'approved' })
      .returning();
    await t.db.insert(reviews).values({ businessId: b2.id, userId: member.user.id, rating: 3, content, status: 'pending' });

    const wrong = await callAccount('DELETE', '/api/account', { cookie: member.cookie, body: { email: 'baska@ornek.test' } });
    expect(wrong.status).toBe(400);
    const done = await callAccount('DELETE', '/api/account', { cookie: member.cookie, body: { email: member.user.email.toUpperCase() } });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(done.headers.get('set-cookie')).toMatch(/ar_session=;|Max-Age=0/);
    await smtp.waitForMessage((m) => m.to === member.user.email && m.subject === 'Hesabınız silindi');

    const [u] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(u).toMatchObject({ name: '', phone: null, isVerified: false });
    expect(u!.email).not.toContain(member.user.email.split('@')[0]!);
    const left = await t.db.select().from(reviews).where(eq(reviews.userId, member.user.id));
    expect(left.map((r) => r.id)).toEqual([published!.id]); // the pending one went
    expect((await callAccount('GET', '/api/auth/session', { cookie: member.cookie })).status).not.toBe(500);
    expect((await callAccount('DELETE', '/api/account', { cookie: member.cookie, body: { email: member.user.email } })).status).toBe(401);

    const { cookie: ownerCookie, user: ownerUser } = await ownerOf(t.db, 'free');
    const refused = await callAccount('DELETE', '/api/account', { cookie: ownerCookie, body: { email: ownerUser.email } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('İşletme sahibi hesapları');
    const admin = await makeAdminSession(t.db);
    expect((await callAccount('DELETE', '/api/account', { cookie: admin.cookie, body: { email: admin.user.email } })).status).toBe(409);
  });
});
