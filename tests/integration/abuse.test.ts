/**
 * Abuse that must cost nothing: an impossible date is 400 (not 500), plan requests and change sets
 * have rate limits (each mails or queues work for the admins), and a body is capped before it is read.
 * Real Requests routed by config.path, on every driver.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  awayFromWindowEdge,
  BASE,
  databaseFor,
  localUploadsFor,
  makeAdminSession,
  makeApprovedOwner,
  makeBusiness,
  makeUser,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { advertisementRequests, businessOwners, categories, emailOutbox, uploads, visitorStats } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { planRequestLimit } from '#features/owners/plans.ts';
import { changeLimit } from '#features/owners/changes.ts';
import { TOP_PAGE_MIN_VISITORS } from '#features/statistics/rollup.ts';
import {
  deleteDecidedDocuments,
  deleteStaleDocuments,
  documentStorageKey,
  DOCUMENT_QUOTA,
  DOCUMENT_QUOTA_MESSAGE,
} from '#features/owners/documents.ts';
import { fileStorage, LocalFileStorage, setFileStorage } from '#platform/storage.ts';
import { sql } from 'drizzle-orm';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const fns = routedFunctions([
  'admin-ads',
  'owners-plans',
  'owners-changes',
  'leads-unsubscribe',
  'track-visitor',
  'analytics-visitors',
  'analytics-daily',
  'owners-documents',
]);
const uploadsDir = localUploadsFor('abuse-');
const { call } = fns;

/** An approved owner of a new business with a phone, and their login cookie. */
const ownerOf = async (db: Db) => makeApprovedOwner(db, await makeBusiness(db, { phone: '+903224560101' }));

