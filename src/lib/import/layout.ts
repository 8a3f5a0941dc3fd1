/**
 * Which of the two layouts a file or a list of rows has, and reading a record's columns by name.
 *  - `google` when a `title`, `categoryName` or `cid` column exists (spec §5; the Google Maps scraper
 *    export, reference.md), else `standard` (our template).
 *  - Columns are read by name, never by position: names compare without case, spaces, dashes, dots and
 *    underscores, and Turkish letters fold (`İşletme Adı` = `isletmeadi`), so `Latitude`, `latitude` and
 *    `LATİTUDE` are the same column.
 */
import { foldTurkish } from '#lib/turkish.ts';
import type { ImportLayout } from './types.ts';

const keyCache = new Map<string, string>();

/** The comparison key of a column name (memoised: a file repeats the same few names on every row). */
export function columnKey(name: string): string {
  let key = keyCache.get(name);
  if (key === undefined) {
    key = foldTurkish(name).replace(/[\s_.-]+/g, '');
    if (keyCache.size < 5_000) keyCache.set(name, key);
  }
  return key;
}

const GOOGLE_MARKERS = new Set(['title', 'categoryname', 'cid'].map(columnKey));

/** The layout of a file from its header. */
export function detectLayout(fields: readonly string[]): ImportLayout {
  return fields.some((f) => GOOGLE_MARKERS.has(columnKey(f))) ? 'google' : 'standard';
}

/** The layout of JSON rows (the spec's `{businesses}` body): `google` if any row has one of the markers. */
export function detectLayoutOfRows(rows: readonly Record<string, unknown>[]): ImportLayout {
  return rows.some((r) => Object.keys(r).some((k) => GOOGLE_MARKERS.has(columnKey(k)) && r[k] !== '' && r[k] != null))
    ? 'google'
    : 'standard';
}

/** Reads a record's values by column name (see `columnKey`). Values are trimmed; missing is ''. */
export class Columns {
  private readonly byKey = new Map<string, string>();

  constructor(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) {
      const key = columnKey(name);
      const v = typeof value === 'string' ? value.trim() : '';
      if (!this.byKey.has(key) || (this.byKey.get(key) === '' && v !== '')) this.byKey.set(key, v);
    }
  }

  /** The first non-empty value among the given column names. */
  get(...names: string[]): string {
    for (const name of names) {
      const v = this.byKey.get(columnKey(name));
      if (v) return v;
    }
    return '';
  }

  /** True when the record has one of the columns (even empty). */
  has(...names: string[]): boolean {
    return names.some((n) => this.byKey.has(columnKey(n)));
  }

  /** Values of indexed columns `prefix/0`, `prefix/1`, … in index order (non-empty only). */
  indexed(prefix: string, suffix = ''): string[] {
    const p = columnKey(prefix);
    const s = columnKey(suffix);
    const out: Array<[number, string]> = [];
    for (const [key, value] of this.byKey) {
      if (!value || !key.startsWith(p)) continue;
      const m = /^(\d+)(.*)$/.exec(key.slice(p.length).replace(/^\//, ''));
      if (m && m[2]!.replace(/^\//, '') === s) out.push([Number(m[1]), value]);
    }
    return out.sort((a, b) => a[0] - b[0]).map(([, v]) => v);
  }
}

/**
 * Flattens a JSON row the way the scraper's CSV export does (`location: {lat}` → `location/lat`,
 * `categories: ['a']` → `categories/0`); every value becomes text (`true` → "true", null → "").
 */
export function flattenRow(row: Record<string, unknown>, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(row)) {
    const name = prefix ? `${prefix}/${key}` : key;
    if (value === null || value === undefined) out[name] = '';
    else if (Array.isArray(value)) value.forEach((v, i) => flattenValue(`${name}/${i}`, v, out));
    else if (typeof value === 'object') flattenRow(value as Record<string, unknown>, name, out);
    else out[name] = String(value);
  }
  return out;
}

function flattenValue(name: string, value: unknown, out: Record<string, string>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) flattenRow(value as Record<string, unknown>, name, out);
  else if (Array.isArray(value)) value.forEach((v, i) => flattenValue(`${name}/${i}`, v, out));
  else out[name] = value === null || value === undefined ? '' : String(value);
}

/**
 * The columns any layout reads (standard with its Turkish names, Apify's Google Maps export, gosom's
 * google-maps-scraper, Turkish tools, our own export): every other column is ignored when a file is read,
 * however many there are (decision 015: Apify's ~1,000 columns, hundreds of `additionalInfo/…`). Keys as
 * `columnKey` makes them.
 */
const USED_COLUMNS = new Set(
  [
    // ours and the standard layout (standard.ts STANDARD_COLUMNS)
    'id',
    'name',
    'İşletme adı',
    'İşletme',
    'Ad',
    'Adı',
    'Firma adı',
    'Firma',
    'Unvan',
    'İşyeri adı',
    'category',
    'Kategori',
    'categories',
    'Kategoriler',
    'Sektör',
    'Faaliyet alanı',
    'İşletme türü',
    'Tür',
    'subcategory',
    'Alt kategori',
    'address',
    'Adres',
    'Açık adres',
    'Tam adres',
    'district',
    'İlçe',
    'city',
    'Şehir',
    'İl',
    'postalCode',
    'Posta kodu',
    'description',
    'Açıklama',
    'Hakkında',
    'phone',
    'Telefon',
    'Tel',
    'Telefon numarası',
    'Cep telefonu',
    'email',
    'E-posta',
    'E-posta adresi',
    'Mail',
    'website',
    'Web sitesi',
    'Web',
    'url',
    'Web adresi',
    'İnternet sitesi',
    'priceRange',
    'Fiyat aralığı',
    'Fiyat',
    'latitude',
    'Enlem',
    'lat',
    'longitude',
    'Boylam',
    'lng',
    'lon',
    'hours',
    'Çalışma saatleri',
    'Google Haritalar',
    'Google Maps',
    'Harita linki',
    'Harita',
    'Google linki',
    'Konum',
    'whatsapp',
    'WhatsApp numarası',
    // our export's OSM id (PD23): a re-imported export updates by `id`; the OSM id stays on the business
    'osmId',
    // Apify (google.ts)
    'title',
    'categoryName',
    'neighborhood',
    'street',
    'state',
    'countryCode',
    'phoneUnformatted',
    'location/lat',
    'location/lng',
    'placeId',
    'place_id',
    'cid',
    'fid',
    'permanentlyClosed',
    'temporarilyClosed',
    'price',
    'fullAddress',
    'googleCid',
    'googlePlaceId',
    // gosom google-maps-scraper
    'category',
    'open_hours',
    'descriptions',
    'price_range',
    'complete_address',
    'emails',
    'link',
    'data_id',
    'status',
    'plus_code',
  ].map(columnKey),
);
/** Indexed columns read by prefix: `categories/0`, `openingHours/3/day`, `emails/0`. */
const USED_PREFIXES = ['categories/', 'openingHours/', 'emails/'].map(columnKey);

/** Whether a file's column is one the import reads. */
export function isUsedColumn(name: string): boolean {
  const key = columnKey(name);
  return USED_COLUMNS.has(key) || USED_PREFIXES.some((p) => key.startsWith(p) && /^\d/.test(key.slice(p.length)));
}
