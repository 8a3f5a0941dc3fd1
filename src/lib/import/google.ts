/**
 * The Google Maps scraper export layouts (columns read by name, never by position):
 *  - Apify's (reference.md): `title`, `categoryName`, `categories/0..N`, `address`, `neighborhood`,
 *    `street`, `city`, `postalCode`, `phone`, `phoneUnformatted`, `website`, `location/lat`,
 *    `location/lng`, `placeId`, `cid`, `fid`, `url`, `description`, `permanentlyClosed`,
 *    `temporarilyClosed`, `price`, `openingHours/0..6/day` and `/hours`; its ~1,000 other columns
 *    (`additionalInfo/…`) are ignored (decision 015);
 *  - gosom's google-maps-scraper (decision 015): `title`, `category`, `address`, `open_hours` (a JSON object
 *    `{"Monday":["12–4 pm","6 pm–12 am"],"Friday":["Closed"]}`), `website`, `phone`, `latitude`,
 *    `longitude`, `cid`, `data_id`, `descriptions`, `price_range` (`€€`, `₺₺₺`), `complete_address`
 *    (JSON), `emails`, `link`, `status`;
 *  - coordinates only in the place link (`!3d…!4d…`): read with the Google-link parser.
 * `totalScore`, `reviewsCount` and gosom's `review_rating` are Google's and are never read: our rating
 * comes from our reviews. One record → a candidate (with warnings for optional fields left out), a
 * reported row, or dropped (no title).
 */
import { decideCategory, turkishSubcategory } from './categories.ts';
import { resolveDistrict } from './district.ts';
import { cleanMultiline, cleanText, lengthCheck, MAX_LENGTH, priceMarks, truthy } from './fields.ts';
import { foldTurkish } from '#lib/turkish.ts';
import { Columns } from './layout.ts';
import { importMessages as M } from './messages.ts';
import { completeAddress, emailOf, extraContacts, hoursOf, listValues, phoneOf, placeOf, RowWarnings, websiteOf } from './row.ts';
import type { CsvRecord, ImportCandidate, PriceRange, RowOutcome } from './types.ts';

/** Columns a Google file must have (file-level check). */
export function missingGoogleColumns(fields: readonly string[]): string[] {
  const cols = new Columns(Object.fromEntries(fields.map((f) => [f, ''])));
  const missing: string[] = [];
  if (!cols.has('title', 'name')) missing.push('title (işletme adı)');
  return missing;
}

/** Google's `price` / gosom's `price_range` ("₺₺", "€€€", "$") → our price range; anything else → none. */
function googlePrice(value: string): PriceRange | null {
  return priceMarks(value.trim());
}

/**
 * The address as Google lists it ("Gazipaşa, Cumhuriyet Cd. No:66, 01010 Seyhan/Adana, Türkiye"), or
 * composed from its parts when the `address` column is empty. The neighbourhood is kept in it: the business
 * has no neighbourhood field, so an address that lacks it gets it in front (decision 015).
 */
function addressOf(c: Columns, complete: ReturnType<typeof completeAddress>, neighbourhood: string): string {
  const full = cleanText(c.get('address', 'fullAddress'));
  if (full) {
    if (neighbourhood && !foldTurkish(full).includes(foldTurkish(neighbourhood))) return cleanText(`${neighbourhood}, ${full}`);
    return full;
  }
  const postal = c.get('postalCode') || complete.postalCode || '';
  const city = c.get('city') || complete.city || '';
  const province = c.get('state') || complete.state || '';
  const place = [city, province]
    .filter(Boolean)
    .filter((v, i, all) => all.findIndex((x) => foldTurkish(x) === foldTurkish(v)) === i)
    .join('/');
  const tail = [postal, place].filter(Boolean).join(' ');
  return cleanText([neighbourhood, c.get('street') || complete.street || '', tail].filter(Boolean).join(', '));
}

function openingHoursPairs(c: Columns): Array<{ day: string; hours: string }> {
  const entries: Array<{ day: string; hours: string }> = [];
  for (let i = 0; i < 14; i++) {
    const day = c.get(`openingHours/${i}/day`);
    const hours = c.get(`openingHours/${i}/hours`);
    if (day || hours) entries.push({ day, hours });
  }
  return entries;
}

/** Permanently closed: Apify's flag, or gosom's `status` ("Permanently closed", "Kalıcı olarak kapalı"). */
function permanentlyClosed(c: Columns): boolean {
  if (truthy(c.get('permanentlyClosed'))) return true;
  return /permanently closed|kal[ıi]c[ıi] olarak kapa/i.test(c.get('status'));
}

