/**
 * "Bunu mu demek istediniz?" (issue 17) in Chromium against the shared server with the sample data (a
 * pastry shop, no hospital): a typo of "hastane" finds nothing (never the pastry shop as a result) and the
 * page offers "pastane" as a link that runs that search in place; Back returns to the typed query; axe at
 * 390 and 1280 px; screenshots in test-results/search.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage } from './browser.ts';
import { projectRoot } from '#tests/helpers/app-server.ts';

let browser: Browser;
const shots = path.join(projectRoot, 'test-results', 'search');
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

const status = (page: Page) => page.locator('#search-results-heading + [role="status"]');
const results = (page: Page) => page.locator('section[aria-labelledby="search-results-heading"] article');

describe('did you mean', () => {
  for (const width of [390, 1280]) {
    it(`a typo of another kind of place: no results, a suggestion that runs its search (${width} px)`, { timeout: 60_000 }, async () => {
      const { context, page } = await newPage(browser, width);
      await page.goto('/search?q=hastahne');
      await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toMatch(/sonuç bulundu$/);
      expect(await results(page).count()).toBe(0);
      await expect.poll(() => page.getByRole('heading', { name: 'Sonuç Bulunamadı' }).isVisible()).toBe(true);
      const line = page.getByTestId('did-you-mean');
      await expect.poll(() => line.textContent()).toBe('Bunu mu demek istediniz: pastane?');
      const link = line.getByRole('link', { name: 'pastane' });
      expect(await link.getAttribute('href')).toBe('/search?q=pastane');
      await expectAccessible(page, `did you mean ${width}`);
      await page.screenshot({ path: path.join(shots, `did-you-mean-${width}.png`), fullPage: true });

      await link.click();
      await expect.poll(() => new URL(page.url()).search).toBe('?q=pastane');
      await expect.poll(() => results(page).filter({ hasText: 'İnci Pastanesi' }).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByTestId('did-you-mean').count()).toBe(0);
      expect(await page.getByRole('searchbox').first().inputValue()).toBe('pastane');
      await page.goBack();
      await expect.poll(() => page.getByTestId('did-you-mean').isVisible()).toBe(true);
      await context.close();
    });
  }
});
