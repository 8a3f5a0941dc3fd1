/**
 * Reviews (decision 012) as people use them, in Chromium against the real server and the real SMTP mailbox:
 * a visitor is sent to /login and back to the form → writes a review with a photo → the admin approves it
 * in "Değerlendirmeler" → the review, the new average and count show on the page (through the island) and
 * in the API → the business's owner replies → the reviewer is mailed → another member marks it helpful and
 * reports it → it is in the reported queue. axe at 390 and 1280 px.
 *
 * This file's own server: its data directory (a copy of the run's template, with the sample data and its
 * built site) is prepared before the server starts (three members, one of them the approved owner of a sample
 * business: the owners feature's table is only read here), since the embedded database has one owner once the
 * server runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { expectAccessible, launchBrowser, loginAsAdmin, newPage, waitForMail, screenshot } from './browser.ts';
import { projectRoot } from '#tests/helpers/app-server.ts';
import { openDatabase } from '#db/client.ts';
import { startServerFromTemplate, type TestServer } from './servers.ts';
import { businesses, users } from '#db/schema/index.ts';
import { insertApprovedOwner, loginByMail } from './owners-steps.ts';
import type { ReviewPage } from '#lib/contract/reviews.ts';

const stamp = Date.now();
const reviewer = { name: 'Deniz Aksoy', email: `deniz.${stamp}@ornek.test` };
const reader = { name: 'Ece Tan', email: `ece.${stamp}@ornek.test` };
const owner = { name: 'Okan Usta', email: `okan.${stamp}@ornek.test` };
const title = `Sıcacık bir mekan ${stamp}`;
const shots = path.join(projectRoot, 'test-results', 'reviews');

let app: TestServer;
let browser: Browser;
let tmp: string;
let businessId = 0;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const prepare = async (dataDir: string) => {
    const database = await openDatabase({ dataDir });
    try {
      const [b] = await database.db
        .select({ id: businesses.id, name: businesses.name })
        .from(businesses)
        .where(eq(businesses.name, 'Işık Kafe'));
      businessId = b!.id;
      const made = await database.db
        .insert(users)
        .values([reviewer, reader, owner].map((u) => ({ ...u, isVerified: true })))
        .returning({ id: users.id, email: users.email });
      const userId = made.find((u) => u.email === owner.email)!.id;
      await insertApprovedOwner(database.db, owner, { id: businessId, name: b!.name, address: 'Adana' }, { userId });
    } finally {
      await database.close();
    }
  };
  [app, browser] = await Promise.all([startServerFromTemplate({}, prepare), launchBrowser()]);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reviews-e2e-'));
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  if (app) {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
});

async function open(width = 1280): Promise<Page> {
  const { context, page } = await newPage(browser, width, 900, app.url);
  contexts.push(context);
  return page;
}

async function toast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

/** The business page with its reviews island hydrated. */
async function openBusiness(page: Page, hash = '') {
  await page.goto(`/business/${businessId}${hash}`);
  await page.locator('[data-reviews]').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const island = document.querySelector('astro-island[component-url*="ReviewsSection"]');
    return island !== null && !island.hasAttribute('ssr');
  });
}

async function api(page: Page, url: string): Promise<ReviewPage> {
  return page.evaluate(async (u) => (await fetch(u)).json(), url) as Promise<ReviewPage>;
}

async function adminPage(): Promise<Page> {
  const page = await open();
  await loginAsAdmin(page, { email: `moderator.${stamp}@ornek.test`, dataDir: app.dataDir });
  await page.goto('/admin?bolum=degerlendirmeler');
  await expect.poll(() => page.getByRole('heading', { name: 'Değerlendirmeler', level: 2 }).isVisible()).toBe(true);
  return page;
}

