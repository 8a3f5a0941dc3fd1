/** Playwright (playwright-core) with Debian's Chromium. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
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
 * returning visitor who already chose (issue 16).
 */
export async function presetConsent(context: BrowserContext, opts: PresetOptions = {}): Promise<void> {
  const consent = opts.consent ?? 'accept';
  await context.addInitScript(
    ({ consent, promo }) => {
      try {
        if (consent !== 'none' && !localStorage.getItem('adana_consent')) {
          const all = consent === 'accept';
          localStorage.setItem(
            'adana_consent',
            JSON.stringify({ id: 'e2e-preset-choice', action: all ? 'accept_all' : 'reject_all', statistics: all, marketing: all, version: '2026-11-25', at: new Date().toISOString() }),
          );
        }
        if (!promo && !localStorage.getItem('adana_promo_popup')) localStorage.setItem('adana_promo_popup', 'closed');
      } catch {
        /* about:blank and opaque origins have no storage */
      }
    },
    { consent, promo: opts.promo ?? false },
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
  const context = await browser.newContext({ baseURL: base, viewport: { width, height }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', ...(opts.userAgent ? { userAgent: opts.userAgent } : {}) });
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
  expect(result.violations.map((v) => `${label ? label + ' ' : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Asks /login for a code (sign-up when `signupName` is given) and waits for 'E-postanızı kontrol edin'. */
export async function requestLoginCode(page: Page, email: string, signupName?: string): Promise<void> {
  await page.goto('/login');
  if (signupName) {
    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await page.getByLabel('Ad Soyad').fill(signupName);
  }
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: signupName ? 'Hesap oluştur ve kod gönder' : 'Giriş kodu gönder' }).click();
  await expect.poll(() => page.getByText('E-postanızı kontrol edin').isVisible()).toBe(true);
}
