/**
 * Becoming an owner, in Chromium against the real server and the real SMTP mailbox (decision 011): sign up →
 * /business-owner-register (the draft survives a reload) with two documents (PDF, PNG; one removed and
 * added again), sent with the account's own e-mail so no second verification (decision 023) → the admin (after the
 * authenticator) approves in "İşletme sahipleri" → the dashboard shows the visits of another browser but
 * not the owner's own. A visitor's "Düzenleme öner" reaches the owner. Axe at 390 and 1280 px; screenshots.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  afterNextPaint,
  allowConsoleErrors,
  expectAccessible,
  launchBrowser,
  loginAsAdmin,
  mailboxUrl,
  requestLoginCode,
  waitForMail,
  type MailMessage,
  screenshot,
} from './browser.ts';
import { projectRoot, type AppServer } from '#tests/helpers/app-server.ts';
import { startServerFromTemplate } from './servers.ts';
import { hydrated, suggestPhoneCorrection } from './owners-steps.ts';

let browser: Browser;
let app: AppServer;
let tmp: string;
const stamp = Date.now();
const shots = path.join(projectRoot, 'test-results', 'owners');
const contexts: BrowserContext[] = [];

// Headless Chromium names itself in its user agent and is not counted (a bot); people's browsers are.
const OWNER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

beforeAll(async () => {
  // Its own server: it approves owners and listings, which would change what other files count.
  app = await startServerFromTemplate();
  browser = await launchBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'owners-e2e-'));
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  if (app) {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
});

async function open(width = 1280, userAgent = OWNER_UA): Promise<Page> {
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: { width, height: 900 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    userAgent,
  });
  contexts.push(context);
  return context.newPage();
}

const linkIn = (text: string, re: RegExp) => re.exec(text)?.[0];

async function login(page: Page, email: string, signupName?: string) {
  await requestLoginCode(page, email, signupName);
  const mail = await waitForMail((m) => m.to.includes(email) && /giriş|hesab/i.test(m.subject));
  await page.goto(linkIn(mail.text, /https?:\/\/\S+\/api\/auth\/link\?token=[\w-]+/)!);
}

async function adminPage(): Promise<Page> {
  const page = await open(1280);
  await loginAsAdmin(page, { email: `sahip-admin.${stamp}@ornek.test`, dataDir: app.dataDir });
  return page;
}

describe('becoming a business owner', () => {
  const businessName = `Usta Dürümcü ${stamp}`;
  const email = `usta.${stamp}@ornek.test`;

  let page: Page;
  let visitor: Page;
  let businessId = 0;

  it(
    'register with two documents → verify → admin approves → the dashboard counts another browser’s visits, not the owner’s',
    { timeout: 420_000 },
    async () => {
      const pdf = path.join(tmp, 'vergi-levhasi.pdf');
      fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const png = path.join(tmp, 'ruhsat.png');
      await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 90, g: 90, b: 200 } } })
        .png()
        .toFile(png);

      page = await open(1280);
      await login(page, email, 'Usta Yılmaz');
      await page.goto('/business-owner-register');
      await hydrated(page, 'RegisterWizard');
      await expectAccessible(page, 'register 1280');

      // Step 1 arrives with the account's name and e-mail (decision 023); emptied, it is refused with the summary; then filled.
      await expect.poll(() => page.locator('#or-ownerName').inputValue()).toBe('Usta Yılmaz');
      expect(await page.locator('#or-email').inputValue()).toBe(email);
      await page.locator('#or-ownerName').fill('');
      await page.getByRole('button', { name: 'İleri' }).click();
      await expect
        .poll(() => page.getByRole('alert').getByText('İşletme sahibinin adı gereklidir', { exact: false }).isVisible())
        .toBe(true);
      await page.locator('#or-ownerName').fill('Usta Yılmaz');
      await page.locator('#or-email').fill(email);
      await page.locator('#or-phone').fill('0322 456 01 01');
      await page.getByRole('button', { name: 'İleri' }).click();

      // Step 2, then a reload keeps what was typed (the detour through /login works the same way).
      await page.locator('#or-businessName').fill(businessName);
      await page.locator('#or-category').selectOption('restoranlar');
      await page.locator('#or-district').selectOption('seyhan');
      await page.locator('#or-address').fill('Reşatbey Mah. Atatürk Cad. No: 9, Seyhan');
      await page.reload();
      await hydrated(page, 'RegisterWizard');
      await expect.poll(() => page.locator('#or-businessName').inputValue()).toBe(businessName);
      await page.getByRole('button', { name: 'İleri' }).click();

      // Step 3: two documents; one removed and added again.
      const input = page.locator('input[type=file]');
      await input.setInputFiles([pdf, png]);
      await expect.poll(() => page.getByRole('list', { name: 'Yüklenen belgeler' }).getByRole('listitem').count()).toBe(2);
      await screenshot(page, path.join(shots, 'register-two-documents-1280.png'), { fullPage: true });
      await page
        .getByRole('list', { name: 'Yüklenen belgeler' })
        .getByRole('listitem')
        .filter({ hasText: 'ruhsat.png' })
        .getByRole('button')
        .click();
      await expect.poll(() => page.getByRole('list', { name: 'Yüklenen belgeler' }).getByRole('listitem').count()).toBe(1);
      await input.setInputFiles([png]);
      await expect.poll(() => page.getByRole('list', { name: 'Yüklenen belgeler' }).getByRole('listitem').count()).toBe(2);
      await screenshot(page, path.join(shots, 'register-documents-1280.png'), { fullPage: true });
      await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Başvurunuz alındı' }).isVisible()).toBe(true);
      await expectAccessible(page, 'register done');

      // The application's e-mail is the account's own, confirmed by its login code: no second link (decision 023).
      // Pending on the dashboard.
      await page.goto('/business-owner-dashboard');
      await hydrated(page, 'OwnerDashboard');
      await expect.poll(() => page.getByText('Başvurunuz inceleniyor', { exact: false }).isVisible()).toBe(true);

      // The admin sees both documents and approves.
      const admin = await adminPage();
      await admin.goto('/admin?bolum=isletme-sahipleri');
      const card = admin.getByRole('listitem').filter({ hasText: businessName });
      await expect.poll(() => card.getByRole('link', { name: 'vergi-levhasi.pdf', exact: true }).isVisible()).toBe(true);
      await expect.poll(() => card.getByRole('link', { name: 'ruhsat.png', exact: true }).isVisible()).toBe(true);
      // The document opens in the browser (inline); its "İndir" link downloads it.
      const doc = await admin.evaluate(
        async (href) => {
          const r = await fetch(href);
          return { status: r.status, disposition: r.headers.get('content-disposition') ?? '' };
        },
        (await card.getByRole('link', { name: 'vergi-levhasi.pdf', exact: true }).getAttribute('href'))!,
      );
      expect(doc.status).toBe(200);
      expect(doc.disposition).toMatch(/^inline;/);
      expect(await card.getByRole('link', { name: 'vergi-levhasi.pdf indir' }).getAttribute('href')).toMatch(/\?indir=1$/);
      await screenshot(admin, path.join(shots, 'admin-owners-1280.png'), { fullPage: true });
      await expectAccessible(admin, 'admin owners');
      await card.getByRole('button', { name: 'Onayla' }).click();
      await expect.poll(() => admin.getByText('Başvuru onaylandı', { exact: true }).first().isVisible()).toBe(true);
      // One mail says both: approved as the owner, and the new listing is live (not a second "İşletmeniz yayında").
      const approvedMail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Sahiplik başvurunuz onaylandı'));
      expect(approvedMail.subject).toBe(`Sahiplik başvurunuz onaylandı, işletmeniz yayında: ${businessName}`);
      const mailbox = (await (await fetch(`${mailboxUrl()}/messages`)).json()) as MailMessage[];
      const decisions = mailbox.filter((m) => m.to.includes(email) && /onaylandı|yayında/.test(m.subject));
      expect(decisions.map((m) => m.subject)).toEqual([approvedMail.subject]);

      // The owner's dashboard: approved; the business id for the visits.
      await page.goto('/business-owner-dashboard');
      await hydrated(page, 'OwnerDashboard');
      await expect.poll(() => page.getByText('Onaylandı', { exact: true }).isVisible()).toBe(true);
      const records = await page.evaluate(async () => (await fetch('/api/business-owners')).json());
      businessId = (records as { businessId: number }[])[0]!.businessId;
      expect(businessId).toBeGreaterThan(0);

      // Another browser visits twice (one view a day), the owner once (never counted).
      visitor = await open(1280, VISITOR_UA);
      for (let i = 0; i < 2; i++) {
        await visitor.goto(`/business/${businessId}`);
        await expect.poll(() => visitor.getByRole('heading', { name: businessName, level: 1 }).isVisible()).toBe(true);
        await visitor.waitForLoadState('networkidle');
      }
      await page.goto(`/business/${businessId}`);
      await page.waitForLoadState('networkidle');

      await page.goto('/business-owner-dashboard');
      await hydrated(page, 'OwnerDashboard');
      await expect
        .poll(
          async () =>
            ((await page.evaluate(async (id) => (await fetch(`/api/analytics/${id}`)).json(), businessId)) as { totals: { views: number } })
              .totals.views,
        )
        .toBe(1);
      await page.getByRole('tab', { name: 'İstatistikler' }).click();
      await expect.poll(() => page.getByRole('table').getByRole('cell', { name: '1', exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Bir görüntülenme, aynı ziyaretçi için', { exact: false }).isVisible()).toBe(true);
      // A free plan sees what the paid statistics give, locked, and the plan that opens them (decision 028).
      await expect.poll(() => page.getByTestId('locked-detailedStats').innerText()).toContain('Temel ve Premium planlarında açılır.');
      await expect.poll(() => page.getByTestId('locked-advancedStats').innerText()).toContain('Premium planında açılır.');
      allowConsoleErrors(page, /status of 403 .*\/api\/analytics\/\d+\/details\)$/);
      expect(await page.evaluate(async (id) => (await fetch(`/api/analytics/${id}/details`)).status, businessId)).toBe(403);
      await screenshot(page, path.join(shots, 'dashboard-analytics-1280.png'), { fullPage: true });
      await expectAccessible(page, 'dashboard 1280');
    },
  );

  it('a visitor suggests a correction and the owner sees it; the owner screens at 390 px', { timeout: 240_000 }, async () => {
    expect(businessId).toBeGreaterThan(0);
    // A visitor suggests a correction; the owner sees it (accepting it: owners-flows.e2e.ts).
    await suggestPhoneCorrection(visitor, businessId, 'Yeni numara 0532 111 22 33');
    await page.reload();
    await hydrated(page, 'OwnerDashboard');
    await expect.poll(() => page.getByText('Yeni numara 0532 111 22 33').isVisible()).toBe(true);

    // Small screens.
    const small = await open(390);
    await small.context().addCookies(await page.context().cookies());
    for (const url of ['/business-owner-dashboard', '/business-owner-register']) {
      await small.goto(url);
      await hydrated(small, url.includes('dashboard') ? 'OwnerDashboard' : 'RegisterWizard');
      await afterNextPaint(small);
      await screenshot(small, path.join(shots, `${url.slice(1)}-390.png`), { fullPage: true });
      await expectAccessible(small, `${url} 390`);
    }
  });
});
