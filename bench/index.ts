/**
 * `npm run bench -- <name>`: benchmark scripts that print figures (never timed assertions in tests).
 */
const benches: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  'pglite-thread': () => import('./pglite-thread.ts'),
  site: () => import('./site.ts'),
  search: () => import('./search.ts'),
  map: () => import('./map.ts'),
  load: () => import('./load.ts'),
  import: () => import('./import.ts'),
  'import-osm': () => import('./import-osm.ts'),
  tracking: () => import('./tracking.ts'),
  lighthouse: () => import('./lighthouse.ts'),
};

const benchName = process.argv[2];
const load = benchName ? benches[benchName] : undefined;
if (!load) {
  console.log(`Usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(benchName ? 1 : 0);
}
await (await load()).run();
process.exit(0);
export {};
