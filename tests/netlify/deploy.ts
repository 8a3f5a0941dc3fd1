/**
 * Vitest global setup of the `netlify` project: a deploy as Netlify makes it, once per run, for both test files.
 *  1. With TEST_DATABASE_URL: `npm run build` as Netlify runs it (netlify.toml's build command in the checkout,
 *     with Netlify's environment: NETLIFY, CONTEXT=production, DATABASE_URL reached through the Neon driver and a
 *     local WebSocket relay) against a new database copied from the migrated template: the build fills it, then
 *     writes every page into ./dist and the on-demand renderer into ./dist-server, as on Netlify.
 *  2. Then every function in functions/ bundled by Netlify's bundler (bundleFunctions: zip-it-and-ship-it with
 *     netlify.toml's settings), after the build as on Netlify, so business-page and list-page ship the build's
 *     renderer (`included_files`). The bundles were made twice before (every function, then those two again
 *     after the build in the other file).
 * build.test.ts reads the build and the database (`netlifyDeploy`), bundle.test.ts and build.test.ts the bundles
 * (`netlifyBundles`). Teardown drops the database and removes ./dist and ./dist-server, once nothing bundles them.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { FunctionResult } from '@netlify/zip-it-and-ship-it';
import type { TestProject } from 'vitest/node';
import { createServerDatabase, type ServerDatabase } from '#tests/helpers/db-templates.ts';
import { startNeonRelay, type Relay } from '#tests/helpers/neon-relay.ts';
import { rendererDir } from '#render/location.ts';
import { withOutputLock } from '#server/builder.ts';
import { bundleFunctions, ROOT, SITE_URL } from './bundles.ts';

export interface NetlifyDeploy {
  /** The database the build filled (PostgreSQL; reached through the relay by the bundles). */
  databaseUrl: string;
  relay: string;
  /** The build's output in the checkout. */
  dist: string;
  /** A folder of this run outside the repository, for what the tests unzip. */
  work: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Netlify-style build ('' fields without TEST_DATABASE_URL: no build, the bundles without the renderer). */
    netlifyDeploy: NetlifyDeploy;
    /** Every function's bundle (zip-it-and-ship-it's results: name, zip path, routes, bundler). */
    netlifyBundles: { seconds: number; results: FunctionResult[] };
  }
}

/** The build's output in the checkout (its on-demand renderer beside it, rendererDir). */
const DIST = path.join(ROOT, 'dist');

let relay: Relay | undefined;
/** Made just before the build: with it, ./dist may hold the build's output, finished or not. */
let database: ServerDatabase | undefined;
let work = '';

function netlifyBuild(databaseUrl: string, relayAddress: string): Promise<string> {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NETLIFY: 'true',
    CONTEXT: 'production',
    URL: SITE_URL,
    DATABASE_URL: databaseUrl,
    NEON_WS_PROXY: relayAddress,
    SESSION_SECRET: 'netlify-build-test-'.padEnd(48, 'x'),
    ASTRO_TELEMETRY_DISABLED: '1',
    ASTRO_CACHE_DIR: path.join(work, 'astro-cache'),
    // A small head (decision 026): the first page of each list is pre-built, /businesses/2 onwards is not.
    PREBUILD_BUSINESSES: '10',
    PREBUILD_LIST_PAGES: '1',
  };
  return new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, env });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`npm run build exited with ${code}:\n${out.slice(-4000)}`))));
  });
}

export async function setup(project: TestProject): Promise<void> {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'netlify-deploy-'));
  const base = process.env.TEST_DATABASE_URL;
  const deploy: NetlifyDeploy = { databaseUrl: '', relay: '', dist: DIST, work };
  if (base) {
    // A migrated, empty database (a copy of the run's template, tests/helpers/db-templates.ts): the build fills it.
    [database, relay] = await Promise.all([createServerDatabase(base, project.getProvidedContext().pgTemplate), startNeonRelay()]);
    deploy.databaseUrl = database.url;
    deploy.relay = relay.address;
    const started = performance.now();
    const output = await netlifyBuild(deploy.databaseUrl, relay.address);
    process.stdout.write(
      `Netlify-style build: ${((performance.now() - started) / 1000).toFixed(1)} s\n${output
        .split('\n')
        .filter((l) => /site data read|build finished|pages? built|Complete/i.test(l))
        .join('\n')}\n`,
    );
  } else {
    process.stdout.write('tests/netlify: the Netlify-style build needs PostgreSQL: set TEST_DATABASE_URL (CI does) to run it.\n');
  }
  const started = performance.now();
  const results = await bundleFunctions(path.join(work, 'zips'));
  project.provide('netlifyDeploy', deploy);
  project.provide('netlifyBundles', { seconds: (performance.now() - started) / 1000, results });
}

export async function teardown(): Promise<void> {
  await relay?.close();
  await database?.drop();
  if (work) await fs.rm(work, { recursive: true, force: true });
  if (!database) return;
  // What the build wrote into the checkout (from the test's data), once nothing bundles it any more.
  await withOutputLock(ROOT, () => Promise.all([DIST, rendererDir(DIST)].map((d) => fs.rm(d, { recursive: true, force: true }))));
}
