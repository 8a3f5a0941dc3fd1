/**
 * Reviews (decision 012, PD15) through the functions, routed by their own config.path, on every driver: the
 * numbers on `businesses` always equal a fresh computation from the approved reviews, whatever decision
 * is taken; who may do what; bad input and abuse; the two mails (real SMTP server).
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  awayFromWindowEdge,
  databaseFor,
  mailServerFor,
  makeAdminSession,
  makeApprovedOwner,
  makeBusiness,
  makeUser,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { auditLog, businesses, businessOwners, emailOutbox, reviewReports, reviews, siteBuilds } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { matchRoute } from '#server/functions.ts';
import { computeAggregate } from '#features/reviews/aggregate.ts';
import { reviewVersion } from '#features/reviews/moderation.ts';
import { db } from '#platform/db.ts';
import { collectReviewSnapshots } from '#features/reviews/snapshot.ts';
import { loadBusinessPage } from '#features/businesses/business-page.ts';
import type { AdminReviewList, OwnReview, ReviewPage, ReviewViewerState } from '#lib/contract/reviews.ts';

const smtp = mailServerFor();
const fns = routedFunctions(['businesses-by-id', 'reviews-by-business', 'reviews', 'reviews-actions', 'admin-reviews']);
const { call } = fns;

const review = (over: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Güzel bir akşam',
  content: 'Servis hızlıydı, yemekler sıcak geldi. Fiyatlar makul, tekrar geleceğiz.',
  ...over,
});

/** The stored numbers equal a fresh computation from the approved reviews. */
async function expectHonest(db: Db, businessId: number, expected?: { rating: string; reviewCount: number }) {
  const [row] = await db
    .select({ rating: businesses.rating, reviewCount: businesses.reviewCount })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const fresh = await computeAggregate(db, businessId);
  expect({ rating: Number(row!.rating).toFixed(1), reviewCount: row!.reviewCount }).toEqual(fresh);
  if (expected) expect(fresh).toEqual(expected);
}

