/**
 * The owner dashboard's home, reviews tab and Düzenle, and the members' "Değerlendirmelerim",
 * on every driver: GET /api/owner/home (rating trend, Istanbul week against last week, profile
 * completeness; the owner only), "Bildir" from the owner's tab into the admins' reported queue and the
 * "Bildirilenler" filter, a change set of only the hours on a listing without an e-mail, and
 * GET /api/account/reviews with edit and delete by the author only.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, makeAdminSession, makeApprovedOwner, makeBusiness, makeUser, routedFunctions } from '#tests/helpers/factories.ts';
import { businessAnalytics, businessChangeSets, reviewReports, reviews } from '#db/schema/index.ts';
import type { OwnerHome } from '#lib/contract/owner-home.ts';
import type { AdminReviewList, MemberReviewItem, OwnerReviewItem } from '#lib/contract/reviews.ts';
import { istanbulDateKey } from '#lib/format.ts';

const { call } = routedFunctions([
  'owners-home',
  'owners-changes',
  'reviews-owner',
  'reviews-actions',
  'reviews',
  'accounts-reviews',
  'admin-reviews',
]);
const CONTENT = 'Kebap çok lezzetliydi, servis hızlıydı.';
const DAY = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe.each(testDrivers())('owner dashboard and members’ reviews on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('home: rating and its trend, this week against the same days of last week, what the profile lacks; the owner only', async () => {
    const business = await makeBusiness(t.db, { phone: null, email: null, description: '', rating: '4.0', reviewCount: 3 });
    const { cookie } = await makeApprovedOwner(t.db, business);
    const writers = await Promise.all([makeUser(t.db), makeUser(t.db), makeUser(t.db)]);
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await t.db.insert(reviews).values([
      { businessId: business.id, userId: writers[0]!.user.id, rating: 5, content: CONTENT, status: 'approved', createdAt: ago(2) },
      { businessId: business.id, userId: writers[1]!.user.id, rating: 4, content: CONTENT, status: 'approved', createdAt: ago(10) },
      { businessId: business.id, userId: writers[2]!.user.id, rating: 3, content: CONTENT, status: 'approved', createdAt: ago(40) },
    ]);
    const today = istanbulDateKey();
    const monday = shift(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    await t.db.insert(businessAnalytics).values([
      { businessId: business.id, date: today, views: 12, phoneClicks: 3, websiteClicks: 0, directionsClicks: 2 },
      { businessId: business.id, date: shift(monday, -7), views: 8, phoneClicks: 1, websiteClicks: 0, directionsClicks: 0 },
      { businessId: business.id, date: shift(monday, -14), views: 99, phoneClicks: 9, websiteClicks: 0, directionsClicks: 9 }, // two weeks ago: neither
    ]);

    const res = await call('GET', `/api/owner/home?business=${business.id}`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const home = (await res.json()) as OwnerHome;
    expect(home.rating).toMatchObject({ average: 4, count: 3, last30: { average: 4.5, count: 2 }, previous30: { average: 3, count: 1 } });
    expect(home.rating.months).toHaveLength(6);
    expect(home.rating.months.at(-1)!.month).toBe(today.slice(0, 7));
    expect(home.week).toMatchObject({ from: monday, to: today, current: { views: 12, phoneClicks: 3, directionsClicks: 2 } });
    expect(home.week.previous).toMatchObject({ views: 8, phoneClicks: 1, directionsClicks: 0 });
    const actions = home.completeness.missing.map((m) => m.action);
    expect(actions).toEqual(expect.arrayContaining(['Fotoğraf ekleyin', 'Çalışma saatlerini girin', 'Telefon ekleyin', 'Açıklama yazın']));
    expect(home.completeness.missing.find((m) => m.key === 'phone')).toMatchObject({ panel: 'edit', target: 'ab-phone' });
    expect(home.completeness.missing.find((m) => m.key === 'photos')).toMatchObject({ panel: 'photos', target: null });
    expect(home.completeness.percent).toBeLessThan(50);

    // Filled in: those actions are gone.
    const full = await makeBusiness(t.db, {
      phone: '+903224560101',
      whatsapp: '+905321112233',
      website: 'https://ornek.test',
      description: 'Adana kebabı, lahmacun ve içli köfte; aile salonu ve bahçesi olan, 1985’ten beri açık bir lokanta.',
      images: ['/uploads/x.webp'],
      hours: { mon: [['09:00', '22:00']] },
      latitude: '37.0',
      longitude: '35.3',
    });
    const fullOwner = await makeApprovedOwner(t.db, full);
    const fullHome = (await (await call('GET', `/api/owner/home?business=${full.id}`, { cookie: fullOwner.cookie })).json()) as OwnerHome;
    expect(fullHome.completeness).toMatchObject({ percent: 100, missing: [] });
    expect(fullHome.rating).toMatchObject({ average: null, count: 0, last30: { average: null, count: 0 } });

    // Someone else's business: 403; unknown: 404; no account: 401; a bad id: 400 in Turkish.
    expect((await call('GET', `/api/owner/home?business=${full.id}`, { cookie })).status).toBe(403);
    expect((await call('GET', `/api/owner/home?business=${business.id}`, { cookie: (await makeUser(t.db)).cookie })).status).toBe(403);
    expect((await call('GET', '/api/owner/home?business=99999999', { cookie })).status).toBe(404);
    expect((await call('GET', `/api/owner/home?business=${business.id}`)).status).toBe(401);
    const bad = await call('GET', '/api/owner/home?business=abc', { cookie });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('İşletme numarası');
  });

  it('reviews tab: the owner reports a review of their listing into the admins’ queue; "Bildirilenler" lists it with its state', async () => {
    const business = await makeBusiness(t.db);
    const { cookie, user } = await makeApprovedOwner(t.db, business);
    const [a, b] = await Promise.all([makeUser(t.db), makeUser(t.db)]);
    const [bad] = await t.db
      .insert(reviews)
      .values({
        businessId: business.id,
        userId: a.user.id,
        rating: 1,
        content: 'Rakip işletmeden yazılmış bir yorum.',
        status: 'approved',
      })
      .returning();
    const [fine] = await t.db
      .insert(reviews)
      .values({ businessId: business.id, userId: b.user.id, rating: 5, content: CONTENT, status: 'approved' })
      .returning();
    // A visitor's report of the other review is not the owner's: it does not make it "reported" for them.
    await t.db.insert(reviewReports).values({ reviewId: fine!.id, reporterUserId: a.user.id, reason: 'spam' });

    expect((await (await call('GET', '/api/owner/reviews?filter=reported', { cookie })).json()) as OwnerReviewItem[]).toEqual([]);
    const sent = await call('POST', `/api/reviews/${bad!.id}/report`, {
      cookie,
      body: { reason: 'conflict', details: 'Rakibimiz yazdı.' },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect((await call('POST', `/api/reviews/${bad!.id}/report`, { cookie, body: { reason: 'spam' } })).status).toBe(409);
    expect((await call('POST', `/api/reviews/${fine!.id}/report`, { cookie, body: { reason: 'yok' } })).status).toBe(400);

    const reported = (await (await call('GET', '/api/owner/reviews?filter=reported', { cookie })).json()) as OwnerReviewItem[];
    expect(reported.map((r) => r.id)).toEqual([bad!.id]);
    expect(reported[0]!.report).toMatchObject({ reason: 'conflict', open: true });
    const all = (await (await call('GET', '/api/owner/reviews?filter=all', { cookie })).json()) as OwnerReviewItem[];
    expect(all.find((r) => r.id === fine!.id)!.report).toBeNull();
    expect((await call('GET', '/api/owner/reviews?filter=hepsi', { cookie })).status).toBe(400);

    const [row] = await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, bad!.id));
    expect(row).toMatchObject({ reporterUserId: user.id, reason: 'conflict', details: 'Rakibimiz yazdı.', status: 'open' });
    const admin = await makeAdminSession(t.db);
    const queue = (await (
      await call('GET', `/api/admin/reviews?queue=reported&business=${business.id}`, { cookie: admin.cookie })
    ).json()) as AdminReviewList;
    expect(queue.items.find((i) => i.id === bad!.id)!.openReports.map((r) => r.reason)).toContain('conflict');

    // Another owner sees none of it.
    const other = await makeApprovedOwner(t.db, await makeBusiness(t.db));
    expect((await (await call('GET', '/api/owner/reviews?filter=reported', { cookie: other.cookie })).json()) as OwnerReviewItem[]).toEqual(
      [],
    );
  });

  it('Düzenle: a change set of only the hours is valid on a listing without an e-mail; a bad e-mail is refused, an empty one clears it', async () => {
    const business = await makeBusiness(t.db, { email: null, phone: null, hours: {} });
    const { cookie, owner } = await makeApprovedOwner(t.db, business);
    const hours = { mon: [['09:00', '18:00']], tue: [['09:00', '18:00']] };
    const res = await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: { hours } } });
    expect(res.status, await res.clone().text()).toBe(201);
    const [change] = await t.db.select().from(businessChangeSets).where(eq(businessChangeSets.businessId, business.id));
    expect(Object.keys(change!.after)).toEqual(['hours']);

    const badMail = await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: { email: 'yok' } } });
    expect(badMail.status).toBe(400);
    expect(((await badMail.json()) as { errors: Record<string, string> }).errors['patch.email']).toBe('Geçerli bir e-posta adresi girin');
    // Empty is "no e-mail", which this listing already has: nothing to change.
    const same = await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: { email: '' } } });
    expect(same.status).toBe(400);
    expect(((await same.json()) as { message: string }).message).toContain('Değişiklik yok');

    const withMail = await makeBusiness(t.db, { email: 'bilgi@ornek.test' });
    const mailOwner = await makeApprovedOwner(t.db, withMail);
    const cleared = await call('POST', `/api/business-owners/${mailOwner.owner.id}/changes`, {
      cookie: mailOwner.cookie,
      body: { patch: { email: '' } },
    });
    expect(cleared.status, await cleared.clone().text()).toBe(201);
    const [clear] = await t.db.select().from(businessChangeSets).where(eq(businessChangeSets.businessId, withMail.id));
    expect(clear!.after).toEqual({ email: null });
    // Someone else's record: 403.
    expect(
      (await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie: mailOwner.cookie, body: { patch: { hours } } })).status,
    ).toBe(403);
  });

  it('Değerlendirmelerim: a member lists only their own reviews with status and reason, edits one back to moderation, deletes one', async () => {
    const me = await makeUser(t.db);
    const someone = await makeUser(t.db);
    const [b1, b2, b3] = [await makeBusiness(t.db), await makeBusiness(t.db), await makeBusiness(t.db)];
    const [live] = await t.db
      .insert(reviews)
      .values({ businessId: b1.id, userId: me.user.id, rating: 5, title: 'Harika', content: CONTENT, status: 'approved' })
      .returning();
    await t.db.insert(reviews).values({ businessId: b2.id, userId: me.user.id, rating: 2, content: CONTENT, status: 'pending' });
    const [rejected] = await t.db
      .insert(reviews)
      .values({
        businessId: b3.id,
        userId: me.user.id,
        rating: 1,
        content: CONTENT,
        status: 'rejected',
        rejectionReason: 'Kişisel bilgi içeriyor',
      })
      .returning();
    const [theirs] = await t.db
      .insert(reviews)
      .values({ businessId: b1.id, userId: someone.user.id, rating: 3, content: CONTENT, status: 'approved' })
      .returning();

    const res = await call('GET', '/api/account/reviews', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const mine = (await res.json()) as MemberReviewItem[];
    expect(mine.map((r) => r.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    expect(mine.some((r) => r.id === theirs!.id)).toBe(false);
    expect(mine.find((r) => r.id === rejected!.id)).toMatchObject({ rejectionReason: 'Kişisel bilgi içeriyor', businessName: b3.name });
    expect(mine.find((r) => r.id === live!.id)).toMatchObject({ businessId: b1.id, photoKeys: [] });
    expect((await call('GET', '/api/account/reviews')).status).toBe(401);

    // Edit: back to moderation; a bad edit is refused with the field's message.
    const bad = await call('PUT', `/api/reviews/${live!.id}`, { cookie: me.cookie, body: { rating: 9, title: 'Güzel', content: CONTENT } });
    expect(bad.status).toBe(400);
    const edited = await call('PUT', `/api/reviews/${live!.id}`, {
      cookie: me.cookie,
      body: { rating: 4, title: 'Yine güzel', content: `${CONTENT} Fiyatlar biraz arttı.`, photos: [] },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const [after] = await t.db.select().from(reviews).where(eq(reviews.id, live!.id));
    expect(after).toMatchObject({ status: 'pending', rating: 4, title: 'Yine güzel' });

    // Someone else's review: neither edited nor deleted (404, as an unknown one).
    expect(
      (await call('PUT', `/api/reviews/${theirs!.id}`, { cookie: me.cookie, body: { rating: 1, title: 'Kötü', content: CONTENT } })).status,
    ).toBe(404);
    expect((await call('DELETE', `/api/reviews/${theirs!.id}`, { cookie: me.cookie })).status).toBe(404);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, theirs!.id))).toHaveLength(1);

    expect((await call('DELETE', `/api/reviews/${rejected!.id}`, { cookie: me.cookie })).status).toBe(204);
    const left = (await (await call('GET', '/api/account/reviews', { cookie: me.cookie })).json()) as MemberReviewItem[];
    expect(left.map((r) => r.id)).not.toContain(rejected!.id);
    expect(left).toHaveLength(2);
    expect((await (await call('GET', '/api/account/reviews', { cookie: someone.cookie })).json()) as MemberReviewItem[]).toHaveLength(1);
  });
});
