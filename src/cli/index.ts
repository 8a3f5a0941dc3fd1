/**
 * `npm run cli -- <command> …`: the operator's command line. Migrates the database when needed and is
 * safe next to a running server: with the embedded database it goes through the running server (never
 * opening ./data a second time); with no server running it owns ./data itself for the duration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { commands, UsageError, type CommandResult } from './commands.ts';
import {
  acquireOwnership,
  currentOwner,
  databaseIdentity,
  ensureSessionSecret,
  loadConfigOrExit,
  openConfiguredDatabase,
  prepareDatabase,
  serverOnPort,
  StartupError,
} from '#server/runtime.ts';
import { embeddedDatabaseDir } from '#db/client.ts';
import { setLogLevel } from '#platform/log.ts';
import { ACCOUNT_COMMANDS, databaseLabel, otherDatabase } from './where.ts';

function parseArgs(argv: string[]): { name: string | undefined; args: string[]; flags: Record<string, string | true> } {
  const [name, ...rest] = argv;
  const args: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2);
      if (v !== undefined) flags[k!] = v;
      else if (rest[i + 1] !== undefined && !rest[i + 1]!.startsWith('--')) flags[k!] = rest[++i]!;
      else flags[k!] = true;
    } else args.push(a);
  }
  return { name, args, flags };
}

function usage(): string {
  return [
    'Kullanım: npm run cli -- <komut> [argümanlar]',
    '',
    'Komutlar:',
    ...Object.values(commands).map((c) => '  ' + c.usage),
    '  restore <dosya.tar.gz> [--force]              gömülü veritabanını bir yedekle değiştirir (sunucu durmuşken)',
  ].join('\n');
}

async function restore(args: string[], flags: Record<string, string | true>): Promise<CommandResult> {
  const c = loadConfigOrExit();
  if (c.DATABASE_URL) throw new UsageError('restore gömülü veritabanı içindir; PostgreSQL için pg_restore/psql kullanın.');
  const file = args[0];
  if (!file || !fs.existsSync(file)) throw new UsageError('restore var olan bir yedek dosyası ister: npm run cli -- restore yedek.tar.gz');
  if (currentOwner(c.DATA_DIR)) throw new UsageError('Önce sunucuyu durdurun: geri yükleme, sunucunun kullandığı veritabanını değiştirir.');
  const pgDir = embeddedDatabaseDir(c.DATA_DIR);
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length) {
    if (!flags.force) throw new UsageError(`${pgDir} boş değil; kenara taşıyıp geri yüklemek için --force ekleyin.`);
    fs.renameSync(pgDir, `${pgDir}.before-restore-${Date.now()}`);
  }
  const lock = acquireOwnership(c.DATA_DIR, 0);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    fs.mkdirSync(pgDir, { recursive: true });
    const pg = await PGlite.create(pgDir, { loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm, unaccent } });
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from businesses');
    await pg.close();
    return { lines: [`${file} yedeği ${pgDir} içine geri yüklendi (${rows[0]?.n ?? 0} işletme).`] };
  } finally {
    lock.release();
  }
}

async function main(): Promise<void> {
  const { name, args, flags } = parseArgs(process.argv.slice(2));
  if (!name || name === 'help' || flags.help) {
    process.stdout.write(usage() + '\n');
    return;
  }
  let result: CommandResult;
  /** Which database the command used (on stderr, so a command's --json output stays parseable). */
  let where: string[] = [];
  if (name === 'restore') result = await restore(args, flags);
  else {
    const command = commands[name];
    if (!command) throw new UsageError(`Bilinmeyen komut: "${name}".\n\n${usage()}`);
    const c = loadConfigOrExit();
    setLogLevel(c.LOG_LEVEL === 'info' ? 'warn' : c.LOG_LEVEL);
    ensureSessionSecret(c);
    const owner = c.DATABASE_URL ? null : currentOwner(c.DATA_DIR);
    if (owner) {
      if (!owner.port) throw new StartupError('Gömülü veritabanını kullanan sunucu henüz açılıyor; birkaç saniye sonra yeniden deneyin.');
      const res = await fetch(`http://127.0.0.1:${owner.port}/__ops/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-token': owner.token },
        body: JSON.stringify({ args: args.map((a) => (name === 'backup' || name === 'import' ? path.resolve(a) : a)), flags }),
      }).catch((err: unknown) => {
        throw new StartupError(
          `Gömülü veritabanı sunucuya (pid ${owner.pid}) ait, ama sunucu ${owner.port} portunda yanıt vermedi: ${(err as Error).message}`,
        );
      });
      const body = (await res.json()) as CommandResult & { error?: string };
      if (!res.ok)
        throw res.status === 400
          ? new UsageError(body.error ?? 'Komut yanlış kullanıldı.')
          : new Error(body.error ?? `sunucu ${res.status} ile yanıt verdi`);
      result = body;
      where = databaseLabel(c, owner);
    } else {
      if (ACCOUNT_COMMANDS.includes(name)) {
        const refusal = otherDatabase(databaseIdentity(c), c.PORT, serverOnPort(c.PORT));
        if (refusal) throw new StartupError(refusal);
      }
      const fresh = !c.DATABASE_URL && !fs.existsSync(embeddedDatabaseDir(c.DATA_DIR));
      const lock = c.DATABASE_URL ? null : acquireOwnership(c.DATA_DIR, 0);
      const database = await openConfiguredDatabase(c);
      try {
        await prepareDatabase(database, c);
        result = await command.run(database, args, flags);
        where = databaseLabel(c, null, fresh);
      } finally {
        await database.close();
        lock?.release();
      }
    }
  }
  process.stdout.write(result.lines.join('\n') + '\n');
  if (where.length) process.stderr.write(where.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof UsageError || err instanceof StartupError) process.stderr.write(err.message + '\n');
  else process.stderr.write(`Komut başarısız oldu: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
