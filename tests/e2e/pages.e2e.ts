/**
 * The pre-built public pages in Chromium against the real server with the sample data: home, a category
 * page (count, district chip, Turkish name order, empty state), /businesses in pages of 24 (pager, rel
 * prev/next, canonical, sitemap), the one card (heart, open/closed line filled in the browser, never in the
 * pre-built HTML) and the "Şimdi açık" filter, a business page (its parts, the open/closed
 * badge at a frozen Istanbul time, tel:/directions links, gallery, analytics), the 404 states of unknown
 * business ids and category slugs, sitemap.xml and robots.txt; axe (WCAG 2.2 AA) at 390 and 1280 px and no
 * sideways scroll at 320 px on every page of this part. A business published after the build is
 * tests/e2e/on-demand.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { allowConsoleErrors, baseUrl, expectAccessible, launchBrowser, newPage, presetConsent, screenshot } from './browser.ts';
import { sampleBusinesses } from '#db/seed/sample-businesses.ts';
import { sampleReviewsFor } from '#db/seed/sample-reviews.ts';
import { openStatus } from '#lib/hours.ts';
import { compareTr } from '#lib/turkish.ts';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const get = (p: string) => fetch(baseUrl() + p);

async function withPage<T>(
  width: number,
  fn: (page: Page, context: BrowserContext) => Promise<T>,
  options: { userAgent?: string } = {},
): Promise<T> {
  const context = options.userAgent
    ? await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width, height: 900 },
        locale: 'tr-TR',
        timezoneId: 'Europe/Istanbul',
        userAgent: options.userAgent,
      })
    : (await newPage(browser, width)).context;
  if (options.userAgent) await presetConsent(context);
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    return await fn(page, context);
  } finally {
    await context.close();
  }
}

/** Waits until the islands of the page have hydrated (list controls enabled, open status computed). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  if (await page.locator('[data-listing-item]').count()) await expect.poll(() => page.locator('select').last().isEnabled()).toBe(true);
  if (await page.locator('[data-open-status]').count())
    await page.locator('[data-open-status]:not([data-open-status="pending"])').first().waitFor();
}

/** The cards shown: the page's own (no filter) or the API's results (a filter or another order). */
const shownCards = (page: Page) => page.locator(':is([data-listing-item], [data-listing-result]):visible');
const visibleNames = (page: Page) =>
  shownCards(page)
    .locator('h3')
    .allTextContents()
    .then((n) => n.map((s) => s.trim()));
const countText = (page: Page) => page.locator('[data-listing-count]').textContent();

