/**
 * Advertising (decision 013) in Chromium against the real server and the real SMTP mailbox: a package chosen
 * on /advertise → toast and the form (step 2, in the URL) → form errors → send → step 3 and the
 * confirmation mail → the admin (after the authenticator) moves it to contacted, customised (uploads an
 * image, links a business), live → after the rebuild the ad shows labelled on /advertisement-examples, the
 * home banner and the category page. Accessibility (axe) and screenshots at 390 and 1280 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectAccessible, launchBrowser, loginAsAdmin, newPage, waitForMail, screenshot } from './browser.ts';
import { projectRoot, type AppServer } from '#tests/helpers/app-server.ts';
import { startServerFromTemplate } from './servers.ts';

let browser: Browser;
let app: AppServer;
let tmp: string;
let admin: { context: BrowserContext; page: Page } | undefined;
const stamp = Date.now();
const shots = path.join(projectRoot, 'test-results', 'advertising');

beforeAll(async () => {
  // Its own server: a live ad changes the home page and a category page that other files check.
  app = await startServerFromTemplate();
  browser = await launchBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-e2e-'));
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  if (app) {
    fs.writeFileSync(path.join(shots, 'server.log'), app.logs());
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
});

async function toast(page: Page, title: string) {
  await expect.poll(() => page.getByText(title, { exact: true }).first().isVisible()).toBe(true);
}

async function hydrated(page: Page, component: string) {
  await page.waitForFunction((c) => {
    const island = document.querySelector(`astro-island[component-url*="${c}"]`);
    return island !== null && !island.hasAttribute('ssr');
  }, component);
}

async function adminPage(): Promise<Page> {
  if (admin) return admin.page;
  admin = await newPage(browser, 1280, 900, app.url);
  const { page } = admin;
  await loginAsAdmin(page, { email: `reklam.admin.${stamp}@ornek.test`, name: 'Deniz Satış', dataDir: app.dataDir });
  return page;
}

describe('advertising', () => {
  const businessName = `Sponsor Kebap ${stamp}`;
  const email = `sponsor.${stamp}@ornek.test`;
  const title = `Ocakbaşı keyfi ${stamp}`;

  it('a package chosen on /advertise → form errors → send → step 3 and the confirmation mail', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, 1280, 900, app.url);
    await page.goto('/advertise');
    await hydrated(page, 'AdvertisePage');
    await page.getByRole('button', { name: 'Bu paketi seç: Vitrin paketi' }).click();
    await toast(page, 'Paket seçildi');
    await expect.poll(() => new URL(page.url()).search).toBe('?sekme=iletisim&adim=2&paket=premium');
    await expect.poll(() => page.getByRole('combobox', { name: 'Paket', exact: true }).inputValue()).toBe('premium');
    // Back: the packages tab again; forward: the form.
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: 'Paketler' }).getAttribute('aria-selected')).toBe('true');
    await page.goForward();
    await expect.poll(() => page.getByRole('button', { name: 'Talebi gönder' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Talebi gönder' }).click();
    await expect.poll(() => page.getByRole('alert').getByText('İşletme adı gereklidir', { exact: false }).isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'İşletme adı', exact: true }).fill(businessName);
    await page.getByRole('textbox', { name: 'İletişim kişisi', exact: true }).fill('Mert Kaya');
    await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('0532 444 55 66');
    await page.getByRole('combobox', { name: 'Süre', exact: true }).selectOption('3');
    await expect.poll(() => page.getByTestId('ad-total').innerText()).toContain('1.617,30 ₺');
    await page.getByRole('button', { name: 'Talebi gönder' }).click();
    await toast(page, 'Reklam talebi gönderildi');
    await expect
      .poll(() => page.getByText('satış ekibimiz 24 saat içinde sizinle iletişime geçecek', { exact: false }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('adim')).toBe('3');
    const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Reklam talebiniz alındı');
    expect(mail.text).toContain('1.617,30 ₺');
    await context.close();
  });

  it('the admin takes it to live; the ad shows labelled after the rebuild', { timeout: 400_000 }, async () => {
    const page = await adminPage();
    // A published restaurant becomes the advertiser's business (its category page gets the sponsored card).
    const list = await page.evaluate(
      async () => (await (await fetch('/api/businesses?category=restoranlar&limit=1')).json()) as { id: number; name: string }[],
    );
    const { name: sponsoredName } = list[0]!;

    await page.goto('/admin?bolum=reklamlar');
    await page.getByRole('button', { name: new RegExp(businessName) }).click();
    await page.getByRole('button', { name: 'İletişime geçildi olarak işaretle' }).click();
    await expect.poll(() => page.getByTestId('ad-status').innerText()).toBe('İletişime geçildi');
    await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Reklam talebiniz işleme alındı'));

    const image = path.join(tmp, 'reklam.png');
    await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 30, g: 120, b: 90 } } })
      .png()
      .toFile(image);
    await page.getByLabel('Başlık', { exact: true }).fill(title);
    await page.getByLabel('Açıklama', { exact: true }).fill('Odun ateşinde Adana kebap, her gün.');
    await page.getByLabel('Özellikler (her satıra bir tane)').fill('Paket servis\nAile salonu');
    await page.getByLabel('Görsel (JPEG, PNG veya WebP)').setInputFiles(image);
    await toast(page, 'Görsel yüklendi');
    // The sponsored card's business is picked by name, not typed as a number.
    await page.getByLabel('Sponsorlu kartın işletmesi (kategori sayfasında)').fill(sponsoredName.slice(0, 12));
    await page.getByRole('list', { name: 'Arama sonuçları' }).getByRole('button', { name: sponsoredName }).first().click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `Seçilen işletme: ${sponsoredName}` })
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'İçeriği kaydet' }).click();
    await toast(page, 'Kaydedildi');
    await page.getByRole('button', { name: 'Hazırlandı olarak işaretle' }).click();
    await expect.poll(() => page.getByTestId('ad-status').innerText()).toBe('Hazırlandı');
    // "Ödeme alındı" (decision 028): the amount comes from the request; the admin adds the reference.
    expect(await page.getByLabel('Tutar (₺)').inputValue()).not.toBe('');
    await page.getByLabel('Referans (dekont/işlem no)').fill('EFT-2026-0042');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('payment-fields').scrollIntoViewIfNeeded();
      await screenshot(page, path.join(shots, `admin-ad-payment-${width}.png`));
    }
    await page.getByRole('button', { name: 'Yayına al' }).click();
    await expect.poll(() => page.getByTestId('ad-status').innerText()).toBe('Yayında');
    await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Reklamınız yayında'));
    const receipt = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Ödemeniz alındı'));
    expect(receipt.text).toContain('EFT-2026-0042');

    const { context, page: visitor } = await newPage(browser, 1280, 900, app.url);
    await expect
      .poll(
        async () => {
          await visitor.goto('/advertisement-examples');
          return visitor.getByRole('heading', { name: title }).isVisible();
        },
        { timeout: 180_000, interval: 2_000 },
      )
      .toBe(true);
    const card = visitor.locator('li[data-ad-id]').filter({ hasText: title });
    await expect.poll(() => card.getByText('Reklam', { exact: true }).isVisible()).toBe(true);
    expect(await visitor.locator('[data-compare="premium"]').innerText()).toContain('1');
    await screenshot(visitor, path.join(shots, 'examples-live-1280.png'), { fullPage: true });

    await visitor.goto('/');
    const banner = visitor.locator('aside[data-ad-id]').filter({ hasText: title }).first();
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toMatch(/reklam/i);
    await screenshot(visitor, path.join(shots, 'home-live-1280.png'));

    await visitor.goto('/category/restoranlar');
    const sponsored = visitor.locator('main aside[data-ad-id]').filter({ hasText: title });
    await expect.poll(() => sponsored.isVisible()).toBe(true);
    expect(await sponsored.innerText()).toContain('Sponsorlu');
    await expectAccessible(visitor, 'category with a sponsored card');
    await context.close();
  });

  it('the pages are accessible at 390 and 1280 px', { timeout: 300_000 }, async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await newPage(browser, width, 900, app.url);
      for (const url of ['/advertise', '/advertise?sekme=iletisim&adim=2&paket=premium', '/advertise-request', '/advertisement-examples']) {
        await page.goto(url);
        await hydrated(
          page,
          url.startsWith('/advertise-request') ? 'AdRequestPage' : url.startsWith('/advertisement-') ? 'AdExamples' : 'AdvertisePage',
        );
        await expectAccessible(page, `${url} @${width}`);
        await screenshot(page, path.join(shots, `${url.replace(/[/?=&]+/g, '_')}-${width}.png`), { fullPage: true });
      }
      await context.close();
    }
  });
});
