/**
 * What every page strategy (relevance-pages.ts, ordered-pages.ts) shares: the result's columns and row
 * mapping (the list item's, src/features/businesses/list-item.ts), the orders and their indexes, the
 * relevance score, and a page's joins.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { FIELD_POINTS, OTHER_POINTS, tokenTsQuery, type SearchPlan } from '#lib/search/query.ts';
import type { SearchSort } from '#lib/contract/queries.ts';
import type { SearchListItem } from './types.ts';
import { listItemColumns, selectList, toListItem, type ListRow as BaseListRow } from '#features/businesses/list-item.ts';

// A search result's columns: the list item's without the description.
const { description: _description, ...resultColumns } = listItemColumns;
export const listColumns = resultColumns;

export type ListRow = BaseListRow<keyof typeof listColumns>;

/** A row read with `listColumns` (or `pageColumns`) as a search result. */
export const toSearchItem = (r: ListRow): SearchListItem => toListItem(r);

/** Turkish alphabetical order: the stored key, byte-ordered (migration 0001_search_functions). */
const nameOrder = sql`${businesses.nameSort} COLLATE "C"`;
const ratingOrder = sql`${businesses.rating} DESC NULLS LAST`;
const reviewsOrder = sql`${businesses.reviewCount} DESC NULLS LAST`;

/** The ORDER BY of a sort; each matches a partial index (businesses_list_*_idx). Distance: `distancePage`. */
export function orderFor(sort: Exclude<SearchSort, 'relevance' | 'distance'>): SQL[] {
  switch (sort) {
    case 'rating':
      return [ratingOrder, nameOrder, asc(businesses.id)];
    case 'reviews':
      return [reviewsOrder, ratingOrder, nameOrder, asc(businesses.id)];
    case 'name':
      return [nameOrder, asc(businesses.id)];
  }
}

export const tsq = (text: string) => sql`to_tsquery('simple', ${text})`;

/** The relevance of a row: per word, the points of the best field it is found in; summed. */
export function scoreOf(plan: SearchPlan): SQL {
  const perWord = plan.tokens.map((t) => {
    const cases = FIELD_POINTS.map(
      ([weight, points]) => sql`WHEN ${businesses.searchDocument} @@ ${tsq(tokenTsQuery(t, weight))} THEN ${sql.raw(String(points))}`,
    );
    return sql`(CASE ${sql.join(cases, sql` `)} ELSE ${sql.raw(String(OTHER_POINTS))} END)`;
  });
  return sql`(${sql.join(perWord, sql` + `)})`;
}

/**
 * "Öncelikli listeleme" (decision 023): the paid plans' listings come first among equally relevant ones —
 * after the score in a text search, before the rating without one. Explicit sorts never use it.
 */
export const priorityOrder = sql`${businesses.priorityListing} DESC`;
/** The paid plans' listings (the partial index businesses_priority_idx): few, so read apart from the rest. */
export const isPriority = sql`(${businesses.priorityListing} AND ${businesses.status} = 'approved')`;
export const isNotPriority = sql`NOT ${businesses.priorityListing}`;

export const relevanceOrder = sql.join([ratingOrder, nameOrder, sql`${businesses.id}`], sql`, `);

/** The list item columns of a page whose ids (and scores) come from a subquery `page`. */
export const pageColumns = selectList(listColumns);

export const pageJoins = sql`JOIN ${businesses} ON ${businesses.id} = page.id
  JOIN ${categories} ON ${categories.id} = ${businesses.categoryId}
  JOIN ${districts} ON ${districts.id} = ${businesses.districtId}`;

export interface PageArgs {
  /** Status, category, district and open-now conditions. */
  filters: SQL[];
  /** The text condition (null: every business matches). */
  text: SQL | null;
  limit: number;
  offset: number;
}
