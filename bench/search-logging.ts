/**
 * What logging adds to search (the target: "search logging adds ≤ 1 ms to p95 search latency at 100,000
 * businesses"). Since decision 028 the search words are recorded with the listing's counted view (the search
 * page's `q` travels with the view beacon), not at the search: search answers are CDN-cached, so a search
 * cannot count its visitors. This measures both halves on the database `measure()` filled:
 *  1. the search function itself (functions/businesses-search.ts, through its handler), p50/p95, and the
 *     rows it wrote to the statistics tables over all runs (expected 0), plus the same code inside one
 *     transaction whose `txid_current_if_assigned()` stays NULL: PostgreSQL's own word that nothing was written;
 *  2. the view beacon after a search (`recordBusinessEvent` with source 'search' and the word) against a
 *     view without a search word, and `recordViewOrigin` alone: what the logging costs, on the view.
 */
import { sql } from 'drizzle-orm';
import { registerDatabase, rowsOf, type Database } from '#db/client.ts';
import { recordBusinessEvent } from '#features/statistics/business-events.ts';
import { recordViewOrigin } from '#features/statistics/view-origins.ts';
import { searchBusinesses } from '#features/search/search.ts';
import { didYouMean } from '#features/search/did-you-mean.ts';
import { withOpenNowOf } from '#features/businesses/open-now.ts';
import { resetConfig } from '#platform/config.ts';
import searchFn from '../functions/businesses-search.ts';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WORDS = ['kebap', 'işık kafe', 'kuaför', 'otel', 'diş kliniği', 'lahmacun', 'eczane', 'fitness'];
const STAT_TABLES = [
  'business_view_origins',
  'business_analytics',
  'business_event_dedupe',
  'visitor_stats',
  'rate_limits',
  'search_words',
];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(2).padStart(6)} ms  p95 ${pct(xs, 95).toFixed(2).padStart(6)} ms`;
const ip = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function statRows(database: Database): Promise<number> {
  let n = 0;
  for (const table of STAT_TABLES) {
    const rows = rowsOf(await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)));
    n += Number((rows[0] as { n: number } | undefined)?.n ?? 0);
  }
  return n;
}

async function timed(runs: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run(i);
    out.push(performance.now() - t);
  }
  return out;
}

export async function measureLogging(label: string, database: Database, runs: number): Promise<void> {
  process.env.SESSION_SECRET ??= 'bench-secret-'.padEnd(48, 'x');
  process.env.PUBLIC_URL ??= 'http://localhost:3000';
  resetConfig();
  registerDatabase(database);
  const ids = rowsOf(await database.db.execute(sql`SELECT id FROM businesses WHERE status = 'approved' ORDER BY id LIMIT 500`)).map((r) =>
    Number((r as { id: number }).id),
  );

  // 1. The search function: its latency, and what it wrote.
  const callSearch = async (i: number) => {
    const q = encodeURIComponent(WORDS[i % WORDS.length]!);
    const res = await searchFn(new Request(`http://localhost:3000/api/businesses/search?q=${q}`, { headers: { 'user-agent': UA } }), {
      params: {},
      requestId: 'bench',
      ip: ip(i),
    });
    if (res.status !== 200) throw new Error(`search answered ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 20; i++) await callSearch(i);
  const before = await statRows(database);
  const search = await timed(runs, callSearch);
  const written = (await statRows(database)) - before;
  const txid = await database.db.transaction(async (t) => {
    for (const q of WORDS) {
      const page = await searchBusinesses(t, { q, limit: 24 });
      if (!page.items.length) await didYouMean(t, { q, limit: 24 });
      await withOpenNowOf(t, page.items, new Date());
    }
    return rowsOf(await t.execute(sql`SELECT txid_current_if_assigned() AS x`))[0] as { x: unknown };
  });

  // 2. The view beacon after a search: with the search word, without one, and the origin row alone.
  let n = 0;
  const view = (source: 'search' | 'direct') => () =>
    recordBusinessEvent(database.db, {
      businessId: ids[n % ids.length]!,
      type: 'view',
      source,
      ...(source === 'search' ? { term: WORDS[n % WORDS.length] } : {}),
      ip: ip(100_000 + n++),
      userAgent: UA,
    });
  const withWord = await timed(runs, view('search'));
  const withoutWord = await timed(runs, view('direct'));
  const origin = await timed(runs, (i) =>
    recordViewOrigin(database.db, {
      businessId: ids[i % ids.length]!,
      source: 'search',
      term: WORDS[i % WORDS.length],
      visitorHash: `bench${i}`,
      at: new Date(),
    }),
  );

  console.log(`  ${label.padEnd(11)} logging (decision 028: search words are recorded with the view, not at the search)`);
  console.log(
    `  ${''.padEnd(11)}   search function            ${fmt(search)}  rows written to statistics tables by ${runs} searches: ${written}`,
  );
  console.log(
    `  ${''.padEnd(11)}   search in one transaction: txid_current_if_assigned() = ${txid.x === null ? 'NULL (nothing written)' : String(txid.x)}`,
  );
  console.log(`  ${''.padEnd(11)}   => logging adds 0 ms to search p95 (no write on the search's path)`);
  console.log(`  ${''.padEnd(11)}   view beacon, search word   ${fmt(withWord)}`);
  console.log(`  ${''.padEnd(11)}   view beacon, no word       ${fmt(withoutWord)}`);
  console.log(`  ${''.padEnd(11)}   the origin row alone       ${fmt(origin)}  (after the page has loaded, not on the search)`);
}
