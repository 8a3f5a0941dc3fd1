/**
 * The district of an imported row, from (in this order) the district column, the address
 * ("Reşatbey, Atatürk Cd. No:12, 01120 Seyhan/Adana, Türkiye"), a `city` column that may hold the district,
 * the province or both ("Seyhan/Adana", "Adana", "Seyhan"), and the postal code (src/lib/reference/districts.ts,
 * reference.md). Only our 5 districts are accepted; a named district elsewhere (Ceyhan, Kozan, Mersin…)
 * is reported, never replaced by a guess.
 */
import { districtSeeds } from '#lib/reference/districts.ts';
import { foldTurkish } from '#lib/turkish.ts';
import type { DistrictName } from './types.ts';

export const DISTRICT_NAMES = districtSeeds.map((d) => d.name) as DistrictName[];

const BY_FOLDED = new Map(districtSeeds.map((d) => [foldTurkish(d.name), d.name as DistrictName]));
const BY_POSTAL = new Map(districtSeeds.flatMap((d) => d.postalCodes.map((p) => [p, d.name as DistrictName] as const)));

/** The other districts of Adana province: named in a row, they are reported as outside the guide's area. */
const OTHER_ADANA = ['Aladağ', 'Ceyhan', 'Feke', 'İmamoğlu', 'Karataş', 'Kozan', 'Pozantı', 'Saimbeyli', 'Tufanbeyli', 'Yumurtalık'].map(foldTurkish);

/** One of our district names from a value like "Seyhan", "SEYHAN", "seyhan/adana", "Seyhan, Adana"; else null. */
export function districtFromName(value: string | null | undefined): DistrictName | null {
  const folded = foldTurkish(value);
  if (!folded) return null;
  const direct = BY_FOLDED.get(folded);
  if (direct) return direct;
  const words = folded.split(/[\s,/()-]+/).filter((w) => w && w !== 'adana' && w !== 'turkiye' && w !== 'turkey' && w !== 'ilcesi' && w !== 'merkez');
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
  district?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
}

/**
 * The district of a row, or why there is none: `missing` (nothing names one) or `unknown` with the value
 * that names something else.
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
  const fromAddress = districtFromAddress(input.address);
  if (fromAddress) return { district: fromAddress };
  const fromCity = districtFromName(input.city);
  if (fromCity) return { district: fromCity };
  const fromPostal = districtFromPostalCode(input.postalCode);
  if (fromPostal) return { district: fromPostal };
  // An address or city naming another district of the province: reported by name.
  for (const value of [input.city, input.address]) {
    if (value && isOtherAdanaDistrict(value)) return { unknown: value };
  }
  return { missing: true };
}
