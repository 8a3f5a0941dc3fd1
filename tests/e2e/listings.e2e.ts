/**
 * Businesses coming in, as people do it in Chromium against the real server and a real SMTP server:
 * the manual form on /add-business (hours, a photo, the map pin) → toast → e-mail → /verify-email → the
 * admin (after the authenticator) finds it in the queue, edits and approves it → search and the map find it;
 * a rejection e-mails the reason; several approved at once; the Google-link pre-fill; the CSV preview and
 * import as a logged-in user (into the queue); a phone-sized photo (5000×3750, over 6 MB, one of them
 * rotated by EXIF) shrunk in the browser before its upload. Accessibility (axe) and screenshots at 390 and
 * 1280 px.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  allowConsoleErrors,
  expectAccessible,
  launchBrowser,
  loginAsAdmin,
  newPage,
  requestLoginCode,
  waitForMail,
  screenshot,
} from './browser.ts';
import { projectRoot, type AppServer } from '#tests/helpers/app-server.ts';
import { startServerFromTemplate } from './servers.ts';

let browser: Browser;
let tmp: string;
let admin: { context: BrowserContext; page: Page } | undefined;
const stamp = Date.now();
const shots = path.join(projectRoot, 'test-results', 'listings');

/**
 * This file's own server (same mailbox): it approves, rejects and imports businesses, which would change
 * the counts the other browser-test files check on the shared server.
 */
let app: AppServer;

beforeAll(async () => {
  app = await startServerFromTemplate();
  browser = await launchBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-e2e-'));
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  if (app) {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
});

const verifyLinkIn = (text: string) => /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(text)?.[0];
const loginLinkIn = (text: string) => /https?:\/\/\S+\/api\/auth\/link\?token=[\w-]+/.exec(text)?.[0];

async function toast(page: Page, title: string) {
  await expect.poll(() => page.getByText(title, { exact: true }).first().isVisible()).toBe(true);
}

/** A JSON call from inside the page (same origin, the page's cookies). */
function call(page: Page, url: string, method = 'GET', body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const res = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => ({})) };
    },
    { url, method, body },
  );
}

/** Opens /add-business and waits for its island to hydrate. */
async function openAddBusiness(page: Page, query = '') {
  await page.goto(`/add-business${query}`);
  await page.waitForFunction(() => {
    const island = document.querySelector('astro-island[component-url*="AddBusiness"]');
    return island !== null && !island.hasAttribute('ssr');
  });
}

/** Chooses a tab of /add-business, again until the island has hydrated and answers. */
async function chooseTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect
    .poll(async () => {
      await tab.click();
      return tab.getAttribute('aria-selected');
    })
    .toBe('true');
}

/** A business submitted through the API and verified through its e-mailed link (for the queue tests). */
async function submitAndVerify(page: Page, name: string, email: string): Promise<number> {
  const res = await call(page, '/api/businesses', 'POST', {
    name,
    category: 'kafeler',
    district: 'cukurova',
    address: 'Turgut Özal Bulvarı No: 12, Çukurova',
    email,
    submitterName: 'Zeynep Ak',
    website2: '',
  });
  expect(res.status).toBe(201);
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'İşletme kaydınızı doğrulayın'); // one per address; no names in it
  await page.goto(verifyLinkIn(mail.text)!);
  await expect.poll(() => page.getByRole('heading', { name: 'E-posta adresiniz doğrulandı' }).isVisible()).toBe(true);
  return (res.body.business as { id: number }).id;
}

async function login(page: Page, email: string, signupName?: string) {
  await requestLoginCode(page, email, signupName);
  const mail = await waitForMail((m) => m.to.includes(email) && /giriş/i.test(m.subject));
  await page.goto(loginLinkIn(mail.text)!);
}

/** An admin made from the command line, logged in, with the authenticator enrolled: on /admin. */
async function adminPage(): Promise<Page> {
  if (admin) return admin.page;
  admin = await newPage(browser, 1280, 900, app.url);
  const { page } = admin;
  await loginAsAdmin(page, { email: `moderator.${stamp}@ornek.test`, dataDir: app.dataDir });
  return page;
}

/** Opens a business of the queue's tab in the admin's detail view. */
async function openInQueue(page: Page, tab: string, search: string, name = search) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Ara', { exact: true }).fill(search);
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await page.getByRole('button', { name: `${name} başvurusunu incele` }).click();
  await expect.poll(() => page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
}

/** True when the page did not scroll between two frames (a smooth scroll has come to rest). */
function scrolledToRest(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
}

/** Windows-1254 bytes of Turkish text (what Turkish Excel saves). */
function cp1254(text: string): Buffer {
  const map: Record<string, number> = {
    ç: 0xe7,
    ğ: 0xf0,
    ı: 0xfd,
    ö: 0xf6,
    ş: 0xfe,
    ü: 0xfc,
    Ç: 0xc7,
    Ğ: 0xd0,
    İ: 0xdd,
    Ö: 0xd6,
    Ş: 0xde,
    Ü: 0xdc,
  };
  return Buffer.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
}

