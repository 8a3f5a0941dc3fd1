/**
 * Business owners (decision 011), with real Requests routed by the functions' own config.path, on every driver:
 * documents (content check, privacy), the application (new business, claim), the e-mail verification,
 * the admin's decisions, the owner's record and statistics, each id-taking route as a stranger, another
 * owner, the owner and an admin. Mail goes to the real test SMTP server.
 */
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  databaseFor,
  localUploadsFor,
  mailServerFor,
  makeAdminSession,
  makeBusiness,
  makeUser,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { newIp, pngBytes, verifyLinkOf } from '#tests/helpers/business-flow.ts';
import { auditLog, businessClaims, businesses, businessOwners, emailOutbox, uploads, users } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { matchRoute } from '#server/functions.ts';
import {
  DOCUMENT_MAX_BYTES,
  documentSizeMessage,
  NETLIFY_DOCUMENT_MAX_BYTES,
  ownerMessages,
  type AnalyticsAnswer,
  type OwnerDocument,
  type OwnerRecord,
} from '#lib/contract/owners.ts';
import { resetConfig } from '#platform/config.ts';
import { resetVisitorSaltCache } from '#platform/visitor.ts';
import { deleteStaleDocuments } from '#features/owners/documents.ts';
import { ownerVerifyMessages } from '#features/owners/applications.ts';

const fns = routedFunctions([
  'owners-applications',
  'owners-application-by-id',
  'owners-documents',
  'owners-admin',
  'verify-email',
  'analytics-events',
  'analytics-business',
]);
const { call } = fns;
const smtp = mailServerFor();
localUploadsFor('owner-docs-');

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function fileForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

async function upload(
  cookie: string,
  bytes: Uint8Array = PDF,
  name = 'vergi-levhasi.pdf',
  type = 'application/pdf',
): Promise<OwnerDocument> {
  const res = await call('POST', '/api/business-owners/documents', { cookie, form: fileForm(bytes, name, type) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as OwnerDocument;
}

function application(over: Record<string, unknown> = {}) {
  return {
    mode: 'new',
    claimBusinessId: null,
    businessName: 'Yeni Kebapçı',
    ownerName: 'Ayşe Yılmaz',
    taxNumber: '1234567890',
    address: 'Reşatbey Mah. Atatürk Cd. No: 5, Seyhan',
    phone: '0322 456 01 01',
    email: 'ayse@ornek.test',
    website: 'www.yenikebap.com',
    description: 'Odun ateşinde kebap.',
    category: 'restoranlar',
    district: 'seyhan',
    subscriptionPlan: 'free',
    documents: [],
    ...over,
  };
}

/** Applies, verifies the mailed link, returns the owner id. */
async function applyAndVerify(cookie: string, email: string, over: Record<string, unknown> = {}): Promise<number> {
  const doc = await upload(cookie);
  const res = await call('POST', '/api/business-owners', { cookie, body: application({ email, documents: [doc.key], ...over }) });
  expect(res.status, await res.clone().text()).toBe(201);
  const { owner } = (await res.json()) as { owner: { id: number; status: string } };
  expect(owner.status).toBe('email_pending');
  const mail = await smtp.waitForMessage((m) => m.to === email && m.subject.includes('doğrulayın'));
  const { token } = verifyLinkOf(mail.text);
  const verified = await call('POST', '/api/verify-email', { body: { token }, ip: newIp() });
  expect(verified.status, await verified.clone().text()).toBe(200);
  expect(await verified.json()).toMatchObject({ kind: 'owner', owner: { id: owner.id }, state: 'verified', review: 'pending' });
  // Opened again (decision 018): confirmed already, the application in review (not 'Doğrulama başarısız').
  const again = await call('POST', '/api/verify-email', { body: { token }, ip: newIp() });
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({
    kind: 'owner',
    owner: { id: owner.id },
    state: 'already',
    review: 'pending',
    message: ownerVerifyMessages.already.pending,
  });
  return owner.id;
}

/** A PDF of `size` bytes. */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PDF);
  return bytes;
}