describe.each(testDrivers())('abuse on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('PATCH /api/admin/ads/:id with an impossible date is 400 with a Turkish field error, and nothing changes', async () => {
    const admin = await makeAdminSession(t.db);
    const [ad] = await t.db
      .insert(advertisementRequests)
      .values({
        businessName: 'Reklamcı',
        contactPerson: 'Ali Veli',
        email: 'reklam@ornek.test',
        phone: '+905321112233',
        packageType: 'basic',
        duration: 1,
        totalCost: '1000.00',
      })
      .returning();
    for (const date of ['9999-99-99', '2026-02-30', '2026-13-01', '0000-01-01']) {
      const res = await call('PATCH', `/api/admin/ads/${ad!.id}`, { cookie: admin.cookie, body: { startDate: date } });
      expect(res.status, date).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.startDate).toMatch(/tarih/i);
    }
    const ok = await call('PATCH', `/api/admin/ads/${ad!.id}`, {
      cookie: admin.cookie,
      body: { startDate: '2026-12-01', endDate: '2026-12-31' },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it('plan requests are rate limited per account (each one mails every admin)', async () => {
    await makeAdminSession(t.db);
    const { owner, cookie } = await ownerOf(t.db);
    const before = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'owner_plan_request'))).length;
    const answers: number[] = [];
    await awayFromWindowEdge(planRequestLimit.windowSeconds, 60);
    for (let i = 0; i < planRequestLimit.limit + 3; i++) {
      answers.push(
        (await call('POST', `/api/business-owners/${owner.id}/plan-request`, { cookie, body: { plan: i % 2 ? 'basic' : 'premium' } }))
          .status,
      );
    }
    expect(answers.slice(0, planRequestLimit.limit).every((s) => s === 200)).toBe(true);
    expect(answers.slice(planRequestLimit.limit)).toEqual([429, 429, 429]);
    const sent = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'owner_plan_request'))).length - before;
    const admins = sent / planRequestLimit.limit;
    expect(Number.isInteger(admins)).toBe(true); // only the allowed requests mailed
  });

  it('change sets are rate limited per account', async () => {
    const { owner, cookie } = await ownerOf(t.db);
    const answers: number[] = [];
    await awayFromWindowEdge(changeLimit.windowSeconds, 60);
    for (let i = 0; i < changeLimit.limit + 2; i++) {
      answers.push(
        (
          await call('POST', `/api/business-owners/${owner.id}/changes`, {
            cookie,
            body: { patch: { phone: `0532 111 ${String(10 + i).padStart(2, '0')} 33` } },
          })
        ).status,
      );
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(changeLimit.limit);
    expect(answers.slice(changeLimit.limit)).toEqual([429, 429]);
  });

  it('the unsubscribe endpoint refuses a large body (413) without reading it all', async () => {
    const route = fns.routes.find((r) => r.fn.name === 'leads-unsubscribe')!;
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = new Request(`${BASE}/api/promotional-leads/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const res = (await route.fn.handler(req, { params: {}, requestId: 'test', ip: '192.0.2.10' })) as Response;
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
    // A small valid-looking body is still read: an unknown token is 404.
    expect((await call('POST', '/api/promotional-leads/unsubscribe', { body: { token: 'a'.repeat(64) }, noOrigin: true })).status).toBe(
      404,
    );
  });

  it('statistics nobody can buy: made-up paths make no rows, a page needs distinct visitors to enter the top list, the answer is cached whatever the query string', async () => {
    const track = (page: string, ip: string) =>
      call('POST', '/api/track-visitor', { body: { page }, ip, headers: { 'user-agent': CHROME } });
    const pages = async () => (await t.db.select({ page: visitorStats.page }).from(visitorStats)).map((r) => r.page);
    const [category] = await t.db.select().from(categories).limit(1);
    const listed = await makeBusiness(t.db);
    const hidden = await makeBusiness(t.db, { status: 'pending' });
    for (const page of [
      '/dolandirici-firma-zehirli',
      `/category/${category!.slug}-sahte`,
      `/business/${hidden.id}`,
      '/business/99999999',
      '/businesses/x',
    ]) {
      expect((await track(page, '192.0.2.50')).status, page).toBe(204);
    }
    expect(await pages()).toEqual([]);
    // A real category, business and page are counted; /faq by two addresses stays out of the public top list.
    const visits = [
      `/category/${category!.slug}`,
      `/business/${listed.id}`,
      '/faq',
      '/faq',
      ...Array.from({ length: TOP_PAGE_MIN_VISITORS }, () => '/about'),
    ];
    for (const [i, page] of visits.entries()) expect((await track(page, `192.0.2.${60 + i}`)).status).toBe(204);
    expect((await pages()).sort()).toEqual([...visits].sort());
    const first = await call('GET', '/api/analytics/visitors?x=1');
    expect(first.headers.get('netlify-vary')).toMatch(/^query=/);
    const summary = (await first.json()) as { totalVisits: number; topPages: { path: string }[] };
    expect(summary.totalVisits).toBe(visits.length);
    expect(summary.topPages.map((p) => p.path)).toEqual(['/about']);
    // Another query string gets the same answer for a minute: new visits do not make it recompute.
    await track('/about', '192.0.2.90');
    expect(((await (await call('GET', '/api/analytics/visitors?x=2')).json()) as { totalVisits: number }).totalVisits).toBe(visits.length);
  });

  it('owner documents: a quota of files not yet in an application, a free-disk guard, and deletion when no longer needed', async () => {
    const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const { user, cookie } = await makeUser(t.db);
    const send = () => {
      const form = new FormData();
      form.set('file', new File([PDF], 'vergi-levhasi.pdf', { type: 'application/pdf' }));
      return call('POST', '/api/business-owners/documents', { cookie, form, ip: '192.0.2.120' });
    };
    for (let i = 0; i < DOCUMENT_QUOTA.files; i++) expect((await send()).status).toBe(201);
    const over = await send();
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toBe(DOCUMENT_QUOTA_MESSAGE);
    const mine = await t.db.select().from(uploads).where(eq(uploads.ownerUserId, user.id));
    expect(mine).toHaveLength(DOCUMENT_QUOTA.files);

    // A nearly full disk: refused before anything is written.
    const other = await makeUser(t.db);
    const full = new (class extends LocalFileStorage {
      override freeBytes = () => Promise.resolve(1024);
    })(uploadsDir.dir);
    setFileStorage(full);
    try {
      const form = new FormData();
      form.set('file', new File([PDF], 'a.pdf', { type: 'application/pdf' }));
      expect((await call('POST', '/api/business-owners/documents', { cookie: other.cookie, form, ip: '192.0.2.121' })).status).toBe(507);
    } finally {
      setFileStorage(new LocalFileStorage(uploadsDir.dir));
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerUserId, other.user.id))).toEqual([]);
    // A PDF sent as "evrak.html" downloads as "evrak.pdf" (the name follows the checked content).
    const html = new FormData();
    html.set('file', new File([PDF], 'evrak.html', { type: 'text/html' }));
    const sent = await call('POST', '/api/business-owners/documents', { cookie: other.cookie, form: html, ip: '192.0.2.121' });
    expect(sent.status).toBe(201);
    const download = await call('GET', `/api/business-owners/documents/${((await sent.json()) as { key: string }).key}`, {
      cookie: other.cookie,
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('filename="evrak.pdf"');

    // Unattached: gone after 2 hours, not before.
    const [old, recent] = mine;
    await t.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(uploads.id, old!.id));
    await t.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(uploads.id, recent!.id));
    await deleteStaleDocuments(t.db);
    const left = (await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerUserId, user.id))).map((r) => r.id);
    expect(left).not.toContain(old!.id);
    expect(left).toContain(recent!.id);

    // A rejected application's documents: deleted 30 days after the decision (files too), a recent one's kept.
    const apply = (doc: number, decidedDaysAgo: number) =>
      t.db
        .insert(businessOwners)
        .values({
          userId: user.id,
          businessName: 'Yeni Kebapçı',
          ownerName: 'Ayşe Yılmaz',
          address: 'Seyhan',
          phone: '+903224560101',
          email: `b${nextSeq()}@ornek.test`,
          status: 'rejected',
          verificationDocuments: [doc],
          updatedAt: sql`now() - make_interval(days => ${decidedDaysAgo}::int)`,
        })
        .returning();
    const [a, b] = [mine[2]!, mine[3]!];
    const [decided] = await apply(a.id, 31);
    await apply(b.id, 5);
    expect(await deleteDecidedDocuments(t.db)).toBe(1);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, a.id))).toEqual([]);
    expect(await fileStorage().get(documentStorageKey(a.key, a.contentType))).toBeNull();
    expect(await fileStorage().get(documentStorageKey(b.key, b.contentType))).not.toBeNull();
    expect((await t.db.select().from(businessOwners).where(eq(businessOwners.id, decided!.id)))[0]!.verificationDocuments).toEqual([]);
  });
});
