/**
 * The admin's queues by keyboard and by role (decisions 035 and 036), in Chromium against the real server:
 *  - 50 pending reviews worked through with the keyboard only: j selects the first (visible focus, an aria-live
 *    line), a approves, r opens the reason picker (Tab, Enter sends), ? shows the help; the queue ends empty;
 *  - two change sets selected and approved at once at 390 px: the confirmation names the count, a toast the result;
 *  - a moderator made with `make-admin --role moderator` sees no Reklamlar (prices and ads) nor the other admin-only
 *    sections, and the API refuses prices and ads with 403 in Turkish.
 * Scroll width equals the viewport at 390 and 1280 px, axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { eq, inArray } from 'drizzle-orm';
import { expectAccessible, launchBrowser, loginAsAdmin, newPage, screenshot } from './browser.ts';
import { openDatabase } from '#db/client.ts';
import { startServerFromTemplate, type TestServer } from './servers.ts';
import { allowConsoleErrors } from './page-errors.ts';
import { businessChangeSets, businesses, reviews, users } from '#db/schema/index.ts';

const stamp = Date.now();
const PENDING = 50;
const BULK_NAMES = ['Işık Kafe', 'Şükrü Usta Kebap'];
let changeIds: number[] = [];
let app: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const prepare = async (dataDir: string) => {
    const database = await openDatabase({ dataDir });
    try {
      const [b] = await database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Işık Kafe'));
      const writers = await database.db
        .insert(users)
        .values(
          Array.from({ length: PENDING }, (_, i) => ({
            name: `Yazar ${i + 1}`,
            email: `yazar${i + 1}.${stamp}@ornek.test`,
            isVerified: true,
          })),
        )
        .returning({ id: users.id });
      await database.db.insert(reviews).values(
        writers.map((w, i) => ({
          businessId: b!.id,
          userId: w.id,
          rating: 1 + (i % 5),
          title: `Klavye yorumu ${i + 1}`,
          content: `Klavyeyle onaylanacak ${i + 1}. yorum; yemekler sıcaktı.`,
          status: 'pending' as const,
          createdAt: new Date(Date.now() - (PENDING - i) * 60_000),
        })),
      );
      // Two accepted suggestions waiting as change sets (no owner to check).
      const listings = await database.db
        .select({ id: businesses.id, name: businesses.name, description: businesses.description })
        .from(businesses)
        .where(inArray(businesses.name, BULK_NAMES));
      const made = await database.db
        .insert(businessChangeSets)
        .values(
          listings.map((l) => ({
            businessId: l.id,
            source: 'suggestion',
            before: { description: l.description },
            after: { description: `${l.name}: toplu onay için yeni açıklama.` },
          })),
        )
        .returning({ id: businessChangeSets.id });
      changeIds = made.map((m) => m.id);
    } finally {
      await database.close();
    }
  };
  [app, browser] = await Promise.all([startServerFromTemplate({}, prepare), launchBrowser()]);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('admin queues', () => {
  it('works through 50 pending reviews with the keyboard only', async () => {
    const { page, context } = await newPage(browser, 1280, 900, app.url);
    contexts.push(context);
    await loginAsAdmin(page, { email: `klavye.${stamp}@ornek.test`, dataDir: app.dataDir });
    await page.goto(`${app.url}/admin?bolum=degerlendirmeler`);
    const total = page.locator('[data-admin-reviews] [role="status"]').first();
    await expect.poll(() => total.innerText()).toBe(`${PENDING} değerlendirme`);
    await page.locator('body').click({ position: { x: 5, y: 5 } });

    await page.keyboard.press('?');
    await expect.poll(() => page.getByRole('dialog', { name: 'Klavye kısayolları' }).isVisible()).toBe(true);
    await expectAccessible(page, 'keyboard help');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Klavye kısayolları' }).count()).toBe(0);

    await page.keyboard.press('j');
    await expect.poll(() => page.locator('[data-queue-announcement]').innerText()).toMatch(/^1 \/ 50: Klavye yorumu 1$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-admin-review'))).not.toBeNull();
    // j / k move; k at the top stays on the first.
    await page.keyboard.press('j');
    await expect.poll(() => page.locator('[data-queue-announcement]').innerText()).toMatch(/^2 \/ 50/);
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect.poll(() => page.locator('[data-queue-announcement]').innerText()).toMatch(/^1 \/ 50/);

    const started = Date.now();
    for (let left = PENDING; left > 0; left -= 1) {
      if (left % 10 === 0) {
        // Every tenth: r, the reason picker has the focus with a common reason; Tab to "Reddet ve bildir", Enter.
        await page.keyboard.press('r');
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
      } else {
        await page.keyboard.press('a');
      }
      await expect.poll(() => total.innerText()).toBe(left - 1 === 0 ? '0 değerlendirme' : `${left - 1} değerlendirme`);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`50 reviews decided by keyboard in ${seconds.toFixed(1)} s`);
    expect(await page.getByText('Bu listede değerlendirme yok.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reddedilenler' }).click();
    await expect.poll(() => total.innerText()).toBe('5 değerlendirme');
    expect(await page.getByText('Reklam ya da bağlantı içeriyor.').count()).toBe(5);
  });

  it('approves two change sets at once at 390 px, the confirmation naming the count', async () => {
    expect(changeIds).toHaveLength(2);
    const { page, context } = await newPage(browser, 1280, 900, app.url);
    contexts.push(context);
    await loginAsAdmin(page, { email: `toplu.${stamp}@ornek.test`, dataDir: app.dataDir, role: 'moderator', name: 'Tuna Toplu' });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${app.url}/admin?bolum=isletme-sahipleri&liste=degisiklikler`);
    const region = page.getByRole('region', { name: 'Onay bekleyen değişiklikler' });
    for (const name of BULK_NAMES) await region.getByRole('checkbox', { name: `${name}: seç` }).check();
    await region.getByRole('button', { name: 'Seçilenleri onayla (2)' }).click();
    const confirm = region.getByRole('alertdialog', { name: '2 değişikliği onayla?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    const wide = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(wide.scroll).toBe(wide.viewport);
    await expectAccessible(page, 'bulk change sets 390');
    await screenshot(page, 'test-results/admin-bulk-changes-390.png', { fullPage: true });
    await confirm.getByRole('button', { name: 'Evet, 2 değişikliği onayla' }).click();
    await expect.poll(() => page.getByText('2 değişiklik onaylandı').first().isVisible()).toBe(true);
    await expect.poll(() => region.getByText('Bekleyen değişiklik yok.').isVisible()).toBe(true);
    // Decided on the server too: its queue of change sets is empty.
    const after = await page.evaluate(async () => (await (await fetch('/api/admin/owner-changes')).json()) as unknown[]);
    expect(after).toEqual([]);
  });

  it('a moderator sees no prices or ads and the API refuses them', async () => {
    const { page, context } = await newPage(browser, 1280, 900, app.url);
    contexts.push(context);
    // The test's own calls to prices and ads are refused (403), as they must be.
    allowConsoleErrors(page, /status of 403 \(Forbidden\) \(http:\/\/[^)]+\/api\/admin\/(prices|ads)\)/);
    await loginAsAdmin(page, { email: `moderator.${stamp}@ornek.test`, dataDir: app.dataDir, role: 'moderator', name: 'Mert Moderatör' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.getByLabel('Bölüm', { exact: true }).count()).toBe(1);
      const sections =
        width < 1024
          ? await page.getByLabel('Bölüm', { exact: true }).locator('option').allInnerTexts()
          : await page.getByRole('navigation', { name: 'Yönetim bölümleri' }).getByRole('link').allInnerTexts();
      const names = sections.map((s) => s.replace(/\s*\(?\d+\)?\s*(Bekleyenler)?$/, '').trim());
      expect(names.some((n) => n.startsWith('Değerlendirmeler'))).toBe(true);
      for (const hidden of ['Reklamlar', 'Potansiyel müşteriler', 'Nöbetçi eczaneler']) expect(names.join('|')).not.toContain(hidden);
      // The address of an admin-only section opens the overview instead.
      await page.goto(`${app.url}/admin?bolum=reklamlar`);
      await expect.poll(() => page.getByLabel('Bölüm', { exact: true }).inputValue()).toBe('genel-bakis');
      expect(await page.getByRole('heading', { name: 'Reklamlar' }).count()).toBe(0);
      const answers = await page.evaluate(async () =>
        Promise.all(
          ['/api/admin/prices', '/api/admin/ads'].map(async (u) => {
            const r = await fetch(u);
            return { status: r.status, message: ((await r.json()) as { message: string }).message };
          }),
        ),
      );
      for (const a of answers) {
        expect(a.status).toBe(403);
        expect(a.message).toMatch(/yalnızca yöneticiler/);
      }
      const wide = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(wide.scroll).toBe(wide.viewport);
      await expectAccessible(page, `moderator ${width}`);
    }
  });
});
