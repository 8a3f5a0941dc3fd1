/**
 * Visitor tracking throughput and the daily rollup (decision 014), on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; a scratch database is created and dropped):
 *  1. POST /api/track-visitor through the function itself, CONCURRENCY requests at a time for DURATION_MS,
 *     from many client addresses (each request: rate-limit counter, visitor hash, one insert): visits/s;
 *  2. 1,000,000 raw visits over 30 days (written with generate_series), then `rollupVisits` from nothing
 *     (all 30 days), and again (the hourly run: only the last day is re-rolled).
 * Figures only, no assertions. Targets (decision 014): ≥ 1,000 tracked visits/s, rollup < 10 s.
 *
 *   npm run bench -- tracking
 */
import { sql } from 'drizzle-orm';
import { openDatabase, registerDatabase, rowsOf } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { rollupVisits } from '#features/statistics/rollup.ts';
import { resetConfig } from '#platform/config.ts';
import trackFn from '../functions/track-visitor.ts';
import { withScratchDatabase } from './scratch-db.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const ROLLUP_ROWS = Number(process.env.BENCH_ROLLUP_ROWS ?? 1_000_000);
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGES = ['/', '/search', '/map', '/category/kafeler', '/category/restoranlar', '/business/12', '/business/40', '/about'];

async function trackOnce(i: number): Promise<void> {
  const req = new Request('http://localhost:3000/api/track-visitor', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'user-agent': UA },
    body: JSON.stringify({
      page: PAGES[i % PAGES.length],
      referrer: 'https://www.google.com/',
      sessionId: `${Date.now()}-bench${(i % 5000).toString(36).padStart(6, '0')}`,
    }),
  });
  const res = await trackFn(req, {
    params: {},
    requestId: 'bench',
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    geo: { country: { code: i % 10 ? 'TR' : 'DE' }, city: 'Adana' },
  });
  if (res.status !== 204) throw new Error(`track-visitor answered ${res.status}: ${await res.text()}`);
}

export async function run(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) {
    console.log('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    return;
  }
  process.env.SESSION_SECRET ??= 'bench-secret-'.padEnd(48, 'x');
  process.env.PUBLIC_URL ??= 'http://localhost:3000';
  resetConfig();
  await withScratchDatabase(base, 'tracking', async (url) => {
    const database = await openDatabase({ databaseUrl: url, driver: 'pg', max: CONCURRENCY });
    try {
      await migrate(database);
      registerDatabase(database);
      for (let i = 0; i < 50; i++) await trackOnce(i); // warm up

      let n = 50;
      let done = 0;
      const started = performance.now();
      const until = started + DURATION_MS;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < until) {
            await trackOnce(n++);
            done++;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `track-visitor (PostgreSQL, ${CONCURRENCY} concurrent, ${seconds.toFixed(1)} s): ${done} visits, ${Math.round(done / seconds)} visits/s`,
      );

      const db = database.db;
      await db.execute(sql`TRUNCATE visitor_stats, daily_stats`);
      const fillStarted = performance.now();
      await db.execute(sql`
        INSERT INTO visitor_stats (date, session_id, ip_hash, browser, device, country, city, referrer, page, created_at)
        SELECT to_char(current_date - (g % 30), 'YYYY-MM-DD'), NULL, md5((g % 250000)::text || (g % 30)::text), 'Chrome', 'desktop',
               CASE WHEN g % 10 = 0 THEN 'Almanya' ELSE 'Türkiye' END, 'Adana',
               CASE WHEN g % 3 = 0 THEN 'google.com' ELSE NULL END, '/business/' || (g % 500), now()
          FROM generate_series(1, ${ROLLUP_ROWS}::int) g`);
      await db.execute(sql`ANALYZE visitor_stats`);
      const count = Number(rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM visitor_stats`))[0]?.n);
      console.log(`raw visits written: ${count} in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);

      const t1 = performance.now();
      const first = await rollupVisits(db);
      console.log(`rollup of ${count} visits (${first.days.length} days, from nothing): ${((performance.now() - t1) / 1000).toFixed(2)} s`);
      const t2 = performance.now();
      const second = await rollupVisits(db);
      console.log(`hourly re-run (${second.days.length} day(s) re-rolled): ${((performance.now() - t2) / 1000).toFixed(2)} s`);
    } finally {
      await database.close();
    }
  });
}
