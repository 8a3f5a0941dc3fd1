/**
 * What an owner does after becoming one (decision 011), in Chromium against the real server and the real SMTP
 * mailbox: the owner changes the opening hours in 'Düzenle'; a visitor's "Düzenleme öner" reaches the
 * owner, who accepts it with the corrected phone; both wait as change sets while the page stays as it was;
 * the admin approves them in "İşletme sahipleri" and the public page shows the new hours and phone after the
 * rebuild. And a claim (decision 023): from the listing's "Bu işletmenin sahibi misiniz?", the wizard opens on that
 * listing with its address, the sign-up inside it is prefilled, the login code is the only verification, the
 * admin approves, and the dashboard shows them as that listing's owner. Screenshots of the
 * dashboard's tabs and the edit form at 390 and 1280 px; axe on each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, loginAsAdmin, mailboxUrl, presetConsent, waitForMail, screenshot } from './browser.ts';
import { projectRoot } from '#tests/helpers/app-server.ts';
import { approvedListing, hydrated, insertApprovedOwner, loginByMail, suggestPhoneCorrection } from './owners-steps.ts';
import { openDatabase } from '#db/client.ts';
import { startServerFromTemplate, type TestServer } from './servers.ts';
import { businessViewOrigins } from '#db/schema/index.ts';

const stamp = Date.now();
const shots = path.join(projectRoot, 'test-results', 'owners-flows');
// Headless Chromium names itself in its user agent (a bot, not counted); people's browsers do not.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const owner = { name: 'Okan Usta', email: `okan.${stamp}@ornek.test` };
const claimant = { name: 'Derya Kaya', email: `derya.${stamp}@ornek.test` };
/** The owner's listing (a sample restaurant) and the listing claimed (a sample café). */
const listing = { id: 0, name: '' };
const claimed = { id: 0, name: '', address: '' };

let app: TestServer;
let browser: Browser;
let tmp: string;
let admin: Page | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Its own server (a copy of the run's template: the sample data and its built site), with an approved owner
  // of one sample listing written beforehand. Its map style is the shared server's (the default style, whose
  // host this offline machine cannot resolve: tests/e2e/page-errors.ts allows that one error).
  const prepare = async (dataDir: string) => {
    const database = await openDatabase({ dataDir });
    try {
      const restaurant = await approvedListing(database.db, 'restoranlar');
      Object.assign(listing, { id: restaurant.id, name: restaurant.name });
      const cafe = await approvedListing(database.db, 'kafeler');
      Object.assign(claimed, { id: cafe.id, name: cafe.name, address: cafe.address });
      // Premium, paid (decision 028): the statistics tab shows what Premium sells, the subscription tab the payment.
      await insertApprovedOwner(database.db, owner, restaurant, {
        plan: 'premium',
        payment: { amountKurus: 19900, reference: 'EFT-E2E-1' },
      });
      // Three visitors found the listing by searching "adana kebap" (three is the least shown), one came from the map.
      await database.db
        .insert(businessViewOrigins)
        .values([
          ...['a', 'b', 'c'].map((h) => ({ businessId: restaurant.id, source: 'search', term: 'adana kebap', visitorHash: h.repeat(32) })),
          { businessId: restaurant.id, source: 'map', visitorHash: 'd'.repeat(32) },
        ]);
    } finally {
      await database.close();
    }
  };
  [app, browser] = await Promise.all([startServerFromTemplate({}, prepare), launchBrowser()]);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'owners-flows-e2e-'));
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  if (app) {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
});

/** A person's browser at `width` px (its console errors fail the test: tests/e2e/page-errors.ts). */
async function open(width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: { width, height: 900 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    userAgent: CHROME,
  });
  await presetConsent(context);
  contexts.push(context);
  return context.newPage();
}

async function toast(page: Page, title: string) {
  await expect.poll(() => page.getByText(title, { exact: true }).first().isVisible()).toBe(true);
}

async function dashboard(page: Page) {
  await page.goto('/business-owner-dashboard');
  await hydrated(page, 'OwnerDashboard');
  await expect.poll(() => page.getByRole('heading', { level: 2, name: listing.name }).isVisible()).toBe(true);
}

