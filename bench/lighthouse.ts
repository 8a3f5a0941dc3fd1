/**
 * Lighthouse (mobile, simulated slow 4G and 4× CPU slowdown, its defaults) on the pre-built pages:
 *
 *   npm run bench -- lighthouse [--url http://127.0.0.1:4205] [--pages /,/map,/category/restoranlar,/business/12] [--runs 3]
 *
 * Prints per page: the performance score, LCP, TBT, CLS, the JavaScript transferred (compressed, as
 * Lighthouse counts it: what the page loaded during the run), and the LCP element; with several runs, the
 * median run by score. Without --url it starts the real server on a fresh data directory (sample data,
 * one full build, ~1–2 minutes). The default business page is the first sample business. Chromium is
 * Debian's (/usr/bin/chromium, CHROMIUM_PATH; installed with apt when missing), headless, --no-sandbox.
 *
 * The machine's load changes the figures (the simulation scales what it measured here): the load average
 * (/proc/loadavg) is printed before and after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import lighthouse from 'lighthouse';
import { freePort, startAppServer, type AppServer } from '#tests/helpers/app-server.ts';
import { chromiumPath, ensureChromium } from '#tests/helpers/chromium.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const loadavg = () =>
  fs.existsSync('/proc/loadavg')
    ? fs.readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' ')
    : os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ');

async function launchChromium(): Promise<{ port: number; proc: ChildProcess; dir: string }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-lighthouse-'));
  ensureChromium();
  const bin = chromiumPath;
  const proc = spawn(
    bin,
    [
      '--headless=new',
      '--no-sandbox',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${dir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, proc, dir };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`Chromium did not start (${bin})`);
}

interface Row {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  lcpElement: string;
  topScripts: string;
}

const num = (a: { numericValue?: number } | undefined) => a?.numericValue ?? NaN;

async function audit(url: string, port: number): Promise<Row> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const summary = (a['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const lcpItems =
    (
      a['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined
    )?.items ?? [];
  const node = lcpItems[0]?.items?.[0]?.node;
  const bootup = (a['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? [];
  return {
    page: new URL(url).pathname,
    score: lhr.categories.performance?.score ?? NaN,
    lcpMs: num(a['largest-contentful-paint']),
    tbtMs: num(a['total-blocking-time']),
    cls: num(a['cumulative-layout-shift']),
    jsBytes: summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    lcpElement: (node?.nodeLabel ?? node?.snippet ?? '?').replace(/\s+/g, ' ').slice(0, 60),
    topScripts: bootup
      .slice(0, 3)
      .map((s) => `${s.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_astro\//, '')} ${Math.round(s.scripting)} ms`)
      .join(', '),
  };
}

export async function run(): Promise<void> {
  const runs = Math.max(1, Number(arg('runs') ?? '1'));
  let server: AppServer | undefined;
  let base = arg('url')?.replace(/\/+$/, '');
  const chromium = await launchChromium();
  try {
    if (!base) {
      console.log('starting the server on a fresh data directory (sample data, full build)…');
      server = await startAppServer({ LOG_LEVEL: 'warn' }, 300_000);
      base = server.url;
    }
    let pages = arg('pages')?.split(',').filter(Boolean);
    if (!pages) {
      const first = (await (await fetch(`${base}/api/businesses/search?limit=1`)).json()) as { id: number }[];
      pages = ['/', '/map', '/category/restoranlar', ...(first[0] ? [`/business/${first[0].id}`] : [])];
    }
    // Warm the server's caches (and any on-demand page) so the first audit does not pay for them.
    for (const p of pages) await fetch(base + p).then((r) => r.arrayBuffer());
    console.log(`Lighthouse mobile (simulated), ${runs} run(s) per page, median by score; load average before: ${loadavg()}`);
    console.log('  page                          perf   LCP ms   TBT ms    CLS   JS (compressed)  LCP element');
    const rows: Row[] = [];
    for (const p of pages) {
      const results: Row[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(base + p, chromium.port));
      results.sort((x, y) => x.score - y.score);
      const r = results[Math.floor(results.length / 2)]!;
      rows.push(r);
      console.log(
        `  ${r.page.padEnd(28)} ${r.score.toFixed(2).padStart(5)} ${Math.round(r.lcpMs).toString().padStart(8)} ${Math.round(r.tbtMs).toString().padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${`${(r.jsBytes / 1024).toFixed(1)} KB`.padStart(16)}  ${r.lcpElement}`,
      );
    }
    console.log('main-thread script time per page (top 3, unthrottled ms × 4 in the simulation):');
    for (const r of rows) console.log(`  ${r.page}: ${r.topScripts || '—'}`);
    console.log(`load average after: ${loadavg()}`);
  } finally {
    const exited = new Promise((resolve) => chromium.proc.once('exit', resolve));
    chromium.proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await server?.stop();
    fs.rmSync(chromium.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
