/**
 * Campaigns (decision 031) in Chromium against the real server and mailbox: the owner of a Temel listing posts
 * a campaign from the dashboard's "Kampanyalar" tab → an admin approves it in /admin?bolum=kampanyalar (the owner
 * is mailed) → after the rebuild it is on the business page, on /kampanyalar and as "Kampanya" on the listing's
 * card. Screenshots of each screen at 390 and 1280 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hydrated, launchBrowser, loginAsAdmin, newPage, waitForMail, screenshot } from './browser.ts';
import { insertApprovedOwner, loginByMail } from './owners-steps.ts';
import { startServerFromTemplate, type TestServer } from './servers.ts';
import { projectRoot } from '#tests/helpers/app-server.ts';
import { openDatabase } from '#db/client.ts';
import { businesses } from '#db/schema/index.ts';

const stamp = Date.now();
const owner = { name: 'Okan Usta', email: `okan.kampanya.${stamp}@ornek.test` };
const title = `Hafta içi kahve %20 indirimli ${stamp % 1000}`;
const shots = path.join(projectRoot, 'test-results', 'campaigns');

let app: TestServer;
let browser: Browser;
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
      await insertApprovedOwner(database.db, owner, { id: businessId, name: b!.name, address: 'Adana' }, { plan: 'basic' });
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

async function open(width = 1280): Promise<Page> {
  const { context, page } = await newPage(browser, width, 900, app.url);
  contexts.push(context);
  return page;
}

async function both(page: Page, name: string, locator?: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (locator) await screenshot(page.locator(locator).first(), path.join(shots, `${name}-${width}.png`));
    else await screenshot(page, path.join(shots, `${name}-${width}.png`), { fullPage: true });
  }
}

describe('campaigns', () => {
  it('owner posts → admin approves → on the business page, /kampanyalar and the card’s badge', { timeout: 900_000 }, async () => {
    const page = await open(1280);
    await loginByMail(page, owner.email);
    await page.goto('/business-owner-dashboard');
    await hydrated(page, 'OwnerDashboard');
    await page.getByRole('tab', { name: 'Kampanyalar' }).click();
    const form = page.locator('[data-campaign-form]');
    await form.getByLabel('Başlık').fill(title);
    await form.getByLabel('Metin').fill('Hafta içi her gün 09.00–12.00 arası tüm filtre kahvelerde yüzde yirmi indirim.');
    await form.getByRole('button', { name: 'Onaya gönder' }).click();
    const mine = page.locator('[data-owner-campaign]').filter({ hasText: title });
    await expect.poll(() => mine.locator('[data-campaign-status]').innerText()).toBe('Onay bekliyor');
    await both(page, 'owner-tab');

    const admin = await open(1280);
    await loginAsAdmin(admin, { email: `moderator.kampanya.${stamp}@ornek.test`, dataDir: app.dataDir });
    await admin.goto('/admin?bolum=kampanyalar');
    const row = admin.locator('[data-admin-campaign]').filter({ hasText: title });
    await expect.poll(() => row.isVisible()).toBe(true);
    await both(admin, 'admin-queue');
    await admin.setViewportSize({ width: 1280, height: 900 });
    const builds = app.buildsStarted();
    await row.getByRole('button', { name: 'Onayla' }).click();
    await expect.poll(() => admin.getByText('Kampanya onaylandı', { exact: true }).first().isVisible()).toBe(true);
    await waitForMail((m) => m.to.includes(owner.email) && m.subject.startsWith('Kampanyanız onaylandı'));
    // The approval's rebuild (a loaded machine may take longer than app.rebuilt's 240 s): the pre-built page changes.
    await expect.poll(() => app.buildsStarted() > builds, { timeout: 60_000 }).toBe(true);
    const visitor = await open(390);
    await expect
      .poll(
        async () => {
          await visitor.goto(`/business/${businessId}`);
          return visitor.locator('[data-business-campaigns]').count();
        },
        { timeout: 600_000, interval: 5_000 },
      )
      .toBe(1);
    expect(await visitor.locator('[data-business-campaigns]').innerText()).toContain(title);
    await both(visitor, 'business-page');
    await visitor.goto('/kampanyalar');
    const item = visitor.locator('[data-campaign-list] li').filter({ hasText: title });
    expect(await item.locator('[data-campaign-kind]').innerText()).toBe('Kampanya');
    expect(await item.getByRole('link', { name: 'Işık Kafe' }).getAttribute('href')).toBe(`/business/${businessId}`);
    await both(visitor, 'list');
    await visitor.goto('/category/kafeler');
    const card = visitor.locator(`article:has(a[href="/business/${businessId}"])`).first();
    expect(await card.locator('[data-campaign-badge]').innerText()).toBe('Kampanya');
    await both(visitor, 'card', `article:has(a[href="/business/${businessId}"])`);
    // Linked from the footer and the home page.
    await visitor.goto('/');
    expect(await visitor.locator('footer a[href="/kampanyalar"]').count()).toBe(1);
    expect(await visitor.locator('main a[href="/kampanyalar"]').count()).toBeGreaterThan(0);
  });
});
