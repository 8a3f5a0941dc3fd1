/**
 * Roles, bulk decisions and the audit log's filters and CSV (decisions 035 and 036), on every driver, with real
 * Requests routed by the functions' own config.path and real sessions:
 *  - a moderator (with the second factor) decides the moderation queues but is refused prices, ads, the audit log,
 *    plans and ad bulk decisions with 403 in Turkish; without the second factor, 403 `secondFactorRequired`;
 *  - POST /api/admin/bulk decides each item in its own transaction from the state read: done / conflict (409),
 *    campaigns too (from the version read);
 *  - the notice of a new item waiting in a moderator's queue is mailed to moderators as well as admins;
 *  - GET /api/admin/audit filters by person, kind, thing (number or name) and date; audit.csv is Excel's CSV.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor, mailServerFor, makeAdminSession, makeBusiness, makeUser, routedFunctions } from '#tests/helpers/factories.ts';
import { newIp, submission, verifyLinkOf } from '#tests/helpers/business-flow.ts';
import { auditLog, businessCampaigns, businesses, reviews, users } from '#db/schema/index.ts';
import { ADMIN_ONLY_MESSAGE } from '#api/session.ts';
import { makeAdmin } from '#features/accounts/admins.ts';
import type { AuditRow, BulkAnswer } from '#lib/contract/admin.ts';

const { call } = routedFunctions([
  'admin-businesses',
  'admin-businesses-actions',
  'admin-reviews',
  'admin-prices',
  'admin-ads',
  'admin-audit',
  'admin-bulk',
  'admin-counts',
  'owners-admin',
  'owners-admin-changes',
  'admin-owners-suggestions',
  'admin-leads',
  'businesses',
  'verify-email',
]);
const smtp = mailServerFor();

describe.each(testDrivers())('admin roles, bulk decisions and the audit log on %s', (driver) => {
  let admin: Awaited<ReturnType<typeof makeAdminSession>>;
  let moderator: Awaited<ReturnType<typeof makeAdminSession>>;
  let halfModerator: Awaited<ReturnType<typeof makeAdminSession>>;
  const t = databaseFor(driver, {
    seed: true,
    setup: async ({ db }) => {
      admin = await makeAdminSession(db);
      moderator = await makeAdminSession(db, { role: 'moderator' });
      halfModerator = await makeAdminSession(db, { role: 'moderator', secondFactor: false });
    },
  });
  const as = (who: { cookie: string }, method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: who.cookie, ...(body === undefined ? {} : { body }) });

  it('a moderator decides the moderation queues and is refused what only an admin does, in Turkish', async () => {
    for (const path of [
      '/api/admin/businesses?status=pending',
      '/api/admin/reviews?queue=pending',
      '/api/admin/counts',
      '/api/admin/owners?status=pending',
      '/api/admin/owner-changes',
      '/api/admin/suggestions',
    ]) {
      expect((await as(moderator, 'GET', path)).status, path).toBe(200);
    }
    for (const path of ['/api/admin/prices', '/api/admin/ads', '/api/admin/audit', '/api/admin/audit.csv', '/api/admin/leads']) {
      const res = await as(moderator, 'GET', path);
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { message: string }).message, path).toBe(ADMIN_ONLY_MESSAGE);
      expect((await as(admin, 'GET', path)).status, `${path} (admin)`).toBe(200);
    }
    const plan = await as(moderator, 'POST', '/api/admin/owners/1/plan', { plan: 'free', expiresAt: null });
    expect(plan.status).toBe(403);
    expect(((await plan.json()) as { message: string }).message).toBe(ADMIN_ONLY_MESSAGE);
    const ads = await as(moderator, 'POST', '/api/admin/bulk', {
      queue: 'ads',
      action: 'reject',
      items: [{ id: 1 }],
      reason: 'Ödeme alınamadı',
    });
    expect(ads.status).toBe(403);
    // Without the second factor: the gate, not the role.
    const half = await as(halfModerator, 'GET', '/api/admin/businesses');
    expect(half.status).toBe(403);
    expect(await half.json()).toMatchObject({ secondFactorRequired: true });
    // A member is still refused everything.
    const member = await makeUser(t.db);
    expect((await as(member, 'GET', '/api/admin/businesses')).status).toBe(403);
  });

  it('the CLI grants either role; a moderator is a moderator in the database and the audit log', async () => {
    const email = `mod-${driver}-${Date.now()}@ornek.test`;
    const { user } = await makeAdmin(t.db, email, 'Moderatör Mehmet', 'moderator');
    expect(user.role).toBe('moderator');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.made_moderator'), eq(auditLog.targetId, String(user.id))));
    expect(entry?.details).toMatchObject({ role: 'moderator', created: true });
    const { user: promoted } = await makeAdmin(t.db, email, undefined, 'admin');
    expect(promoted.role).toBe('admin');
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('admin');
  });

  it('bulk: each business decided from the state read; one decided meanwhile answers conflict', async () => {
    const a = await makeBusiness(t.db, { status: 'pending', name: 'Toplu Kebap A' });
    const b = await makeBusiness(t.db, { status: 'pending', name: 'Toplu Kebap B' });
    const c = await makeBusiness(t.db, { status: 'pending', name: 'Toplu Kebap C' });
    // C is approved by someone else after the moderator read it as pending.
    expect((await as(admin, 'POST', `/api/admin/businesses/${c.id}/approve`)).status).toBe(200);
    const res = await as(moderator, 'POST', '/api/admin/bulk', {
      queue: 'businesses',
      action: 'approve',
      items: [a, b, c].map((x) => ({ id: x.id, read: 'pending' })),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BulkAnswer;
    expect(body).toMatchObject({ done: 2, conflicts: 1, failed: 0 });
    expect(body.results.find((r) => r.id === c.id)).toMatchObject({ outcome: 'conflict' });
    const rows = await t.db
      .select({ id: businesses.id, status: businesses.status })
      .from(businesses)
      .where(eq(businesses.name, 'Toplu Kebap A'));
    expect(rows[0]?.status).toBe('approved');

    // Reject needs a reason; with one, each pending review is rejected, the version read checked.
    const listing = await makeBusiness(t.db, { name: 'Toplu Yorum Lokantası' });
    const writers = await Promise.all([makeUser(t.db), makeUser(t.db)]);
    const made = await t.db
      .insert(reviews)
      .values(
        writers.map((w, i) => ({
          businessId: listing.id,
          userId: w.user.id,
          rating: 2,
          content: `Toplu yorum ${i}`,
          status: 'pending' as const,
        })),
      )
      .returning();
    const noReason = await as(moderator, 'POST', '/api/admin/bulk', { queue: 'reviews', action: 'reject', items: [{ id: made[0]!.id }] });
    expect(noReason.status).toBe(400);
    const rejected = (await (
      await as(moderator, 'POST', '/api/admin/bulk', {
        queue: 'reviews',
        action: 'reject',
        items: [{ id: made[0]!.id }, { id: made[1]!.id, read: '0000000000000000' }],
        reason: 'Reklam içerikli yorum',
      })
    ).json()) as BulkAnswer;
    expect(rejected).toMatchObject({ done: 1, conflicts: 1 });
    const [first] = await t.db
      .select({ status: reviews.status, reason: reviews.rejectionReason })
      .from(reviews)
      .where(eq(reviews.id, made[0]!.id));
    expect(first).toEqual({ status: 'rejected', reason: 'Reklam içerikli yorum' });
  });

  it('bulk on campaigns: each decided from the version read; one decided meanwhile answers conflict', async () => {
    const listing = await makeBusiness(t.db, { name: 'Toplu Kampanya Fırını' });
    const today = new Date().toISOString().slice(0, 10);
    const made = await t.db
      .insert(businessCampaigns)
      .values(
        ['A', 'B', 'C'].map((x) => ({
          businessId: listing.id,
          kind: 'kampanya' as const,
          title: `Toplu kampanya ${x}`,
          body: `Toplu kampanya ${x} metni.`,
          startDate: today,
          endDate: today,
        })),
      )
      .returning();
    const [a, b, c] = made;
    // C is rejected by the admin after the moderator read it.
    const other = await as(admin, 'POST', '/api/admin/bulk', {
      queue: 'campaigns',
      action: 'reject',
      items: [{ id: c!.id, read: String(c!.version) }],
      reason: 'Kampanya metni yanıltıcı.',
    });
    expect(((await other.json()) as BulkAnswer).done).toBe(1);
    const res = await as(moderator, 'POST', '/api/admin/bulk', {
      queue: 'campaigns',
      action: 'approve',
      items: [a!, b!, c!].map((x) => ({ id: x.id, read: String(x.version) })),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BulkAnswer;
    expect(body).toMatchObject({ done: 2, conflicts: 1, failed: 0 });
    expect(body.results.find((r) => r.id === c!.id)?.message).toMatch(/artık onay beklemiyor/);
    const rows = await t.db
      .select({ id: businessCampaigns.id, status: businessCampaigns.status, reason: businessCampaigns.rejectionReason })
      .from(businessCampaigns)
      .where(eq(businessCampaigns.businessId, listing.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [a!.id]: 'approved',
      [b!.id]: 'approved',
      [c!.id]: 'rejected',
    });
    expect(rows.find((r) => r.id === c!.id)?.reason).toBe('Kampanya metni yanıltıcı.');
    // A stale version is a conflict too, and the row stays as it was.
    const [d] = await t.db
      .insert(businessCampaigns)
      .values({
        businessId: listing.id,
        kind: 'duyuru',
        title: 'Toplu duyuru',
        body: 'Toplu duyuru metni.',
        startDate: today,
        endDate: today,
      })
      .returning();
    const stale = (await (
      await as(moderator, 'POST', '/api/admin/bulk', {
        queue: 'campaigns',
        action: 'approve',
        items: [{ id: d!.id, read: String(d!.version + 1) }],
      })
    ).json()) as BulkAnswer;
    expect(stale).toMatchObject({ done: 0, conflicts: 1 });
    const [still] = await t.db.select({ status: businessCampaigns.status }).from(businessCampaigns).where(eq(businessCampaigns.id, d!.id));
    expect(still?.status).toBe('pending');
  });

  it('a new business waiting for review is mailed to moderators as well as admins', async () => {
    const body = submission();
    const res = await call('POST', '/api/businesses', { body, ip: newIp() });
    expect(res.status, await res.clone().text()).toBe(201);
    const link = await smtp.waitForMessage((m) => m.to === body.email);
    expect((await call('POST', '/api/verify-email', { body: { token: verifyLinkOf(link.text).token }, ip: newIp() })).status).toBe(200);
    const subject = `İncelemeyi bekleyen işletme: ${String(body.name)}`;
    const toModerator = await smtp.waitForMessage((m) => m.to === moderator.user.email && m.subject === subject);
    expect(toModerator.text).toContain('/admin');
    await smtp.waitForMessage((m) => m.to === admin.user.email && m.subject === subject);
  });

  it('the audit log filters by person, kind, thing and date; the CSV is for Excel in Turkish', async () => {
    const listing = await makeBusiness(t.db, { status: 'pending', name: 'Kayıt Defteri Döner' });
    expect((await as(admin, 'POST', `/api/admin/businesses/${listing.id}/approve`)).status).toBe(200);
    const read = async (query: string) => {
      const res = await as(admin, 'GET', `/api/admin/audit?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as { rows: AuditRow[]; total: number };
    };
    const byName = await read(`kayit=${encodeURIComponent('defteri döner')}`);
    expect(byName.rows.map((r) => [r.action, r.targetName])).toContainEqual(['business.approved', 'Kayıt Defteri Döner']);
    expect((await read(`kayit=${listing.id}&tur=business`)).rows.every((r) => r.targetId === String(listing.id))).toBe(true);
    const byPerson = await read(`kim=${encodeURIComponent(admin.user.email)}&tur=business`);
    expect(byPerson.total).toBeGreaterThan(0);
    expect(byPerson.rows.every((r) => r.actor === admin.user.name)).toBe(true);
    expect((await read(`kim=${encodeURIComponent(moderator.user.email)}&kayit=${listing.id}`)).total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect((await read(`kayit=${listing.id}&baslangic=${today}&bitis=${today}`)).total).toBeGreaterThan(0);
    expect((await read(`kayit=${listing.id}&baslangic=2020-01-01&bitis=2020-01-31`)).total).toBe(0);
    expect((await as(admin, 'GET', '/api/admin/audit?baslangic=2026-02-01&bitis=2026-01-01')).status).toBe(400);

    const csv = await as(admin, 'GET', `/api/admin/audit.csv?kayit=${listing.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="adana-rehberi-kayit-defteri-/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Tarih;Kim;İşlem;Kayıt türü;Kayıt;Kayıt no.;Not');
    expect(lines.slice(1).some((l) => l.includes('İşletme onaylandı;İşletme;Kayıt Defteri Döner;' + listing.id))).toBe(true);
    const [exported] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'audit.exported'));
    expect(exported?.actorUserId).toBe(admin.user.id);
  });
});
