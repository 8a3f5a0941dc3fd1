/**
 * The map (decision 007) in Chromium against the real server, offline: the configured style (OpenFreeMap by
 * default) cannot load here, so every test also proves the fallback — the plain local style with its
 * notice, and markers, clusters, popups and the list working on it.
 *
 * Covered: markers and clusters for the filters in the URL (counts against the API), a phone's first view
 * without the map library (the preview: markers, zoom, clusters) and the map replacing it at the same place, filters read from and
 * written to the URL with the Back button, the map/list toggle and 'Haritada gör', a marker popup →
 * 'Detaylar' → the business page (keyboard included), locate-me with a mocked position (blue 'Konumunuz'
 * marker, distances in the list) and with permission denied (toast), the business page's mini-map loading
 * only near the viewport, axe at 390 and 1280 px with screenshots, /map?focus= with an unknown id (toast,
 * the normal map), and — on a second server with its own data directory holding 20,000 generated
 * businesses and one without coordinates — clustering and loading by viewport, and that business's list
 * card ('Konum bilgisi yok', no 'Haritada gör') and ?focus (toast).
 *
 * The large data set: a copy of the run's template data directory (the sample data and its built site,
 * tests/e2e/global-setup.ts) gets the businesses generated straight into its PGlite (bench/generate.ts), and
 * the second server starts on it with BUILD_ON_START=0, so it serves the sample site as built (no build of
 * its own) and answers /api/map from the 20,000 rows and the sample businesses without pre-building 20,000
 * business pages. The shared test server and its data are never touched (its business
 * counts are asserted elsewhere, e.g. the sitemap in pages.e2e.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { afterNextPaint, allowConsoleErrors, baseUrl, launchBrowser, newPage, presetConsent, screenshot } from './browser.ts';
import { copyDataDir, startAppServer, type AppServer } from '#tests/helpers/app-server.ts';
import { formatCount } from '#lib/format.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/map');

/**
 * A page at `width` (a phone's 390×844, else 900 px high). Its console and page errors fail the test
 * (tests/e2e/page-errors.ts).
 */
async function withPage<T>(width: number, fn: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const { context, page } = await newPage(browser, width, width <= 480 ? 844 : 900);
  try {
    return await fn(page, context);
  } finally {
    await context.close();
  }
}

const violations = (result: Awaited<ReturnType<AxeBuilder['analyze']>>, label: string) =>
  result.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * WCAG 2.2 AA. Map markers sit where their businesses are, so two can come closer than 24 px apart: that
 * is the "essential" exception of 2.5.8 (target size), and the list view is the alternative. So the markers
 * are checked by every rule but target-size, and the rest of the page by all of them.
 */
async function axe(page: Page, label: string) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
  // Markers on the map (.maplibregl-marker) and on the phone's preview ([data-map-marker]).
  const markerSelector = '.maplibregl-marker, [data-map-marker]';
  const all = await new AxeBuilder({ page }).withTags(tags).exclude(markerSelector).analyze();
  const found = violations(all, label);
  if (await page.locator(markerSelector).count()) {
    const markersOnly = await new AxeBuilder({ page }).withTags(tags).include(markerSelector).disableRules(['target-size']).analyze();
    found.push(...violations(markersOnly, `${label} (markers)`));
  }
  expect(found).toEqual([]);
}

const counts = (page: Page) => page.locator('[data-map-counts]');
const markers = (page: Page) => page.locator('[data-map-business]');
const clusters = (page: Page) => page.locator('[data-map-cluster]');
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Records the /api/map answers a page receives. */
function recordAnswers(page: Page): { url: string; bytes: number; clusters: { count: number }[]; businesses: unknown[] }[] {
  const answers: { url: string; bytes: number; clusters: { count: number }[]; businesses: unknown[] }[] = [];
  page.on('response', async (r) => {
    if (!r.url().includes('/api/map?') || !r.ok()) return;
    const body = await r.text().catch(() => '');
    const json = JSON.parse(body || '{}') as { clusters?: { count: number }[]; businesses?: unknown[] };
    answers.push({ url: r.url(), bytes: body.length, clusters: json.clusters ?? [], businesses: json.businesses ?? [] });
  });
  return answers;
}

/** Waits for the map to have drawn its base style and the markers of the last answer. */
async function mapReady(page: Page) {
  await page.locator('[data-map-fallback]').waitFor({ timeout: 30_000 });
  await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 20_000 });
  await expect.poll(() => counts(page).textContent(), { timeout: 20_000 }).toMatch(/tanesi haritada$/);
  await expect.poll(async () => (await markers(page).count()) + (await clusters(page).count()), { timeout: 20_000 }).toBeGreaterThan(0);
}

/**
 * Waits for a phone's first view, the preview (decision 020): the markers of the last answer on the plain
 * local map, drawn without the map library.
 */
async function previewReady(page: Page) {
  await page.locator('[data-map-preview]').waitFor({ timeout: 30_000 });
  await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 20_000 });
  await expect.poll(() => counts(page).textContent(), { timeout: 20_000 }).toMatch(/tanesi haritada$/);
  await expect.poll(async () => (await markers(page).count()) + (await clusters(page).count()), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** What a page at `width` shows first: the map (wider than a phone) or the preview (a phone). */
const firstViewReady = (page: Page, width: number) => (width < 640 ? previewReady(page) : mapReady(page));

/** The businesses represented on the map now: single markers plus the members of every cluster. */
async function shownOnMap(page: Page): Promise<number> {
  const singles = await markers(page).count();
  const grouped = await clusters(page).evaluateAll((els) => els.reduce((n, el) => n + Number(el.getAttribute('data-map-cluster')), 0));
  return singles + grouped;
}

/**
 * The business markers a visitor can click: fully inside the visible map and on top at their centre. An
 * answer covers its viewport rounded out to whole tiles, so some of its markers sit clipped outside the
 * map (clicking one of those made Playwright scroll the map's own box, and the click missed).
 */
async function markersInView(page: Page): Promise<string[]> {
  await page.locator('[data-map-view]').scrollIntoViewIfNeeded();
  return markers(page).evaluateAll((els) => {
    const box = document.querySelector('[data-map-view]')!.getBoundingClientRect();
    return els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const inside = r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
        return inside && el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      })
      .map((el) => el.getAttribute('data-map-business')!);
  });
}

