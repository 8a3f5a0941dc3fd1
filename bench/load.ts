/**
 * The whole server under load: `npm run bench -- load [--connections 100] [--seconds 60] [--n 0] [--db URL] [--embedded]`
 *
 * Starts the real server (`npm start`'s entry point, default log level) on a scratch PostgreSQL database
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) with the
 * sample businesses (plus `--n` generated ones), then autocannon sends a visitor's mix from many
 * connections: pages (home, a category, a business), search (text, category, suggestions) and the map
 * (whole city and a district). Prints requests per second, latency p50/p99, errors (connection errors,
 * timeouts, and any answer that is not 2xx/304, by status) and the server's memory (RSS) before and after.
 * Target on PostgreSQL, on a 2-core machine: 0 errors, p99 under 500 ms at 100 connections.
 *
 * `--varied` sends a random pick from ~1,000 distinct URLs in the same proportions (4 pages, 6 API calls
 * in 10) instead of the 10 fixed ones: identical requests then rarely meet, so request collapsing (the
 * local host shares one answer among identical public GETs arriving together) helps little and the
 * figures show the cost of real work. Report both.
 *
 * `--per-url` then measures each URL of the mix alone (20 connections, 5 s each): where the time goes.
 *
 * `--embedded` runs the same against the embedded database (PGlite), where reads wait at most a bounded
 * time for the database and are then answered 503 with Retry-After: those 503s are counted apart.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { snapMapQuery, type Bbox } from '#lib/map-grid.ts';
import { startAppServer, tempDataDir } from '#tests/helpers/app-server.ts';
import { openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { generateBusinesses } from './generate.ts';
import { withScratchDatabase } from './scratch-db.ts';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : dflt;
}

/** Resident memory of a process, MiB (Linux). */
function rssMiB(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

const mapUrl = (bbox: Bbox, zoom: number) => {
  const snapped = snapMapQuery(bbox, zoom);
  return `/api/map?bbox=${snapped.bbox.join(',')}&zoom=${snapped.zoom}`;
};

/** A visitor's mix, from what the running site has. */
async function visitorMix(base: string): Promise<string[]> {
  const found = (await (await fetch(`${base}/api/businesses/search?limit=24`)).json()) as { id: number }[];
  const business = found[0];
  const slugs = ((await (await fetch(`${base}/api/categories`)).json()) as { slug: string }[]).map((c) => c.slug);
  if (!business || !slugs.length) throw new Error('the site has no businesses or categories');
  return [
    '/',
    `/category/${slugs[0]}`,
    `/business/${business.id}`,
    '/api/businesses/search?q=kebap',
    `/api/businesses/search?category=${slugs[1] ?? slugs[0]}`,
    '/api/search/suggest?q=ada',
    mapUrl([35.1, 36.9, 35.55, 37.1], 12),
    `/business/${found[1]?.id ?? business.id}`,
    '/api/businesses/search?q=otel&district=seyhan',
    mapUrl([35.29, 36.99, 35.34, 37.02], 15),
  ];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** ~1,000 distinct URLs of the same kinds as the fixed mix; `next()` draws one with the same proportions. */
async function variedMix(base: string): Promise<() => string> {
  const found = (await (await fetch(`${base}/api/businesses/search?limit=100`)).json()) as { id: number }[];
  const slugs = ((await (await fetch(`${base}/api/categories`)).json()) as { slug: string }[]).map((c) => c.slug);
  const districts = ['seyhan', 'cukurova', 'yuregir', 'saricam', 'karaisali'];
  const words = [
    'kebap',
    'otel',
    'kafe',
    'eczane',
    'kuaför',
    'diş',
    'pide',
    'lahmacun',
    'künefe',
    'spor',
    'market',
    'oto',
    'çiğ köfte',
    'döner',
    'balık',
    'pastane',
    'berber',
    'güzellik',
    'klinik',
    'hastane',
    'okul',
    'kurs',
    'veteriner',
    'avukat',
    'tamir',
    'çay',
    'kahvaltı',
    'burger',
    'pizza',
    'sushi',
  ];
  const prefixes = [...new Set(words.flatMap((w) => [w.slice(0, 2), w.slice(0, 3), w.slice(0, 4)]))];
  const pages = ['/', ...slugs.map((s) => `/category/${s}`), ...found.map((b) => `/business/${b.id}`)];
  const api: (() => string)[] = [
    () => `/api/businesses/search?q=${encodeURIComponent(pick(words))}${Math.random() < 0.5 ? `&district=${pick(districts)}` : ''}`,
    () =>
      `/api/businesses/search?category=${pick(slugs)}${Math.random() < 0.5 ? `&district=${pick(districts)}` : ''}&page=${1 + Math.floor(Math.random() * 3)}`,
    () => `/api/search/suggest?q=${encodeURIComponent(pick(prefixes))}`,
    () => {
      const zoom = pick([11, 12, 13, 14, 15]);
      const span = 0.9 / 2 ** (zoom - 11);
      const lng = 35.1 + Math.random() * 0.45;
      const lat = 36.9 + Math.random() * 0.2;
      return mapUrl([lng, lat, lng + span, lat + span / 2], zoom);
    },
  ];
  return () => (Math.random() < 0.4 ? pick(pages) : pick(api)());
}

async function measure(databaseUrl: string | undefined, connections: number, seconds: number): Promise<void> {
  const dataDir = tempDataDir('adana-bench-load-');
  // The server logs to a file, as in production (journald, a log file), not to a pipe this busy process drains.
  const logFile = `${dataDir}.log`;
  const server = await startAppServer(
    { DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'info', BUILD_ON_START: '0' },
    180_000,
    { logFile },
  );
  try {
    const paths = await visitorMix(server.url);
    const varied = process.argv.includes('--varied') ? await variedMix(server.url) : null;
    // Warm up: every page and answer once, so the figures are the steady state.
    for (const p of paths) await (await fetch(server.url + p, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
    const before = rssMiB(server.proc.pid!);
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'embedded database (PGlite)'}: ${connections} connections, ${seconds} s, ${varied ? 'random picks from ~1,000 distinct URLs' : `${paths.length} URLs in turn`} (pages, search, map)…`,
    );
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: varied
        ? [{ method: 'GET' as const, path: '/', setupRequest: (request: autocannon.Request) => ({ ...request, path: varied() }) }]
        : paths.map((path) => ({ method: 'GET' as const, path })),
    });
    const after = rssMiB(server.proc.pid!);
    const byStatus = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !/^2|^304$/.test(code))
      .map(([code, s]) => `${code}: ${s.count}`);
    const shed = Number(result.statusCodeStats?.['503' as never]?.count ?? 0);
    console.log(`  requests/s: ${result.requests.average.toFixed(0)} (${result.requests.total} in ${result.duration.toFixed(0)} s)`);
    console.log(`  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(
      `  errors: ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} answers not 2xx${byStatus.length ? ` (${byStatus.join(', ')})` : ''}${shed ? `; ${shed} of them 503 "çok yoğun" (load shed)` : ''}`,
    );
    console.log(`  server memory (RSS): ${before.toFixed(0)} MiB before, ${after.toFixed(0)} MiB after`);
    if (process.argv.includes('--per-url')) {
      console.log('  each URL alone (20 connections, 5 s):');
      for (const path of paths) {
        const one = await autocannon({ url: server.url + path, connections: 20, duration: 5, headers: { 'accept-encoding': 'br, gzip' } });
        console.log(
          `    ${String(one.requests.average.toFixed(0)).padStart(6)} req/s  p50 ${String(one.latency.p50).padStart(4)} ms  p99 ${String(one.latency.p99).padStart(4)} ms  ${path}`,
        );
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(logFile, { force: true });
  }
}

export async function run(): Promise<void> {
  const connections = Number(arg('connections', '100'));
  const seconds = Number(arg('seconds', '60'));
  const n = Number(arg('n', '0'));
  if (process.argv.includes('--embedded')) return measure(undefined, connections, seconds);
  const given = arg('db', '');
  if (given) return measure(given, connections, seconds);
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await withScratchDatabase(baseUrl, 'load', async (url) => {
    if (n > 0) {
      const database = await openDatabase({ databaseUrl: url });
      await migrate(database);
      await generateBusinesses(database.db, n, (m) => console.log(m));
      await database.close();
    }
    await measure(url, connections, seconds);
  });
}
