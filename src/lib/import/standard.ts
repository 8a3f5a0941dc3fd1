/**
 * The standard layout (our template, public/downloads/isletme-sablonu.csv; spec §5): name, category,
 * address, district; optional subcategory, description, phone, whatsapp, email, website, priceRange,
 * latitude, longitude. Turkish column names are accepted too ("İşletme adı", "Kategori", "Adres", "İlçe", "Telefon",
 * "E-posta", "Web sitesi", "Fiyat aralığı", "Enlem", "Boylam", "Açıklama", "Alt kategori").
 * One record → a candidate, a reported row, or dropped (no name).
 */
import { decideCategory, isOwnCategory, turkishSubcategory } from './categories.ts';
import { resolveDistrict } from './district.ts';
import { CSV_TEMPLATE_FIELDS } from '../business-fields.ts';
import { cleanMultiline, cleanText, lengthCheck, MAX_LENGTH, priceRangeField, whatsappField } from './fields.ts';
import { emailOf, hoursOf, phoneOf, placeOf, RowWarnings, websiteOf } from './row.ts';
import type { OpeningHours } from '../hours.ts';
import { Columns } from './layout.ts';
import { importMessages as M } from './messages.ts';
import type { CsvRecord, ImportCandidate, RowOutcome } from './types.ts';

/**
 * Column names of the standard layout, the first being the template's; Turkish tools' headers too
 * ("İşletme Adı", "Firma Adı", "Kategori", "Telefon", "Adres", "İlçe", "Web Sitesi", "E-posta Adresi", …).
 */
export const STANDARD_COLUMNS = {
  id: ['id'],
  name: ['name', 'İşletme adı', 'İşletme', 'Ad', 'Adı', 'Firma adı', 'Firma', 'İşyeri adı', 'Unvan'],
  category: ['category', 'Kategori', 'categories', 'Kategoriler', 'İşletme türü', 'Tür', 'Sektör', 'Faaliyet alanı'],
  subcategory: ['subcategory', 'Alt kategori'],
  address: ['address', 'Adres', 'Açık adres', 'Tam adres'],
  district: ['district', 'İlçe'],
  city: ['city', 'Şehir', 'İl'],
  postalCode: ['postalCode', 'Posta kodu'],
  description: ['description', 'Açıklama', 'Hakkında'],
  phone: ['phone', 'Telefon', 'Tel', 'Telefon numarası', 'Cep telefonu'],
  whatsapp: ['whatsapp', 'WhatsApp', 'WhatsApp numarası'],
  email: ['email', 'E-posta', 'E-posta adresi', 'Mail'],
  website: ['website', 'Web sitesi', 'Web', 'url', 'Web adresi', 'İnternet sitesi'],
  priceRange: ['priceRange', 'Fiyat aralığı', 'Fiyat'],
  latitude: ['latitude', 'Enlem', 'lat'],
  longitude: ['longitude', 'Boylam', 'lng', 'lon'],
  link: ['Google Haritalar', 'Google Maps', 'Harita linki', 'Harita', 'Google linki', 'Konum'],
  hours: ['hours', 'Çalışma saatleri'],
  googleCid: ['googleCid'],
  googlePlaceId: ['googlePlaceId'],
} as const;

