/** The search's options and answer (src/features/search/search.ts), shared by its parts. */
import type { SearchListItem } from '#lib/contract/search.ts';
import type { SearchSort } from '#lib/contract/queries.ts';

export type { SearchListItem } from '#lib/contract/search.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface SearchOptions {
  q?: string | undefined;
  /** Category slug or name; undefined = every category. */
  category?: string | undefined;
  /** District slug or name; undefined = every district. */
  district?: string | undefined;
  /** Only businesses open at `now` (Europe/Istanbul) and not temporarily closed. */
  open?: boolean | undefined;
  /** Default: relevance (without a query: the paid plans' listings first, then by rating; decision 023). 'distance' needs `near` (else: rating). */
  sort?: SearchSort | undefined;
  /** The visitor's position: every item gets `distanceKm`; sort 'distance' orders by it. */
  near?: GeoPoint | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /** The moment "open now" refers to (tests); default: the current time. */
  now?: Date | undefined;
  /** Count the matches for `total` (default true); the autocomplete does not need it. */
  withTotal?: boolean | undefined;
  /** Count exactly up to this many matches (default TOTAL_COUNT_CAP, 1,000); beyond, `total` is the cap. */
  countCap?: number | undefined;
  /**
   * How one-word searches take each field group's best rows (tests and benchmarks): walk the rating
   * index, collect from the GIN index, or decide by the group's size (default).
   */
  fieldGroups?: FieldGroupMode | undefined;
  /** How many rows a walk reads before it gives up and collects (tests); default: the break-even. */
  walkRows?: number | undefined;
}

export type FieldGroupMode = 'auto' | 'walk' | 'collect';

export interface SearchResult {
  items: SearchListItem[];
  /** Every match, not only this page, up to the count cap (0 when `withTotal` was false). */
  total: number;
  /** There are more matches than `total` (the count stopped at the cap): "at least `total`". */
  totalCapped: boolean;
}
