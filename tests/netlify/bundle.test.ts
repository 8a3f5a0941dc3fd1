/**
 * The functions as a Netlify deploy ships them: every function in functions/ bundled by Netlify's own
 * bundler (zip-it-and-ship-it's `zipFunctions`, with the settings of netlify.toml read as Netlify's build
 * reads them), once per run after the Netlify-style build (tests/netlify/deploy.ts). A bundling error (such
 * as a `config` Netlify cannot read statically) fails there, not on Netlify. Every bundle's size is printed;
 * one over 20 MB fails, and the embedded database (PGlite) must be in none of them.
 *
 * Then every zip is unzipped outside the repository and loaded in a Node process of its own with Netlify's
 * environment (tests/netlify/invoke-bundle.mjs), and the public endpoints answer from their bundles against
 * a database of this file on PostgreSQL, through the Neon driver and the deploy's WebSocket relay
 * (TEST_DATABASE_URL; CI always sets it).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FunctionResult } from '@netlify/zip-it-and-ship-it';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/db.ts';
import { makeBusiness, makeCategory, makeDistrict } from '#tests/helpers/factories.ts';
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
  type BundleRequest,
} from './bundles.ts';
import { scriptSources } from './csp.ts';

/** Only the uploads function decodes photos; netlify.toml leaves sharp out of the others. */
const SHARP_FUNCTIONS = new Set(['uploads']);

let work = '';
let functionsDir = '';
let bundles: FunctionResult[] = [];
/** Function name → the files in its zip and their sizes (bytes, unzipped). */
const zipFiles = new Map<string, Map<string, number>>();

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'netlify-bundles-'));
  functionsDir = path.join(work, 'functions');
  // Made once for the run, after the Netlify-style build (tests/netlify/deploy.ts).
  const made = inject('netlifyBundles');
  bundles = made.results;
  const rows: string[] = [];
  for (const b of [...bundles].sort((a, c) => a.name.localeCompare(c.name))) {
    zipFiles.set(b.name, await unzipBundle(b, functionsDir));
    rows.push(`  ${b.name.padEnd(28)} ${megabytes((await fs.stat(b.path)).size)}  (${b.bundler})`);
  }
  process.stdout.write(`Netlify bundles: ${bundles.length} functions in ${made.seconds.toFixed(1)} s\n${rows.join('\n')}\n`);
}, 600_000);

afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true });
});

/** Loads the named bundles in a Node process of their own; with one name, answers `requests` with it. */
const invoke = (names: string[], requests: BundleRequest[], env: NodeJS.ProcessEnv) => invokeBundles(functionsDir, names, requests, env);

