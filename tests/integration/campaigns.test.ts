/**
 * Campaigns and announcements (decision 031) on every driver, with real Requests routed by config.path and a
 * real SMTP server: an owner of a paid plan posts, an admin approves (the owner is mailed), the campaign is
 * current on the business page, /api/campaigns and the cards' badge; permissions (visitor 401, another owner
 * 403/404, free plan 403 naming the plan), bad input 4xx in Turkish, two admins at once (one 200, one 409),
 * withdrawal, the admin counts, and that expired or not yet started campaigns are not shown.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  databaseFor,
  mailServerFor,
  makeAdminSession,
  makeApprovedOwner,
  makeBusiness,
  makeUser,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { auditLog, businessCampaigns, siteBuilds } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { loadBusinessPage } from '#features/businesses/business-page.ts';
import { listBusinesses } from '#features/businesses/lists.ts';
import { campaignDayTurn } from '#features/campaigns/campaigns.ts';
import { listCurrentCampaigns } from '#features/campaigns/current.ts';
import { searchBusinesses } from '#features/search/search.ts';
import { istanbulDateKey } from '#lib/format.ts';
import type { AdminCampaignList, OwnerCampaign, PublicCampaign } from '#lib/contract/campaigns.ts';
import type { QueueCounts } from '#lib/contract/admin.ts';

const { call } = routedFunctions(['campaigns-owner', 'admin-campaigns', 'campaigns', 'admin-counts']);
const smtp = mailServerFor();

const dayPlus = (n: number) => istanbulDateKey(new Date(Date.now() + n * 86_400_000));
const body = (businessId: number, over: Record<string, unknown> = {}) => ({
  businessId,
  kind: 'kampanya',
  title: 'Öğle menüsünde %20 indirim',
  text: 'Hafta içi 12.00–15.00 arası tüm öğle menülerinde yüzde yirmi indirim.',
  startDate: dayPlus(0),
  endDate: dayPlus(6),
  ...over,
});
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

async function ownerOf(db: Db, plan: 'free' | 'basic' | 'premium') {
  return makeApprovedOwner(db, await makeBusiness(db), { subscriptionPlan: plan });
}

describe.each(testDrivers())('campaigns on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  async function post(cookie: string, b: Record<string, unknown>) {
    return call('POST', '/api/owner/campaigns', { cookie, body: b });
  }
  async function pending(cookie: string, businessId: number, over: Record<string, unknown> = {}) {
    const res = await post(cookie, body(businessId, over));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as OwnerCampaign;
  }

  it('an owner posts, an admin approves, the owner is mailed; it shows on the page, the list, the API and the cards', async () => {
    const { business, owner, cookie } = await ownerOf(t.db, 'basic');
    const admin = await makeAdminSession(t.db);
    const created = await pending(cookie, business.id);
    expect(created).toMatchObject({ businessId: business.id, kind: 'kampanya', status: 'pending', title: 'Öğle menüsünde %20 indirim' });
    // Not shown while pending.
    expect((await listCurrentCampaigns(t.db)).map((c) => c.id)).not.toContain(created.id);

    const counts = (await (await call('GET', '/api/admin/counts', { cookie: admin.cookie })).json()) as QueueCounts;
    expect(counts.campaigns.count).toBeGreaterThanOrEqual(1);
    const queue = (await (await call('GET', '/api/admin/campaigns?queue=pending', { cookie: admin.cookie })).json()) as AdminCampaignList;
    const item = queue.items.find((c) => c.id === created.id)!;
    expect(item).toMatchObject({ businessName: business.name, version: 1 });

    const builds = (await t.db.select().from(siteBuilds)).length;
    const approved = await call('POST', `/api/admin/campaigns/${created.id}/approve`, {
      cookie: admin.cookie,
      body: { version: item.version },
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await approved.json()).toEqual({ id: created.id, status: 'approved' });
    expect((await t.db.select().from(siteBuilds)).length).toBeGreaterThan(builds);
    const mail = await smtp.waitForMessage((m) => m.to === owner.email && m.subject.startsWith('Kampanyanız onaylandı'));
    expect(mail.text).toContain('Öğle menüsünde %20 indirim');
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'campaign.approved'), eq(auditLog.actorUserId, admin.user.id)));
    expect(audited).toMatchObject({ targetType: 'business', targetId: String(business.id) });

    const pub = (await (await call('GET', '/api/campaigns')).json()) as PublicCampaign[];
    expect(pub.find((c) => c.id === created.id)).toMatchObject({ businessId: business.id, businessName: business.name });
    const page = await loadBusinessPage(t.db, business.id);
    expect(page!.campaigns.map((c) => c.title)).toEqual(['Öğle menüsünde %20 indirim']);
    expect(page!.business.hasCampaign).toBe(true);
    const list = await listBusinesses(t.db, { categoryId: business.categoryId! }, { limit: 10, offset: 0, sort: 'recommended' });
    expect(list.items.find((b) => b.id === business.id)?.hasCampaign).toBe(true);
    const found = await searchBusinesses(t.db, { q: business.name });
    expect(found.items.find((b) => b.id === business.id)?.hasCampaign).toBe(true);
    const textless = await searchBusinesses(t.db, { limit: 5 });
    expect(textless.items.every((b) => typeof b.hasCampaign === 'boolean')).toBe(true);

    const mine = (await (await call('GET', '/api/owner/campaigns', { cookie })).json()) as OwnerCampaign[];
    expect(mine.map((c) => [c.id, c.status])).toEqual([[created.id, 'approved']]);

    // Withdrawn: gone from the pages; a second withdrawal is a 409.
    const withdrawn = await call('POST', `/api/owner/campaigns/${created.id}/withdraw`, { cookie });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    expect(((await withdrawn.json()) as OwnerCampaign).status).toBe('withdrawn');
    expect((await call('POST', `/api/owner/campaigns/${created.id}/withdraw`, { cookie })).status).toBe(409);
    expect((await loadBusinessPage(t.db, business.id))!.campaigns).toEqual([]);
  });

  it('refuses visitors (401), other owners (403/404), a free plan (403 naming Temel) and non-admins', async () => {
    const paid = await ownerOf(t.db, 'premium');
    const other = await ownerOf(t.db, 'premium');
    const free = await ownerOf(t.db, 'free');
    expect((await call('POST', '/api/owner/campaigns', { body: body(paid.business.id) })).status).toBe(401);
    expect((await call('GET', '/api/owner/campaigns')).status).toBe(401);

    const foreign = await post(other.cookie, body(paid.business.id));
    expect(foreign.status).toBe(403);
    expect(await messageOf(foreign)).toContain('yetkiniz yok');
    const locked = await post(free.cookie, body(free.business.id));
    expect(locked.status).toBe(403);
    expect(await messageOf(locked)).toMatch(/Temel planında açılır; şu anki planınız Ücretsiz/);

    const mine = await pending(paid.cookie, paid.business.id);
    expect((await call('POST', `/api/owner/campaigns/${mine.id}/withdraw`, { cookie: other.cookie })).status).toBe(404);
    const theirs = (await (await call('GET', '/api/owner/campaigns', { cookie: other.cookie })).json()) as OwnerCampaign[];
    expect(theirs.map((c) => c.id)).not.toContain(mine.id);

    const user = await makeUser(t.db);
    expect((await call('GET', '/api/admin/campaigns', { cookie: user.cookie })).status).toBe(403);
    expect((await call('POST', `/api/admin/campaigns/${mine.id}/approve`, { cookie: paid.cookie, body: { version: 1 } })).status).toBe(403);
    expect((await call('POST', `/api/admin/campaigns/${mine.id}/approve`, { body: { version: 1 } })).status).toBe(401);
    const [row] = await t.db.select().from(businessCampaigns).where(eq(businessCampaigns.id, mine.id));
    expect(row!.status).toBe('pending');
  });

  it('answers bad input with a Turkish 4xx and stores nothing', async () => {
    const { business, cookie } = await ownerOf(t.db, 'basic');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'x'.repeat(81) }, 'Başlık en fazla 80'],
      [{ text: 'kısa' }, 'Metin en az 10'],
      [{ text: 'y'.repeat(501) }, 'Metin en fazla 500'],
      [{ kind: 'reklam' }, 'kampanya veya duyuru'],
      [{ startDate: '2026-02-30' }, 'GG.AA.YYYY'],
      [{ startDate: dayPlus(5), endDate: dayPlus(2) }, 'Bitiş tarihi başlangıçtan önce olamaz'],
      [{ startDate: dayPlus(0), endDate: dayPlus(90) }, 'en fazla 90 gün'],
      [{ startDate: dayPlus(-2), endDate: dayPlus(3) }, 'bugünden önce olamaz'],
      [{ startDate: dayPlus(61), endDate: dayPlus(62) }, 'en fazla 60 gün sonrası'],
    ];
    for (const [over, text] of cases) {
      const res = await post(cookie, body(business.id, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(await res.json()), JSON.stringify(over)).toContain(text);
    }
    expect((await call('POST', '/api/owner/campaigns', { cookie, body: '[1]' as unknown as Record<string, unknown> })).status).toBe(400);
    // A 90-day campaign (start and end included) is the longest allowed.
    await pending(cookie, business.id, { startDate: dayPlus(0), endDate: dayPlus(89), kind: 'duyuru' });
    const rows = await t.db.select().from(businessCampaigns).where(eq(businessCampaigns.businessId, business.id));
    expect(rows.map((r) => r.kind)).toEqual(['duyuru']);
  });

  it('two admins deciding at once: one 200, one 409; a rejection mails its reason', async () => {
    const { business, owner, cookie } = await ownerOf(t.db, 'basic');
    const [a1, a2] = [await makeAdminSession(t.db), await makeAdminSession(t.db)];
    const c = await pending(cookie, business.id, { title: 'Yeni şubemiz açıldı', kind: 'duyuru' });
    const answers = await Promise.all([
      call('POST', `/api/admin/campaigns/${c.id}/reject`, {
        cookie: a1.cookie,
        body: { reason: 'Metin başka bir işletmeyi anıyor.', version: 1 },
      }),
      call('POST', `/api/admin/campaigns/${c.id}/approve`, { cookie: a2.cookie, body: { version: 1 } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(businessCampaigns).where(eq(businessCampaigns.id, c.id));
    expect(row!.version).toBe(2);
    const decisions = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(business.id)));
    expect(decisions.filter((d) => d.action === 'campaign.approved' || d.action === 'campaign.rejected')).toHaveLength(1);
    if (row!.status === 'rejected') {
      const mail = await smtp.waitForMessage((m) => m.to === owner.email && m.subject.startsWith('Kampanyanız yayınlanmadı'));
      expect(mail.text).toContain('Metin başka bir işletmeyi anıyor.');
    } else expect(row!.status).toBe('approved');
    // A stale version is refused too.
    const next = await pending(cookie, business.id, { title: 'Bayram kapalıyız' });
    const stale = await call('POST', `/api/admin/campaigns/${next.id}/approve`, { cookie: a1.cookie, body: { version: 7 } });
    expect(stale.status).toBe(409);
    expect(
      (await call('POST', `/api/admin/campaigns/${next.id}/reject`, { cookie: a1.cookie, body: { reason: 'x', version: 1 } })).status,
    ).toBe(400);
  });

  it('does not show expired or not yet started campaigns; the day turn asks for a rebuild', async () => {
    const { business } = await ownerOf(t.db, 'basic');
    const base = { businessId: business.id, kind: 'kampanya', body: 'Bir kampanya metni burada.', status: 'approved' } as const;
    await t.db.insert(businessCampaigns).values([
      { ...base, title: 'Dün bitti', startDate: dayPlus(-10), endDate: dayPlus(-1) },
      { ...base, title: 'Yarın başlar', startDate: dayPlus(1), endDate: dayPlus(3) },
      { ...base, title: 'Onaysız', startDate: dayPlus(0), endDate: dayPlus(3), status: 'pending' },
    ]);
    const pub = (await (await call('GET', '/api/campaigns')).json()) as PublicCampaign[];
    expect(pub.filter((c) => c.businessId === business.id)).toEqual([]);
    expect((await loadBusinessPage(t.db, business.id))!.campaigns).toEqual([]);
    expect((await loadBusinessPage(t.db, business.id))!.business.hasCampaign).toBe(false);
    // Tomorrow: the one starting then shows, and the day turn (nightly) names the business.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await listCurrentCampaigns(t.db, { businessIds: [business.id], now: tomorrow })).map((c) => c.title)).toEqual(['Yarın başlar']);
    expect(await campaignDayTurn(t.db, tomorrow)).toContain(business.id);
    expect(await campaignDayTurn(t.db)).toContain(business.id); // the one that ended yesterday
  });
});
