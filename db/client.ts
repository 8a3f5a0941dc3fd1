/**
 * The driver choice. Three drivers, one drizzle API above them:
 *  - no DATABASE_URL: embedded PGlite in DATA_DIR (one owner per directory: the local server);
 *  - DATABASE_URL on Netlify (or DATABASE_DRIVER=neon): Neon's serverless driver over WebSockets;
 *  - DATABASE_URL otherwise: node-postgres.
 * Everything above this file takes a `Db` and does not know which one it got.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * A handle that may be the database or an open transaction. A transaction is a `Db` already (drizzle's
 * PgTransaction extends PgDatabase), so code takes `DbOrTx` to say it runs inside the caller's transaction
 * when there is one, and `db.transaction(async (t) => …)` passes `t` on without a cast.
 */
export type DbOrTx = Db | Tx;

/** A row of a raw `db.execute` answer. */
export type Row = Record<string, unknown>;

/**
 * The rows of a raw `db.execute(sql…)` answer, whatever the driver: PGlite, node-postgres and Neon put
 * them in `rows` (an array answer is taken as the rows themselves).
 */
export function rowsOf<T extends Row = Row>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null | undefined)?.rows ?? []) as T[];
}
export type DriverName = 'pglite' | 'pg' | 'neon';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Where the data lives, for logs (never the password). */
  describe: string;
  /** Runs `select 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  driver?: 'pg' | 'neon' | undefined;
  /** Neon driver only: a local WebSocket relay address `host:port` (tests); plain ws, no pipelining. */
  neonWsProxy?: string | undefined;
  /** pg/neon pool size. */
  max?: number;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * `name` in a data directory, absolute: the one way code that functions reach names such a path. Netlify's
 * bundler (@vercel/nft) reads a literal call like path.resolve(dataDir, 'pg'), the directory unknown, as a file
 * the function may open anywhere under the checkout and globs the whole checkout (.git and dist included) for
 * it, once per function: half the CPU time of bundling all 85 functions. Here both parts are parameters, which
 * it leaves alone.
 */
export const inDataDir = (dataDir: string, name: string) => path.resolve(dataDir, name);

/** Where the embedded database (PGlite) keeps its files: `<dataDir>/pg`. */
export const embeddedDatabaseDir = (dataDir: string) => inDataDir(dataDir, 'pg');

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (!opts.databaseUrl) return openPglite(opts.dataDir ?? './data');
  if (opts.driver === 'neon') return openNeon(opts.databaseUrl, opts);
  return openPg(opts.databaseUrl, opts);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const dir = dataDir === 'memory://' ? undefined : embeddedDatabaseDir(dataDir);
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
  return wrapPglite(client, dir ? `PGlite (${dir})` : 'PGlite (memory)');
}

/** Wraps an open PGlite instance (tests clone a migrated template per test file). */
export async function wrapPglite(client: import('@electric-sql/pglite').PGliteInterface, describe: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client as import('@electric-sql/pglite').PGlite, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    describe,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPg(url: string, opts: OpenOptions): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A lost connection must not crash the process: the pool drops it and /readyz reports the outage.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    describe: `PostgreSQL (${redact(url)})`,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openNeon(url: string, opts: OpenOptions): Promise<Database> {
  const { Pool, neonConfig } = await import('@neondatabase/serverless');
  const { drizzle } = await import('drizzle-orm/neon-serverless');
  const ws = (await import('ws')).default;
  neonConfig.webSocketConstructor = ws;
  if (opts.neonWsProxy) {
    const relay = opts.neonWsProxy;
    neonConfig.wsProxy = (host, port) => `${relay}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
  }
  const pool = new Pool({ connectionString: url, max: opts.max ?? 5, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'neon',
    describe: `Neon serverless (${redact(url)})`,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

// ---------------------------------------------------------------------------------------------
// The process-wide database. The local server opens it once and registers it here, so functions,
// the in-process build data loader and the ops commands share the one owner of ./data. On Netlify
// each function instance opens its own Neon pool on first use.
// ---------------------------------------------------------------------------------------------
const KEY = Symbol.for('adana-rehberi.database');
type Holder = { [KEY]?: Promise<Database> };

export function registerDatabase(database: Database | Promise<Database>): void {
  (globalThis as Holder)[KEY] = Promise.resolve(database);
}

export function clearRegisteredDatabase(): void {
  delete (globalThis as Holder)[KEY];
}

/** The registered database, or one opened from the environment (Netlify: Neon; elsewhere as configured). */
export function getDatabase(open: () => Promise<Database>): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= open();
  return holder[KEY];
}

export { schema };