describe('Netlify function bundles (zip-it-and-ship-it with netlify.toml)', () => {
  it('bundles every function in functions/, routed by its own config.path', async () => {
    const sources = (await fs.readdir(path.join(ROOT, 'functions'))).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(bundles.map((b) => b.name).sort()).toEqual(sources.map((f) => f.replace(/\.ts$/, '')).sort());
    const routes = Object.fromEntries(bundles.map((b) => [b.name, (b.routes ?? []).map((r) => r.pattern)]));
    expect(routes.categories).toEqual(['/api/categories']);
    expect(routes.favorites).toEqual(['/api/favorites', '/api/favorites/merge', '/api/favorites/:businessId']);
    expect(routes['admin-businesses-actions']).toEqual([
      '/api/admin/businesses/approve',
      '/api/admin/businesses/:id/approve',
      '/api/admin/businesses/:id/reject',
    ]);
  });

  it('keeps every bundle under 20 MB', async () => {
    for (const b of bundles) {
      const largest = [...zipFiles.get(b.name)!].sort((x, y) => y[1] - x[1]).slice(0, 5);
      const detail = largest.map(([f, size]) => `${f} ${(size / 1024 / 1024).toFixed(1)} MB`).join(', ');
      expect((await fs.stat(b.path)).size, `${b.name}; largest files unzipped: ${detail}`).toBeLessThan(MAX_BUNDLE_BYTES);
    }
  });

  it('leaves the embedded database out of every bundle, and sharp out of all but the photo upload', () => {
    for (const [name, sizes] of zipFiles) {
      const files = [...sizes.keys()];
      expect(
        files.filter((f) => f.includes('node_modules/@electric-sql/pglite/')),
        name,
      ).toEqual([]);
      const sharp = files.some((f) => f.includes('node_modules/sharp/'));
      expect(sharp, `${name}: sharp ${sharp ? 'bundled' : 'missing'}`).toBe(SHARP_FUNCTIONS.has(name));
    }
  });

  it("loads every bundle in plain Node with Netlify's environment", async () => {
    // Loading alone touches nothing two bundles share (each has its own copy of every module), so two
    // processes (the machine's cores) load half of them each.
    const names = bundles.map((b) => b.name);
    const half = Math.ceil(names.length / 2);
    await Promise.all([names.slice(0, half), names.slice(half)].map((part) => invoke(part, [], netlifyEnv(functionsDir))));
  }, 300_000);
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  process.stdout.write(
    'tests/netlify/bundle.test.ts: the bundled endpoints need PostgreSQL: set TEST_DATABASE_URL (CI does) to run them.\n',
  );
}

describe.skipIf(!databaseUrl)('bundled public endpoints through the Neon driver (needs TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let business: Awaited<ReturnType<typeof makeBusiness>>;
  let category: Awaited<ReturnType<typeof makeCategory>>;

  beforeAll(async () => {
    database = await createTestDatabase('pg');
    category = await makeCategory(database.db, { name: 'Ocakbaşı Lokantaları' });
    const district = await makeDistrict(database.db, { name: 'Seyhan' });
    business = await makeBusiness(database.db, {
      name: 'Zümrütoğlu Kebap',
      categoryId: category.id,
      districtId: district.id,
      latitude: '36.99000000',
      longitude: '35.32000000',
    });
  }, 60_000);

  afterAll(async () => {
    await database?.cleanup();
  });

  /** The requests, each answered by its function's bundle in a process of its own (all before the tests). */
  const REQUESTS: Record<string, string[]> = {};
  const answers = new Map<string, Answer>();
  const ask = (name: string, url: string) => (REQUESTS[name] ??= []).push(url);

  beforeAll(async () => {
    ask('categories', '/api/categories');
    ask('businesses', `/api/businesses?category=${category.slug}`);
    ask('businesses-by-id', `/api/businesses/${business.id}`);
    ask('businesses-by-id', '/api/businesses/999999999');
    ask('businesses-search', '/api/businesses/search?q=zumrutoglu');
    ask('search-suggest', `/api/search/suggest?q=${encodeURIComponent('zümrüt')}`);
    ask('map', '/api/map?bbox=35.20,36.95,35.45,37.10&zoom=15');
    ask('api-not-found', '/api/yok-boyle-bir-adres');
    const env = (name: string) => netlifyEnv(functionsDir, name, { url: database.url!, relay: inject('netlifyDeploy').relay });
    const names = Object.keys(REQUESTS);
    // Two processes at a time: the machine's cores, not the number of functions, set the pace.
    for (let i = 0; i < names.length; i += 2) {
      await Promise.all(
        names.slice(i, i + 2).map(async (name) => {
          const list = REQUESTS[name]!;
          const bundle = bundles.find((b) => b.name === name)!;
          const got = await invoke(
            [name],
            list.map((url) => bundleRequest(bundle, url)),
            env(name),
          );
          got.forEach((a, k) => answers.set(`${name} ${list[k]}`, a));
        }),
      );
    }
  }, 180_000);

  function get(name: string, url: string): Answer & { json: unknown } {
    const answer = answers.get(`${name} ${url}`);
    if (!answer) throw new Error(`${name} ${url} was not asked`);
    expect(header(answer, 'content-type'), `${name} ${url}: ${answer.body}`).toMatch(/^application\/json/);
    // Function answers carry the security headers themselves, with a script-src that allows no inline script.
    const csp = header(answer, 'content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(scriptSources(csp)).not.toContain("'unsafe-inline'");
    return { ...answer, json: JSON.parse(answer.body) };
  }

  it('GET /api/categories', () => {
    const res = get('categories', '/api/categories');
    expect(res.status).toBe(200);
    expect(res.json).toContainEqual(expect.objectContaining({ slug: category.slug, name: 'Ocakbaşı Lokantaları', businessCount: 1 }));
  });

  it('GET /api/businesses (one category)', () => {
    const res = get('businesses', `/api/businesses?category=${category.slug}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      expect.objectContaining({ id: business.id, name: 'Zümrütoğlu Kebap', categorySlug: category.slug, district: 'Seyhan' }),
    ]);
    expect(header(res, 'x-total-count')).toBe('1');
  });

  it('GET /api/businesses/:id, and 404 for an unknown id', () => {
    const found = get('businesses-by-id', `/api/businesses/${business.id}`);
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ id: business.id, name: 'Zümrütoğlu Kebap', category: 'Ocakbaşı Lokantaları' });
    const missing = get('businesses-by-id', '/api/businesses/999999999');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ message: expect.any(String) });
  });

  it('GET /api/businesses/search finds it without Turkish letters', () => {
    const res = get('businesses-search', '/api/businesses/search?q=zumrutoglu');
    expect(res.status).toBe(200);
    expect((res.json as { id: number }[]).map((b) => b.id)).toEqual([business.id]);
  });

  it('GET /api/search/suggest', () => {
    const res = get('search-suggest', `/api/search/suggest?q=${encodeURIComponent('zümrüt')}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ businesses: [expect.objectContaining({ id: business.id, name: 'Zümrütoğlu Kebap' })] });
  });

  it('GET /api/map', () => {
    const res = get('map', '/api/map?bbox=35.20,36.95,35.45,37.10&zoom=15');
    expect(res.status).toBe(200);
    expect((res.json as { businesses: { id: number }[] }).businesses.map((b) => b.id)).toEqual([business.id]);
  });

  it('an unknown /api path answers 404 JSON', () => {
    const res = get('api-not-found', '/api/yok-boyle-bir-adres');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Böyle bir API adresi yok.' });
  });
});