async function apiTotal(query: string, origin = baseUrl()): Promise<number> {
  const res = await fetch(`${origin}/api/businesses/search?${query}&limit=1`);
  return Number(res.headers.get('X-Total-Count'));
}

async function findBusiness(name: string): Promise<{ id: number; latitude: number; longitude: number }> {
  const res = await fetch(`${baseUrl()}/api/businesses/search?q=${encodeURIComponent(name)}&limit=5`);
  const found = ((await res.json()) as { id: number; name: string; latitude: number; longitude: number }[]).find((b) => b.name === name);
  if (!found) throw new Error(`sample business ${name} not found`);
  return { id: found.id, latitude: Number(found.latitude), longitude: Number(found.longitude) };
}

describe('/map with the sample data', () => {
  it('shows markers and clusters for the filters in the URL, on the fallback style', async () => {
    await withPage(1280, async (page) => {
      const answers = recordAnswers(page);
      await page.goto('/map?category=kafeler');
      await mapReady(page);
      const total = await apiTotal('category=kafeler');
      expect(total).toBeGreaterThan(2);
      expect(await counts(page).textContent()).toBe(`${total} işletme, ${total} tanesi haritada`);
      // The fallback is announced and every business of the viewport's answer is on the map (alone or in a
      // cluster), named for screen readers.
      expect(await page.getByText('Altlık harita yüklenemedi; basitleştirilmiş harita gösteriliyor.').isVisible()).toBe(true);
      const last = answers.at(-1)!;
      expect(last.url).toContain('category=kafeler');
      const inView = last.businesses.length + last.clusters.reduce((n, c) => n + c.count, 0);
      expect(inView).toBeGreaterThan(2);
      expect(inView).toBeLessThanOrEqual(total);
      await expect.poll(() => shownOnMap(page)).toBe(inView);
      for (const label of await markers(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
        expect(label).toMatch(/, Kafeler$/);

      // Everything: clusters where businesses are close, each named with its count.
      await page.goto('/map');
      await mapReady(page);
      const all = await apiTotal('category=all');
      expect(await counts(page).textContent()).toMatch(new RegExp(`^${all} işletme, \\d+ tanesi haritada$`));
      expect(await clusters(page).count()).toBeGreaterThan(0);
      // The first view fits every business, Karaisalı's too (decision 027): the markers and clusters whose
      // centres are inside the map hold them all.
      const fitted = await page.locator('[data-map-business], [data-map-cluster]').evaluateAll((els) => {
        const box = document.querySelector('[data-map-view]')!.getBoundingClientRect();
        return els
          .filter((el) => {
            const r = el.getBoundingClientRect();
            const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
            return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
          })
          .reduce((n, el) => n + (el.hasAttribute('data-map-cluster') ? Number(el.getAttribute('data-map-cluster')) : 1), 0);
      });
      expect(fitted).toBe(all);
      // The smallest cluster fully inside the map (the map starts fitted to every business, so the largest
      // may stay a cluster a few zoom levels in; an edge cluster's centre may lie outside the view).
      const n = await clusters(page).evaluateAll((els) => {
        const box = document.querySelector('[data-map-view]')!.getBoundingClientRect();
        const inside = els.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
        });
        const smallest = inside.sort((a, b) => Number(a.getAttribute('data-map-cluster')) - Number(b.getAttribute('data-map-cluster')))[0];
        smallest?.setAttribute('data-test-pick', '');
        return Number(smallest?.getAttribute('data-map-cluster') ?? 0);
      });
      expect(n).toBeGreaterThan(1);
      const cluster = page.locator('[data-test-pick]');
      // A cluster of at most ten lists its businesses at once (decision 032); its 'Yakınlaştır' zooms in as a larger
      // cluster's tap does: the map asks for the new viewport (a higher zoom) and shows its members as markers.
      expect(n).toBeLessThanOrEqual(10);
      expect(await cluster.getAttribute('aria-label')).toBe(`${n} işletme — listele`);
      const zoomOf = (url: string) => Number(new URL(url).searchParams.get('zoom'));
      const zoomBefore = zoomOf(answers.at(-1)!.url);
      await cluster.click();
      const list = page.locator('[data-cluster-list]');
      await expect.poll(() => list.locator('[data-cluster-member]').count()).toBe(n);
      expect(await list.getByRole('heading').innerText()).toBe(`Burada ${n} işletme`);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Burada ${n} işletme`);
      await screenshot(page, path.join(SHOTS, 'map-cluster-list-1280.png'));
      const answered = page.waitForResponse((r) => r.url().includes('/api/map?') && r.ok() && zoomOf(r.url()) > zoomBefore);
      await list.getByRole('button', { name: 'Bu bölgeye yakınlaştır' }).click();
      await answered;
      expect(await list.count()).toBe(0);
      await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
    });
  });

  it('reads the filters from the URL, keeps them there and restores them with Back', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/map?q=%20kebap%20&category=restoranlar&district=bilinmeyen');
      await mapReady(page);
      // Unknown values are dropped from the address without a new history entry.
      expect(params(page)).toEqual({ q: 'kebap', category: 'restoranlar' });
      expect(await page.getByLabel('Ad veya açıklama').inputValue()).toBe('kebap');
      expect(await page.getByLabel('Kategori', { exact: true }).inputValue()).toBe('restoranlar');
      expect(await page.getByLabel('İlçe', { exact: true }).inputValue()).toBe('all');
      const total = await apiTotal('q=kebap&category=restoranlar');
      await expect.poll(() => counts(page).textContent()).toBe(`${total} işletme, ${total} tanesi haritada`);

      await page.getByLabel('İlçe', { exact: true }).selectOption('seyhan');
      await page.waitForURL(/district=seyhan/);
      expect(params(page)).toEqual({ q: 'kebap', category: 'restoranlar', district: 'seyhan' });
      const narrowed = await apiTotal('q=kebap&category=restoranlar&district=seyhan');
      await expect.poll(() => counts(page).textContent()).toBe(`${narrowed} işletme, ${narrowed} tanesi haritada`);

      await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
      await page.waitForURL((u) => u.pathname === '/map' && u.search === '');
      expect(await page.getByLabel('Ad veya açıklama').inputValue()).toBe('');

      await page.goBack();
      await page.waitForURL(/district=seyhan/);
      expect(await page.getByLabel('İlçe', { exact: true }).inputValue()).toBe('seyhan');
      expect(await page.getByLabel('Ad veya açıklama').inputValue()).toBe('kebap');
      await page.goBack();
      await page.waitForURL((u) => !u.search.includes('district'));
      expect(await page.getByLabel('İlçe', { exact: true }).inputValue()).toBe('all');
    });
  });

  it('on a desktop the map fills the screen below the header with the list beside it; "Haritada gör" opens that marker', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/map?category=kafeler');
      await mapReady(page);
      const total = await apiTotal('category=kafeler');
      // As Google Maps: the map from the header's bottom to the screen's, the list in its own scrolling column, no switch.
      const { header, map, side } = await page.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
        const sideEl = document.querySelector('[data-map-side]')!;
        return {
          header: box(document.querySelector('body > header, header')!),
          map: box(document.querySelector('[data-map-view]')!),
          side: { ...box(document.querySelector('[data-map-column]')!), overflowY: getComputedStyle(sideEl).overflowY },
        };
      });
      expect(map.height).toBeGreaterThanOrEqual(900 - header.height);
      expect(map.top).toBeLessThanOrEqual(header.bottom + 1);
      expect(side.right).toBeLessThanOrEqual(map.left + 1);
      expect(side.height).toBeCloseTo(map.height, 0);
      expect(side.overflowY).toBe('auto');
      expect(await page.getByRole('button', { name: 'Liste', exact: true }).isVisible()).toBe(false);
      const cards = page.locator('[data-map-side] [data-list-business]');
      await expect.poll(() => cards.count()).toBe(total);
      expect(await page.getByText(`${total} işletmeden ${total} tanesi gösteriliyor`).isVisible()).toBe(true);
      await screenshot(page, path.join(SHOTS, 'map-desktop-1280.png'));

      const card = cards.filter({ hasText: 'Işık Kafe' });
      const text = await card.innerText();
      expect(text).toContain('Kafeler · ');
      expect(text).toMatch(/\d,\d/); // rating
      expect(text).toMatch(/değerlendirme/);
      expect(await card.getByRole('link', { name: 'Detaylar: Işık Kafe' }).getAttribute('href')).toMatch(/^\/business\/\d+$/);

      await card.getByRole('button', { name: 'Haritada gör: Işık Kafe' }).click();
      await page.waitForURL(/focus=\d+/);
      const { id } = await findBusiness('Işık Kafe');
      await expect.poll(() => page.locator('[data-map-card] h3').textContent()).toBe('Işık Kafe');
      expect(await page.locator(`[data-map-business="${id}"]`).getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('toggles map and list on a phone; a cluster of at most ten lists its businesses and one tap opens its card', async () => {
    await withPage(390, async (page) => {
      await page.goto('/map?category=kafeler');
      await previewReady(page);
      const total = await apiTotal('category=kafeler');
      await page.getByRole('button', { name: 'Liste', exact: true }).click();
      await page.waitForURL(/view=list/);
      expect(await page.getByRole('button', { name: 'Liste', exact: true }).getAttribute('aria-pressed')).toBe('true');
      const cards = page.locator('[data-list-business]');
      await expect.poll(() => cards.count()).toBe(total);
      expect(await page.locator('[data-map-view]').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Haritada gör: Işık Kafe' }).click();
      await page.waitForURL(/focus=\d+/);
      await expect.poll(() => page.locator('[data-map-card] h3').textContent()).toBe('Işık Kafe');
      // Back returns to the list.
      await page.goBack();
      await page.waitForURL(/view=list/);
      await expect.poll(() => cards.count()).toBe(total);

      // A small cluster's tap lists its businesses over the map's bottom; a name opens its card.
      await page.goto('/map?category=kafeler');
      await previewReady(page);
      const count = await clusters(page).evaluateAll((els) => {
        const box = document.querySelector('[data-map-view]')!.getBoundingClientRect();
        const pick = els.find((el) => {
          const r = el.getBoundingClientRect();
          const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
          return Number(el.getAttribute('data-map-cluster')) <= 10 && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
        });
        pick?.setAttribute('data-test-pick', '');
        return Number(pick?.getAttribute('data-map-cluster') ?? 0);
      });
      expect(count).toBeGreaterThan(1);
      await page.locator('[data-test-pick]').click();
      const list = page.locator('[data-cluster-list]');
      await expect.poll(() => list.locator('[data-cluster-member]').count()).toBe(count);
      const listBox = (await list.boundingBox())!;
      expect(listBox.y + listBox.height).toBeLessThanOrEqual(844);
      await screenshot(page, path.join(SHOTS, 'map-cluster-list-390.png'));
      const first = list.locator('[data-cluster-member]').first();
      const name = (await first.locator('span').first().innerText()).trim();
      await first.click();
      await expect.poll(() => page.locator('[data-map-sheet] [data-map-card] h3').textContent()).toBe(name);
      expect(await list.count()).toBe(0);
    });
  });

  it('opens a marker popup and its Detaylar leads to the business page (mouse and keyboard)', async () => {
    await withPage(1280, async (page) => {
      const { id } = await findBusiness('Işık Kafe');
      await page.goto('/map?q=ışık kafe');
      await mapReady(page);
      const marker = page.getByRole('button', { name: 'Işık Kafe, Kafeler' });
      await marker.click();
      const card = page.locator('[data-map-card]');
      await expect.poll(() => card.locator('h3').textContent()).toBe('Işık Kafe');
      await page.waitForURL(new RegExp(`focus=${id}`));
      // Focus moves to the card's name; Escape closes it and returns to the marker (each in the frame after,
      // use-map-selection.ts and BusinessSummary.tsx).
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Işık Kafe');
      await page.keyboard.press('Escape');
      await expect.poll(() => card.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Işık Kafe, Kafeler');
      expect(params(page).focus).toBeUndefined();

      // Keyboard: Enter on the focused marker opens the card; Tab goes through the phone to Detaylar.
      await page.keyboard.press('Enter');
      await expect.poll(() => card.count()).toBe(1);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Işık Kafe');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/^tel:/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Detaylar: Işık Kafe');
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/business/${id}$`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Işık Kafe');
    });
  });

  it('opens /map?focus=ID from the business page with its popup', async () => {
    await withPage(390, async (page) => {
      const { id } = await findBusiness('Şükrü Usta Kebap');
      await page.goto(`/business/${id}`);
      await page.getByRole('link', { name: 'Haritada gör' }).click();
      await page.waitForURL(new RegExp(`/map\\?focus=${id}$`));
      await expect.poll(() => page.locator('[data-map-card] h3').textContent(), { timeout: 30_000 }).toBe('Şükrü Usta Kebap');
      // On a phone the card opens on the preview, its marker above the card.
      await page.locator('[data-map-preview]').waitFor();
      const pin = (await page.locator(`[data-map-business="${id}"]`).boundingBox())!;
      const card = (await page.locator('[data-map-sheet]').boundingBox())!;
      expect(pin.y + pin.height).toBeLessThanOrEqual(card.y);
      expect(await page.locator(`[data-map-business="${id}"]`).getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('/map?focus= with an unknown id says so in a toast and shows the normal map', async () => {
    await withPage(1280, async (page) => {
      allowConsoleErrors(page, /status of 404 .*\/api\/businesses\/999999\)$/); // the unknown id, asked for on purpose
      const res = await fetch(`${baseUrl()}/api/businesses/999999`);
      expect(res.status).toBe(404);
      await page.goto('/map?focus=999999&category=kafeler');
      await expect.poll(() => page.getByText('Bu işletme haritada gösterilemiyor', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('İşletme bulunamadı ya da konum bilgisi yok.').isVisible()).toBe(true);
      await mapReady(page);
      // The unknown id leaves the address; the filters stay; no popup; the markers of the filters are there.
      await page.waitForURL((u) => !u.searchParams.has('focus'));
      expect(params(page)).toEqual({ category: 'kafeler' });
      expect(await page.locator('[data-map-card]').count()).toBe(0);
      const total = await apiTotal('category=kafeler');
      expect(await counts(page).textContent()).toBe(`${total} işletme, ${total} tanesi haritada`);
      expect(await page.getByText('Harita yüklenemedi', { exact: true }).count()).toBe(0);
    });
  });

  it('locates the visitor: zoom 15, the blue Konumunuz marker, distances in the list', async () => {
    const { context, page } = await newPage(browser, 1280);
    try {
      await context.grantPermissions(['geolocation'], { origin: baseUrl() });
      await context.setGeolocation({ latitude: 37.0, longitude: 35.3213 });
      await page.goto('/map');
      await mapReady(page);
      const answered = page.waitForResponse((r) => r.url().includes('/api/map?') && r.url().includes('zoom=15'));
      await page.getByRole('button', { name: 'Konumumu bul' }).click();
      await page.getByRole('img', { name: 'Konumunuz' }).waitFor();
      await answered;

      // The list beside the map is sorted by distance and says so.
      expect(await page.locator('[data-map-near]').getAttribute('aria-pressed')).toBe('true');
      const badges = page.locator('[data-list-business] .tabular-nums');
      await expect.poll(() => badges.count()).toBeGreaterThan(0);
      const distances = (await badges.allInnerTexts()).map((t) => t.replace(/^Uzaklık:\s*/, ''));
      for (const d of distances.slice(0, 10)) expect(d).toMatch(/^\d+(,\d)? (km|m)$/);
      // Sorted by distance: the first is the nearest.
      const km = (t: string) =>
        t.endsWith(' m') ? Number(t.replace(/\D/g, '')) / 1000 : Number(t.replace(/[^\d,]/g, '').replace(',', '.'));
      const values = distances.map(km);
      expect(values[0]).toBeLessThanOrEqual(Math.min(...values.slice(1, 20)));
    } finally {
      await context.close();
    }
  });

  it("says 'Konum bilgisi alınamadı' in a toast when the position is refused", async () => {
    await withPage(1280, async (page) => {
      await page.goto('/map');
      await mapReady(page);
      await page.getByRole('button', { name: 'Konumumu bul' }).click();
      await expect.poll(() => page.getByText('Konum bilgisi alınamadı').isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: 'Konumunuz' }).count()).toBe(0);
      // The list's 'Yakınımda' explains why its order stays.
      await page.locator('[data-map-near]').click();
      await expect.poll(() => page.locator('[data-map-side] [data-near-note="denied"]').isVisible()).toBe(true);
      expect(await page.locator('[data-map-near]').getAttribute('aria-pressed')).toBe('false');
    });
  });

  it("says 'Konum servisi bu tarayıcıda desteklenmiyor' without geolocation", async () => {
    await withPage(1280, async (page) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
        delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
      });
      await page.goto('/map');
      await mapReady(page);
      await page.getByRole('button', { name: 'Konumumu bul' }).click();
      await expect.poll(() => page.getByText('Konum servisi bu tarayıcıda desteklenmiyor').isVisible()).toBe(true);
    });
  });

  it("shows 'Harita yüklenemedi' with the way to the list when WebGL is missing", async () => {
    await withPage(1280, async (page) => {
      await page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
          if (type.startsWith('webgl')) return null;
          return (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
        } as typeof original;
      });
      await page.goto('/map?category=kafeler');
      await expect.poll(() => page.getByText('Harita yüklenemedi').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Listeye geç' }).click();
      await page.waitForURL(/view=list/);
      await expect.poll(() => page.locator('[data-list-business]').count()).toBeGreaterThan(0);
    });
  });

  it("the business page loads its mini-map, and maplibre's stylesheet, only near the viewport", async () => {
    await withPage(1280, async (page) => {
      const { id } = await findBusiness('Işık Kafe');
      const mapScripts: string[] = [];
      const mapStylesheets: string[] = [];
      page.on('request', (r) => {
        if (/\.m?js(\?|$)/.test(r.url()) && /maplibre|MiniMap|BaseMap/i.test(r.url())) mapScripts.push(r.url());
        if (/\.css(\?|$)/.test(r.url()) && /maplibre|MiniMap|BaseMap/i.test(r.url())) mapStylesheets.push(r.url());
      });
      // The map's stylesheet never blocks the page's first paint: it is not in the pre-built <head>.
      const html = await (await page.request.get(`/business/${id}`)).text();
      expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/maplibre|MiniMap|BaseMap/i);
      await page.setViewportSize({ width: 1280, height: 500 });
      await page.goto(`/business/${id}`);
      await page.waitForLoadState('networkidle');
      const slot = page.locator('[data-location-map]');
      const box = await slot.boundingBox();
      // Far below the first screen: nothing of the map has been asked for yet.
      if (box && box.y > 500 + 300) expect([...mapScripts, ...mapStylesheets]).toEqual([]);
      await slot.scrollIntoViewIfNeeded();
      await page.getByRole('img', { name: 'Işık Kafe konumu' }).waitFor({ timeout: 30_000 });
      expect(mapScripts.length).toBeGreaterThan(0);
      expect(mapStylesheets).toHaveLength(1);
      // ...and it applies: maplibre's own rule for the map container.
      expect(await page.locator('[data-location-map] .maplibregl-map').evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden');
      await page.locator('[data-location-map] [data-map-fallback]').waitFor({ timeout: 30_000 });
    });
  });

  it('on a phone the map is the page, the filters are a sheet from the chip row and the card stays in view', async () => {
    await withPage(390, async (page) => {
      await page.goto('/map?category=kafeler');
      await previewReady(page);
      // At least 60 % of the 390×844 screen is map when the page opens.
      const map = page.locator('[data-map-view]');
      const box = (await map.boundingBox())!;
      const visible = Math.min(box.y + box.height, 844) - Math.max(box.y, 0);
      expect(visible).toBeGreaterThanOrEqual(0.6 * 844);

      // The whole map is on the first screen.
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      // The filters are a sheet; the chip row says how many are set, each a chip; 'Filtreler' opens the sheet.
      expect(await page.getByRole('button', { name: 'Kafeler: filtreyi kaldır' }).isVisible()).toBe(true);
      const form = page.getByRole('search', { name: 'Harita filtreleri' });
      expect(await form.isVisible()).toBe(false);
      const toggle = page.getByRole('button', { name: /^Filtreler(\s|,|$)/ });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.locator('[data-map-filter-count]').innerText()).toMatch(/^1\s*, 1 filtre seçili$/);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await form.isVisible()).toBe(true);
      await page.getByLabel('İlçe', { exact: true }).selectOption('seyhan');
      await page.waitForURL(/district=seyhan/);
      await expect.poll(() => toggle.locator('[data-map-filter-count]').innerText()).toMatch(/^2\s*, 2 filtre seçili$/);
      const sheet0 = (await page.getByRole('dialog', { name: 'Filtreler' }).boundingBox())!;
      expect(sheet0.y + sheet0.height).toBeLessThanOrEqual(844 + 1);
      await screenshot(page, path.join(SHOTS, 'map-filters-sheet-390.png'));
      await page.getByRole('button', { name: 'Filtreleri gizle' }).click();
      expect(await form.isVisible()).toBe(false);
      // A chip takes its filter off.
      await page.getByRole('button', { name: 'Seyhan: filtreyi kaldır' }).click();
      await page.waitForURL((u) => !u.search.includes('district'));
      expect(params(page)).toEqual({ category: 'kafeler' });

      // A marker's summary is a card along the map's bottom, inside the screen, with its marker above it.
      await page.goto('/map?q=ışık kafe');
      await previewReady(page);
      const marker = page.getByRole('button', { name: 'Işık Kafe, Kafeler' });
      await marker.click();
      const sheet = page.locator('[data-map-sheet]');
      await expect.poll(() => sheet.locator('[data-map-card] h3').textContent()).toBe('Işık Kafe');
      expect(await page.locator('.maplibregl-popup').count()).toBe(0);
      await expect
        .poll(async () => {
          const card = (await sheet.boundingBox())!;
          const pin = (await marker.boundingBox())!;
          return card.y >= 0 && card.y + card.height <= 844 && pin.y + pin.height <= card.y && pin.y >= box.y;
        })
        .toBe(true);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Işık Kafe');
      // Escape closes it and focus returns to the marker (in the frame after); a tap on the map closes it too.
      await page.keyboard.press('Escape');
      await expect.poll(() => sheet.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Işık Kafe, Kafeler');
      await marker.click();
      await expect.poll(() => sheet.count()).toBe(1);
      // Tap the map just above the card, at its left edge: measured now, as the page may have scrolled to the
      // card (the sticky header then covers the map's top).
      const mapBox = (await map.boundingBox())!;
      const cardBox = (await sheet.boundingBox())!;
      await page.mouse.click(mapBox.x + 20, cardBox.y - 40);
      await expect.poll(() => sheet.count()).toBe(0);
      expect(params(page).focus).toBeUndefined();
    });
  });

  it(
    'on a phone the map starts as a preview without the map library; the first touch loads it exactly there',
    { timeout: 120_000 },
    async () => {
      await withPage(390, async (page) => {
        const library: string[] = [];
        page.on('request', (r) => {
          if (/maplibre/i.test(r.url())) library.push(r.url());
        });
        const answers = recordAnswers(page);
        await page.goto('/map');
        await previewReady(page);
        // The counts are the API's, every business of the answer is on the preview (alone or in a cluster), the
        // local map is drawn under them, and the map library has not been asked for.
        const all = await apiTotal('category=all');
        expect(await counts(page).textContent()).toMatch(new RegExp(`^${all} işletme, `));
        // The first view asks twice: the city's box before the preview knows its size (INITIAL_REQUEST in
        // use-map-answer.ts), then the preview's own viewport. The view is not busy for a moment between the two
        // (seen on a loaded machine), so wait for the second answer: what is drawn is its businesses.
        const total = (a: (typeof answers)[number]) => a.businesses.length + a.clusters.reduce((n, c) => n + c.count, 0);
        await expect.poll(async () => answers.length >= 2 && (await shownOnMap(page)) === total(answers.at(-1)!)).toBe(true);
        const first = answers.at(-1)!;
        expect(await page.locator('[data-map-preview] svg path').count()).toBeGreaterThan(0);
        expect(library).toEqual([]);

        // Zooming and opening a cluster need no library either: each asks for the closer viewport.
        const zoomOf = (url: string) => Number(new URL(url).searchParams.get('zoom'));
        let zoom = zoomOf(first.url);
        const closer = () => page.waitForResponse((r) => r.url().includes('/api/map?') && r.ok() && zoomOf(r.url()) > zoom);
        let answered = closer();
        await page.getByRole('button', { name: 'Yakınlaştır', exact: true }).click();
        zoom = zoomOf((await answered).url());
        await page.locator('[data-map-view][aria-busy="false"]').waitFor();
        // A cluster is opened, and more until single markers show (the first view is the whole city: a few levels).
        for (let i = 0; i < 4 && (await clusters(page).count()) > 0 && (i === 0 || (await markers(page).count()) === 0); i++) {
          answered = closer();
          // A cluster of at most ten lists its businesses first; its 'Bu bölgeye yakınlaştır' zooms in.
          const size = Number(await clusters(page).first().getAttribute('data-map-cluster'));
          await clusters(page).first().click();
          if (size <= 10) await page.locator('[data-cluster-list]').getByRole('button', { name: 'Bu bölgeye yakınlaştır' }).click();
          zoom = zoomOf((await answered).url());
          await page.locator('[data-map-view][aria-busy="false"]').waitFor();
        }
        await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
        expect(library).toEqual([]);

        // The preview's button loads the library; the map takes the preview's place at the same camera, so a
        // marker stays where it was.
        const marker = markers(page).first();
        const id = await marker.getAttribute('data-map-business');
        const before = (await marker.boundingBox())!;
        await page.getByRole('button', { name: 'Kaydırmak için haritaya dokunun' }).click();
        await mapReady(page);
        expect(await page.locator('[data-map-preview]').count()).toBe(0);
        // The button had the focus and is gone with the preview: the map has it now (arrow keys pan it).
        await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('maplibregl-canvas'))).toBe(true);
        expect(library.length).toBeGreaterThan(0);
        const after = (await page.locator(`[data-map-business="${id}"]`).boundingBox())!;
        expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(2);
        expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(2);
      });
    },
  );

  for (const width of [1280, 390]) {
    it(`no cluster or marker starts under the map's controls at ${width} px`, async () => {
      await withPage(width, async (page) => {
        await page.goto('/map');
        await firstViewReady(page, width);
        // The map's zoom buttons, or the preview's in their place on a phone.
        const controlSelector = width < 640 ? '[data-map-controls]' : '.maplibregl-ctrl-top-right .maplibregl-ctrl';
        const controls = page.locator(controlSelector);
        expect(await controls.count()).toBeGreaterThan(0);
        // Once the first answer is fitted into view and the markers of the new viewport stand still.
        await page.locator('[data-map-view][aria-busy="false"]').waitFor();
        const positions = () =>
          page
            .locator('[data-map-cluster], [data-map-business]')
            .evaluateAll((els) => els.map((e) => JSON.stringify(e.getBoundingClientRect())).join());
        await expect
          .poll(async () => {
            const before = await positions();
            await afterNextPaint(page, 5); // moving markers move every frame
            return before === (await positions());
          })
          .toBe(true);
        const overlaps = await page.evaluate((selector) => {
          const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const ctrls = [...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect());
          return [...document.querySelectorAll<HTMLElement>('[data-map-cluster], [data-map-business]')]
            .filter((m) => ctrls.some((c) => hit(m.getBoundingClientRect(), c)))
            .map((m) => m.getAttribute('aria-label'));
        }, controlSelector);
        expect(overlaps).toEqual([]);
        expect(await clusters(page).count()).toBeGreaterThan(0);
      });
    });
  }

  for (const width of [390, 1280]) {
    it(`axe finds nothing on /map at ${width} px (map, popup and list); screenshots`, { timeout: 120_000 }, async () => {
      await withPage(width, async (page) => {
        // From 1024 px the list stands beside the map: checked with it (the cafés' seven cards, as axe takes long over 84).
        await page.goto(width >= 1024 ? '/map?category=kafeler' : '/map');
        await firstViewReady(page, width);
        if (width >= 1024) await page.locator('[data-list-business]').first().waitFor();
        await axe(page, 'map');
        await screenshot(page, path.join(SHOTS, `map-${width}.png`), { fullPage: true });
        const { id } = await findBusiness('Işık Kafe');
        await page.goto(width >= 1024 ? `/map?category=kafeler&focus=${id}` : `/map?focus=${id}`);
        await page.locator('[data-map-card]').waitFor({ timeout: 30_000 });
        await axe(page, 'popup');
        await screenshot(page, path.join(SHOTS, `map-popup-${width}.png`));
        if (width < 1024) {
          await page.goto('/map?view=list');
          await page.locator('[data-list-business]').first().waitFor();
          await axe(page, 'list');
          await screenshot(page, path.join(SHOTS, `map-list-${width}.png`));
        }
      });
    });
  }

  for (const width of [390, 1280]) {
    it(
      `"Şimdi açık" at ${width} px: the URL carries open=1, the counts and markers are the open ones, the list too`,
      { timeout: 120_000 },
      async () => {
        await withPage(width, async (page) => {
          const answers = recordAnswers(page);
          await page.goto('/map');
          await firstViewReady(page, width);
          const all = await apiTotal('category=all');
          await expect.poll(() => counts(page).textContent()).toMatch(new RegExp(`^${all} işletme, `));
          const toggle = page.locator('[data-map-filters-toggle]');
          if (width < 1024) {
            // On a phone the switch is in the filters' sheet, and it counts among the filters set.
            expect(await toggle.locator('[data-map-filter-count]').count()).toBe(0);
            await toggle.click();
          }
          const answered = page.waitForResponse((r) => r.url().includes('/api/map?') && r.url().includes('open=1') && r.ok());
          await page.getByRole('checkbox', { name: 'Şimdi açık' }).check();
          await page.waitForURL(/[?&]open=1/);
          expect(params(page)).toEqual({ open: '1' });
          const answer = (await (await answered).json()) as {
            total: number;
            withCoordinates: number;
            clusters: { count: number }[];
            businesses: { openNow: boolean | null }[];
          };
          if (width < 1024) {
            await expect.poll(() => toggle.locator('[data-map-filter-count]').innerText()).toMatch(/^1\s*, 1 filtre seçili$/);
            await page.getByRole('button', { name: 'Filtreleri gizle' }).click();
          }
          // The counts are the open businesses' (the search's open=1 says how many at this moment; the sample
          // data always has some open, all day or not, and some closed), and every business answered is open.
          await expect
            .poll(async () => [await counts(page).textContent(), await apiTotal('open=1&category=all')])
            .toEqual([`${answer.total} işletme, ${answer.withCoordinates} tanesi haritada`, answer.total]);
          expect(answer.total).toBeGreaterThan(0);
          expect(answer.total).toBeLessThan(all);
          expect(answer.businesses.every((b) => b.openNow === true)).toBe(true);
          const last = answers.at(-1)!;
          expect(last.url).toContain('open=1');
          await expect.poll(() => shownOnMap(page)).toBe(last.businesses.length + last.clusters.reduce((n, c) => n + c.count, 0));

          // The list shows only open businesses, each card with its open line (beside the map from 1024 px).
          if (width < 1024) {
            await page.getByRole('button', { name: 'Liste', exact: true }).click();
            await page.waitForURL(/view=list/);
            expect(params(page)).toEqual({ open: '1', view: 'list' });
          }
          await page.locator('[data-list-business]').first().waitFor();
          await expect
            .poll(() =>
              page
                .locator('[data-list-business] [data-open-status]')
                .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-open-status')))]),
            )
            .toEqual(['open']);

          // Off again: the whole count, and open=1 leaves the address.
          if (width < 1024) {
            await page.getByRole('button', { name: 'Harita', exact: true }).click();
            await toggle.click();
          }
          await page.getByRole('checkbox', { name: 'Şimdi açık' }).uncheck();
          await page.waitForURL((u) => !u.search.includes('open'));
          await expect.poll(() => counts(page).textContent()).toMatch(new RegExp(`^${all} işletme, `));
        });
      },
    );
  }
});

