/**
 * The owner dashboard's home, reviews tab and Düzenle, and a member's "Değerlendirmelerim" (Düzenle
 * sends only what changed: decision 033), in Chromium against the real server and SMTP mailbox: the home lists what the profile lacks and its
 * "Çalışma saatlerini girin" opens the editor, where the owner of a listing without an e-mail changes the hours
 * and sends them without being asked for one; the owner reports a review ("Bildir") and finds it under
 * "Bildirilenler"; a member sees their reviews with status and reason on /hesabim, edits one (back to
 * moderation) and deletes one. Screenshots at 390 and 1280 px under test-results/owner-dashboard; axe on each screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, hydrated, launchBrowser, presetConsent, screenshot } from './browser.ts';
import { approvedListing, insertApprovedOwner, loginByMail } from './owners-steps.ts';
import { projectRoot } from '#tests/helpers/app-server.ts';
import { openDatabase } from '#db/client.ts';
import { startServerFromTemplate, type TestServer } from './servers.ts';
import { businesses, reviews, users } from '#db/schema/index.ts';

const stamp = Date.now();
const shots = path.join(projectRoot, 'test-results', 'owner-dashboard');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CONTENT = 'Servis yavaştı ama yemekler sıcak ve lezzetliydi.';

const owner = { name: 'Selin Usta', email: `selin.${stamp}@ornek.test` };
const member = { name: 'Mert Ak', email: `mert.${stamp}@ornek.test` };
const listing = { id: 0, name: '' };
const other = { id: 0, name: '' };

let app: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // A sample restaurant stripped of e-mail, phone, photos, hours and description, owned by Selin; the member
  // wrote a published review of it and a rejected one of a café.
  const prepare = async (dataDir: string) => {
    const database = await openDatabase({ dataDir });
    try {
      const restaurant = await approvedListing(database.db, 'restoranlar', 1);
      const cafe = await approvedListing(database.db, 'kafeler', 1);
      Object.assign(listing, { id: restaurant.id, name: restaurant.name });
      Object.assign(other, { id: cafe.id, name: cafe.name });
      await database.db
        .update(businesses)
        .set({ email: null, phone: null, images: [], hours: {}, description: '' })
        .where(eq(businesses.id, restaurant.id));
      await insertApprovedOwner(database.db, owner, restaurant);
      const [m] = await database.db
        .insert(users)
        .values({ name: member.name, email: member.email, isVerified: true })
        .returning({ id: users.id });
      await database.db.insert(reviews).values([
        { businessId: restaurant.id, userId: m!.id, rating: 2, title: 'Yavaş servis', content: CONTENT, status: 'approved' },
        {
          businessId: cafe.id,
          userId: m!.id,
          rating: 1,
          title: 'Berbat',
          content: CONTENT,
          status: 'rejected',
          rejectionReason: 'Kişisel bilgi içeriyor',
        },
      ]);
    } finally {
      await database.close();
    }
  };
  [app, browser] = await Promise.all([startServerFromTemplate({}, prepare), launchBrowser()]);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  if (app) {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
});

async function open(width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: { width, height: 900 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    userAgent: CHROME,
  });
  await presetConsent(context);
  contexts.push(context);
  return context.newPage();
}

const visible = (l: { isVisible: () => Promise<boolean> }) => expect.poll(() => l.isVisible(), { timeout: 15_000 }).toBe(true);

describe('the owner dashboard and a member’s reviews', () => {
  it(
    'home shows what the profile lacks; “Çalışma saatlerini girin” → hours sent on a listing without an e-mail; Bildir',
    { timeout: 240_000 },
    async () => {
      const page = await open(390);
      await loginByMail(page, owner.email);
      await page.goto('/business-owner-dashboard');
      await hydrated(page, 'OwnerDashboard');
      const profile = page.getByRole('region', { name: 'Profilinizi tamamlayın' });
      for (const action of ['Fotoğraf ekleyin', 'Çalışma saatlerini girin', 'Telefon ekleyin', 'Açıklama yazın'])
        await visible(profile.getByRole('button', { name: action }));
      await visible(page.getByRole('region', { name: 'Bu hafta' }));
      await visible(page.getByRole('region', { name: 'Puanınız' }).getByText('Son 30 gün'));
      await screenshot(page, path.join(shots, 'home-390.png'), { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, path.join(shots, 'home-1280.png'), { fullPage: true });
      await expectAccessible(page, 'home');

      await profile.getByRole('button', { name: 'Çalışma saatlerini girin' }).click();
      await visible(page.getByRole('heading', { name: 'İşletme bilgilerini düzenle' }));
      expect(await page.getByLabel('E-posta').inputValue()).toBe('');
      await visible(page.getByText('Telefon eklemenizi öneririz', { exact: false }));
      const monday = page.getByRole('checkbox', { name: /Pazartesi/ });
      if (!(await monday.isChecked())) await monday.check();
      await page.getByLabel('Pazartesi 1. aralık açılış').fill('08:00');
      await page.getByLabel('Pazartesi 1. aralık kapanış').fill('20:00');
      await screenshot(page, path.join(shots, 'edit-hours-1280.png'), { fullPage: true });
      await page.getByRole('button', { name: 'Onaya gönder' }).click();
      await visible(page.getByText('Değişiklik gönderildi', { exact: true }).first());
      expect(await page.getByText('Geçerli bir e-posta adresi girin').count()).toBe(0);
      await visible(page.getByRole('region', { name: 'Gönderdiğiniz değişiklikler' }).getByText(/Çalışma saatleri/));

      // Reviews tab: report the member's review; it is under "Bildirilenler".
      await page.getByRole('tab', { name: 'Değerlendirmeler' }).click();
      await page.getByRole('button', { name: 'Tümü' }).click();
      const item = page.getByTestId('owner-reviews').getByRole('listitem').filter({ hasText: 'Yavaş servis' });
      await visible(item);
      await item.getByRole('button', { name: 'Bildir' }).click();
      await item.getByLabel('Yanlış veya yanıltıcı bilgi').check();
      await item.getByRole('button', { name: 'Bildirimi gönder' }).click();
      await visible(page.getByText('Değerlendirme bildirildi', { exact: true }).first());
      await page.getByRole('button', { name: 'Bildirilenler' }).click();
      await visible(page.getByTestId('owner-reviews').getByText('Bildirdiniz: Yanlış veya yanıltıcı bilgi', { exact: false }));
      await screenshot(page, path.join(shots, 'reviews-reported-1280.png'), { fullPage: true });
      await expectAccessible(page, 'reviews tab');
    },
  );

  it(
    'a member sees their reviews with status and reason on /hesabim, edits one back to moderation and deletes one',
    { timeout: 180_000 },
    async () => {
      const page = await open(390);
      await loginByMail(page, member.email);
      await page.goto('/hesabim');
      await hydrated(page, 'AccountPage');
      const mine = page.getByRole('region', { name: 'Değerlendirmelerim' });
      const live = mine.getByRole('listitem').filter({ hasText: listing.name });
      const rejected = mine.getByRole('listitem').filter({ hasText: other.name });
      await visible(live.getByText('Yayında', { exact: true }));
      await visible(rejected.getByText('Reddedilme nedeni: Kişisel bilgi içeriyor'));
      await screenshot(page, path.join(shots, 'my-reviews-390.png'), { fullPage: true });
      await expectAccessible(page, 'my reviews');

      await live.getByRole('button', { name: 'Düzenle' }).click();
      await live.getByLabel('Başlık').fill('Servis hızlandı');
      await live.getByRole('button', { name: 'Kaydet ve onaya gönder' }).click();
      await visible(page.getByText('Değerlendirmeniz güncellendi', { exact: true }).first());
      const edited = mine.getByRole('listitem').filter({ hasText: 'Servis hızlandı' });
      await visible(edited.getByText('Onay bekliyor', { exact: true }));

      await rejected.getByRole('button', { name: 'Sil' }).click();
      await rejected.getByRole('button', { name: 'Evet, sil' }).click();
      await visible(page.getByText('Değerlendirmeniz silindi', { exact: true }).first());
      await expect.poll(() => mine.getByRole('listitem').count()).toBe(1);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, path.join(shots, 'my-reviews-1280.png'), { fullPage: true });
    },
  );
});
