/**
 * The static site at scale: `npm run bench -- site [--n 10000,100000] [--seconds 10]`
 *
 * For each N: generates N approved businesses in a scratch PostgreSQL database, then prints
 *  - the full static build: seconds, pages, pages per second, and per page kind (home, category, business,
 *    map) the JavaScript it loads, compressed as served (Brotli) and as gzip, and its HTML;
 *  - an incremental rebuild after one business changed;
 *  - requests per second for home, a category page and a business page from the local server (the real
 *    `npm start` process at its default log level, serving the build just made) beside a same-run ceiling:
 *    nginx (a worker per core) answering with exactly the bytes and headers our server sent, both asked
 *    as a browser asks (`Accept-Encoding: br, gzip`) by wrk on loopback, 20 connections (`--connections`),
 *    a few seconds per URL; and, for comparison, the old bench's nginx (one worker gzipping every answer,
 *    which is why it used to report 66–79 %).
 * `--js <build dir>` prints only the per-page JavaScript of a build already made (e.g. DATA_DIR/site/current).
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 * and installs wrk and nginx from Debian's packages when they are missing.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { businesses } from '#db/schema/index.ts';
import { collectSiteData } from '#features/businesses/site-data.ts';
import { runAstroBuild } from '#server/builder.ts';
import { freePort, projectRoot, startAppServer } from '#tests/helpers/app-server.ts';
import { generateBusinesses } from './generate.ts';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : dflt;
}

function ensureTool(bin: string, pkg: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${bin} || ls /usr/sbin/${bin} 2>/dev/null`], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0];
  if (found) return found;
  console.log(`installing ${pkg} (Debian package)…`);
  spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const again = spawnSync('sh', ['-c', `command -v ${bin} || ls /usr/sbin/${bin}`], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0];
  if (!again) throw new Error(`${bin} is not available (apt-get install ${pkg})`);
  return again;
}

interface WrkResult {
  rps: number;
  errors: number;
}

/** wrk run without blocking this process (which reads the server's log pipe meanwhile). */
function wrk(bin: string, url: string, seconds: number, connections: number): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['-t2', `-c${connections}`, `-d${seconds}s`, '-H', `Accept-Encoding: ${acceptEncoding}`, url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', () => {
      const m = /Requests\/sec:\s+([\d.]+)/.exec(out);
      if (!m) return reject(new Error(`wrk failed for ${url}: ${out}`));
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({ rps: Number(m[1]), errors: non2xx + (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0) });
    });
  });
}

/** What a browser sends: the same for both servers. */
const acceptEncoding = 'br, gzip';

/** One answer exactly as it went over the wire: status, headers, and the (compressed) body bytes. */
function rawGet(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Headers nginx writes itself (or that describe the connection), not copied from our answer. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'server', 'content-type']);

/**
 * An nginx config that answers each page with exactly the bytes and headers our server sent for it
 * (the Brotli body saved to a file, every header repeated with add_header, nginx's own ETag and
 * Last-Modified off), on as many workers as there are cores: the ceiling for serving those bytes here.
 */
function nginxConfig(
  work: string,
  port: number,
  pages: { path: string; file: string; type: string; headers: [string, string][] }[],
): string {
  const locations = pages
    .map((p) => {
      const adds = p.headers.map(([k, v]) => `    add_header ${k} '${v.replace(/'/g, "\\'")}' always;`).join('\n');
      return `  location = ${p.path} {\n    default_type '${p.type}';\n    root ${path.dirname(p.file)};\n    try_files /${path.basename(p.file)} =404;\n${adds}\n  }`;
    })
    .join('\n');
  return `worker_processes auto; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; etag off; server_tokens off; keepalive_requests 1000000; sendfile on; tcp_nopush on;
  client_body_temp_path ${work}/nginx-body; proxy_temp_path ${work}/nginx-proxy; fastcgi_temp_path ${work}/nginx-fcgi; uwsgi_temp_path ${work}/nginx-uwsgi; scgi_temp_path ${work}/nginx-scgi;
  server { listen 127.0.0.1:${port};
${locations}
  } }
`;
}

