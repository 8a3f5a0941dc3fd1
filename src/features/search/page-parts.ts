/**
 * What every page strategy (relevance-pages.ts, ordered-pages.ts) shares: the list item's columns and
 * its row mapping, the orders and their indexes, the relevance score, and a page's joins.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { FIELD_POINTS, OTHER_POINTS, tokenTsQuery, type SearchPlan } from '#lib/search/query.ts';
import type { SearchSort } from '#lib/contract/queries.ts';
import type { SearchListItem } from './types.ts';

export const listColumns = {
  id: businesses.id,
  name: businesses.name,
  category: categories.name,
  categorySlug: categories.slug,
  subcategory: businesses.subcategory,
  district: districts.name,
  address: businesses.address,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  phone: businesses.phone,
  priceRange: businesses.priceRange,
  images: businesses.images,
  features: businesses.features,
  hours: businesses.hours,
  specialHours: businesses.specialHours,
  isOpen: businesses.isOpen,
  isFeatured: businesses.isFeatured,
  priorityListing: businesses.priorityListing,
};

export type ListRow = { [K in keyof typeof listColumns]: unknown };

export function toListItem(r: ListRow): SearchListItem {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const item = {} as Record<string, unknown>;
  for (const key of Object.keys(listColumns)) item[key] = r[key as keyof ListRow];
  // Special days and holiday hours only when there are some (the cards' "open now" honours them, issue 30).
  if (!r.specialHours) delete item.specialHours;
  return {
    ...(item as unknown as SearchListItem),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    rating: Number(r.rating),
    reviewCount: Number(r.reviewCount),
    priorityListing: Boolean(r.priorityListing),
  };
}

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
export const pageColumns = sql`${businesses.id} AS "id", ${businesses.name} AS "name", ${categories.name} AS "category",
  ${categories.slug} AS "categorySlug", ${businesses.subcategory} AS "subcategory", ${districts.name} AS "district",
  ${businesses.address} AS "address", ${businesses.latitude} AS "latitude", ${businesses.longitude} AS "longitude",
  ${businesses.rating} AS "rating", ${businesses.reviewCount} AS "reviewCount", ${businesses.phone} AS "phone",
  ${businesses.priceRange} AS "priceRange", ${businesses.images} AS "images", ${businesses.features} AS "features",
  ${businesses.hours} AS "hours", ${businesses.specialHours} AS "specialHours", ${businesses.isOpen} AS "isOpen", ${businesses.isFeatured} AS "isFeatured",
  ${businesses.priorityListing} AS "priorityListing"`;

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