/** Runs `fn` with the functions configured as on Netlify (its database URL is required there; the test's own database answers). */
async function onNetlify(fn: () => Promise<void>): Promise<void> {
  vi.stubEnv('NETLIFY', 'true');
  vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/unused');
  resetConfig();
  try {
    await fn();
  } finally {
    vi.unstubAllEnvs();
    resetConfig();
  }
}

async function ownerRow(db: Db, id: number) {
  const [row] = await db.select().from(businessOwners).where(eq(businessOwners.id, id));
  return row!;
}

describe('routing of the owner API', () => {
  it('sends every path to its function, and /api/analytics/:id takes digits only', () => {
    const r = fns.routes;
    expect(matchRoute(r, '/api/business-owners', 'POST')?.route.fn.name).toBe('owners-applications');
    expect(matchRoute(r, '/api/business-owners/12', 'GET')?.params).toEqual({ id: '12' });
    expect(matchRoute(r, '/api/business-owners/documents', 'POST')?.route.fn.name).toBe('owners-documents');
    expect(matchRoute(r, '/api/analytics/7', 'GET')?.route.fn.name).toBe('analytics-business');
    expect(matchRoute(r, '/api/analytics/events', 'POST')?.route.fn.name).toBe('analytics-events');
    expect(matchRoute(r, '/api/analytics/daily', 'GET')).toBeNull();
    expect(matchRoute(r, '/api/analytics/visitors', 'GET')).toBeNull();
  });
});