describe('/map at 20,000 businesses (second server, own data directory)', () => {
  const N = 20_000;
  /** Approved, in the list and the counts, but without coordinates: never on the map. */
  const NO_PIN = 'Konumsuz Deneme Fırını';
  let noPinId = 0;
  let big: AppServer | undefined;
  let dataDir = '';
  /** The template's approved sample businesses: all of them, and those with coordinates. */
  const sample = { all: 0, pinned: 0 };

  beforeAll(async () => {
    // 1. A copy of the run's template: the sample data and its built site.
    dataDir = copyDataDir(inject('templateDir'), 'adana-map-big-');
    // 2. The businesses go straight into its PGlite while no server owns it.
    const { openDatabase } = await import('#db/client.ts');
    const { generateBusinesses } = await import('../../bench/generate.ts');
    const { businesses, categories, districts } = await import('#db/schema/index.ts');
    const { businessSearchKey } = await import('#lib/turkish.ts');
    const { and, count, eq, isNotNull } = await import('drizzle-orm');
    const database = await openDatabase({ dataDir });
    try {
      const approved = eq(businesses.status, 'approved');
      [{ n: sample.all }] = (await database.db.select({ n: count() }).from(businesses).where(approved)) as [{ n: number }];
      [{ n: sample.pinned }] = (await database.db
        .select({ n: count() })
        .from(businesses)
        .where(and(approved, isNotNull(businesses.latitude)))) as [{ n: number }];
      // First the one without coordinates (the generator then counts and indexes it with the others).
      const [restaurants] = await database.db.select().from(categories).where(eq(categories.slug, 'restoranlar'));
      const [seyhan] = await database.db.select().from(districts).where(eq(districts.name, 'Seyhan'));
      const address = 'Kurtuluş Mah. 64005 Sok. No: 3, Seyhan';
      const [row] = await database.db
        .insert(businesses)
        .values({
          name: NO_PIN,
          categoryId: restaurants!.id,
          subcategory: 'Fırın',
          address,
          districtId: seyhan!.id,
          latitude: null,
          longitude: null,
          phone: '0322 555 01 02',
          status: 'approved',
          emailVerified: true,
          source: 'cli',
          approvedAt: new Date(),
          searchKey: businessSearchKey({
            name: NO_PIN,
            category: restaurants!.name,
            subcategory: 'Fırın',
            address,
            district: seyhan!.name,
          }),
        })
        .returning({ id: businesses.id });
      noPinId = row!.id;
      await generateBusinesses(database.db, N);
    } finally {
      await database.close();
    }
    // 3. Serve the template's site as it is; /api/map reads the 20,000 rows.
    big = await startAppServer({ DATA_DIR: dataDir, BUILD_ON_START: '0', PUBLIC_URL: undefined, SMTP_URL: undefined });
  }, 600_000);

  afterAll(async () => {
    await big?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('clusters the whole city and loads only what each viewport shows', { timeout: 180_000 }, async () => {
    const context = await browser.newContext({
      baseURL: big!.url,
      viewport: { width: 1280, height: 900 },
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    });
    await presetConsent(context);
    try {
      const page = await context.newPage();
      const answers = recordAnswers(page);
      await page.goto('/map');
      await mapReady(page);
      // The one without coordinates is counted, not drawn (the sample businesses are counted beside them).
      expect(await counts(page).textContent()).toBe(
        `${formatCount(sample.all + N + 1)} işletme, ${formatCount(sample.pinned + N)} tanesi haritada`,
      );
      // The city view: clusters, a bounded answer, never the whole table.
      await expect.poll(() => answers.length).toBeGreaterThan(0);
      const city = answers.at(-1)!;
      expect(city.clusters.length).toBeGreaterThan(0);
      expect(city.clusters.length + city.businesses.length).toBeLessThanOrEqual(600);
      expect(city.bytes).toBeLessThan(400_000);
      const onScreen = await shownOnMap(page);
      expect(onScreen).toBeGreaterThan(1000);
      expect(onScreen).toBeLessThanOrEqual(sample.pinned + N);
      expect((await markers(page).count()) + (await clusters(page).count())).toBeLessThanOrEqual(600);

      // Opening the biggest cluster repeatedly reaches single businesses; every move asks for its own viewport.
      for (let step = 0; step < 6 && (await markersInView(page)).length < 5; step++) {
        await page.locator('[data-map-view][aria-busy="false"]').waitFor();
        const asked = answers.length;
        // Pick and press the biggest cluster fully inside the map in one step: markers re-render as answers
        // arrive, so an index read first and clicked later could point at another (or an off-screen) one.
        const pressed = await clusters(page).evaluateAll((els) => {
          const box = document.querySelector('[data-map-view]')!.getBoundingClientRect();
          const inside = els.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
          });
          const biggest = inside.sort((a, b) => Number(b.getAttribute('data-map-cluster')) - Number(a.getAttribute('data-map-cluster')))[0];
          (biggest as HTMLButtonElement | undefined)?.click();
          return Boolean(biggest);
        });
        expect(pressed).toBe(true);
        await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThan(asked);
        await page.locator('[data-map-view][aria-busy="false"]').waitFor();
      }
      const urls = new Set(answers.map((a) => a.url));
      expect(urls.size).toBeGreaterThan(1);
      for (const a of answers) {
        expect(a.url).toMatch(/bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+&zoom=\d+/);
        expect(a.clusters.length + a.businesses.length).toBeLessThanOrEqual(600);
      }
      // A popup still works at this scale: a marker the visitor sees, clicked.
      const [id] = await markersInView(page);
      expect(id).toBeDefined();
      await page.locator(`[data-map-business="${id}"]`).click();
      await page.locator(`[data-map-card="${id}"]`).waitFor();
      await screenshot(page, path.join(SHOTS, 'map-20000.png'));
    } finally {
      await context.close();
    }
  });

  it(
    "a business without coordinates: 'Konum bilgisi yok' and no 'Haritada gör' in the list; ?focus says so",
    { timeout: 120_000 },
    async () => {
      // A phone: the list is its own view there (from 1024 px it stands beside the map).
      const context = await browser.newContext({
        baseURL: big!.url,
        viewport: { width: 390, height: 844 },
        locale: 'tr-TR',
        timezoneId: 'Europe/Istanbul',
      });
      await presetConsent(context);
      try {
        const page = await context.newPage();
        await page.goto(`/map?view=list&q=${encodeURIComponent(NO_PIN)}`);
        const card = page.locator('[data-list-business]').filter({ hasText: NO_PIN });
        await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(1);
        expect(await card.getByText('Konum bilgisi yok', { exact: true }).isVisible()).toBe(true);
        expect(await card.getByRole('button', { name: /Haritada gör/ }).count()).toBe(0);
        expect(await card.getByText('Haritada gör').count()).toBe(0);
        expect(await card.getByRole('link', { name: `Detaylar: ${NO_PIN}` }).getAttribute('href')).toBe(`/business/${noPinId}`);
        expect(await card.innerText()).toContain('Restoranlar · ');

        // Its ?focus cannot open a popup: the toast, the normal map, the id leaves the address.
        await page.goto(`/map?focus=${noPinId}`);
        await expect
          .poll(() => page.getByText('Bu işletme haritada gösterilemiyor', { exact: true }).isVisible(), { timeout: 30_000 })
          .toBe(true);
        await previewReady(page);
        await page.waitForURL((u) => !u.searchParams.has('focus'));
        expect(await page.locator('[data-map-card]').count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
