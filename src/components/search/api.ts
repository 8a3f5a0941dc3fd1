/**
 * The browser side of the search calls (the functions live in functions/):
 *   GET /api/businesses/search?q=&category=&district=&sort=&limit=&offset=  → SearchListItem[] + X-Total-Count
 *                                                                            (+ X-Search-Suggestion)
 *   GET /api/search/suggest?q=                                             → Suggestions
 * Errors: ApiError with the server's Turkish `{message}` when there is one, else the spec's
 * `"<status>: <text>"` (§8, src/lib/api-client.ts). Aborted requests reject with the AbortError untouched,
 * so callers can ignore them (isAbort).
 */
import { apiJson, apiResult } from '#lib/api-client.ts';
import { PAGE_SIZE } from '#lib/contract/queries.ts';
import { decodeSuggestion, SEARCH_SUGGESTION_HEADER, type SearchListItem, type Suggestions } from '#lib/contract/search.ts';
import { searchApiUrl, type NearPoint, type SearchState } from './search-state.ts';

export { isAbort } from '#lib/api-client.ts';

export interface SearchPage {
  items: SearchListItem[];
  total: number;
  /** The server stopped counting at `total` (X-Total-Count-Capped: 1): there are more. */
  capped: boolean;
  /** "Bunu mu demek istediniz?": a nearby query that finds something, when this one found nothing. */
  suggestion: string | null;
}

/** A page of search results and the count the headers carry (shared by the map's list). */
export async function fetchSearchPage(
  url: string,
  signal: AbortSignal,
  countWithout: (items: SearchListItem[]) => number,
): Promise<SearchPage> {
  const result = await apiResult<SearchListItem[]>(url, { signal });
  if (!result.ok) throw result.error;
  const items = result.data;
  const header = result.headers.get('X-Total-Count');
  const total = header !== null && Number.isFinite(Number(header)) ? Number(header) : countWithout(items);
  return {
    items,
    total,
    capped: result.headers.get('X-Total-Count-Capped') === '1',
    suggestion: decodeSuggestion(result.headers.get(SEARCH_SUGGESTION_HEADER)),
  };
}

export function fetchSearch(
  state: SearchState,
  offset: number,
  signal: AbortSignal,
  limit = PAGE_SIZE,
  near: NearPoint | null = null,
): Promise<SearchPage> {
  // Without the header the count is at least what arrived (and more pages exist only if the page was full).
  return fetchSearchPage(
    searchApiUrl(state, offset, limit, near),
    signal,
    (items) => offset + items.length + (items.length === limit ? 1 : 0),
  );
}

export async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestions> {
  return apiJson<Suggestions>(`/api/search/suggest?q=${encodeURIComponent(q)}`, { signal });
}