function temporarilyClosed(c: Columns): boolean {
  if (truthy(c.get('temporarilyClosed'))) return true;
  return /temporarily closed|ge[çc]ici olarak kapa/i.test(c.get('status'));
}

export function mapGoogleRecord(record: CsvRecord): RowOutcome {
  const c = new Columns(record.values);
  const line = record.line;
  const error = (reason: string): RowOutcome => ({ kind: 'error', error: { line, reason } });
  const w = new RowWarnings();

  const name = cleanText(c.get('title', 'name'));
  if (!name) return { kind: 'dropped', line };
  const tooLongName = lengthCheck('İşletme adı', name, MAX_LENGTH.name);
  if (tooLongName) return error(tooLongName);
  if (permanentlyClosed(c)) return error(M.permanentlyClosed);

  // Every category the row carries, the main one first (decision 015), each by the table, then by keywords.
  const googleCategories = [
    ...new Set(
      [c.get('categoryName'), ...listValues(c.get('category')), ...c.indexed('categories'), ...listValues(c.get('categories'))]
        .map(cleanText)
        .filter(Boolean),
    ),
  ];
  if (googleCategories.length === 0) return error(M.missingCategory);
  // Undecided: an admin's import queues it for a category to be chosen, anyone else's skips it (import.ts).
  const decided = decideCategory(googleCategories);
  // The subcategory shown on pages is Turkish: the main category translated, else the one that decided.
  const subcategory =
    (turkishSubcategory(googleCategories[0]) ?? (decided ? turkishSubcategory(decided.from) : null))?.slice(0, MAX_LENGTH.subcategory) ??
    null;

  const complete = completeAddress(c.get('complete_address'));
  const place = placeOf(
    {
      lat: c.get('location/lat', 'latitude', 'lat'),
      lng: c.get('location/lng', 'longitude', 'lng'),
      links: [c.get('link'), c.get('url'), c.get('googleMapsUrl')],
      cid: c.get('cid'),
      placeId: c.get('placeId', 'place_id'),
      featureId: c.get('fid', 'data_id'),
    },
    w,
  );
  // gosom's `complete_address` and Apify's columns for a place in Turkey (decision 015): borough/neighborhood =
  // the neighbourhood (mahalle), city = the district (ilçe), state = the province (il).
  const neighbourhood = cleanText(c.get('neighborhood', 'neighbourhood') || complete.borough || '');
  const address = addressOf(c, complete, neighbourhood);
  const districtInput = {
    district: c.get('district', 'ilçe') || null,
    city: c.get('city') || complete.city || '',
    province: c.get('state') || complete.state || '',
    neighbourhood,
    address,
    postalCode: c.get('postalCode') || complete.postalCode || '',
  };
  if (place.outside) return error(M.outsideAdanaRow('koordinatlar'));
  const district = resolveDistrict(districtInput);
  if ('outside' in district) return error(M.outsideAdanaRow(district.outside));
  if (!address) return error(M.missingAddress);
  const tooLongAddress = lengthCheck('Adres', address, MAX_LENGTH.address);
  if (tooLongAddress) return error(tooLongAddress);
  if ('missing' in district) return error(M.missingDistrict);
  if ('unknown' in district) return error(M.unknownDistrict(district.unknown));

  let description = cleanMultiline(c.get('description', 'descriptions'));
  const tooLongDescription = lengthCheck('Açıklama', description, MAX_LENGTH.description);
  if (tooLongDescription) {
    w.add(tooLongDescription);
    description = '';
  }

  const phones = [c.get('phoneUnformatted'), c.get('phone')];
  // gosom joins a place's e-mails with ", " (Apify lists them as `emails/0…`): the first valid one is kept.
  const emails = [c.get('email'), ...c.indexed('emails'), c.get('emails')];
  const candidate: ImportCandidate = {
    line,
    name,
    categorySlug: decided?.slug ?? null,
    ...(decided ? {} : { undecided: { value: googleCategories[0]!, reason: M.unknownGoogleCategory(googleCategories[0]!) } }),
    subcategory,
    description,
    address,
    district: district.district,
    latitude: place.latitude,
    longitude: place.longitude,
    phone: phoneOf(phones, w),
    email: emailOf(emails, w),
    website: websiteOf([c.get('website')], w),
    priceRange: googlePrice(c.get('price', 'price_range')),
    hours: hoursOf(openingHoursPairs(c), c.get('open_hours'), w),
    isOpen: !temporarilyClosed(c),
    googleCid: place.googleCid,
    googlePlaceId: place.googlePlaceId,
  };
  const extra = extraContacts(phones, emails);
  return { kind: 'candidate', candidate, warnings: w.list, ...(extra ? { extra } : {}) };
}
