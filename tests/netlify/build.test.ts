/**
 * `npm run build` as Netlify runs it (made once per run by tests/netlify/deploy.ts: netlify.toml's build
 * command in the checkout, with Netlify's environment, DATABASE_URL reached through the Neon driver, against a
 * fresh PostgreSQL database the build fills), which writes every page into ./dist and the on-demand renderer
 * into ./dist-server, as on Netlify. Checked: the page types exist with their content, and each page's own
 * Content-Security-Policy allows no inline script but by hash.
 *
 * Then the deployed shape of the business pages on demand (decision 010): functions/business-page.ts
 * bundled by Netlify's bundler after that build, with netlify.toml's `included_files`, unzipped outside the
 * repository and run from the zip (working directory the unzipped bundle, as /var/task on Netlify): a
 * business approved after the build gets its complete page, unknown ids get 'İşletme bulunamadı' with 404;
 * and functions/list-page.ts likewise (decision 026): a /businesses page past the build's head gets the page
 * the build would write, with the same script hashes in its policy, an unknown category 'Kategori bulunamadı'.
 * Needs TEST_DATABASE_URL (CI always sets it). The deploy's teardown removes the build's ./dist and ./dist-server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'smol-toml';
import type { FunctionResult } from '@netlify/zip-it-and-ship-it';
import { makeBusiness, makeCategory, makeDistrict, makeUser, useTestEnv } from '#tests/helpers/factories.ts';
import { sampleBusinesses } from '#db/seed/sample-businesses.ts';
import { openDatabase, type Database } from '#db/client.ts';
import { approveBusiness } from '#features/listings/moderation.ts';
import {
  bundleRequest,
  header,
  invokeBundles,
  MAX_BUNDLE_BYTES,
  megabytes,
  netlifyEnv,
  ROOT,
  unzipBundle,
  type Answer,
} from './bundles.ts';
import { parseCsp, scriptSources } from './csp.ts';

it("keeps Astro's incremental-build cache in Netlify's build cache", async () => {
  const toml = parse(await fs.readFile(path.join(ROOT, 'netlify.toml'), 'utf8')) as {
    build: { environment: Record<string, string> };
    plugins: { package: string; inputs?: { paths?: string[] } }[];
  };
  const cacheDir = toml.build.environment.ASTRO_CACHE_DIR;
  expect(cacheDir).toBeTruthy();
  const plugin = toml.plugins.find((p) => p.package === 'netlify-plugin-cache');
  expect(plugin?.inputs?.paths).toContain(cacheDir);
  // Netlify installs a plugin named in netlify.toml from the project's own dependencies.
  const pkg = JSON.parse(await fs.readFile(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  expect(pkg.devDependencies['netlify-plugin-cache']).toBeDefined();
});

const deploy = inject('netlifyDeploy');

/** A function's bundle, made after the build by the run's deploy (tests/netlify/deploy.ts). */
function deployedBundle(name: string): FunctionResult {
  const bundle = inject('netlifyBundles').results.find((b) => b.name === name);
  if (!bundle) throw new Error(`${name}: no bundle`);
  return bundle;
}

