/**
 * Filtered, sorted, paged lists of approved businesses: the public list endpoints
 * (`/api/businesses`, `/featured`, `/category/{name}`) and anything else that lists (search may reuse
 * `listQuerySchema`, `orderFor` and the page bounds).
 *
 * Paging: `limit` (default 24) and `offset` (0 … 100 000). A `limit` above 100 is clamped to 100 rather
 * than refused: the answer's `X-Total-Count` tells the client there is more, and a client written against
 * the spec's unbounded lists keeps working. Malformed values (`abc`, `0`, `-1`, an offset above the cap)
 * are a 400 with a Turkish message per parameter.
 *
 * Turkish alphabetical order: PostgreSQL's ICU collation `tr-x-icu` exists on PostgreSQL 15 here but
 * not on PGlite (its ICU data has the root locale only, which sorts "İnci" before "Irmak"). So names sort
 * by a key computed in SQL with `translate()`: each letter of the Turkish alphabet (both cases) maps to one
 * ASCII character in alphabet order (a→A, b→B, c→C, ç→D, … z→`), compared with `COLLATE "C"`. It is
 * case-insensitive, puts Ç after C, Ğ after G, I (ı) before İ (i), Ö after O, Ş after S, Ü after U, and
 * behaves the same on PGlite, PostgreSQL and Neon. The constants are literals in the SQL (not
 * parameters) so an expression index on the same expression can serve the sort.
 */
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { trUpper } from '#lib/turkish.ts';
import { PAGE_SIZE as LIST_LIMIT_DEFAULT, MAX_PAGE_SIZE as LIST_LIMIT_MAX, LIST_SORTS, type ListSort } from '#lib/contract/queries.ts';
import { isLookupText, slugOrNameMatches, type PublicBusinessListItem } from './public.ts';
import { listItemColumns, toListItem } from './list-item.ts';

// ---------------------------------------------------------------------------------------------
// Bounds
// ---------------------------------------------------------------------------------------------
export const LIST_OFFSET_MAX = 100_000;
/** Most ids one `ids=` filter may name (the favourites page asks for its businesses in one call). */
export const LIST_IDS_MAX = 100;
const INT_MAX = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// Turkish sort key
// ---------------------------------------------------------------------------------------------
/** The Turkish alphabet with q, w, x where the Turkish collation puts them. 32 letters. */
const TR_ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
/** Letters outside the alphabet that sort as their base letter (â in "Hâlâ", é in "Café"). */
const TR_VARIANTS: Readonly<Record<string, string>> = {
  â: 'a',
  á: 'a',
  à: 'a',
  ä: 'a',
  ã: 'a',
  å: 'a',
  ê: 'e',
  é: 'e',
  è: 'e',
  ë: 'e',
  î: 'i',
  í: 'i',
  ì: 'i',
  ï: 'i',
  ô: 'o',
  ó: 'o',
  ò: 'o',
  õ: 'o',
  û: 'u',
  ú: 'u',
  ù: 'u',
  ñ: 'n',
  ý: 'y',
  ÿ: 'y',
};
/** The 32 ASCII characters 'A' … '`' (0x41-0x60), one per letter, in code point order. */
const slotOf = (letter: string) => String.fromCharCode(0x41 + TR_ALPHABET.indexOf(letter));

function buildTranslation(): { from: string; to: string; map: Map<string, string> } {
  const map = new Map<string, string>();
  const put = (ch: string, to: string) => {
    if (map.has(ch)) throw new Error(`turkish sort key: ${ch} mapped twice`);
    map.set(ch, to);
  };
  for (const letter of TR_ALPHABET) {
    put(letter, slotOf(letter));
    put(trUpper(letter), slotOf(letter)); // i → İ, ı → I
  }
  for (const [variant, base] of Object.entries(TR_VARIANTS)) {
    put(variant, slotOf(base));
    put(variant.toUpperCase(), slotOf(base));
  }
  // The ASCII punctuation inside the letter range sorts with the other punctuation, before digits.
  for (const ch of '[\\]^_`') put(ch, '!');
  let from = '';
  let to = '';
  for (const [ch, target] of map) {
    from += ch;
    to += target;
  }
  // A combining dot above (left by a locale-free lower-casing of İ) is dropped: it has no counterpart.
  from += '\u0307';
  map.set('\u0307', '');
  return { from, to, map };
}

const TRANSLATION = buildTranslation();
export const TURKISH_SORT_FROM = TRANSLATION.from;
export const TURKISH_SORT_TO = TRANSLATION.to;

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The SQL expression of the Turkish sort key of a text column, for ORDER BY (and for an expression index:
 * `CREATE INDEX … ON businesses ((translate(name, '…', '…') COLLATE "C"))` with the same constants).
 */
export function turkishSortKey(column: AnyColumn | SQL): SQL {
  return sql`translate(${column}, ${sql.raw(literal(TURKISH_SORT_FROM))}, ${sql.raw(literal(TURKISH_SORT_TO))}) collate "C"`;
}