/** The id of a sample business, from the card link on its category page. */
async function businessIdByName(page: Page, categorySlug: string, name: string): Promise<number> {
  await page.goto(`/category/${categorySlug}`);
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  const id = Number(/\/business\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

// A bar open 18:00–02:00 and closed on Mondays, with two photos, phone, website and e-mail.
const bar = sampleBusinesses.find((b) => b.name === 'Taşhan Bistro & Bar')!;

describe('category page', () => {
  it('shows the header, the count and a card per business', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/category/restoranlar');
      await settle(page);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Restoranlar');
      const cards = await page.locator('[data-listing-item]').count();
      expect(cards).toBe(sampleBusinesses.filter((b) => b.category === 'restoranlar').length);
      expect(await countText(page)).toBe(`${cards} işletme bulundu`);
      expect(await page.getByText(`Adana'da ${cards} işletme`).isVisible()).toBe(true);
      const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
      const itemList = (JSON.parse(ld!) as Array<Record<string, unknown>>).find((x) => x['@type'] === 'ItemList')!;
      const items = itemList.itemListElement as Array<{ position: number; url: string; name: string }>;
      expect(items.length).toBe(Math.min(10, cards));
      expect(items[0]).toMatchObject({ position: 1, name: (await visibleNames(page))[0] });
      expect(items[0]!.url).toMatch(/\/business\/\d+$/);
    });
  });

  it('filters by district with a removable chip, keeping the filter in the address', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/category/restoranlar');
      await settle(page);
      const all = await page.locator('[data-listing-item]').count();
      await page.getByLabel('İlçe').selectOption('seyhan');
      const inSeyhan = sampleBusinesses.filter((b) => b.category === 'restoranlar' && b.district === 'Seyhan').length;
      await expect.poll(() => countText(page)).toBe(`${inSeyhan} işletme bulundu`);
      await expect.poll(() => shownCards(page).count()).toBe(inSeyhan);
      expect(new URL(page.url()).searchParams.get('district')).toBe('seyhan');
      for (const text of await shownCards(page).locator('p').allTextContents())
        if (/ · /.test(text) && !/Açık|Kapalı/.test(text)) expect(text).toContain('Seyhan');

      const chip = page.getByRole('button', { name: /Seyhan: ilçe filtresini kaldır/ });
      await chip.click();
      await expect.poll(() => countText(page)).toBe(`${all} işletme bulundu`);
      expect(await chip.count()).toBe(0);
      expect(new URL(page.url()).searchParams.has('district')).toBe(false);
      // Focus goes back to the district select, not lost.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    });
  });

  it('sorts by name in Turkish alphabetical order', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/category/restoranlar');
      await settle(page);
      const cards = await page.locator('[data-listing-item]').count();
      await page.getByLabel('Sırala').selectOption('name');
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
      // The whole category in that order, from the search API.
      await expect.poll(() => visibleNames(page).then((n) => n.length)).toBe(cards);
      const names = await visibleNames(page);
      expect(names).toEqual([...names].sort(compareTr));
      // Ç sorts right after C, not after Z as plain code points would put it.
      const c = names.findIndex((n) => n.startsWith('Ci'));
      const cedilla = names.findIndex((n) => n.startsWith('Ç'));
      const d = names.findIndex((n) => n.startsWith('D'));
      expect(c).toBeGreaterThanOrEqual(0);
      expect(cedilla).toBeGreaterThan(c);
      expect(cedilla).toBeLessThan(d);
    });
  });

  it('searches within the category the Turkish way and shows the empty state', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/category/restoranlar');
      await settle(page);
      const box = page.getByRole('searchbox', { name: 'Restoranlar içinde ara' });
      await box.fill('SUKRU usta');
      await expect.poll(() => visibleNames(page)).toEqual(['Şükrü Usta Kebap']);
      await box.fill('zzyyxx bulunmaz');
      await expect.poll(() => countText(page)).toBe('0 işletme bulundu');
      expect(await page.getByText('Bu kriterlere uygun işletme bulunamadı').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Filtreleri temizle' }).last().click();
      await expect.poll(() => shownCards(page).count()).toBeGreaterThan(1);
    });
  });

  it('restores the filters from the address', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/category/kafeler?district=seyhan&sort=reviews&q=');
      await settle(page);
      expect(await page.getByLabel('İlçe').inputValue()).toBe('seyhan');
      expect(await page.getByLabel('Sırala').inputValue()).toBe('reviews');
      const expected = sampleBusinesses
        .filter((b) => b.category === 'kafeler' && b.district === 'Seyhan')
        .sort((a, b) => b.reviewCount - a.reviewCount)
        .map((b) => b.name);
      await expect.poll(() => visibleNames(page)).toEqual(expected);
      // An unknown district in the address is ignored, not an error.
      await page.goto('/category/kafeler?district=atlantis');
      await settle(page);
      expect(await page.getByLabel('İlçe').inputValue()).toBe('all');
    });
  });

  it("answers an unknown category with 404 and its 'Kategori bulunamadı' state", async () => {
    const res = await get('/category/yok');
    expect(res.status).toBe(404);
    await withPage(1280, async (page) => {
      allowConsoleErrors(page, /status of 404 .*\/category\/yok\)$/); // the page asked for answers 404
      await page.goto('/category/yok');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kategori bulunamadı');
      expect(await page.getByRole('link', { name: 'Ana sayfaya dön' }).isVisible()).toBe(true);
    });
  });
});

