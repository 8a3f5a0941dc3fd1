/**
 * The Google Maps scraper export layout (reference.md; columns read by name, never by position):
 * `title`, `categoryName`, `categories/0..N`, `address`, `neighborhood`, `street`, `city`, `postalCode`,
 * `phone`, `phoneUnformatted`, `website`, `location/lat`, `location/lng`, `placeId`, `cid`, `description`,
 * `permanentlyClosed`, `temporarilyClosed`, `price`, `openingHours/0..6/day` and `/hours`.
 * `totalScore` and `reviewsCount` are Google's and are never read: our rating comes from our reviews.
 * One record → a candidate, a reported row, or dropped (no title).
 */
import { mapCategory } from './categories.ts';
import { resolveDistrict } from './district.ts';
import { cleanMultiline, cleanText, coordinatesField, emailField, lengthCheck, MAX_LENGTH, phoneField, truthy, websiteField } from './fields.ts';
import { parseOpeningHours } from './hours.ts';
import { Columns } from './layout.ts';
import { importMessages as M } from './messages.ts';
import type { CsvRecord, ImportCandidate, PriceRange, RowOutcome } from './types.ts';

/** Columns a Google file must have (file-level check). */
export function missingGoogleColumns(fields: readonly string[]): string[] {
  const cols = new Columns(Object.fromEntries(fields.map((f) => [f, ''])));
  const missing: string[] = [];
  if (!cols.has('title', 'name')) missing.push('title (işletme adı)');
  return missing;
}

/** Google's `price` ("₺₺", "₺100–200", "$$") → our price range; anything else → the middle tier. */
function googlePrice(value: string): PriceRange {
  const symbols = /^[₺$]{1,4}$/.exec(value.trim())?.[0].length ?? 0;
  if (symbols === 1) return 'Ucuz';
  if (symbols >= 3) return 'Pahalı';
  return 'Orta';
}

/** The address as Google lists it, or composed from its parts when the `address` column is empty. */
function addressOf(c: Columns): string {
  const full = cleanText(c.get('address', 'fullAddress'));
  if (full) return full;
  const postal = c.get('postalCode');
  const city = c.get('city');
  const tail = [postal, city].filter(Boolean).join(' ');
  return cleanText([c.get('neighborhood'), c.get('street'), tail].filter(Boolean).join(', '));
}

function openingHoursOf(c: Columns): ReturnType<typeof parseOpeningHours> {
  const entries: Array<{ day: string; hours: string }> = [];
  for (let i = 0; i < 14; i++) {
    const day = c.get(`openingHours/${i}/day`);
    const hours = c.get(`openingHours/${i}/hours`);
    if (day || hours) entries.push({ day, hours });
  }
  return parseOpeningHours(entries);
}

export function mapGoogleRecord(record: CsvRecord): RowOutcome {
  const c = new Columns(record.values);
  const line = record.line;
  const error = (reason: string): RowOutcome => ({ kind: 'error', error: { line, reason } });

  const name = cleanText(c.get('title', 'name'));
  if (!name) return { kind: 'dropped', line };
  const tooLongName = lengthCheck('İşletme adı', name, MAX_LENGTH.name);
  if (tooLongName) return error(tooLongName);
  if (truthy(c.get('permanentlyClosed'))) return error(M.permanentlyClosed);

  // The main category first, then the others in Google's order; the first we know decides.
  const googleCategories = [c.get('categoryName', 'category'), ...c.indexed('categories')].map(cleanText).filter(Boolean);
  if (googleCategories.length === 0) return error(M.missingCategory);
  let categorySlug: string | null = null;
  let matched = '';
  for (const gc of googleCategories) {
    categorySlug = mapCategory(gc);
    if (categorySlug) {
      matched = gc;
      break;
    }
  }
  if (!categorySlug) return error(M.unknownGoogleCategory(googleCategories[0]!));
  const subcategory = (googleCategories[0] === matched ? matched : googleCategories[0]!).slice(0, MAX_LENGTH.subcategory);

  const address = addressOf(c);
  if (!address) return error(M.missingAddress);
  const tooLongAddress = lengthCheck('Adres', address, MAX_LENGTH.address);
  if (tooLongAddress) return error(tooLongAddress);

  const district = resolveDistrict({
    district: c.get('district', 'ilçe') || null,
    address,
    city: c.get('city'),
    postalCode: c.get('postalCode'),
  });
  if ('missing' in district) return error(M.missingDistrict);
  if ('unknown' in district) return error(M.unknownDistrict(district.unknown));

  const description = cleanMultiline(c.get('description'));
  const tooLongDescription = lengthCheck('Açıklama', description, MAX_LENGTH.description);
  if (tooLongDescription) return error(tooLongDescription);

  const phone = phoneField(c.get('phoneUnformatted', 'phone'));
  if (!phone.ok) return error(phone.reason);
  const email = emailField(c.get('email', 'emails/0'));
  if (!email.ok) return error(email.reason);
  const website = websiteField(c.get('website'));
  if (!website.ok) return error(website.reason);
  const coords = coordinatesField(c.get('location/lat', 'latitude', 'lat'), c.get('location/lng', 'longitude', 'lng'));
  if (!coords.ok) return error(coords.reason);

  const hours = openingHoursOf(c);
  if (!hours.ok) return error(hours.unknownDay ? M.badHoursDay(hours.value) : M.badHours(hours.day, hours.value));

  // cid can exceed 2^63: kept as text, digits only. Excel shows long numbers as "1,23457E+19", which has
  // lost the digits: such a cid is left out (the place id and the name still catch duplicates).
  const rawCid = c.get('cid').replace(/\s/g, '');
  const cid = /^\d+([.,]\d+)?e\+?\d+$/i.test(rawCid) ? '' : rawCid;
  if (cid && !/^\d{1,40}$/.test(cid)) return error(M.badCid(cid));
  const placeId = c.get('placeId', 'place_id');
  if (placeId.length > MAX_LENGTH.googlePlaceId) return error(M.tooLong('Google yer kimliği', MAX_LENGTH.googlePlaceId));

  const candidate: ImportCandidate = {
    line,
    name,
    categorySlug,
    subcategory: subcategory || null,
    description,
    address,
    district: district.district,
    latitude: coords.value.latitude,
    longitude: coords.value.longitude,
    phone: phone.value,
    email: email.value,
    website: website.value,
    priceRange: googlePrice(c.get('price')),
    hours: hours.hours,
    isOpen: !truthy(c.get('temporarilyClosed')),
    googleCid: cid || null,
    googlePlaceId: placeId || null,
  };
  return { kind: 'candidate', candidate };
}