async function write(cookie: string, businessId: number, over: Record<string, unknown> = {}, ip?: string): Promise<OwnReview> {
  const res = await call('POST', `/api/businesses/${businessId}/reviews`, { cookie, body: review(over), ...(ip ? { ip } : {}) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as OwnReview;
}

/** An admin's decision; approve and reject carry the version of the review as it is now (as the list shows it). */
async function decide(cookie: string, id: number, action: string, body?: Record<string, unknown>) {
  if (action === 'approve' || action === 'reject') {
    const [row] = await (await db()).select().from(reviews).where(eq(reviews.id, id));
    body = { ...(row ? { version: reviewVersion(row) } : { version: '0'.repeat(16) }), ...body };
  }
  return call('POST', `/api/admin/reviews/${id}/${action}`, { cookie, ...(body ? { body } : {}) });
}

describe('routing of the reviews API', () => {
  it('sends every path to its function, and /api/businesses/:id stays one segment', () => {
    const fn = (p: string, m = 'GET') => matchRoute(fns.routes, p, m);
    expect(fn('/api/businesses/12')?.route.fn.name).toBe('businesses-by-id');
    expect(fn('/api/businesses/12/reviews')?.route.fn.name).toBe('reviews-by-business');
    expect(fn('/api/businesses/12/reviews')?.params).toEqual({ id: '12' });
    expect(fn('/api/businesses/12/reviews/mine')?.route.fn.name).toBe('reviews-by-business');
    expect(fn('/api/reviews/5', 'PUT')?.route.fn.name).toBe('reviews');
    expect(fn('/api/reviews/5/helpful', 'PUT')?.route.fn.name).toBe('reviews-actions');
    expect(fn('/api/reviews/5/reply', 'PUT')?.params).toEqual({ reviewId: '5' });
    expect(fn('/api/admin/reviews')?.route.fn.name).toBe('admin-reviews');
    expect(fn('/api/admin/reviews/5/reject', 'POST')?.route.fn.name).toBe('admin-reviews');
  });
});

describe.each(testDrivers())('reviews on %s', (driver) => {
  const t = databaseFor(driver);

  it('the author is mailed when the review is published, through the outbox of the decision (decision 022)', async () => {
    const b = await makeBusiness(t.db);
    const admin = await makeAdminSession(t.db);
    const author = await makeUser(t.db);
    const r = await write(author.cookie, b.id, { title: 'Sıcacık lahmacun' });
    const outbox = () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, author.user.email), eq(emailOutbox.kind, 'review_published')));
    expect(await outbox()).toEqual([]); // nothing while it waits

    expect((await decide(admin.cookie, r.id, 'approve')).status).toBe(200);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe(`Değerlendirmeniz yayında: ${b.name}`);
    expect(rows[0]!.text).toContain('“Sıcacık lahmacun” başlıklı');
    expect(rows[0]!.text).toContain(`/business/${b.id}#degerlendirmeler`);
    const mail = await smtp.waitForMessage((m) => m.to === author.user.email && m.subject.includes('yayında'));
    expect(mail.text).toContain(b.name);

    // A refused decision writes no mail.
    expect((await decide(admin.cookie, r.id, 'approve')).status).toBe(409);
    expect(await outbox()).toHaveLength(1);
  });

  it('the numbers follow approve, reject, edit, hide and delete (each equal to a fresh computation)', async () => {
    const b = await makeBusiness(t.db, { rating: '4.6', reviewCount: 326 }); // invented numbers: replaced at the first decision
    const admin = await makeAdminSession(t.db);
    const [u1, u2, u3] = [await makeUser(t.db), await makeUser(t.db), await makeUser(t.db)];
    const r1 = await write(u1.cookie, b.id, { rating: 5 });
    const r2 = await write(u2.cookie, b.id, { rating: 2 });
    const r3 = await write(u3.cookie, b.id, { rating: 4 });
    expect(r1.status).toBe('pending');

    // Nothing approved yet: the public list is empty.
    const empty = (await (await call('GET', `/api/businesses/${b.id}/reviews`)).json()) as ReviewPage;
    expect(empty).toMatchObject({ items: [], total: 0, summary: { count: 0, average: 0, distribution: [0, 0, 0, 0, 0] } });

    const builds = async () => (await t.db.select().from(siteBuilds)).length;
    const before = await builds();
    expect((await decide(admin.cookie, r1.id, 'approve')).status).toBe(200);
    await expectHonest(t.db, b.id, { rating: '5.0', reviewCount: 1 });
    expect(await builds()).toBe(before + 1);
    expect((await decide(admin.cookie, r1.id, 'approve')).status).toBe(409);

    expect((await decide(admin.cookie, r2.id, 'approve')).status).toBe(200);
    await expectHonest(t.db, b.id, { rating: '3.5', reviewCount: 2 });
    expect((await decide(admin.cookie, r3.id, 'approve')).status).toBe(200);
    await expectHonest(t.db, b.id, { rating: '3.7', reviewCount: 3 });

    // The page's list, the summary and its distribution.
    const page = (await (await call('GET', `/api/businesses/${b.id}/reviews`)).json()) as ReviewPage;
    expect(page.total).toBe(3);
    expect(page.summary).toEqual({ average: 3.7, count: 3, distribution: [1, 1, 0, 1, 0] });
    expect(page.items.map((i) => i.id)).toEqual([r3.id, r2.id, r1.id]);
    expect(page.items[0]).toMatchObject({ author: expect.stringMatching(/^Kişi \d\.$/), ownerReply: null });
    expect(Object.keys(page.items[0]!)).not.toContain('userId');

    // Reject (with the mailed reason), hide, the author's edit (back to pending), the author's delete.
    const rejected = await decide(admin.cookie, r2.id, 'reject', { reason: 'Kişisel bilgi içeriyor.' });
    expect(rejected.status).toBe(200);
    await expectHonest(t.db, b.id, { rating: '4.5', reviewCount: 2 });
    const mail = await smtp.waitForMessage((m) => m.to === u2.user.email && m.subject.includes('hakkında'));
    expect(mail.subject).toContain('Değerlendirmeniz hakkında');
    expect(mail.text).toContain('Kişisel bilgi içeriyor.');

    expect((await decide(admin.cookie, r3.id, 'hide')).status).toBe(200);
    await expectHonest(t.db, b.id, { rating: '5.0', reviewCount: 1 });
    expect((await decide(admin.cookie, r3.id, 'hide')).status).toBe(409);

    const edited = await call('PUT', `/api/reviews/${r1.id}`, { cookie: u1.cookie, body: review({ rating: 3, title: 'Değişti' }) });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ status: 'pending', rating: 3, title: 'Değişti' });
    await expectHonest(t.db, b.id, { rating: '0.0', reviewCount: 0 });
    expect((await decide(admin.cookie, r1.id, 'approve')).status).toBe(200);
    expect((await decide(admin.cookie, r3.id, 'approve')).status).toBe(200);
    await expectHonest(t.db, b.id, { rating: '3.5', reviewCount: 2 });

    expect((await call('DELETE', `/api/reviews/${r3.id}`, { cookie: u3.cookie })).status).toBe(204);
    await expectHonest(t.db, b.id, { rating: '3.0', reviewCount: 1 });

    // Every decision is in the audit log.
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorUserId, admin.user.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['review.approved', 'review.rejected', 'review.hidden']));

    // The build's snapshot agrees with the API.
    const snap = await collectReviewSnapshots(t.db, [b.id]);
    expect(snap[String(b.id)]?.summary).toEqual({ average: 3, count: 1, distribution: [0, 0, 1, 0, 0] });
    expect(snap[String(b.id)]?.items.map((i) => i.id)).toEqual([r1.id]);
    // …and so does the page rendered on demand (decision 010).
    expect((await loadBusinessPage(t.db, b.id))?.reviews).toEqual(snap[String(b.id)]);
  });

  it('one review per account; unknown or unpublished businesses 404; owners cannot review their own', async () => {
    const b = await makeBusiness(t.db);
    const u = await makeUser(t.db);
    await write(u.cookie, b.id);
    const again = await call('POST', `/api/businesses/${b.id}/reviews`, { cookie: u.cookie, body: review() });
    expect(again.status).toBe(409);
    expect((await t.db.select().from(reviews).where(eq(reviews.userId, u.user.id))).length).toBe(1);

    for (const status of ['pending', 'rejected', 'email_pending'] as const) {
      const hidden = await makeBusiness(t.db, { status });
      expect((await call('POST', `/api/businesses/${hidden.id}/reviews`, { cookie: u.cookie, body: review() })).status).toBe(404);
      expect((await call('GET', `/api/businesses/${hidden.id}/reviews`)).status).toBe(404);
    }
    for (const id of ['999999', 'abc', '0', '-1']) expect((await call('GET', `/api/businesses/${id}/reviews`)).status).toBe(404);

    const owner = await makeApprovedOwner(t.db, b);
    const own = await call('POST', `/api/businesses/${b.id}/reviews`, { cookie: owner.cookie, body: review() });
    expect(own.status).toBe(403);
    const state = (await (await call('GET', `/api/businesses/${b.id}/reviews/mine`, { cookie: owner.cookie })).json()) as ReviewViewerState;
    expect(state).toMatchObject({ isOwner: true, review: null });

    expect((await call('POST', `/api/businesses/${b.id}/reviews`, { body: review() })).status).toBe(401);
    expect((await call('GET', `/api/businesses/${b.id}/reviews/mine`)).status).toBe(401);
  });

  it('bad input: field errors, nothing stored; scripts stored as text; the honeypot stores nothing', async () => {
    const b = await makeBusiness(t.db);
    const u = await makeUser(t.db);
    const bad = await call('POST', `/api/businesses/${b.id}/reviews`, {
      cookie: u.cookie,
      body: { rating: 6, title: 'a', content: 'kısa', photos: ['x', 'y', 'z', 'w'] },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['content', 'photos', 'rating', 'title']);
    expect(body.errors.rating).toBe('Lütfen 1 ile 5 arasında bir puan seçin');
    expect(
      (await call('POST', `/api/businesses/${b.id}/reviews`, { cookie: u.cookie, raw: 'nope', contentType: 'application/json' })).status,
    ).toBe(400);
    // A photo key that is not this account's upload: 400, and nothing half-stored.
    const photo = await call('POST', `/api/businesses/${b.id}/reviews`, {
      cookie: u.cookie,
      body: review({ photos: ['bilinmeyenFotografAnahtari'] }),
    });
    expect(photo.status).toBe(400);
    expect(await photo.json()).toMatchObject({ errors: { photos: expect.any(String) } });
    expect(await t.db.select().from(reviews).where(eq(reviews.businessId, b.id))).toEqual([]);

    const decoy = await call('POST', `/api/businesses/${b.id}/reviews`, {
      cookie: u.cookie,
      body: review({ website2: 'http://spam.example' }),
    });
    expect(decoy.status).toBe(201);
    expect(await t.db.select().from(reviews).where(eq(reviews.businessId, b.id))).toEqual([]);

    const script = '<script>alert(1)</script> <img src=x onerror=alert(2)> gerçekten çok iyiydi';
    const stored = await write(u.cookie, b.id, { title: '<b>Başlık</b>', content: script });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, stored.id));
    expect(row).toMatchObject({ title: '<b>Başlık</b>', content: script });

    // Someone else's review cannot be edited or deleted (the same 404 as an unknown one).
    const other = await makeUser(t.db);
    expect((await call('PUT', `/api/reviews/${stored.id}`, { cookie: other.cookie, body: review() })).status).toBe(404);
    expect((await call('DELETE', `/api/reviews/${stored.id}`, { cookie: other.cookie })).status).toBe(404);
    // From another site: refused.
    expect(
      (
        await call('POST', `/api/businesses/${b.id}/reviews`, {
          cookie: other.cookie,
          body: review(),
          headers: { origin: 'https://kotu.example' },
        })
      ).status,
    ).toBe(403);
  });

  it('rate limits per account and per address', async () => {
    const b = await makeBusiness(t.db);
    const u = await makeUser(t.db);
    const ip = `198.51.100.${nextSeq() % 250}`;
    const statuses: number[] = [];
    await awayFromWindowEdge(3600, 60); // the limits count in hours aligned to the clock
    for (let i = 0; i < 6; i++)
      statuses.push((await call('POST', `/api/businesses/${b.id}/reviews`, { cookie: u.cookie, body: { rating: 9 }, ip })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it('helpful once per account, report into the queue, owner reply mailed, admin permissions', async () => {
    const b = await makeBusiness(t.db);
    const admin = await makeAdminSession(t.db);
    const author = await makeUser(t.db);
    const reader = await makeUser(t.db);
    const r = await write(author.cookie, b.id);

    // Not public yet: helpful, report and reply answer 404.
    expect((await call('PUT', `/api/reviews/${r.id}/helpful`, { cookie: reader.cookie })).status).toBe(404);
    await decide(admin.cookie, r.id, 'approve');

    const h1 = await call('PUT', `/api/reviews/${r.id}/helpful`, { cookie: reader.cookie });
    expect(await h1.json()).toEqual({ reviewId: r.id, helpfulCount: 1, added: true });
    const h2 = await call('PUT', `/api/reviews/${r.id}/helpful`, { cookie: reader.cookie });
    expect(await h2.json()).toEqual({ reviewId: r.id, helpfulCount: 1, added: false });
    expect((await call('PUT', `/api/reviews/${r.id}/helpful`, { cookie: author.cookie })).status).toBe(403);

    const badReport = await call('POST', `/api/reviews/${r.id}/report`, { cookie: reader.cookie, body: { reason: 'neden' } });
    expect(badReport.status).toBe(400);
    expect(
      (await call('POST', `/api/reviews/${r.id}/report`, { cookie: reader.cookie, body: { reason: 'spam', details: 'Reklam linki var' } }))
        .status,
    ).toBe(201);
    expect((await call('POST', `/api/reviews/${r.id}/report`, { cookie: reader.cookie, body: { reason: 'spam' } })).status).toBe(409);
    const state = (await (
      await call('GET', `/api/businesses/${b.id}/reviews/mine`, { cookie: reader.cookie })
    ).json()) as ReviewViewerState;
    expect(state).toMatchObject({ helpfulIds: [r.id], reportedIds: [r.id], isOwner: false, review: null });

    const queue = (await (await call('GET', '/api/admin/reviews?queue=reported', { cookie: admin.cookie })).json()) as AdminReviewList;
    const item = queue.items.find((i) => i.id === r.id);
    // Searched by the business's name or narrowed to the business; a search matching nothing finds nothing.
    const listed = async (query: string) =>
      (
        (await (await call('GET', `/api/admin/reviews?queue=reported&${query}`, { cookie: admin.cookie })).json()) as AdminReviewList
      ).items.map((i) => i.id);
    expect(await listed(`q=${encodeURIComponent(b.name)}`)).toContain(r.id);
    expect(await listed(`business=${b.id}`)).toEqual([r.id]);
    expect(await listed('q=%25_hiçbiryerde_%25')).toEqual([]);
    expect(item?.openReports).toEqual([expect.objectContaining({ reason: 'spam', details: 'Reklam linki var' })]);
    expect((await decide(admin.cookie, r.id, 'dismiss-reports')).status).toBe(200);
    const [report] = await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, r.id));
    expect(report?.status).toBe('dismissed');

    // The reply: the approved owner only.
    const stranger = await makeUser(t.db);
    expect((await call('PUT', `/api/reviews/${r.id}/reply`, { cookie: stranger.cookie, body: { reply: 'Teşekkürler!' } })).status).toBe(
      403,
    );
    const owner = await makeUser(t.db);
    const ownerRow = {
      userId: owner.user.id,
      businessId: b.id,
      businessName: b.name,
      ownerName: 'Sahip',
      address: 'Adres',
      phone: '+905321112233',
      email: owner.user.email,
    };
    await t.db.insert(businessOwners).values({ ...ownerRow, status: 'pending' });
    expect((await call('PUT', `/api/reviews/${r.id}/reply`, { cookie: owner.cookie, body: { reply: 'Teşekkürler!' } })).status).toBe(403);
    await t.db
      .update(businessOwners)
      .set({ status: 'approved' })
      .where(and(eq(businessOwners.userId, owner.user.id), eq(businessOwners.businessId, b.id)));
    const replied = await call('PUT', `/api/reviews/${r.id}/reply`, {
      cookie: owner.cookie,
      body: { reply: 'Güzel yorumunuz için teşekkürler, yine bekleriz!' },
    });
    expect(replied.status).toBe(200);
    expect(await replied.json()).toMatchObject({
      ownerReply: { text: 'Güzel yorumunuz için teşekkürler, yine bekleriz!', editedAt: null },
    });
    const mail = await smtp.waitForMessage((m) => m.to === author.user.email && m.subject.includes('yanıtladı'));
    expect(mail.text).toContain('Güzel yorumunuz için teşekkürler');
    const edited = await call('PUT', `/api/reviews/${r.id}/reply`, { cookie: owner.cookie, body: { reply: 'Düzeltilmiş yanıt' } });
    expect(await edited.json()).toMatchObject({ ownerReply: { text: 'Düzeltilmiş yanıt', editedAt: expect.any(String) } });
    const list = (await (await call('GET', `/api/businesses/${b.id}/reviews?sort=helpful`)).json()) as ReviewPage;
    expect(list.items[0]).toMatchObject({ id: r.id, helpfulCount: 1, ownerReply: { text: 'Düzeltilmiş yanıt' } });

    // Admin endpoints: members 403, admins without the second factor 403, bad queue 400.
    expect((await call('GET', '/api/admin/reviews', { cookie: reader.cookie })).status).toBe(403);
    expect((await decide(reader.cookie, r.id, 'hide')).status).toBe(403);
    const noTotp = await makeAdminSession(t.db, { secondFactor: false });
    expect((await call('GET', '/api/admin/reviews', { cookie: noTotp.cookie })).status).toBe(403);
    expect((await call('GET', '/api/admin/reviews?queue=nope', { cookie: admin.cookie })).status).toBe(400);
    expect((await decide(admin.cookie, r.id, 'reject', { reason: 'x' })).status).toBe(400);
    expect((await decide(admin.cookie, 999_999, 'approve')).status).toBe(404);
  });
});
