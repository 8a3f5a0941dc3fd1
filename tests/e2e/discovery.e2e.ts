/**
 * Finding businesses as a visitor does, in Chromium against the real server with the sample data:
 * the header search and its autocomplete (keyboard and mouse), /search with its filters in the URL and the
 * Back button, the 'Sonuç bulunamadı' state, favourites without and with an account (merge at login,
 * kept in sync, removed from the browser at logout), the static pages, accessibility (axe at 390 and
 * 1280 px) and no sideways scrolling at 320 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  allowConsoleErrors,
  baseUrl,
  expectAccessible,
  hydrated,
  launchBrowser,
  newPage,
  presetConsent,
  waitForMail,
  screenshot,
} from './browser.ts';
import { formatRating } from '#lib/format.ts';
import { sampleBusinesses } from '#db/seed/sample-businesses.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HEADER_BOX = { name: 'İşletme, kategori veya semt ara' };

/** The result count line of /search once a search has finished ("84 sonuç bulundu"). */
async function resultCount(page: Page): Promise<number> {
  const status = page.locator('#search-results-heading + [role="status"]');
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/sonuç bulundu$/);
  await expect.poll(() => page.locator('section[aria-labelledby="search-results-heading"]').getAttribute('aria-busy')).toBe('false');
  return Number((await status.textContent())!.replace(/\D/g, ''));
}

const results = (page: Page) => page.locator('section[aria-labelledby="search-results-heading"] article');
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

interface ApiBusiness {
  id: number;
  name: string;
  rating: number;
}

async function findBusiness(name: string): Promise<ApiBusiness> {
  const res = await fetch(`${baseUrl()}/api/businesses/search?q=${encodeURIComponent(name)}&limit=5`);
  const list = (await res.json()) as ApiBusiness[];
  const found = list.find((b) => b.name === name);
  if (!found) throw new Error(`sample business ${name} not found`);
  return found;
}

async function favouriteFromSearch(page: Page, name: string) {
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const add = page.getByRole('button', { name: `Favorilere ekle: ${name}` });
  await add.click();
  await expect.poll(() => page.getByRole('button', { name: `Favorilerden çıkar: ${name}` }).getAttribute('aria-pressed')).toBe('true');
}

const serverFavourites = (page: Page) =>
  page
    .evaluate(() => fetch('/api/favorites', { credentials: 'same-origin' }).then((r) => r.json() as Promise<{ businessId: number }[]>))
    .then((l) => l.map((f) => f.businessId).sort());

