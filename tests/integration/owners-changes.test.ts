/**
 * Owners' changes (decision 011): edits and new photos as change sets published on an admin's approval,
 * suggestions by visitors (rate limit, honeypot) decided by the owner or, without one, by admins, plans
 * (requests, the admin's setting, premium = featured, the expiry job), each id-taking route as a stranger,
 * another owner, the owner and an admin. Real Requests routed by config.path, on every driver.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  awayFromWindowEdge,
  databaseFor,
  localUploadsFor,
  mailServerFor,
  makeAdminSession,
  makeApprovedOwner,
  makeBusiness,
  makeUser,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { jpegBytes, newIp, photoForm } from '#tests/helpers/business-flow.ts';
import { businessChangeSets, businesses, businessOwners, businessSuggestions, siteBuilds, uploads } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { runPlanExpiry } from '#features/owners/plans.ts';

const { call } = routedFunctions([
  'owners-changes',
  'owners-admin-changes',
  'owners-suggestions',
  'admin-owners-suggestions',
  'owners-plans',
  'owners-admin',
  'uploads',
  'admin-businesses-by-id',
]);
const smtp = mailServerFor();
localUploadsFor('owner-changes-');

/** An approved owner of a fresh approved listing (written directly: the application flow has its own test). */
async function ownerOf(db: Db, over: Partial<typeof businessOwners.$inferInsert> = {}) {
  const business = await makeBusiness(db, { phone: '+903224560101', email: 'isletme@ornek.test' });
  return makeApprovedOwner(db, business, over);
}

async function businessRow(db: Db, id: number) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
  return row!;
}

