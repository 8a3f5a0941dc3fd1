/**
 * A business's WhatsApp number, the field added through the one declaration
 * (src/lib/business-fields.ts), end to end on every driver: a submission → the e-mail link → an admin's
 * approval → the API's record (not its lists); an admin's edit; an owner's change set → approval; the CSV
 * export → an edited re-import. Real Requests routed by config.path.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { exportAndRead, importCsvText } from '#tests/helpers/csv-export.ts';
import {
  databaseFor,
  mailServerFor,
  makeAdminSession,
  makeBusiness,
  makeApprovedOwner,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { newIp, submission, verifyLinkOf } from '#tests/helpers/business-flow.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { importMessages as M } from '#lib/import/messages.ts';

const { call } = routedFunctions([
  'businesses',
  'businesses-by-id',
  'verify-email',
  'admin-businesses-actions',
  'admin-businesses-by-id',
  'owners-changes',
  'owners-admin-changes',
]);
const smtp = mailServerFor();
const MOBILE_MESSAGE = 'WhatsApp için geçerli bir cep telefonu numarası girin (ör. 0532 111 22 33)';

async function row(db: Db, id: number) {
  const [r] = await db.select().from(businesses).where(eq(businesses.id, id));
  return r!;
}

describe.each(testDrivers())('a business’s WhatsApp number on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('submitted with the form, verified, approved: the API’s record has it (E.164), its lists do not; a landline is refused in Turkish', async () => {
    const admin = await makeAdminSession(t.db);
    const landline = await call('POST', '/api/businesses', { body: submission({ whatsapp: '0322 456 01 01' }), ip: newIp() });
    expect(landline.status).toBe(400);
    expect(((await landline.json()) as { errors: Record<string, string> }).errors).toEqual({ whatsapp: MOBILE_MESSAGE });

    const body = submission({ whatsapp: '0532 111 22 33' });
    const res = await call('POST', '/api/businesses', { body, ip: newIp() });
    expect(res.status, await res.clone().text()).toBe(201);
    const { business } = (await res.json()) as { business: { id: number } };
    expect((await row(t.db, business.id)).whatsapp).toBe('+905321112233');

    const mail = await smtp.waitForMessage((m) => m.to === body.email);
    const verified = await call('POST', '/api/verify-email', { body: { token: verifyLinkOf(mail.text).token }, ip: newIp() });
    expect(verified.status).toBe(200);
    const detail = await call('GET', `/api/admin/businesses/${business.id}`, { cookie: admin.cookie });
    expect(((await detail.json()) as { whatsapp: string | null }).whatsapp).toBe('+905321112233');
    const approved = await call('POST', `/api/admin/businesses/${business.id}/approve`, { cookie: admin.cookie, body: {} });
    expect(approved.status, await approved.clone().text()).toBe(200);

    const record = (await (await call('GET', `/api/businesses/${business.id}`)).json()) as Record<string, unknown>;
    expect(record).toMatchObject({
      id: business.id,
      phone: '+903224560101',
      whatsapp: '+905321112233',
      website: 'https://www.ornek-kebap.com',
    });
    const list = (await (await call('GET', `/api/businesses?limit=100`)).json()) as
      { businesses?: Record<string, unknown>[]; items?: Record<string, unknown>[] } | Record<string, unknown>[];
    const items = Array.isArray(list) ? list : (list.businesses ?? list.items ?? []);
    const item = items.find((b) => b.id === business.id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('whatsapp');
    expect(item).not.toHaveProperty('website');
  });

  it('an admin sets and clears it before approval with the same Turkish message for a bad one', async () => {
    const admin = await makeAdminSession(t.db);
    const business = await makeBusiness(t.db, { status: 'pending' });
    const bad = await call('PATCH', `/api/admin/businesses/${business.id}`, { cookie: admin.cookie, body: { whatsapp: '444 84 64' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.whatsapp).toBe(MOBILE_MESSAGE);
    const set = await call('PATCH', `/api/admin/businesses/${business.id}`, {
      cookie: admin.cookie,
      body: { whatsapp: '+90 544 222 33 44' },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(((await set.json()) as { whatsapp: string }).whatsapp).toBe('+905442223344');
    const cleared = await call('PATCH', `/api/admin/businesses/${business.id}`, { cookie: admin.cookie, body: { whatsapp: '' } });
    expect(cleared.status).toBe(200);
    expect((await row(t.db, business.id)).whatsapp).toBeNull();
  });

  it('an owner’s "Düzenle": a change set with before/after, published on approval', async () => {
    const business = await makeBusiness(t.db, { phone: '+903224560101', email: 'isletme@ornek.test' });
    const { owner, cookie } = await makeApprovedOwner(t.db, business);
    const admin = await makeAdminSession(t.db);

    const bad = await call('POST', `/api/business-owners/${owner.id}/changes`, {
      cookie,
      body: { patch: { whatsapp: '0322 456 01 01' } },
    });
    expect(bad.status).toBe(400);
    const res = await call('POST', `/api/business-owners/${owner.id}/changes`, {
      cookie,
      body: { patch: { phone: '0322 456 01 01', whatsapp: '0533 444 55 66' } },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const change = (await res.json()) as { id: number; before: Record<string, unknown>; after: Record<string, unknown> };
    expect(change.before).toEqual({ whatsapp: null });
    expect(change.after).toEqual({ whatsapp: '+905334445566' });
    expect((await row(t.db, business.id)).whatsapp).toBeNull();

    const approved = await call('POST', `/api/admin/owner-changes/${change.id}/approve`, { cookie: admin.cookie, body: {} });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect((await row(t.db, business.id)).whatsapp).toBe('+905334445566');
  });

  it('the CSV export has a whatsapp column after phone; an edited re-import updates it, a bad one is a warning', async () => {
    const [kafeler] = await t.db.select().from(categories).where(eq(categories.slug, 'kafeler'));
    const [seyhan] = await t.db.select().from(districts).where(eq(districts.slug, 'seyhan'));
    const business = await makeBusiness(t.db, {
      status: 'approved',
      whatsapp: '+905321112233',
      categoryId: kafeler!.id,
      districtId: seyhan!.id,
    });
    const { csv: all, file } = await exportAndRead(t.db);
    const mine = file.records.find((r) => r.values.id === String(business.id))!;
    expect(mine.values.whatsapp).toBe('+905321112233');
    // the header and this business's line (the other tests' businesses are in districts of their own)
    const lines = all.split('\r\n');
    const csv = [lines[0], lines.find((l) => l.endsWith(`;${business.id}`))].join('\r\n') + '\r\n';

    const again = await importCsvText(t.db, csv);
    expect(again.errors).toEqual([]);
    expect((await row(t.db, business.id)).whatsapp).toBe('+905321112233');

    const edited = csv.replace('+905321112233', '0555 666 77 88');
    await importCsvText(t.db, edited);
    expect((await row(t.db, business.id)).whatsapp).toBe('+905556667788');

    const header = 'name;category;address;district;whatsapp\n';
    const added = await importCsvText(
      t.db,
      `${header}WhatsApp Deneme Kafe ${nextSeq()};Kafeler;Reşatbey Mah. No:1;Seyhan;0322 456 01 01\n`,
    );
    expect(added).toMatchObject({ imported: 1 });
    expect(added.warnings).toEqual([{ line: 2, reason: M.fieldDropped(M.badWhatsapp('0322 456 01 01')) }]);
  });
});
