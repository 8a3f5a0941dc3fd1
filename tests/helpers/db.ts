/**
 * Real databases for tests, one fresh database per call:
 *  - 'pglite': a clone of a PGlite template migrated once per worker (fast);
 *  - 'pg': a new database on the server in TEST_DATABASE_URL, migrated, dropped afterwards;
 *  - 'neon': the same server reached through Neon's serverless driver and a local WebSocket relay.
 * `testDrivers()` lists the drivers available in this run (pg and neon only when TEST_DATABASE_URL is set).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, wrapPglite, registerDatabase, clearRegisteredDatabase, type Database, type DriverName } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { startNeonRelay, type Relay } from './neon-relay.ts';

export interface TestDatabase extends Database {
  /** Closes and (for servers) drops the database. */
  cleanup(): Promise<void>;
  /** Connection URL (pg/neon only). */
  url?: string;
}

export function testDrivers(): DriverName[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'pg', 'neon'] : ['pglite'];
}

let template: Promise<PGlite> | undefined;
let relay: Promise<Relay> | undefined;

async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    // The underlying client: drizzle keeps it as `$client`.
    return (database.db as unknown as { $client: PGlite }).$client;
  })();
  return template;
}

export async function createTestDatabase(driver: DriverName = 'pglite'): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const clone = await (await pgliteTemplate()).clone();
    const database = await wrapPglite(clone, 'PGlite (test clone)');
    return { ...database, cleanup: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error(`TEST_DATABASE_URL is needed for the ${driver} driver`);
  const name = `adana_test_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = '/' + name;
  let neonWsProxy: string | undefined;
  if (driver === 'neon') {
    relay ??= startNeonRelay();
    neonWsProxy = (await relay).address;
  }
  const database = await openDatabase({ databaseUrl: url.toString(), driver: driver === 'neon' ? 'neon' : 'pg', neonWsProxy, max: 4 });
  await migrate(database);
  return {
    ...database,
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
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