describe('/businesses in pages of 24 (decision 018)', () => {
  const pages = Math.ceil(sampleBusinesses.length / 24);
  const head = (page: Page, rel: string) =>
    page.evaluate((r) => document.querySelector(`head link[rel="${r}"]`)?.getAttribute('href') ?? null, rel);

  it('page 2 has the next 24 cards, numbered links, rel prev/next and its own canonical URL', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/businesses/2');
      await settle(page);
      expect(await page.locator('[data-listing-item]').count()).toBe(24);
      expect(new URL((await head(page, 'canonical'))!).pathname).toBe('/businesses/2');
      expect(new URL((await head(page, 'prev'))!).pathname).toBe('/businesses');
      expect(new URL((await head(page, 'next'))!).pathname).toBe('/businesses/3');
      const pager = page.getByRole('navigation', { name: 'Sayfalar' });
      expect(await pager.getByRole('link', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe('page');
      expect(await pager.getByRole('link', { name: `Sayfa ${pages}` }).isVisible()).toBe(true);
      expect(await page.getByText(`${sampleBusinesses.length} işletmeden 25–48 arası (sayfa 2 / ${pages})`).isVisible()).toBe(true);
      // The pages hold different businesses, best rated first across them.
      const second = await visibleNames(page);
      await pager.getByRole('link', { name: 'Önceki' }).click();
      await page.waitForURL(/\/businesses(#|$)/);
      const first = await visibleNames(page);
      expect(first.filter((n) => second.includes(n))).toEqual([]);
      expect(await head(page, 'prev')).toBeNull();
      // The last page ends the list: the rest of the cards, no next.
      await page.goto(`/businesses/${pages}`);
      expect(await page.locator('[data-listing-item]').count()).toBe(sampleBusinesses.length - 24 * (pages - 1));
      expect(await head(page, 'next')).toBeNull();
      expect(await page.getByRole('link', { name: 'Sonraki' }).count()).toBe(0);
      expect((await get(`/businesses/${pages + 1}`)).status).toBe(404);
    });
  });

  it('a phone (390×844) sees the first card on the first screen and four or more cards per screen (decision 027)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    try {
      for (const url of ['/businesses', '/category/restoranlar']) {
        await page.goto(url);
        await settle(page);
        const boxes = await page
          .locator('[data-listing-item] article')
          .evaluateAll((els) =>
            els
              .slice(0, 8)
              .map((e) => ({ top: e.getBoundingClientRect().top + scrollY, bottom: e.getBoundingClientRect().bottom + scrollY })),
          );
        // The first card whole on the first screen.
        expect(boxes[0]!.bottom, url).toBeLessThanOrEqual(844);
        // From the second card on, a screen holds four whole cards or more.
        const start = boxes[1]!.top;
        expect(boxes.filter((b) => b.top >= start && b.bottom <= start + 844).length, url).toBeGreaterThanOrEqual(4);
        // The district and order selects fold behind "Filtreler" on a phone, and open from it.
        const district = page.getByRole('combobox', { name: 'İlçe' });
        expect(await district.isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Filtreler' }).click();
        expect(await district.isVisible()).toBe(true);
      }
      await screenshot(page, 'test-results/pages-category-390.png');
    } finally {
      await context.close();
    }
  });

  it('every card has the heart and the open/closed line, computed in the browser and never in the pre-built HTML', async () => {
    const html = await (await get('/businesses')).text();
    expect(html).not.toMatch(/data-open-status="(open|closed)"/);
    expect(html).not.toMatch(/(kapanır|açılır)</);
    await withPage(390, async (page) => {
      await page.goto('/businesses');
      await settle(page);
      const cards = page.locator('[data-listing-item] article');
      await expect.poll(() => cards.locator('[data-open-status="open"], [data-open-status="closed"]').count()).toBeGreaterThan(0);
      const now = new Date();
      for (const card of await cards.all()) {
        const name = (await card.locator('h3').innerText()).trim();
        const b = sampleBusinesses.find((x) => x.name === name)!;
        expect(await card.getByRole('button', { name: `Favorilere ekle: ${name}` }).count(), name).toBe(1);
        const status = openStatus(b.hours, true, now);
        const line = card.locator('[data-open-status]');
        if (status.next === null && status.label === 'Kapalı') continue; // no hours: no line
        const text = (await line.innerText()).replace(/\s+/g, ' ');
        expect(text, name).toContain(status.label);
        if (status.next) expect(text, name).toContain(status.next);
      }
      // The heart works on a pre-built card (one island for the list).
      const firstName = (await cards.first().locator('h3').innerText()).trim();
      await cards
        .first()
        .getByRole('button', { name: `Favorilere ekle: ${firstName}` })
        .click();
      await expect
        .poll(() =>
          cards
            .first()
            .getByRole('button', { name: `Favorilerden çıkar: ${firstName}` })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
    });
  });

  it('"Şimdi açık" lists the open businesses of the whole list (all pages), in the address too', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/businesses/2');
      await settle(page);
      const expectedAt = (at: Date) => sampleBusinesses.filter((b) => openStatus(b.hours, true, at).open).length;
      const before = expectedAt(new Date());
      await page.getByRole('checkbox', { name: 'Şimdi açık' }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('open')).toBe('1');
      // The API's answer, not the page's own count still on screen.
      await expect
        .poll(() => page.evaluate(() => document.querySelector('[data-listing-results]')?.getAttribute('aria-busy') ?? null))
        .toBe('false');
      await expect.poll(() => countText(page)).toMatch(/işletme bulundu$/);
      const shown = Number((await countText(page))!.replace(/\D/g, ''));
      expect([before, expectedAt(new Date())]).toContain(shown);
      expect(await page.getByRole('navigation', { name: 'Sayfalar' }).isVisible()).toBe(false);
      for (const line of await shownCards(page).locator('[data-open-status]').all())
        expect(await line.getAttribute('data-open-status')).toBe('open');
      // The chip removes it: the page's own 24 cards and the pager come back.
      await page.getByRole('button', { name: 'Şimdi açık: filtreyi kaldır' }).click();
      await expect.poll(() => page.locator('[data-listing-item]:visible').count()).toBe(24);
      expect(await page.getByRole('navigation', { name: 'Sayfalar' }).isVisible()).toBe(true);
    });
  });

  it('the sitemap lists every page of the list', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (let n = 2; n <= pages; n++) expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/businesses/${n}</loc>`));
    expect(xml).not.toMatch(new RegExp(`/businesses/${pages + 1}<`));
  });
});

describe('business page', () => {
  it('shows the parts the spec lists, with working tel: and directions links and the gallery', async () => {
    await withPage(1280, async (page) => {
      const id = await businessIdByName(page, 'barlar', bar.name);
      await page.goto(`/business/${id}`);
      await settle(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(bar.name);
      expect(await page.title()).toContain(bar.name);

      const hero = page.getByRole('img', { name: `${bar.name} fotoğrafı` });
      expect(await hero.getAttribute('width')).toBe('800');
      expect(await hero.getAttribute('height')).toBe('600');
      expect(await page.locator('[data-featured-badge]').textContent()).toContain('Öne çıkan');
      // The count of its sample reviews (db/seed/sample-reviews.ts): computed, never the sample file's number.
      expect(await page.locator('[data-rating]').textContent()).toContain(
        `(${sampleReviewsFor(bar, sampleBusinesses.indexOf(bar)).length} değerlendirme)`,
      );
      expect(await page.locator('[data-price-range]').textContent()).toContain('₺₺₺');
      expect(await page.getByRole('heading', { name: 'Hakkında' }).isVisible()).toBe(true);
      for (const f of bar.features) expect(await page.getByText(f, { exact: true }).count()).toBeGreaterThan(0);

      const tel = page.getByRole('link', { name: /Rezervasyon yap/ });
      expect(await tel.getAttribute('href')).toBe(`tel:${bar.phone}`);
      const contactPhone = page.getByRole('link', { name: /^Telefon\s+0322 457 64 12$/ });
      expect(await contactPhone.getAttribute('href')).toBe(`tel:${bar.phone}`);
      const web = page.getByRole('link', { name: /Web sitesi/ });
      expect(await web.getAttribute('target')).toBe('_blank');
      expect(await web.getAttribute('rel')).toContain('noopener');
      expect(await page.getByRole('link', { name: bar.email! }).getAttribute('href')).toBe(`mailto:${bar.email}`);

      const directions = page.getByRole('link', { name: /Yol tarifi al/ }).first();
      expect(await directions.getAttribute('href')).toBe(
        `https://www.google.com/maps/dir/?api=1&destination=${bar.latitude},${bar.longitude}`,
      );
      expect(await page.getByRole('link', { name: 'Haritada gör' }).getAttribute('href')).toBe(`/map?focus=${id}`);
      expect(await page.locator('[data-location-map]').count()).toBe(1);

      const gallery = page.locator('[data-gallery] img');
      expect(await gallery.count()).toBe(Math.min(bar.images.length - 1, 6));
      expect(await gallery.first().getAttribute('loading')).toBe('lazy');

      const rows = page.getByRole('table', { name: 'Çalışma saatleri' }).getByRole('row');
      expect(await rows.count()).toBe(7);
      expect(await rows.first().textContent()).toContain('Pazartesi');
      expect(await rows.first().textContent()).toContain('Kapalı');
      expect(await rows.nth(4).textContent()).toContain('18:00 – 02:00');

      // PD15: "Değerlendirme yap" leads to the review form (decision 012; tests/e2e/reviews.e2e.ts follows it).
      expect(await page.getByRole('link', { name: 'Değerlendirme yap' }).getAttribute('href')).toBe('#degerlendirme-yap');

      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Array<
        Record<string, unknown>
      >;
      const local = ld.find((x) => x['@type'] === 'BarOrPub')!;
      expect(local).toMatchObject({
        name: bar.name,
        telephone: bar.phone,
        priceRange: '₺₺₺',
        geo: { latitude: bar.latitude, longitude: bar.longitude },
      });
      expect(local.address).toMatchObject({ addressLocality: 'Seyhan', addressRegion: 'Adana', addressCountry: 'TR' });
      // Review stars only from the reviews written on this site: here the bar's approved sample reviews.
      expect(local.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        reviewCount: sampleReviewsFor(bar, sampleBusinesses.indexOf(bar)).length,
      });
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/business/${id}$`));
      // Its own first photo (db/seed/generate-photos.ts), as an absolute address.
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
        new RegExp(`${bar.images[0]!.replace(/[.]/g, '\\.')}$`),
      );
    });
  });

  const cases = [
    { at: '2026-11-28T01:00:00+03:00', label: 'Açık', next: "02:00'de kapanır", what: 'Saturday 01:00, inside Friday 18:00–02:00' },
    { at: '2026-11-23T12:00:00+03:00', label: 'Kapalı', next: "Yarın 18:00'de açılır", what: 'Monday noon, closed all day' },
    { at: '2026-11-27T17:30:00+03:00', label: 'Kapalı', next: "Bugün 18:00'de açılır", what: 'Friday 17:30' },
  ];
  for (const c of cases) {
    it(`shows '${c.label}' and "${c.next}" at ${c.what} (Istanbul)`, async () => {
      expect(openStatus(bar.hours, true, new Date(c.at))).toEqual({ open: c.label === 'Açık', label: c.label, next: c.next });
      await withPage(390, async (page) => {
        const id = await businessIdByName(page, 'barlar', bar.name);
        await page.clock.setFixedTime(new Date(c.at));
        await page.goto(`/business/${id}`);
        const status = page.locator('[data-open-status]:not([data-open-status="pending"])');
        await status.waitFor();
        expect(await status.locator('[data-open-label]').textContent()).toBe(c.label);
        expect(await status.locator('[data-open-next]').textContent()).toBe(c.next);
        // Today's row is highlighted.
        const day = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', timeZone: 'Europe/Istanbul' }).format(new Date(c.at));
        await page.locator('#calisma-saatleri').scrollIntoViewIfNeeded();
        await expect.poll(() => page.locator('tr[aria-current="date"] th').textContent()).toContain(day);
      });
    });
  }

  it('records the view and a phone click (analytics endpoint and window.dataLayer)', async () => {
    await withPage(
      1280,
      async (page) => {
        const id = await businessIdByName(page, 'barlar', bar.name);
        // What the page hands to sendBeacon (Playwright does not expose a beacon's Blob body), and the answers.
        await page.addInitScript(() => {
          const w = window as unknown as { __beacons: Array<{ url: string; data: unknown }> };
          w.__beacons = [];
          const send = navigator.sendBeacon.bind(navigator);
          navigator.sendBeacon = (url, data) => {
            w.__beacons.push({ url: String(url), data });
            return send(url, data);
          };
        });
        const statuses: number[] = [];
        // The answer's event, not `await req.response()` after the request's, which rejects if the page closes first.
        page.on('response', (res) => {
          if (res.url().endsWith('/api/analytics/events') && res.request().method() === 'POST') statuses.push(res.status());
        });
        const beacons = () =>
          page.evaluate(() =>
            Promise.all(
              (window as unknown as { __beacons: Array<{ url: string; data: Blob }> }).__beacons.map(async (b) => ({
                url: new URL(b.url, location.href).pathname,
                type: b.data.type,
                body: JSON.parse(await b.data.text()) as unknown,
              })),
            ),
          );
        await page.goto(`/business/${id}`);
        await settle(page);
        await expect.poll(beacons).toContainEqual({
          url: '/api/analytics/events',
          type: 'application/json',
          body: { businessId: id, type: 'view', source: 'direct' },
        });
        // Keep the test on the page: stop the tel: navigation after the page's own handler has run.
        await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault()));
        await page.getByRole('link', { name: /Rezervasyon yap/ }).click();
        await expect
          .poll(beacons)
          .toContainEqual({ url: '/api/analytics/events', type: 'application/json', body: { businessId: id, type: 'phone' } });
        await expect.poll(() => statuses.length).toBe(2);
        expect(statuses).toEqual([204, 204]);
        const layer = (await page.evaluate(() => window.dataLayer)) as Array<Record<string, unknown>>;
        expect(layer).toContainEqual({ event: 'page_view', page_path: `/business/${id}`, page_title: await page.title() });
        expect(layer).toContainEqual({ event: 'business_view', business_id: id, business_name: bar.name, business_category: 'Barlar' });
        expect(layer).toContainEqual({
          event: 'business_action',
          action_type: 'phone',
          business_id: id,
          business_name: bar.name,
          business_category: 'Barlar',
        });
      },
      { userAgent: DESKTOP_CHROME },
    );
  });
});

describe('addresses with no page: real 404s with the Turkish states', () => {
  it("an unknown or malformed business id answers 404 with 'İşletme bulunamadı' and its links, asking no API", async () => {
    for (const p of ['/business/abc', '/business/99999', '/business/0', '/business/12/34']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain('İşletme bulunamadı');
    }
    await withPage(390, async (page) => {
      allowConsoleErrors(page, /status of 404 .*\/business\/abc\)$/); // the page asked for answers 404
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/businesses')) apiCalls.push(r.url());
      });
      const res = await page.goto('/business/abc');
      expect(res?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('İşletme bulunamadı');
      expect(await page.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'İşletme ara' }).getAttribute('href')).toBe('/search');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.title()).toContain('İşletme bulunamadı');
      expect(apiCalls).toEqual([]);
      await expectAccessible(page);
    });
  });

  it("an unknown category answers 404 with 'Kategori bulunamadı' and a link home", async () => {
    expect((await get('/category/yok')).status).toBe(404);
    await withPage(1280, async (page) => {
      allowConsoleErrors(page, /status of 404 .*\/category\/yok\)$/); // the page asked for answers 404
      const res = await page.goto('/category/yok');
      expect(res?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kategori bulunamadı');
      expect(await page.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Kategorilere göz at' }).getAttribute('href')).toBe('/#kategoriler');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expectAccessible(page);
    });
  });
});

describe('sitemap and robots', () => {
  it('lists home, the static pages, every category and every business with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const businesses = [...xml.matchAll(/<loc>(https?:\/\/[^<]+\/business\/\d+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2}T[^<]+)<\/lastmod>/g)];
    expect(businesses.length).toBe(sampleBusinesses.length);
    for (const p of ['/about', '/terms', '/privacy', '/faq', '/businesses', '/category/restoranlar', '/category/piknik'])
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${p}</loc>`));
    expect(xml).not.toContain('business-fallback');
  });

  it('robots.txt allows the site and keeps crawlers out of the private paths', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    const txt = await res.text();
    expect(txt).toContain('User-agent: *');
    for (const p of ['/admin', '/login', '/api/']) expect(txt).toContain(`Disallow: ${p}`);
    expect(txt).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});

