/**
 * `npm start`: migrate and (when empty) seed the database, build the static site from it, and serve the
 * pages and every /api function on one port. A second start reuses the data and the last built site
 * (serving it at once while a fresh build runs in the background).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cron } from 'croner';
import { registerDatabase } from '#db/client.ts';
import { legalPlaceholders } from '#content/legal.ts';
import { log } from '#platform/log.ts';
import { registerLocalBuilder } from '#platform/rebuild.ts';
import { SiteBuilder } from './builder.ts';
import { loadFunctions } from './functions.ts';
import { loadRedirects } from './redirects.ts';
import { createServer, invokeScheduled } from './server.ts';
import {
  acquireOwnership,
  announceServer,
  databaseIdentity,
  ensureSessionSecret,
  loadConfigOrExit,
  openConfiguredDatabase,
  prepareDatabase,
  StartupError,
  updateOwnerPort,
} from './runtime.ts';
import { Admission } from './admission.ts';
import { createOpsHandler } from '#cli/ops.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const started = Date.now();
  const c = loadConfigOrExit();
  ensureSessionSecret(c);
  const ownership = c.DATABASE_URL ? null : acquireOwnership(c.DATA_DIR, c.PORT);
  const database = await openConfiguredDatabase(c);
  registerDatabase(database);
  await prepareDatabase(database, c);

  const { routes, scheduled, all } = await loadFunctions(path.join(projectRoot, 'functions'));
  const redirects = loadRedirects(path.join(projectRoot, 'netlify.toml'));
  const builder = new SiteBuilder(database.db, projectRoot, c.DATA_DIR);
  registerLocalBuilder(builder);
  const opsToken = ownership?.token ?? null;
  const server = createServer({
    database,
    routes,
    functions: new Map(all.map((f) => [f.name, f])),
    redirects,
    builder,
    internal: opsToken ? createOpsHandler(database, opsToken) : undefined,
    trustProxy: c.TRUST_PROXY,
    // The embedded database answers one query at a time, blocking this thread meanwhile: one read at a
    // time (a second one would only wait inside PGlite, unbounded), at most 32 waiting, each at most 1.5 s.
    admission: database.driver === 'pglite' ? new Admission({ concurrency: 1, queue: 32, maxWaitMs: 1_500 }) : undefined,
  });

  // First start: build before serving. Later starts: serve the last site now, rebuild in the background.
  if (builder.current) {
    if (c.BUILD_ON_START) builder.requestBuild('start');
  } else {
    const result = await builder.build('start');
    if (!result.ok) throw new StartupError('The first build of the site failed; see the log above.');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(c.PORT, c.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : c.PORT;
  if (ownership && opsToken) updateOwnerPort(c.DATA_DIR, port, opsToken);
  // The command line's account commands check it (src/cli/where.ts).
  const unannounce = announceServer(port, databaseIdentity(c));
  if (c.NODE_ENV === 'production' && legalPlaceholders().length) {
    log.warn('the legal pages show placeholders; set these before going live', { missing: legalPlaceholders() });
  }
  log.info('server listening', {
    url: `http://localhost:${port}`,
    publicUrl: c.publicUrl,
    database: database.describe,
    functions: routes.length,
    startupMs: Date.now() - started,
  });

  // Scheduled functions, as Netlify would run them. SCHEDULE_INTERVAL_SECONDS (local only) runs them more often.
  const jobs: Cron[] = [];
  const every = Number(process.env.SCHEDULE_INTERVAL_SECONDS || 0);
  for (const fn of scheduled) {
    const pattern = every > 0 ? `*/${Math.min(59, Math.max(1, Math.round(every)))} * * * * *` : fn.config.schedule!;
    jobs.push(
      new Cron(pattern, { protect: true, catch: (err) => log.error('scheduled function failed', { fn: fn.name, err }) }, () =>
        invokeScheduled(fn),
      ),
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    for (const j of jobs) j.stop();
    const force = setTimeout(() => {
      log.warn('forcing shutdown after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.on('close', () => resolve()));
    await builder.stop();
    await database.close();
    ownership?.release();
    unannounce();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) {
    process.stderr.write(`\nAdana Rehberi could not start: ${err.message}\n`);
  } else {
    log.error('start failed', { err });
  }
  process.exit(1);
});