describe.each(testDrivers())('business owners on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('documents: PDF/JPEG/PNG by content, 10 MB, login required; private to the uploader and admins', async () => {
    const { cookie } = await makeUser(t.db);
    expect((await call('POST', '/api/business-owners/documents', { form: fileForm(PDF, 'a.pdf', 'application/pdf') })).status).toBe(401);
    const fake = await call('POST', '/api/business-owners/documents', {
      cookie,
      form: fileForm(new TextEncoder().encode('<html>not a pdf'), 'x.pdf', 'application/pdf'),
    });
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ message: ownerMessages.documentType });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    expect(
      (await call('POST', '/api/business-owners/documents', { cookie, form: fileForm(big, 'big.pdf', 'application/pdf') })).status,
    ).toBe(413);
    const png = await upload(cookie, await pngBytes(40, 30), 'kimlik.png', 'image/png');
    expect(png.contentType).toBe('image/png');
    const pdf = await upload(cookie);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, pdf.key));
    expect(row).toMatchObject({ kind: 'owner_document', isPrivate: true });

    const own = await call('GET', `/api/business-owners/documents/${pdf.key}`, { cookie });
    expect(own.status).toBe(200);
    // Shown in the browser (an admin reads it without a download); `?indir=1` downloads it.
    expect(own.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    const download = await call('GET', `/api/business-owners/documents/${pdf.key}?indir=1`, { cookie });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF);
    const stranger = await makeUser(t.db);
    expect((await call('GET', `/api/business-owners/documents/${pdf.key}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call('GET', `/api/business-owners/documents/${pdf.key}`)).status).toBe(401);
    const admin = await makeAdminSession(t.db);
    expect((await call('GET', `/api/business-owners/documents/${pdf.key}`, { cookie: admin.cookie })).status).toBe(200);
    const noTotp = await makeAdminSession(t.db, { secondFactor: false });
    expect((await call('GET', `/api/business-owners/documents/${pdf.key}`, { cookie: noTotp.cookie })).status).toBe(404);

    // Never used by an application: removed by the hourly cleanup (here: older than 0 hours).
    expect(await deleteStaleDocuments(t.db, 0)).toBeGreaterThanOrEqual(2);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, pdf.key))).toEqual([]);
    expect((await call('GET', `/api/business-owners/documents/${pdf.key}`, { cookie })).status).toBe(404);
  });

  it('on Netlify (~4.5 MB of file per request) a document over 4 MB is refused with a Turkish message, nothing stored; elsewhere 10 MB', async () => {
    const { user, cookie } = await makeUser(t.db);
    const stored = async () => (await t.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.ownerUserId, user.id))).length;
    const send = (size: number) =>
      call('POST', '/api/business-owners/documents', { cookie, form: fileForm(pdfOf(size), 'ticaret-sicil.pdf', 'application/pdf') });

    // The local server: 10 MB.
    await upload(cookie, pdfOf(NETLIFY_DOCUMENT_MAX_BYTES + 1), 'ticaret-sicil.pdf');
    const over10 = await send(DOCUMENT_MAX_BYTES + 1);
    expect(over10.status).toBe(413);
    expect(((await over10.json()) as { message: string }).message).toMatch(/^Bir belge en fazla 10 MB olabilir\./);

    await onNetlify(async () => {
      const before = await stored();
      const refused = await send(NETLIFY_DOCUMENT_MAX_BYTES + 1);
      expect(refused.status).toBe(413);
      const message = documentSizeMessage(NETLIFY_DOCUMENT_MAX_BYTES);
      expect(message).toMatch(/^Bir belge en fazla 4 MB olabilir\./);
      expect(await refused.json()).toEqual({ message, errors: { file: message } });
      expect(await stored()).toBe(before);
      await upload(cookie, pdfOf(NETLIFY_DOCUMENT_MAX_BYTES), 'tam-dort-mb.pdf');
    });
  });

  it('registration: Turkish field errors, someone else’s document refused, nothing half-written', async () => {
    const { user, cookie } = await makeUser(t.db);
    expect((await call('POST', '/api/business-owners', { body: application() })).status).toBe(401);
    const bad = await call('POST', '/api/business-owners', {
      cookie,
      body: application({ businessName: '', ownerName: ' ', phone: '12', email: 'x', documents: [] }),
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      businessName: ownerMessages.businessName,
      ownerName: ownerMessages.ownerName,
      phone: ownerMessages.phoneInvalid,
      email: ownerMessages.email,
      documents: ownerMessages.documents,
    });
    const other = await makeUser(t.db);
    const theirs = await upload(other.cookie);
    const stolen = await call('POST', '/api/business-owners', { cookie, body: application({ documents: [theirs.key] }) });
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as { errors: Record<string, string> }).errors.documents).toBe(ownerMessages.documentKey);
    expect(await t.db.select().from(businessOwners).where(eq(businessOwners.userId, user.id))).toEqual([]);
  });

  it('a new business: apply → verify → admin approves → owner role, listing approved, dashboard record; strangers 403', async () => {
    const { user, cookie } = await makeUser(t.db);
    const admin = await makeAdminSession(t.db);
    const email = `yeni${nextSeq()}@ornek.test`;
    const id = await applyAndVerify(cookie, email);
    expect(await ownerRow(t.db, id)).toMatchObject({ status: 'pending', emailVerified: true, businessId: null });

    // Reading: the owner and admins; another person 403; unknown 404; no login 401.
    expect((await call('GET', `/api/business-owners/${id}`, { cookie })).status).toBe(200);
    const stranger = await makeUser(t.db);
    expect((await call('GET', `/api/business-owners/${id}`, { cookie: stranger.cookie })).status).toBe(403);
    expect((await call('GET', `/api/business-owners/${id}`)).status).toBe(401);
    expect((await call('GET', `/api/business-owners/999999`, { cookie })).status).toBe(404);
    expect((await call('GET', `/api/business-owners/${id}`, { cookie: admin.cookie })).status).toBe(200);

    // The admin list: only admins with the second factor.
    expect((await call('GET', '/api/admin/owners?status=pending', { cookie })).status).toBe(403);
    const noTotp = await makeAdminSession(t.db, { secondFactor: false });
    expect((await call('GET', '/api/admin/owners', { cookie: noTotp.cookie })).status).toBe(403);
    const list = (await (await call('GET', '/api/admin/owners?status=pending', { cookie: admin.cookie })).json()) as {
      id: number;
      documents: OwnerDocument[];
    }[];
    expect(list.find((o) => o.id === id)?.documents).toHaveLength(1);

    expect((await call('POST', `/api/admin/owners/${id}/approve`, { cookie, body: {} })).status).toBe(403);
    const approved = await call('POST', `/api/admin/owners/${id}/approve`, { cookie: admin.cookie, body: {} });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const record = (await approved.json()) as OwnerRecord;
    expect(record).toMatchObject({ status: 'approved', business: { status: 'approved', name: 'Yeni Kebapçı' } });
    const [account] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(account!.role).toBe('owner');
    expect((await call('POST', `/api/admin/owners/${id}/approve`, { cookie: admin.cookie, body: {} })).status).toBe(409);
    const mail = await smtp.waitForMessage((m) => m.to === email && m.subject.includes('onaylandı'));
    expect(mail.subject).toBe('Sahiplik başvurunuz onaylandı, işletmeniz yayında: Yeni Kebapçı');
    expect(mail.text).toContain('/business-owner-dashboard');
    expect(mail.text).toContain(`/business/${record.businessId}`);
    // One mail says both: the listings' own "İşletmeniz yayında" is not sent besides it.
    const outbox = await t.db.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(outbox.map((m) => m.kind).sort()).toEqual(['owner_approved', 'owner_verification']);
    expect(
      smtp.messages.filter((m) => m.to === email && m.subject !== 'İşletme sahipliği başvurunuzu doğrulayın').map((m) => m.subject),
    ).toEqual([mail.subject]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'owner'), eq(auditLog.targetId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['owner.applied', 'owner.email_verified', 'owner.approved']));

    const mine = (await (await call('GET', '/api/business-owners', { cookie })).json()) as OwnerRecord[];
    expect(mine.map((r) => r.id)).toEqual([id]);
    expect((await call('GET', '/api/business-owners', { cookie: stranger.cookie })).status).toBe(200);
  });

  it('a claim: the listing must be public; a listing with an owner needs the admin’s explicit decision; rejection is mailed', async () => {
    const listing = await makeBusiness(t.db);
    const first = await makeUser(t.db);
    const admin = await makeAdminSession(t.db);
    const firstId = await applyAndVerify(first.cookie, `ilk${nextSeq()}@ornek.test`, {
      mode: 'claim',
      claimBusinessId: listing.id,
      category: null,
      district: null,
    });
    const [claim] = await t.db.select().from(businessClaims).where(eq(businessClaims.ownerId, firstId));
    expect(claim).toMatchObject({ businessId: listing.id, status: 'pending' });
    expect((await call('POST', `/api/admin/owners/${firstId}/approve`, { cookie: admin.cookie, body: {} })).status).toBe(200);
    expect(await ownerRow(t.db, firstId)).toMatchObject({ status: 'approved', businessId: listing.id });

    const second = await makeUser(t.db);
    const secondId = await applyAndVerify(second.cookie, `iki${nextSeq()}@ornek.test`, {
      mode: 'claim',
      claimBusinessId: listing.id,
      category: null,
      district: null,
    });
    const refused = await call('POST', `/api/admin/owners/${secondId}/approve`, { cookie: admin.cookie, body: {} });
    expect(refused.status).toBe(409);
    const replaced = await call('POST', `/api/admin/owners/${secondId}/approve`, { cookie: admin.cookie, body: { replaceExisting: true } });
    expect(replaced.status).toBe(200);
    expect(await ownerRow(t.db, firstId)).toMatchObject({ status: 'rejected', businessId: null });

    const hidden = await makeBusiness(t.db, { status: 'pending' });
    const doc = await upload(second.cookie);
    const bad = await call('POST', '/api/business-owners', {
      cookie: second.cookie,
      body: application({ mode: 'claim', claimBusinessId: hidden.id, documents: [doc.key] }),
    });
    expect(bad.status).toBe(400);

    const third = await makeUser(t.db);
    const thirdEmail = `uc${nextSeq()}@ornek.test`;
    const thirdId = await applyAndVerify(third.cookie, thirdEmail);
    expect((await call('POST', `/api/admin/owners/${thirdId}/reject`, { cookie: admin.cookie, body: { reason: 'x' } })).status).toBe(400);
    const rejected = await call('POST', `/api/admin/owners/${thirdId}/reject`, {
      cookie: admin.cookie,
      body: { reason: 'Vergi levhası okunamıyor.' },
    });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Vergi levhası okunamıyor.' });
    const mail = await smtp.waitForMessage((m) => m.to === thirdEmail && m.subject.includes('hakkında'));
    expect(mail.text).toContain('Vergi levhası okunamıyor.');
  });

  it('statistics: views once per visitor a day, actions once an hour, the owner’s own visits and bots never; only the owner reads them', async () => {
    resetVisitorSaltCache();
    const { cookie } = await makeUser(t.db);
    const admin = await makeAdminSession(t.db);
    const listing = await makeBusiness(t.db);
    const id = await applyAndVerify(cookie, `ist${nextSeq()}@ornek.test`, {
      mode: 'claim',
      claimBusinessId: listing.id,
      category: null,
      district: null,
    });
    expect((await call('POST', `/api/admin/owners/${id}/approve`, { cookie: admin.cookie, body: {} })).status).toBe(200);

    const event = (type: string, ip: string, opts: { cookie?: string; ua?: string } = {}) =>
      call('POST', '/api/analytics/events', {
        body: { businessId: listing.id, type },
        ip,
        headers: { 'user-agent': opts.ua ?? CHROME },
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      });
    const a = newIp();
    const b = newIp();
    for (const ip of [a, a, a, b]) expect((await event('view', ip)).status).toBe(204);
    for (const ip of [a, a, b]) expect((await event('phone', ip)).status).toBe(204);
    expect((await event('view', newIp(), { cookie })).status).toBe(204); // the owner, logged in
    expect((await event('view', newIp(), { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status).toBe(204);

    const res = await call('GET', `/api/analytics/${listing.id}`, { cookie });
    expect(res.status).toBe(200);
    const stats = (await res.json()) as AnalyticsAnswer;
    expect(stats.days).toHaveLength(30);
    expect(stats.totals).toEqual({ views: 2, phoneClicks: 2, websiteClicks: 0, directionsClicks: 0 });

    const other = await makeUser(t.db, 'owner');
    expect((await call('GET', `/api/analytics/${listing.id}`, { cookie: other.cookie })).status).toBe(403);
    expect((await call('GET', `/api/analytics/${listing.id}`)).status).toBe(401);
    expect((await call('GET', `/api/analytics/${listing.id}`, { cookie: admin.cookie })).status).toBe(403);
    expect((await call('GET', `/api/analytics/2000000000`, { cookie })).status).toBe(404);
  });

  it('settings and leaving: only the owner; leaving takes the owner role with the last ownership', async () => {
    const { user, cookie } = await makeUser(t.db);
    const admin = await makeAdminSession(t.db);
    const id = await applyAndVerify(cookie, `ayr${nextSeq()}@ornek.test`);
    await call('POST', `/api/admin/owners/${id}/approve`, { cookie: admin.cookie, body: {} });
    const stranger = await makeUser(t.db, 'owner');
    expect((await call('PATCH', `/api/business-owners/${id}`, { cookie: stranger.cookie, body: { notifyByEmail: false } })).status).toBe(
      403,
    );
    const patched = await call('PATCH', `/api/business-owners/${id}`, { cookie, body: { notifyByEmail: false, phone: '0532 111 22 33' } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ notifyByEmail: false, phone: '+905321112233' });
    expect((await call('DELETE', `/api/business-owners/${id}`, { cookie: stranger.cookie })).status).toBe(403);
    expect((await call('DELETE', `/api/business-owners/${id}`, { cookie })).status).toBe(204);
    expect(await ownerRow(t.db, id)).toMatchObject({ status: 'rejected', businessId: null });
    const [account] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(account!.role).toBe('user');
    const [b] = await t.db.select({ status: businesses.status }).from(businesses).where(eq(businesses.submittedByUserId, user.id));
    expect(b!.status).toBe('approved'); // the listing stays
  });
});
