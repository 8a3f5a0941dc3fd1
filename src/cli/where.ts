/**
 * Which database a command wrote to, said after every command (issue 28: `make-admin` without DATA_DIR made
 * an admin in another embedded database and said only "oluşturuldu"). The password of DATABASE_URL is never
 * shown. `fresh`: the embedded database did not exist before this command (most likely the wrong DATA_DIR).
 */
import path from 'node:path';

export function databaseLabel(c: { DATABASE_URL?: string | undefined; DATA_DIR: string }, via: { pid: number } | null, fresh = false): string[] {
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
  const dir = path.resolve(c.DATA_DIR, 'pg');
  const lines = [`Veritabanı: gömülü veritabanı ${dir}${via ? ` (çalışan sunucu üzerinden, pid ${via.pid})` : ''}`];
  if (fresh) {
    lines.push(`Uyarı: bu veritabanı bu komutla yeni oluşturuldu. Sunucunuz başka bir DATA_DIR kullanıyorsa komutu DATA_DIR=… ile yeniden çalıştırın.`);
  }
  return lines;
}
