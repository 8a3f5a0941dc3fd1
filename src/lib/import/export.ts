/**
 * Businesses as a CSV file in the template layout (decision 015, round trip): the template's columns, then
 * `hours` (our JSON), `googleCid`, `googlePlaceId`, `osmId` (PD23: the OpenStreetMap element, kept with
 * the data for the ODbL) and `id`. Re-importing the file (standard layout)
 * updates the businesses it names by `id` (or Google cid / place id). UTF-8 with BOM and `;`, as Excel in
 * Turkey opens it; numbers with a decimal point (the importer reads both).
 */
import Papa from 'papaparse';
import type { OpeningHours } from '../hours.ts';
import { CSV_EXPORT_FIELDS } from '../business-fields.ts';

/** The template's columns, then `hours` (JSON), the Google ids (src/lib/business-fields.ts) and our `id`. */
export const EXPORT_COLUMNS = [...CSV_EXPORT_FIELDS, 'id'] as const;

export interface ExportBusiness {
  id: number;
  name: string;
  /** The category's Turkish name ("Restoranlar"). */
  category: string;
  subcategory: string | null;
  address: string;
  district: string;
  description: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  website: string | null;
  priceRange: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  hours: OpeningHours | null;
  googleCid: string | null;
  googlePlaceId: string | null;
  /** `node/123`, `way/456` (PD23); absent or null for a business not imported from OpenStreetMap. */
  osmId?: string | null;
}

/** A spreadsheet must not run a value as a formula (`=`, `+`, `-`, `@` first): such text gets a leading `'`. */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d[\d.,\s]*$/.test(value) ? `'${value}` : value;
}

const num = (v: number | string | null) => (v === null || v === '' ? '' : String(Number(v)));

/** One cell: numbers with a decimal point, hours as JSON, phone numbers as they are, other text made safe. */
function cell(b: ExportBusiness, column: (typeof EXPORT_COLUMNS)[number]): string {
  switch (column) {
    case 'latitude':
    case 'longitude':
      return num(b[column]);
    case 'hours':
      return b.hours && Object.keys(b.hours).length > 0 ? safeCell(JSON.stringify(b.hours)) : '';
    case 'id':
      return safeCell(String(b.id));
    case 'phone':
    case 'whatsapp':
      return b[column] ?? '';
    default:
      return safeCell(b[column] ?? '');
  }
}

/** The CSV text (with BOM) of the businesses. */
export function businessesCsv(rows: readonly ExportBusiness[]): string {
  const data = rows.map((b) => EXPORT_COLUMNS.map((column) => cell(b, column)));
  return '\ufeff' + Papa.unparse({ fields: [...EXPORT_COLUMNS], data }, { delimiter: ';', newline: '\r\n', quotes: false }) + '\r\n';
}
