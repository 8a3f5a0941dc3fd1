/**
 * Decision 023, on every driver. "Öncelikli listeleme": a plan an admin sets (POST /api/admin/owners/:id/plan)
 * puts its listing first among equally relevant ones in /api/businesses, /api/businesses/category/{name},
 * the search (no text, a text every one matches equally, the pages of either) and the built lists, labelled by
 * `priorityListing`; a free listing — with or without an owner — never is; explicit sorts are not changed; the
 * plan's end takes it back. Claiming from the listing: an application whose e-mail is the account's (confirmed
 * by its login code) is in review at once with no second link, its address is the listing's; the built pages
 * offer "Bu işletmenin sahibi misiniz?" only on listings without an approved owner.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  databaseFor,
  localUploadsFor,
  mailServerFor,
  makeAdminSession,
  makeApprovedOwner,
  makeBusiness,
  makeCategory,
  makeDistrict,
  makeUser,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { businesses, businessOwners, emailOutbox, verifications } from '#db/schema/index.ts';
import { APPLICATION_REVIEW_MESSAGE } from '#features/owners/applications.ts';
import type { OwnerDocument } from '#lib/contract/owners.ts';
import type { Db } from '#db/client.ts';
import { buildSiteIndex, collectSiteData } from '#features/businesses/site-data.ts';
import { searchBusinesses } from '#features/search/search.ts';

const { call } = routedFunctions([
  'businesses',
  'businesses-by-category',
  'businesses-search',
  'owners-admin',
  'owners-applications',
  'owners-documents',
]);
const smtp = mailServerFor();
localUploadsFor('claim-docs-');

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(cookie: string): Promise<OwnerDocument> {
  const form = new FormData();
  form.set('file', new File([PDF], 'vergi-levhasi.pdf', { type: 'application/pdf' }));
  const res = await call('POST', '/api/business-owners/documents', { cookie, form });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as OwnerDocument;
}

interface Item {
  id: number;
  name: string;
  priorityListing: boolean;
}

async function ids(path: string): Promise<number[]> {
  const res = await call('GET', path);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as Item[]).map((b) => b.id);
}

/** An approved owner (free plan) of the listing, as an admin's approval leaves it. */
async function ownerOf(db: Db, business: typeof businesses.$inferSelect): Promise<number> {
  return (await makeApprovedOwner(db, business)).owner.id;
}

const nextYear = `${new Date().getFullYear() + 1}-06-30`;

