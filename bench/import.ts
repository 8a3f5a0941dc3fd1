/**
 * How long other requests wait while an admin imports a 5,000-row file: the import runs
 * while `/api/categories` (the function, in this process) is called every 20 ms; prints the import's
 * duration and the categories latency p50 / p99 / max during it, on PGlite and (with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL) on PostgreSQL. Figures only, no assertions.
 * A call's latency counts from when it was due, not from when its timer got to run: PGlite works on this
 * thread, so while one of its queries runs a request arriving then waits too, before any code of its own.
 *
 *   npm run bench -- import
 */
import { openDatabase, registerDatabase, type Database } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { seedReference } from '#db/seed/index.ts';
import { importCsvFile } from '#features/listings/import.ts';
import categoriesFn from '../functions/categories.ts';
import { withScratchDatabase } from './scratch-db.ts';

const ROWS = 5_000;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

function fileOf(rows: number): Uint8Array {
  const lines = ['name;category;address;district;latitude;longitude'];
  for (let i = 0; i < rows; i++)
    lines.push(`Ölçüm İşletmesi ${i} ${Date.now()};Kafeler;Atatürk Cd. ${i};Seyhan;37.0${i % 10};35.3${i % 10}`);
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}

async function categoriesOnce(started = performance.now()): Promise<number> {
  const res = await categoriesFn(new Request('http://localhost/api/categories'), { params: {}, requestId: 'bench', ip: '127.0.0.1' });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`categories answered ${res.status}`);
  return performance.now() - started;
}

async function measure(name: string, database: Database): Promise<void> {
  await migrate(database);
  await seedReference(database.db);
  registerDatabase(database);
  for (let i = 0; i < 20; i++) await categoriesOnce(); // warm up
  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push(await categoriesOnce());

  const latencies: number[] = [];
  let importing = true;
  const poller = (async () => {
    while (importing) {
      const due = performance.now() + 20;
      await new Promise((r) => setTimeout(r, 20));
      latencies.push(await categoriesOnce(due));
    }
  })();
  const started = performance.now();
  const result = await importCsvFile(database.db, fileOf(ROWS), {
    actor: { userId: null, role: 'operator', label: 'bench' },
    publish: true,
    source: 'cli',
  });
  const took = performance.now() - started;
  importing = false;
  await poller;
  const ms = (v: number) => `${v.toFixed(0).padStart(5)} ms`;
  console.log(
    `${name.padEnd(10)} import of ${result.imported} rows ${ms(took)}; /api/categories idle p50 ${ms(pct(idle, 50))}, ` +
      `during the import (${latencies.length} calls) p50 ${ms(pct(latencies, 50))} p99 ${ms(pct(latencies, 99))} max ${ms(Math.max(...latencies))}`,
  );
  await database.close();
}

export async function run(): Promise<void> {
  console.log(`An admin imports ${ROWS} rows while /api/categories is called every 20 ms.\n`);
  await measure('PGlite', await openDatabase({ dataDir: 'memory://' }));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    await withScratchDatabase(url, 'import', async (u) => measure('PostgreSQL', await openDatabase({ databaseUrl: u })));
  } else console.log('\n(set BENCH_DATABASE_URL=postgres://… to compare with PostgreSQL)');
}
