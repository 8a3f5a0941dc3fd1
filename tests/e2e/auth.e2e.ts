/**
 * Accounts as a person uses them, in Chromium against the real server and a real SMTP server: sign up,
 * receive the e-mail, follow the link, log out, log in with the typed code; an admin made from the command
 * line enrols an authenticator, reaches the admin screen and moves between its sections.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import * as OTPAuth from 'otpauth';
import {
  afterNextPaint,
  allowConsoleErrors,
  expectAccessible,
  hydrated,
  launchBrowser,
  newPage,
  requestLoginCode,
  sharedDataDir,
  waitForMail,
  screenshot,
} from './browser.ts';
import { projectRoot } from '#tests/helpers/app-server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const linkIn = (text: string) => /https?:\/\/\S+\/api\/auth\/link\?token=[\w-]+/.exec(text)?.[0];
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('accounts', () => {
  it('sign up by e-mail link, log out, log in again with the code', async () => {
    const email = `ayse.${Date.now()}@ornek.test`;
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto('/login');
    await expectAccessible(page);

    await requestLoginCode(page, email, 'Ayşe Yılmaz');
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toMatch(/giriş/i);
    expect(mail.text).toMatch(/10 dakika/);
    const link = linkIn(mail.text);
    expect(link).toBeTruthy();

    // The link works in this browser and signs the person in.
    await page.goto(link!);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const me = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
    expect(me.user).toMatchObject({ name: 'Ayşe Yılmaz', email, role: 'user' });

    // The same link does not work twice.
    await page.goto(link!);
    await expect.poll(() => page.url()).toMatch(/\/login\?hata=baglanti/);
    await expect.poll(() => page.getByText('Giriş bağlantısı geçersiz').isVisible()).toBe(true);

    // Log out from the header, then log in with the code.
    await page.goto('/');
    // Logged out behind the page's back: its favourites sync with the account (merge or read), still on its
    // way, may then be refused (401); the page only warns.
    allowConsoleErrors(page, /status of 401 .*\/api\/favorites(\/merge)?\)$/);
    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect((await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()))).user).toBeNull();

    await requestLoginCode(page, email);
    const second = await waitForMail((m) => m.to.includes(email) && m !== mail && m.receivedAt > mail.receivedAt);
    await page.getByLabel('Giriş kodu').fill(codeIn(second.text)!);
    await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expect.poll(async () => (await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()))).user?.email).toBe(email);
    await context.close();
  });

  it('one path (decision 027): a new address continues with its e-mail alone, gets a sign-up code and names the account', async () => {
    const email = `yeni.${Date.now()}@ornek.test`;
    const { context, page } = await newPage(browser, 390, 844);
    await requestLoginCode(page, email);
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.text).toContain('Hesabınızı oluşturun');
    await page.getByLabel('Giriş kodu').fill(codeIn(mail.text)!);
    await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Hesabınız oluşturuldu' }).isVisible()).toBe(true);
    await expectAccessible(page, 'name step');
    await page.getByLabel('Ad soyad').fill('Yeni Ziyaretçi');
    await page.getByRole('button', { name: 'Kaydet ve devam et' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    const me = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
    expect(me.user).toMatchObject({ name: 'Yeni Ziyaretçi', email, role: 'user' });
    await context.close();
  });

  it('“Hesabımı sil” on /hesabim: the typed address confirms, the account is gone, a mail confirms it (KVKK)', async () => {
    const email = `silinecek.${Date.now()}@ornek.test`;
    const { context, page } = await newPage(browser, 390, 844);
    await requestLoginCode(page, email, 'Mert Demir');
    const mail = await waitForMail((m) => m.to.includes(email));
    await page.goto(linkIn(mail.text)!);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto('/hesabim');
      await expect.poll(() => page.getByRole('heading', { name: 'Hesabımı sil' }).isVisible()).toBe(true);
      await screenshot(page, `${projectRoot}/test-results/account-${width}.png`, { fullPage: true });
    }
    await expectAccessible(page, 'account 390');
    const remove = page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' });
    expect(await remove.isDisabled()).toBe(true);
    await page.getByLabel('Onaylamak için e-posta adresinizi yazın').fill(email);
    await remove.click();
    await expect.poll(() => page.getByText('Hesabınız silindi. Onay e-postası adresinize gönderildi.').isVisible()).toBe(true);
    await waitForMail((m) => m.to.includes(email) && m.subject === 'Hesabınız silindi');
    expect((await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()))).user).toBeNull();
    await context.close();
  });

  it('a wrong code and a malformed e-mail are each said once, beside their field, with no toast repeating them', async () => {
    const email = `yanlis.${Date.now()}@ornek.test`;
    const { context, page } = await newPage(browser, 390, 844);
    const toastText = () =>
      page
        .locator('[aria-live]')
        .allInnerTexts()
        .then((texts) => texts.join('').trim());
    const timesOnPage = (text: string) => page.evaluate((t) => document.body.innerText.split(t).length - 1, text);
    /** The field's error, once the field says it is invalid: said exactly once on the page, and no toast. */
    const saidOnceBeside = async (label: string) => {
      const field = page.getByLabel(label);
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const error = (await page.locator(`#${await field.getAttribute('id')}-error`).innerText()).trim();
      expect(error.length).toBeGreaterThan(0);
      await afterNextPaint(page); // a toast raised with the error would have been rendered by now
      expect(await timesOnPage(error)).toBe(1);
      expect(await toastText()).toBe('');
    };

    await page.goto('/login');
    await hydrated(page, 'LoginForm'); // a field filled before hydration is one React does not know of
    await page.getByLabel('E-posta').fill('ada@');
    await page.getByRole('button', { name: 'Giriş kodu gönder' }).click();
    await saidOnceBeside('E-posta');

    await requestLoginCode(page, email);
    allowConsoleErrors(page, /status of 4\d\d .*\/api\/auth\/verify\)$/); // the wrong code, refused on purpose
    await page.getByLabel('Giriş kodu').fill('000000');
    await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
    await saidOnceBeside('Giriş kodu');
    await context.close();
  });

  it('a link opened in another browser does not sign in', async () => {
    const email = `baska.${Date.now()}@ornek.test`;
    const first = await newPage(browser);
    await requestLoginCode(first.page, email, 'Mehmet Kaya');
    const mail = await waitForMail((m) => m.to.includes(email));
    const other = await newPage(browser);
    await other.page.goto(linkIn(mail.text)!);
    await expect.poll(() => other.page.url()).toMatch(/hata=baglanti/);
    expect((await other.page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()))).user).toBeNull();
    await first.context.close();
    await other.context.close();
  });

  it('an admin made from the command line enrols an authenticator and sees the overview', { timeout: 240_000 }, async () => {
    const email = `yonetici.${Date.now()}@ornek.test`;
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'make-admin', email, '--name', 'Deniz Yönetici'], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: sharedDataDir(), DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(made.status).toBe(0);

    const { context, page } = await newPage(browser, 1280, 900);
    // Before logging in, /admin shows no data.
    await page.goto('/admin');
    await expect
      .poll(() => page.getByText('Yönetim paneline erişmek için giriş yapmalısınız.').isVisible(), { timeout: 15_000 })
      .toBe(true);

    await requestLoginCode(page, email);
    const mail = await waitForMail((m) => m.to.includes(email));
    await page.goto(linkIn(mail.text)!);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');

    // Without the second factor the admin API refuses (Chromium logs the 403).
    allowConsoleErrors(page, /status of 403 .*\/api\/admin\/overview\)$/);
    const refused = await page.evaluate(() => fetch('/api/admin/overview').then(async (r) => ({ status: r.status, body: await r.json() })));
    expect(refused).toMatchObject({ status: 403, body: { secondFactorRequired: true } });

    await expect.poll(() => page.getByText('İki adımlı doğrulamayı kurun').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' }).isVisible()).toBe(true);
    const secret = (await page.locator('p.font-mono').first().innerText()).replace(/\s+/g, '');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await page.getByLabel('Doğrulama kodu').fill(totp.generate());
    await page.getByRole('button', { name: 'Etkinleştir' }).click();
    // The admin opens on the overview: what waits, today's figures, the audit log by name.
    await expect.poll(() => page.getByRole('heading', { name: 'Bekleyenler' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Bugün' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Son işlemler' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('İki adımlı doğrulama kuruldu').first().isVisible()).toBe(true);
    await expectAccessible(page);
    const overview = await page.evaluate(() => fetch('/api/admin/overview').then((r) => r.status));
    expect(overview).toBe(200);
    const nav = page.getByRole('navigation', { name: 'Yönetim bölümleri' });
    await nav.getByRole('link', { name: 'İşletme başvuruları' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?bolum=basvurular');
    await expect.poll(() => page.getByRole('heading', { name: 'İşletme başvuruları' }).isVisible()).toBe(true);
    // "Tüm oturumlardan çıkış yap" is under the admin's own menu item only.
    expect(await page.getByRole('button', { name: 'Tüm oturumlardan çıkış yap' }).count()).toBe(0);
    // Back and Forward move between the sections.
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { name: 'Son işlemler' }).isVisible()).toBe(true);
    await page.goForward();
    await expect.poll(() => page.getByRole('heading', { name: 'İşletme başvuruları' }).isVisible()).toBe(true);

    // Every section, on a phone and on a desktop: one column, nothing wider than the screen, axe clean. On a phone the
    // menu is a select.
    const sections = await nav.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    expect(sections.length).toBeGreaterThanOrEqual(7);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      for (const href of sections) {
        await page.goto(href);
        await expect.poll(() => page.locator('main h2').first().isVisible()).toBe(true);
        await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        await afterNextPaint(page);
        const wide = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(wide.scroll, `${href} @${width}`).toBeLessThanOrEqual(wide.viewport);
        await expectAccessible(page, `${href} @${width}`);
      }
      if (width === 390) {
        await page.getByLabel('Bölüm', { exact: true }).selectOption({ label: 'Hesap ve güvenlik' });
        await expect.poll(() => new URL(page.url()).search).toBe('?bolum=hesap');
        await expect.poll(() => page.getByRole('button', { name: 'Tüm oturumlardan çıkış yap' }).isVisible()).toBe(true);
        await expectAccessible(page, 'account @390');
      }
    }
    await context.close();
  });
});
