/**
 * The query parameters of `GET /api/businesses/search` and `GET /api/search/suggest`, validated with zod.
 * Turkish messages that say how to fix the input; anything else is a 400, never a 500.
 *
 *  q        trimmed; at most 200 characters (longer → 400, not silently cut: a cut query would search
 *           for something the visitor did not ask)
 *  category slug or Turkish name ("restoranlar", "Restoranlar"); empty or "all" = every category;
 *           an unknown one answers an empty list (200), like a search with no results
 *  district slug or name, the same way
 *  open     "1"/"true": open now in Europe/Istanbul; "0"/"false"/empty: no filter
 *  price    "ucuz" (price level Ucuz or Ücretsiz) | "pahali" (Pahalı); empty: no filter
 *  (intent words in q — "açık", "ucuz", "lüks", "nöbetçi", "yakınımdaki" — act as these filters, decision 027)
 *  sort     relevance (default with q) | rating (default without q) | name (Turkish order) | reviews |
 *           distance (nearest first; needs near)
 *  near     "LAT,LNG" (decimal degrees, e.g. "37.0012,35.3213"): every item gets `distanceKm`
 *  limit    1–100, default 24
 *  offset   0–10000, default 0
 */
import { z } from '#lib/zod.ts';
import { MAX_PAGE_SIZE, MAX_QUERY_LENGTH, PAGE_SIZE, SEARCH_SORTS, type SearchSort } from '#lib/contract/queries.ts';

export const MAX_OFFSET = 10_000;
export const SUGGEST_BUSINESSES = 6;
/**
 * The search counts its matches exactly up to this many; beyond, the answer says "at least this many"
 * (`X-Total-Count: 1000` with `X-Total-Count-Capped: 1`): counting thousands of matches exactly cost
 * more than finding the page.
 */
export const TOTAL_COUNT_CAP = 1000;
export const SUGGEST_CATEGORIES = 3;

export const queryText = z
  .string()
  .optional()
  .transform((s) => (s ?? '').trim())
  .refine((s) => s.length <= MAX_QUERY_LENGTH, {
    message: `Arama metni en fazla ${MAX_QUERY_LENGTH} karakter olabilir; lütfen kısaltın.`,
  });

/** A filter value: empty or "all"/"tümü" means no filter. */
export const filter = (what: string) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? '').trim())
    .refine((s) => s.length <= 100, { message: `${what} en fazla 100 karakter olabilir.` })
    .transform((s) => (s === '' || /^(all|tümü|tumu|hepsi)$/i.test(s) ? undefined : s));

const intParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? '').trim())
    .refine((s) => s === '' || /^\d{1,6}$/.test(s), { message: `${name} ${min} ile ${max} arasında bir tam sayı olmalıdır.` })
    .transform((s) => (s === '' ? fallback : Number(s)))
    .refine((n) => n >= min && n <= max, { message: `${name} ${min} ile ${max} arasında bir tam sayı olmalıdır.` });

/** A point "LAT,LNG" in decimal degrees; empty = none. */
const NEAR_MESSAGE = 'near "enlem,boylam" biçiminde bir konum olmalıdır (ör. 37.0012,35.3213).';
export const nearPoint = z
  .string()
  .optional()
  .transform((s) => (s ?? '').trim())
  .refine((s) => s === '' || /^-?\d{1,3}(\.\d{1,12})?\s*,\s*-?\d{1,3}(\.\d{1,12})?$/.test(s), { message: NEAR_MESSAGE })
  .transform((s) => {
    if (s === '') return undefined;
    const [latitude, longitude] = s.split(',').map((v) => Number(v.trim())) as [number, number];
    return { latitude, longitude };
  })
  .refine((p) => !p || (Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180), {
    message: 'near: enlem -90 ile 90, boylam -180 ile 180 arasında olmalıdır.',
  });

/** "Open now": "1"/"true" on, "0"/"false"/empty off (the search and the map). */
export const openNowParam = z
  .string()
  .optional()
  .transform((s) => (s ?? '').trim().toLowerCase())
  .refine((s) => ['', '0', '1', 'true', 'false'].includes(s), { message: 'open yalnızca 1 (şu an açık olanlar) ya da 0 olabilir.' })
  .transform((s) => s === '1' || s === 'true');

export const searchParamsSchema = z
  .object({
    q: queryText,
    category: filter('Kategori'),
    district: filter('İlçe'),
    open: openNowParam,
    price: z
      .string()
      .optional()
      .transform((s) => (s ?? '').trim().toLowerCase())
      .refine((s) => ['', 'ucuz', 'pahali'].includes(s), { message: 'price yalnızca ucuz ya da pahali olabilir.' })
      .transform((s) => (s === 'ucuz' ? ('cheap' as const) : s === 'pahali' ? ('pricey' as const) : undefined)),
    sort: z
      .string()
      .optional()
      .transform((s) => (s ?? '').trim())
      .refine((s) => s === '' || (SEARCH_SORTS as readonly string[]).includes(s), {
        message: `Sıralama ${SEARCH_SORTS.slice(0, -1).join(', ')} ya da ${SEARCH_SORTS.at(-1)} olabilir.`,
      })
      .transform((s) => (s === '' ? undefined : (s as SearchSort))),
    limit: intParam('limit', 1, MAX_PAGE_SIZE, PAGE_SIZE),
    offset: intParam('offset', 0, MAX_OFFSET, 0),
    near: nearPoint,
  })
  .superRefine((p, ctx) => {
    if (p.sort === 'distance' && !p.near) {
      ctx.addIssue({ code: 'custom', path: ['near'], message: 'Mesafeye göre sıralamak için konumunuz gerekir (near=enlem,boylam).' });
    }
  });

export type SearchParams = z.infer<typeof searchParamsSchema>;

export const suggestParamsSchema = z.object({ q: queryText });