/** The old bench's nginx: one worker compressing with gzip level 1 on every request (for the comparison). */
function oldNginxConfig(work: string, port: number, root: string): string {
  return `worker_processes 1; daemon off; pid ${work}/nginx-old.pid; error_log ${work}/nginx-old-error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; gzip on; gzip_types text/css application/javascript;
  client_body_temp_path ${work}/nginx-body; proxy_temp_path ${work}/nginx-proxy; fastcgi_temp_path ${work}/nginx-fcgi; uwsgi_temp_path ${work}/nginx-uwsgi; scgi_temp_path ${work}/nginx-scgi;
  server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri $uri.html $uri/index.html =404; } } }
`;
}

async function startNginx(bin: string, conf: string, port: number): Promise<ReturnType<typeof spawn>> {
  const proc = spawn(bin, ['-c', conf], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      await rawGet(`http://127.0.0.1:${port}/`);
      return proc;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('nginx did not start');
}

/** One page's JavaScript: files and bytes (raw, and as our server sends them: Brotli quality 5; gzip 6). */
interface JsLoad {
  files: number;
  raw: number;
  br: number;
  gzip: number;
}

const emptyLoad = (): JsLoad => ({ files: 0, raw: 0, br: 0, gzip: 0 });

/**
 * The JavaScript a pre-built page loads, split by when: `atLoad` is every module script and every island
 * hydrated on load, idle or client:only (Lighthouse's run sees these), with their static imports;
 * `whenVisible` what client:visible islands add once scrolled to. Compressed as src/server/static.ts does
 * (Brotli quality 5 is what a browser gets; gzip for comparison). Dynamic imports (the map library, the
 * mini-map, a lazily loaded form) are not counted: they load only when used.
 */
export function pageJs(dir: string, file: string): { atLoad: JsLoad; whenVisible: JsLoad } {
  const html = fs.readFileSync(path.join(dir, file), 'utf8');
  const eager = new Set<string>();
  const visible = new Set<string>();
  const islandUrls = new Set<string>();
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = m[0];
    const urls = [...tag.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((u) => u[1]!);
    const when = /\bclient="(\w+)"/.exec(tag)?.[1] ?? 'load';
    for (const u of urls) {
      islandUrls.add(u);
      (when === 'visible' ? visible : eager).add(u);
    }
  }
  // Module scripts (hoisted <script> of components, Astro's island runtime) and inline imports of them.
  for (const m of html.matchAll(/\/_astro\/[\w.-]+\.js/g)) if (!islandUrls.has(m[0])) eager.add(m[0]);
  const closure = (roots: Iterable<string>, seen = new Set<string>()) => {
    const visit = (p: string) => {
      if (seen.has(p)) return;
      seen.add(p);
      const full = path.join(dir, p);
      if (!fs.existsSync(full)) return;
      // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`), never `import("./x.js")`.
      for (const i of fs.readFileSync(full, 'utf8').matchAll(/(?:from|import)\s*["'](\.\/[\w.-]+\.js)["']/g))
        visit('/_astro/' + i[1]!.slice(2));
    };
    for (const r of roots) visit(r);
    return seen;
  };
  const atLoadFiles = closure(eager);
  const visibleFiles = [...closure(visible)].filter((f) => !atLoadFiles.has(f));
  const measure = (files: Iterable<string>): JsLoad => {
    const load = emptyLoad();
    for (const f of files) {
      const full = path.join(dir, f);
      if (!fs.existsSync(full)) continue;
      const body = fs.readFileSync(full);
      load.files += 1;
      load.raw += body.length;
      load.br += zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
      load.gzip += zlib.gzipSync(body, { level: 6 }).length;
    }
    return load;
  };
  return { atLoad: measure(atLoadFiles), whenVisible: measure(visibleFiles) };
}

/** Prints the JavaScript and HTML of each page (label → file inside the build `dir`). */
export function printPageJs(dir: string, pages: readonly (readonly [string, string])[]): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(7);
  console.log('JavaScript per page (KiB; Brotli 5 as served, gzip 6; "+visible": client:visible islands once scrolled to):');
  console.log('  page       files      raw   brotli     gzip   +visible br   HTML raw / brotli');
  for (const [label, file] of pages) {
    if (!fs.existsSync(path.join(dir, file))) continue;
    const { atLoad, whenVisible } = pageJs(dir, file);
    const html = fs.readFileSync(path.join(dir, file));
    const htmlBr = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    console.log(
      `  ${label.padEnd(10)} ${String(atLoad.files).padStart(5)} ${kb(atLoad.raw)}  ${kb(atLoad.br)}  ${kb(atLoad.gzip)}       ${kb(whenVisible.br)}   ${kb(html.length)} / ${kb(htmlBr).trim()}   (${file})`,
    );
  }
}

/** `npm run bench -- site --js <build dir>`: only the per-page JavaScript of a build already made. */
function printBuiltSite(dir: string): void {
  const category = fs.existsSync(path.join(dir, 'category'))
    ? fs.readdirSync(path.join(dir, 'category')).find((f) => f.endsWith('.html'))
    : undefined;
  const business = fs.existsSync(path.join(dir, 'business'))
    ? fs.readdirSync(path.join(dir, 'business')).find((f) => f.endsWith('.html'))
    : undefined;
  printPageJs(dir, [
    ['home', 'index.html'],
    ['category', `category/${category ?? 'restoranlar.html'}`],
    ['business', `business/${business ?? '1.html'}`],
    ['map', 'map.html'],
    ['search', 'search.html'],
  ]);
}

const nginxDirs: string[] = [];

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
    const full = await runAstroBuild({
      projectRoot,
      outDir,
      siteDataFile: dataFile,
      env: { PUBLIC_URL: 'http://localhost:3000', ASTRO_CACHE_DIR: path.join(work, 'astro-cache') },
    });
    const buildMs = Date.now() - t;
    if (!full.ok) throw new Error('build failed:\n' + full.output.slice(-3000));
    const pages = Number(spawnSync('sh', ['-c', `find ${outDir} -name '*.html' | wc -l`], { encoding: 'utf8' }).stdout.trim());
    console.log(`site data read: ${(readMs / 1000).toFixed(1)} s, snapshot ${snapshotMb.toFixed(1)} MB`);
    console.log(`full build: ${(buildMs / 1000).toFixed(1)} s, ${pages} pages, ${(pages / (buildMs / 1000)).toFixed(0)} pages/s`);

    const someBusiness = data.businesses[Math.floor(data.businesses.length / 2)]!;
    const someCategory = someBusiness.categorySlug;
    printPageJs(outDir, [
      ['home', 'index.html'],
      ['category', `category/${someCategory}.html`],
      ['business', `business/${someBusiness.id}.html`],
      ['map', 'map.html'],
    ]);

    // Incremental: one business changes, build again into the same directory.
    await database.db
      .update(businesses)
      .set({ name: sql`${businesses.name} || ' (güncel)'` })
      .where(eq(businesses.id, someBusiness.id));
    fs.writeFileSync(dataFile, JSON.stringify(await collectSiteData(database.db)));
    t = Date.now();
    const inc = await runAstroBuild({
      projectRoot,
      outDir,
      siteDataFile: dataFile,
      env: { PUBLIC_URL: 'http://localhost:3000', ASTRO_CACHE_DIR: path.join(work, 'astro-cache') },
    });
    console.log(`rebuild after one change: ${((Date.now() - t) / 1000).toFixed(1)} s${inc.ok ? '' : ' (FAILED)'}`);
    await database.close();

    // Throughput: the real server (default log level: a JSON line per request) on the build just made,
    // and nginx answering with the same bytes and headers, both asked as a browser asks (br, gzip).
    fs.symlinkSync('build-bench', path.join(siteDir, 'current'));
    const wrkBin = ensureTool('wrk', 'wrk');
    const nginxBin = ensureTool('nginx', 'nginx-light');
    // Logs to a file, as in production, not to a pipe this process drains (see SpawnOptions.logFile).
    server = await startAppServer(
      { DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'data'), BUILD_ON_START: '0', LOG_LEVEL: 'info' },
      180_000,
      { logFile: path.join(work, 'server.log') },
    );
    const urls = [
      ['home', '/'],
      ['category', `/category/${someCategory}`],
      ['business', `/business/${someBusiness.id}`],
    ] as const;
    // nginx's workers run as an unprivileged user: its copies live in a folder they can read.
    const nginxRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-bench-nginx-'));
    nginxDirs.push(nginxRoot);
    fs.chmodSync(nginxRoot, 0o755);
    const copies = [];
    for (const [label, p] of urls) {
      const answer = await rawGet(server.url + p);
      if (answer.status !== 200) throw new Error(`${p}: ${answer.status}`);
      const file = path.join(nginxRoot, `${label}.body`);
      fs.writeFileSync(file, answer.body, { mode: 0o644 });
      const headers = Object.entries(answer.headers)
        .filter(([k]) => !ownHeaders.has(k))
        .map(([k, v]) => [k, String(v)] as [string, string]);
      copies.push({
        path: p,
        file,
        type: String(answer.headers['content-type']),
        headers,
        bytes: answer.body.length,
        encoding: answer.headers['content-encoding'] ?? 'none',
      });
    }
    const nginxPort = await freePort();
    const conf = path.join(work, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig(work, nginxPort, copies));
    nginx = await startNginx(nginxBin, conf, nginxPort);
    for (const c of copies) {
      const ours = await rawGet(server.url + c.path);
      const theirs = await rawGet(`http://127.0.0.1:${nginxPort}${c.path}`);
      if (!ours.body.equals(theirs.body) || theirs.headers['content-encoding'] !== ours.headers['content-encoding'])
        throw new Error(`nginx does not answer ${c.path} with our bytes`);
    }
    const connections = Number(arg('connections', '20'));
    console.log(
      `requests per second (wrk, 2 threads, ${connections} connections, ${seconds} s each, Accept-Encoding: ${acceptEncoding}; the same bytes and headers from both; our server logs every request):`,
    );
    console.log('  page        bytes sent        local server      nginx    local/nginx   errors');
    for (const c of copies) {
      // Both warmed up on the page first (2 s each, not counted): our server's first seconds on a path
      // include V8 compiling that path's code, which measured one page 20 % below the next run.
      await wrk(wrkBin, server.url + c.path, 2, connections);
      await wrk(wrkBin, `http://127.0.0.1:${nginxPort}${c.path}`, 2, connections);
      const ours = await wrk(wrkBin, server.url + c.path, seconds, connections);
      const theirs = await wrk(wrkBin, `http://127.0.0.1:${nginxPort}${c.path}`, seconds, connections);
      const label = urls.find(([, p]) => p === c.path)![0];
      console.log(
        `  ${label.padEnd(10)} ${`${(c.bytes / 1024).toFixed(1)} KiB ${c.encoding}`.padStart(14)} ${ours.rps.toFixed(0).padStart(15)} ${theirs.rps.toFixed(0).padStart(10)}    ${((ours.rps / theirs.rps) * 100).toFixed(0).padStart(5)} %   ${ours.errors}/${theirs.errors}`,
      );
    }
    // Why the old bench said 66–79 %: its nginx compressed every answer with gzip on one worker.
    nginx.kill('SIGTERM');
    const oldPort = await freePort();
    const oldConf = path.join(work, 'nginx-old.conf');
    fs.cpSync(outDir, path.join(nginxRoot, 'site'), { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', nginxRoot]);
    fs.writeFileSync(oldConf, oldNginxConfig(work, oldPort, path.join(nginxRoot, 'site')));
    nginx = await startNginx(nginxBin, oldConf, oldPort);
    const old = await wrk(wrkBin, `http://127.0.0.1:${oldPort}/`, seconds, connections);
    console.log(`  for comparison, home from the old bench's nginx (1 worker, gzip on every request): ${old.rps.toFixed(0)} req/s`);
  } finally {
    nginx?.kill('SIGTERM');
    await server?.stop();
    for (const d of nginxDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const builtDir = arg('js', '');
  if (builtDir) return printBuiltSite(path.resolve(builtDir));
  const sizes = arg('n', '10000').split(',').map(Number);
  const seconds = Number(arg('seconds', '8'));
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  for (const n of sizes) await benchSize(n, seconds, baseUrl);
}
