/**
 * Records → what can be stored and what is reported, for both layouts; also the spec's JSON body
 * (`{businesses: rows[], format?}`, rows as papaparse objects, line = index + 2 as if row 1 were the header).
 * The same functions run for the browser preview, the function and the command line.
 *
 *   const file = readCsv(bytes);
 *   const mapped = mapFile(file);            // { layout, candidates, errors, dropped }
 *   const mapped = mapJsonRows(rows, 'google');
 */
import type { CsvFile } from './csv.ts';
import { mapGoogleRecord, missingGoogleColumns } from './google.ts';
import { columnKey, detectLayout, detectLayoutOfRows, flattenRow, isUsedColumn } from './layout.ts';
import { importMessages as M, LEFT_OUT_REASONS, OTHER_COLUMNS_LEFT_OUT } from './messages.ts';
import { mapStandardRecord, missingStandardColumns } from './standard.ts';
import { IMPORT_LIMITS, ImportFileError, type CsvRecord, type ImportLayout, type MappedImport } from './types.ts';

/** Maps records of a known layout. */
export function mapRecords(layout: ImportLayout, records: readonly CsvRecord[]): MappedImport {
  const out: MappedImport = { layout, candidates: [], errors: [], warnings: [], dropped: 0 };
  const mapOne = layout === 'google' ? mapGoogleRecord : mapStandardRecord;
  let extraEmails = 0;
  let extraPhones = 0;
  for (const record of records) {
    if (record.values.__extra) {
      out.errors.push({ line: record.line, reason: M.extraColumns });
      continue;
    }
    const outcome = mapOne(record);
    if (outcome.kind === 'candidate') {
      out.candidates.push(outcome.candidate);
      for (const reason of outcome.warnings ?? []) out.warnings.push({ line: record.line, reason });
      if (outcome.extra?.emails) extraEmails++;
      if (outcome.extra?.phones) extraPhones++;
    } else if (outcome.kind === 'error') out.errors.push(outcome.error);
    else out.dropped++;
  }
  if (out.candidates.length === 0 && out.errors.length === 0) throw new ImportFileError(M.noData, 400);
  const notes = [...(extraEmails ? [M.extraEmails(extraEmails)] : []), ...(extraPhones ? [M.extraPhones(extraPhones)] : [])];
  if (notes.length) out.notes = notes;
  return out;
}

/**
 * The file's columns the import does not read, grouped by why they are left out (decision 015: "the import
 * report says what was left out and why"): Google's ratings and reviews, photos, popular times, booking
 * links, and everything else the guide has no field for.
 */
export function leftOutNotes(ignored: readonly string[]): string[] {
  const groups = LEFT_OUT_REASONS.map((r) => ({ why: r.why, test: r.test, columns: [] as string[] }));
  const other: string[] = [];
  for (const name of ignored) {
    const key = columnKey(name).replace(/\//g, '');
    const group = groups.find((g) => g.test.test(key));
    // Indexed columns (`images/0/url`, `reviewsDistribution/oneStar`) are named once, by their stem.
    const stem = name.split('/')[0]!;
    const list = group ? group.columns : other;
    if (!list.includes(stem)) list.push(stem);
  }
  return [
    ...groups.filter((g) => g.columns.length).map((g) => M.leftOutColumns(g.columns, g.why)),
    ...(other.length ? [M.leftOutColumns(other, OTHER_COLUMNS_LEFT_OUT)] : []),
  ];
}

function withNotes(mapped: MappedImport, ignored: readonly string[]): MappedImport {
  const notes = [...leftOutNotes(ignored), ...(mapped.notes ?? [])];
  return notes.length ? { ...mapped, notes } : mapped;
}

/** Throws when the header lacks what the layout needs (nothing could be imported). */
export function assertColumns(layout: ImportLayout, fields: readonly string[]): void {
  const missing = layout === 'google' ? missingGoogleColumns(fields) : missingStandardColumns(fields);
  if (missing.length) throw new ImportFileError(M.missingColumns(missing), 400);
}

/** A parsed file mapped with its detected (or the given) layout. */
export function mapFile(file: Pick<CsvFile, 'fields' | 'records' | 'ignored'>, format?: ImportLayout): MappedImport {
  const layout = format ?? detectLayout(file.fields);
  assertColumns(layout, file.fields);
  return withNotes(mapRecords(layout, file.records), file.ignored ?? []);
}

/**
 * JSON rows (objects of column → value; nested Google JSON items are flattened) as records. Line numbers
 * are `lines[i]` when the client sends the file's own (`CsvRecord.line` from readCsv), else index + 2.
 */
export function recordsFromRows(rows: readonly unknown[], lines?: readonly number[]): CsvRecord[] {
  if (rows.length > IMPORT_LIMITS.maxRows) throw new ImportFileError(M.tooManyRows, 400);
  if (lines && (lines.length !== rows.length || lines.some((l) => !Number.isInteger(l) || l < 1))) {
    throw new ImportFileError(M.badLines, 400);
  }
  return rows.map((row, i) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) throw new ImportFileError(M.badRows, 400);
    return { line: lines?.[i] ?? i + 2, values: flattenRow(row as Record<string, unknown>) };
  });
}

/** The spec's JSON body: rows mapped with the given format, or the one the rows show. */
export function mapJsonRows(rows: readonly unknown[], format?: ImportLayout, lines?: readonly number[]): MappedImport {
  if (rows.length === 0) throw new ImportFileError(M.noData, 400);
  const records = recordsFromRows(rows, lines);
  const layout = format ?? detectLayoutOfRows(records.map((r) => r.values));
  const ignored = [...new Set(records.flatMap((r) => Object.keys(r.values).filter((k) => r.values[k] !== '' && !isUsedColumn(k))))];
  return withNotes(mapRecords(layout, records), ignored);
}