describe('reviews', () => {
  let admin: Page;
  let before: ReviewPage;
  /** The server's builds before the approval, whose rebuild the next tests wait out before logging in. */
  let buildsBeforeApproval = 0;

  it('a visitor is sent to log in and back to the form, and writes a review with a photo', { timeout: 180_000 }, async () => {
    const page = await open();
    await openBusiness(page);
    before = await api(page, `/api/businesses/${businessId}/reviews`);
    expect(before.total).toBeGreaterThan(0); // the sample reviews
    await expect.poll(() => page.locator('[data-review-count]').textContent()).toBe(`${before.total} değerlendirme`);
    await expectAccessible(page, 'business page 1280');

    await page.locator('[data-write-review]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/business/${businessId}#degerlendirme-yap`);

    await loginByMail(page, reviewer.email);
    await openBusiness(page, '#degerlendirme-yap');
    const form = page.locator('[data-review-form]');
    await expect.poll(() => form.isVisible()).toBe(true);

    // Empty: the summary names the fields; the rating is a radio group a keyboard can use.
    await form.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
    await expect
      .poll(() => page.getByRole('alert').getByText('Lütfen 1 ile 5 arasında bir puan seçin', { exact: false }).first().isVisible())
      .toBe(true);
    // One row of stars, a radio group read as "5 üzerinden 3 yıldız"; the arrow keys move it, a tap picks.
    const stars = form.getByRole('group', { name: /Puanınız/ });
    expect(await stars.getByRole('radio').count()).toBe(5);
    const rows = await stars.locator('[data-star]').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(rows).size).toBe(1);
    await stars.getByRole('radio', { name: '5 üzerinden 3 yıldız' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stars.getByRole('radio', { name: '5 üzerinden 4 yıldız' }).isChecked()).toBe(true);
    expect(await stars.locator('[data-rating-word]').textContent()).toBe('4 – İyi');
    await form.getByRole('textbox', { name: /Başlık/ }).fill(title);
    await form
      .getByRole('textbox', { name: /^Değerlendirme/ })
      .fill('Kahveleri taze, çalışanlar güler yüzlü. <script>alert(1)</script> Hafta sonu biraz kalabalık.');
    const photo = path.join(tmp, 'kahve.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 70, b: 40 } } })
      .png()
      .toFile(photo);
    await form.locator('input[type=file]').setInputFiles(photo);
    await expect.poll(() => form.getByText('1 / 3 fotoğraf').isVisible()).toBe(true);
    await expect.poll(() => form.locator('progress').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 900 });
    await expectAccessible(page, 'review form 390');
    await stars.scrollIntoViewIfNeeded();
    await screenshot(page, path.join(shots, 'form-390.png'), { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page, 'review form 1280');
    await form.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
    await toast(page, 'Değerlendirmeniz alındı');
    await expect.poll(() => page.locator('[data-own-status]').textContent()).toBe('Onay bekliyor');

    // Pending reviews are nowhere public.
    const still = await api(page, `/api/businesses/${businessId}/reviews`);
    expect(still.total).toBe(before.total);
  });

  it('the admin approves it; the page and the API show it with the new average and count', { timeout: 120_000 }, async () => {
    admin = await adminPage();
    const item = admin.locator('[data-admin-review]', { hasText: title });
    await expect.poll(() => item.isVisible()).toBe(true);
    await expectAccessible(admin, 'admin reviews');
    buildsBeforeApproval = app.buildsStarted();
    // Found by a search, approved with the page's bulk approval after a confirmation naming the count.
    await admin.locator('#admin-reviews-q').fill(title);
    await admin.getByRole('button', { name: 'Filtrele' }).click();
    await expect.poll(() => admin.locator('[data-admin-review]').count()).toBe(1);
    await item.getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Seçilenleri onayla (1)' }).click();
    await admin
      .getByRole('alertdialog', { name: '1 değerlendirmeyi onayla?' })
      .getByRole('button', { name: 'Evet, 1 değerlendirmeyi onayla' })
      .click();
    await toast(admin, '1 değerlendirme onaylandı');

    const page = await open();
    await openBusiness(page);
    const after = await api(page, `/api/businesses/${businessId}/reviews`);
    expect(after.total).toBe(before.total + 1);
    const sum = before.summary.distribution.reduce((s, n, i) => s + n * (5 - i), 0) + 4;
    expect(after.summary.average).toBe(Math.round((sum * 10) / (before.total + 1)) / 10);
    expect(after.items[0]).toMatchObject({
      title,
      author: 'Deniz A.',
      photos: [expect.objectContaining({ thumbUrl: expect.stringMatching(/^\/uploads\/photos\//) })],
    });
    await expect.poll(() => page.locator('[data-review-count]').textContent()).toBe(`${after.total} değerlendirme`);
    await expect
      .poll(() => page.locator('[data-review-average]').textContent())
      .toContain(after.summary.average.toFixed(1).replace('.', ','));
    const shown = page.locator('[data-review]', { hasText: title });
    await expect.poll(() => shown.isVisible()).toBe(true);
    // The script is text, shown as typed.
    expect(await shown.locator('[data-review-content]').textContent()).toContain('<script>alert(1)</script>');
    expect(await shown.getByRole('img').count()).toBe(1);
    await screenshot(page.locator('[data-reviews]'), path.join(shots, 'reviews-1280.png'));
  });

  it('the owner replies; the reviewer is mailed', { timeout: 120_000 }, async () => {
    await app.rebuilt(buildsBeforeApproval); // the approval's rebuild, settled before logging in
    const page = await open();
    await loginByMail(page, owner.email);
    await openBusiness(page);
    const item = page.locator('[data-review]', { hasText: title });
    await expect.poll(() => item.getByRole('button', { name: 'Yanıtla' }).isVisible()).toBe(true);
    await item.getByRole('button', { name: 'Yanıtla' }).click();
    await item.getByRole('textbox', { name: /Yanıtınız/ }).fill('Güzel sözleriniz için teşekkür ederiz, hafta içi de bekleriz!');
    await item.getByRole('button', { name: 'Yanıtı yayınla' }).click();
    await toast(page, 'Yanıtınız yayınlandı');
    await expect.poll(() => item.locator('[data-owner-reply]').textContent()).toContain('İşletmenin yanıtı');
    const mail = await waitForMail((m) => m.to.includes(reviewer.email) && m.subject.includes('yanıtladı'));
    expect(mail.text).toContain('hafta içi de bekleriz');
  });

  it('another member marks it helpful and reports it; it is in the reported queue', { timeout: 120_000 }, async () => {
    const page = await open(390);
    await loginByMail(page, reader.email);
    await openBusiness(page);
    const item = page.locator('[data-review]', { hasText: title });
    await expect.poll(() => item.locator('[data-helpful]').isVisible()).toBe(true);
    await item.locator('[data-helpful]').click();
    await expect.poll(() => item.locator('[data-helpful]').textContent()).toBe('Faydalı buldunuz (1)');
    await item.locator('[data-report]').click();
    await item.getByRole('radio', { name: 'Reklam veya spam' }).check();
    await item.getByRole('button', { name: 'Bildirimi gönder' }).click();
    await toast(page, 'Bildirildi');
    await expectAccessible(page, 'business page 390');
    await screenshot(page, path.join(shots, 'reviews-390.png'), { fullPage: true });

    await admin.getByRole('button', { name: 'Bildirilenler' }).click();
    const reported = admin.locator('[data-admin-review]', { hasText: title });
    await expect.poll(() => reported.locator('[data-open-report]').first().textContent()).toContain('Reklam veya spam');
    await screenshot(admin, path.join(shots, 'admin-1280.png'), { fullPage: true });
  });
});
