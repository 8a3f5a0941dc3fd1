/**
 * `npm run build` as Netlify runs it (netlify.toml's build command with Netlify's environment: NETLIFY,
 * CONTEXT=production, DATABASE_URL reached through the Neon driver) against a fresh PostgreSQL database:
 * the build migrates and fills it, then writes every page. Checked: the page types exist with their
 * content, and each page's own Content-Security-Policy allows no inline script but by hash.
 * Needs TEST_DATABASE_URL (CI always sets it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'smol-toml';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/db.ts';
import { startNeonRelay, type Relay } from '#tests/helpers/neon-relay.ts';
import { sampleBusinesses } from '#db/seed/sample-businesses.ts';
import { scriptSources } from './csp.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

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

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) process.stdout.write('tests/netlify/build.test.ts: the Netlify-style build needs PostgreSQL: set TEST_DATABASE_URL (CI does) to run it.\n');

describe.skipIf(!databaseUrl)('npm run build on Netlify (needs TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let relay: Relay;
  let work = '';
  let dist = '';

  beforeAll(async () => {
    // A migrated, empty database: the build fills it itself, as on a first deploy.
    [database, relay] = await Promise.all([createTestDatabase('pg'), startNeonRelay()]);
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'netlify-build-'));
    dist = path.join(work, 'dist');
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NETLIFY: 'true',
      CONTEXT: 'production',
      URL: 'https://adana-rehberi.netlify.app',
      DATABASE_URL: database.url,
      NEON_WS_PROXY: relay.address,
      SESSION_SECRET: 'netlify-build-test-'.padEnd(48, 'x'),
      ASTRO_TELEMETRY_DISABLED: '1',
      ASTRO_OUT_DIR: dist,
      ASTRO_CACHE_DIR: path.join(work, 'astro-cache'),
    };
    const started = performance.now();
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('npm', ['run', 'build'], { cwd: ROOT, env });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`npm run build exited with ${code}:\n${out.slice(-4000)}`))));
    });
    process.stdout.write(`Netlify-style build: ${((performance.now() - started) / 1000).toFixed(1)} s\n${output.split('\n').filter((l) => /site data read|build finished|pages? built|Complete/i.test(l)).join('\n')}\n`);
  }, 900_000);

  afterAll(async () => {
    await relay?.close();
    await database?.cleanup();
    if (work) await fs.rm(work, { recursive: true, force: true });
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
    expect(await read('404.html')).toContain('Sayfa Bulunamadı');
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
});
