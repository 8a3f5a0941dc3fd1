/**
 * Shapes and limits of the import engine (CSV files, JSON rows, the command line). Browser-safe: no node:
 * imports, no database. A file becomes `CsvRecord`s (csv.ts), each record a normalised `ImportCandidate` or
 * a reported row (standard.ts, google.ts), and the candidates are written by src/features/listings/import.ts.
 */
import type { OpeningHours } from '../hours.ts';

export type ImportLayout = 'standard' | 'google';
export type PriceRange = 'Ucuz' | 'Orta' | 'Pahalı' | 'Ücretsiz';
export type DistrictName = 'Seyhan' | 'Yüreğir' | 'Çukurova' | 'Sarıçam' | 'Karaisalı';

/** File limits (issue 5): larger files are refused whole, nothing is stored. */
export const IMPORT_LIMITS = {
  /** Bytes of the CSV file. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Data rows (the header not counted). */
  maxRows: 5_000,
  /** Columns of the header. */
  maxColumns: 300,
} as const;

/** One data record of a file: its physical line (1 = the header line) and its values by column name. */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

/** A rejected row: its line in the file and why, in Turkish. */
export interface RowError {
  line: number;
  reason: string;
}

/** A row ready to be stored: every field normalised (E.164 phone, slug, district name, numbers). */
export interface ImportCandidate {
  line: number;
  name: string;
  /** One of the 12 category slugs (src/lib/reference/categories.ts). */
  categorySlug: string;
  subcategory: string | null;
  description: string;
  address: string;
  district: DistrictName;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  priceRange: PriceRange;
  hours: OpeningHours;
  /** false = temporarily closed. */
  isOpen: boolean;
  googleCid: string | null;
  googlePlaceId: string | null;
}

/** The outcome of mapping one record. `dropped`: no name, left out silently (spec §5). */
export type RowOutcome =
  | { kind: 'candidate'; candidate: ImportCandidate }
  | { kind: 'error'; error: RowError }
  | { kind: 'dropped'; line: number };

/** The records of a file mapped: what can be stored, what is reported, how many were dropped. */
export interface MappedImport {
  layout: ImportLayout;
  candidates: ImportCandidate[];
  errors: RowError[];
  dropped: number;
}

/** The answer of an import (spec §7, issue 5). */
export interface ImportResult {
  imported: number;
  skipped: number;
  errors: RowError[];
}

/**
 * A problem with the whole file (wrong type, binary, broken quoting, too big, no rows): nothing is
 * imported. `status` is the HTTP status the functions answer with.
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}
