/**
 * The import engine's public face (browser-safe): read a CSV file, map its rows, parse a Google Maps link.
 *
 *   import { readCsv, mapFile, previewRows, parseGoogleMapsLink, ImportFileError } from '#lib/lib/import';
 *   const file = readCsv(new Uint8Array(await chosen.arrayBuffer()));   // throws ImportFileError (Turkish)
 *   const preview = previewRows(file);                                  // first 5 rows + "... ve N satır daha"
 *   const mapped = mapFile(file);                                       // { layout, candidates, errors, dropped }
 */
import type { CsvFile } from './csv.ts';
import type { CsvRecord } from './types.ts';

export {
  readCsv,
  decodeCsvBytes,
  parseCsvText,
  detectDelimiter,
  isCsvFile,
  parseDecimal,
  type CsvFile,
  type CsvEncoding,
  type CsvDelimiter,
} from './csv.ts';
export { detectLayout, detectLayoutOfRows, flattenRow } from './layout.ts';
export { mapFile, mapRecords, mapJsonRows, recordsFromRows, assertColumns } from './map.ts';
export { mapCategory, categoryName } from './categories.ts';
export { resolveDistrict, districtFromAddress, districtFromPostalCode, districtFromName, DISTRICT_NAMES } from './district.ts';
export { parseDayHours, parseOpeningHours, parseWeekday } from './hours.ts';
export { parseGoogleMapsLink, cidFromFeatureId, type GooglePrefill, type GoogleLinkResult } from './google-link.ts';
export { TEMPLATE_COLUMNS } from './standard.ts';
export { importMessages, googleLinkMessages } from './messages.ts';
export * from './types.ts';

/** How many rows the CSV tab previews (spec §9). */
export const PREVIEW_ROWS = 5;

/** The first rows for the preview and the "... ve N satır daha" line (null when all rows are shown). */
export function previewRows(
  file: Pick<CsvFile, 'records'>,
  count = PREVIEW_ROWS,
): { rows: CsvRecord[]; more: number; moreText: string | null } {
  const rows = file.records.slice(0, count);
  const more = Math.max(0, file.records.length - rows.length);
  return { rows, more, moreText: more > 0 ? `... ve ${new Intl.NumberFormat('tr-TR').format(more)} satır daha` : null };
}