describe.each(testDrivers())('owner changes, suggestions and plans on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('an edit is a change set with before/after; the listing is unchanged until an admin approves; strangers 403', async () => {
    const { business, owner, cookie } = await ownerOf(t.db);
    const admin = await makeAdminSession(t.db);
    const other = await ownerOf(t.db);
    const edit = { patch: { phone: '0532 111 22 33', hours: { mon: [['10:00', '22:00']] } }, features: ['Wi-Fi', 'Otopark'] };

    expect((await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie: other.cookie, body: edit })).status).toBe(403);
    expect((await call('POST', `/api/business-owners/${owner.id}/changes`, { body: edit })).status).toBe(401);
    expect((await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: { isFeatured: true } } })).status).toBe(
      400,
    );
    expect(
      (await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: { phone: '0322 456 01 01' } } })).status,
    ).toBe(400); // no change

    const res = await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: edit });
    expect(res.status, await res.clone().text()).toBe(201);
    const change = (await res.json()) as { id: number; before: Record<string, unknown>; after: Record<string, unknown> };
    expect(change.before).toMatchObject({ phone: '+903224560101', features: [] });
    expect(change.after).toMatchObject({ phone: '+905321112233', features: ['Wi-Fi', 'Otopark'], hours: { mon: [['10:00', '22:00']] } });
    expect((await businessRow(t.db, business.id)).phone).toBe('+903224560101');

    expect((await call('GET', `/api/business-owners/${owner.id}/changes`, { cookie: other.cookie })).status).toBe(403);
    expect((await call('GET', `/api/admin/owner-changes`, { cookie })).status).toBe(403);
    const queue = (await (await call('GET', '/api/admin/owner-changes', { cookie: admin.cookie })).json()) as { id: number }[];
    expect(queue.map((c) => c.id)).toContain(change.id);

    expect((await call('POST', `/api/admin/owner-changes/${change.id}/approve`, { cookie, body: {} })).status).toBe(403);
    const builds = (await t.db.select().from(siteBuilds)).length;
    const approved = await call('POST', `/api/admin/owner-changes/${change.id}/approve`, { cookie: admin.cookie, body: {} });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const after = await businessRow(t.db, business.id);
    expect(after).toMatchObject({ phone: '+905321112233', features: ['Wi-Fi', 'Otopark'], status: 'approved' });
    expect(after.hours).toMatchObject({ mon: [['10:00', '22:00']] });
    expect((await t.db.select().from(siteBuilds)).length).toBeGreaterThan(builds); // a rebuild is scheduled
    expect((await call('POST', `/api/admin/owner-changes/${change.id}/approve`, { cookie: admin.cookie, body: {} })).status).toBe(409);
    await smtp.waitForMessage((m) => m.to === owner.email && m.subject.includes('yayında'));
  });

  it('the form sends every field: only what differs becomes the change (the same hours in another key order are no change)', async () => {
    const { business, owner, cookie } = await ownerOf(t.db);
    const week = {
      mon: [['09:00', '18:00']],
      tue: [['09:00', '18:00']],
      wed: [['09:00', '18:00']],
      thu: [['09:00', '18:00']],
      fri: [['09:00', '22:00']],
      sat: [['10:00', '22:00']],
      sun: [],
    };
    await t.db
      .update(businesses)
      .set({ hours: week as never })
      .where(eq(businesses.id, business.id));
    const reordered = Object.fromEntries(Object.entries(week).reverse());
    const res = await call('POST', `/api/business-owners/${owner.id}/changes`, {
      cookie,
      body: { patch: { name: business.name, hours: reordered, isOpen: true, phone: '0532 765 43 21' } },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(Object.keys(((await res.json()) as { after: Record<string, unknown> }).after)).toEqual(['phone']);
  });

  it('photos through the photo pipeline up to the plan limit (free 5); a rejected change frees them', async () => {
    const { business, owner, cookie } = await ownerOf(t.db);
    const admin = await makeAdminSession(t.db);
    await t.db
      .update(businesses)
      .set({ images: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'] })
      .where(eq(businesses.id, business.id));
    const keys: string[] = [];
    for (let i = 0; i < 2; i++) {
      const up = await call('POST', '/api/uploads', {
        cookie,
        form: photoForm(await jpegBytes(400, 300), `f${i}.jpg`, 'image/jpeg'),
        ip: newIp(),
      });
      expect(up.status).toBe(201);
      keys.push(((await up.json()) as { key: string }).key);
    }
    const over = await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: {}, newPhotos: keys } });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { message: string }).message).toContain('en fazla 5 fotoğraf');
    const ok = await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: {}, newPhotos: [keys[0]] } });
    expect(ok.status).toBe(201);
    const change = (await ok.json()) as { id: number };
    const rejected = await call('POST', `/api/admin/owner-changes/${change.id}/reject`, {
      cookie: admin.cookie,
      body: { reason: 'Fotoğraf işletmeye ait değil.' },
    });
    expect(rejected.status).toBe(200);
    const [u] = await t.db.select().from(uploads).where(eq(uploads.key, keys[0]!));
    expect(u!.businessId).toBeNull();
    expect((await businessRow(t.db, business.id)).images).toHaveLength(4);

    // Premium: no limit.
    await t.db.update(businessOwners).set({ subscriptionPlan: 'premium' }).where(eq(businessOwners.id, owner.id));
    expect(
      (await call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: {}, newPhotos: [keys[1]] } })).status,
    ).toBe(201);
  });

  it('suggestions: no account, honeypot, rate limit; the owner accepts (a change set) or dismisses; others 403', async () => {
    const { business, owner, cookie } = await ownerOf(t.db);
    const ip = newIp();
    await awayFromWindowEdge(3600, 60); // the limit counts in hours aligned to the clock: none passes during the test
    const bad = await call('POST', `/api/businesses/${business.id}/suggestions`, { body: { reason: 'nope' }, ip });
    expect(bad.status).toBe(400);
    const trap = await call('POST', `/api/businesses/${business.id}/suggestions`, {
      body: { reason: 'phone', note: 'x', website2: 'http://spam' },
      ip,
    });
    expect(trap.status).toBe(201);
    expect(await t.db.select().from(businessSuggestions).where(eq(businessSuggestions.businessId, business.id))).toEqual([]);
    const made = await call('POST', `/api/businesses/${business.id}/suggestions`, {
      body: { reason: 'phone', note: 'Doğrusu 0532 111 22 33' },
      ip,
    });
    expect(made.status).toBe(201);
    await smtp.waitForMessage((m) => m.to === owner.email && m.subject.includes('düzeltme önerisi'));
    for (let i = 0; i < 3; i++)
      await call('POST', `/api/businesses/${business.id}/suggestions`, { body: { reason: 'hours', note: 'a' }, ip });
    expect((await call('POST', `/api/businesses/${business.id}/suggestions`, { body: { reason: 'hours' }, ip })).status).toBe(429);
    const hidden = await makeBusiness(t.db, { status: 'pending' });
    expect((await call('POST', `/api/businesses/${hidden.id}/suggestions`, { body: { reason: 'hours' }, ip: newIp() })).status).toBe(404);

    const list = (await (await call('GET', `/api/business-owners/${owner.id}/suggestions`, { cookie })).json()) as {
      id: number;
      reason: string;
    }[];
    const phone = list.find((s) => s.reason === 'phone')!;
    const other = await ownerOf(t.db);
    expect((await call('GET', `/api/business-owners/${owner.id}/suggestions`, { cookie: other.cookie })).status).toBe(403);
    expect(
      (await call('POST', `/api/business-owners/${other.owner.id}/suggestions/${phone.id}/dismiss`, { cookie: other.cookie })).status,
    ).toBe(404);
    const accepted = await call('POST', `/api/business-owners/${owner.id}/suggestions/${phone.id}/accept`, {
      cookie,
      body: { patch: { phone: '0532 111 22 33' } },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const [cs] = await t.db.select().from(businessChangeSets).where(eq(businessChangeSets.suggestionId, phone.id));
    expect(cs).toMatchObject({ source: 'suggestion', status: 'pending' });
    const hours = list.find((s) => s.reason === 'hours')!;
    expect((await call('POST', `/api/business-owners/${owner.id}/suggestions/${hours.id}/dismiss`, { cookie })).status).toBe(200);
    expect((await call('POST', `/api/business-owners/${owner.id}/suggestions/${hours.id}/dismiss`, { cookie })).status).toBe(409);
  });

  it('a listing without an owner: admins see its suggestions and accepting publishes at once', async () => {
    const business = await makeBusiness(t.db, { phone: '+903224560101', email: 'x@ornek.test' });
    const admin = await makeAdminSession(t.db);
    expect(
      (await call('POST', `/api/businesses/${business.id}/suggestions`, { body: { reason: 'closed', note: 'Kapanmış.' }, ip: newIp() }))
        .status,
    ).toBe(201);
    const user = await makeUser(t.db);
    expect((await call('GET', '/api/admin/suggestions', { cookie: user.cookie })).status).toBe(403);
    const list = (await (await call('GET', '/api/admin/suggestions', { cookie: admin.cookie })).json()) as {
      id: number;
      businessId: number;
    }[];
    const s = list.find((x) => x.businessId === business.id)!;
    const res = await call('POST', `/api/admin/suggestions/${s.id}/accept`, { cookie: admin.cookie, body: { patch: { isOpen: false } } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await businessRow(t.db, business.id)).isOpen).toBe(false);
  });

  it('plans: prices from the price list; a request goes to admins; premium = featured; the expiry job reminds and ends', async () => {
    const plans = (await (await call('GET', '/api/business-owners/plans')).json()) as { plans: { code: string; monthlyPrice: number }[] };
    expect(plans.plans.map((p) => p.code)).toEqual(['free', 'basic', 'premium']);
    const { business, owner, cookie } = await ownerOf(t.db);
    const admin = await makeAdminSession(t.db);
    const other = await ownerOf(t.db);
    expect(
      (await call('POST', `/api/business-owners/${owner.id}/plan-request`, { cookie: other.cookie, body: { plan: 'premium' } })).status,
    ).toBe(403);
    expect((await call('POST', `/api/business-owners/${owner.id}/plan-request`, { cookie, body: { plan: 'free' } })).status).toBe(400);
    expect((await call('POST', `/api/business-owners/${owner.id}/plan-request`, { cookie, body: { plan: 'premium' } })).status).toBe(200);
    await smtp.waitForMessage((m) => m.to === admin.user.email && m.subject.includes('Plan talebi'));

    const past = await call('POST', `/api/admin/owners/${owner.id}/plan`, {
      cookie: admin.cookie,
      body: { plan: 'premium', expiresAt: '2020-01-01' },
    });
    expect(past.status).toBe(409);
    const inFive = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const set = await call('POST', `/api/admin/owners/${owner.id}/plan`, {
      cookie: admin.cookie,
      body: {
        plan: 'premium',
        expiresAt: inFive,
        from: { plan: 'free', expiresAt: null },
        payment: { amount: 199, method: 'havale', reference: 'EFT-1', paidOn: new Date().toISOString().slice(0, 10) },
      },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await set.json()).toMatchObject({ subscriptionPlan: 'premium', pendingPlanRequest: null });
    expect((await businessRow(t.db, business.id)).isFeatured).toBe(true);
    expect((await call('POST', `/api/admin/owners/${owner.id}/plan`, { cookie, body: { plan: 'free' } })).status).toBe(403);

    const first = await runPlanExpiry(t.db);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    await smtp.waitForMessage((m) => m.to === owner.email && m.subject.includes('sona eriyor'));
    const again = await runPlanExpiry(t.db);
    expect(again.reminded).toBe(0); // once per expiry
    await runPlanExpiry(t.db, new Date(Date.now() + 7 * 86_400_000));
    const [row] = await t.db.select().from(businessOwners).where(eq(businessOwners.id, owner.id));
    expect(row).toMatchObject({ subscriptionPlan: 'free', subscriptionExpiresAt: null });
    expect((await businessRow(t.db, business.id)).isFeatured).toBe(false);
    await smtp.waitForMessage((m) => m.to === owner.email && m.subject.includes('sona erdi'));
  });

  it('a plan ends: the featuring premium gave goes, a listing an admin featured by hand stays featured', async () => {
    const admin = await makeAdminSession(t.db);
    const inFive = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const premium = (ownerId: number) =>
      call('POST', `/api/admin/owners/${ownerId}/plan`, {
        cookie: admin.cookie,
        body: {
          plan: 'premium',
          expiresAt: inFive,
          from: { plan: 'free', expiresAt: null },
          payment: { amount: 199, method: 'havale', reference: 'EFT-1', paidOn: new Date().toISOString().slice(0, 10) },
        },
      });
    const later = new Date(Date.now() + 7 * 86_400_000);

    // Featured by an admin before the plan: premium changes nothing, its end leaves the flag.
    const byHand = await ownerOf(t.db);
    await t.db.update(businesses).set({ isFeatured: true }).where(eq(businesses.id, byHand.business.id));
    expect((await premium(byHand.owner.id)).status).toBe(200);
    expect(await businessRow(t.db, byHand.business.id)).toMatchObject({ isFeatured: true, featuredByPlan: false });

    // Featured by the plan, then featured by the admin's own edit while the plan runs: the admin's choice stays too.
    const edited = await ownerOf(t.db);
    expect((await premium(edited.owner.id)).status).toBe(200);
    expect(await businessRow(t.db, edited.business.id)).toMatchObject({ isFeatured: true, featuredByPlan: true });
    const patched = await call('PATCH', `/api/admin/businesses/${edited.business.id}`, {
      cookie: admin.cookie,
      body: { isFeatured: true },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(await businessRow(t.db, edited.business.id)).toMatchObject({ isFeatured: true, featuredByPlan: false });

    // Featured only by the plan: it goes with the plan.
    const byPlan = await ownerOf(t.db);
    expect((await premium(byPlan.owner.id)).status).toBe(200);
    expect(await businessRow(t.db, byPlan.business.id)).toMatchObject({ isFeatured: true, featuredByPlan: true });

    await runPlanExpiry(t.db, later);
    for (const o of [byHand, edited, byPlan]) {
      const [row] = await t.db.select().from(businessOwners).where(eq(businessOwners.id, o.owner.id));
      expect(row).toMatchObject({ subscriptionPlan: 'free', subscriptionExpiresAt: null });
    }
    expect(await businessRow(t.db, byHand.business.id)).toMatchObject({ isFeatured: true, featuredByPlan: false });
    expect(await businessRow(t.db, edited.business.id)).toMatchObject({ isFeatured: true, featuredByPlan: false });
    expect(await businessRow(t.db, byPlan.business.id)).toMatchObject({ isFeatured: false, featuredByPlan: false });

    // An admin setting the plan back to free follows the same rule.
    const freeAgain = await ownerOf(t.db);
    await t.db.update(businesses).set({ isFeatured: true }).where(eq(businesses.id, freeAgain.business.id));
    expect((await premium(freeAgain.owner.id)).status).toBe(200);
    expect(
      (await call('POST', `/api/admin/owners/${freeAgain.owner.id}/plan`, { cookie: admin.cookie, body: { plan: 'free' } })).status,
    ).toBe(200);
    expect((await businessRow(t.db, freeAgain.business.id)).isFeatured).toBe(true);
  });
});
