/**
 * The strict Content-Security-Policy in Chromium: every page type is served with the header policy and
 * its own <meta> policy (neither allows an inline script without its hash), hydrates all of its islands,
 * and raises no `securitypolicyviolation` event and no console error on the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './browser.ts';
import { scriptSources } from '#tests/netlify/csp.ts';

let browser: Browser;
const paths: string[] = ['/', '/search?q=kebap', '/map', '/add-business', '/login', '/admin', '/favorites', '/faq'];

beforeAll(async () => {
  browser = await launchBrowser();
  const categories = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as { slug: string; businessCount: number }[];
  const [business] = (await (await fetch(`${baseUrl()}/api/businesses?limit=1`)).json()) as { id: number }[];
  paths.push(`/category/${categories.find((c) => c.businessCount > 0)!.slug}`, `/business/${business!.id}`);
});
afterAll(() => browser?.close());

describe('Content-Security-Policy', () => {
  it('serves every page with no inline script allowed by its header or by its own policy but by hash', async () => {
    for (const p of paths) {
      const res = await fetch(baseUrl() + p);
      expect(res.status, p).toBe(200);
      expect(scriptSources(res.headers.get('content-security-policy') ?? ''), p).not.toContain("'unsafe-inline'");
      const html = await res.text();
      const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
      expect(meta, `${p}: the page's own policy`).toBeDefined();
      const sources = scriptSources(meta!);
      expect(sources, p).toContain("'self'");
      expect(sources, p).not.toContain("'unsafe-inline'");
      // Every inline script of the page is allowed by its hash, so none is blocked.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g)].length;
      expect(sources.filter((s) => s.startsWith("'sha256-")).length, p).toBeGreaterThanOrEqual(inline > 0 ? 1 : 0);
    }
  });

  it('hydrates every page type in Chromium with no policy violation', async () => {
    for (const p of paths) {
      const { context, page } = await newPage(browser);
      const problems: string[] = [];
      await page.exposeFunction('reportCspViolation', (v: string) => problems.push(`CSP: ${v}`));
      // Listening from before the first byte of the page is parsed.
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) =>
            (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
              `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
            ),
          true,
        );
      });
      try {
        await page.goto(p, { waitUntil: 'load' });
        // client:visible islands hydrate once seen: scroll down the page half a screen at a time, two frames at
        // each stop, as a visitor would (one jump to the bottom skipped islands in the middle of a business page,
        // or came before their observers were registered on a loaded machine), until none is left waiting.
        const waiting = page.locator('astro-island[ssr]');
        await expect
          .poll(
            async () => {
              await page.evaluate(async () => {
                const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
                for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
                  window.scrollTo(0, y);
                  await frames();
                }
              });
              return waiting.count();
            },
            { message: `${p}: islands still waiting to hydrate` },
          )
          .toBe(0);
        expect(await page.locator('astro-island').count(), p).toBeGreaterThan(0);
        expect(problems, p).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 180_000);
});