describe.skipIf(!deploy.databaseUrl)('npm run build on Netlify (needs TEST_DATABASE_URL)', () => {
  // The build ran once for the run (tests/netlify/deploy.ts), against this database.
  const dist = deploy.dist;
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: deploy.databaseUrl, driver: 'pg', max: 2 });
  });

  afterAll(async () => {
    await database?.close();
  });

  const read = (file: string) => fs.readFile(path.join(dist, file), 'utf8');

  it('writes the home page, category and business pages, 404 page and sitemap', async () => {
    expect(await read('index.html')).toContain('Adana');
    const sample = sampleBusinesses[0]!;
    const categoryPages = await fs.readdir(path.join(dist, 'category'));
    expect(categoryPages.length).toBeGreaterThan(0);
    const businessPages = await fs.readdir(path.join(dist, 'business'));
    expect(businessPages.length).toBeGreaterThanOrEqual(sampleBusinesses.length);
    const businessHtml = await Promise.all(businessPages.map((f) => read(path.join('business', f))));
    expect(businessHtml.some((html) => html.includes(sample.name.replace(/&/g, '&amp;')))).toBe(true);
    expect(await read('404.html')).toContain('Sayfa bulunamadı');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('https://adana-rehberi.netlify.app/');
  });

  it("gives every page its own policy: 'self' and hashes for scripts, no 'unsafe-inline'", async () => {
    const pages = (await fs.readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(sampleBusinesses.length);
    for (const page of pages) {
      const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(await read(page))?.[1];
      expect(meta, page).toBeDefined();
      const sources = scriptSources(meta!);
      expect(sources, page).toContain("'self'");
      expect(sources, page).not.toContain("'unsafe-inline'");
    }
  });

  describe('the business-page function bundled after the build, run from its zip', () => {
    const functionsDir = () => path.join(deploy.work, 'functions-business');
    let bundle: FunctionResult;
    let files: Map<string, number>;
    let approved: { id: number; name: string; categorySlug: string };
    const answers = new Map<string, Answer>();

    beforeAll(async () => {
      bundle = deployedBundle('business-page');
      files = await unzipBundle(bundle, functionsDir());
      process.stdout.write(
        `Netlify bundle, made after the build: business-page ${megabytes((await fs.stat(bundle.path)).size)} (${files.size} files)\n`,
      );

      // Submitted and approved after the build, through the moderation feature: no pre-built page exists.
      useTestEnv();
      const category = await makeCategory(database.db, { name: 'Sonradan Açılanlar' });
      const district = await makeDistrict(database.db);
      const pending = await makeBusiness(database.db, {
        name: 'Yeni Şalgam Evi',
        status: 'pending',
        categoryId: category.id,
        districtId: district.id,
      });
      const admin = await makeUser(database.db, 'admin');
      await approveBusiness(database.db, { id: admin.user.id, email: admin.user.email }, pending.id);
      approved = { id: pending.id, name: pending.name, categorySlug: category.slug };

      const urls = ['/business/999999', '/business/abc', `/business/${approved.id}`];
      const env = netlifyEnv(functionsDir(), bundle.name, { url: deploy.databaseUrl, relay: deploy.relay });
      const got = await invokeBundles(
        functionsDir(),
        [bundle.name],
        urls.map((u) => bundleRequest(bundle, u)),
        env,
      );
      got.forEach((a, i) => answers.set(urls[i]!, a));
      // The function finds the renderer from its own file, not from the working directory the host picks.
      const [elsewhere] = await invokeBundles(
        functionsDir(),
        [bundle.name],
        [bundleRequest(bundle, `/business/${approved.id}`)],
        env,
        deploy.work,
      );
      answers.set('from another working directory', elsewhere!);
    }, 300_000);

    const answer = (url: string) => answers.get(url)!;

    it("ships the build's renderer at the root of the zip, under 20 MB", async () => {
      expect(files.has('dist-server/entry.mjs'), [...files.keys()].filter((f) => !f.startsWith('node_modules/')).join(', ')).toBe(true);
      expect(files.has(`functions/${bundle.name}.mjs`)).toBe(true);
      expect((await fs.stat(bundle.path)).size).toBeLessThan(MAX_BUNDLE_BYTES);
    });

    it("answers an unknown or malformed id with 'İşletme bulunamadı' and 404", () => {
      for (const url of ['/business/999999', '/business/abc']) {
        const res = answer(url);
        expect(res.status, `${url}: ${res.body.slice(0, 500)}`).toBe(404);
        expect(res.body, url).toContain('İşletme bulunamadı');
        expect(header(res, 'content-type'), url).toBe('text/html; charset=utf-8');
      }
    });

    it('answers a business approved after the build with its complete page, as the build would write it', async () => {
      const res = answer(`/business/${approved.id}`);
      expect(res.status, res.body.slice(0, 1000)).toBe(200);
      expect(res.body).toMatch(new RegExp(`<h1[^>]*>${approved.name}</h1>`));
      // The build's stylesheets and island scripts: the same as on a pre-built business page, each in dist/.
      const prebuilt = await read(path.join('business', (await fs.readdir(path.join(dist, 'business')))[0]!));
      const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]).sort();
      expect(stylesheets(res.body).length).toBeGreaterThan(0);
      expect(stylesheets(res.body)).toEqual(stylesheets(prebuilt));
      const islands = [...res.body.matchAll(/<astro-island[^>]* component-url="([^"]+)"/g)].map((m) => m[1]!);
      expect(islands.length).toBeGreaterThan(0);
      for (const asset of [...stylesheets(res.body), ...islands]) {
        await expect(fs.access(path.join(dist, asset!)), asset).resolves.toBeUndefined();
      }
    });

    it('finds the renderer whatever the working directory', () => {
      const res = answer('from another working directory');
      expect(res.status, res.body.slice(0, 1000)).toBe(200);
      expect(res.body).toBe(answer(`/business/${approved.id}`).body);
    });

    it('sends it with CDN caching under its tags and the security headers, its inline scripts allowed by hash only', () => {
      const res = answer(`/business/${approved.id}`);
      expect(header(res, 'netlify-cdn-cache-control')).toMatch(/s-maxage=\d{6,}/);
      expect(header(res, 'netlify-cache-tag')).toBe(`business-${approved.id}, category-${approved.categorySlug}`);
      expect(header(res, 'x-frame-options')).toBe('DENY');
      expect(header(res, 'x-content-type-options')).toBe('nosniff');
      expect(header(res, 'strict-transport-security')).toContain('max-age=');
      // Two policies apply: the site's, and the page's own with the hashes of its inline scripts.
      const policies = res.headers['content-security-policy'] ?? [];
      expect(policies.join('; ')).toContain("frame-ancestors 'none'");
      for (const policy of policies) expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
      const pageScripts = policies.map((p) => parseCsp(p).get('script-src')).find(Boolean) ?? [];
      expect(pageScripts).toContain("'self'");
      // Scripts the browser runs inline (not data blocks such as the JSON-LD, which no policy governs).
      const inline = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\ssrc=|type="application\/ld\+json"/.test(attributes!))
        .map((m) => m[2]!);
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) {
        expect(pageScripts, script.slice(0, 80)).toContain(`'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`);
      }
    });
  });

  describe('the list-page function bundled after the build, run from its zip', () => {
    let bundle: FunctionResult;
    const answers = new Map<string, Answer>();
    const urls = ['/businesses/2', '/category/boyle-bir-kategori-yok'];

    beforeAll(async () => {
      bundle = deployedBundle('list-page');
      const dir = path.join(deploy.work, 'functions-list');
      await unzipBundle(bundle, dir);
      const env = netlifyEnv(dir, bundle.name, { url: deploy.databaseUrl, relay: deploy.relay });
      const got = await invokeBundles(
        dir,
        [bundle.name],
        urls.map((u) => bundleRequest(bundle, u)),
        env,
      );
      got.forEach((a, i) => answers.set(urls[i]!, a));
    }, 300_000);

    it('answers a /businesses page past the pre-built ones as the build writes its first page: assets, tags, script hashes', async () => {
      await expect(fs.access(path.join(dist, 'businesses', '2.html'))).rejects.toThrow();
      const res = answers.get('/businesses/2')!;
      expect(res.status, res.body.slice(0, 1000)).toBe(200);
      expect(res.body).toContain('(sayfa 2)');
      expect(res.body.match(/data-listing-item/g)?.length).toBeGreaterThan(0);
      expect(header(res, 'netlify-cache-tag')).toBe('businesses');
      expect(header(res, 'netlify-cdn-cache-control')).toMatch(/s-maxage=\d{6,}/);
      const prebuilt = await read('businesses.html');
      const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]).sort();
      expect(stylesheets(res.body)).toEqual(stylesheets(prebuilt));
      // The same inline scripts as the pre-built page, allowed by the same hashes (header here, <meta> there).
      const hashes = (policy: string) => (parseCsp(policy).get('script-src') ?? []).filter((s) => s.startsWith("'sha256-")).sort();
      const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(prebuilt)![1]!;
      const pagePolicy = (res.headers['content-security-policy'] ?? []).find((p) => parseCsp(p).has('script-src'))!;
      expect(hashes(meta).length).toBeGreaterThan(0);
      expect(hashes(pagePolicy)).toEqual(hashes(meta));
    });

    it("answers an unknown category with 'Kategori bulunamadı' and 404", () => {
      const res = answers.get('/category/boyle-bir-kategori-yok')!;
      expect(res.status, res.body.slice(0, 500)).toBe(404);
      expect(res.body).toContain('Kategori bulunamadı');
    });
  });
});