describe('home', () => {
  it('has the restaurants, lodging, cafes and bars sections and the map teaser', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/');
      for (const name of ['Popüler restoranlar', 'Konaklama', 'Kafeler ve barlar', 'Haritada keşfedin']) {
        expect(await page.getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
      }
      const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name }) });
      expect(await section('Popüler restoranlar').locator('article').count()).toBe(4);
      expect(await section('Konaklama').locator('article').count()).toBe(3);
      expect(await section('Kafeler ve barlar').locator('article').count()).toBe(4);
      expect(await page.getByRole('link', { name: 'Haritada keşfet' }).getAttribute('href')).toBe('/map');
      const layer = (await page.evaluate(() => window.dataLayer)) as Array<Record<string, unknown>>;
      expect(layer).toContainEqual({ event: 'page_view', page_path: '/', page_title: await page.title() });
    });
  });

  it('asks for the stylesheet before the two Inter files, which arrive and draw every weight and Turkish letter', async () => {
    await withPage(390, async (page) => {
      const asked: { url: string; type: string }[] = [];
      page.on('request', (r) => asked.push({ url: r.url(), type: r.resourceType() }));
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      const css = asked.findIndex((r) => r.type === 'stylesheet');
      const fonts = asked.filter((r) => r.type === 'font').map((r) => new URL(r.url).pathname);
      expect(css).toBeGreaterThanOrEqual(0);
      expect(fonts.map((f) => f.replace(/\.[\w-]+\.woff2$/, ''))).toEqual([
        '/_astro/inter-latin-tr-wght-normal',
        '/_astro/inter-turkish-wght-normal',
      ]);
      expect(asked.findIndex((r) => r.type === 'font')).toBeGreaterThan(css);
      // Loaded, and matching text in both files at the design's lightest and boldest weights.
      const loaded = await page.evaluate(async () => {
        const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter');
        await Promise.all(faces.map((f) => f.load()));
        return {
          statuses: faces.map((f) => f.status),
          regular: document.fonts.check('400 16px Inter', 'Işık Ağaç Şişli İnci ₺'),
          bold: document.fonts.check('700 16px Inter', 'ğüşöçı ĞÜŞÖÇİ'),
        };
      });
      expect(loaded).toEqual({ statuses: ['loaded', 'loaded'], regular: true, bold: true });
    });
  });
});

