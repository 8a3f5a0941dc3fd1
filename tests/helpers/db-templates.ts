/**
 * Vitest global setup for the `integration` and `netlify` projects: the migrations run once per test run,
 * not once per file. PGlite: a database migrated in memory and dumped to a tarball that each test database
 * is loaded from (`loadDataDir`: no initdb, no migrations). PostgreSQL (when TEST_DATABASE_URL is set): a
 * migrated template database that each test database (pg and neon drivers) is created from
 * (`CREATE DATABASE … TEMPLATE`). tests/integration/db-drivers.test.ts still migrates a fresh database
 * with each driver's own migrator.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, as a tarball (dumpDataDir). */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server, to create test databases from ('' without a server). */
    pgTemplate: string;
  }
}

let tarball: string | undefined;
let pgTemplate: string | undefined;

/** Runs `fn` with a client on the server of TEST_DATABASE_URL (`base`), for CREATE and DROP DATABASE. */
async function withAdmin<T>(base: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

export interface ServerDatabase {
  url: string;
  /** Drops it, closing whatever is still connected. */
  drop(): Promise<void>;
}

/** A new database on the server of TEST_DATABASE_URL (`base`): a copy of `template` when given, else empty. */
export async function createServerDatabase(base: string, template = ''): Promise<ServerDatabase> {
  const name = `adana_test_${crypto.randomBytes(5).toString('hex')}`;
  await withAdmin(base, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(base);
  url.pathname = '/' + name;
  const drop = async () => {
    await withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return { url: url.toString(), drop };
}

/** A migrated in-memory PGlite database, dumped (dumpDataDir). */
async function migratedPgliteDump(): Promise<Buffer> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** A new database on the server of `base`, migrated: `pgTemplate` (named before migrating, for teardown). */
async function migratedServerTemplate(base: string): Promise<void> {
  const name = `adana_template_${crypto.randomBytes(5).toString('hex')}`;
  await withAdmin(base, (c) => c.query(`CREATE DATABASE ${name}`));
  pgTemplate = name;
  const url = new URL(base);
  url.pathname = '/' + name;
  const database = await openDatabase({ databaseUrl: url.toString(), driver: 'pg', max: 1 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
}

export async function setup(project: TestProject): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  // One after the other, not at once: PGlite runs its migrations on this thread, and while it computes, a
  // PostgreSQL connection opened beside it could not finish within the driver's 5 s connect timeout (a loaded
  // fresh-clone run failed the Netlify part's setup so: "Connection terminated due to connection timeout").
  const dump = await migratedPgliteDump();
  if (base) await migratedServerTemplate(base);
  tarball = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'adana-pglite-template-')), 'pgdata.tar');
  fs.writeFileSync(tarball, dump);
  project.provide('pgliteTemplate', tarball);
  project.provide('pgTemplate', pgTemplate ?? '');
}

export async function teardown(): Promise<void> {
  if (tarball) fs.rmSync(path.dirname(tarball), { recursive: true, force: true });
  const base = process.env.TEST_DATABASE_URL;
  if (base && pgTemplate) await withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`));
}