describe('adding a business', () => {
  const name = `Halil Usta Kebapçısı ${stamp}`;
  const email = `halil.${stamp}@ornek.test`;

  it('the manual form with hours, a photo and a pin → e-mail → /verify-email', { timeout: 120_000 }, async () => {
    const photo = path.join(tmp, 'vitrin.png');
    await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 190, g: 80, b: 40 } } })
      .png()
      .toFile(photo);
    const { context, page } = await newPage(browser, 1280, 900, app.url);
    await openAddBusiness(page);
    await expect.poll(() => page.getByRole('tab', { name: 'Elle giriş' }).getAttribute('aria-selected')).toBe('true');

    // The tabs answer the arrow keys.
    await page.getByRole('tab', { name: 'Elle giriş' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Google’dan içe aktar' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('tab', { name: 'Elle giriş' }).getAttribute('aria-selected')).toBe('true');

    // An empty submission: the error summary takes the focus; fields are marked.
    await page.getByRole('button', { name: 'İşletmeyi gönder' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await expect.poll(() => page.getByRole('alert').getByText('İşletme adı gereklidir', { exact: false }).isVisible()).toBe(true);
    expect(await page.locator('#ab-name').getAttribute('aria-invalid')).toBe('true');

    const form = page.locator('#ab-panel-manual');
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await box('İşletme adı').fill(name);
    await form.getByRole('combobox', { name: 'Kategori', exact: true }).selectOption('restoranlar');
    await box('Alt kategori').fill('Kebapçı');
    await form.getByRole('combobox', { name: 'İlçe', exact: true }).selectOption('seyhan');
    await form.getByRole('combobox', { name: 'Fiyat aralığı', exact: true }).selectOption('Ucuz');
    await box('Adres').fill('Reşatbey Mah. Atatürk Cad. No: 5, Seyhan');
    await box('Açıklama').fill('Odun ateşinde Adana kebap. <script>alert(1)</script>');
    await box('İletişim kişisi').fill('Halil Yılmaz');
    await box('E-posta').fill(email);
    // A foreign number is refused with the shared schema's message, before any request.
    await box('Telefon').fill('+1 212 555 0100');
    await page.getByRole('button', { name: 'İşletmeyi gönder' }).click();
    await expect.poll(() => box('Telefon').getAttribute('aria-invalid')).toBe('true');
    await box('Telefon').fill('0532 111 22 33');
    await box('Web sitesi').fill('www.halilusta.com.tr');

    // Hours: nothing filled in at first, no browser time picker (24-hour text fields, never AM/PM); Monday
    // 11:00–23:00 typed as people type ("11", "2300") copied to every day, then Sunday closed.
    expect(await page.getByRole('checkbox', { name: /^(Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar) \(/ }).count()).toBe(7);
    expect(await page.locator('#ab-hours input:checked').count()).toBe(0);
    await page.getByLabel(/^Pazartesi \((Açık|Kapalı)\)$/).check();
    expect(await page.locator('input[type="time"]').count()).toBe(0);
    await page.getByLabel('Pazartesi 1. aralık açılış').fill('11');
    await page.getByLabel('Pazartesi 1. aralık kapanış').fill('2300');
    await page.getByLabel('Pazartesi 1. aralık kapanış').blur();
    await expect.poll(() => page.getByLabel('Pazartesi 1. aralık açılış').inputValue()).toBe('11:00');
    expect(await page.getByLabel('Pazartesi 1. aralık kapanış').inputValue()).toBe('23:00');
    await page.getByLabel('Pazartesi 1. aralık açılış').fill('11:00');
    await page.getByLabel('Pazartesi 1. aralık kapanış').fill('23:00');
    await page.getByRole('button', { name: 'Tüm günlere kopyala (Pazartesi)' }).click();
    await expect.poll(() => page.getByLabel('Cumartesi 1. aralık açılış').inputValue()).toBe('11:00');
    await page.getByLabel(/^Pazar \((Açık|Kapalı)\)$/).uncheck();

    // A photo: uploaded with progress, shown first as the main image.
    await page.locator('#ab-photos').setInputFiles(photo);
    await expect.poll(() => page.getByText('Ana görsel', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Yükleniyor… %/).count()).toBe(0);
    await expect.poll(() => page.getByRole('img', { name: 'Fotoğraf 1' }).isVisible()).toBe(true);
    // A file that is not a photo gets its own message and can be removed.
    const notPhoto = path.join(tmp, 'notlar.txt');
    fs.writeFileSync(notPhoto, 'bu bir fotoğraf değil');
    await page.locator('#ab-photos').setInputFiles(notPhoto);
    await expect.poll(() => page.getByText('Yalnızca JPEG, PNG veya WebP fotoğraf yükleyebilirsiniz.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Kaldır: Fotoğraf 2' }).click();
    await expect.poll(() => page.getByText('1 / 8 fotoğraf').isVisible()).toBe(true);

    // The pin: a click on the map places it; the typed fields are the keyboard way; "Pini kaldır" clears.
    await page.getByRole('button', { name: 'Konumu haritada seç' }).click();
    const canvas = page.locator('#ab-map canvas');
    await expect.poll(() => canvas.isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByText('Harita yükleniyor...').isVisible(), { timeout: 30_000 }).toBe(false);
    await canvas.click();
    await expect.poll(() => box('Enlem').inputValue()).toMatch(/^3[67]\.\d+$/);
    await page.getByRole('button', { name: 'Pini kaldır' }).click();
    expect(await box('Enlem').inputValue()).toBe('');
    await box('Enlem').fill('36,9915');
    await box('Boylam').fill('35,3243');
    await expect.poll(() => page.getByText('Pin yerleştirildi: 36,9915, 35,3243').isVisible()).toBe(true);
    await expectAccessible(page, '/add-business filled');
    await screenshot(page, path.join(shots, 'add-business-filled-1280.png'), { fullPage: true });

    await page.getByRole('button', { name: 'İşletmeyi gönder' }).click();
    await toast(page, 'E-posta doğrulaması gerekli');
    await expect.poll(() => page.getByRole('heading', { name: 'E-postanızı kontrol edin' }).isVisible()).toBe(true);

    const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'İşletme kaydınızı doğrulayın'); // one per address; no names in it
    const link = verifyLinkIn(mail.text);
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect.poll(() => page.getByRole('heading', { name: 'E-posta adresiniz doğrulandı' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1–3 iş günü', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('spam', { exact: false }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expectAccessible(page, '/verify-email verified');
    await screenshot(page, path.join(shots, 'verify-email-verified-1280.png'), { fullPage: true });

    // The link confirms once; opened again it says so and that the business is in review (decision 018),
    // never 'Doğrulama başarısız' or 'Yeniden başvur'.
    await page.goto(link!);
    await expect.poll(() => page.getByRole('heading', { name: 'E-posta adresiniz zaten doğrulandı' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('İşletmeniz inceleniyor', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText(`Başvuru: ${name}`).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Doğrulama başarısız' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Yeniden başvur' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expectAccessible(page, '/verify-email opened again');
    await screenshot(page, path.join(shots, 'verify-email-again-1280.png'), { fullPage: true });
    await page.goto('/verify-email');
    await expect.poll(() => page.getByRole('heading', { name: 'Geçersiz doğrulama bağlantısı' }).isVisible()).toBe(true);
    await context.close();
  });

  it('the admin finds it in the queue, edits it and approves it → search and the map find it', { timeout: 120_000 }, async () => {
    const page = await adminPage();
    await openInQueue(page, 'Onay bekleyenler', name);
    // Everything submitted is shown, the description as text.
    await expect.poll(() => page.getByText('Odun ateşinde Adana kebap. <script>alert(1)</script>').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: `${name} – fotoğraf 1` }).isVisible()).toBe(true);
    const hours = page.locator('table').filter({ hasText: 'Pazartesi' });
    await expect.poll(() => hours.getByRole('row', { name: /Pazar\s+Kapalı/ }).isVisible()).toBe(true);
    await expect.poll(() => hours.getByRole('row', { name: /Pazartesi\s+11:00/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('36.991500, 35.324300').isVisible()).toBe(true);
    await expectAccessible(page, 'admin detail');
    await screenshot(page, path.join(shots, 'admin-detail-1280.png'), { fullPage: true });

    await page.getByRole('button', { name: 'Düzenle' }).click();
    await page.getByLabel('Alt kategori').fill('Ocakbaşı');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast(page, 'Değişiklikler kaydedildi');
    await expect.poll(() => page.getByText('Ocakbaşı', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Onayla', exact: true }).click();
    await toast(page, 'İşletme onaylandı');
    await expect.poll(() => page.getByRole('tab', { name: 'Onay bekleyenler' }).isVisible()).toBe(true);
    await expectAccessible(page, 'admin queue');
    await screenshot(page, path.join(shots, 'admin-queue-1280.png'), { fullPage: true });

    const found = await call(page, `/api/businesses/search?q=${encodeURIComponent(name)}`);
    expect(found.status).toBe(200);
    const items = (Array.isArray(found.body) ? found.body : ((found.body as { items?: unknown[] }).items ?? [])) as {
      id: number;
      name: string;
      subcategory: string;
    }[];
    const hit = items.find((b) => b.name === name);
    expect(hit?.subcategory).toBe('Ocakbaşı');

    const map = await call(page, `/api/map?bbox=35.30,36.98,35.35,37.00&zoom=16&q=${encodeURIComponent(name)}`);
    expect(map.status).toBe(200);
    expect((map.body.businesses as { id: number }[]).map((b) => b.id)).toContain(hit!.id);
  });

  it('a rejection e-mails the reason; several are approved at once', { timeout: 120_000 }, async () => {
    const page = await adminPage();
    const submitter = await newPage(browser, 1280, 900, app.url);
    await submitter.page.goto('/');
    const rejectName = `Reddedilecek Kafe ${stamp}`;
    const rejectEmail = `red.${stamp}@ornek.test`;
    await submitAndVerify(submitter.page, rejectName, rejectEmail);
    const first = `Toplu Kafe Bir ${stamp}`;
    const bulk = [`Toplu Kafe İki ${stamp}`, `Toplu Kafe Üç ${stamp}`];
    const firstId = await submitAndVerify(submitter.page, first, `toplu.ilk.${stamp}@ornek.test`);
    const bulkIds = [];
    for (const [i, n] of bulk.entries()) bulkIds.push(await submitAndVerify(submitter.page, n, `toplu${i}.${stamp}@ornek.test`));
    await submitter.context.close();

    await page.goto('/admin?bolum=basvurular');
    await openInQueue(page, 'Onay bekleyenler', rejectName);
    await page.getByRole('button', { name: 'Reddet', exact: true }).click();
    await page.getByRole('button', { name: 'Reddet ve e-posta gönder' }).click();
    await expect.poll(() => page.getByText('Lütfen ret gerekçesini yazın.').isVisible()).toBe(true);
    const reason = 'Adres ve fotoğraflar işletmeyle uyuşmuyor; lütfen güncel bilgilerle yeniden başvurun.';
    await page.getByLabel('Ret gerekçesi').fill(reason);
    await page.getByRole('button', { name: 'Reddet ve e-posta gönder' }).click();
    await toast(page, 'Başvuru reddedildi');
    const mail = await waitForMail((m) => m.to.includes(rejectEmail) && m.subject.includes('hakkında'));
    expect(mail.text).toContain(reason);
    await openInQueue(page, 'Reddedilenler', rejectName);
    await expect.poll(() => page.getByText(reason).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Listeye dön' }).click();

    // "Onayla ve sonraki": the first of the filtered queue is approved and the next one opens.
    await openInQueue(page, 'Onay bekleyenler', 'Toplu Kafe', first);
    await page.getByRole('button', { name: 'Onayla ve sonraki' }).click();
    await toast(page, 'İşletme onaylandı');
    await expect.poll(() => page.getByRole('heading', { name: bulk[0], level: 2 }).isVisible()).toBe(true);
    expect((await call(page, `/api/businesses/${firstId}`)).status).toBe(200);
    await page.getByRole('button', { name: 'Listeye dön' }).click();

    await page.getByRole('tab', { name: 'Onay bekleyenler' }).click();
    await page.getByLabel('Ara', { exact: true }).fill(`Toplu Kafe`);
    await page.getByRole('button', { name: 'Filtrele' }).click();
    for (const n of bulk) await page.getByRole('checkbox', { name: `${n} başvurusunu seç` }).check();
    // Bulk approval asks first, naming the count; the menu's count follows the decision.
    const menuCount = async () => Number((await page.locator('[data-menu-count="basvurular"]').innerText()).replace(/\D/g, ''));
    await expect.poll(menuCount).toBeGreaterThanOrEqual(2);
    const waiting = await menuCount();
    await page.getByRole('button', { name: 'Seçilenleri onayla (2)' }).click();
    await expect.poll(() => page.getByRole('alertdialog', { name: '2 işletmeyi onayla?' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Evet, 2 işletmeyi onayla' }).click();
    await toast(page, '2 işletme onaylandı');
    await expect.poll(async () => ((await page.locator('[data-menu-count="basvurular"]').count()) ? menuCount() : 0)).toBe(waiting - 2);
    for (const id of bulkIds) expect((await call(page, `/api/businesses/${id}`)).status).toBe(200);
  });

  it('a Google Maps link pre-fills the manual form', async () => {
    const { context, page } = await newPage(browser, 390, 844, app.url);
    await openAddBusiness(page);
    await chooseTab(page, 'Google’dan içe aktar');
    await page.getByRole('button', { name: 'Bilgileri aktar' }).click();
    await expect.poll(() => page.getByText('Lütfen geçerli bir Google işletme bağlantısı girin').first().isVisible()).toBe(true);

    // The server refuses a short link (400), which Chromium logs.
    allowConsoleErrors(page, /status of 400 .*\/api\/businesses\/import-google\)$/);
    await page.getByLabel('Google Haritalar bağlantısı').fill('https://maps.app.goo.gl/abcdEFGH1234');
    await page.getByRole('button', { name: 'Bilgileri aktar' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Kısa bağlantılar' }).isVisible()).toBe(true);

    const url =
      'https://www.google.com/maps/place/Meshur+Adanal%C4%B1+Kebap/@36.9881,35.3292,17z/data=!3m1!4b1!4m6!3m5!1s0x15288f1a2b3c4d5e:0x1a2b3c4d5e6f7a8b!8m2!3d36.9879!4d35.3301!16s%2Fg%2F11abc';
    await page.getByLabel('Google Haritalar bağlantısı').fill(url);
    await page.getByRole('button', { name: 'Bilgileri aktar' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Elle giriş' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator('#ab-name').inputValue()).toBe('Meshur Adanalı Kebap');
    expect(await page.locator('#ab-latitude').inputValue()).toMatch(/^36\.98/);
    expect(await page.locator('#ab-longitude').inputValue()).toMatch(/^35\.3/);
    await context.close();
  });

  it('CSV: login required, preview of 5 rows, import as a user goes to the queue', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, 1280, 900, app.url);
    await page.goto('/add-business?sekme=csv');
    await expect.poll(() => page.getByText('Dosyadan toplu içe aktarma için giriş yapmalısınız.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Giriş yap', exact: true }).last().getAttribute('href')).toMatch(
      /^\/login\?next=%2Fadd-business/,
    );

    await login(page, `csv.${stamp}@ornek.test`, 'Cem Sever');
    await openAddBusiness(page, '?sekme=csv');
    await expect.poll(() => page.getByRole('tab', { name: 'Dosyadan içe aktar' }).getAttribute('aria-selected')).toBe('true');

    // Not a CSV file.
    const png = path.join(tmp, 'liste.png');
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toFile(png);
    await page.getByLabel('CSV dosyası').setInputFiles(png);
    await expect.poll(() => page.getByText('Lütfen geçerli bir CSV dosyası seçin').first().isVisible()).toBe(true);

    // Seven rows, `;`, Windows-1254, a quoted field with the delimiter: 5 previewed, '... ve 2 satır daha'.
    const names = Array.from({ length: 7 }, (_, i) => `Şirin Çay Ocağı ${i + 1} ${stamp}`);
    const lines = [
      'name;category;address;district;phone;priceRange',
      ...names.map((n, i) => `${n};Kafeler;"Kuruköprü Mah. ${i + 1}. Sok.; No: ${i + 3}";Seyhan;0322 456 01 0${i};Ucuz`),
    ];
    const file = path.join(tmp, 'isletmeler.csv');
    fs.writeFileSync(file, cp1254(lines.join('\r\n') + '\r\n'));
    await page.getByLabel('CSV dosyası').setInputFiles(file);
    await expect.poll(() => page.getByRole('heading', { name: 'Önizleme (ilk 5 satır)' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('... ve 2 satır daha').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: names[0] }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: 'Kuruköprü Mah. 1. Sok.; No: 3' }).isVisible()).toBe(true);
    expect(await page.getByRole('cell', { name: names[5] }).count()).toBe(0);
    // Rows carry their line in the file (the header is line 1).
    expect(await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).toBe('2');
    await expect.poll(() => page.getByText('Standart şablon').isVisible()).toBe(true);
    await screenshot(page, path.join(shots, 'csv-preview-1280.png'), { fullPage: true });

    await page.getByRole('button', { name: 'İçe aktar' }).click();
    await expect.poll(() => page.getByText('7 işletme eklendi, 0 satır atlandı.').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Eklenen işletmeler yönetici onayından sonra yayınlanacak.').isVisible()).toBe(true);
    await context.close();

    // Not public; in the admin's queue.
    const adminView = await adminPage();
    const queue = await call(adminView, `/api/admin/businesses?status=pending&q=${encodeURIComponent(`Şirin Çay Ocağı 1 ${stamp}`)}`);
    expect(queue.status).toBe(200);
    expect(JSON.stringify(queue.body)).toContain(names[0]);
  });

  it(
    "an admin's CSV: the summary grouped by reason; a row without a decidable category is chosen in the queue",
    { timeout: 120_000 },
    async () => {
      const page = await adminPage();
      const cafe = `Yönetici Kafesi ${stamp}`;
      const notary = `Seyhan Noterliği ${stamp}`;
      const rows = [
        'name,category,address,district,phone',
        `${cafe},Kafeler,Kuruköprü Mah. 3. Sok. No: 4,Seyhan,0322 12`,
        `${notary},Noter,Reşatbey Mah. 5. Sok. No: 9,Seyhan,`,
        `Uzak Kafe ${stamp},Kafeler,Atatürk Cd. No: 1,Beşiktaş,`,
        `Uzak Kafe İki ${stamp},Kafeler,Atatürk Cd. No: 2,Beşiktaş,`,
        // for "did you mean" below: one letter from "matbaa" (a printer), which the sample data has none of
        `Matbah Osmanlı Mutfağı,Restoranlar,Kurtuluş Mah. 64. Sok. No: 3,Seyhan,`,
      ];
      const file = path.join(tmp, 'yonetici.csv');
      fs.writeFileSync(file, rows.join('\r\n') + '\r\n');
      await openAddBusiness(page, '?sekme=csv');
      await expect.poll(() => page.getByRole('tab', { name: 'Dosyadan içe aktar' }).getAttribute('aria-selected')).toBe('true');
      // the round trip's export is offered to admins
      expect(await page.getByRole('link', { name: 'Tüm işletmeleri CSV olarak indir' }).getAttribute('href')).toBe(
        '/api/admin/export/businesses',
      );
      await page.getByLabel('CSV ya da OpenStreetMap dosyası').setInputFiles(file);
      await expect.poll(() => page.getByRole('heading', { name: 'Önizleme (ilk 5 satır)' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'İçe aktar' }).click();
      await expect
        .poll(
          () =>
            page
              .getByRole('heading', { name: 'İçe aktarma tamamlandı' })
              .isVisible()
              .catch(() => false),
          { timeout: 20_000 },
        )
        .toBe(true);
      await expect.poll(() => page.getByText('2 işletme eklendi, 2 satır atlandı.').first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText('1 satır kategori seçilmek üzere onay kuyruğuna gönderildi.').isVisible()).toBe(true);
      await expect.poll(() => page.getByText('2 ×', { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Satırları göster (2)').first().isVisible()).toBe(true);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await expectAccessible(page, `csv summary @${width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, path.join(shots, `csv-admin-summary-${width}.png`), { fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // Not public; in the queue marked "Kategori seçilmeli", approved only with a category chosen.
      await page.goto('/admin?bolum=basvurular');
      await expect.poll(() => page.getByRole('tab', { name: 'Onay bekleyenler' }).isVisible()).toBe(true);
      await page.getByLabel('Ara', { exact: true }).fill(notary);
      await page.getByRole('button', { name: 'Filtrele' }).click();
      const choice = page.getByRole('form', { name: `Kategori seçilmeli: ${notary}` });
      await expect.poll(() => choice.isVisible()).toBe(true);
      await expect
        .poll(() => page.locator('li', { hasText: notary }).getByText('Kategori seçilmeli', { exact: true }).first().isVisible())
        .toBe(true);
      expect(await page.getByRole('checkbox', { name: `${notary} başvurusunu seç` }).count()).toBe(0);
      await choice.getByRole('button', { name: 'Kategoriyi kaydet ve onayla' }).click();
      await expect.poll(() => choice.getByText('Lütfen bir kategori seçin.').isVisible()).toBe(true);
      await expectAccessible(page, 'queue with a category to choose');
      await screenshot(page, path.join(shots, 'admin-category-to-choose-1280.png'), { fullPage: true });
      const before = await call(page, `/api/businesses/search?q=${encodeURIComponent(notary)}`);
      expect(before.body).toEqual([]);
      await choice.getByLabel('Kategori').selectOption('alisveris');
      await choice.getByRole('button', { name: 'Kategoriyi kaydet ve onayla' }).click();
      await toast(page, 'İşletme onaylandı');
      // another address than the first search (the browser may keep that answer for its 30 s of cache)
      const found = await call(page, `/api/businesses/search?q=${encodeURIComponent(notary)}&limit=5`);
      expect((found.body as unknown as { name: string; categorySlug: string }[]).map((b) => [b.name, b.categorySlug])).toEqual([
        [notary, 'alisveris'],
      ]);
    },
  );

  it(
    "an admin's OpenStreetMap file (PD23): imported from the file tab, found by search, its page credits OpenStreetMap",
    { timeout: 120_000 },
    async () => {
      const page = await adminPage();
      const name = `Kuruköprü Dürüm ${stamp}`;
      const osm = {
        version: 0.6,
        elements: [
          {
            type: 'node',
            id: 900_000_001,
            lat: 36.9912,
            lon: 35.3301,
            tags: { amenity: 'fast_food', cuisine: 'kebab', name, 'addr:neighbourhood': 'Kuruköprü', opening_hours: 'Mo-Sa 10:00-22:00' },
          },
          { type: 'node', id: 900_000_002, lat: 36.9913, lon: 35.3302, tags: { amenity: 'bench' } },
        ],
      };
      const file = path.join(tmp, 'adana-overpass.json');
      fs.writeFileSync(file, JSON.stringify(osm));
      await openAddBusiness(page, '?sekme=csv');
      await expect.poll(() => page.getByRole('tab', { name: 'Dosyadan içe aktar' }).getAttribute('aria-selected')).toBe('true');
      await page.getByLabel('CSV ya da OpenStreetMap dosyası').setInputFiles(file);
      await expect.poll(() => page.getByText('Algılanan biçim: OpenStreetMap (Overpass JSON)').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'İçe aktar' }).click();
      const done = page.getByRole('heading', { name: 'İçe aktarma tamamlandı' });
      const refused = page.locator('[role="alert"]');
      await expect
        .poll(async () => (await done.isVisible().catch(() => false)) || (await refused.count()) > 0, { timeout: 20_000 })
        .toBe(true);
      expect(await refused.allTextContents()).toEqual([]);
      await expect.poll(() => page.getByText('1 işletme eklendi, 0 satır atlandı.').first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/^Veriler © OpenStreetMap katkıda bulunanlar/).isVisible()).toBe(true);
      await expectAccessible(page, 'osm import summary');
      await screenshot(page, path.join(shots, 'osm-admin-summary-1280.png'), { fullPage: true });

      const found = await call(page, `/api/businesses/search?q=${encodeURIComponent(name)}&limit=5`);
      const [hit] = found.body as unknown as { id: number; name: string; osmId?: string }[];
      expect(hit?.name).toBe(name);
      await page.goto(`/business/${hit!.id}`);
      const credit = page.getByRole('link', { name: '© OpenStreetMap katkıda bulunanlar' });
      await expect.poll(() => credit.isVisible()).toBe(true);
      expect(await credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
      expect(await page.getByRole('link', { name: 'OpenStreetMap', exact: true }).getAttribute('href')).toBe(
        'https://www.openstreetmap.org/node/900000001',
      );
      await expectAccessible(page, 'osm business page');
    },
  );

  it(
    'did you mean: a word of another kind of place finds nothing and offers the near word as a link (390 and 1280 px)',
    { timeout: 120_000 },
    async () => {
      for (const width of [390, 1280]) {
        const { context, page } = await newPage(browser, width, width < 600 ? 844 : 900, app.url);
        await page.goto('/search?q=matbaa');
        const status = page.locator('#search-results-heading + [role="status"]');
        await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/sonuç bulundu$/);
        const results = page.locator('section[aria-labelledby="search-results-heading"] article');
        expect(await results.count()).toBe(0); // never the restaurant as a result
        const line = page.getByTestId('did-you-mean');
        await expect.poll(() => line.textContent()).toBe('Bunu mu demek istediniz: matbah?');
        const link = line.getByRole('link', { name: 'matbah' });
        expect(await link.getAttribute('href')).toBe('/search?q=matbah');
        await expectAccessible(page, `did you mean @${width}`);
        await screenshot(page, path.join(shots, `did-you-mean-${width}.png`), { fullPage: true });
        await link.click();
        await expect.poll(() => new URL(page.url()).search).toBe('?q=matbah');
        await expect.poll(() => results.filter({ hasText: 'Matbah Osmanlı Mutfağı' }).count(), { timeout: 15_000 }).toBe(1);
        expect(await page.getByTestId('did-you-mean').count()).toBe(0);
        await page.goBack();
        await expect.poll(() => page.getByTestId('did-you-mean').isVisible()).toBe(true);
        await context.close();
      }
    },
  );

  for (const width of [390, 1280]) {
    it(`/add-business and /verify-email pass axe at ${width} px (screenshots in test-results/listings)`, { timeout: 120_000 }, async () => {
      const { context, page } = await newPage(browser, width, width < 600 ? 844 : 900);
      await openAddBusiness(page);
      await expect.poll(() => page.locator('#ab-name').isVisible()).toBe(true);
      await expectAccessible(page, `/add-business @${width}`);
      await screenshot(page, path.join(shots, `add-business-${width}.png`), { fullPage: true });
      // With errors shown.
      await page.getByRole('button', { name: 'İşletmeyi gönder' }).click();
      await expect.poll(() => page.getByText('Lütfen aşağıdaki alanları düzeltin:').isVisible()).toBe(true);
      // The summary takes the focus and the page scrolls to it (smoothly): check it where it comes to rest,
      // not half under the sticky header.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
      await expect.poll(() => scrolledToRest(page)).toBe(true);
      await expectAccessible(page, `/add-business errors @${width}`);
      for (const tab of ['Google’dan içe aktar', 'Dosyadan içe aktar']) {
        await chooseTab(page, tab);
        await expectAccessible(page, `/add-business ${tab} @${width}`);
      }
      await screenshot(page, path.join(shots, `add-business-csv-${width}.png`), { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.goto('/verify-email');
      await expect.poll(() => page.getByRole('heading', { name: 'Geçersiz doğrulama bağlantısı' }).isVisible()).toBe(true);
      await expectAccessible(page, `/verify-email @${width}`);
      await screenshot(page, path.join(shots, `verify-email-none-${width}.png`), { fullPage: true });
      allowConsoleErrors(page, /status of 400 .*\/api\/verify-email\)$/); // the unknown token, refused
      await page.goto('/verify-email?token=bilinmeyen-baglanti-1234567890');
      await expect.poll(() => page.getByRole('heading', { name: 'Doğrulama başarısız' }).isVisible()).toBe(true);
      await expectAccessible(page, `/verify-email failed @${width}`);
      await screenshot(page, path.join(shots, `verify-email-failed-${width}.png`), { fullPage: true });
      await context.close();
    });
  }
});

describe('a large photo is shrunk in the browser before its upload', () => {
  /** JPEG noise at 5000×3750: it barely compresses, so the file is over Netlify's 6 MB body limit. */
  async function noisePhoto(file: string, orientation?: number): Promise<number> {
    const [width, height] = [5000, 3750];
    let image = sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
    if (orientation) image = image.withMetadata({ orientation });
    await image.jpeg({ quality: 60 }).toFile(file);
    return fs.statSync(file).size;
  }

  /** Chooses a photo and waits for its upload: the bytes the browser sent, the file in the form, the answer. */
  async function uploadThroughForm(page: Page, file: string) {
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/uploads'), { timeout: 60_000 });
    await page.locator('#ab-photos').setInputFiles(file);
    const res = await answered;
    // Chromium keeps a file body out of the protocol's post data: its size on the wire is the Content-Length
    // the browser sent, and the file inside the form is read where the page sends it (the script below).
    const headers = await res.request().allHeaders();
    const files = await page.evaluate(() => (window as unknown as { sentFiles: { name: string; type: string; size: number }[] }).sentFiles);
    return {
      status: res.status(),
      bytes: Number(headers['content-length']),
      file: files.at(-1)!,
      body: (await res.json()) as { width?: number; height?: number },
    };
  }

  it('a 5000×3750 photo of over 6 MB leaves the browser under 6 MB, keeps its name and EXIF rotation', { timeout: 120_000 }, async () => {
    const LIMIT = 6 * 1024 * 1024;
    const wide = path.join(tmp, 'telefon-fotografi.jpg');
    const turned = path.join(tmp, 'dik-cekilmis.jpg');
    expect(await noisePhoto(wide)).toBeGreaterThan(LIMIT);
    // EXIF orientation 6: stored landscape, shown (and to be stored) portrait.
    expect(await noisePhoto(turned, 6)).toBeGreaterThan(LIMIT);
    expect(fs.statSync(wide).size).toBeLessThanOrEqual(10 * 1024 * 1024);

    const { context, page } = await newPage(browser, 1280, 900, app.url);
    try {
      await page.addInitScript(() => {
        const files: { name: string; type: string; size: number }[] = [];
        (window as unknown as { sentFiles: typeof files }).sentFiles = files;
        const send = XMLHttpRequest.prototype.send;
        XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
          const file = body instanceof FormData ? body.get('file') : null;
          if (file instanceof File) files.push({ name: file.name, type: file.type, size: file.size });
          return send.call(this, body);
        };
      });
      await openAddBusiness(page);

      const first = await uploadThroughForm(page, wide);
      expect(first.status).toBe(201);
      expect(first.bytes).toBeGreaterThan(100_000);
      expect(first.bytes).toBeLessThan(LIMIT);
      expect(first.file).toMatchObject({ name: 'telefon-fotografi.jpg', type: 'image/jpeg' });
      expect(first.file.size).toBeLessThan(first.bytes);
      // The server's own 1600 px rendition of the 2400×1800 photo the browser sent.
      expect(first.body).toMatchObject({ width: 1600, height: 1200 });
      await expect.poll(() => page.getByText(/Yükleniyor… %/).count()).toBe(0);
      const preview = page.getByRole('img', { name: 'Fotoğraf 1' });
      await expect.poll(() => preview.isVisible()).toBe(true);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect.poll(() => page.getByText('Ana görsel', { exact: true }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: /Yüklenemedi|MB/ })
          .count(),
      ).toBe(0);

      // A photo turned by EXIF: drawn upright before shrinking, so the server stores it portrait.
      const second = await uploadThroughForm(page, turned);
      expect(second.status).toBe(201);
      expect(second.bytes).toBeLessThan(LIMIT);
      expect(second.file).toMatchObject({ name: 'dik-cekilmis.jpg', type: 'image/jpeg' });
      expect(second.body).toMatchObject({ width: 1200, height: 1600 });
      await expect.poll(() => page.getByRole('img', { name: 'Fotoğraf 2' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('2 / 8 fotoğraf').isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/Yükleniyor… %/).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
