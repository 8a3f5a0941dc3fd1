/**
 * `npm run build` (also Netlify's build command): migrate and seed the database if needed, read the site
 * data once, build the static site into ./dist, and mark the pending rebuild requests it covered as done.
 * With the embedded database and a server running, it refuses: the server rebuilds by itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { legalPlaceholders } from '#content/legal.ts';
import { collectSiteData } from '#features/businesses/site-data.ts';
import { completeRebuilds } from '#platform/rebuild.ts';
import { log } from '#platform/log.ts';
import { runAstroBuild } from './builder.ts';
import {
  acquireOwnership,
  ensureSessionSecret,
  loadConfigOrExit,
  openConfiguredDatabase,
  prepareDatabase,
  StartupError,
} from './runtime.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const started = Date.now();
  const c = loadConfigOrExit();
  if (!c.isNetlify) ensureSessionSecret(c);
  const placeholders = legalPlaceholders();
  if (placeholders.length) log.warn('the legal pages show placeholders; set these before going live', { missing: placeholders });
  const lock = c.DATABASE_URL ? null : acquireOwnership(c.DATA_DIR, 0);
  const database = await openConfiguredDatabase(c);
  let dataReadAt: Date;
  const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'adana-build-')), 'site-data.json');
  try {
    await prepareDatabase(database, c);
    dataReadAt = new Date();
    const data = await collectSiteData(database.db);
    fs.writeFileSync(dataFile, JSON.stringify(data));
    log.info('site data read', {
      businesses: data.businesses.length,
      approved: data.approvedCount,
      categories: data.categories.length,
      ms: Date.now() - dataReadAt.getTime(),
    });
  } finally {
    if (c.DATABASE_URL) {
      /* keep the connection for marking the requests done */
    } else {
      await database.close();
      lock?.release();
    }
  }
  const outDir = path.resolve(process.env.ASTRO_OUT_DIR || 'dist');
  const result = await runAstroBuild({
    projectRoot,
    outDir,
    siteDataFile: dataFile,
    env: { PUBLIC_URL: c.publicUrl },
    onLine: (line) => process.stdout.write(line + '\n'),
  });
  fs.rmSync(path.dirname(dataFile), { recursive: true, force: true });
  if (!result.ok) throw new StartupError('astro build failed (see above).');
  if (c.DATABASE_URL) {
    await completeRebuilds(database.db, dataReadAt, { ok: true });
    await database.close();
  }
  log.info('build finished', { outDir, ms: Date.now() - started });
}

main().catch((err: unknown) => {
  process.stderr.write(`Build failed: ${err instanceof StartupError ? err.message : (err as Error).stack}\n`);
  process.exit(1);
});
