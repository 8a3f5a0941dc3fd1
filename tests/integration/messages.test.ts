/**
 * Messages to a business (decision 022): the plan gate, the visitor's double opt-in, the owner's inbox and
 * answer by mail through the outbox, the limits and honeypot, that an owner never sees another business's
 * messages nor anyone's address, and the retention cleanup; plus the catalogue's feature lists derived from
 * the capability list. Real Requests routed by config.path, on every driver.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
import { newIp } from '#tests/helpers/business-flow.ts';
import { businessMessageReplies, businessMessages, siteBuilds } from '#db/schema/index.ts';
import { collectSiteData } from '#features/businesses/site-data.ts';
import { loadBusinessPage } from '#features/businesses/business-page.ts';
import type { Db } from '#db/client.ts';
import { businessesAcceptingMessages, MESSAGE_RETENTION_DAYS, messageLimits, purgeOldMessages } from '#features/messages/messages.ts';
import { readPrices } from '#features/pricing/prices.ts';
import { adPackageFeatures, planFeatures } from '#lib/plan-capabilities.ts';
import type { MessageConfirmed, OwnerMessage } from '#lib/contract/messages.ts';
import type { ReceivedMail } from '#tests/helpers/smtp.ts';
import { PRIVACY } from '#content/legal.ts';

const { call } = routedFunctions(['messages-send', 'messages-owner', 'owners-admin']);
const smtp = mailServerFor();

async function ownerOf(db: Db, plan: 'free' | 'basic' | 'premium') {
  const business = await makeBusiness(db);
  return makeApprovedOwner(db, business, { subscriptionPlan: plan });
}

const tokenOf = (mail: ReceivedMail) => /message-confirm\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!;

describe.each(testDrivers())('business messages on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('derives every plan’s and package’s features from the capability list', async () => {
    const prices = await readPrices(t.db);
    for (const p of prices.plans) expect(p.features).toEqual(planFeatures(p.code));
    for (const p of prices.adPackages) expect(p.features).toEqual(adPackageFeatures(p.code));
    expect(prices.adPackages.map((p) => p.name)).toEqual(['Kategori paketi', 'Vitrin paketi', 'Banner paketi']);
  });

  it('a visitor writes, confirms by the link, the owner reads and answers, the answer arrives by mail; addresses stay hidden', async () => {
    const { business, owner, cookie } = await ownerOf(t.db, 'basic');
    const visitor = `ziyaretci${nextSeq()}@ornek.test`;
    expect(await businessesAcceptingMessages(t.db, [business.id])).toEqual([business.id]);

    const sent = await call('POST', `/api/businesses/${business.id}/messages`, {
      ip: newIp(),
      body: { name: 'Deniz Kara', email: visitor, message: 'Cumartesi akşamı 6 kişilik yer ayırabilir miyiz?' },
    });
    expect(sent.status, await sent.clone().text()).toBe(202);
    expect(((await sent.json()) as { message: string }).message).toContain('bağlantıyı');
    const confirmMail = await smtp.waitForMessage((m) => m.to === visitor && m.subject.startsWith('Mesajınızı onaylayın'));
    expect(confirmMail.text).not.toContain('6 kişilik'); // no typed text to an unproven address
    expect(confirmMail.text).not.toContain('Deniz Kara');

    // Not confirmed yet: the owner sees nothing.
    expect((await (await call('GET', '/api/owner/messages', { cookie })).json()) as OwnerMessage[]).toEqual([]);

    const token = decodeURIComponent(tokenOf(confirmMail));
    const confirmed = await call('POST', '/api/messages/confirm', { ip: newIp(), body: { token } });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect((await confirmed.json()) as MessageConfirmed).toMatchObject({ state: 'confirmed', business: { id: business.id } });
    const again = (await (await call('POST', '/api/messages/confirm', { ip: newIp(), body: { token } })).json()) as MessageConfirmed;
    expect(again.state).toBe('already');
    const ownerMail = await smtp.waitForMessage((m) => m.to === owner.email && m.subject.startsWith('Yeni mesajınız var'));
    expect(ownerMail.text).not.toContain(visitor);

    const inbox = await call('GET', '/api/owner/messages', { cookie });
    expect(inbox.status).toBe(200);
    const text = await inbox.clone().text();
    expect(text).not.toContain(visitor);
    const [msg] = (await inbox.json()) as OwnerMessage[];
    expect(msg).toMatchObject({
      businessId: business.id,
      senderName: 'Deniz Kara',
      status: 'open',
      body: 'Cumartesi akşamı 6 kişilik yer ayırabilir miyiz?',
      replies: [],
    });

    const replied = await call('POST', `/api/owner/messages/${msg!.id}/reply`, {
      cookie,
      body: { reply: 'Elbette, saat 20.00 için ayırdık.' },
    });
    expect(replied.status, await replied.clone().text()).toBe(201);
    expect((await replied.json()) as OwnerMessage).toMatchObject({
      status: 'answered',
      replies: [{ body: 'Elbette, saat 20.00 için ayırdık.' }],
    });
    const answer = await smtp.waitForMessage((m) => m.to === visitor && m.subject.includes('yanıtladı'));
    expect(answer.text).toContain('Elbette, saat 20.00 için ayırdık.');
    expect(answer.text).toContain('6 kişilik');
    expect(answer.text).toContain('yanıtlamayın');
    expect(answer.text).not.toContain(owner.email);
    expect(answer.from).not.toContain(owner.email);
  });

  it('refuses a free plan, an unknown business and bad input with Turkish messages; a used-up or unknown link is explained', async () => {
    const free = await ownerOf(t.db, 'free');
    const body = { name: 'Deniz Kara', email: `z${nextSeq()}@ornek.test`, message: 'Paket servisiniz var mı acaba?' };
    const refused = await call('POST', `/api/businesses/${free.business.id}/messages`, { ip: newIp(), body });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('mesaj almıyor');
    const orphan = await makeBusiness(t.db);
    expect((await call('POST', `/api/businesses/${orphan.id}/messages`, { ip: newIp(), body })).status).toBe(403);
    expect((await call('POST', '/api/businesses/999999999/messages', { ip: newIp(), body })).status).toBe(404);
    expect(await businessesAcceptingMessages(t.db, [free.business.id, orphan.id])).toEqual([]);

    const paid = await ownerOf(t.db, 'premium');
    const bad = await call('POST', `/api/businesses/${paid.business.id}/messages`, {
      ip: newIp(),
      body: { name: 'D', email: 'yok', message: 'kısa' },
    });
    expect(bad.status).toBe(400);
    const errors = ((await bad.json()) as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
    expect(errors.message).toContain('en az 10 karakter');
    expect(
      (
        await call('POST', `/api/businesses/${paid.business.id}/messages`, {
          ip: newIp(),
          body: body,
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);

    expect((await call('POST', '/api/messages/confirm', { ip: newIp(), body: { token: 'x'.repeat(43) } })).status).toBe(400);
    // An expired link: 410, and the message never reaches the owner.
    const email = `z${nextSeq()}@ornek.test`;
    expect((await call('POST', `/api/businesses/${paid.business.id}/messages`, { ip: newIp(), body: { ...body, email } })).status).toBe(
      202,
    );
    const mail = await smtp.waitForMessage((m) => m.to === email);
    await t.db
      .update(businessMessages)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(businessMessages.businessId, paid.business.id));
    const expired = await call('POST', '/api/messages/confirm', { ip: newIp(), body: { token: decodeURIComponent(tokenOf(mail)) } });
    expect(expired.status).toBe(410);
    expect((await (await call('GET', '/api/owner/messages', { cookie: paid.cookie })).json()) as OwnerMessage[]).toEqual([]);
  });

  it('a filled honeypot looks sent and stores nothing; limits per address and per e-mail answer 429', async () => {
    const { business } = await ownerOf(t.db, 'basic');
    const before = (await t.db.select().from(businessMessages).where(eq(businessMessages.businessId, business.id))).length;
    const decoy = await call('POST', `/api/businesses/${business.id}/messages`, {
      ip: newIp(),
      body: {
        name: 'Bot',
        email: `bot${nextSeq()}@ornek.test`,
        message: 'Harika fırsatlar burada sizi bekliyor',
        website2: 'http://spam.test',
      },
    });
    expect(decoy.status).toBe(202);
    expect((await t.db.select().from(businessMessages).where(eq(businessMessages.businessId, business.id))).length).toBe(before);

    const email = `tekrar${nextSeq()}@ornek.test`;
    // Both limits count in windows aligned to the clock (an hour; a day, which ends on an hour): not across an edge.
    await awayFromWindowEdge(messageLimits.sendPerIp.windowSeconds, 60);
    for (let i = 0; i < messageLimits.sendPerEmail.limit; i++) {
      expect(
        (
          await call('POST', `/api/businesses/${business.id}/messages`, {
            ip: newIp(),
            body: { name: 'Deniz Kara', email, message: `Mesaj numarası ${i} burada` },
          })
        ).status,
      ).toBe(202);
    }
    const perEmail = await call('POST', `/api/businesses/${business.id}/messages`, {
      ip: newIp(),
      body: { name: 'Deniz Kara', email, message: 'Bir mesaj daha göndermek istiyorum' },
    });
    expect(perEmail.status).toBe(429);
    expect(perEmail.headers.get('retry-after')).toBeTruthy();

    const ip = newIp();
    await awayFromWindowEdge(messageLimits.sendPerIp.windowSeconds, 60);
    for (let i = 0; i < messageLimits.sendPerIp.limit; i++) {
      await call('POST', `/api/businesses/${business.id}/messages`, { ip, body: { name: 'D', email: 'yok', message: 'x' } });
    }
    expect(
      (
        await call('POST', `/api/businesses/${business.id}/messages`, {
          ip,
          body: { name: 'Deniz Kara', email: `ip${nextSeq()}@ornek.test`, message: 'Bir mesaj daha göndermek istiyorum' },
        })
      ).status,
    ).toBe(429);
  });

  it('an owner never sees nor answers another business’s messages; a visitor account is not an owner', async () => {
    const a = await ownerOf(t.db, 'basic');
    const b = await ownerOf(t.db, 'basic');
    const [m] = await t.db
      .insert(businessMessages)
      .values({
        businessId: a.business.id,
        senderName: 'Deniz',
        senderEmail: `gizli${nextSeq()}@ornek.test`,
        body: 'A işletmesine özel bir soru',
        status: 'open',
        tokenHash: `h${nextSeq()}`.padEnd(64, '0'),
        tokenExpiresAt: new Date(),
        verifiedAt: new Date(),
      })
      .returning();
    const bInbox = (await (await call('GET', '/api/owner/messages', { cookie: b.cookie })).json()) as OwnerMessage[];
    expect(bInbox.map((x) => x.id)).not.toContain(m!.id);
    expect(
      (await call('POST', `/api/owner/messages/${m!.id}/reply`, { cookie: b.cookie, body: { reply: 'Başkasının mesajı' } })).status,
    ).toBe(404);
    const stranger = await makeUser(t.db);
    expect((await call('POST', `/api/owner/messages/${m!.id}/reply`, { cookie: stranger.cookie, body: { reply: 'Merhaba' } })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/owner/messages', { cookie: stranger.cookie })).status).toBe(200);
    expect((await call('GET', '/api/owner/messages')).status).toBe(401);
    expect((await call('POST', `/api/owner/messages/${m!.id}/reply`, { body: { reply: 'Merhaba' } })).status).toBe(401);
    expect((await call('POST', `/api/owner/messages/${m!.id}/reply`, { cookie: a.cookie, body: { reply: '' } })).status).toBe(400);
    expect(
      (
        await call('POST', `/api/owner/messages/${m!.id}/reply`, {
          cookie: a.cookie,
          body: { reply: 'Merhaba' },
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect((await call('POST', '/api/owner/messages/abc/reply', { cookie: a.cookie, body: { reply: 'Merhaba' } })).status).toBe(404);
    expect((await t.db.select().from(businessMessageReplies).where(eq(businessMessageReplies.messageId, m!.id))).length).toBe(0);
  });

  it('a plan an admin sets with messages rebuilds the pages and shows the form; back to free removes it', async () => {
    const { business, owner } = await ownerOf(t.db, 'free');
    const admin = await makeAdminSession(t.db);
    const builds = async () => (await t.db.select().from(siteBuilds)).length;
    expect((await collectSiteData(t.db)).messageBusinessIds).not.toContain(business.id);
    expect((await loadBusinessPage(t.db, business.id))?.acceptsMessages).toBe(false);
    const before = await builds();
    const inFive = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const set = await call('POST', `/api/admin/owners/${owner.id}/plan`, {
      cookie: admin.cookie,
      body: {
        plan: 'basic',
        expiresAt: inFive,
        from: { plan: 'free', expiresAt: null },
        payment: { amount: 99, method: 'havale', reference: 'EFT-1', paidOn: new Date().toISOString().slice(0, 10) },
      },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await builds()).toBeGreaterThan(before);
    expect((await collectSiteData(t.db)).messageBusinessIds).toContain(business.id);
    expect((await loadBusinessPage(t.db, business.id))?.acceptsMessages).toBe(true);
    const middle = await builds();
    expect((await call('POST', `/api/admin/owners/${owner.id}/plan`, { cookie: admin.cookie, body: { plan: 'free' } })).status).toBe(200);
    expect(await builds()).toBeGreaterThan(middle);
    expect((await loadBusinessPage(t.db, business.id))?.acceptsMessages).toBe(false);
  });

  it('deletes messages past the retention period with their answers, and unconfirmed ones after a week', async () => {
    const { business } = await ownerOf(t.db, 'basic');
    const now = new Date();
    const old = new Date(now.getTime() - (MESSAGE_RETENTION_DAYS + 1) * 86_400_000);
    const row = (over: Partial<typeof businessMessages.$inferInsert>) => ({
      businessId: business.id,
      senderName: 'Deniz',
      senderEmail: 'd@ornek.test',
      body: 'Bir soru sormak istiyorum',
      tokenHash: `h${nextSeq()}`.padEnd(64, '0'),
      tokenExpiresAt: now,
      ...over,
    });
    const [oldOne, recent, stale] = await t.db
      .insert(businessMessages)
      .values([
        row({ status: 'answered', createdAt: old }),
        row({ status: 'open', createdAt: new Date(now.getTime() - 86_400_000) }),
        row({ status: 'unverified', createdAt: new Date(now.getTime() - 8 * 86_400_000) }),
      ])
      .returning();
    await t.db.insert(businessMessageReplies).values({ messageId: oldOne!.id, body: 'Yanıt' });
    expect(await purgeOldMessages(t.db, now)).toBeGreaterThanOrEqual(2);
    const left = (await t.db.select().from(businessMessages).where(eq(businessMessages.businessId, business.id))).map((r) => r.id);
    expect(left).toEqual([recent!.id]);
    expect(left).not.toContain(stale!.id);
    expect(await t.db.select().from(businessMessageReplies).where(eq(businessMessageReplies.messageId, oldOne!.id))).toEqual([]);
    // The period the cleanup applies is the one /privacy states.
    expect(JSON.stringify(PRIVACY)).toContain(`Gönderildiği tarihten itibaren ${MESSAGE_RETENTION_DAYS} gün`);
  });
});
