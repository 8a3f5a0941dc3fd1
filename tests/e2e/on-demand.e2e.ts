/**
 * A business published after the last build (decision 010), on a server of its own (it changes the data):
 * the operator imports one from the command line, and its address answers at once with its complete page,
 * status 200, rendered on demand (no pre-built file yet); the rebuild then pre-renders it, and the pre-built
 * page's main content is the on-demand one, to the byte. In Chromium the on-demand page hydrates without a
 * console error (its own CSP header carries the hashes of its inline scripts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { projectRoot, type AppServer } from '#tests/helpers/app-server.ts';
import { startServerFromTemplate } from './servers.ts';
import { launchBrowser, newPage } from './browser.ts';

let app: AppServer;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startServerFromTemplate({ LOG_LEVEL: 'warn', SMTP_URL: undefined }), launchBrowser()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
});

const NAME = 'Sonradan Açılan Ocakbaşı';
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

async function publishFromCommandLine(): Promise<number> {
  const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'on-demand-')), 'yeni.csv');
  fs.writeFileSync(
    csv,
    'name;category;subcategory;address;district;description;phone;whatsapp;email;website;priceRange;latitude;longitude\n' +
      `${NAME};Restoranlar;Ocakbaşı;Kurtuluş Mah. 64005 Sk. No:3, Seyhan/Adana;Seyhan;Közde kebap ve lahmacun.;0322 111 22 33;0532 111 22 33;iletisim@ocakbasi.test;https://ocakbasi.test;Orta;36,9950;35,3300\n`,
  );
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'import', csv], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  expect(stdout).toMatch(/İçe aktarılan: 1/);
  const found = (await (await fetch(`${app.url}/api/businesses/search?q=${encodeURIComponent(NAME)}`)).json()) as {
    id: number;
    name: string;
  }[];
  const id = found.find((b) => b.name === NAME)?.id;
  expect(id).toBeTypeOf('number');
  return id!;
}

describe('a business published after the build', () => {
  it('gets its complete page at once, the same page the rebuild then pre-renders', { timeout: 240_000 }, async () => {
    const id = await publishFromCommandLine();
    const onDemand = await fetch(`${app.url}/business/${id}`);
    expect(onDemand.status).toBe(200);
    // A function's answer (a pre-built file carries an ETag).
    expect(onDemand.headers.get('etag')).toBeNull();
    expect(onDemand.headers.get('netlify-cache-tag')).toBe(`business-${id}, category-restoranlar`);
    expect(onDemand.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const html = await onDemand.text();
    expect(html).toContain(`<h1 class="text-2xl font-bold tracking-tight text-balance text-ink sm:text-4xl">${NAME}</h1>`);
    expect(html).toContain('Rezervasyon yap'); // a restaurant's main button (src/lib/primary-action.ts)
    expect(html).toContain('Çalışma saatleri');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/business\/\d+">/);

    const page = await newPage(browser, 1280, 900, app.url);
    await page.page.goto(`/business/${id}`);
    expect(await page.page.getByRole('heading', { level: 1 }).textContent()).toBe(NAME);
    // The WhatsApp number from the CSV's whatsapp column: a link in the contact card, in a new tab.
    const whatsapp = page.page.getByRole('link', { name: /WhatsApp’tan yaz/ });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/905321112233');
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await whatsapp.textContent()).toContain('0532 111 22 33');
    // The open/closed badge is an island: its answer for a business without hours appears once hydrated.
    await expect.poll(() => page.page.locator('[data-open-status="unknown"]').count()).toBe(1);
    await page.context.close();

    // The scheduled rebuild (every 2 s here, as on every test server; every minute on Netlify) pre-renders it;
    // from then on the static file answers, with the same main content.
    let prebuilt: Response | undefined;
    await expect
      .poll(
        async () => {
          prebuilt = await fetch(`${app.url}/business/${id}`);
          return prebuilt.headers.get('etag') !== null;
        },
        { timeout: 200_000, interval: 2_000 },
      )
      .toBe(true);
    expect(mainOf(await prebuilt!.text())).toBe(mainOf(html));
  });
});