describe('accessibility and small screens', () => {
  const pages = async (page: Page) => {
    const id = await businessIdByName(page, 'barlar', bar.name);
    return ['/', '/category/restoranlar', `/business/${id}`, '/businesses', '/business/abc'];
  };
  /** The last of those pages answers 404 on purpose, which Chromium logs. */
  const NOT_FOUND = /status of 404 .*\/business\/abc\)$/;

  for (const width of [390, 1280]) {
    it(`axe finds nothing at ${width} px`, { timeout: 120_000 }, async () => {
      await withPage(width, async (page) => {
        allowConsoleErrors(page, NOT_FOUND);
        for (const p of await pages(page)) {
          await page.goto(p);
          await settle(page);
          if (p === '/business/abc') await page.getByRole('heading', { name: 'İşletme bulunamadı' }).waitFor();
          try {
            await expectAccessible(page);
          } catch (err) {
            throw new Error(`${p} at ${width} px: ${(err as Error).message}`, { cause: err });
          }
        }
      });
    });
  }

  it('has no horizontal scroll at 320 px', { timeout: 120_000 }, async () => {
    await withPage(320, async (page) => {
      allowConsoleErrors(page, NOT_FOUND);
      for (const p of await pages(page)) {
        await page.goto(p);
        await settle(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, p).toBeLessThanOrEqual(0);
      }
    });
  });

  it('filters still work from the keyboard on /businesses (category select and chip)', async () => {
    await withPage(1280, async (page) => {
      await page.goto('/businesses');
      await settle(page);
      const total = sampleBusinesses.length;
      expect(await page.locator('[data-listing-item]').count()).toBe(24);
      expect(await countText(page)).toBe(`${total} işletme bulundu`);
      await page.getByLabel('Kategori', { exact: true }).selectOption('kafeler');
      await expect.poll(() => countText(page)).toBe(`${sampleBusinesses.filter((b) => b.category === 'kafeler').length} işletme bulundu`);
      await page.getByRole('button', { name: /Kafeler: kategori filtresini kaldır/ }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => countText(page)).toBe(`${total} işletme bulundu`);
    });
  });
});
