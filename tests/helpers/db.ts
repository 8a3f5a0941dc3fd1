/**
 * Real databases for tests, one fresh database per call, migrated once per test run (tests/helpers/
 * db-templates.ts, the global setup of the integration and netlify projects):
 *  - 'pglite': loaded from the migrated data directory's tarball;
 *  - 'pg': a new database on the server in TEST_DATABASE_URL, created from the migrated template database,
 *    dropped afterwards;
 *  - 'neon': the same server reached through Neon's serverless driver and a local WebSocket relay.
 * Without the global setup (or with `{ migrate: true }`) a database is migrated here, with its driver's own
 * migrator.
 * `testDrivers()` lists the drivers available in this run (pg and neon only when TEST_DATABASE_URL is set).
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, wrapPglite, registerDatabase, clearRegisteredDatabase, type Database, type DriverName } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { startNeonRelay, type Relay } from './neon-relay.ts';
import { createServerDatabase } from './db-templates.ts';

export interface TestDatabase extends Database {
  /** Closes and (for servers) drops the database. */
  cleanup(): Promise<void>;
  /** Connection URL (pg/neon only). */
  url?: string;
}

export function testDrivers(): DriverName[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'pg', 'neon'] : ['pglite'];
}

let tarball: Blob | undefined;
let relay: Promise<Relay> | undefined;

async function pgliteDatabase(fresh: boolean): Promise<Database> {
  const dump = fresh ? undefined : inject('pgliteTemplate');
  if (!dump) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    return database;
  }
  tarball ??= new Blob([fs.readFileSync(dump)]);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  return wrapPglite(await PGlite.create({ loadDataDir: tarball, extensions: { pg_trgm, unaccent } }), 'PGlite (test copy)');
}

export async function createTestDatabase(driver: DriverName = 'pglite', opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const fresh = opts.migrate ?? false;
  if (driver === 'pglite') {
    const database = await pgliteDatabase(fresh);
    return { ...database, cleanup: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error(`TEST_DATABASE_URL is needed for the ${driver} driver`);
  const from = fresh ? '' : inject('pgTemplate');
  const server = await createServerDatabase(base, from);
  let neonWsProxy: string | undefined;
  if (driver === 'neon') {
    relay ??= startNeonRelay();
    neonWsProxy = (await relay).address;
  }
  const database = await openDatabase({ databaseUrl: server.url, driver: driver === 'neon' ? 'neon' : 'pg', neonWsProxy, max: 4 });
  if (!from) await migrate(database);
  return {
    ...database,
    url: server.url,
    cleanup: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/** Creates a test database and makes it the one functions use (`db()` in src/platform/db.ts). */
export async function useTestDatabase(driver: DriverName = 'pglite'): Promise<TestDatabase> {
  const database = await createTestDatabase(driver);
  registerDatabase(database);
  return {
    ...database,
    cleanup: async () => {
      clearRegisteredDatabase();
      await database.cleanup();
    },
  };
}
