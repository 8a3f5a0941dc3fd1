/**
 * What the search answers: `GET /api/businesses/search` (a list of `SearchListItem`, the count in
 * `X-Total-Count`, a "did you mean" in `X-Search-Suggestion`) and `GET /api/search/suggest` (the header
 * search's autocomplete).
 */
import type { PublicBusinessListItem, PublicCategory } from './businesses.ts';

/** One search result: a list item without the description, with the distance when searching `near` a point. */
export type SearchListItem = Omit<PublicBusinessListItem, 'description'> & {
  /** Only when searching `near` a point: kilometres, one decimal; null without coordinates. */
  distanceKm?: number | null;
};

export type SuggestBusiness = Pick<SearchListItem, 'id' | 'name' | 'category' | 'categorySlug' | 'district'>;

export type SuggestCategory = Pick<PublicCategory, 'name' | 'slug' | 'businessCount'>;

export interface Suggestions {
  businesses: SuggestBusiness[];
  categories: SuggestCategory[];
}

/**
 * "Bunu mu demek istediniz?" (decision 015): when a search's first page is empty, a nearby query that does find
 * something, in this header of GET /api/businesses/search (the body keeps the spec's array shape),
 * percent-encoded UTF-8 (`encodeURIComponent`). Absent when there is none.
 */
export const SEARCH_SUGGESTION_HEADER = 'X-Search-Suggestion';

/** What the headers of a search answer carry beside the list. */
export interface SearchAnswerMeta {
  /** X-Total-Count. */
  total: number;
  /** X-Total-Count-Capped: 1 (there are more than `total`). */
  capped: boolean;
  /** X-Search-Suggestion, decoded: the query to offer, or null. */
  suggestion: string | null;
}

export const encodeSuggestion = (q: string) => encodeURIComponent(q);

/** The header's value decoded; null when absent or malformed. */
export function decodeSuggestion(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value).trim() || null;
  } catch {
    return null;
  }
}
