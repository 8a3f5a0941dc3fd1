/**
 * The check every browser test ends with (tests/e2e/page-errors.ts, run after each test by
 * tests/e2e/setup.ts): pages of `launchBrowser()` record console errors and uncaught errors, with their
 * address; allowed ones are not recorded. The check is called here directly (it clears what it reports),
 * so these tests stay green.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { allowConsoleErrors, launchBrowser, newPage } from './browser.ts';
import { checkNoPageErrors, recordedProblems } from './page-errors.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The check's failure message (`''` when it passed). */
function checkMessage(): string {
  try {
    checkNoPageErrors();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('console and page errors fail a browser test', () => {
  it('an uncaught error, a console.error and a failed load are each reported with the page address', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    try {
      await page.goto('/about');
      expect(checkMessage()).toBe('');
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('deliberately uncaught');
        });
        console.error('deliberately logged');
        void fetch('/api/businesses/999999');
      });
      await expect.poll(() => recordedProblems().length).toBe(3);
      const message = checkMessage();
      const url = new URL('/about', page.url()).href;
      expect(message).toMatch(/^3 console\/page error\(s\)/);
      expect(message).toContain(`- page error on ${url}: Error: deliberately uncaught`);
      expect(message).toContain(`- console.error on ${url}: deliberately logged`);
      expect(message).toMatch(
        new RegExp(
          `- console\\.error on ${url.replace(/[.?/]/g, '\\$&')}: Failed to load resource: the server responded with a status of 404 .*/api/businesses/999999\\)`,
        ),
      );
      // Reported once: the check cleared them.
      expect(checkMessage()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('React hydration errors on a page opened without newPage() are reported too', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('about:blank');
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('Minified React error #418; visit https://react.dev/errors/418');
        });
      });
      await expect.poll(() => recordedProblems().length).toBe(1);
      expect(checkMessage()).toContain('- page error on about:blank: Error: Minified React error #418');
    } finally {
      await context.close();
    }
  });

  it('an error the test declared is not recorded, and only that one', async () => {
    const { context, page } = await newPage(browser);
    try {
      allowConsoleErrors(page, /status of 404 .*\/api\/businesses\/999999\)$/);
      await page.goto('/about');
      await page.evaluate(async () => {
        await fetch('/api/businesses/999999');
        await fetch('/api/businesses/999998');
      });
      await expect.poll(() => recordedProblems().length).toBe(1);
      expect(recordedProblems()[0]!.text).toMatch(/status of 404 .*\/api\/businesses\/999998\)$/);
      expect(checkMessage()).not.toBe('');
    } finally {
      await context.close();
    }
  });

  // Regression: with no stored cookie choice, the banner's island hydrating after the promo popup's (as on a
  // busy machine; the popup's initConsent() has set $consentPanel by then) once rendered over the pre-built
  // HTML with another value: React #418 under React 19. The banner now hydrates with the value the page was
  // built with (useHydratedStore) and is in that HTML itself.
  it('the cookie banner hydrating after the promo popup raises no error and works', async () => {
    const { context, page } = await newPage(browser, 1280, 900, undefined, { consent: 'none', promo: true });
    try {
      // The banner's script is held back until the popup's island has hydrated (as a busy machine may do).
      const popupHydrated = () => page.locator('astro-island[component-url*="PromoPopup"]:not([ssr])').count();
      await page.route(/\/_astro\/ConsentBanner\.[\w-]+\.js$/, async (route) => {
        await expect.poll(() => popupHydrated().catch(() => 0), { timeout: 20_000 }).toBe(1);
        // React hydrates in a transition and runs the effects (initConsent) in tasks of their own after the commit:
        // the page's main thread is first idle once they have run.
        await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
        await route.continue();
      });
      await page.goto('/add-business'); // a page the popup is on (PD24: owner pages only)
      const reject = page.locator('[data-consent-banner]').getByRole('button', { name: 'Reddet', exact: true });
      await expect.poll(() => reject.isEnabled(), { timeout: 20_000 }).toBe(true); // hydrated
      await reject.click();
      await expect.poll(() => page.locator('[data-consent-banner]').count()).toBe(0);
      expect(recordedProblems()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