/** The template's header, in order: the fields src/lib/business-fields.ts declares as template columns. */
export const TEMPLATE_COLUMNS: readonly string[] = CSV_TEMPLATE_FIELDS;

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

  // "categories" may be a list ("Kebapçı, Restoran"): every entry, the first deciding when it can
  // (decision 015), each by the table, then by keywords.
  const categoryTexts = c
    .get(...STANDARD_COLUMNS.category)
    .split(/[,;|]/)
    .map(cleanText)
    .filter(Boolean);
  const categoryText = categoryTexts[0];
  if (!categoryText) return error(M.missingCategory);
  // Undecided: an admin's import queues it for a category to be chosen, anyone else's skips it (import.ts).
  const decided = decideCategory(categoryTexts);
  const categorySlug = decided?.slug ?? null;
  let subcategory = cleanText(c.get(...STANDARD_COLUMNS.subcategory)) || null;
  // A Google-style category ("Kebapçı", "Coffee shop" → "Kahve dükkanı") is kept as the subcategory when
  // none is given; an English name not in the translation table is not shown.
  if (!subcategory && !isOwnCategory(categoryText)) subcategory = turkishSubcategory(categoryText);
  if (subcategory) subcategory = subcategory.slice(0, MAX_LENGTH.subcategory);

  const w = new RowWarnings();
  const address = cleanText(c.get(...STANDARD_COLUMNS.address));
  const place = placeOf(
    {
      lat: c.get(...STANDARD_COLUMNS.latitude),
      lng: c.get(...STANDARD_COLUMNS.longitude),
      links: [c.get(...STANDARD_COLUMNS.link)],
      cid: c.get(...STANDARD_COLUMNS.googleCid),
      placeId: c.get(...STANDARD_COLUMNS.googlePlaceId),
    },
    w,
  );
  if (place.outside) return error(M.outsideAdanaRow('koordinatlar'));
  const district = resolveDistrict({
    district: c.get(...STANDARD_COLUMNS.district) || null,
    address,
    city: c.get(...STANDARD_COLUMNS.city),
    postalCode: c.get(...STANDARD_COLUMNS.postalCode),
  });
  if ('outside' in district) return error(M.outsideAdanaRow(district.outside));
  if (!address) return error(M.missingAddress);
  const tooLongAddress = lengthCheck('Adres', address, MAX_LENGTH.address);
  if (tooLongAddress) return error(tooLongAddress);
  if ('missing' in district) return error(M.missingDistrict);
  if ('unknown' in district) return error(M.unknownDistrict(district.unknown));

  let description = cleanMultiline(c.get(...STANDARD_COLUMNS.description));
  const tooLongDescription = lengthCheck('Açıklama', description, MAX_LENGTH.description);
  if (tooLongDescription) {
    w.add(tooLongDescription);
    description = '';
  }
  const idText = c.get(...STANDARD_COLUMNS.id);
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;

  const candidate: ImportCandidate = {
    line,
    name,
    categorySlug,
    ...(decided ? {} : { undecided: { value: categoryText, reason: M.unknownCategory(categoryText) } }),
    subcategory,
    description,
    address,
    district: district.district,
    latitude: place.latitude,
    longitude: place.longitude,
    phone: phoneOf([c.get(...STANDARD_COLUMNS.phone)], w),
    // absent (not null) when the file gives none: the Google layouts have no such column
    ...optionalValue('whatsapp', w.take(whatsappField(c.get(...STANDARD_COLUMNS.whatsapp)), null)),
    email: emailOf([c.get(...STANDARD_COLUMNS.email)], w),
    website: websiteOf([c.get(...STANDARD_COLUMNS.website)], w),
    priceRange: w.take(priceRangeField(c.get(...STANDARD_COLUMNS.priceRange)), null),
    hours: hoursText(c.get(...STANDARD_COLUMNS.hours), w),
    isOpen: true,
    googleCid: place.googleCid,
    googlePlaceId: place.googlePlaceId,
    ...(id ? { id } : {}),
  };
  return { kind: 'candidate', candidate, warnings: w.list };
}

const optionalValue = <K extends string, V>(key: K, value: V | null) => (value === null ? {} : ({ [key]: value } as Record<K, V>));

/**
 * Our export's `hours` column (JSON of `OpeningHours`, `{"mon":[["09:00","18:00"]]}`) or a gosom-style
 * object of day names; anything unreadable is a warning.
 */
function hoursText(text: string, w: RowWarnings): OpeningHours {
  const t = text.trim();
  if (!t) return {};
  try {
    const parsed = JSON.parse(t) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed as Record<string, unknown>);
      const ours = entries.every(
        ([k, v]) =>
          /^(mon|tue|wed|thu|fri|sat|sun)$/.test(k) &&
          Array.isArray(v) &&
          v.every((r) => Array.isArray(r) && r.length === 2 && r.every((x) => typeof x === 'string' && /^\d{2}:\d{2}$/.test(x))),
      );
      if (ours) return parsed as OpeningHours;
    }
  } catch {
    // not JSON: read as day names below
  }
  return hoursOf([], t, w);
}
