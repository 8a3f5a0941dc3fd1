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
import { detectLayout, detectLayoutOfRows, flattenRow } from './layout.ts';
import { importMessages as M } from './messages.ts';
import { mapStandardRecord, missingStandardColumns } from './standard.ts';
import { IMPORT_LIMITS, ImportFileError, type CsvRecord, type ImportLayout, type MappedImport } from './types.ts';

/** Maps records of a known layout. */
export function mapRecords(layout: ImportLayout, records: readonly CsvRecord[]): MappedImport {
  const out: MappedImport = { layout, candidates: [], errors: [], warnings: [], dropped: 0 };
  const mapOne = layout === 'google' ? mapGoogleRecord : mapStandardRecord;
  for (const record of records) {
    if (record.values.__extra) {
      out.errors.push({ line: record.line, reason: M.extraColumns });
      continue;
    }
    const outcome = mapOne(record);
    if (outcome.kind === 'candidate') {
      out.candidates.push(outcome.candidate);
      for (const reason of outcome.warnings ?? []) out.warnings.push({ line: record.line, reason });
    }
    else if (outcome.kind === 'error') out.errors.push(outcome.error);
    else out.dropped++;
  }
  if (out.candidates.length === 0 && out.errors.length === 0) throw new ImportFileError(M.noData, 400);
  return out;
}

/** Throws when the header lacks what the layout needs (nothing could be imported). */
export function assertColumns(layout: ImportLayout, fields: readonly string[]): void {
  const missing = layout === 'google' ? missingGoogleColumns(fields) : missingStandardColumns(fields);
  if (missing.length) throw new ImportFileError(M.missingColumns(missing), 400);
}

/** A parsed file mapped with its detected (or the given) layout. */
export function mapFile(file: Pick<CsvFile, 'fields' | 'records'>, format?: ImportLayout): MappedImport {
  const layout = format ?? detectLayout(file.fields);
  assertColumns(layout, file.fields);
  return mapRecords(layout, file.records);
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
  return mapRecords(layout, records);
}
