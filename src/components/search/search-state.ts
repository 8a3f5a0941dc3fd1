/**
 * The /search page's state as it lives in the URL, and the addresses built from it. Pure TypeScript (no
 * React), shared by the search island and its unit tests.
 *
 *   /search?q=kebap&category=restoranlar&district=seyhan&open=1&sort=rating
 *
 * - `q` is trimmed; empty means "no text search" (spec §2: then every business is listed).
 * - `category` / `district` are slugs; empty, `all` or an unknown slug mean "no filter" (`all`).
 * - `open=1`: open now (Europe/Istanbul, computed by the API at request time); anything else: no filter.
 * - `sort` is one of SEARCH_PAGE_SORTS; the default (`relevance`) is left out of the URL; `distance`
 *   ("Yakınımda") needs the visitor's position, which never goes in the URL.
 * - intent words in `q` ("açık", "yakınımdaki", "ucuz", "nöbetçi") stay in `q` as typed; the API applies
 *   them as filters and the page shows them as chips (src/lib/search/intents.ts).
 * Only non-default values are written, so shared links stay short and stable.
 */
import { MAX_QUERY_LENGTH, PAGE_SIZE, SEARCH_PAGE_SORTS, type SearchPageSort } from '#lib/contract/queries.ts';
import { readIntents } from '#lib/search/intents.ts';

export const ALL = 'all';
export const DEFAULT_SORT: SearchPageSort = 'relevance';

export interface SearchState {
  q: string;
  category: string;
  district: string;
  /** Only businesses open now. */
  open: boolean;
  sort: SearchPageSort;
}

export interface KnownSlugs {
  categories: readonly string[];
  districts: readonly string[];
}

const isSort = (v: string | null): v is SearchPageSort => v !== null && (SEARCH_PAGE_SORTS as readonly string[]).includes(v);

/** Cleans a query the way the search box does: trimmed, inner whitespace collapsed, cut to the API's limit. */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/gu, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

function slugOrAll(raw: string | null, known: readonly string[]): string {
  const v = (raw ?? '').trim().toLowerCase();
  return v && v !== ALL && known.includes(v) ? v : ALL;
}

/** Reads the state from a query string (`location.search`) or URLSearchParams. */
export function parseSearchParams(input: string | URLSearchParams, known: KnownSlugs): SearchState {
  const p = typeof input === 'string' ? new URLSearchParams(input) : input;
  const sort = p.get('sort');
  return {
    q: cleanQuery(p.get('q')),
    category: slugOrAll(p.get('category'), known.categories),
    district: slugOrAll(p.get('district'), known.districts),
    open: p.get('open') === '1',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The filters as URL parameters, defaults left out (shared by the page URL and the /map link). */
function filterParams(s: Pick<SearchState, 'q' | 'category' | 'district'>): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.category !== ALL) p.set('category', s.category);
  if (s.district !== ALL) p.set('district', s.district);
  return p;
}

/** The page address for a state: `/search`, `/search?q=…&category=…`. */
export function searchPageHref(s: SearchState): string {
  const p = filterParams(s);
  if (s.open) p.set('open', '1');
  if (s.sort !== DEFAULT_SORT) p.set('sort', s.sort);
  const qs = p.toString();
  return qs ? `/search?${qs}` : '/search';
}

/** The map with the same filters (the map reads q, category and district; it has no sort). */
export function mapHref(s: SearchState): string {
  const qs = filterParams(s).toString();
  return qs ? `/map?${qs}` : '/map';
}

/** The visitor's position, when they let the browser give it ("Yakınımda", "yakınımdaki"). */
export interface NearPoint {
  latitude: number;
  longitude: number;
}

/** Whether the state asks for the nearest first: the "Yakınımda" order or a word such as "yakınımdaki". */
export const wantsNear = (s: SearchState): boolean => s.sort === 'distance' || readIntents(s.q).intents.includes('near');

/**
 * GET /api/businesses/search for a state and page. The query goes as typed: the API reads its intent words
 * ("açık", "ucuz", …) as filters. With the visitor's position (`near`) the nearest come first when asked for;
 * "Yakınımda" without a position falls back to the best match (the page says why).
 */
export function searchApiUrl(s: SearchState, offset = 0, limit = PAGE_SIZE, near?: NearPoint | null): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  p.set('category', s.category);
  p.set('district', s.district);
  if (s.open) p.set('open', '1');
  p.set('sort', s.sort === 'distance' && !near ? DEFAULT_SORT : s.sort);
  if (near && wantsNear(s)) p.set('near', `${near.latitude.toFixed(5)},${near.longitude.toFixed(5)}`);
  p.set('limit', String(limit));
  p.set('offset', String(offset));
  return `/api/businesses/search?${p.toString()}`;
}

export const hasFilters = (s: SearchState): boolean => s.category !== ALL || s.district !== ALL || s.open;

/** The same search without any filter: the intent words taken out of the text, category, district and open off. */
export function withoutFilters(s: SearchState): SearchState {
  return { ...s, q: readIntents(s.q).text, category: ALL, district: ALL, open: false, sort: s.sort === 'distance' ? DEFAULT_SORT : s.sort };
}

/** True when nothing narrows the list: no text and no filter (the prompt is shown above the full list). */
export const isUnfiltered = (s: SearchState): boolean => !s.q && !hasFilters(s);
