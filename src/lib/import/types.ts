/**
 * Shapes and limits of the import engine (CSV files, JSON rows, the command line). Browser-safe: no node:
 * imports, no database. A file becomes `CsvRecord`s (csv.ts), each record a normalised `ImportCandidate` or
 * a reported row (standard.ts, google.ts), and the candidates are written by src/features/listings/import.ts.
 */
import type { OpeningHours, TimeRange } from '../hours.ts';

export type ImportLayout = 'standard' | 'google';
/** The layout of mapped rows: a CSV layout, or OpenStreetMap data (src/lib/import/osm.ts). */
export type MappedLayout = ImportLayout | 'osm';
export type PriceRange = 'Ucuz' | 'Orta' | 'Pahalı' | 'Ücretsiz';
export type DistrictName = 'Seyhan' | 'Yüreğir' | 'Çukurova' | 'Sarıçam' | 'Karaisalı';

/**
 * File limits (decision 008): larger files are refused whole, nothing is stored. The number of columns is not
 * limited (decision 015: Apify's export has about 1,000, hundreds of `additionalInfo/…`): the columns we use
 * are read and the others ignored; the file size and the rows bound the work.
 */
export const IMPORT_LIMITS = {
  /** Bytes of the CSV file (Apify's 1,000-column export of 5,000 places is about 15 MB). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Data rows (the header not counted). */
  maxRows: 5_000,
  /**
   * OpenStreetMap features of one file on the operator's command line: a city's whole extract (Adana has
   * some 10,000–20,000 named places; `npm run bench -- import-osm` measures 20,000). The web keeps `maxRows`.
   */
  maxOsmFeaturesCli: 100_000,
  /** Bytes of an OpenStreetMap file on the command line (Overpass JSON of 100,000 features is ~50 MB). */
  maxOsmFileBytesCli: 200 * 1024 * 1024,
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
  /**
   * One of the 12 category slugs (src/lib/reference/categories.ts), or null when the row's category could
   * not be decided (decision 015): an admin's or the operator's import queues it for a category to be chosen,
   * anyone else's skips it with `undecided.reason`.
   */
  categorySlug: string | null;
  /** With no category: the file's category text, and the skipped line's reason for a non-admin's import. */
  undecided?: { value: string; reason: string };
  subcategory: string | null;
  description: string;
  address: string;
  /**
   * Null only from an OpenStreetMap feature the guide could not place in a district (no `addr:district`, no
   * known neighbourhood or postal code): an admin's or the operator's import queues it for a district to be
   * chosen ("İlçe seçilmeli"), anyone else's skips it with the reason.
   */
  district: DistrictName | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  /** A Turkish mobile in E.164 (the standard layout's `whatsapp` column); absent: the file gives none. */
  whatsapp?: string | null;
  email: string | null;
  website: string | null;
  /** Null: the file gives none (no invented "Orta", decision 015). */
  priceRange: PriceRange | null;
  hours: OpeningHours;
  /** false = temporarily closed. */
  isOpen: boolean;
  googleCid: string | null;
  googlePlaceId: string | null;
  /** Features in Turkish ("Wi-Fi", "Engelli Erişimi"); an OpenStreetMap import's from its amenity tags. */
  features?: string[];
  /**
   * The OpenStreetMap element (`node/123`, `way/456`; PD23): stored on the business, a re-import of a
   * newer extract updates the business it names (src/lib/import/osm-reimport.ts).
   */
  osmId?: string | null;
  /** Our id, from a re-imported export (the `id` column): the business it updates. */
  id?: number | null;
  /**
   * What the place does on public holidays (OpenStreetMap's `PH` rules; src/lib/special-hours.ts): `[]`
   * "resmi tatillerde kapalı", ranges its holiday hours; absent: the file says nothing.
   */
  holidays?: TimeRange[];
}

/**
 * The outcome of mapping one record. `dropped`: no name, left out silently (spec §5). A candidate's
 * `warnings`: optional fields that failed validation and were left out (the business is imported).
 */
export type RowOutcome =
  | { kind: 'candidate'; candidate: ImportCandidate; warnings?: string[]; extra?: { emails?: boolean; phones?: boolean } }
  | { kind: 'error'; error: RowError }
  | { kind: 'dropped'; line: number };

/** The records of a file mapped: what can be stored, what is reported, how many were dropped. */
export interface MappedImport {
  layout: MappedLayout;
  candidates: ImportCandidate[];
  errors: RowError[];
  /** Imported lines with a field left out (decision 015). */
  warnings: RowError[];
  dropped: number;
  /** What the file held that the guide does not take, and why (decision 015): columns, extra e-mails and phones. */
  notes?: string[];
}

/** The answer of an import (spec §7, decision 008; decision 015: warnings, updated). */
export interface ImportResult {
  imported: number;
  skipped: number;
  errors: RowError[];
  /** Imported lines with an optional field left out. */
  warnings?: RowError[];
  /** What the file held that was not taken, and why (decision 015): said once for the file. */
  notes?: string[];
  /** Stored businesses a row updated (matched by Google cid, place id, OSM id or our id). */
  updated?: number;
  /** Stored businesses an OSM re-import matched by OSM id with nothing to change (PD23). */
  unchanged?: number;
  /**
   * Rows whose category could not be decided, sent to the moderation queue for an admin to choose it (an
   * admin's or the operator's import; not counted in `imported`).
   */
  categoryToChoose?: RowError[];
  /**
   * OpenStreetMap rows without a district the guide could place, sent to the moderation queue for an admin
   * to choose it ("İlçe seçilmeli"; an admin's or the operator's import; not counted in `imported`).
   */
  districtToChoose?: RowError[];
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
