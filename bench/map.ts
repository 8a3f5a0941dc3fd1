/**
 * The map endpoint at scale: `npm run bench -- map [--n 100000] [--runs 200] [--drivers pglite,pg] [--db URL]`
 *
 * Generates N approved businesses (bench/generate.ts) in PGlite (in memory) and in a scratch PostgreSQL
 * database (TEST_DATABASE_URL, DATABASE_URL or BENCH_DATABASE_URL; default the local server), then calls
 * GET /api/map — the function itself, Request in, Response out — for the views a visitor sees on a
 * 1600×900 map, each as the island asks (`snapMapQuery`): the whole city at zoom 11 and 12, the same
 * filtered by a category and by a text, and a street-level view at zoom 16 in the busiest district; the
 * whole city, the district and the street again with `open=1` (open now: computed from the rows at request
 * time, at the moment the bench runs, instead of the pre-counted grid). Prints the answer's size (plain and
 * gzip), p50/p95 and the CDN lifetime (s-maxage) per view. `--db URL` measures an already filled database
 * (migrated first) instead of generating one. Target: whole-city p95 well under 100 ms on PostgreSQL,
 * answers under ~100 KB.
 */
import zlib from 'node:zlib';
import { clearRegisteredDatabase, openDatabase, registerDatabase, type Database } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { snapMapQuery, tileToLat, tileToLng, tileX, tileY, type Bbox } from '#lib/map-grid.ts';
import mapFn from '../functions/map.ts';
import { generateBusinesses } from './generate.ts';
import { withScratchDatabase } from './scratch-db.ts';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : dflt;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** The bbox a width×height px MapLibre viewport shows around a centre at a zoom. */
function viewport(lat: number, lng: number, zoom: number, width = 1600, height = 900): Bbox {
  const tilesPerPx = 2 ** 24 / (512 * 2 ** zoom);
  const x = tileX(lng);
  const y = tileY(lat);
  return [
    tileToLng(x - (width / 2) * tilesPerPx),
    tileToLat(y + (height / 2) * tilesPerPx),
    tileToLng(x + (width / 2) * tilesPerPx),
    tileToLat(y - (height / 2) * tilesPerPx),
  ];
}

interface View {
  label: string;
  lat: number;
  lng: number;
  zoom: number;
  extra?: Record<string, string>;
}

/** Adana's default centre (PD13) and Seyhan, where the generator puts a fifth of the businesses. */
const views: View[] = [
  { label: 'city z11', lat: 37, lng: 35.3213, zoom: 11 },
  { label: 'city z12', lat: 37, lng: 35.3213, zoom: 12 },
  { label: 'city z12 category', lat: 37, lng: 35.3213, zoom: 12, extra: { category: 'restoranlar' } },
  { label: 'city z12 q=kebap', lat: 37, lng: 35.3213, zoom: 12, extra: { q: 'kebap' } },
  { label: 'district z14', lat: 37, lng: 35.325, zoom: 14 },
  { label: 'street z16', lat: 37, lng: 35.325, zoom: 16 },
  { label: 'street z16 category', lat: 37, lng: 35.325, zoom: 16, extra: { category: 'kafeler' } },
  { label: 'city z11 open=1', lat: 37, lng: 35.3213, zoom: 11, extra: { open: '1' } },
  { label: 'city z12 open=1', lat: 37, lng: 35.3213, zoom: 12, extra: { open: '1' } },
  { label: 'district z14 open=1', lat: 37, lng: 35.325, zoom: 14, extra: { open: '1' } },
  { label: 'street z16 open=1', lat: 37, lng: 35.325, zoom: 16, extra: { open: '1' } },
];

function urlOf(v: View, jitter = 0): string {
  // a visitor pans a little between requests: different viewports, mostly the same snapped URL
  const { bbox, zoom } = snapMapQuery(viewport(v.lat + jitter, v.lng + jitter, v.zoom), v.zoom);
  const params = new URLSearchParams({ bbox: bbox.join(','), zoom: String(zoom), ...v.extra });
  return `http://localhost/api/map?${params}`;
}

async function call(url: string): Promise<{ ms: number; body: string; cache: string }> {
  const t = performance.now();
  const res = await mapFn(new Request(url), { params: {}, requestId: 'bench', ip: '127.0.0.1' });
  const body = await res.text();
  const ms = performance.now() - t;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body}`);
  return { ms, body, cache: /s-maxage=\d+/.exec(res.headers.get('cache-control') ?? '')?.[0] ?? '' };
}

async function measure(label: string, database: Database, runs: number): Promise<void> {
  registerDatabase(database);
  console.log(`  ${label}`);
  for (const v of views) {
    for (let i = 0; i < 10; i++) await call(urlOf(v)); // warm up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await call(urlOf(v, ((i % 7) - 3) * 0.0005))).ms);
    const { body, cache } = await call(urlOf(v));
    const answer = JSON.parse(body) as { clusters: unknown[]; businesses: unknown[]; total: number; truncated: boolean };
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `    ${v.label.padEnd(20)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p95 ${pct(times, 95).toFixed(1).padStart(6)} ms` +
        `   ${kb(Buffer.byteLength(body)).padStart(9)} (gzip ${kb(zlib.gzipSync(body).length).padStart(8)})` +
        `   ${String(answer.clusters.length).padStart(3)} clusters ${String(answer.businesses.length).padStart(3)} businesses` +
        `${answer.truncated ? ' (truncated)' : ''} of ${answer.total}   ${cache}`,
    );
  }
  clearRegisteredDatabase();
}

export async function run(): Promise<void> {
  const n = Number(arg('n', '100000'));
  const runs = Number(arg('runs', '200'));
  const drivers = arg('drivers', 'pglite,pg').split(',');
  const existing = arg('db', '');
  const baseUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(`GET /api/map, 1600×900 px viewports as the island asks, ${runs} requests per view`);
  console.log(
    `open=1 at ${new Date().toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', weekday: 'long', hour: '2-digit', minute: '2-digit' })} (Istanbul)`,
  );
  if (existing) {
    const database = await openDatabase({ databaseUrl: existing });
    await migrate(database);
    await measure(`existing database ${new URL(existing).pathname.slice(1)}`, database, runs);
    await database.close();
    return;
  }
  console.log(`\n== ${n.toLocaleString('tr-TR')} businesses ==`);
  if (drivers.includes('pglite')) {
    const lite = await openDatabase({ dataDir: 'memory://' });
    await migrate(lite);
    const t = Date.now();
    await generateBusinesses(lite.db, n);
    console.log(`  (PGlite: generated in ${((Date.now() - t) / 1000).toFixed(0)} s)`);
    await measure('PGlite', lite, runs);
    await lite.close();
  }
  if (drivers.includes('pg')) {
    await withScratchDatabase(baseUrl, `map_${n}`, async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      await migrate(database);
      const t = Date.now();
      await generateBusinesses(database.db, n);
      console.log(`  (PostgreSQL: generated in ${((Date.now() - t) / 1000).toFixed(0)} s)`);
      await measure('PostgreSQL', database, runs);
      await database.close();
    });
  }
}
