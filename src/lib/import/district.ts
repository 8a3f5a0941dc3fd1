/**
 * The district (ilçe) of an imported row, from (in this order, decision 015):
 *  1. a district column (our template, "İlçe");
 *  2. the field a Google export keeps the district in: for places in Turkey Google writes the address as
 *     "Gazipaşa, Cumhuriyet Cd. No:66, 01010 Seyhan/Adana, Türkiye" and its parts as neighbourhood
 *     (gosom's `complete_address.borough`, Apify's `neighborhood`), district (`city`) and province
 *     (`state`); a `city` may also hold the province or both ("Adana", "Seyhan/Adana");
 *  3. the address's "PPPPP İlçe/İl" part;
 *  4. the neighbourhood (given, or read from the address: "Reşatbey Mah.", or the first part before a
 *     comma) through the list of Adana's neighbourhoods by district (src/lib/reference/adana-neighbourhoods.ts),
 *     when the name is in one district only;
 *  5. the postal code (src/lib/reference/districts.ts, reference.md).
 * Only our 5 districts are accepted; a named district elsewhere (Ceyhan, Kozan, Mersin…) is reported, never
 * replaced by a guess. A neighbourhood is never taken for a district.
 */
import { districtSeeds } from '#lib/reference/districts.ts';
import { districtsOfNeighbourhood } from '#lib/reference/adana-neighbourhoods.ts';
import { foldTurkish } from '#lib/turkish.ts';
import type { DistrictName } from './types.ts';

export const DISTRICT_NAMES = districtSeeds.map((d) => d.name) as DistrictName[];

const BY_FOLDED = new Map(districtSeeds.map((d) => [foldTurkish(d.name), d.name as DistrictName]));
const BY_POSTAL = new Map(districtSeeds.flatMap((d) => d.postalCodes.map((p) => [p, d.name as DistrictName] as const)));

/** The other districts of Adana province: named in a row, they are reported as outside the guide's area. */
const OTHER_ADANA = ['Aladağ', 'Ceyhan', 'Feke', 'İmamoğlu', 'Karataş', 'Kozan', 'Pozantı', 'Saimbeyli', 'Tufanbeyli', 'Yumurtalık'].map(
  foldTurkish,
);

/** One of our district names from a value like "Seyhan", "SEYHAN", "seyhan/adana", "Seyhan, Adana"; else null. */
export function districtFromName(value: string | null | undefined): DistrictName | null {
  const folded = foldTurkish(value);
  if (!folded) return null;
  const direct = BY_FOLDED.get(folded);
  if (direct) return direct;
  const words = folded
    .split(/[\s,/()-]+/)
    .filter((w) => w && w !== 'adana' && w !== 'turkiye' && w !== 'turkey' && w !== 'ilcesi' && w !== 'merkez');
  const found = new Set(words.map((w) => BY_FOLDED.get(w)).filter((d): d is DistrictName => Boolean(d)));
  return found.size === 1 ? [...found][0]! : null;
}

/** "NNNNN District/Adana" in an address → the district; also "District/Adana" without a postal code. */
export function districtFromAddress(address: string | null | undefined): DistrictName | null {
  const folded = foldTurkish(address);
  if (!folded) return null;
  const m = /(?:\b(\d{5})\s+)?([a-z]+)\s*\/\s*adana\b/.exec(folded);
  if (m) {
    const byName = BY_FOLDED.get(m[2]!);
    if (byName) return byName;
    if (m[1]) return districtFromPostalCode(m[1]);
  }
  const postal = /\b(01\d{3})\b/.exec(folded);
  return postal ? districtFromPostalCode(postal[1]!) : null;
}

/** A postal code from src/lib/reference/districts.ts → its district. */
export function districtFromPostalCode(code: string | null | undefined): DistrictName | null {
  const digits = (code ?? '').replace(/\D/g, '');
  // Spreadsheets drop the leading zero: 1120 → 01120.
  const padded = digits.length === 4 ? '0' + digits : digits;
  return BY_POSTAL.get(padded) ?? null;
}

/** The district name a value names, when it is an Adana district outside the guide's five (for the message). */
export function isOtherAdanaDistrict(value: string | null | undefined): boolean {
  const folded = foldTurkish(value);
  return OTHER_ADANA.some((d) => folded === d || folded.split(/[\s,/]+/).includes(d));
}

/** Why a row is outside the guide's area: another province (by city, postal code or address). */
const TURKISH_POSTAL_RE = /\b(\d{5})\b/;

/**
 * The place the row is in when that is clearly not Adana: a city that is not Adana ("Mersin",
 * "İstanbul"), a postal code of another province (Adana's start with 01), or an address ending in
 * "District/City" of another city ("Mezitli/Mersin"). Null when nothing says so.
 */
