/**
 * One business in a list, declared once: the columns it is read from and the mapping of a row to
 * `PublicBusinessListItem`. The public lists (lists.ts), search result pages (src/features/search) and the map
 * (src/features/search/map.ts, a subset plus its own colour and photo) read with these columns, from drizzle
 * selects or from raw SQL (`selectList`), and map the row with `toListItem`.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { businesses, categories, districts } from '#db/schema/index.ts';
import type { PublicBusinessListItem } from '#lib/contract/businesses.ts';
import type { OpeningHours } from '#lib/hours.ts';
import type { SpecialHours } from '#lib/special-hours.ts';
import { hasCurrentCampaign } from '#features/campaigns/current.ts';

/** The columns of a list item (`PublicBusinessListItem`), in the order its fields are answered. */
export const listItemColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  category: categories.name,
  categorySlug: categories.slug,
  subcategory: businesses.subcategory,
  district: districts.name,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  address: businesses.address,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  phone: businesses.phone,
  priceRange: businesses.priceRange,
  images: businesses.images,
  features: businesses.features,
  isFeatured: businesses.isFeatured,
  priorityListing: businesses.priorityListing,
  hasCampaign: hasCurrentCampaign,
  isOpen: businesses.isOpen,
  hours: businesses.hours,
  specialHours: businesses.specialHours,
};

export type ListItemKey = keyof typeof listItemColumns;
/** A row read with (some of) the list item's columns, as drizzle or a raw query returns it. */
export type ListRow<K extends ListItemKey = ListItemKey> = { [P in K]: unknown };

/** Some of the list item's columns (the search's results have no description; the map fewer fields). */
export function pickListColumns<K extends ListItemKey>(keys: readonly K[]): Pick<typeof listItemColumns, K> {
  return Object.fromEntries(keys.map((k) => [k, listItemColumns[k]])) as Pick<typeof listItemColumns, K>;
}

/** Columns as a raw SELECT list (`"businesses"."id" AS "id", …`), for a query written in SQL. */
export function selectList(columns: Readonly<Record<string, Column | SQL>>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
    sql`, `,
  );
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const textOrNull = (v: unknown) => (v ?? null) as string | null;

/** How each column's value becomes the answer's (numerics arrive as text, PGlite and pg alike). */
const fieldOf: { [K in ListItemKey]: (v: unknown) => PublicBusinessListItem[K] } = {
  id: Number,
  name: (v) => v as string,
  description: (v) => v as string,
  category: (v) => v as string,
  categorySlug: (v) => v as string,
  subcategory: textOrNull,
  district: (v) => v as string,
  latitude: numOrNull,
  longitude: numOrNull,
  address: (v) => v as string,
  rating: Number,
  reviewCount: Number,
  phone: textOrNull,
  priceRange: textOrNull,
  images: (v) => (v as string[] | null) ?? [],
  features: (v) => (v as string[] | null) ?? [],
  isFeatured: Boolean,
  priorityListing: Boolean,
  hasCampaign: Boolean,
  isOpen: Boolean,
  hours: (v) => (v as OpeningHours | null) ?? {},
  specialHours: (v) => (v ?? undefined) as SpecialHours | undefined,
};
const FIELD_KEYS = Object.keys(fieldOf) as ListItemKey[];

/**
 * A row as a list item: the list item's fields the row has (other columns, such as a score or a distance,
 * are left out), in the answer's order.
 */
export function toListItem<K extends ListItemKey>(row: ListRow<K>): Pick<PublicBusinessListItem, K> {
  const item: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) if (key in row) item[key] = fieldOf[key]((row as ListRow)[key]);
  // Special days and holiday hours only when there are some: the cards' "open now" honours them (decision 034).
  if (!item.specialHours) delete item.specialHours;
  return item as Pick<PublicBusinessListItem, K>;
}
