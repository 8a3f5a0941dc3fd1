/**
 * The admin moderation API on every driver, with real Requests routed by the functions' own config.path,
 * real sessions (admin with and without the TOTP second factor) and a real SMTP server: the whole life of
 * a listing (submit → mail → verify → queue → edit → approve → found by search; reject → mail with the
 * reason), bulk approval, permissions, the audit log and the rebuild requests.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  BASE,
  databaseFor,
  mailServerFor,
  makeAdminSession,
  makeAdminWithoutTotp,
  makeBusiness,
  makeUser,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { newIp, submission, verifyLinkOf } from '#tests/helpers/business-flow.ts';
import {
  advertisementRequests,
  businessCampaigns,
  auditLog,
  businessChangeSets,
  businesses,
  businessOwners,
  businessSuggestions,
  categories,
  planRequests,
  reviewReports,
  reviews,
  siteBuilds,
} from '#db/schema/index.ts';
import { ADMIN_QUEUES, type AuditRow, type QueueCounts } from '#lib/contract/admin.ts';
import { searchBusinesses } from '#features/search/search.ts';
import { getApprovedBusiness } from '#features/businesses/public.ts';
import { listBusinesses } from '#features/businesses/lists.ts';
import { matchRoute } from '#server/functions.ts';

const FUNCTIONS = [
  'businesses',
  'businesses-by-id',
  'verify-email',
  'admin-businesses',
  'admin-businesses-by-id',
  'admin-businesses-actions',
  'admin-counts',
  'admin-overview',
];

const smtp = mailServerFor();
const fns = routedFunctions(FUNCTIONS);
const { call } = fns;

describe('routing of the moderation API', () => {
  it('literal paths before parameter paths', () => {
    const fn = (p: string, m: string) => matchRoute(fns.routes, p, m);
    expect(fn('/api/admin/businesses', 'GET')?.route.fn.name).toBe('admin-businesses');
    expect(fn('/api/admin/businesses/approve', 'POST')?.route.fn.name).toBe('admin-businesses-actions');
    expect(fn('/api/admin/businesses/12', 'GET')?.route.fn.name).toBe('admin-businesses-by-id');
    expect(fn('/api/admin/businesses/12', 'PATCH')?.params).toEqual({ id: '12' });
    expect(fn('/api/admin/businesses/12/approve', 'POST')?.route.fn.name).toBe('admin-businesses-actions');
    expect(fn('/api/admin/businesses/12/reject', 'POST')?.params).toEqual({ id: '12' });
  });
});

interface Item {
  id: number;
  name: string;
  category: { slug: string; name: string };
  district: { slug: string; name: string };
  status: string;
  emailVerified: boolean;
  submitterEmail: string;
  featuredRequested: boolean;
  isFeatured: boolean;
  image: string | null;
}

describe.each(testDrivers())('moderation on %s', (driver) => {
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

  /** Submits through the public function and follows the e-mailed link: a business in the queue. */
  async function pendingBusiness(overrides: Record<string, unknown> = {}): Promise<{ id: number; body: Record<string, unknown> }> {
    const body = submission(overrides);
    const res = await call('POST', '/api/businesses', { body, ip: newIp() });
    expect(res.status, await res.clone().text()).toBe(201);
    const { business } = (await res.json()) as { business: { id: number } };
    const mail = await smtp.waitForMessage((m) => m.to === body.email); // every submission() has its own address
    const verified = await call('POST', '/api/verify-email', { body: { token: verifyLinkOf(mail.text).token }, ip: newIp() });
    expect(verified.status).toBe(200);
    return { id: business.id, body };
  }

  it('only admins who passed the second factor get in', async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/admin/businesses'],
      ['GET', '/api/admin/businesses/1'],
      ['PATCH', '/api/admin/businesses/1', { name: 'Yeni' }],
      ['POST', '/api/admin/businesses/1/approve'],
      ['POST', '/api/admin/businesses/1/reject', { reason: 'Eksik bilgi var' }],
      ['POST', '/api/admin/businesses/approve', { ids: [1] }],
    ];
    const user = await makeUser(t.db);
    const owner = await makeUser(t.db, 'owner');
    const halfAdmin = await makeAdminWithoutTotp(t.db);
    for (const [method, path, body] of paths) {
      const anonymous = await call(method, path, body === undefined ? {} : { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      for (const who of [user, owner]) {
        const res = await call(method, path, { cookie: who.cookie, ...(body === undefined ? {} : { body }) });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual({ message: 'Bu işlem için yetkiniz yok.' });
      }
      const noTotp = await call(method, path, { cookie: halfAdmin.cookie, ...(body === undefined ? {} : { body }) });
      expect(noTotp.status).toBe(403);
      expect(await noTotp.json()).toEqual({ message: 'İki adımlı doğrulama gerekli.', secondFactorRequired: true });
    }
  });

  it('submit → verify → queue → view → edit → approve → in search and lists at once, rebuild requested, audited, mailed', async () => {
    const { id, body } = await pendingBusiness({ name: `Işıklı Ocakbaşı ${Date.now()}`, featuredRequested: true });

    const queue = await asAdmin('GET', '/api/admin/businesses?status=pending&limit=100');
    expect(queue.status).toBe(200);
    const { items, total } = (await queue.json()) as { items: Item[]; total: number };
    expect(total).toBeGreaterThanOrEqual(1);
    expect(items.find((i) => i.id === id)).toMatchObject({
      name: body.name,
      category: { slug: 'restoranlar', name: 'Restoranlar' },
      district: { slug: 'seyhan', name: 'Seyhan' },
      status: 'pending',
      emailVerified: true,
      submitterEmail: body.email,
      featuredRequested: true,
      isFeatured: false,
      image: null,
    });
    // Turkish folding in the admin search; filters by category and district.
    const folded = (await (
      await asAdmin('GET', `/api/admin/businesses?status=pending&q=${encodeURIComponent('isikli ocakbasi')}`)
    ).json()) as { items: Item[] };
    expect(folded.items.map((i) => i.id)).toEqual([id]);
    const otherDistrict = (await (await asAdmin('GET', '/api/admin/businesses?status=pending&district=karaisali')).json()) as {
      total: number;
    };
    expect(otherDistrict.total).toBe(0);
    const badQuery = await asAdmin('GET', '/api/admin/businesses?status=silindi&limit=0');
    expect(badQuery.status).toBe(400);
    expect(((await badQuery.json()) as { errors: Record<string, string> }).errors).toHaveProperty('status');

    const detail = await asAdmin('GET', `/api/admin/businesses/${id}`);
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({
      id,
      name: body.name,
      category: { slug: 'restoranlar', name: 'Restoranlar' },
      district: { slug: 'seyhan', name: 'Seyhan' },
      phone: '+903224560101',
      website: 'https://www.ornek-kebap.com',
      hours: { mon: [['09:00', '18:00']] },
      images: [],
      status: 'pending',
      source: 'form',
      submitterName: 'Ayşe Yılmaz',
      submitterEmail: body.email,
      rejectionReason: null,
      googlePlaceId: null,
      googleCid: null,
      approvedAt: null,
    });
    expect((await asAdmin('GET', '/api/admin/businesses/99999999')).status).toBe(404);
    expect((await asAdmin('GET', '/api/admin/businesses/abc')).status).toBe(404);

    const newName = `Işıklı Ocakbaşı Çukurova ${Date.now()}`;
    const edited = await asAdmin('PATCH', `/api/admin/businesses/${id}`, {
      name: newName,
      district: 'cukurova',
      isFeatured: true,
      latitude: '37,0412',
      longitude: 35.28,
      hours: {
        mon: [
          ['10:00', '14:00'],
          ['17:00', '23:30'],
        ],
        sun: [],
      },
      phone: '',
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({
      name: newName,
      district: { slug: 'cukurova' },
      isFeatured: true,
      latitude: 37.0412,
      longitude: 35.28,
      phone: null,
      hours: {
        mon: [
          ['10:00', '14:00'],
          ['17:00', '23:30'],
        ],
        tue: [],
        sun: [],
      },
    });
    const badEdit = await asAdmin('PATCH', `/api/admin/businesses/${id}`, { category: 'yok', status: 'approved', latitude: 37 });
    expect(badEdit.status).toBe(400);
    expect(((await badEdit.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      _: expect.stringContaining('status'),
      longitude: expect.any(String),
    });
    const cross = await call('PATCH', `/api/admin/businesses/${id}`, {
      cookie: admin.cookie,
      body: { name: 'Kötü' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);

    expect((await searchBusinesses(t.db, { q: newName })).items.map((b) => b.id)).not.toContain(id);
    const builds = await rebuilds();
    const approved = await asAdmin('POST', `/api/admin/businesses/${id}/approve`);
    expect(approved.status, await approved.clone().text()).toBe(200);
    const record = (await approved.json()) as { status: string; approvedAt: string | null };
    expect(record.status).toBe('approved');
    expect(record.approvedAt).not.toBeNull();

    // In search, the public API and the lists at once; the pages after the rebuild that was requested.
    expect((await searchBusinesses(t.db, { q: 'isikli ocakbasi cukurova' })).items.map((b) => b.id)).toContain(id);
    expect(await getApprovedBusiness(t.db, id)).toMatchObject({ name: newName, district: 'Çukurova', isFeatured: true, latitude: 37.0412 });
    expect(
      (await listBusinesses(t.db, { district: 'cukurova' }, { sort: 'newest', limit: 100, offset: 0 })).items.map((b) => b.id),
    ).toContain(id);
    expect((await call('GET', `/api/businesses/${id}`)).status).toBe(200);
    expect(await rebuilds()).toBe(builds + 1);
    const [cat] = await t.db.select({ n: categories.businessCount }).from(categories).where(eq(categories.slug, 'restoranlar'));
    expect(cat!.n).toBeGreaterThanOrEqual(1);

    const again = await asAdmin('POST', `/api/admin/businesses/${id}/approve`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Bu işletme zaten onaylanmış.' });

    const approvedMail = await smtp.waitForMessage((m) => m.to === body.email && m.subject.startsWith('İşletmeniz yayında'));
    expect(approvedMail.text).toContain(`${BASE}/business/${id}`);

    // An edit of an approved business is in search at once and requests a rebuild.
    const renamed = `Yeni İsimli Kebapçı ${Date.now()}`;
    expect((await asAdmin('PATCH', `/api/admin/businesses/${id}`, { name: renamed })).status).toBe(200);
    expect((await searchBusinesses(t.db, { q: 'yeni isimli kebapci' })).items.map((b) => b.id)).toContain(id);
    expect(await rebuilds()).toBe(builds + 2);

    const actions = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'business'), eq(auditLog.targetId, String(id))));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['business.email_verified', 'business.updated', 'business.approved']),
    );
    expect(actions.filter((a) => a.action !== 'business.email_verified').every((a) => a.actor === admin.user.id)).toBe(true);
  });

  it('reject needs a reason, e-mails it (escaped) to the submitter, and keeps the business off the public side', async () => {
    const { id, body } = await pendingBusiness();
    const noReason = await asAdmin('POST', `/api/admin/businesses/${id}/reject`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: Record<string, string> }).errors.reason).toMatch(/Ret nedeni/);
    expect((await asAdmin('POST', `/api/admin/businesses/${id}/reject`, {})).status).toBe(400);

    const reason = 'Adres eksik ve fotoğraflar işletmeye ait değil. <script>x</script>';
    const res = await asAdmin('POST', `/api/admin/businesses/${id}/reject`, { reason });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mail = await smtp.waitForMessage((m) => m.to === body.email && m.subject.startsWith('İşletme kaydınız hakkında'));
    expect(mail.text).toContain(reason);
    expect(mail.html).not.toContain('<script>x</script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(await getApprovedBusiness(t.db, id)).toBeNull();
    expect((await asAdmin('POST', `/api/admin/businesses/${id}/reject`, { reason: 'Yine eksik bilgi' })).status).toBe(409);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'business.rejected'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ actorUserId: admin.user.id, details: { reason, previousStatus: 'pending' } });

    const rejected = (await (await asAdmin('GET', '/api/admin/businesses?status=rejected')).json()) as { items: Item[] };
    expect(rejected.items.map((i) => i.id)).toContain(id);
    // The queue row carries the reason the admin gave (the rejected tab shows it).
    expect(rejected.items.find((i) => i.id === id)).toMatchObject({ rejectionReason: reason });
  });

  it('rejecting an approved business takes it off search and requests a rebuild', async () => {
    const { id } = await pendingBusiness({ name: `Kaldırılacak Dürüm ${Date.now()}` });
    expect((await asAdmin('POST', `/api/admin/businesses/${id}/approve`)).status).toBe(200);
    expect((await searchBusinesses(t.db, { q: 'kaldirilacak durum' })).items.map((b) => b.id)).toContain(id);
    const builds = await rebuilds();
    expect((await asAdmin('POST', `/api/admin/businesses/${id}/reject`, { reason: 'İşletme kapanmış.' })).status).toBe(200);
    expect((await searchBusinesses(t.db, { q: 'kaldirilacak durum' })).items.map((b) => b.id)).not.toContain(id);
    expect(await rebuilds()).toBe(builds + 1);
  });

  it('unverified businesses are a separate list; bulk approval approves several at once and skips the rest', async () => {
    const unverified = submission();
    const res = await call('POST', '/api/businesses', { body: unverified, ip: newIp() });
    const unverifiedId = ((await res.json()) as { business: { id: number } }).business.id;
    const waiting = (await (await asAdmin('GET', '/api/admin/businesses?status=email_pending&limit=100')).json()) as { items: Item[] };
    expect(waiting.items.find((i) => i.id === unverifiedId)).toMatchObject({ status: 'email_pending', emailVerified: false });
    const queue = (await (await asAdmin('GET', '/api/admin/businesses?limit=100')).json()) as { items: Item[] };
    expect(queue.items.map((i) => i.id)).not.toContain(unverifiedId);

    const ids = [(await pendingBusiness()).id, (await pendingBusiness()).id, (await pendingBusiness()).id];
    const builds = await rebuilds();
    const bulk = await asAdmin('POST', '/api/admin/businesses/approve', { ids: [...ids, 99999999] });
    expect(bulk.status, await bulk.clone().text()).toBe(200);
    expect(await bulk.json()).toMatchObject({ approved: 3 });
    const statuses = await t.db.select({ status: businesses.status }).from(businesses).where(inArray(businesses.id, ids));
    expect(statuses.every((s) => s.status === 'approved')).toBe(true);
    expect(await rebuilds()).toBe(builds + 1); // one request for the whole batch
    expect(await (await asAdmin('POST', '/api/admin/businesses/approve', { ids })).json()).toMatchObject({ approved: 0 });

    const tooMany = await asAdmin('POST', '/api/admin/businesses/approve', { ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { errors: Record<string, string> }).errors.ids).toBe(
      'Bir seferde en fazla 100 işletme onaylanabilir',
    );
    expect((await asAdmin('POST', '/api/admin/businesses/approve', { ids: [] })).status).toBe(400);
    expect((await asAdmin('POST', '/api/admin/businesses/approve', { ids: ['1'] })).status).toBe(400);
  });
  it('counts what waits in every queue for admins only, oldest first; the overview names it and the audit log says who did what to which business', async () => {
    const counts = async () => {
      const res = await asAdmin('GET', '/api/admin/counts');
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      return (await res.json()) as QueueCounts;
    };
    const before = await counts();
    expect(Object.keys(before).sort()).toEqual([...ADMIN_QUEUES].sort());

    // One waiting row in each queue, two days old.
    const since = new Date(Date.now() - 2 * 86_400_000);
    const pending = await pendingBusiness();
    await t.db.update(businesses).set({ submittedAt: since }).where(eq(businesses.id, pending.id));
    const listing = await makeBusiness(t.db, { name: `Sayım Kebap ${Date.now()}` });
    const writer = await makeUser(t.db);
    const reporter = await makeUser(t.db);
    const [waitingReview] = await t.db
      .insert(reviews)
      .values({
        businessId: listing.id,
        userId: writer.user.id,
        rating: 4,
        content: 'Bekleyen yorum',
        status: 'pending',
        createdAt: since,
        updatedAt: since,
      })
      .returning();
    const [published] = await t.db
      .insert(reviews)
      .values({ businessId: listing.id, userId: reporter.user.id, rating: 1, content: 'Yayında yorum', status: 'approved' })
      .returning();
    await t.db.insert(reviewReports).values({ reviewId: published!.id, reporterUserId: writer.user.id, reason: 'spam', createdAt: since });
    const [owner] = await t.db
      .insert(businessOwners)
      .values({
        userId: writer.user.id,
        businessName: listing.name,
        ownerName: 'Ali Sahip',
        address: 'Adres',
        phone: '05321234567',
        email: 'ali@ornek.test',
        status: 'pending',
        claimBusinessId: listing.id,
        createdAt: since,
      })
      .returning();
    await t.db.insert(planRequests).values({ ownerId: owner!.id, plan: 'premium', createdAt: since });
    await t.db
      .insert(businessChangeSets)
      .values({ businessId: listing.id, source: 'owner', before: { phone: '1' }, after: { phone: '2' }, createdAt: since });
    await t.db.insert(businessSuggestions).values({ businessId: listing.id, reason: 'hours', createdAt: since });
    await t.db.insert(advertisementRequests).values({
      businessName: 'Reklamcı Dürüm',
      contactPerson: 'Deniz',
      email: 'deniz@ornek.test',
      phone: '05321234567',
      packageType: 'basic',
      totalCost: '100',
      createdAt: since,
    });
    const today = new Date().toISOString().slice(0, 10);
    await t.db.insert(businessCampaigns).values({
      businessId: listing.id,
      kind: 'kampanya',
      title: 'Bekleyen kampanya',
      body: 'Bekleyen bir kampanya metni.',
      startDate: today,
      endDate: today,
      createdAt: since,
    });

    const after = await counts();
    for (const q of ADMIN_QUEUES) {
      expect(after[q].count, q).toBe(before[q].count + 1);
      expect(Date.parse(after[q].oldest!), q).toBeLessThanOrEqual(since.getTime() + 1000);
    }

    // Admins who passed the second factor only.
    const member = await makeUser(t.db);
    expect((await call('GET', '/api/admin/counts', { cookie: member.cookie })).status).toBe(403);
    expect(
      (await call('GET', '/api/admin/counts', { cookie: (await makeAdminSession(t.db, { secondFactor: false })).cookie })).status,
    ).toBe(403);
    expect((await call('GET', '/api/admin/counts')).status).toBe(401);

    // A decision takes it off its queue's count.
    expect((await asAdmin('POST', `/api/admin/businesses/${pending.id}/approve`, { from: 'pending' })).status).toBe(200);
    expect((await counts()).businesses.count).toBe(before.businesses.count);

    // The overview: the oldest waiting by name, and the audit log by name with a link (not "İşletme #105").
    const overview = (await (await asAdmin('GET', '/api/admin/overview')).json()) as {
      oldest: Record<string, { id: number; label: string; detail: string | null; since: string }[]>;
      today: Record<string, number>;
      audit: AuditRow[];
    };
    expect(overview.oldest.reviews!.map((i) => i.id)).toContain(waitingReview!.id);
    expect(overview.oldest.ads!.map((i) => i.label)).toContain('Reklamcı Dürüm');
    expect(overview.oldest.plans!.find((i) => i.label === listing.name)).toMatchObject({ detail: 'premium' });
    expect(overview.oldest.campaigns!.find((i) => i.label === listing.name)).toMatchObject({ detail: 'Bekleyen kampanya' });
    expect(overview.today.submissions).toBeGreaterThanOrEqual(0);
    const approved = overview.audit.find((e) => e.action === 'business.approved' && e.targetId === String(pending.id));
    expect(approved).toMatchObject({ actor: admin.user.name, targetName: pending.body.name, targetHref: `/business/${pending.id}` });
  });
});
