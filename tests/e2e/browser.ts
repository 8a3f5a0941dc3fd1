/** Playwright (playwright-core) with Debian's Chromium. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import * as OTPAuth from 'otpauth';
import { expect, inject } from 'vitest';
import { projectRoot } from '#tests/helpers/app-server.ts';
import { chromiumPath } from '#tests/helpers/chromium.ts';
import { CONSENT_TEXT_VERSION } from '#lib/consent.ts';
import { watchBrowser } from './page-errors.ts';

export { allowConsoleErrors } from './page-errors.ts';
export { chromiumPath };

/**
 * The browser of a test file. Every context and page it opens is watched: a console error or an uncaught
 * page error fails the test (tests/e2e/page-errors.ts), unless the test allowed it with `allowConsoleErrors`.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  return watchBrowser(browser);
}

/**
 * Which shared server this test file uses: its worker's own (Vitest numbers the worker processes 1…maxWorkers
 * in VITEST_POOL_ID; tests/e2e/global-setup.ts starts one shared server per worker).
 */
function worker(): number {
  const n = inject('baseUrls').length;
  return (Math.max(1, Number(process.env.VITEST_POOL_ID || 1)) - 1) % n;
}

/** The shared test server of this test file (read-mostly: a file that changes data starts its own, tests/e2e/servers.ts). */
export function baseUrl(): string {
  return inject('baseUrls')[worker()]!;
}

/** The data directory of `baseUrl()`'s server (for the command line, which goes through the running server). */
export function sharedDataDir(): string {
  return inject('dataDirs')[worker()]!;
}

export function mailboxUrl(): string {
  return inject('mailboxUrl');
}

export interface PresetOptions {
  /** The cookie choice already stored when a page opens: 'accept' (default), 'reject', or 'none' (the banner shows). */
  consent?: 'accept' | 'reject' | 'none';
  /** Leave the free-advertising popup able to open (default: it was closed before). */
  promo?: boolean;
}

/**
 * Stores a cookie choice (and the popup's 'closed' flag) in every page of the context before its scripts
 * run, unless the page already holds one: tests that are not about the banner or the popup see the site as a
 * returning visitor who already chose (decision 014).
 */
export async function presetConsent(context: BrowserContext, opts: PresetOptions = {}): Promise<void> {
  const consent = opts.consent ?? 'accept';
  await context.addInitScript(
    ({ consent, promo, version }) => {
      try {
        if (consent !== 'none' && !localStorage.getItem('adana_consent')) {
          const all = consent === 'accept';
          localStorage.setItem(
            'adana_consent',
            JSON.stringify({
              id: 'e2e-preset-choice',
              action: all ? 'accept_all' : 'reject_all',
              statistics: all,
              marketing: all,
              version,
              at: new Date().toISOString(),
            }),
          );
        }
        if (!promo && !localStorage.getItem('adana_promo_popup')) localStorage.setItem('adana_promo_popup', 'closed');
      } catch {
        /* about:blank and opaque origins have no storage */
      }
    },
    { consent, promo: opts.promo ?? false, version: CONSENT_TEXT_VERSION },
  );
}

/** A page at `width`×`height` on the shared test server, or on `base` (a test file's own server). */
export async function newPage(
  browser: Browser,
  width = 1280,
  height = 900,
  base = baseUrl(),
  opts: PresetOptions & { userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
  });
  await presetConsent(context, opts);
  const page = await context.newPage();
  return { context, page };
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/**
 * Screenshots for a person to look at (they assert nothing): written only when E2E_SCREENSHOTS=1
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`). A full-page one costs Chromium about a CPU-second on the 2-core
 * machine, and a run takes about 140, so `npm test` and CI, where nobody looks at them, skip them. The folder
 * is made when the first one is written.
 */
export async function screenshot(target: Page | Locator, file: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await ('goto' in target ? target.screenshot({ path: file, fullPage: opts.fullPage }) : target.screenshot({ path: file }));
}

