/**
 * How long PGlite blocks the event loop for the queries functions run, compared with node-postgres,
 * whose work happens in another process. Prints per-query p50/p95 and the event-loop delay seen by
 * everything else in the process (other requests) while the queries run.
 *
 *   npm run bench -- pglite-thread
 */
import { openDatabase, type Database } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { seedIfEmpty } from '#db/seed/index.ts';
import { getApprovedBusiness, listApprovedBusinesses, listCategories } from '#features/businesses/public.ts';
import { withScratchDatabase } from './scratch-db.ts';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function measure(name: string, database: Database): Promise<void> {
  await migrate(database);
  await seedIfEmpty(database.db, { sample: true });
  const ids = (await listApprovedBusinesses(database.db)).map((b) => b.id);
  const queries: [string, () => Promise<unknown>][] = [
    ['categories', () => listCategories(database.db)],
    ['business by id', () => getApprovedBusiness(database.db, ids[Math.floor(Math.random() * ids.length)]!)],
    ['all approved (84)', () => listApprovedBusinesses(database.db)],
  ];
  for (const [label, q] of queries) {
    for (let i = 0; i < 20; i++) await q(); // warm up
    const times: number[] = [];
    // 10 concurrent "requests" at a time, as a busy server would see them.
    // A probe stands for every other request in the process: how long until it gets its turn?
    const waits: number[] = [];
    for (let round = 0; round < 30; round++) {
      const scheduled = performance.now();
      const probe = new Promise<void>((resolve) => setImmediate(() => (waits.push(performance.now() - scheduled), resolve())));
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const t = performance.now();
          await q();
          times.push(performance.now() - t);
        }),
      );
      await probe;
    }
    console.log(
      `${name.padEnd(10)} ${label.padEnd(18)} p50 ${pct(times, 50).toFixed(2).padStart(6)} ms  p95 ${pct(times, 95).toFixed(2).padStart(6)} ms  ` +
        `another request waits p50 ${pct(waits, 50).toFixed(1).padStart(6)} ms  max ${Math.max(...waits)
          .toFixed(1)
          .padStart(6)} ms`,
    );
  }
  await database.close();
}

export async function run(): Promise<void> {
  console.log('PGlite runs in this thread; node-postgres waits on a socket. Same queries, 300 each, 10 at a time.\n');
  await measure('PGlite', await openDatabase({ dataDir: 'memory://' }));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    await withScratchDatabase(url, 'thread', async (u) => measure('PostgreSQL', await openDatabase({ databaseUrl: u })));
  } else console.log('\n(set BENCH_DATABASE_URL=postgres://… to compare with PostgreSQL)');
}
