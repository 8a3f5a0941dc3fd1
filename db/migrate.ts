/**
 * Applies the committed SQL migrations (db/migrations, written by drizzle-kit from db/schema/).
 * Runs at every local start and in the Netlify build command (functions never migrate).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrate(database: Database): Promise<void> {
  const { db, driver } = database;
  // Extensions the search needs; PGlite loads them as contrib modules, Neon and Debian's PostgreSQL ship them.
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent`);
  if (driver === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db as never, { migrationsFolder });
    return;
  }
  const run =
    driver === 'neon'
      ? (await import('drizzle-orm/neon-serverless/migrator')).migrate
      : (await import('drizzle-orm/node-postgres/migrator')).migrate;
  await run(db as never, { migrationsFolder });
}
