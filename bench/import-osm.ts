/**
 * Importing a city's OpenStreetMap extract (decisions 025 and 034): `--features N` (default 20,000) generated
 * Overpass JSON features in the five districts (names, amenity/shop tags, addresses, phones, opening_hours,
 * amenity features; some unnamed, some benches, some only placed by their neighbourhood), imported as the
 * operator's command line does (mapOsm + importMapped, published), then the same extract again (every
 * business matched by OSM id, unchanged). Prints wall time and memory (RSS and heap, peak sampled every
 * 50 ms) on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL. Figures only.
 *
 *   npm run bench -- import-osm --features 20000
 */
import { openDatabase, type Database } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { seedReference } from '#db/seed/index.ts';
import { importMapped } from '#features/listings/import.ts';
import { mapOsm } from '#lib/import/osm.ts';
import { IMPORT_LIMITS } from '#lib/import/types.ts';
import { rng } from './generate.ts';
import { withScratchDatabase } from './scratch-db.ts';

const DISTRICTS = [
  { name: 'Seyhan', lat: 37.0, lon: 35.325, hoods: ['Reşatbey', 'Cemalpaşa', 'Ziyapaşa'] },
  { name: 'Çukurova', lat: 37.05, lon: 35.28, hoods: ['Güzelyalı', 'Huzurevleri', 'Kurttepe'] },
  { name: 'Yüreğir', lat: 36.99, lon: 35.36, hoods: ['Kiremithane', 'Dadaloğlu'] },
  { name: 'Sarıçam', lat: 37.03, lon: 35.41, hoods: [] },
  { name: 'Karaisalı', lat: 37.26, lon: 35.06, hoods: [] },
];
const KINDS: Array<Record<string, string>> = [
  { amenity: 'restaurant', cuisine: 'kebab' },
  { amenity: 'cafe' },
  { shop: 'supermarket' },
  { amenity: 'pharmacy', healthcare: 'pharmacy' },
  { shop: 'hairdresser' },
  { tourism: 'hotel' },
  { leisure: 'fitness_centre' },
  { shop: 'clothes' },
];
const HOURS = [
  'Mo-Sa 09:00-22:00; Su 10:00-20:00',
  'Mo-Su 08:00-24:00',
  '24/7',
  'Mo-Fr 09:00-18:00; PH off',
  'Mo-Fr 08:30-12:30,13:30-18:00',
];

/** An Overpass JSON extract of `n` features (`out center`), deterministic. */
export function overpassExtract(n: number): string {
  const rand = rng(30);
  const elements = Array.from({ length: n }, (_, i) => {
    const d = DISTRICTS[i % DISTRICTS.length]!;
    const lat = Number((d.lat + (rand() - 0.5) * 0.06).toFixed(7));
    const lon = Number((d.lon + (rand() - 0.5) * 0.06).toFixed(7));
    if (i % 50 === 49) return { type: 'node', id: 9_000_000 + i, lat, lon, tags: { amenity: 'bench' } };
    const tags: Record<string, string> = {
      ...KINDS[i % KINDS.length]!,
      ...(i % 40 === 39 ? {} : { name: `Ölçüm ${i}` }),
      'addr:street': `Atatürk Caddesi`,
      'addr:housenumber': String(1 + (i % 300)),
      // Mostly addr:district; some only by their neighbourhood.
      ...(d.hoods.length && i % 7 === 0 ? { 'addr:suburb': d.hoods[i % d.hoods.length]! } : { 'addr:district': d.name }),
      'addr:city': 'Adana',
      phone: `+90 322 ${String(100 + (i % 900)).padStart(3, '0')} ${String(i % 100).padStart(2, '0')} ${String((i * 7) % 100).padStart(2, '0')}`,
      opening_hours: HOURS[i % HOURS.length]!,
      ...(i % 3 === 0 ? { wheelchair: 'yes', internet_access: 'wlan' } : {}),
      ...(i % 5 === 0 ? { outdoor_seating: 'yes', takeaway: 'yes' } : {}),
    };
    return i % 4 === 0
      ? { type: 'way', id: 5_000_000 + i, center: { lat, lon }, nodes: [1, 2, 3, 1], tags }
      : { type: 'node', id: 1_000_000 + i, lat, lon, tags };
  });
  return JSON.stringify({ version: 0.6, generator: 'bench', osm3s: { timestamp_osm_base: '2026-11-01T00:00:00Z' }, elements });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; peakRss: number; peakHeap: number }> {
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const started = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - started, peakRss, peakHeap };
  } finally {
    clearInterval(timer);
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }
}

async function measure(name: string, database: Database, text: string): Promise<void> {
  await migrate(database);
  await seedReference(database.db);
  const opts = { actor: { userId: null, role: 'operator' as const, label: 'bench' }, publish: true, source: 'cli' as const };
  const first = await timed(async () => importMapped(database.db, mapOsm(text, { maxFeatures: IMPORT_LIMITS.maxOsmFeaturesCli }), opts));
  const r = first.value;
  console.log(
    `${name.padEnd(10)} first import  ${(first.ms / 1000).toFixed(1).padStart(6)} s: imported ${r.imported}, skipped ${r.skipped}, errors ${r.errors.length}; ` +
      `peak RSS ${mb(first.peakRss)}, heap ${mb(first.peakHeap)}`,
  );
  const again = await timed(async () => importMapped(database.db, mapOsm(text, { maxFeatures: IMPORT_LIMITS.maxOsmFeaturesCli }), opts));
  console.log(
    `${name.padEnd(10)} re-import     ${(again.ms / 1000).toFixed(1).padStart(6)} s: unchanged ${again.value.unchanged ?? 0}, updated ${again.value.updated ?? 0}, imported ${again.value.imported}; ` +
      `peak RSS ${mb(again.peakRss)}, heap ${mb(again.peakHeap)}`,
  );
  await database.close();
}

export async function run(): Promise<void> {
  const at = process.argv.indexOf('--features');
  const n = at > 0 ? Number(process.argv[at + 1]) : 20_000;
  if (!Number.isInteger(n) || n < 1 || n > IMPORT_LIMITS.maxOsmFeaturesCli)
    throw new Error(`--features must be 1…${IMPORT_LIMITS.maxOsmFeaturesCli}`);
  const gen = await timed(async () => overpassExtract(n));
  const text = gen.value;
  console.log(
    `${n} generated OSM features (Overpass JSON, ${mb(text.length)}; generated in ${(gen.ms / 1000).toFixed(1)} s). Node ${process.version}, RSS before ${mb(process.memoryUsage().rss)}.\n`,
  );
  const parse = await timed(async () => mapOsm(text, { maxFeatures: IMPORT_LIMITS.maxOsmFeaturesCli }));
  console.log(
    `mapping only (osmtogeojson, tags, opening_hours): ${(parse.ms / 1000).toFixed(1)} s, ${parse.value.candidates.length} candidates; peak RSS ${mb(parse.peakRss)}, heap ${mb(parse.peakHeap)}\n`,
  );
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) await withScratchDatabase(url, 'importosm', async (u) => measure('PostgreSQL', await openDatabase({ databaseUrl: u }), text));
  else console.log('(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL)');
  if (!process.argv.includes('--no-pglite')) await measure('PGlite', await openDatabase({ dataDir: 'memory://' }), text);
}
