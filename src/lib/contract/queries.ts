/**
 * The query parameters the islands send and the functions check, declared once: the search text's length,
 * the page sizes and the sort orders. The functions' zod schemas (src/lib/search/params.ts,
 * src/features/businesses/lists.ts) refuse what lies outside; the islands never ask for it.
 */

/** The longest search text (`q`); longer is a 400, the search boxes stop typing there. */
export const MAX_QUERY_LENGTH = 200;

/** A page of any business list when the caller names no `limit`: the search and the list endpoints. */
export const PAGE_SIZE = 24;
/** The largest `limit` a business list answers (the map's list asks for this many at once). */
export const MAX_PAGE_SIZE = 100;

/** The orders every business list offers (and pre-built lists re-sort by in the browser, src/lib/sort.ts). */
export const BUSINESS_SORTS = ['rating', 'name', 'reviews'] as const;
export type BusinessSort = (typeof BUSINESS_SORTS)[number];

/** `sort` of GET /api/businesses/search: relevance first, nearest first with `near`. */
export const SEARCH_SORTS = ['relevance', ...BUSINESS_SORTS, 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The sorts the /search page offers ("Yakınımda" asks the browser for the visitor's position, decision 027). */
export const SEARCH_PAGE_SORTS = ['relevance', ...BUSINESS_SORTS, 'distance'] as const satisfies readonly SearchSort[];
export type SearchPageSort = (typeof SEARCH_PAGE_SORTS)[number];

/** `sort` of GET /api/businesses, /featured and /category/{name}. */
export const LIST_SORTS = ['recommended', ...BUSINESS_SORTS, 'newest'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
