/**
 * The database for functions: the one the local server registered, or (on Netlify) a Neon pool
 * opened on first use from DATABASE_URL.
 */
import { getDatabase, openDatabase, type Database, type Db } from '#db/client.ts';
import { getConfig } from './config.ts';

export function openFromConfig(): Promise<Database> {
  const c = getConfig();
  return openDatabase({
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    driver: c.DATABASE_DRIVER ?? (c.isNetlify ? 'neon' : 'pg'),
    neonWsProxy: c.NEON_WS_PROXY,
  });
}

export async function db(): Promise<Db> {
  return (await getDatabase(openFromConfig)).db;
}
