/**
 * What the search answers: `GET /api/businesses/search` (a list of `SearchListItem`, the count in
 * `X-Total-Count`) and `GET /api/search/suggest` (the header search's autocomplete).
 */
import type { PublicBusinessListItem, PublicCategory } from './directory.ts';

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
