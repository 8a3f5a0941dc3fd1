/**
 * The search function at scale: `npm run bench -- search [--n 10000,100000] [--runs 200]
 *   [--drivers pglite,pg] [--db postgres://…/name] [--per-query]`
 *
 * For each N: generates N approved businesses (PGlite in memory, and a scratch PostgreSQL database),
 * then runs a fixed Turkish query mix through `searchBusinesses` — the code the API function runs — and
 * prints p50/p95/max per driver, plus the suggestion query and the "did you mean" an empty first page adds
 * (the function runs it only then). Target: p95 < 20 ms at 100,000 on PostgreSQL. Then what logging adds
 * (bench/search-logging.ts; `--no-logging` skips it): the search function's p95 and the rows it writes (none:
 * search words are recorded with the view, decision 028), and the view beacon with and without a search word.
 *
 * `--db URL` (one N, PostgreSQL only) uses that database instead of a scratch one and keeps it: it is
 * created, migrated and filled with N businesses only when it has none, so a second run measures the
 * same data without generating it again. `--per-query` also prints each query's median.
 */
import { openDatabase, type Database } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { searchBusinesses, suggest } from '#features/search/search.ts';
import { didYouMean } from '#features/search/did-you-mean.ts';
import { generateBusinesses } from './generate.ts';
import { measureLogging } from './search-logging.ts';
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

/** Times of one query mix, run round-robin: all of them and each query's own. */
function mixTimes<Q>(queries: readonly Q[]) {
  const all: number[] = [];
  const each = queries.map(() => [] as number[]);
  return {
    async time(i: number, run: (q: Q) => Promise<unknown>): Promise<void> {
      const t = performance.now();
      await run(queries[i % queries.length]!);
      const ms = performance.now() - t;
      all.push(ms);
      each[i % queries.length]!.push(ms);
    },
    summary: (name: string, width: number) =>
      `${name} p50 ${pct(all, 50).toFixed(1).padStart(width)} ms  p95 ${pct(all, 95).toFixed(1).padStart(width)} ms`,
    max: () => Math.max(...all),
    perQuery(): void {
      if (process.argv.includes('--per-query'))
        queries.forEach((q, i) => console.log(`    ${pct(each[i]!, 50).toFixed(1).padStart(6)} ms  ${JSON.stringify(q)}`));
    },
  };
}

async function measure(label: string, database: Database, runs: number): Promise<void> {
  const search = mixTimes(queryMix);
  const suggestions = mixTimes(['keb', 'ışı', 'güll', 'otel', 'kua']);
  const nearest = mixTimes(nearMix);
  // words that find nothing: nonsense, a typo of a table word, a word too far from any (decision 015)
  const meant = mixTimes(['qwxzvbn', 'hastahne', 'kebapx karaisali', 'veterinerr']);
  for (let i = 0; i < 30; i++) await searchBusinesses(database.db, { ...queryMix[i % queryMix.length], limit: 24 }); // warm up
  for (let i = 0; i < runs; i++) {
    await search.time(i, (q) => searchBusinesses(database.db, { ...q, limit: 24 }));
    await suggestions.time(i, (q) => suggest(database.db, q));
    await nearest.time(i, (q) => searchBusinesses(database.db, { ...q, limit: 24 }));
    await meant.time(i, (q) => didYouMean(database.db, { q, limit: 24 }));
  }
  console.log(
    `  ${label.padEnd(11)} ${search.summary('search', 6)}  max ${search.max().toFixed(1).padStart(6)} ms   ${suggestions.summary('suggest', 5)}`,
  );
  search.perQuery();
  console.log(`  ${''.padEnd(11)} ${nearest.summary('nearest first', 6)}  max ${nearest.max().toFixed(1).padStart(6)} ms`);
  nearest.perQuery();
  console.log(`  ${''.padEnd(11)} ${meant.summary('did you mean (after an empty page)', 6)}  max ${meant.max().toFixed(1).padStart(6)} ms`);
  meant.perQuery();
  if (!process.argv.includes('--no-logging')) await measureLogging(label, database, runs);
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
  console.log(
    `query mix: ${queryMix.length} queries (Turkish folding, prefixes, typos, suffixes, filters, open now, nonsense); ${runs} runs each driver`,
  );
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