/** Waits for a message to arrive at the test SMTP server. */
export async function waitForMail(predicate: (m: MailMessage) => boolean, timeoutMs = 15_000): Promise<MailMessage> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${mailboxUrl()}/messages`);
    const messages = (await res.json()) as MailMessage[];
    const found = messages.find(predicate);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The WCAG 2.2 AA rules axe checks on every page. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Asserts axe finds no WCAG 2.2 AA violation on the page (`label` names the state in the failure). */
export async function expectAccessible(page: Page, label = ''): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(result.violations.map((v) => `${label ? label + ' ' : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/**
 * Resolves once the page has painted `frames` more frames (requestAnimationFrame): what its scripts did in
 * reaction to the last event has been rendered. A wait on the page's own rendering, not on the wall clock.
 */
export async function afterNextPaint(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    frames,
  );
}

/** Waits until the island whose component URL contains `component` has hydrated (it answers clicks and typing). */
export async function hydrated(page: Page, component: string): Promise<void> {
  await page.waitForFunction((c) => {
    const island = document.querySelector(`astro-island[component-url*="${c}"]`);
    return island !== null && !island.hasAttribute('ssr');
  }, component);
}

/**
 * Asks /login for a code (sign-up when `signupName` is given): once the form has hydrated, sends it and
 * waits for the server's answer to POST /api/users (which must be a success: 2xx), then for 'E-postanızı kontrol edin'.
 */
export async function requestLoginCode(page: Page, email: string, signupName?: string): Promise<void> {
  await page.goto('/login');
  await hydrated(page, 'LoginForm');
  if (signupName) {
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await page.getByLabel('Ad soyad').fill(signupName);
  }
  await page.getByLabel('E-posta').fill(email);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users' && r.request().method() === 'POST', { timeout: 60_000 }),
    page.getByRole('button', { name: signupName ? 'Hesap oluştur ve kod gönder' : 'Giriş kodu gönder' }).click(),
  ]);
  expect(answer.ok(), `POST /api/users answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  await expect.poll(() => page.getByText('E-postanızı kontrol edin').isVisible()).toBe(true);
}

/**
 * An admin as the operator makes one and the person then signs in: `make-admin` on the server's data
 * directory (the command line), the e-mailed login link opened in `page`, the authenticator enrolled with
 * the secret shown on /admin. Resolves on /admin's business queue (`?bolum=basvurular`) once the second
 * factor passed, with the authenticator, for a later "Doğrulama kodu".
 */
export async function loginAsAdmin(
  page: Page,
  opts: { email: string; name?: string; dataDir: string; role?: 'admin' | 'moderator' },
): Promise<OTPAuth.TOTP> {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/index.ts',
      'make-admin',
      opts.email,
      '--name',
      opts.name ?? 'Selin Moderatör',
      '--role',
      opts.role ?? 'admin',
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: opts.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  expect(made.status, made.stderr).toBe(0);
  await requestLoginCode(page, opts.email);
  const mail = await waitForMail((m) => m.to.includes(opts.email.toLowerCase()) && /giriş/i.test(m.subject));
  await page.goto(/https?:\/\/\S+\/api\/auth\/link\?token=[\w-]+/.exec(mail.text)![0]);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
  await expect.poll(() => page.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' }).isVisible()).toBe(true);
  const secret = (await page.locator('p.font-mono').first().innerText()).replace(/\s+/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByLabel('Doğrulama kodu').fill(totp.generate());
  await page.getByRole('button', { name: 'Etkinleştir' }).click();
  await expect.poll(() => page.getByRole('navigation', { name: 'Yönetim bölümleri' }).isVisible()).toBe(true);
  // /admin opens on the overview; the callers work in the business queue.
  await page.getByRole('navigation', { name: 'Yönetim bölümleri' }).getByRole('link', { name: 'İşletme başvuruları' }).click();
  await expect.poll(() => page.getByRole('tab', { name: 'Onay bekleyenler' }).isVisible()).toBe(true);
  return totp;
}
