/**
 * The static site at scale: `npm run bench -- site [--n 10000,100000] [--seconds 10]`
 *
 * For each N: generates N approved businesses in a scratch PostgreSQL database, then prints
 *  - the full static build: seconds, pages, pages per second, and the JavaScript each page kind ships;
 *  - an incremental rebuild after one business changed;
 *  - requests per second for home, a category page and a business page from the local server (the real
 *    `npm start` process, serving the build just made) beside a same-run ceiling: nginx serving the same
 *    files, both measured with wrk on loopback (bounded: a few seconds per URL).
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 * and installs wrk and nginx from Debian's packages when they are missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { businesses } from '#db/schema/index.ts';
import { collectSiteData } from '#features/directory/site-data.ts';
import { runAstroBuild } from '#server/builder.ts';
import { freePort, projectRoot, startAppServer } from '#tests/helpers/app-server.ts';
import { generateBusinesses } from './generate.ts';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : dflt;
}

function ensureTool(bin: string, pkg: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${bin} || ls /usr/sbin/${bin} 2>/dev/null`], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  console.log(`installing ${pkg} (Debian package)…`);
  spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const again = spawnSync('sh', ['-c', `command -v ${bin} || ls /usr/sbin/${bin}`], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (!again) throw new Error(`${bin} is not available (apt-get install ${pkg})`);
  return again;
}

function wrk(bin: string, url: string, seconds: number): number {
  const r = spawnSync(bin, ['-t2', '-c32', `-d${seconds}s`, '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' });
  const m = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout);
  if (!m) throw new Error(`wrk failed for ${url}: ${r.stdout}${r.stderr}`);
  return Number(m[1]);
}

function jsPerPage(dir: string, file: string): number {
  const html = fs.readFileSync(path.join(dir, file), 'utf8');
  const scripts = new Set([...html.matchAll(/\/_astro\/[\w.-]+\.js/g)].map((m) => m[0]));
  // Follow static imports one level deep: the islands' shared chunks are downloaded too.
  const seen = new Set<string>();
  const visit = (p: string) => {
    if (seen.has(p)) return;
    seen.add(p);
    const full = path.join(dir, p);
    if (!fs.existsSync(full)) return;
    for (const m of fs.readFileSync(full, 'utf8').matchAll(/(?:from|import)\s*["'](\.\/[\w.-]+\.js)["']/g)) visit('/_astro/' + m[1]!.slice(2));
  };
  for (const s of scripts) visit(s);
  let bytes = 0;
  for (const s of seen) if (fs.existsSync(path.join(dir, s))) bytes += fs.statSync(path.join(dir, s)).size;
  return bytes;
}

async function benchSize(n: number, seconds: number, baseUrl: string): Promise<void> {
  const name = `adana_bench_site_${n}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = '/' + name;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `adana-bench-${n}-`));
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  let nginx: ReturnType<typeof spawn> | undefined;
  try {
    console.log(`\n== ${n.toLocaleString('tr-TR')} businesses ==`);
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrate(database);
    let t = Date.now();
    await generateBusinesses(database.db, n, (m) => console.log(m));
    console.log(`generated in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const siteDir = path.join(work, 'data', 'site');
    fs.mkdirSync(siteDir, { recursive: true });
    const outDir = path.join(siteDir, 'build-bench');
    const dataFile = path.join(work, 'site-data.json');
    t = Date.now();
    const data = await collectSiteData(database.db);
    fs.writeFileSync(dataFile, JSON.stringify(data));
    const readMs = Date.now() - t;
    const snapshotMb = fs.statSync(dataFile).size / 1024 / 1024;
    t = Date.now();
    const full = await runAstroBuild({ projectRoot, outDir, siteDataFile: dataFile, env: { PUBLIC_URL: 'http://localhost:3000', ASTRO_CACHE_DIR: path.join(work, 'astro-cache') } });
    const buildMs = Date.now() - t;
    if (!full.ok) throw new Error('build failed:\n' + full.output.slice(-3000));
    const pages = Number(spawnSync('sh', ['-c', `find ${outDir} -name '*.html' | wc -l`], { encoding: 'utf8' }).stdout.trim());
    console.log(`site data read: ${(readMs / 1000).toFixed(1)} s, snapshot ${snapshotMb.toFixed(1)} MB`);
    console.log(`full build: ${(buildMs / 1000).toFixed(1)} s, ${pages} pages, ${(pages / (buildMs / 1000)).toFixed(0)} pages/s`);

    const someBusiness = data.businesses[Math.floor(data.businesses.length / 2)]!;
    const someCategory = someBusiness.categorySlug;
    for (const [label, file] of [
      ['home', 'index.html'],
      ['category', `category/${someCategory}.html`],
      ['business', `business/${someBusiness.id}.html`],
    ] as const) {
      if (fs.existsSync(path.join(outDir, file))) console.log(`JavaScript shipped by ${label}: ${(jsPerPage(outDir, file) / 1024).toFixed(1)} KiB (${file})`);
    }

    // Incremental: one business changes, build again into the same directory.
    await database.db.update(businesses).set({ name: sql`${businesses.name} || ' (güncel)'` }).where(eq(businesses.id, someBusiness.id));
    fs.writeFileSync(dataFile, JSON.stringify(await collectSiteData(database.db)));
    t = Date.now();
    const inc = await runAstroBuild({ projectRoot, outDir, siteDataFile: dataFile, env: { PUBLIC_URL: 'http://localhost:3000', ASTRO_CACHE_DIR: path.join(work, 'astro-cache') } });
    console.log(`rebuild after one change: ${((Date.now() - t) / 1000).toFixed(1)} s${inc.ok ? '' : ' (FAILED)'}`);
    await database.close();

    // Throughput: the real server on the build just made, and nginx on the same files.
    fs.symlinkSync('build-bench', path.join(siteDir, 'current'));
    const wrkBin = ensureTool('wrk', 'wrk');
    const nginxBin = ensureTool('nginx', 'nginx-light');
    server = await startAppServer({ DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'data'), BUILD_ON_START: '0', LOG_LEVEL: 'warn' });
    const nginxPort = await freePort();
    const conf = path.join(work, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; gzip on; gzip_types text/css application/javascript;
  client_body_temp_path ${work}/nginx-body; proxy_temp_path ${work}/nginx-proxy; fastcgi_temp_path ${work}/nginx-fcgi; uwsgi_temp_path ${work}/nginx-uwsgi; scgi_temp_path ${work}/nginx-scgi;
  server { listen 127.0.0.1:${nginxPort}; root ${outDir}; location / { try_files $uri $uri.html $uri/index.html =404; } } }\n`,
    );
    nginx = spawn(nginxBin, ['-c', conf], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 500));
    console.log(`requests per second (wrk, 2 threads, 32 connections, ${seconds} s each, gzip; server with LOG_LEVEL=warn, no per-request log lines):`);
    console.log('  page        local server      nginx    local/nginx');
    for (const [label, p] of [
      ['home', '/'],
      ['category', `/category/${someCategory}`],
      ['business', `/business/${someBusiness.id}`],
    ] as const) {
      const ours = wrk(wrkBin, server.url + p, seconds);
      const theirs = wrk(wrkBin, `http://127.0.0.1:${nginxPort}${p}`, seconds);
      console.log(`  ${label.padEnd(10)} ${ours.toFixed(0).padStart(12)} ${theirs.toFixed(0).padStart(10)}    ${((ours / theirs) * 100).toFixed(0).padStart(5)} %`);
    }
  } finally {
    nginx?.kill('SIGTERM');
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const sizes = arg('n', '10000').split(',').map(Number);
  const seconds = Number(arg('seconds', '8'));
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  for (const n of sizes) await benchSize(n, seconds, baseUrl);
}
