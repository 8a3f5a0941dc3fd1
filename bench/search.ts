/**
 * The search function at scale: `npm run bench -- search [--n 10000,100000] [--runs 200]
 *   [--drivers pglite,pg] [--db postgres://…/name] [--per-query]`
 *
 * For each N: generates N approved businesses (PGlite in memory, and a scratch PostgreSQL database),
 * then runs a fixed Turkish query mix through `searchBusinesses` — the code the API function runs — and
 * prints p50/p95/max per driver, plus the suggestion query. Target: p95 < 20 ms at 100,000 on PostgreSQL.
 *
 * `--db URL` (one N, PostgreSQL only) uses that database instead of a scratch one and keeps it: it is
 * created, migrated and filled with N businesses only when it has none, so a second run measures the
 * same data without generating it again. `--per-query` also prints each query's median.
 */
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { searchBusinesses, suggest } from '../src/data/search.ts';
import { generateBusinesses } from './generate.ts';
import { withScratchDatabase } from './scratch-db.ts';
import pg from 'pg';
import { sql } from 'drizzle-orm';

const queryMix = [
  { q: 'kebap' },
  { q: 'işık' },
  { q: 'IŞIK kafe' },
  { q: 'sukru usta' },
  { q: 'güllü' },
  { q: 'kebab' }, // typo / softening
  { q: 'fitnes' }, // missing letter
  { q: 'restoranlar' }, // suffix
  { q: 'kebapçılar' },
  { q: 'diş kliniği' },
  { q: 'kuaför', district: 'seyhan' },
  { q: 'otel', category: 'oteller', sort: 'rating' as const },
  { q: 'qwxzvbn' }, // nonsense
  { category: 'kafeler', district: 'cukurova' },
  { q: 'wi-fi', open: true },
];

/** Nearest first (the map's list after 'Konumumu bul'): the centre, the edge of the city, filters, a later page. */
const center = { latitude: 36.9914, longitude: 35.3308 };
const nearMix = [
  { near: center, sort: 'distance' as const },
  { near: { latitude: 37.2, longitude: 35.05 }, sort: 'distance' as const },
  { near: center, sort: 'distance' as const, category: 'kafeler' },
  { near: center, sort: 'distance' as const, q: 'kebap' },
  { near: center, sort: 'distance' as const, offset: 480 },
];

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : dflt;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function measure(label: string, database: Database, runs: number): Promise<void> {
  const times: number[] = [];
  const perQuery = queryMix.map(() => [] as number[]);
  const suggestTimes: number[] = [];
  const nearTimes: number[] = [];
  const perNear = nearMix.map(() => [] as number[]);
  for (let i = 0; i < 30; i++) await searchBusinesses(database.db, { ...queryMix[i % queryMix.length], limit: 24 }); // warm up
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await searchBusinesses(database.db, { ...queryMix[i % queryMix.length], limit: 24 });
    times.push(performance.now() - t);
    perQuery[i % queryMix.length]!.push(performance.now() - t);
    const s = performance.now();
    await suggest(database.db, ['keb', 'ışı', 'güll', 'otel', 'kua'][i % 5]!);
    suggestTimes.push(performance.now() - s);
    const n = performance.now();
    await searchBusinesses(database.db, { ...nearMix[i % nearMix.length], limit: 24 });
    nearTimes.push(performance.now() - n);
    perNear[i % nearMix.length]!.push(performance.now() - n);
  }
  console.log(
    `  ${label.padEnd(11)} search p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p95 ${pct(times, 95).toFixed(1).padStart(6)} ms  max ${Math.max(...times).toFixed(1).padStart(6)} ms` +
      `   suggest p50 ${pct(suggestTimes, 50).toFixed(1).padStart(5)} ms  p95 ${pct(suggestTimes, 95).toFixed(1).padStart(5)} ms`,
  );
  if (process.argv.includes('--per-query')) {
    queryMix.forEach((q, i) => console.log(`    ${pct(perQuery[i]!, 50).toFixed(1).padStart(6)} ms  ${JSON.stringify(q)}`));
  }
  console.log(`  ${''.padEnd(11)} nearest first p50 ${pct(nearTimes, 50).toFixed(1).padStart(6)} ms  p95 ${pct(nearTimes, 95).toFixed(1).padStart(6)} ms  max ${Math.max(...nearTimes).toFixed(1).padStart(6)} ms`);
  if (process.argv.includes('--per-query')) {
    nearMix.forEach((q, i) => console.log(`    ${pct(perNear[i]!, 50).toFixed(1).padStart(6)} ms  ${JSON.stringify(q)}`));
  }
}

/** `--db URL`: creates the database when missing, fills it when empty, and leaves it in place. */
async function measureKept(url: string, n: number, runs: number): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--db: database name "${name}" must be a plain identifier`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const database = await openDatabase({ databaseUrl: url });
  await migrate(database);
  const counted = (await database.db.execute(sql`SELECT count(*)::int AS n FROM businesses`)) as unknown as { rows: { n: number }[] };
  const have = Number(counted.rows[0]?.n ?? 0);
  if (have === 0) {
    await generateBusinesses(database.db, n);
    console.log(`  generated ${n.toLocaleString('tr-TR')} businesses in ${name} (kept)`);
  } else {
    console.log(`  reusing ${have.toLocaleString('tr-TR')} businesses in ${name}`);
  }
  await measure('PostgreSQL', database, runs);
  await database.close();
}

export async function run(): Promise<void> {
  const sizes = arg('n', '10000').split(',').map(Number);
  const runs = Number(arg('runs', '300'));
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const drivers = arg('drivers', 'pglite,pg').split(',');
  const kept = arg('db', '');
  console.log(`query mix: ${queryMix.length} queries (Turkish folding, prefixes, typos, suffixes, filters, open now, nonsense); ${runs} runs each driver`);
  if (kept) {
    console.log(`\n== ${sizes[0]!.toLocaleString('tr-TR')} businesses ==`);
    await measureKept(kept, sizes[0]!, runs);
    return;
  }
  for (const n of sizes) {
    console.log(`\n== ${n.toLocaleString('tr-TR')} businesses ==`);
    if (drivers.includes('pglite')) {
      const lite = await openDatabase({ dataDir: 'memory://' });
      await migrate(lite);
      await generateBusinesses(lite.db, n);
      await measure('PGlite', lite, runs);
      await lite.close();
    }
    if (!drivers.includes('pg')) continue;
    await withScratchDatabase(baseUrl, `search_${n}`, async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      await migrate(database);
      await generateBusinesses(database.db, n);
      await measure('PostgreSQL', database, runs);
      await database.close();
    });
  }
}
