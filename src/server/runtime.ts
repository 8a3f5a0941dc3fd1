/**
 * Start-up shared by the server, the build command and the command line: configuration (validated,
 * with generated values filled in), the one-owner lock of the embedded database, opening, migrating
 * and seeding.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { ConfigError, getConfig, resetConfig, type Config } from '#platform/config.ts';
import { log, setLogLevel } from '#platform/log.ts';
import { embeddedDatabaseDir, openDatabase, type Database } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';

export class StartupError extends Error {}

/**
 * Parses the environment; a wrong value stops the process with a message naming the variable. Every
 * entry point (server, build, command line) starts here, so this is also where the process stops
 * creating files other local users can read: DATA_DIR holds the database, the session secret and
 * uploads, and PGlite would otherwise create its files 0666 and directories 0755.
 */
export function loadConfigOrExit(): Config {
  process.umask(0o077);
  try {
    resetConfig();
    const c = getConfig();
    setLogLevel(c.LOG_LEVEL);
    return c;
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`\n${err.message}\n\nSee README.md, "Configuration".\n`);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Makes DATA_DIR (or a folder in it) private to this user: created 0700, and what an earlier version, a
 * copy made by hand or a copying tool left readable by others is closed: directories 0700, files keep only
 * their owner's bits. Symbolic links are not followed.
 */
export function makePrivate(dir: string): void {
  const root = path.resolve(dir);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  const fix = (full: string, isDir: boolean) => {
    const { mode } = fs.lstatSync(full);
    if (mode & 0o077) fs.chmodSync(full, isDir ? 0o700 : mode & 0o700);
  };
  // Node's recursive readdir follows links (site/current → a build): walked by hand instead.
  const walk = (dir: string) => {
    fix(dir, true);
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (e.isFile()) fix(path.join(dir, e.name), false);
    }
  };
  walk(root);
}

/** SESSION_SECRET absent: generated once and kept in DATA_DIR (mode 600). */
export function ensureSessionSecret(c: Config): void {
  if (c.SESSION_SECRET) return;
  const file = path.resolve(c.DATA_DIR, 'session-secret');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    log.info('generated SESSION_SECRET', { file });
  }
  process.env.SESSION_SECRET = secret;
  resetConfig();
}

export interface OwnerInfo {
  pid: number;
  port: number;
  token: string;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockFile = (dataDir: string) => path.resolve(dataDir, 'owner.json');

/** The running process that owns the embedded database in DATA_DIR, if any. */
export function currentOwner(dataDir: string): OwnerInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as OwnerInfo;
    return pidAlive(info.pid) && info.pid !== process.pid ? info : null;
  } catch {
    return null;
  }
}

/**
 * Takes ownership of the embedded database (PGlite allows one process per data directory). A stale
 * lock of a dead process is taken over; a live owner is reported.
 */
export function acquireOwnership(dataDir: string, port: number): { token: string; release(): void } {
  fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const owner = currentOwner(dataDir);
  if (owner) {
    throw new StartupError(
      `Another process (pid ${owner.pid}, port ${owner.port || '-'}) already uses the embedded database in ${path.resolve(dataDir)}. ` +
        'Stop it first, or use the command line, which goes through the running server.',
    );
  }
  const token = crypto.randomBytes(24).toString('base64url');
  const file = lockFile(dataDir);
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 });
  return {
    token,
    release: () => {
      try {
        const info = JSON.parse(fs.readFileSync(file, 'utf8')) as OwnerInfo;
        if (info.pid === process.pid) fs.rmSync(file, { force: true });
      } catch {
        /* gone */
      }
    },
  };
}

/**
 * Which database the server listening on a port uses, in a file of the machine's temporary folder, so the
 * command line can refuse to write accounts into another database than the running server's (once
 * `make-admin` without DATA_DIR made an admin nobody could use). `database` is `databaseIdentity`.
 */
interface ServerOnPort {
  pid: number;
  database: string;
}

const portFile = (port: number) => path.join(os.tmpdir(), `adana-rehberi-port-${port}.json`);

/** The database a configuration uses, comparable between processes (no password). */
export function databaseIdentity(c: { DATABASE_URL?: string | undefined; DATA_DIR: string }): string {
  if (!c.DATABASE_URL) return `embedded ${embeddedDatabaseDir(c.DATA_DIR)}`;
  try {
    const u = new URL(c.DATABASE_URL);
    return `postgres ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'postgres';
  }
}

/** Says which database this server uses on `port`; the returned function takes it back (at shutdown). */
export function announceServer(port: number, database: string): () => void {
  const file = portFile(port);
  try {
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, database } satisfies ServerOnPort), { mode: 0o644 });
  } catch (err) {
    log.warn('could not note the database of this port for the command line', { file, err });
  }
  return () => {
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as ServerOnPort).pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      /* gone */
    }
  };
}

/** The live server that announced itself on `port`, if any. */
export function serverOnPort(port: number): ServerOnPort | null {
  if (!port) return null;
  try {
    const info = JSON.parse(fs.readFileSync(portFile(port), 'utf8')) as ServerOnPort;
    return Number.isInteger(info.pid) && typeof info.database === 'string' && pidAlive(info.pid) && info.pid !== process.pid ? info : null;
  } catch {
    return null;
  }
}

export function updateOwnerPort(dataDir: string, port: number, token: string): void {
  fs.writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 });
}

/**
 * Opens the configured database and checks it answers; a clear message when it does not. Then closes
 * DATA_DIR to other users (`makePrivate`): PGlite unpacks a new database with the modes stored in its
 * archive (files 0666, directories 0755), which the umask does not touch, so this comes after opening.
 */
export async function openConfiguredDatabase(c: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    driver: c.DATABASE_DRIVER ?? (c.isNetlify ? 'neon' : 'pg'),
    neonWsProxy: c.NEON_WS_PROXY,
  }).catch((err: unknown) => {
    throw new StartupError(
      `Could not open the database (${c.DATABASE_URL ? 'DATABASE_URL' : `PGlite in ${c.DATA_DIR}`}): ${(err as Error).message}`,
    );
  });
  try {
    await database.ping();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw new StartupError(
      `Cannot reach the database at ${database.describe}: ${(err as Error).message || (err as NodeJS.ErrnoException).code}. ` +
        'Start PostgreSQL or correct DATABASE_URL.',
    );
  }
  makePrivate(c.DATA_DIR);
  return database;
}

/** Migrates, then fills an empty database (categories and districts always; sample businesses unless SEED_SAMPLE_DATA=0). */
export async function prepareDatabase(database: Database, c: Config): Promise<void> {
  const t = Date.now();
  await migrate(database);
  const { seedIfEmpty } = await import('#db/seed/index.ts');
  const result = await seedIfEmpty(database.db, { sample: c.SEED_SAMPLE_DATA });
  log.info('database ready', { database: database.describe, ms: Date.now() - t, seed: result });
}
