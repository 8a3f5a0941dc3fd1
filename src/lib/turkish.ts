/**
 * Turkish text helpers: case mapping, the folded search key, sorting and slugs.
 * Pure TypeScript (no Astro/React/Netlify imports): used by the build, the functions, the seed and the browser.
 *
 * Why: JavaScript's locale-free `toLowerCase()` maps `I` → `i` and `İ` → `i` + U+0307, and PostgreSQL's
 * `lower()` in the C/en_US locale is just as wrong for Turkish. Everything that compares user text goes
 * through `foldTurkish`, which matches both the Turkish and the ASCII spelling ("Işık", "isik", "IŞIK").
 */
import { once } from './once.ts';

const LOCALE = 'tr-TR';

/** Turkish letters that have no decomposition (ı) or whose folding we want explicit. */
const FOLD_MAP: Readonly<Record<string, string>> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
};
const FOLD_RE = /[çğıöşü]/g;
/** Combining marks left after NFD (dots, cedillas, breves, circumflexes of â, î, û…). */
const COMBINING_RE = /\p{M}+/gu;
const SPACE_RE = /\s+/gu;
/**
 * Invisible characters that change how text looks without being seen: bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F) reverse a name on screen; zero-width
 * spaces and joiners (U+200B–U+200D, U+2060, U+FEFF) and the soft hyphen (U+00AD) pad it, so
 * "Işık\u200bKafe" looks like "IşıkKafe" but is another string.
 */
const INVISIBLE_RE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu;

/**
 * A name as people see it: NFC (one code point per letter, so "ş" typed as s + U+0327 equals "ş") and
 * without invisible characters. Applied to every name on the way in (forms, sign-up, import).
 */
export function visibleText(s: string): string {
  return s.normalize('NFC').replace(INVISIBLE_RE, '');
}

/** Lower-cases with the Turkish rules: `I` → `ı`, `İ` → `i`. */
export function trLower(s: string): string {
  return s.toLocaleLowerCase(LOCALE);
}

/** Upper-cases with the Turkish rules: `i` → `İ`, `ı` → `I`. */
export function trUpper(s: string): string {
  return s.toLocaleUpperCase(LOCALE);
}

/**
 * The folded search key: invisible characters dropped (`visibleText`), Turkish lower-casing, then ç→c ğ→g ı→i ö→o ş→s ü→u, NFD with combining marks
 * dropped, whitespace collapsed to one space and trimmed. `foldTurkish('IŞIK')` === `foldTurkish('isik')`.
 */
export function foldTurkish(s: string | null | undefined): string {
  if (!s) return '';
  return trLower(visibleText(s))
    .replace(FOLD_RE, (ch) => FOLD_MAP[ch] ?? ch)
    .normalize('NFD')
    .replace(COMBINING_RE, '')
    .replace(SPACE_RE, ' ')
    .trim();
}

/** One shared collator: Turkish alphabet order (c < ç, ı < i, o < ö, s < ş, u < ü), case-insensitive. */
export const trCollator = once(() => new Intl.Collator('tr', { sensitivity: 'base' }));

/** Compares two strings in Turkish alphabetical order (for `Array.prototype.sort`). */
export function compareTr(a: string, b: string): number {
  return trCollator().compare(a, b);
}

/** ASCII slug with hyphens: "Sarıçam" → "saricam", "Güzellik Salonu" → "guzellik-salonu". */
export function slugifyTr(s: string): string {
  return foldTurkish(s)
    .replace(/&/g, ' ve ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface SearchableBusiness {
  name: string;
  category?: string | null | undefined;
  subcategory?: string | null | undefined;
  description?: string | null | undefined;
  features?: readonly string[] | null | undefined;
  address?: string | null | undefined;
  district?: string | null | undefined;
}

/** The folded concatenation of a business's searchable fields (stored in `businesses.search_key`). */
export function businessSearchKey(b: SearchableBusiness): string {
  const parts = [b.name, b.category, b.subcategory, b.description, ...(b.features ?? []), b.address, b.district];
  return foldTurkish(parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join(' '));
}
