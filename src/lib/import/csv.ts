/**
 * Reading a CSV file as real people save it (browser-safe: the preview runs it in the browser, the
 * function and the command line on the server):
 *  - bytes → text: UTF-8 with or without BOM, UTF-16 with BOM (Excel's "Unicode text"), otherwise
 *    Windows-1254 (what Turkish Excel saves); binary files (NUL bytes, control characters, .xlsx) refused;
 *  - text → records with papaparse: the first non-empty line is the header; `,`, `;` or tab delimiter
 *    detected from the header (or Excel's `sep=;` first line); quoted fields with delimiters, quotes and
 *    line breaks; empty lines skipped; broken quoting refused with its line;
 *  - each record keeps the physical line it starts on (1 = the header line when the file starts with it),
 *    so reported rows point at the line a person sees in an editor.
 *
 *   const file = readCsv(bytes);   // { encoding, delimiter, fields, records: [{ line, values }] }
 */
import Papa from 'papaparse';
import { isUsedColumn } from './layout.ts';
import { importMessages } from './messages.ts';
import { IMPORT_LIMITS, ImportFileError, type CsvRecord } from './types.ts';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1254';
export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvFile {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** Header names, trimmed (empty names become `column N`). */
  fields: string[];
  records: CsvRecord[];
  /** Header names of the columns the import does not read (left out when the file was read), in order. */
  ignored?: string[];
}

export interface ReadOptions {
  /** Data rows allowed; more → ImportFileError. Default IMPORT_LIMITS.maxRows. */
  maxRows?: number;
  /** Keep every column (another file than a business import, e.g. a pharmacies' duty schedule). */
  keepAll?: boolean;
}

/** Control characters no text file has (C0 except tab, line feed, form feed and carriage return; DEL; C1). */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/**
 * Decodes a file's bytes: a BOM decides (UTF-8, UTF-16LE/BE); otherwise strict UTF-8, and when that fails
 * Windows-1254. Throws ImportFileError for binary content and files over the size limit.
 */
export function decodeCsvBytes(input: Uint8Array | ArrayBuffer): { text: string; encoding: CsvEncoding } {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.byteLength > IMPORT_LIMITS.maxFileBytes) throw new ImportFileError(importMessages.tooLarge, 413);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) throw new ImportFileError(importMessages.excel, 400);
  let text: string;
  let encoding: CsvEncoding;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    encoding = 'utf-8';
    text = decode('utf-8', bytes.subarray(3));
  } else if (startsWith(bytes, [0xff, 0xfe])) {
    encoding = 'utf-16le';
    text = decode('utf-16le', bytes.subarray(2));
  } else if (startsWith(bytes, [0xfe, 0xff])) {
    encoding = 'utf-16be';
    text = decode('utf-16be', bytes.subarray(2));
  } else {
    if (bytes.includes(0)) throw new ImportFileError(importMessages.binary, 400);
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      encoding = 'utf-8';
    } catch {
      text = new TextDecoder('windows-1254').decode(bytes);
      encoding = 'windows-1254';
    }
  }
  assertText(text);
  return { text, encoding };
}

function decode(label: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(importMessages.binary, 400);
  }
}

/** Refuses text with NUL or other control characters (a binary file renamed .csv). */
function assertText(text: string): void {
  if (text.includes('\u0000')) throw new ImportFileError(importMessages.binary, 400);
  let controls = 0;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) controls++;
  // A stray control character may come from a copy-paste; a binary file has many.
  if (controls > 8 && controls > text.length / 1000) throw new ImportFileError(importMessages.binary, 400);
}

/** The delimiter of the header line: the most frequent of `;`, `,` and tab outside quotes (`,` on a tie). */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/** The first line that is not empty (for delimiter detection), and Excel's `sep=X` hint if present. */
function headerInfo(text: string): { sep: CsvDelimiter | null; sepLineLength: number; header: string } {
  const lines = text.split(/\r\n|\n|\r/);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return { sep: null, sepLineLength: 0, header: '' };
  const m = /^"?sep=([,;\t])"?\s*$/i.exec(lines[first]!);
  if (m) {
    const offset = lines.slice(0, first + 1).reduce((s, l) => s + l.length + 1, 0);
    const next = lines.slice(first + 1).find((l) => l.trim() !== '') ?? '';
    return { sep: m[1] as CsvDelimiter, sepLineLength: offset, header: next };
  }
  return { sep: null, sepLineLength: 0, header: lines[first]! };
}

/** Counts line breaks (`\r\n`, `\n` or a lone `\r`) in `text` from `from` to `to`. */
function countBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) n++;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) n++;
  }
  return n;
}

/**
 * Parses CSV text into a header and records. Throws ImportFileError for broken quoting, no header,
 * no data rows ('İçe aktarılacak veri bulunamadı') and too many rows.
 */
