/**
 * `npm run cli -- import <file> [--format standard|google|osm] [--json]` (PD10): the operator's
 * bulk import, published directly (`source: 'cli'`), through the same engine as the web
 * (src/features/listings/import.ts). Prints the summary (`--json`: the same JSON the API answers) and every skipped line.
 * OpenStreetMap data (Overpass JSON, GeoJSON, .osm XML; PD23) is read with `--format osm` or when the
 * content shows it (src/lib/import/osm.ts).
 * A problem with the whole file (too big, binary, broken quoting, no rows) stops with its Turkish message
 * and stores nothing.
 */
import fs from 'node:fs';
import type { Db } from '#db/client.ts';
import { importCsvFile, importMapped } from '#features/listings/import.ts';
import { detectOsmFormat, mapOsm } from '#lib/import/osm.ts';
import { IMPORT_LIMITS, ImportFileError } from '#lib/import/types.ts';
import { importMessages, summarizeReasons } from '#lib/import/messages.ts';
import { UsageError, type CommandResult } from '#cli/usage.ts';

export async function runImport(db: Db, args: string[], flags: Record<string, string | true>): Promise<CommandResult> {
  const file = args[0];
  if (!file) throw new UsageError('import bir CSV dosyası ister: npm run cli -- import isletmeler.csv [--format standard|google|osm]');
  const format = flags.format;
  if (format !== undefined && format !== 'standard' && format !== 'google' && format !== 'osm') {
    throw new UsageError('--format standard, google ya da osm olmalı (verilmezse dosyanın içeriğinden anlaşılır).');
  }
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new UsageError(`Dosya bulunamadı: ${file}`);
  }
  if (!stat.isFile()) throw new UsageError(`Bu bir dosya değil: ${file}`);
  // An OpenStreetMap extract of a whole city may be larger than the web's files (checked once it is told apart).
  if (stat.size > IMPORT_LIMITS.maxOsmFileBytesCli || (stat.size > IMPORT_LIMITS.maxFileBytes && format !== undefined && format !== 'osm'))
    throw new UsageError(importMessages.tooLarge);
  try {
    const bytes = new Uint8Array(fs.readFileSync(file));
    const opts = { actor: { userId: null, role: 'operator' as const, label: 'cli' }, publish: true, source: 'cli' as const };
    const osm = format === 'osm' || (format === undefined && detectOsmFormat(new TextDecoder().decode(bytes.subarray(0, 5000))) !== null);
    if (!osm && bytes.byteLength > IMPORT_LIMITS.maxFileBytes) throw new UsageError(importMessages.tooLarge);
    const result = osm
      ? await importMapped(db, mapOsm(new TextDecoder().decode(bytes), { maxFeatures: IMPORT_LIMITS.maxOsmFeaturesCli }), opts)
      : await importCsvFile(db, bytes, { ...opts, format: format === 'standard' || format === 'google' ? format : undefined });
    if (flags.json) return { lines: [JSON.stringify(result)] };
    const warnings = result.warnings ?? [];
    const toChoose = result.categoryToChoose ?? [];
    const districtToChoose = result.districtToChoose ?? [];
    // Grouped by reason with counts first (decision 015), then every line.
    const groups = (title: string, rows: typeof warnings) =>
      rows.length ? [title, ...summarizeReasons(rows).map((g) => `  ${g.count} × ${g.reason}`)] : [];
    return {
      lines: [
        `İçe aktarılan: ${result.imported}, güncellenen: ${result.updated ?? 0}, ${result.unchanged ? `değişmeyen: ${result.unchanged}, ` : ''}atlanan: ${result.skipped} (yayımlandı; sunucu çalışıyorsa site bir dakika içinde yeniden oluşturulur).`,
        ...(toChoose.length ? [`${importMessages.categoryToChoose(toChoose.length)} (/admin → İşletme başvuruları)`] : []),
        ...(districtToChoose.length
          ? [`${importMessages.districtToChooseCount(districtToChoose.length)} (/admin → İşletme başvuruları)`]
          : []),
        ...groups('Atlanan satırlar:', result.errors),
        ...groups('Uyarılar (alan boş bırakıldı, işletme içe aktarıldı):', warnings),
        ...result.errors.map((e) => `  satır ${e.line}: ${e.reason}`),
        ...warnings.map((e) => `  satır ${e.line} (uyarı): ${e.reason}`),
        ...toChoose.map((e) => `  satır ${e.line} (kategori seçilecek): ${e.reason}`),
        ...districtToChoose.map((e) => `  satır ${e.line} (ilçe seçilecek): ${e.reason}`),
        ...(result.notes?.length ? ['Dosyadan alınmayanlar:', ...result.notes.map((n) => `  ${n}`)] : []),
      ],
    };
  } catch (err) {
    if (err instanceof ImportFileError) throw new UsageError(err.message);
    throw err;
  }
}
