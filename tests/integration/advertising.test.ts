/**
 * Advertising (decision 013) on every driver, with real Requests routed by the functions' own config.path, real
 * admin sessions and a real SMTP server: one price list (totals and discounts computed by the server, a
 * later price change leaves old totals alone), both request forms (their §5 messages, phone normalised,
 * honeypot, same-origin), the admin pipeline (transitions, stamps, audit, mails, rebuilds), only live ads
 * public and never contact data, ending by date and the renewal reminder, first-party counting.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  awayFromWindowEdge,
  databaseFor,
  mailServerFor,
  makeAdminSession,
  makeBusiness,
  makeUser,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { adDailyStats, advertisementRequests, auditLog, siteBuilds } from '#db/schema/index.ts';
import { endExpiredAds, sendRenewalReminders } from '#features/advertising/pipeline.ts';
import { listLiveAds } from '#features/advertising/public.ts';
import { collectSiteData } from '#features/businesses/site-data.ts';
import { quote } from '#lib/pricing.ts';
import { config as scheduleConfig } from '../../functions/ads-schedule.ts';

const FUNCTIONS = ['advertisements', 'advertisement-requests', 'admin-ads', 'admin-prices', 'ads-events'];

const smtp = mailServerFor();
const { call } = routedFunctions(FUNCTIONS);
const newIp = () => `198.51.100.${nextSeq() % 250}`;

function payload(over: Record<string, unknown> = {}) {
  const n = nextSeq();
  return {
    businessName: `Reklamcı Kebap ${n}`,
    contactPerson: 'Ayşe Yılmaz',
    email: `reklam${n}@ornek.test`,
    phone: '0532 111 22 33',
    packageType: 'premium',
    duration: 3,
    message: 'Ana sayfada görünmek istiyoruz.',
    ...over,
  };
}

describe.each(testDrivers())('advertising on %s', (driver) => {
  let admin: Awaited<ReturnType<typeof makeAdminSession>>;
  const t = databaseFor(driver, {
    seed: true,
    setup: async ({ db }) => {
      admin = await makeAdminSession(db);
    },
  });
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: admin.cookie, ...(body !== undefined ? { body } : {}) });
  const rebuilds = async () => Number((await t.db.select({ n: count() }).from(siteBuilds))[0]!.n);

  async function request(path = '/api/advertisements', over: Record<string, unknown> = {}) {
    const body = payload(over);
    const res = await call('POST', path, { body, ip: newIp() });
    expect(res.status, await res.clone().text()).toBe(201);
    return { body, answer: (await res.json()) as { id: number; totalCost: string } };
  }

  async function toLive(
    id: number,
    content: Record<string, unknown> = { title: 'Izgara keyfi', description: 'Adana kebabı', features: ['Paket servis'] },
  ) {
    expect((await asAdmin('POST', `/api/admin/ads/${id}/status`, { status: 'contacted' })).status).toBe(200);
    expect((await asAdmin('PATCH', `/api/admin/ads/${id}`, { adContent: content })).status).toBe(200);
    expect((await asAdmin('POST', `/api/admin/ads/${id}/status`, { status: 'customized' })).status).toBe(200);
    // A priced ad goes live only with its recorded payment (decision 028).
    const unpaid = await asAdmin('POST', `/api/admin/ads/${id}/status`, { status: 'live' });
    expect(unpaid.status).toBe(400);
    expect(((await unpaid.json()) as { message: string }).message).toContain('ödemeyi kaydedin');
    const payment = { amount: 1617.3, method: 'havale', reference: `EFT-${id}`, paidOn: new Date().toISOString().slice(0, 10) };
    const res = await asAdmin('POST', `/api/admin/ads/${id}/status`, { status: 'live', payment });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { status: string; startDate: string; endDate: string; liveAt: string };
  }

  it('computes the total on the server from the one price list: 599 × 3 less 10 % = 1.617,30', async () => {
    const { body, answer } = await request('/api/advertisements', { totalCost: '1.00' });
    expect(answer.totalCost).toBe('1617.30');
    expect(answer.totalCost).toBe(quote(599, 3, [{ months: 3, discountPercent: 10 }]).total);
    const [row] = await t.db.select().from(advertisementRequests).where(eq(advertisementRequests.id, answer.id));
    expect(row).toMatchObject({
      status: 'contact_pending',
      totalCost: '1617.30',
      phone: '+905321112233',
      duration: 3,
      packageType: 'premium',
    });
    // Confirmation to the requester (none of their typed text), notification to the admin.
    const mine = await smtp.waitForMessage((m) => m.to === body.email);
    expect(mine.subject).toBe('Reklam talebiniz alındı');
    expect(mine.text).toContain('1.617,30 ₺');
    expect(mine.text).toContain('KDV dahildir');
    expect(mine.text).not.toContain(body.businessName);
    const adminMail = await smtp.waitForMessage((m) => m.to === admin.user.email && m.subject === `Yeni reklam talebi #${answer.id}`);
    expect(adminMail.text).not.toContain(body.businessName);
    // Every duration's discount: 1 → none, 6 → 15 %, 12 → 20 %.
    for (const [duration, total] of [
      [1, '299.00'],
      [6, '1524.90'],
      [12, '2870.40'],
    ] as const) {
      const r = await request('/api/advertisement-requests', { packageType: 'basic', duration });
      expect(r.answer.totalCost).toBe(total);
    }
  });

  it('answers each form with its own Turkish messages and refuses other sites', async () => {
    const bad = await call('POST', '/api/advertisements', {
      body: { businessName: '', contactPerson: '', email: 'x', phone: '', packageType: '', duration: 2 },
      ip: newIp(),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      businessName: 'İşletme adı gereklidir',
      contactPerson: 'İletişim kişisi gereklidir',
      email: 'Geçerli bir e-posta adresi giriniz',
      phone: 'Telefon gereklidir',
      packageType: 'Paket seçimi gereklidir',
      duration: 'Süre seçimi gereklidir',
    });
    const bad2 = await call('POST', '/api/advertisement-requests', {
      body: { businessName: 'A', contactPerson: 'B', email: 'x@', phone: '0532', packageType: 'gold', duration: 0 },
      ip: newIp(),
    });
    expect(bad2.status).toBe(400);
    expect(((await bad2.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      businessName: 'İşletme adı en az 2 karakter olmalıdır',
      contactPerson: 'Kişi adı en az 2 karakter olmalıdır',
      email: 'Geçerli bir email adresi girin',
      phone: 'Geçerli bir telefon numarası girin',
      packageType: 'Paket türü seçiniz',
      duration: 'Süre en az 1 ay olmalıdır',
    });
    const cross = await call('POST', '/api/advertisements', { body: payload(), headers: { origin: 'https://evil.example' }, ip: newIp() });
    expect(cross.status).toBe(403);
    const before = Number((await t.db.select({ n: count() }).from(advertisementRequests))[0]!.n);
    const trap = await call('POST', '/api/advertisements', { body: { ...payload(), website2: 'http://spam' }, ip: newIp() });
    expect(trap.status).toBe(201);
    expect(Number((await t.db.select({ n: count() }).from(advertisementRequests))[0]!.n)).toBe(before);
  });

  it('rate limits requests per IP address', async () => {
    const ip = newIp();
    let last = 0;
    await awayFromWindowEdge(3600, 60); // the limit counts in hours aligned to the clock
    for (let i = 0; i < 11; i++) last = (await call('POST', '/api/advertisements', { body: { businessName: '' }, ip })).status;
    expect(last).toBe(429);
  });

  it('moves a request through the pipeline with stamps, audit, mails and rebuilds; only live ads are public, without contact data', async () => {
    const { body, answer } = await request();
    const user = await makeUser(t.db);
    expect((await call('GET', '/api/admin/ads', { cookie: user.cookie })).status).toBe(403);
    expect((await call('GET', '/api/admin/ads')).status).toBe(401);
    // Not live yet: not public.
    let pub = (await (await call('GET', '/api/advertisement-requests')).json()) as { id: number }[];
    expect(pub.some((a) => a.id === answer.id)).toBe(false);
    // Skipping steps is refused.
    expect((await asAdmin('POST', `/api/admin/ads/${answer.id}/status`, { status: 'live' })).status).toBe(409);
    const builds = await rebuilds();
    const live = await toLive(answer.id);
    expect(live.status).toBe('live');
    expect(new Date(live.endDate).getTime() - new Date(live.startDate).getTime()).toBe(90 * 24 * 3600 * 1000);
    expect(await rebuilds()).toBe(builds + 1);
    const [row] = await t.db.select().from(advertisementRequests).where(eq(advertisementRequests.id, answer.id));
    expect(row!.contactedAt).not.toBeNull();
    expect(row!.customizedAt).not.toBeNull();
    expect(row!.liveAt).not.toBeNull();
    const actions = (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'ad_request'), eq(auditLog.targetId, String(answer.id))))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['ad.requested', 'ad.contacted', 'ad.updated', 'ad.customized', 'ad.live']));
    await smtp.waitForMessage((m) => m.to === body.email && m.subject.startsWith('Reklamınız yayında'));

    const res = await call('GET', '/api/advertisement-requests');
    const text = await res.text();
    pub = JSON.parse(text) as { id: number }[];
    expect(pub.map((a) => a.id)).toContain(answer.id);
    expect(text).not.toContain(body.email);
    expect(text).not.toContain('+905321112233');
    expect(text).not.toContain(body.contactPerson);
    expect(text).not.toContain('"notes"');
    // The build's data carries the same.
    const data = await collectSiteData(t.db);
    expect(data.ads?.find((a) => a.id === answer.id)).toMatchObject({ title: 'Izgara keyfi', packageType: 'premium', status: 'live' });

    // Ending: gone from the public list, one more rebuild; no way back.
    expect((await asAdmin('POST', `/api/admin/ads/${answer.id}/status`, { status: 'ended' })).status).toBe(200);
    expect(await rebuilds()).toBe(builds + 2);
    expect((await listLiveAds(t.db)).some((a) => a.id === answer.id)).toBe(false);
    expect((await asAdmin('POST', `/api/admin/ads/${answer.id}/status`, { status: 'live' })).status).toBe(409);
  });

  it('shows the sponsored card in the advertiser’s category through the linked business', async () => {
    const business = await makeBusiness(t.db, { status: 'approved' });
    const { answer } = await request();
    expect((await asAdmin('PATCH', `/api/admin/ads/${answer.id}`, { businessId: 999_999 })).status).toBe(400);
    expect((await asAdmin('PATCH', `/api/admin/ads/${answer.id}`, { businessId: business.id })).status).toBe(200);
    await toLive(answer.id);
    const ad = (await listLiveAds(t.db)).find((a) => a.id === answer.id);
    expect(ad?.categorySlug).toBeTruthy();
    expect(ad?.link).toBe(`/business/${business.id}`);
  });

  it('a price change applies to new requests only', async () => {
    const { answer: old } = await request('/api/advertisements', { packageType: 'enterprise', duration: 1 });
    expect(old.totalCost).toBe('1299.00');
    const put = await asAdmin('PUT', '/api/admin/prices', {
      items: [{ kind: 'ad_package', code: 'enterprise', name: 'Banner paketi', monthlyPrice: 1499 }],
      discounts: [{ months: 12, discountPercent: 25 }],
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const { answer: fresh } = await request('/api/advertisements', { packageType: 'enterprise', duration: 12 });
    expect(fresh.totalCost).toBe('13491.00'); // 1499 × 12 × 0.75
    const [kept] = await t.db
      .select({ total: advertisementRequests.totalCost })
      .from(advertisementRequests)
      .where(eq(advertisementRequests.id, old.id));
    expect(kept!.total).toBe('1299.00');
    expect(
      (
        await asAdmin('PUT', '/api/admin/prices', {
          items: [{ kind: 'ad_package', code: 'gold', name: 'Altın', monthlyPrice: 1 }],
          discounts: [],
        })
      ).status,
    ).toBe(400);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'prices.updated'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('ends ads at their end date and reminds 7 days before, once', async () => {
    expect(scheduleConfig.schedule).toBe('@hourly');
    const { body, answer } = await request('/api/advertisements', { duration: 1 });
    await toLive(answer.id);
    // 25 days later: the reminder, once.
    const later = new Date(Date.now() + 25 * 24 * 3600 * 1000);
    expect(await sendRenewalReminders(t.db, later)).toContain(answer.id);
    expect(await sendRenewalReminders(t.db, later)).not.toContain(answer.id);
    await smtp.waitForMessage((m) => m.to === body.email && m.subject.startsWith('Reklamınız 7 gün içinde sona eriyor'));
    // 31 days later: ended by the schedule.
    expect(await endExpiredAds(t.db, new Date(Date.now() + 31 * 24 * 3600 * 1000))).toContain(answer.id);
    const [row] = await t.db.select().from(advertisementRequests).where(eq(advertisementRequests.id, answer.id));
    expect(row!.status).toBe('ended');
    expect(row!.endedAt).not.toBeNull();
    // An ad whose end date is already past is ended by the scheduled function itself.
    const { answer: second } = await request();
    await toLive(second.id);
    await t.db
      .update(advertisementRequests)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(advertisementRequests.id, second.id));
    expect(await endExpiredAds(t.db)).toContain(second.id);
  });

  it("counts impressions and clicks first party, not bots, a click only with its impression's token, and shows them to the admin", async () => {
    const { answer } = await request();
    expect((await call('POST', `/api/ads/${answer.id}/impression`, { ip: newIp() })).status).toBe(404); // not live
    await toLive(answer.id);
    const seen = await call('POST', `/api/ads/${answer.id}/impression`, { ip: newIp() });
    expect(seen.status).toBe(200);
    const { token } = (await seen.json()) as { token: string };
    expect((await call('POST', `/api/ads/${answer.id}/impression`, { ip: newIp() })).status).toBe(200);
    // Clicks count only with a counted impression's signed token of the same ad, once (decision 024).
    const click = (body?: unknown) => call('POST', `/api/ads/${answer.id}/click`, { ip: newIp(), ...(body ? { body } : {}) });
    expect((await click()).status).toBe(204);
    expect((await click({ token: token.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).status).toBe(204); // forged
    const [, , nonce] = token.split('.');
    expect((await click({ token: `${answer.id + 1}.${Math.floor(Date.now() / 1000)}.${nonce}.${'0'.repeat(32)}` })).status).toBe(204);
    expect((await click({ token })).status).toBe(204);
    expect((await click({ token })).status).toBe(204); // replayed
    expect(
      (
        await call('POST', `/api/ads/${answer.id}/impression`, {
          ip: newIp(),
          headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
        })
      ).status,
    ).toBe(204);
    const [stats] = await t.db.select().from(adDailyStats).where(eq(adDailyStats.requestId, answer.id));
    expect(stats).toMatchObject({ impressions: 2, clicks: 1 });
    const detail = (await (await asAdmin('GET', `/api/admin/ads/${answer.id}`)).json()) as { impressions: number; clicks: number };
    expect(detail).toMatchObject({ impressions: 2, clicks: 1 });
  });
});
