/**
 * Netlify function bundles as a deploy ships them, for tests/netlify (made once per run by deploy.ts):
 * zip-it-and-ship-it with the settings of netlify.toml (under the checkout's output lock: `included_files`
 * reads the build's output in place), each zip unzipped outside the repository, and run in a Node process of
 * its own with Netlify's environment (invoke-bundle.mjs).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { zipFunctions, type FunctionResult } from '@netlify/zip-it-and-ship-it';
import { withOutputLock } from '#server/builder.ts';
import { readNetlifyFunctionsBuild } from './netlify-config.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SITE_URL = 'https://adana-rehberi.netlify.app';
export const MAX_BUNDLE_BYTES = 20 * 1024 * 1024;

/**
 * Bundles every function in functions/ as Netlify's build does, into `zips`. No bundling while a build writes
 * the checkout's dist-server/ (withOutputLock, src/server/builder.ts).
 */
export function bundleFunctions(zips: string): Promise<FunctionResult[]> {
  const { directory, options } = readNetlifyFunctionsBuild(ROOT);
  // Two functions at a time (the machine's cores), not zip-it-and-ship-it's default five: on the 2-core machine
  // five at once took 37 CPU-seconds for 20 functions, two 31 s (and 27 s instead of 22 s of wall time). The
  // bundles are the same; only how many are made at once differs.
  return withOutputLock(ROOT, () =>
    zipFunctions([directory], zips, { ...options, parallelLimit: 2, manifest: path.join(zips, 'manifest.json') }),
  );
}

/** Unzips a bundle into `<root>/<its name>/` (as Netlify does into /var/task); returns its files and their sizes (bytes). */
export async function unzipBundle(bundle: FunctionResult, root: string): Promise<Map<string, number>> {
  const files = unzipSync(new Uint8Array(await fs.readFile(bundle.path)));
  for (const [name, data] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    const target = path.join(root, bundle.name, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, data);
  }
  return new Map(Object.entries(files).map(([name, data]) => [name, data.byteLength]));
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2).padStart(6)} MB`;

export interface Answer {
  status: number;
  headers: Record<string, string[]>;
  body: string;
}

export interface BundleRequest {
  url: string;
  method?: string;
  route?: string;
  headers?: Record<string, string>;
}

/**
 * Netlify's environment for a function: no repository, no TypeScript, the site's variables only. With a
 * name, the function's own Lambda variables (its task root: the unzipped bundle under `root`).
 */
export function netlifyEnv(root: string, name?: string, database?: { url: string; relay: string }): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NETLIFY: 'true',
    CONTEXT: 'production',
    URL: SITE_URL,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(name ? { AWS_LAMBDA_FUNCTION_NAME: name, LAMBDA_TASK_ROOT: path.join(root, name) } : {}),
    SESSION_SECRET: 'netlify-bundle-test-'.padEnd(48, 'x'),
    // Loading needs a valid address only: nothing connects until a request does.
    DATABASE_URL: database?.url ?? 'postgres://netlify@127.0.0.1:9/unused',
    ...(database ? { NEON_WS_PROXY: database.relay } : {}),
  };
}

/**
 * Loads the named bundles (unzipped under `root`) in a Node process of their own; with one name, answers
 * `requests` with it, its working directory the unzipped bundle (Lambda's /var/task) unless `cwd` says otherwise.
 */
export function invokeBundles(
  root: string,
  names: string[],
  requests: BundleRequest[],
  env: NodeJS.ProcessEnv,
  cwd = names.length === 1 ? path.join(root, names[0]!) : root,
): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'invoke-bundle.mjs'), root, ...names], { cwd, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${names.join(', ')}: exited with ${code}:\n${err}`));
      else resolve(JSON.parse(out) as Answer[]);
    });
    child.stdin.end(JSON.stringify(requests));
  });
}

/** A request for `url` (a path on the site) as Netlify's router hands it to the bundle: with the route pattern it matched. */
export function bundleRequest(bundle: FunctionResult, url: string): BundleRequest {
  const href = new URL(url, SITE_URL);
  const route = (bundle.routes ?? []).find(
    (r) => ('literal' in r && r.literal === href.pathname) || ('expression' in r && new RegExp(r.expression).test(href.pathname)),
  );
  return { url: href.href, route: route?.pattern };
}

export const header = (a: Answer, name: string) => a.headers[name.toLowerCase()]?.join(', ') ?? a.headers[name]?.join(', ');