export function outsideAdana(input: DistrictInput): string | null {
  const province = foldTurkish(input.province);
  if (province && !/\badana\b/.test(province) && !districtFromName(input.province) && !isOtherAdanaDistrict(input.province))
    return input.province!.trim();
  const city = foldTurkish(input.city);
  if (city && !/\badana\b/.test(city) && !districtFromName(input.city) && !isOtherAdanaDistrict(input.city)) return input.city!.trim();
  const postal = (input.postalCode ?? '').replace(/\D/g, '');
  if (postal.length === 5 && !postal.startsWith('01')) return input.postalCode!.trim();
  const address = foldTurkish(input.address);
  if (address && !/\badana\b/.test(address)) {
    const m = /([a-z]+)\s*\/\s*([a-z]+)\s*(?:,\s*(?:turkiye|turkey))?\s*$/.exec(address);
    if (m && !BY_FOLDED.has(m[1]!) && !BY_FOLDED.has(m[2]!)) {
      // as written ("Tarsus/Mersin"), not folded
      const written = /([\p{L}]+)\s*\/\s*([\p{L}]+)\s*(?:,\s*\p{L}+)?\s*$/u.exec(input.address!.trim());
      return written ? `${written[1]}/${written[2]}` : `${m[1]}/${m[2]}`;
    }
    const code = TURKISH_POSTAL_RE.exec(address)?.[1];
    if (code && !code.startsWith('01') && /(turkiye|turkey)\s*$/.test(address)) return code;
  }
  return null;
}

export interface DistrictInput {
  /** A column meant for the district (our template's `district`, "İlçe"): when given, it decides. */
  district?: string | null;
  address?: string | null;
  /** Google's `city`: in Turkey the district ("Seyhan"), sometimes the province or both ("Adana", "Seyhan/Adana"). */
  city?: string | null;
  /** Google's `state`: the province ("Adana"). */
  province?: string | null;
  /** The neighbourhood (mahalle): gosom's `complete_address.borough`, Apify's `neighborhood`. */
  neighbourhood?: string | null;
  postalCode?: string | null;
}

/** "District/Adana" (with or without a postal code before it) in an address → the district named, as folded text. */
function namedInAddress(address: string | null | undefined): string | null {
  const m = /([a-z]+)\s*\/\s*adana\b/.exec(foldTurkish(address));
  return m ? m[1]! : null;
}

/**
 * The neighbourhood an address names: "Reşatbey Mah. Atatürk Cd.", "Yurt Mahallesi, …", or the first part
 * of Google's "Gazipaşa, Cumhuriyet Cd. No:66, 01010 Seyhan/Adana" when it is a neighbourhood of Adana.
 */
export function neighbourhoodFromAddress(address: string | null | undefined): string | null {
  const text = (address ?? '').trim();
  if (!text) return null;
  const marked = /(?:^|,)\s*([\p{L}\d][\p{L}\d .'-]*?)\s+(?:mahallesi|mahalle|mah\.?|mh\.?)(?=[\s,]|$)/iu.exec(text);
  if (marked) return marked[1]!.trim();
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length >= 2 && districtsOfNeighbourhood(parts[0]).length > 0) return parts[0]!;
  return null;
}

/**
 * The district a neighbourhood is in, when its name is in one district of Adana only: one of ours, or
 * `other` (another district of the province). Null when unknown or in several districts ("Gazipaşa":
 * Seyhan and Yüreğir).
 */
export function districtFromNeighbourhood(name: string | null | undefined): { district: DistrictName } | { other: string } | null {
  const found = districtsOfNeighbourhood(name);
  if (found.length !== 1) return null;
  const ours = BY_FOLDED.get(foldTurkish(found[0]));
  return ours ? { district: ours } : { other: found[0]! };
}

/**
 * The district of a row, or why there is none: `missing` (nothing names one), `unknown` with the value
 * that names something else, `outside` with the place outside Adana.
 */
export function resolveDistrict(
  input: DistrictInput,
): { district: DistrictName } | { missing: true } | { unknown: string } | { outside: string } {
  const explicit = input.district?.trim();
  if (!explicit || !districtFromName(explicit)) {
    const outside = outsideAdana(input);
    if (outside) return { outside };
  }
  if (explicit) {
    const d = districtFromName(explicit);
    return d ? { district: d } : { unknown: explicit };
  }
  const fromCity = districtFromName(input.city);
  if (fromCity) return { district: fromCity };
  const named = namedInAddress(input.address);
  const fromAddress = named ? BY_FOLDED.get(named) : undefined;
  if (fromAddress) return { district: fromAddress };
  // Another district of the province named by the city or the address ("01920 Ceyhan/Adana"): reported by
  // name, before a neighbourhood of the same name elsewhere could pass for it.
  if (input.city && isOtherAdanaDistrict(input.city)) return { unknown: input.city.trim() };
  if (named && OTHER_ADANA.includes(named)) return { unknown: input.address!.trim() };
  const neighbourhood = input.neighbourhood?.trim() || neighbourhoodFromAddress(input.address);
  const fromNeighbourhood = districtFromNeighbourhood(neighbourhood);
  if (fromNeighbourhood && 'district' in fromNeighbourhood) return fromNeighbourhood;
  const fromPostal = districtFromAddress(input.address) ?? districtFromPostalCode(input.postalCode);
  if (fromPostal) return { district: fromPostal };
  if (fromNeighbourhood) return { unknown: `${neighbourhood} (${fromNeighbourhood.other})` };
  if (input.address && isOtherAdanaDistrict(input.address)) return { unknown: input.address.trim() };
  return { missing: true };
}