describe.each(testDrivers())('priority listing on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('Temel and Premium rank above free listings in every list, labelled; free never does; explicit sorts and the plan’s end undo it', async () => {
    const admin = await makeAdminSession(t.db);
    const category = await makeCategory(t.db);
    const district = await makeDistrict(t.db);
    const word = `Zırvık${nextSeq()}`;
    const at = { categoryId: category.id, districtId: district.id };
    const best = await makeBusiness(t.db, { ...at, name: `${word} Ocak Birinci`, rating: '4.9', reviewCount: 40 });
    const basic = await makeBusiness(t.db, { ...at, name: `${word} Ocak Temel`, rating: '3.0', reviewCount: 3 });
    const premium = await makeBusiness(t.db, { ...at, name: `${word} Ocak Premium`, rating: '2.0', reviewCount: 2 });
    const ownedFree = await makeBusiness(t.db, { ...at, name: `${word} Ocak Sahipli`, rating: '1.5', reviewCount: 1 });
    const low = await makeBusiness(t.db, { ...at, name: `${word} Ocak Son`, rating: '1.0', reviewCount: 1 });

    const plan = async (ownerId: number, p: string) => {
      // A paid plan is set with its recorded payment, from the state the admin saw (decision 028).
      const [cur] = await t.db.select().from(businessOwners).where(eq(businessOwners.id, ownerId));
      const from = { plan: cur!.subscriptionPlan, expiresAt: cur!.subscriptionExpiresAt?.toISOString() ?? null };
      const payment = {
        amount: p === 'premium' ? 199 : 99,
        method: 'havale',
        reference: `EFT-${ownerId}-${p}`,
        paidOn: new Date().toISOString().slice(0, 10),
      };
      const res = await call('POST', `/api/admin/owners/${ownerId}/plan`, {
        cookie: admin.cookie,
        body: { plan: p, expiresAt: p === 'free' ? null : nextYear, from, ...(p === 'free' ? {} : { payment }) },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const basicOwner = await ownerOf(t.db, basic);
    const premiumOwner = await ownerOf(t.db, premium);
    await ownerOf(t.db, ownedFree);
    // Before any plan: by rating everywhere.
    const byRating = [best.id, basic.id, premium.id, ownedFree.id, low.id];
    expect(await ids(`/api/businesses/search?category=${category.slug}`)).toEqual(byRating);

    await plan(basicOwner, 'basic');
    await plan(premiumOwner, 'premium');
    const flags = await t.db
      .select({ id: businesses.id, p: businesses.priorityListing, f: businesses.isFeatured })
      .from(businesses)
      .where(eq(businesses.categoryId, category.id));
    expect(Object.fromEntries(flags.map((r) => [r.id, [r.p, r.f]]))).toEqual({
      [best.id]: [false, false],
      [basic.id]: [true, false],
      [premium.id]: [true, true],
      [ownedFree.id]: [false, false],
      [low.id]: [false, false],
    });

    // Search without text and with a word every one has in its name (equal relevance): paid first, each tier by rating.
    const paidFirst = [basic.id, premium.id, best.id, ownedFree.id, low.id];
    expect(await ids(`/api/businesses/search?category=${category.slug}`)).toEqual(paidFirst);
    expect(await ids(`/api/businesses/search?category=${category.slug}&sort=relevance`)).toEqual(paidFirst);
    expect(await ids(`/api/businesses/search?q=${encodeURIComponent(word)}`)).toEqual(paidFirst);
    // Each way a text search takes its page: one word by field groups (walked or collected), every word in the name.
    for (const fieldGroups of ['walk', 'collect'] as const) {
      expect((await searchBusinesses(t.db, { q: word, fieldGroups })).items.map((b) => b.id)).toEqual(paidFirst);
    }
    const twoWords = `${word} ocak`;
    const nameTier: number[] = [];
    for (const offset of [0, 2, 4])
      nameTier.push(...(await ids(`/api/businesses/search?q=${encodeURIComponent(twoWords)}&limit=2&offset=${offset}`)));
    expect(nameTier).toEqual(paidFirst);
    // Page by page, the same order (the paid tier is read apart from the rest).
    const paged: number[] = [];
    for (let offset = 0; offset < 5; offset += 2)
      paged.push(...(await ids(`/api/businesses/search?category=${category.slug}&limit=2&offset=${offset}`)));
    expect(paged).toEqual(paidFirst);
    const res = await call('GET', `/api/businesses/search?category=${category.slug}`);
    const items = (await res.json()) as Item[];
    expect(items.filter((b) => b.priorityListing).map((b) => b.id)).toEqual([basic.id, premium.id]);

    // The list endpoints' default order: featured (premium), then the priority listing, then by rating.
    const recommended = [premium.id, basic.id, best.id, ownedFree.id, low.id];
    expect(await ids(`/api/businesses?category=${category.slug}`)).toEqual(recommended);
    expect(await ids(`/api/businesses/category/${category.slug}`)).toEqual(recommended);

    // The built category page's order: the list endpoints' default (pre-built and on-demand pages read it).
    const site = buildSiteIndex(await collectSiteData(t.db));
    expect(site.businessesByCategory.get(category.slug)!.map((b) => b.id)).toEqual(recommended);
    // Listings without an approved owner are the ones offered to claim.
    expect(site.ownedBusinessIds).toEqual(expect.arrayContaining([basic.id, premium.id, ownedFree.id]));
    expect(site.ownedBusinessIds).not.toContain(best.id);

    // An explicit sort is what it says.
    expect(await ids(`/api/businesses/search?category=${category.slug}&sort=rating`)).toEqual(byRating);
    expect(await ids(`/api/businesses?category=${category.slug}&sort=rating`)).toEqual(byRating);

    // The plan's end: back to its place by rating.
    await plan(basicOwner, 'free');
    expect(await ids(`/api/businesses/search?category=${category.slug}`)).toEqual([premium.id, best.id, basic.id, ownedFree.id, low.id]);
  });

  it('a claim with the account’s own e-mail: one verification (the login code’s), the listing’s address; another e-mail still gets its link', async () => {
    const admin = await makeAdminSession(t.db);
    const moderator = await makeAdminSession(t.db, { role: 'moderator' });
    const listing = await makeBusiness(t.db, { address: 'Kurtuluş Mah. 64011 Sk. No: 3, Seyhan' });
    const { user, cookie } = await makeUser(t.db);
    const application = (email: string, documents: string[]) => ({
      mode: 'claim',
      claimBusinessId: listing.id,
      businessName: listing.name,
      ownerName: 'Derya Kaya',
      taxNumber: null,
      address: 'Yazılan başka bir adres',
      phone: '0532 444 55 66',
      email,
      website: null,
      description: null,
      category: null,
      district: null,
      subscriptionPlan: 'basic',
      documents,
    });
    const res = await call('POST', '/api/business-owners', {
      cookie,
      body: application(user.email.toUpperCase(), [(await upload(cookie)).key]),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as { message: string; owner: { id: number; status: string } };
    expect(answer).toEqual({ message: APPLICATION_REVIEW_MESSAGE, owner: { id: answer.owner.id, status: 'pending' } });
    const [row] = await t.db.select().from(businessOwners).where(eq(businessOwners.id, answer.owner.id));
    expect(row).toMatchObject({ status: 'pending', emailVerified: true, address: listing.address, claimBusinessId: listing.id });
    expect(
      await t.db
        .select()
        .from(verifications)
        .where(eq(verifications.target, `owner:${answer.owner.id}`)),
    ).toEqual([]);
    const mails = await t.db
      .select({ kind: emailOutbox.kind, to: emailOutbox.to })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'owner_verification'));
    expect(mails.filter((m) => m.to.toLowerCase() === user.email)).toEqual([]);
    await smtp.waitForMessage((m) => m.to === admin.user.email && m.subject === `İncelemeyi bekleyen sahiplik başvurusu: ${listing.name}`);
    // Moderators decide claims too: they hear of it as well (decision 036).
    await smtp.waitForMessage(
      (m) => m.to === moderator.user.email && m.subject === `İncelemeyi bekleyen sahiplik başvurusu: ${listing.name}`,
    );

    // Not yet owned: the built page offers the claim; approved, it no longer does.
    expect((await collectSiteData(t.db)).ownedBusinessIds).not.toContain(listing.id);
    expect((await call('POST', `/api/admin/owners/${answer.owner.id}/approve`, { cookie: admin.cookie, body: {} })).status).toBe(200);
    expect((await collectSiteData(t.db)).ownedBusinessIds).toContain(listing.id);

    // Another address than the account's: the link is mailed, as before.
    const other = await makeUser(t.db);
    const elsewhere = `baska${nextSeq()}@ornek.test`;
    const second = await call('POST', '/api/business-owners', {
      cookie: other.cookie,
      body: application(elsewhere, [(await upload(other.cookie)).key]),
    });
    expect(second.status).toBe(201);
    expect(((await second.json()) as { owner: { status: string } }).owner.status).toBe('email_pending');
    await smtp.waitForMessage((m) => m.to === elsewhere && m.subject === 'İşletme sahipliği başvurunuzu doğrulayın');
    const [secondRow] = await t.db
      .select()
      .from(businessOwners)
      .where(and(eq(businessOwners.userId, other.user.id), eq(businessOwners.claimBusinessId, listing.id)));
    expect(secondRow).toMatchObject({ status: 'email_pending', emailVerified: false });
  });
});