describe('header search and autocomplete', () => {
  it('searching ışık from the header opens /search?q=ışık with Işık Kafe', async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto('/');
    const box = page.getByRole('combobox', HEADER_BOX);
    await box.fill('  ışık ');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(params(page)).toEqual({ q: 'ışık' });
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Işık Kafe', exact: true }).isVisible()).toBe(true);
    // The header box and the page's box both show the query.
    expect(await box.inputValue()).toBe('ışık');
    expect(await page.getByLabel('Aranacak kelime').inputValue()).toBe('ışık');

    // An empty header search goes to plain /search.
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search' && u.search === '');
    await context.close();
  });

  it('suggests as you type; arrow keys and Enter open a business, Escape closes, the mouse opens a category', async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto('/faq');
    const box = page.getByRole('combobox', HEADER_BOX);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    const listboxId = await box.getAttribute('aria-controls');

    // One character suggests nothing: no request for it, the list stays closed.
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/search/suggest') asked.push(url.searchParams.get('q') ?? '');
    });
    await box.pressSequentially('ş');
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await box.pressSequentially('ükrü', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Arama önerileri' });
    await expect.poll(() => listbox.isVisible()).toBe(true);
    expect(asked.filter((q) => [...q].length < 2)).toEqual([]);
    expect(await listbox.getAttribute('id')).toBe(listboxId);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#site-search-q ~ [role="status"]').textContent()).toBe('1 öneri');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await expectAccessible(page, 'autocomplete open');

    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = page.locator(`[id="${active}"]`);
    expect(await option.getAttribute('role')).toBe('option');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await option.innerText()).toContain('Şükrü Usta Kebap');
    // Focus never left the box.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-q');

    await box.press('Enter');
    await page.waitForURL(/\/business\/\d+$/);
    const { id } = await findBusiness('Şükrü Usta Kebap');
    expect(new URL(page.url()).pathname).toBe(`/business/${id}`);

    // Escape closes and keeps the text; ArrowDown opens again.
    await page.goto('/faq');
    await box.pressSequentially('kafe', { delay: 30 });
    await expect.poll(() => listbox.isVisible()).toBe(true);
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox.isVisible()).toBe(false);
    expect(await box.inputValue()).toBe('kafe');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    // ArrowUp from the first option wraps to the last: the "all results" row.
    await box.press('ArrowUp');
    expect(await page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`).innerText()).toContain('için tüm sonuçlar');

    // The mouse: a category suggestion opens the category page.
    await page.getByRole('option', { name: /^Kafeler/ }).click();
    await page.waitForURL((u) => u.pathname === '/category/kafeler');
    await context.close();
  });
});

describe('/search', () => {
  it('keeps the filters in the URL; Back and Forward restore them; the map link follows', async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto('/search?q=kafe');
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(2);
    const category = page.getByLabel('Kategori', { exact: true });
    const district = page.getByLabel('İlçe');
    expect(await category.inputValue()).toBe('all');
    expect(await page.locator('#search-page-category option[value=""]').count()).toBe(0);

    await category.selectOption('kafeler');
    await expect.poll(() => params(page)).toEqual({ q: 'kafe', category: 'kafeler' });
    const inCategory = await resultCount(page);
    expect(inCategory).toBeLessThanOrEqual(all);

    await district.selectOption('seyhan');
    await expect.poll(() => params(page)).toEqual({ q: 'kafe', category: 'kafeler', district: 'seyhan' });
    const inDistrict = await resultCount(page);
    expect(inDistrict).toBeGreaterThan(0);
    expect(inDistrict).toBeLessThanOrEqual(inCategory);
    expect(await page.getByRole('link', { name: 'Haritada göster' }).getAttribute('href')).toBe(
      '/map?q=kafe&category=kafeler&district=seyhan',
    );
    for (const text of await results(page).locator('p').filter({ hasText: '·' }).allInnerTexts()) expect(text).toMatch(/Kafeler.*Seyhan/s);

    await page.goBack();
    await expect.poll(() => params(page)).toEqual({ q: 'kafe', category: 'kafeler' });
    await expect.poll(() => district.inputValue()).toBe('all');
    expect(await resultCount(page)).toBe(inCategory);

    await page.goBack();
    await expect.poll(() => params(page)).toEqual({ q: 'kafe' });
    await expect.poll(() => category.inputValue()).toBe('all');
    expect(await resultCount(page)).toBe(all);

    await page.goForward();
    await expect.poll(() => category.inputValue()).toBe('kafeler');

    // Sort and clearing the filters.
    await page.getByLabel('Sıralama').selectOption('name');
    await expect.poll(() => params(page)).toEqual({ q: 'kafe', category: 'kafeler', sort: 'name' });
    await resultCount(page);
    const names = await results(page).getByRole('heading').allInnerTexts();
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect.poll(() => params(page)).toEqual({ q: 'kafe', sort: 'name' });

    // Typing searches after a pause and the address follows.
    const box = page.getByLabel('Aranacak kelime');
    await box.fill('kebap');
    await expect.poll(() => params(page).q).toBe('kebap');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: '“kebap” için sonuçlar' }).isVisible()).toBe(true);

    // A shared link opens with the same filters; "all" and unknown values mean no filter.
    await page.goto('/search?q=kafe&category=all&district=yok-boyle-ilce');
    await expect.poll(() => params(page)).toEqual({ q: 'kafe' });
    expect(await resultCount(page)).toBe(all);
    await context.close();
  });

  it("shows 'Sonuç bulunamadı' with suggestions for nonsense", async () => {
    const { context, page } = await newPage(browser, 390);
    await page.goto('/search?q=qzxwvkjhq&district=seyhan');
    expect(await resultCount(page)).toBe(0);
    expect(await page.getByRole('heading', { name: 'Sonuç bulunamadı' }).isVisible()).toBe(true);
    expect(await page.getByText('Şunları deneyebilirsiniz:').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Tüm işletmeleri gör' }).getAttribute('href')).toBe('/businesses');
    // The empty state offers the same text without the district (decision 027).
    await page.getByRole('button', { name: 'Filtresiz “qzxwvkjhq” ara' }).click();
    await expect.poll(() => params(page)).toEqual({ q: 'qzxwvkjhq' });
    await context.close();
  });

  it('understands "açık", "lüks", "ucuz", "yakınımdaki" and "nöbetçi" as removable filters (decision 027)', async () => {
    const names = () => results(page).locator('h3').allInnerTexts();
    const chip = (name: string) => page.getByRole('button', { name: `${name}: filtreyi kaldır` });
    // A phone whose position is granted: beside Köşk Kahve Evi (sample data).
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      permissions: ['geolocation'],
      geolocation: { latitude: 36.9952, longitude: 35.3416 },
    });
    await presetConsent(context);
    const page = await context.newPage();

    // "açık otel": the open-now filter, not a text match; every hotel of the sample data is open day and night.
    await page.goto(`/search?q=${encodeURIComponent('açık otel')}`);
    expect(await resultCount(page)).toBeGreaterThanOrEqual(7);
    const hotels = sampleBusinesses.filter((b) => b.category === 'oteller').map((b) => b.name);
    expect(hotels).toHaveLength(7);
    expect(await names()).toEqual(expect.arrayContaining(hotels));
    expect(await page.getByRole('heading', { name: '“otel” için sonuçlar' }).isVisible()).toBe(true);
    expect(await chip('Şimdi açık').isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Şimdi açık' }).isChecked()).toBe(true);
    await screenshot(page, 'test-results/search-intents-390.png');

    // "ucuz otel": the price level.
    await page.goto(`/search?q=${encodeURIComponent('ucuz otel')}`);
    expect(await resultCount(page)).toBe(1);
    expect(await names()).toEqual(['Kapıkaya Dağ Pansiyonu']);
    expect(await chip('Ucuz').isVisible()).toBe(true);

    // "lüks pansiyon" finds none; the page offers the same search without the filter.
    await page.goto(`/search?q=${encodeURIComponent('lüks pansiyon')}`);
    expect(await resultCount(page)).toBe(0);
    await page.getByRole('button', { name: 'Filtresiz “pansiyon” ara' }).click();
    await expect.poll(() => params(page)).toEqual({ q: 'pansiyon' });
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await names()).toContain('Kapıkaya Dağ Pansiyonu');

    // "yakınımdaki kafe": the nearest cafe first, with its distance asked of the browser; the chip removes it.
    await page.goto(`/search?q=${encodeURIComponent('yakınımdaki kafe')}`);
    await expect.poll(() => names().then((n) => n[0])).toBe('Köşk Kahve Evi');
    expect(await chip('Yakınımda').isVisible()).toBe(true);
    await chip('Yakınımda').click();
    await expect.poll(() => params(page)).toEqual({ q: 'kafe' });
    expect(await chip('Yakınımda').count()).toBe(0);

    // "nöbetçi eczane": the pharmacies open now (tonight's duty list counts them open), and the way to the list.
    await page.goto(`/search?q=${encodeURIComponent('nöbetçi eczane')}`);
    await resultCount(page);
    expect(await chip('Nöbetçi').isVisible()).toBe(true);
    expect(await page.locator('[data-intent-note]').innerText()).toContain('nöbet listesindekiler dahil');
    expect(await page.locator('[data-intent-note] a').getAttribute('href')).toBe('/nobetci-eczaneler');
    await expectAccessible(page, 'search intents @390');
    await context.close();

    // Refused position: said, and the best match first.
    const { context: refused, page: other } = await newPage(browser, 390, 844);
    await other.goto(`/search?q=${encodeURIComponent('yakınımdaki kafe')}`);
    await expect.poll(() => other.locator('[data-intent-note]').innerText()).toMatch(/Konumunuza izin verilmediği|Konumunuz alınamadı/);
    expect(await resultCount(other)).toBeGreaterThan(0);
    await refused.close();
  });

  it('without a query shows the prompt above the full list, 24 at a time', async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto('/search');
    expect(await resultCount(page)).toBe(84);
    expect(await page.getByText('Aramak istediğiniz işletmeyi yazın…').isVisible()).toBe(true);
    expect(await results(page).count()).toBe(24);
    await page.getByRole('button', { name: 'Daha fazla göster' }).click();
    await expect.poll(() => results(page).count()).toBe(48);
    // Focus moves to the first new card.
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe(await results(page).nth(24).getByRole('heading').innerText());
    await page.getByRole('button', { name: 'Daha fazla göster' }).click();
    await expect.poll(() => results(page).count()).toBe(72);
    await page.getByRole('button', { name: 'Daha fazla göster' }).click();
    await expect.poll(() => results(page).count()).toBe(84);
    expect(await page.getByRole('button', { name: 'Daha fazla göster' }).count()).toBe(0);
    await context.close();
  });
});

describe('"Yakınımda" on category pages and /businesses (decision 032)', () => {
  const km = (t: string) => (t.endsWith(' m') ? Number(t.replace(/\D/g, '')) / 1000 : Number(t.replace(/[^\d,]/g, '').replace(',', '.')));

  it('asks for the position when chosen, orders the whole list nearest first with distances, and explains a refusal', async () => {
    // A phone whose position is granted: beside Köşk Kahve Evi (sample data, a cafe).
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      permissions: ['geolocation'],
      geolocation: { latitude: 36.9952, longitude: 35.3416 },
    });
    await presetConsent(context);
    const page = await context.newPage();
    await page.goto('/category/kafeler');
    await hydrated(page, 'ListingFilters');
    await page.getByRole('button', { name: 'Filtreler', exact: true }).click();
    await page.getByLabel('Sırala').selectOption('distance');
    await page.waitForURL(/[?&]sort=distance/);
    const cards = page.locator('[data-listing-result]');
    await expect.poll(() => cards.first().locator('h3').innerText(), { timeout: 15_000 }).toBe('Köşk Kahve Evi');
    const distances = (await page.locator('[data-listing-result] [data-distance]').allInnerTexts()).map((t) =>
      km(t.replace(/^Uzaklık:\s*/, '')),
    );
    expect(distances.length).toBe(await cards.count());
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(await page.locator('[data-near-note]').count()).toBe(0);
    await screenshot(page, 'test-results/category-near-390.png');
    await context.close();

    // Refused (no permission granted) on /businesses at 1280: said, and the list keeps its usual order.
    const { context: refused, page: other } = await newPage(browser, 1280);
    await other.goto('/businesses?sort=distance');
    await expect.poll(() => other.locator('[data-near-note]').innerText()).toMatch(/Konumunuza izin verilmediği|Konumunuz alınamadı/);
    await expect.poll(() => other.locator('[data-listing-result]').count()).toBeGreaterThan(0);
    expect(await other.locator('[data-listing-result] [data-distance]').count()).toBe(0);
    expect(await other.getByLabel('Sırala').inputValue()).toBe('distance');
    await screenshot(other, 'test-results/businesses-near-refused-1280.png');
    await refused.close();
  });
});

describe('open now on /search (decision 018)', () => {
  it('"Şimdi açık" is in the address and the API call; every result card says open, with its closing time', async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto('/search?q=kafe');
    const all = await resultCount(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/businesses/search')) apiCalls.push(r.url());
    });
    await page.getByRole('checkbox', { name: 'Şimdi açık' }).check();
    await expect.poll(() => params(page)).toEqual({ q: 'kafe', open: '1' });
    // The new results (not the previous ones still on screen): every card's line says open.
    await expect
      .poll(
        async () => {
          const lines = await results(page)
            .locator('[data-open-status]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-open-status')));
          const busy = await page.locator('section[aria-labelledby="search-results-heading"]').getAttribute('aria-busy');
          return busy === 'false' && lines.length === (await results(page).count()) && lines.every((l) => l === 'open')
            ? 'all open'
            : lines.join(',');
        },
        { timeout: 15_000 },
      )
      .toBe('all open');
    const open = await resultCount(page);
    expect(open).toBeLessThanOrEqual(all);
    expect(apiCalls.some((u) => new URL(u).searchParams.get('open') === '1')).toBe(true);
    for (const card of await results(page).all())
      expect(await card.locator('[data-open-status]').innerText()).toMatch(/^Açık · (.*kapanır|24 saat açık)$/s);
    // A shared link keeps it; 'Filtreleri temizle' drops it.
    await page.goto('/search?q=kafe&open=1');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Şimdi açık' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Filtreleri temizle' }).first().click();
    await expect.poll(() => params(page)).toEqual({ q: 'kafe' });
    await context.close();
  });
});

describe('favourites', () => {
  it('a visitor adds, sees them on /favorites with figures, keeps them after a reload and removes one', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto('/favorites');
    await expect.poll(() => page.getByRole('heading', { name: 'Henüz favori işletmeniz yok' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'İşletmeleri keşfet' }).getAttribute('href')).toBe('/businesses');

    const isik = await findBusiness('Işık Kafe');
    const sukru = await findBusiness('Şükrü Usta Kebap');
    await favouriteFromSearch(page, 'Işık Kafe');
    await favouriteFromSearch(page, 'Şükrü Usta Kebap');

    await page.goto('/favorites');
    const cards = page.locator('section[aria-labelledby="favorites-list-heading"] article');
    await expect.poll(() => cards.count()).toBe(2);
    const stat = async (name: string) => (await page.locator(`[data-stat="${name}"]`).innerText()).replace(/\s+/g, ' ').trim();
    expect(await stat('heart')).toBe('Toplam favori 2');
    expect(await stat('grid')).toBe('Farklı kategori 2');
    expect(await stat('star')).toBe(`Ortalama puan ${formatRating((isik.rating + sukru.rating) / 2)}`);
    expect(await stat('star')).toMatch(/ \d,\d$/);

    await page.reload();
    await expect.poll(() => cards.count()).toBe(2);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('adana_favorites') ?? '{}'));
    expect(stored.items.map((i: { id: number }) => i.id).sort()).toEqual([isik.id, sukru.id].sort());

    // The category list is built from the favourites, and the search box narrows the list.
    const options = await page.getByLabel('Kategori', { exact: true }).locator('option').allInnerTexts();
    expect(options).toEqual(['Tümü', 'Kafeler', 'Restoranlar']);
    await page.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Kafeler' });
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole('heading').innerText()).toBe('Işık Kafe');
    await page.getByLabel('Kategori', { exact: true }).selectOption('all');
    await page.getByLabel('Favorilerde ara').fill('SUKRU');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole('heading').innerText()).toBe('Şükrü Usta Kebap');
    await page.getByLabel('Favorilerde ara').fill('');

    await page.getByRole('button', { name: 'Kaldır: Işık Kafe' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await stat('heart')).toBe('Toplam favori 1');
    await expect.poll(() => page.getByText('Favorilerden çıkarıldı').isVisible()).toBe(true);

    // A favourite whose business is no longer public is shown as such and can be removed.
    allowConsoleErrors(page, /status of 404 .*\/api\/businesses\/999999\)$/); // its check answers 404
    await page.evaluate(() => {
      const data = JSON.parse(localStorage.getItem('adana_favorites')!);
      data.items.push({ id: 999999, addedAt: '2026-01-01T00:00:00.000Z', snapshot: null, checkedAt: null });
      localStorage.setItem('adana_favorites', JSON.stringify(data));
    });
    await page.reload();
    await expect.poll(() => page.getByText('Bu işletme artık listede değil').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Favorilerden kaldır: #999999' }).click();
    await expect.poll(() => page.getByText('Bu işletme artık listede değil').count()).toBe(0);
    expect(await stat('heart')).toBe('Toplam favori 1');

    // Nobody's favourites are in the pre-built page.
    const html = await (await fetch(`${baseUrl()}/favorites`)).text();
    expect(html).not.toContain('Şükrü Usta Kebap');
    expect(html).not.toContain('Henüz favori işletmeniz yok');
    await context.close();
  });

  it('with an account: merged at login, kept in sync, and gone from the browser after logout', async () => {
    const { context, page } = await newPage(browser, 1280);
    const isik = await findBusiness('Işık Kafe');
    const sukru = await findBusiness('Şükrü Usta Kebap');
    await favouriteFromSearch(page, 'Işık Kafe');

    const email = `favori.${Date.now()}@ornek.test`;
    await page.goto('/login');
    await hydrated(page, 'LoginForm');
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await page.getByLabel('Ad soyad').fill('Elif Demir');
    await page.getByLabel('E-posta').fill(email);
    await page.getByRole('button', { name: 'Hesap oluştur ve kod gönder' }).click();
    const mail = await waitForMail((m) => m.to.includes(email));
    await page.goto(/https?:\/\/\S+\/api\/auth\/link\?token=[\w-]+/.exec(mail.text)![0]);
    // The whole address in the message: a refused link lands on /login?hata=<why>.
    await expect.poll(() => new URL(page.url()).pathname, { message: `after the e-mailed link: ${page.url()}` }).toBe('/');

    // The visitor's favourite is now in the account.
    await page.goto('/favorites');
    await expect.poll(() => page.getByText('Favorileriniz hesabınızla eşitleniyor').isVisible()).toBe(true);
    await expect.poll(() => serverFavourites(page)).toEqual([isik.id]);

    await favouriteFromSearch(page, 'Şükrü Usta Kebap');
    await expect.poll(() => serverFavourites(page)).toEqual([isik.id, sukru.id].sort());

    await page.goto('/favorites');
    await page.getByRole('button', { name: 'Kaldır: Işık Kafe' }).click();
    await expect.poll(() => serverFavourites(page)).toEqual([sukru.id]);

    // Another browser of the same account sees the account's list.
    const { cookies } = await context.storageState();
    const other = await browser.newContext({ baseURL: baseUrl(), storageState: { cookies, origins: [] } });
    await presetConsent(other);
    const otherPage = await other.newPage();
    await otherPage.goto('/favorites');
    await expect
      .poll(() => otherPage.locator('section[aria-labelledby="favorites-list-heading"] article').count(), { timeout: 15_000 })
      .toBe(1);
    await other.close();

    // Logging out removes the account's copy from this browser.
    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    await page.goto('/favorites');
    await expect.poll(() => page.getByRole('heading', { name: 'Henüz favori işletmeniz yok' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('adana_favorites'))).toBeNull();
    await context.close();
  });
});

describe('static pages', () => {
  it('terms, privacy and about have their sections; the FAQ opens one answer at a time', async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto('/terms');
    expect(await page.locator('article section[id]').count()).toBe(9);
    expect(await page.locator('[data-testid="legal-updated"]').innerText()).toMatch(
      /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    );
    expect(await page.getByRole('navigation', { name: 'İçindekiler' }).getByRole('link').count()).toBe(9);

    await page.goto('/privacy#cerezler');
    expect(await page.locator('article section[id]').count()).toBe(10);
    const cookies = page.locator('#cerezler');
    expect(await cookies.isVisible()).toBe(true);
    const cookieText = await cookies.innerText();
    for (const word of ['ar_session', 'ar_login', 'Reklam']) expect(cookieText).toContain(word);
    const privacy = await page.locator('article').innerText();
    for (const word of ['Veri sorumlusu', 'KVKK m. 11', 'm. 5/2', '5651', '13 yaşından küçük', 'IP adresi'])
      expect(privacy).toContain(word);

    await page.goto('/about');
    for (const h of ['Misyonumuz', 'Hikâyemiz', 'Değerlerimiz', 'Rakamlarla Adana Rehberi', 'Hedeflerimiz']) {
      expect(await page.getByRole('heading', { name: h }).isVisible()).toBe(true);
    }
    const about = await page.locator('main').innerText();
    expect(about).toContain('2024');
    expect(about).toMatch(/84\s+yayındaki işletme/);
    expect(about).toMatch(/12\s+kategori/);
    expect(about).toMatch(/5\s+ilçe/);

    await page.goto('/faq');
    const items = page.locator('details[name="faq"]');
    expect(await items.count()).toBe(8);
    const open = () => items.evaluateAll((els) => els.map((e, i) => ((e as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0));
    expect(await open()).toEqual([]);
    await items.nth(0).locator('summary').click();
    expect(await open()).toEqual([0]);
    expect(await items.nth(0).getByText('ücretsiz').first().isVisible()).toBe(true);
    await items.nth(1).locator('summary').click();
    expect(await open()).toEqual([1]);
    // By keyboard: Tab to a question, Enter or Space opens it (and closes the other).
    await items.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await open()).toEqual([2]);
    await items.nth(3).locator('summary').focus();
    await page.keyboard.press('Space');
    expect(await open()).toEqual([3]);
    await context.close();
  });
});

describe('access and layout', () => {
  const pages = ['/search', '/search?q=qzxwvkjhq', '/favorites', '/about', '/terms', '/privacy', '/faq'];

  async function settle(page: Page, path: string) {
    await page.goto(path);
    if (path.startsWith('/search')) await resultCount(page);
    if (path === '/favorites') await page.locator('#favorites-list-heading, h2:has-text("Henüz favori işletmeniz yok")').first().waitFor();
  }

  for (const width of [390, 1280]) {
    it(`every page passes axe at ${width} px (and /favorites with favourites)`, { timeout: 180_000 }, async () => {
      const { context, page } = await newPage(browser, width);
      for (const path of pages) {
        await settle(page, path);
        await expectAccessible(page, `${path} @${width}`);
      }
      await favouriteFromSearch(page, 'Işık Kafe');
      await settle(page, '/favorites');
      await expectAccessible(page, `/favorites (1) @${width}`);
      await page.goto('/faq');
      await page.locator('details summary').first().click();
      await expectAccessible(page, `/faq open @${width}`);
      await context.close();
    });
  }

  it('nothing scrolls sideways at 320 px', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, 320, 700);
    await favouriteFromSearch(page, 'Şükrü Usta Kebap');
    for (const path of [...pages, '/search?q=kafe&category=kafeler&district=seyhan']) {
      await settle(page, path);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, path).toBeLessThanOrEqual(client);
    }
    // The autocomplete fits too.
    await page.getByRole('combobox', HEADER_BOX).fill('');
    await page.getByRole('combobox', HEADER_BOX).pressSequentially('kafe', { delay: 30 });
    await expect.poll(() => page.getByRole('listbox', { name: 'Arama önerileri' }).isVisible()).toBe(true);
    const box = await page.getByRole('listbox', { name: 'Arama önerileri' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await context.close();
  });
});
