/**
 * Operator commands. Each runs against a database handle, either opened by the command line itself
 * (PostgreSQL, or the embedded database when no server owns it) or, when the server owns the embedded
 * database, inside the server through its ops endpoint, so ./data is never opened twice.
 */
import fs from 'node:fs';
import path from 'node:path';

import { UsageError, type Command } from './usage.ts';

export { UsageError, type Command, type CommandResult } from './usage.ts';

export const commands: Record<string, { usage: string; run: Command }> = {
  'make-admin': {
    usage:
      'make-admin <e-posta> [--name "Ad Soyad"] [--role admin|moderator]   kullanıcıyı (yoksa oluşturup) yönetici ya da moderatör yapar',
    run: async (database, args, flags) => {
      const email = args[0];
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new UsageError('make-admin bir e-posta adresi ister: npm run cli -- make-admin ada@ornek.com');
      const role = flags.role === undefined ? 'admin' : flags.role;
      if (role !== 'admin' && role !== 'moderator')
        throw new UsageError('--role admin ya da moderator olabilir: npm run cli -- make-admin ada@ornek.com --role moderator');
      const { makeAdmin } = await import('#features/accounts/admins.ts');
      const { created, user } = await makeAdmin(database.db, email, typeof flags.name === 'string' ? flags.name : undefined, role);
      return {
        lines: [
          `${user.email} (id ${user.id}) ${created ? 'oluşturuldu' : 'güncellendi'}; rolü: ${role === 'admin' ? 'yönetici' : 'moderatör'}.`,
          '/login adresinden e-postayla gelen kodla giriş yapar; /admin sayfasına ilk girişte bir doğrulama uygulaması tanımlar.',
        ],
      };
    },
  },
  'reset-totp': {
    usage:
      "reset-totp <e-posta>                         yöneticinin doğrulama uygulamasını kaldırır (kayıp telefon); /admin'de yeniden tanımlar",
    run: async (database, args) => {
      const email = args[0]?.trim().toLowerCase();
      if (!email) throw new UsageError('reset-totp yöneticinin e-posta adresini ister: npm run cli -- reset-totp ada@ornek.com');
      const { resetTotp } = await import('#features/accounts/admins.ts');
      const user = await resetTotp(database.db, email);
      if (!user) throw new UsageError(`${email} e-posta adresiyle kayıtlı hesap yok.`);
      return {
        lines: [`${user.email} hesabının doğrulama uygulaması kaldırıldı. /admin sayfasına bir sonraki girişte yenisini tanımlar.`],
      };
    },
  },
  seed: {
    usage:
      'seed                                         örnek Adana işletmelerini yeniden yükler (kategoriler, ilçeler ve fiyatlar korunur)',
    run: async (database) => {
      const { seedReference, reseedSample } = await import('#db/seed/index.ts');
      await seedReference(database.db);
      const result = await reseedSample(database.db);
      const { requestRebuild } = await import('#platform/rebuild.ts');
      await requestRebuild(database.db, 'sample data reloaded');
      return {
        lines: [
          `Örnek veriler yeniden yüklendi: ${JSON.stringify(result)}. Sunucu çalışıyorsa site bir dakika içinde yeniden oluşturulur.`,
        ],
      };
    },
  },
  import: {
    usage:
      'import <dosya> [--format standard|google|osm] [--json]  CSV dosyasındaki (ya da OpenStreetMap verisindeki) işletmeleri içe aktarır ve doğrudan yayımlar',
    run: async (database, args, flags) => {
      const { runImport } = await import('./commands/import.ts');
      return runImport(database.db, args, flags);
    },
  },
  export: {
    usage:
      'export <dosya.csv> [--pending]                 işletmeleri şablon düzeninde CSV olarak yazar (id ile; yeniden içe aktarınca günceller)',
    run: async (database, args, flags) => {
      const file = args[0];
      if (!file) throw new UsageError('export bir dosya adı ister: npm run cli -- export isletmeler.csv');
      const { exportBusinesses } = await import('#features/listings/export.ts');
      const { csv, count } = await exportBusinesses(database.db, flags.pending ? ['approved', 'pending'] : ['approved']);
      fs.writeFileSync(path.resolve(file), csv);
      return {
        lines: [
          `${count} işletme ${file} dosyasına yazıldı. Düzenleyip "import" ile geri yüklediğinizde aynı kayıtlar (id, Google cid ya da yer kimliği ile) güncellenir.`,
        ],
      };
    },
  },
  backup: {
    usage: 'backup <dosya.tar.gz>                        gömülü veritabanının (PGlite) tutarlı bir kopyasını, sunucu çalışırken yazar',
    run: async (database, args) => {
      const file = args[0];
      if (!file) throw new UsageError('backup bir dosya adı ister: npm run cli -- backup yedek.tar.gz');
      if (database.driver !== 'pglite')
        throw new UsageError(
          'backup gömülü veritabanı içindir; PostgreSQL için pg_dump "$DATABASE_URL" kullanın (Neon\'da dallar ve zamana dönük geri yükleme de var).',
        );
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
      const blob = await client.dumpDataDir('gzip');
      const target = path.resolve(file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, Buffer.from(await blob.arrayBuffer()));
      return {
        lines: [`Yedek yazıldı: ${target} (${Math.round(blob.size / 1024)} KiB). Geri yüklemek için: npm run cli -- restore ${file}`],
      };
    },
  },
};
