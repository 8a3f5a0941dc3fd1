/**
 * Decisions that hold under races: two admins (or one admin's two clicks) deciding the same row at
 * once get one 200 and one 409, and the rows, the listing and the mails say what the winner decided. Each race
 * is repeated; real Requests routed by config.path, on every driver.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  databaseFor,
  localUploadsFor,
  makeAdminSession,
  makeBusiness,
  makeCategory,
  makeDistrict,
  makeApprovedOwner,
  makeUser,
  nextSeq,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { approveChange } from '#features/owners/changes.ts';
import { jpegBytes, newIp, photoForm } from '#tests/helpers/business-flow.ts';
import {
  businessChangeSets,
  businessClaims,
  businesses,
  businessOwners,
  businessSuggestions,
  emailOutbox,
  reviews,
  uploads,
} from '#db/schema/index.ts';
import type { AdminReviewList } from '#lib/contract/reviews.ts';
import type { Db } from '#db/client.ts';

const { call } = routedFunctions([
  'admin-businesses-actions',
  'owners-suggestions',
  'admin-owners-suggestions',
  'owners-changes',
  'owners-admin-changes',
  'owners-admin',
  'uploads',
  'reviews-by-business',
  'reviews',
  'admin-reviews',
]);
localUploadsFor('races-');

const ROUNDS = 4;

/** An approved owner of a new business with a phone, and their login cookie. */
const ownerOf = async (db: Db) => makeApprovedOwner(db, await makeBusiness(db, { phone: '+903224560101' }));

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe.each(testDrivers())('decisions under races on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('approve and reject of one change set at once: one wins, the other gets 409, the listing and the mails follow the winner', async () => {
    const admin = await makeAdminSession(t.db);
    const other = await makeAdminSession(t.db);
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const { business, owner, cookie } = await ownerOf(t.db);
      const up = await call('POST', '/api/uploads', {
        cookie,
        form: photoForm(await jpegBytes(400, 300), 'r.jpg', 'image/jpeg'),
        ip: newIp(),
      });
      expect(up.status, await up.clone().text()).toBe(201);
      const { key } = (await up.json()) as { key: string };
      const proposed = await call('POST', `/api/business-owners/${owner.id}/changes`, {
        cookie,
        body: { patch: { phone: '0532 111 22 33' }, newPhotos: [key] },
      });
      expect(proposed.status, await proposed.clone().text()).toBe(201);
      const { id } = (await proposed.json()) as { id: number };

      const approve = () => call('POST', `/api/admin/owner-changes/${id}/approve`, { cookie: admin.cookie, body: {} });
      const reject = () =>
        call('POST', `/api/admin/owner-changes/${id}/reject`, {
          cookie: other.cookie,
          body: { reason: 'Telefon numarası doğrulanamadı.' },
        });
      const answers = round % 2 ? await Promise.all([reject(), approve()]) : await Promise.all([approve(), reject()]);
      expect(statuses(answers)).toEqual([200, 409]);
      const loser = answers.find((r) => r.status === 409)!;
      expect(((await loser.json()) as { message: string }).message).toMatch(/zaten karara bağlanmış/);

      const [set] = await t.db.select().from(businessChangeSets).where(eq(businessChangeSets.id, id));
      const [b] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
      const [photo] = await t.db.select().from(uploads).where(eq(uploads.key, key));
      const mails = await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, owner.email), inArray(emailOutbox.kind, ['owner_change_approved', 'owner_change_rejected'])));
      seen.add(set!.status);
      if (set!.status === 'approved') {
        expect(b!.phone).toBe('+905321112233');
        expect(b!.images.some((u) => u.includes(key))).toBe(true);
        expect(photo!.businessId).toBe(business.id); // the cleanup leaves a published photo alone
        expect(mails.map((m) => m.kind)).toEqual(['owner_change_approved']);
      } else {
        expect(set!.status).toBe('rejected');
        expect(b!.phone).toBe('+903224560101');
        expect(b!.images.some((u) => u.includes(key))).toBe(false);
        expect(photo!.businessId).toBeNull();
        expect(mails.map((m) => m.kind)).toEqual(['owner_change_rejected']);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('a change set of someone who no longer owns the listing cannot be approved', async () => {
    const admin = await makeAdminSession(t.db);
    const { business, owner, cookie } = await ownerOf(t.db);
    const proposed = await call('POST', `/api/business-owners/${owner.id}/changes`, {
      cookie,
      body: { patch: { phone: '0532 111 22 44' } },
    });
    const { id } = (await proposed.json()) as { id: number };
    await t.db.update(businessOwners).set({ status: 'rejected', businessId: null }).where(eq(businessOwners.id, owner.id));
    const res = await call('POST', `/api/admin/owner-changes/${id}/approve`, { cookie: admin.cookie, body: {} });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/artık işletmenin sahibi değil/);
    const [b] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(b!.phone).toBe('+903224560101');
    expect((await t.db.select().from(businessChangeSets).where(eq(businessChangeSets.id, id)))[0]!.status).toBe('pending');
  });

  it('approving a review carries the version the admin read: changed since, 409 with the new text, nothing published', async () => {
    const admin = await makeAdminSession(t.db);
    const b = await makeBusiness(t.db);
    const author = await makeUser(t.db);
    const written = await call('POST', `/api/businesses/${b.id}/reviews`, {
      cookie: author.cookie,
      body: { rating: 5, title: 'Harika bir yer', content: 'Yemekler çok lezzetliydi, servis hızlıydı. Kesinlikle tekrar geleceğiz.' },
    });
    expect(written.status, await written.clone().text()).toBe(201);
    const { id } = (await written.json()) as { id: number };
    const queue = (await (await call('GET', '/api/admin/reviews?queue=pending', { cookie: admin.cookie })).json()) as AdminReviewList;
    const seen = queue.items.find((r) => r.id === id)!;
    expect(seen.version).toMatch(/^[0-9a-f]{16}$/);

    // The author rewrites it while the admin reads.
    const edited = await call('PUT', `/api/reviews/${id}`, {
      cookie: author.cookie,
      body: { rating: 1, title: 'DOLANDIRICI', content: 'DOLANDIRICI! Paranızı geri almak için https://kotu.example adresine yazın.' },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);

    expect((await call('POST', `/api/admin/reviews/${id}/approve`, { cookie: admin.cookie, body: {} })).status).toBe(400); // no version: refused
    const stale = await call('POST', `/api/admin/reviews/${id}/approve`, { cookie: admin.cookie, body: { version: seen.version } });
    expect(stale.status).toBe(409);
    const { message } = (await stale.json()) as { message: string };
    expect(message).toContain('değiştirildi');
    expect(message).toContain('DOLANDIRICI! Paranızı geri almak için');
    expect((await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.status).toBe('pending');
    const staleReject = await call('POST', `/api/admin/reviews/${id}/reject`, {
      cookie: admin.cookie,
      body: { reason: 'Uygunsuz içerik barındırıyor.', version: seen.version },
    });
    expect(staleReject.status).toBe(409);

    // Read again, then decide on what is there now.
    const again = (
      (await (await call('GET', '/api/admin/reviews?queue=pending', { cookie: admin.cookie })).json()) as AdminReviewList
    ).items.find((r) => r.id === id)!;
    expect(again.content).toContain('DOLANDIRICI!');
    expect(again.version).not.toBe(seen.version);
    const rejected = await call('POST', `/api/admin/reviews/${id}/reject`, {
      cookie: admin.cookie,
      body: { reason: 'Uygunsuz içerik barındırıyor.', version: again.version },
    });
    expect(rejected.status, await rejected.clone().text()).toBe(200);
  });

  it('two admins approving two claims of one listing at once: one owner, the other claim 409; approve vs reject of one application: one wins', async () => {
    const [a1, a2] = [await makeAdminSession(t.db), await makeAdminSession(t.db)];
    for (let round = 0; round < ROUNDS; round++) {
      const business = await makeBusiness(t.db);
      const claims = [];
      for (let k = 0; k < 2; k++) {
        const who = await makeUser(t.db);
        const [o] = await t.db
          .insert(businessOwners)
          .values({
            userId: who.user.id,
            claimBusinessId: business.id,
            businessName: business.name,
            ownerName: `Sahip ${k}`,
            address: business.address,
            phone: '+903224560101',
            email: `talep${nextSeq()}@ornek.test`,
            emailVerified: true,
            status: 'pending',
          })
          .returning();
        await t.db.insert(businessClaims).values({ businessId: business.id, userId: who.user.id, ownerId: o!.id, status: 'pending' });
        claims.push(o!);
      }
      const answers = await Promise.all([
        call('POST', `/api/admin/owners/${claims[0]!.id}/approve`, { cookie: a1.cookie, body: {} }),
        call('POST', `/api/admin/owners/${claims[1]!.id}/approve`, { cookie: a2.cookie, body: {} }),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(((await answers.find((r) => r.status === 409)!.json()) as { message: string }).message).toMatch(/onaylı bir sahibi var/);
      const owners = await t.db
        .select()
        .from(businessOwners)
        .where(and(eq(businessOwners.businessId, business.id), eq(businessOwners.status, 'approved')));
      expect(owners).toHaveLength(1);

      // The other claim: approve and reject at once.
      const loser = claims.find((c) => c.id !== owners[0]!.id)!;
      const decided = await Promise.all([
        call('POST', `/api/admin/owners/${loser.id}/reject`, { cookie: a1.cookie, body: { reason: 'Belgeler işletmeyle eşleşmiyor.' } }),
        call('POST', `/api/admin/owners/${loser.id}/approve`, { cookie: a2.cookie, body: { replaceExisting: true } }),
      ]);
      expect(statuses(decided)).toEqual([200, 409]);
      const approvedNow = await t.db
        .select()
        .from(businessOwners)
        .where(and(eq(businessOwners.businessId, business.id), eq(businessOwners.status, 'approved')));
      expect(approvedNow).toHaveLength(1);
    }
  });

  it('the database refuses a second approved owner of one listing', async () => {
    const business = await makeBusiness(t.db);
    const row = async () => {
      const who = await makeUser(t.db);
      return {
        userId: who.user.id,
        businessId: business.id,
        businessName: business.name,
        ownerName: 'Ayşe',
        address: business.address,
        phone: '+903224560101',
        email: `ikinci${nextSeq()}@ornek.test`,
        status: 'approved' as const,
      };
    };
    await t.db.insert(businessOwners).values(await row());
    await expect(t.db.insert(businessOwners).values(await row())).rejects.toThrow();
  });

  it("the owner's accept and an admin's dismiss of one suggestion at once: one wins, one change set at most", async () => {
    const admin = await makeAdminSession(t.db);
    for (let round = 0; round < ROUNDS; round++) {
      const { business, owner, cookie } = await ownerOf(t.db);
      const [s] = await t.db
        .insert(businessSuggestions)
        .values({ businessId: business.id, reason: 'phone', note: 'Numara değişmiş' })
        .returning();
      const accept = () =>
        call('POST', `/api/business-owners/${owner.id}/suggestions/${s!.id}/accept`, {
          cookie,
          body: { patch: { phone: '0532 111 22 55' } },
        });
      const dismiss = () => call('POST', `/api/admin/suggestions/${s!.id}/dismiss`, { cookie: admin.cookie, body: {} });
      const answers = round % 2 ? await Promise.all([dismiss(), accept()]) : await Promise.all([accept(), dismiss()]);
      expect(answers.map((r) => r.status).sort()).toEqual(answers.some((r) => r.status === 201) ? [201, 409] : [200, 409]);
      const [row] = await t.db.select().from(businessSuggestions).where(eq(businessSuggestions.id, s!.id));
      const sets = await t.db.select().from(businessChangeSets).where(eq(businessChangeSets.suggestionId, s!.id));
      expect(sets).toHaveLength(row!.status === 'accepted' ? 1 : 0);
    }
  });

  it('approve and reject of one pending business at once (each sending the status it saw): one wins, 409 to the other, one mail', async () => {
    const [a1, a2] = [await makeAdminSession(t.db), await makeAdminSession(t.db)];
    for (let round = 0; round < ROUNDS; round++) {
      const submitterEmail = `gonderen${nextSeq()}@ornek.test`;
      const business = await makeBusiness(t.db, { status: 'pending', source: 'form', submitterEmail, submitterName: 'Gönderen' });
      const approve = () => call('POST', `/api/admin/businesses/${business.id}/approve`, { cookie: a1.cookie, body: { from: 'pending' } });
      const reject = () =>
        call('POST', `/api/admin/businesses/${business.id}/reject`, {
          cookie: a2.cookie,
          body: { reason: 'Adres doğrulanamadı, lütfen yeniden gönderin.', from: 'pending' },
        });
      const answers = round % 2 ? await Promise.all([reject(), approve()]) : await Promise.all([approve(), reject()]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(((await answers.find((r) => r.status === 409)!.json()) as { message: string }).message).toMatch(
        /durumu siz baktıktan sonra değişti/,
      );
      const [b] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
      const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, submitterEmail));
      expect(mails.map((m) => m.kind)).toEqual([b!.status === 'approved' ? 'business_approved' : 'business_rejected']);
    }
  });

  it("the plan's photo limit holds across change sets (live + waiting when sent, live at approval); only the uploader's photos", async () => {
    const admin = await makeAdminSession(t.db);
    const { business, owner, cookie } = await ownerOf(t.db);
    await t.db
      .update(businesses)
      .set({ images: ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'] })
      .where(eq(businesses.id, business.id)); // free plan: 5
    const photo = async (as: string) => {
      const up = await call('POST', '/api/uploads', {
        cookie: as,
        form: photoForm(await jpegBytes(400, 300), 'r.jpg', 'image/jpeg'),
        ip: newIp(),
      });
      expect(up.status, await up.clone().text()).toBe(201);
      return ((await up.json()) as { key: string }).key;
    };
    const stranger = await makeUser(t.db);
    const theirs = await photo(stranger.cookie);
    const send = async (keys: string[]) =>
      call('POST', `/api/business-owners/${owner.id}/changes`, { cookie, body: { patch: {}, newPhotos: keys } });
    expect((await send([theirs])).status).toBe(400); // someone else's upload
    const first = await send([await photo(cookie), await photo(cookie)]);
    expect(first.status, await first.clone().text()).toBe(201);
    const over = await send([await photo(cookie)]);
    expect(over.status).toBe(400); // 3 online + 2 waiting
    expect(((await over.json()) as { message: string }).message).toContain('onay bekleyenlerle birlikte 0 fotoğraf');
    // A second set that got in anyway (sent before this check, or by an older server): refused at approval.
    const extra = await photo(cookie);
    await t.db.update(uploads).set({ businessId: business.id }).where(eq(uploads.key, extra));
    const images = (await t.db.select().from(businesses).where(eq(businesses.id, business.id)))[0]!.images;
    const [second] = await t.db
      .insert(businessChangeSets)
      .values({
        businessId: business.id,
        ownerId: owner.id,
        source: 'owner',
        before: { images },
        after: { images: [...images, `/uploads/${extra}.jpg`] },
      })
      .returning();
    expect(
      (
        await call('POST', `/api/admin/owner-changes/${((await first.json()) as { id: number }).id}/approve`, {
          cookie: admin.cookie,
          body: {},
        })
      ).status,
    ).toBe(200);
    const late = await call('POST', `/api/admin/owner-changes/${second!.id}/approve`, { cookie: admin.cookie, body: {} });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(/en fazla 5 fotoğraf/);
    expect((await t.db.select().from(businesses).where(eq(businesses.id, business.id)))[0]!.images).toHaveLength(5);
    expect((await t.db.select().from(businessChangeSets).where(eq(businessChangeSets.id, second!.id)))[0]!.status).toBe('pending');
  });

  it("an owner cannot review their own listing: not while the claim waits, not by an edit, and the claim's approval hides a review written before", async () => {
    const admin = await makeAdminSession(t.db);
    const b = await makeBusiness(t.db);
    const [who, other] = [await makeUser(t.db), await makeUser(t.db)];
    const body = { rating: 5, title: 'Harika bir yer', content: 'Yemekler çok lezzetliydi, servis hızlıydı. Kesinlikle tekrar geleceğiz.' };
    const written = await call('POST', `/api/businesses/${b.id}/reviews`, { cookie: who.cookie, body });
    expect(written.status, await written.clone().text()).toBe(201);
    const { id } = (await written.json()) as { id: number };
    const seen = (
      (await (await call('GET', '/api/admin/reviews?queue=pending', { cookie: admin.cookie })).json()) as AdminReviewList
    ).items.find((r) => r.id === id)!;
    expect((await call('POST', `/api/admin/reviews/${id}/approve`, { cookie: admin.cookie, body: { version: seen.version } })).status).toBe(
      200,
    );
    expect((await t.db.select().from(businesses).where(eq(businesses.id, b.id)))[0]!.reviewCount).toBe(1);

    const claims = [];
    for (const u of [who, other]) {
      const [o] = await t.db
        .insert(businessOwners)
        .values({
          userId: u.user.id,
          claimBusinessId: b.id,
          businessName: b.name,
          ownerName: 'Ayşe Yılmaz',
          address: b.address,
          phone: '+903224560101',
          email: `talep${nextSeq()}@ornek.test`,
          emailVerified: true,
          status: 'pending',
        })
        .returning();
      await t.db.insert(businessClaims).values({ businessId: b.id, userId: u.user.id, ownerId: o!.id, status: 'pending' });
      claims.push(o!);
    }
    const refused = await call('POST', `/api/businesses/${b.id}/reviews`, { cookie: other.cookie, body });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('İşletme sahipleri kendi işletmelerini değerlendiremez.');
    expect((await call('PUT', `/api/reviews/${id}`, { cookie: who.cookie, body: { ...body, rating: 4 } })).status).toBe(403);

    expect((await call('POST', `/api/admin/owners/${claims[0]!.id}/approve`, { cookie: admin.cookie, body: {} })).status).toBe(200);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.status).toBe('hidden');
    expect((await t.db.select().from(businesses).where(eq(businesses.id, b.id)))[0]!.reviewCount).toBe(0);
  });
});

describe('a crash in the middle of a decision (kill -9 at a named point, FAULT_POINT)', () => {
  it(
    "change-set approval and a new business owner's approval: after the crash nothing of either stayed, and each can be decided again",
    { timeout: 240_000 },
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crash-'));
      try {
        let database = await openDatabase({ dataDir: dir });
        await migrate(database);
        const db = database.db;
        const admin = await makeUser(db, 'admin');
        const { business, owner } = await ownerOf(db);
        const [change] = await db
          .insert(businessChangeSets)
          .values({
            businessId: business.id,
            ownerId: owner.id,
            source: 'owner',
            before: { phone: '+903224560101' },
            after: { phone: '+905321112233' },
          })
          .returning();
        const applicant = await makeUser(db);
        const [category, district] = [await makeCategory(db), await makeDistrict(db)];
        const name = `Çöküş Kebap ${nextSeq()}`;
        const [application] = await db
          .insert(businessOwners)
          .values({
            userId: applicant.user.id,
            businessName: name,
            ownerName: 'Ali Veli',
            address: 'Seyhan',
            phone: '+903224560102',
            email: `yeni${nextSeq()}@ornek.test`,
            emailVerified: true,
            status: 'pending',
            categoryId: category.id,
            districtId: district.id,
          })
          .returning();
        await database.close();

        const decide = (decision: string, id: number, point: string) =>
          promisify(execFile)(
            process.execPath,
            ['--import', 'tsx', 'tests/helpers/crash-child.ts', dir, decision, String(id), String(admin.user.id)],
            {
              cwd: path.resolve(import.meta.dirname, '../..'),
              env: { ...process.env, FAULT_POINT: point, LOG_LEVEL: 'silent', DATABASE_URL: '' },
              timeout: 180_000,
            },
          ).then(
            () => 'finished',
            (err: { signal?: string }) => err.signal ?? 'failed',
          );
        expect(await decide('change', change!.id, 'change-approve')).toBe('SIGKILL');
        expect(await decide('owner', application!.id, 'owner-approve')).toBe('SIGKILL');

        database = await openDatabase({ dataDir: dir });
        try {
          const after = database.db;
          expect((await after.select().from(businessChangeSets).where(eq(businessChangeSets.id, change!.id)))[0]!.status).toBe('pending');
          expect((await after.select().from(businesses).where(eq(businesses.id, business.id)))[0]!.phone).toBe('+903224560101');
          expect((await after.select().from(businessOwners).where(eq(businessOwners.id, application!.id)))[0]).toMatchObject({
            status: 'pending',
            businessId: null,
          });
          expect(await after.select().from(businesses).where(eq(businesses.name, name))).toEqual([]);
          expect(
            await after
              .select()
              .from(emailOutbox)
              .where(inArray(emailOutbox.kind, ['owner_change_approved', 'owner_approved', 'business_approved'])),
          ).toEqual([]);
          // Nothing was left locked or half-done: the same decision now goes through.
          await approveChange(after, { id: admin.user.id, email: 'yonetici@ornek.test' }, change!.id);
          expect((await after.select().from(businesses).where(eq(businesses.id, business.id)))[0]!.phone).toBe('+905321112233');
        } finally {
          await database.close();
        }
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  );
});