/** The admin on "İşletme sahipleri" → "Değişiklikler ve öneriler". */
async function adminChanges(): Promise<Page> {
  if (!admin) {
    admin = await open(1280);
    await loginAsAdmin(admin, { email: `sahip-akis-admin.${stamp}@ornek.test`, dataDir: app.dataDir });
  }
  await admin.goto('/admin?bolum=isletme-sahipleri');
  await admin.getByRole('button', { name: 'Değişiklikler ve öneriler' }).click();
  await expect.poll(() => admin!.getByRole('heading', { name: 'Onay bekleyen değişiklikler' }).isVisible()).toBe(true);
  return admin;
}

/** The public page as a visitor sees it now: Monday's opening hours and the phone. */
async function publicPage(page: Page): Promise<{ monday: string; phone: string }> {
  await page.goto(`/business/${listing.id}`);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: listing.name }).isVisible()).toBe(true);
  const table = page.getByRole('table', { name: 'Çalışma saatleri' });
  const monday = (await table.count())
    ? (await table.getByRole('row').filter({ hasText: 'Pazartesi' }).innerText()).replace(/\s+/g, ' ')
    : '';
  const phoneLink = page.locator('a[data-track="phone"] .tabular-nums');
  const phone = (await phoneLink.count()) ? (await phoneLink.first().innerText()).trim() : '';
  return { monday, phone };
}