/** The same key computed in JavaScript (what the SQL expression yields; used by tests). */
export function turkishSortKeyOf(text: string): string {
  let out = '';
  for (const ch of text) out += TRANSLATION.map.get(ch) ?? ch;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Query parameters
// ---------------------------------------------------------------------------------------------
const lookupText = (what: string) =>
  z
    .string()
    .max(100, `${what} en fazla 100 karakter olabilir.`)
    .refine((v) => v.trim() === '' || isLookupText(v), `${what} geçersiz karakter içeriyor.`)
    .transform((v) => {
      const t = v.trim();
      // Empty or "all" means no filter (spec §2, /search and /map).
      return t === '' || t.toLowerCase() === 'all' ? undefined : t;
    })
    .optional();

const LIMIT_MESSAGE = `limit 1 ile ${LIST_LIMIT_MAX} arasında bir tam sayı olmalıdır.`;
const OFFSET_MESSAGE = `offset 0 ile ${LIST_OFFSET_MAX.toLocaleString('tr-TR')} arasında bir tam sayı olmalıdır.`;
const IDS_MESSAGE = `ids virgülle ayrılmış en fazla ${LIST_IDS_MAX} işletme numarası olmalıdır (ör. 12,45,78).`;

export const listQuerySchema = z.object({
  /** Category slug (`restoranlar`) or name (`Restoranlar`). */
  category: lookupText('Kategori'),
  /** District slug (`cukurova`) or name (`Çukurova`). */
  district: lookupText('İlçe'),
  sort: z.enum(LIST_SORTS, { error: 'sort şunlardan biri olmalıdır: rating, name, reviews, newest.' }).optional().default('recommended'),
  featured: z
    .enum(['1', '0', 'true', 'false', ''], { error: 'featured 1 veya 0 olmalıdır.' })
    .optional()
    .transform((v) => (v === '1' || v === 'true' ? true : undefined)),
  ids: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const parts = v.split(',').map((p) => p.trim());
      if (parts.length > LIST_IDS_MAX || parts.some((p) => !/^[1-9]\d{0,9}$/.test(p) || Number(p) > INT_MAX)) {
        ctx.addIssue({ code: 'custom', message: IDS_MESSAGE });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    }),
  limit: z
    .string()
    .regex(/^\d+$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1, LIMIT_MESSAGE)
    // Above the maximum: clamped, not refused (see the file comment).
    .transform((n) => Math.min(n, LIST_LIMIT_MAX))
    .optional()
    .default(LIST_LIMIT_DEFAULT),
  offset: z
    .string()
    .regex(/^\d+$/, OFFSET_MESSAGE)
    .transform(Number)
    .refine((n) => n <= LIST_OFFSET_MAX, OFFSET_MESSAGE)
    .optional()
    .default(0),
});

export type ListQuery = z.output<typeof listQuerySchema>;

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------
export interface ListFilters {
  /** Slug or name. */
  category?: string | undefined;
  /** A category already resolved (the /category/{name} endpoint). */
  categoryId?: number | undefined;
  /** Slug or name. */
  district?: string | undefined;
  featured?: boolean | undefined;
  ids?: number[] | undefined;
}

export interface ListPage {
  sort: ListSort;
  limit: number;
  offset: number;
}

export interface ListResult {
  items: PublicBusinessListItem[];
  /** Matching approved businesses in all pages. */
  total: number;
}

/** The WHERE of a list: approved, always; then the filters. */
export function listConditions(filters: ListFilters): SQL {
  const conditions: SQL[] = [eq(businesses.status, 'approved')];
  if (filters.categoryId !== undefined) conditions.push(eq(businesses.categoryId, filters.categoryId));
  if (filters.category !== undefined) conditions.push(slugOrNameMatches(categories, filters.category));
  if (filters.district !== undefined) conditions.push(slugOrNameMatches(districts, filters.district));
  if (filters.featured) conditions.push(eq(businesses.isFeatured, true));
  if (filters.ids !== undefined) conditions.push(filters.ids.length ? inArray(businesses.id, filters.ids) : sql`false`);
  return and(...conditions)!;
}

/** ORDER BY for a sort; every order ends with the id so pages never overlap or skip. */
export function orderFor(sort: ListSort): SQL[] {
  switch (sort) {
    case 'rating':
      return [desc(businesses.rating), desc(businesses.reviewCount), asc(businesses.id)];
    case 'reviews':
      return [desc(businesses.reviewCount), desc(businesses.rating), asc(businesses.id)];
    case 'name':
      return [asc(turkishSortKey(businesses.name)), sql`${businesses.name} collate "C"`, asc(businesses.id)];
    case 'newest':
      return [sql`${businesses.approvedAt} desc nulls last`, desc(businesses.id)];
    case 'recommended':
    default:
      // Featured first, then the paid plans' priority listing (decision 023), then the rest by rating.
      return [
        desc(businesses.isFeatured),
        desc(businesses.priorityListing),
        desc(businesses.rating),
        desc(businesses.reviewCount),
        asc(businesses.id),
      ];
  }
}

/** One page of approved businesses matching `filters`, and how many match in all. */
export async function listBusinesses(db: Db, filters: ListFilters, page: ListPage): Promise<ListResult> {
  const where = listConditions(filters);
  const rows = await db
    .select(listItemColumns)
    .from(businesses)
    .innerJoin(categories, eq(businesses.categoryId, categories.id))
    .innerJoin(districts, eq(businesses.districtId, districts.id))
    .where(where)
    .orderBy(...orderFor(page.sort))
    .limit(page.limit)
    .offset(page.offset);
  let total: number;
  if (rows.length > 0 && rows.length < page.limit) {
    total = page.offset + rows.length; // the last page: no second query needed
  } else {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(businesses)
      .innerJoin(categories, eq(businesses.categoryId, categories.id))
      .innerJoin(districts, eq(businesses.districtId, districts.id))
      .where(where);
    total = Number(count?.n ?? 0);
  }
  return { items: rows.map(toListItem), total };
}

/** Headers of a list answer: the total in `X-Total-Count`, readable by scripts of other origins too. */
export function listHeaders(total: number): Record<string, string> {
  return { 'X-Total-Count': String(total), 'Access-Control-Expose-Headers': 'X-Total-Count' };
}
