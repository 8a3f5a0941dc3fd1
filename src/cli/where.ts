/**
 * Which database a command wrote to, said after every command (once `make-admin` without DATA_DIR made
 * an admin in another embedded database and said only "oluşturuldu"). The password of DATABASE_URL is never
 * shown. `fresh`: the embedded database did not exist before this command (most likely the wrong DATA_DIR).
 */
import { embeddedDatabaseDir } from '#db/client.ts';

export function databaseLabel(
  c: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  via: { pid: number } | null,
  fresh = false,
): string[] {
  if (c.DATABASE_URL) {
    let where = 'PostgreSQL (DATABASE_URL)';
    try {
      const u = new URL(c.DATABASE_URL);
      where = `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname} (DATABASE_URL)`;
    } catch {
      // An address the driver accepts but URL does not: say only where it came from.
    }
    return [`Veritabanı: ${where}`];
  }
  const dir = embeddedDatabaseDir(c.DATA_DIR);
  const lines = [`Veritabanı: gömülü veritabanı ${dir}${via ? ` (çalışan sunucu üzerinden, pid ${via.pid})` : ''}`];
  if (fresh) {
    lines.push(
      `Uyarı: bu veritabanı bu komutla yeni oluşturuldu. Sunucunuz başka bir DATA_DIR kullanıyorsa komutu DATA_DIR=… ile yeniden çalıştırın.`,
    );
  }
  return lines;
}

/** Commands that write accounts: refused when the server on PORT uses another database (`otherDatabase`). */
export const ACCOUNT_COMMANDS: readonly string[] = ['make-admin', 'reset-totp'];

/**
 * The refusal of an account command whose database is not the one the server on PORT uses (an admin made
 * there could never log in), or null. `mine` and `server.database` are `databaseIdentity` strings.
 */
export function otherDatabase(mine: string, port: number, server: { pid: number; database: string } | null): string | null {
  if (!server || server.database === mine) return null;
  const name = (id: string) =>
    id.startsWith('embedded ') ? `gömülü veritabanı ${id.slice(9)}` : id.startsWith('postgres') ? `PostgreSQL ${id.slice(9)}`.trim() : id;
  return (
    `Bu komut ${name(mine)} üzerinde çalışacaktı, ama ${port} portundaki sunucu (pid ${server.pid}) ${name(server.database)} kullanıyor; ` +
    'orada oluşturulan hesap sitede görünmez. Komutu sunucunun DATA_DIR (ya da DATABASE_URL) değeriyle yeniden çalıştırın.'
  );
}