describe('an owner’s changes, a visitor’s suggestion, a claim', () => {
  let ownerPage: Page;
  let visitor: Page;
  let before: { monday: string; phone: string };
  /** The server's builds before the approvals, whose rebuilds the claim waits out before logging in. */
  let buildsBeforeApproval = 0;

  it(
    'the owner changes the opening hours in “Düzenle”: a change set waits for the admins, the page stays as it is',
    { timeout: 180_000 },
    async () => {
      visitor = await open(1280);
      before = await publicPage(visitor);
      expect(before.monday).not.toContain('07:45 – 21:15');

      ownerPage = await open(1280);
      await loginByMail(ownerPage, owner.email);
      await dashboard(ownerPage);
      await ownerPage.getByRole('button', { name: 'Düzenle', exact: true }).click();
      await expect.poll(() => ownerPage.getByRole('heading', { name: 'İşletme bilgilerini düzenle' }).isVisible()).toBe(true);
      // The add form's own sections, filled with the listing.
      await expect.poll(() => ownerPage.getByLabel('İşletme adı').inputValue()).toBe(listing.name);
      await screenshot(ownerPage, path.join(shots, 'edit-1280.png'), { fullPage: true });
      await expectAccessible(ownerPage, 'edit 1280');

      // A wrong value is refused beside its field with the function's own message, nothing sent.
      const email = ownerPage.getByLabel('E-posta');
      const kept = await email.inputValue();
      await email.fill('yanlis-adres');
      await ownerPage.getByRole('button', { name: 'Onaya gönder' }).click();
      await expect.poll(() => ownerPage.getByRole('link', { name: /E-posta: / }).isVisible()).toBe(true);
      await email.fill(kept);

      // Monday 07:45 – 21:15, copied to every day.
      const monday = ownerPage.getByRole('checkbox', { name: /Pazartesi/ });
      if (!(await monday.isChecked())) await monday.check();
      await ownerPage.getByLabel('Pazartesi 1. aralık açılış').fill('07:45');
      await ownerPage.getByLabel('Pazartesi 1. aralık kapanış').fill('21:15');
      await ownerPage.getByRole('button', { name: 'Tüm günlere kopyala (Pazartesi)' }).click();
      await ownerPage.getByRole('button', { name: 'Onaya gönder' }).click();
      await toast(ownerPage, 'Değişiklik gönderildi');
      const sent = ownerPage.getByRole('region', { name: 'Gönderdiğiniz değişiklikler' });
      await expect.poll(() => sent.getByText('Onay bekliyor').first().isVisible()).toBe(true);

      // The listing stays online unchanged meanwhile.
      expect((await publicPage(visitor)).monday).toBe(before.monday);
    },
  );

  it('a visitor’s “Düzenleme öner” reaches the owner, who accepts it with the corrected phone', { timeout: 180_000 }, async () => {
    await suggestPhoneCorrection(visitor, listing.id, 'Doğru numara 0532 765 43 21');
    await waitForMail((m) => m.to.includes(owner.email) && m.subject.startsWith('İşletmeniz için bir düzeltme önerisi var'));

    await dashboard(ownerPage);
    const suggestions = ownerPage.getByRole('region', { name: 'Ziyaretçi önerileri' });
    const item = suggestions.getByRole('listitem').filter({ hasText: 'Doğru numara 0532 765 43 21' });
    await expect.poll(() => item.isVisible()).toBe(true);
    await item.getByRole('button', { name: 'Kabul et ve düzelt' }).click();
    await expect.poll(() => ownerPage.getByRole('heading', { name: 'Öneriyi kabul et: bilgileri düzeltin' }).isVisible()).toBe(true);
    await ownerPage.getByLabel('Telefon').fill('0532 765 43 21');
    await ownerPage.getByRole('button', { name: 'Onaya gönder' }).click();
    await toast(ownerPage, 'Değişiklik gönderildi');
    await expect.poll(() => suggestions.getByText('Bekleyen öneri yok.').isVisible()).toBe(true);
    await expect
      .poll(() => ownerPage.getByRole('region', { name: 'Gönderdiğiniz değişiklikler' }).getByText('Onay bekliyor').count())
      .toBe(2);
    expect((await publicPage(visitor)).phone).toBe(before.phone);
  });

  it(
    'the admin approves both; the owner is told; the page shows the new hours and phone after the rebuild',
    { timeout: 420_000 },
    async () => {
      const page = await adminChanges();
      const changes = page
        .getByRole('region', { name: 'Onay bekleyen değişiklikler' })
        .getByRole('listitem')
        .filter({ hasText: listing.name });
      await expect.poll(() => changes.count()).toBe(2);
      // Before and after, field by field.
      const hoursChange = changes.filter({ hasText: 'Sahibin düzenlemesi' });
      await expect
        .poll(() =>
          hoursChange
            .getByRole('row', { name: /Çalışma saatleri/ })
            .getByText(/Pazartesi: 07:45–21:15/)
            .isVisible(),
        )
        .toBe(true);
      const phoneChange = changes.filter({ hasText: 'Kabul edilen öneri' });
      await expect
        .poll(() =>
          phoneChange
            .getByRole('row', { name: /Telefon/ })
            .getByText('0532 765 43 21')
            .isVisible(),
        )
        .toBe(true);
      await screenshot(page, path.join(shots, 'admin-changes-1280.png'), { fullPage: true });
      await expectAccessible(page, 'admin changes');

      buildsBeforeApproval = app.buildsStarted();
      await hoursChange.getByRole('button', { name: 'Onayla ve yayınla' }).click();
      await toast(page, 'Değişiklik yayınlandı');
      await expect.poll(() => changes.count()).toBe(1);
      await changes.getByRole('button', { name: 'Onayla ve yayınla' }).click();
      await expect.poll(() => changes.count()).toBe(0);
      await waitForMail((m) => m.to.includes(owner.email) && m.subject.startsWith('Değişikliğiniz yayında'));

      // The rebuild check runs every 2 s here; a build takes a minute or two on a busy machine (and the second
      // approval may come in a later build than the first).
      await expect
        .poll(async () => publicPage(visitor), { timeout: 360_000, interval: 3_000 })
        .toEqual({ monday: expect.stringContaining('07:45 – 21:15'), phone: '0532 765 43 21' });
      expect(
        (
          await visitor.getByRole('table', { name: 'Çalışma saatleri' }).getByRole('row').filter({ hasText: 'Pazar' }).last().innerText()
        ).replace(/\s+/g, ' '),
      ).toContain('07:45 – 21:15');

      await dashboard(ownerPage);
      await expect
        .poll(() => ownerPage.getByRole('region', { name: 'Gönderdiğiniz değişiklikler' }).getByText('Yayınlandı').count())
        .toBe(2);
    },
  );

  it(
    'a claim from the listing’s “Bu işletmenin sahibi misiniz?” → wizard prefilled → sign-up prefilled → one verification → admin approves → the account owns that listing',
    { timeout: 300_000 },
    async () => {
      const pdf = path.join(tmp, 'faaliyet-belgesi.pdf');
      fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      await app.rebuilt(buildsBeforeApproval); // the approvals' rebuilds, settled before logging in
      const page = await open(1280);
      // A listing with an owner does not offer it; one without does, and it opens the wizard on that listing.
      await page.goto(`/business/${listing.id}`);
      expect(await page.locator('[data-claim-prompt]').count()).toBe(0);
      await page.goto(`/business/${claimed.id}`);
      const prompt = page.getByRole('region', { name: 'Bu işletmenin sahibi misiniz?' });
      await prompt.getByRole('link', { name: 'İşletmeyi sahiplen' }).click();
      await expect.poll(() => page.url()).toContain(`/business-owner-register?claim=${claimed.id}`);
      await hydrated(page, 'RegisterWizard');
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: `Seçilen işletme: ${claimed.name}` })
            .isVisible(),
        )
        .toBe(true);
      expect(await page.getByRole('radio', { name: /Mevcut işletmeyi sahiplen/ }).isChecked()).toBe(true);
      await page.locator('#or-ownerName').fill(claimant.name);
      await page.locator('#or-email').fill(claimant.email);
      await page.locator('#or-phone').fill('0532 444 55 66');
      await page.getByRole('button', { name: 'İleri' }).click();
      await expect.poll(() => page.getByText(`Sahiplenilen işletme: ${claimed.name}`).isVisible()).toBe(true);
      // The listing's address, not asked again; the plans with their prices and features from the price list.
      expect(await page.locator('[data-claim-address]').innerText()).toContain(claimed.address);
      expect(await page.locator('#or-address').count()).toBe(0);
      const basicPlan = page.locator('[data-plan-choice="basic"]');
      expect(await basicPlan.innerText()).toMatch(/Temel[\s\S]*₺ \/ ay[\s\S]*Öncelikli listeleme[\s\S]*Ziyaretçilerden mesaj alma/);
      expect(await page.locator('[data-plan-choice="free"]').innerText()).toMatch(/Ücretsiz[\s\S]*0 ₺ \/ ay/);
      await screenshot(page, path.join(shots, 'claim-details-1280.png'), { fullPage: true });
      await page.getByRole('button', { name: 'İleri' }).click();

      // Not signed in: the sign-up opens with the name, e-mail and phone already typed.
      await page.getByRole('link', { name: 'Hesap oluştur' }).click();
      await hydrated(page, 'LoginForm');
      await expect.poll(() => page.getByLabel('E-posta').inputValue()).toBe(claimant.email);
      expect(await page.getByLabel('Ad soyad').inputValue()).toBe(claimant.name);
      expect(await page.getByLabel('Telefon').inputValue()).toBe('0532 444 55 66');
      await page.getByRole('button', { name: 'Hesap oluştur ve kod gönder' }).click();
      const codeMail = await waitForMail((m) => m.to.includes(claimant.email) && m.subject.startsWith('Adana Rehberi giriş kodunuz'));
      await page.getByLabel('Giriş kodu').fill(/giriş kodunuz: (\d{6})/.exec(codeMail.subject)![1]!);
      await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/business-owner-register');
      await hydrated(page, 'RegisterWizard');
      await expect.poll(() => page.getByText('Başvurudaki e-posta adresi hesabınızınki').isVisible()).toBe(true);
      await page.locator('input[type=file]').setInputFiles([pdf]);
      await expect.poll(() => page.getByRole('list', { name: 'Yüklenen belgeler' }).getByRole('listitem').count()).toBe(1);
      await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Başvurunuz alındı' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('ayrıca bir bağlantı göndermedik').isVisible()).toBe(true);

      // One verification: the login code confirmed the address; the application waits for the admins at once,
      // whose mail went out with it, and no second link was mailed.
      const pending = (await page.evaluate(async () => (await fetch('/api/business-owners')).json())) as {
        status: string;
        address: string;
      }[];
      expect(pending).toEqual([expect.objectContaining({ status: 'pending', address: claimed.address })]);
      await waitForMail((m) => m.subject === `İncelemeyi bekleyen sahiplik başvurusu: ${claimed.name}`);
      const inbox = (await (await fetch(`${mailboxUrl()}/messages`)).json()) as { to: string[]; subject: string }[];
      expect(inbox.filter((m) => m.to.includes(claimant.email)).map((m) => m.subject)).toEqual([codeMail.subject]);

      const adminPage = await adminChanges();
      await adminPage.goto('/admin?bolum=isletme-sahipleri');
      const card = adminPage.getByRole('listitem').filter({ hasText: claimant.email });
      await expect.poll(() => card.getByText(claimed.name).first().isVisible()).toBe(true);
      await expect.poll(() => card.getByRole('link', { name: 'faaliyet-belgesi.pdf', exact: true }).isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Onayla' }).click();
      await toast(adminPage, 'Başvuru onaylandı');
      const approved = await waitForMail(
        (m) => m.to.includes(claimant.email) && m.subject === `Sahiplik başvurunuz onaylandı: ${claimed.name}`,
      );
      expect(approved.text).toContain('/business-owner-dashboard');

      await page.goto('/business-owner-dashboard');
      await hydrated(page, 'OwnerDashboard');
      await expect.poll(() => page.getByRole('heading', { level: 2, name: claimed.name }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Onaylandı', { exact: true }).isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('link', { name: 'İşletme sayfasını gör' }).getAttribute('href'))
        .toBe(`/business/${claimed.id}`);
      const records = (await page.evaluate(async () => (await fetch('/api/business-owners')).json())) as {
        businessId: number;
        status: string;
      }[];
      expect(records).toEqual([expect.objectContaining({ businessId: claimed.id, status: 'approved' })]);
    },
  );

  it('the dashboard’s tabs and the edit form at 390 and 1280 px (screenshots, axe)', { timeout: 180_000 }, async () => {
    for (const width of [390, 1280]) {
      const page = await open(width);
      await page.context().addCookies(await ownerPage.context().cookies());
      await dashboard(page);
      for (const [tab, name] of [
        ['Genel bakış', 'overview'],
        ['İstatistikler', 'analytics'],
        ['Profil', 'profile'],
        ['Abonelik', 'subscription'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
        if (name === 'subscription')
          await expect.poll(() => page.getByRole('heading', { name: 'Premium', level: 3 }).isVisible()).toBe(true);
        if (name === 'subscription') await expect.poll(() => page.getByTestId('payments').innerText()).toContain('EFT-E2E-1');
        if (name === 'analytics') {
          await expect.poll(() => page.getByTestId('search-terms').innerText()).toContain('adana kebap');
          await expect.poll(() => page.getByTestId('benchmark').isVisible()).toBe(true);
          expect(await page.getByRole('link', { name: 'Son 30 günü CSV olarak indir' }).getAttribute('href')).toBe(
            `/api/analytics/${listing.id}/export`,
          );
        }
        await screenshot(page, path.join(shots, `dashboard-${name}-${width}.png`), { fullPage: true });
        await expectAccessible(page, `dashboard ${name} ${width}`);
      }
      for (const [button, heading, name] of [
        ['Düzenle', 'İşletme bilgilerini düzenle', 'edit'],
        ['Fotoğraf ekle', 'Fotoğraf ekle', 'photos'],
        ['Ayarlar', 'Ayarlar', 'settings'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect.poll(() => page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(true);
        await screenshot(page, path.join(shots, `dashboard-${name}-${width}.png`), { fullPage: true });
        await expectAccessible(page, `dashboard ${name} ${width}`);
      }
    }
  });
});
