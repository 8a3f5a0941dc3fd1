/**
 * Operator commands. Each runs against a database handle, either opened by the command line itself
 * (PostgreSQL, or the embedded database when no server owns it) or, when the server owns the embedded
 * database, inside the server through its ops endpoint, so ./data is never opened twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client.ts';

export interface CommandResult {
  lines: string[];
}
export type Command = (database: Database, args: string[], flags: Record<string, string | true>) => Promise<CommandResult>;

export class UsageError extends Error {}

export const commands: Record<string, { usage: string; run: Command }> = {
  'make-admin': {
    usage: 'make-admin <e-posta> [--name "Ad Soyad"]   creates the user if needed and makes them admin',
    run: async (database, args, flags) => {
      const email = args[0];
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError('make-admin needs an e-mail address: npm run cli -- make-admin ada@ornek.com');
      const { makeAdmin } = await import('./commands/make-admin.ts');
      const { created, user } = await makeAdmin(database.db, email, typeof flags.name === 'string' ? flags.name : undefined);
      return {
        lines: [
          `${created ? 'Created' : 'Updated'} ${user.email} (id ${user.id}) with role admin.`,
          'They log in at /login with a code sent by e-mail, then enrol an authenticator app on first visit to /admin.',
        ],
      };
    },
  },
  'reset-totp': {
    usage: 'reset-totp <e-posta>                         removes an admin\'s authenticator (lost phone); they enrol again at /admin',
    run: async (database, args) => {
      const email = args[0]?.trim().toLowerCase();
      if (!email) throw new UsageError('reset-totp needs the admin\'s e-mail address: npm run cli -- reset-totp ada@ornek.com');
      const { users, sessions } = await import('../../db/schema.ts');
      const { eq } = await import('drizzle-orm');
      const { audit } = await import('../lib/audit.ts');
      const [user] = await database.db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(users.email, email))
        .returning({ id: users.id, email: users.email });
      if (!user) throw new UsageError(`No account with the e-mail address ${email}.`);
      // Sessions that passed the old second factor must not keep admin access.
      await database.db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, user.id));
      await audit(database.db, { actorLabel: 'cli', action: 'totp.reset', targetType: 'user', targetId: String(user.id) });
      return { lines: [`The authenticator of ${user.email} was removed. They enrol a new one on their next visit to /admin.`] };
    },
  },
  seed: {
    usage: 'seed                                         reloads the sample Adana businesses (categories, districts and prices are ensured)',
    run: async (database) => {
      const { seedReference, reseedSample } = await import('../../db/seed/index.ts');
      await seedReference(database.db);
      const result = await reseedSample(database.db);
      const { requestRebuild } = await import('../lib/rebuild.ts');
      await requestRebuild(database.db, 'sample data reloaded');
      return { lines: [`Sample data reloaded: ${JSON.stringify(result)}. The site is rebuilt within a minute when the server is running.`] };
    },
  },
  import: {
    usage: 'import <file.csv> [--format standard|google] [--json]  imports businesses from a CSV file, published directly',
    run: async (database, args, flags) => {
      const { runImport } = await import('./commands/import.ts');
      return runImport(database.db, args, flags);
    },
  },
  backup: {
    usage: 'backup <file.tar.gz>                         writes a consistent copy of the embedded database (PGlite) while it runs',
    run: async (database, args) => {
      const file = args[0];
      if (!file) throw new UsageError('backup needs a file name: npm run cli -- backup yedek.tar.gz');
      if (database.driver !== 'pglite') throw new UsageError('backup is for the embedded database; for PostgreSQL use pg_dump "$DATABASE_URL" (or Neon\'s branches and point-in-time restore).');
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
      const blob = await client.dumpDataDir('gzip');
      const target = path.resolve(file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, Buffer.from(await blob.arrayBuffer()));
      return { lines: [`Backup written to ${target} (${Math.round(blob.size / 1024)} KiB). Restore with: npm run cli -- restore ${file}`] };
    },
  },
};