export function parseCsvText(
  text: string,
  options: ReadOptions = {},
): { delimiter: CsvDelimiter; fields: string[]; records: CsvRecord[]; ignored: string[] } {
  const maxRows = options.maxRows ?? IMPORT_LIMITS.maxRows;
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  const { sep, sepLineLength, header } = headerInfo(source);
  if (header.trim() === '') throw new ImportFileError(importMessages.noData, 400);
  const delimiter = sep ?? detectDelimiter(header);
  // The `sep=` line is replaced by nothing but its line break, so line numbers stay physical.
  const body = sep ? '\n'.repeat(countBreaks(source, 0, sepLineLength)) + source.slice(sepLineLength) : source;

  let fields: string[] | null = null;
  let columns: string[] = [];
  let kept: number[] = [];
  let ignored: string[] = [];
  const records: CsvRecord[] = [];
  let quoteError: number | null = null;
  let tooMany = false;
  let pos = 0;
  let breaksBefore = 0;

  Papa.parse<string[]>(body, {
    delimiter,
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      // The cursor is past the row's own line break (if any): the row's last character is before it.
      let end = result.meta.cursor;
      if (body.charCodeAt(end - 1) === 10) end--;
      if (body.charCodeAt(end - 1) === 13) end--;
      breaksBefore += countBreaks(body, pos, Math.max(pos, end));
      pos = Math.max(pos, end);
      const row = result.data;
      // Line breaks inside quoted values: the row starts that many lines before its last line.
      const inner = row.reduce((s, v) => s + countBreaks(v, 0, v.length), 0);
      const line = breaksBefore - inner + 1;
      const quote = result.errors.find((e) => e.type === 'Quotes');
      if (quote) {
        // papaparse's index is the offset of the offending quote in the text (an unterminated one runs to the end).
        const at = typeof quote.index === 'number' && quote.index >= 0 && quote.index <= body.length ? quote.index : null;
        quoteError = at === null ? line : countBreaks(body, 0, at) + 1;
        parser.abort();
        return;
      }
      if (!fields) {
        columns = row.map((f, i) => f.replace(/^\ufeff/, '').trim() || `column ${i + 1}`);
        // Only the columns the import reads are kept (decision 015: an export may have ~1,000 columns).
        kept = options.keepAll ? [] : columns.flatMap((f, i) => (isUsedColumn(f) ? [i] : []));
        if (kept.length === 0) kept = columns.map((_, i) => i);
        fields = kept.map((i) => columns[i]!);
        const keptSet = new Set(kept);
        ignored = columns.filter((_, i) => !keptSet.has(i));
        return;
      }
      if (records.length >= maxRows) {
        tooMany = true;
        parser.abort();
        return;
      }
      const values: Record<string, string> = {};
      for (const i of kept) {
        // A duplicated header name keeps the first non-empty value.
        const f = columns[i]!;
        const v = row[i] ?? '';
        if (!(f in values) || (values[f] === '' && v !== '')) values[f] = v;
      }
      if (row.length > columns.length) {
        const extra = row.slice(columns.length).filter((v) => v.trim() !== '');
        if (extra.length) values['__extra'] = extra.join(delimiter);
      }
      records.push({ line, values });
    },
  });

  if (quoteError !== null) throw new ImportFileError(importMessages.brokenQuotes(quoteError), 400);
  if (tooMany) throw new ImportFileError(importMessages.tooManyRows, 400);
  if (!fields || records.length === 0) throw new ImportFileError(importMessages.noData, 400);
  return { delimiter, fields, records, ignored };
}

/** Decodes and parses a file: the one call the preview, the function and the command line make. */
export function readCsv(input: Uint8Array | ArrayBuffer, options: ReadOptions = {}): CsvFile {
  const { text, encoding } = decodeCsvBytes(input);
  return { encoding, ...parseCsvText(text, options) };
}

/** True when a chosen file looks like CSV by name or type (spec §5: text/csv, or a name ending .csv or .txt). */
export function isCsvFile(file: { name?: string | null; type?: string | null }): boolean {
  const name = (file.name ?? '').toLowerCase();
  const type = (file.type ?? '').toLowerCase().split(';')[0]!.trim();
  if (name.endsWith('.csv') || name.endsWith('.txt')) return true;
  return ['text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'].includes(type);
}

/**
 * A number as people type it in Turkish files: decimal comma (`40,9906`), thousands dots (`1.234,5`),
 * spaces and the minus sign U+2212. Returns null for an empty value, NaN for text that is not a number.
 */
export function parseDecimal(value: string | null | undefined): number | null {
  const s = (value ?? '')
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u2212/g, '-');
  if (s === '') return null;
  let normalised = s;
  if (s.includes(',') && s.includes('.')) {
    normalised = s.lastIndexOf(',') > s.lastIndexOf('.') ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (s.includes(',')) {
    normalised = (s.match(/,/g)?.length ?? 0) === 1 ? s.replace(',', '.') : 'x';
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised)) return NaN;
  return Number(normalised);
}
