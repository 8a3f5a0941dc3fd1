/**
 * The standard layout (our template, public/downloads/isletme-sablonu.csv; spec §5): name, category,
 * address, district; optional subcategory, description, phone, email, website, priceRange, latitude,
 * longitude. Turkish column names are accepted too ("İşletme adı", "Kategori", "Adres", "İlçe", "Telefon",
 * "E-posta", "Web sitesi", "Fiyat aralığı", "Enlem", "Boylam", "Açıklama", "Alt kategori").
 * One record → a candidate, a reported row, or dropped (no name).
 */
import { isOwnCategory, mapCategory } from './categories.ts';
import { resolveDistrict } from './district.ts';
import {
  cleanMultiline,
  cleanText,
  coordinatesField,
  emailField,
  lengthCheck,
  MAX_LENGTH,
  phoneField,
  priceRangeField,
  websiteField,
} from './fields.ts';
import { Columns } from './layout.ts';
import { importMessages as M } from './messages.ts';
import type { CsvRecord, ImportCandidate, RowOutcome } from './types.ts';

/** Column names of the standard layout, the first being the template's. */
export const STANDARD_COLUMNS = {
  name: ['name', 'İşletme adı', 'İşletme', 'Ad', 'Adı'],
  category: ['category', 'Kategori', 'categories'],
  subcategory: ['subcategory', 'Alt kategori'],
  address: ['address', 'Adres'],
  district: ['district', 'İlçe'],
  city: ['city', 'Şehir'],
  postalCode: ['postalCode', 'Posta kodu'],
  description: ['description', 'Açıklama'],
  phone: ['phone', 'Telefon', 'Tel'],
  email: ['email', 'E-posta', 'Mail'],
  website: ['website', 'Web sitesi', 'Web', 'url'],
  priceRange: ['priceRange', 'Fiyat aralığı', 'Fiyat'],
  latitude: ['latitude', 'Enlem', 'lat'],
  longitude: ['longitude', 'Boylam', 'lng', 'lon'],
} as const;

/** The template's header, in order. */
export const TEMPLATE_COLUMNS = [
  'name', 'category', 'subcategory', 'address', 'district', 'description', 'phone', 'email', 'website', 'priceRange', 'latitude', 'longitude',
] as const;

/**
 * Columns a standard file must have (file-level check, before any row). The district may come from the
 * address ("01120 Seyhan/Adana"), so a missing district column is reported per row instead.
 */
export function missingStandardColumns(fields: readonly string[]): string[] {
  const cols = new Columns(Object.fromEntries(fields.map((f) => [f, ''])));
  const missing: string[] = [];
  if (!cols.has(...STANDARD_COLUMNS.name)) missing.push('name (işletme adı)');
  if (!cols.has(...STANDARD_COLUMNS.category)) missing.push('category (kategori)');
  if (!cols.has(...STANDARD_COLUMNS.address)) missing.push('address (adres)');
  return missing;
}

export function mapStandardRecord(record: CsvRecord): RowOutcome {
  const c = new Columns(record.values);
  const line = record.line;
  const error = (reason: string): RowOutcome => ({ kind: 'error', error: { line, reason } });

  const name = cleanText(c.get(...STANDARD_COLUMNS.name));
  if (!name) return { kind: 'dropped', line };
  const tooLongName = lengthCheck('İşletme adı', name, MAX_LENGTH.name);
  if (tooLongName) return error(tooLongName);

  // "categories" may be a list ("Kebapçı, Restoran"): its first entry (spec §3, CSV row fields).
  const categoryText = cleanText(c.get(...STANDARD_COLUMNS.category).split(/[,;|]/)[0]);
  if (!categoryText) return error(M.missingCategory);
  const categorySlug = mapCategory(categoryText);
  if (!categorySlug) return error(M.unknownCategory(categoryText));
  let subcategory = cleanText(c.get(...STANDARD_COLUMNS.subcategory)) || null;
  // A Google-style category ("Kebapçı") is kept as the subcategory when none is given.
  if (!subcategory && !isOwnCategory(categoryText)) subcategory = categoryText;
  if (subcategory) {
    const tooLong = lengthCheck('Alt kategori', subcategory, MAX_LENGTH.subcategory);
    if (tooLong) return error(tooLong);
  }

  const address = cleanText(c.get(...STANDARD_COLUMNS.address));
  if (!address) return error(M.missingAddress);
  const tooLongAddress = lengthCheck('Adres', address, MAX_LENGTH.address);
  if (tooLongAddress) return error(tooLongAddress);

  const district = resolveDistrict({
    district: c.get(...STANDARD_COLUMNS.district) || null,
    address,
    city: c.get(...STANDARD_COLUMNS.city),
    postalCode: c.get(...STANDARD_COLUMNS.postalCode),
  });
  if ('missing' in district) return error(M.missingDistrict);
  if ('unknown' in district) return error(M.unknownDistrict(district.unknown));

  const description = cleanMultiline(c.get(...STANDARD_COLUMNS.description));
  const tooLongDescription = lengthCheck('Açıklama', description, MAX_LENGTH.description);
  if (tooLongDescription) return error(tooLongDescription);

  const phone = phoneField(c.get(...STANDARD_COLUMNS.phone));
  if (!phone.ok) return error(phone.reason);
  const email = emailField(c.get(...STANDARD_COLUMNS.email));
  if (!email.ok) return error(email.reason);
  const website = websiteField(c.get(...STANDARD_COLUMNS.website));
  if (!website.ok) return error(website.reason);
  const price = priceRangeField(c.get(...STANDARD_COLUMNS.priceRange));
  if (!price.ok) return error(price.reason);
  const coords = coordinatesField(c.get(...STANDARD_COLUMNS.latitude), c.get(...STANDARD_COLUMNS.longitude));
  if (!coords.ok) return error(coords.reason);

  const candidate: ImportCandidate = {
    line,
    name,
    categorySlug,
    subcategory,
    description,
    address,
    district: district.district,
    latitude: coords.value.latitude,
    longitude: coords.value.longitude,
    phone: phone.value,
    email: email.value,
    website: website.value,
    priceRange: price.value,
    hours: {},
    isOpen: true,
    googleCid: null,
    googlePlaceId: null,
  };
  return { kind: 'candidate', candidate };
}
