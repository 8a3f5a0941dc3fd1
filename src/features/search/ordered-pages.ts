/** Pages in a fixed order (rating, reviews, name) and nearest first (step 5 of search.ts). */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { bboxAround, EARTH_RADIUS_KM } from '#lib/map-grid.ts';
import type { SearchSort } from '#lib/contract/queries.ts';
import { bboxConditions } from './bbox.ts';
import { listColumns, orderFor, pageColumns, pageJoins, toSearchItem, type ListRow, type PageArgs } from './page-parts.ts';
import { rowsOf } from '#db/client.ts';
import type { GeoPoint, SearchListItem } from './types.ts';

/** Great-circle distance to a point, in radians of the Earth (null without coordinates). */
const distanceTo = (p: GeoPoint) => sql`2 * asin(least(1, sqrt(
  power(sin(radians(${businesses.latitude}::float8 - ${p.latitude}::float8) / 2), 2) +
  cos(radians(${p.latitude}::float8)) * cos(radians(${businesses.latitude}::float8)) *
  power(sin(radians(${businesses.longitude}::float8 - ${p.longitude}::float8) / 2), 2))))`;

/** A page in a fixed order (rating, reviews, name), with or without text: one query on the sort's index. */
export async function orderedPage(db: Db, sort: SearchSort, args: PageArgs): Promise<SearchListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(businesses)
    .innerJoin(categories, eq(businesses.categoryId, categories.id))
    .innerJoin(districts, eq(businesses.districtId, districts.id))
    .where(and(...args.filters, ...(args.text ? [args.text] : [])))
    .orderBy(...orderFor(sort === 'relevance' || sort === 'distance' ? 'rating' : sort))
    .limit(args.limit)
    .offset(args.offset);
  return rows.map(toSearchItem);
}

/** Radii (km) of the boxes around the point that are tried, in turn, before ordering every match by distance. */
const NEAR_RADII_KM = [0.5, 2, 8, 32];

/**
 * Nearest first: the page's ids from the businesses with coordinates, ordered by distance in an index-only
 * scan of `businesses_map_idx` (coordinates, category, district, rating and id; a text condition adds its
 * GIN index), then, past the last of them, those without coordinates by rating.
 *
 * Ordering every match costs ~70 ms at 100,000 businesses, so the page is first looked for in boxes of
 * growing radius around the point (`bboxConditions`, the map's, on the same index): the box holds every business within its
 * radius, so when it yields a full page whose farthest is nearer than the radius, no business outside it
 * could be on that page. Otherwise (few matches near the point) every match is ordered.
 */
export async function distancePage(db: Db, near: GeoPoint, args: PageArgs): Promise<SearchListItem[]> {
  const where = [...args.filters, ...(args.text ? [args.text] : [])];
  const placed = and(...where, sql`${businesses.mapX} IS NOT NULL`);
  const nearest = async (condition: SQL | undefined) =>
    rowsOf<ListRow & { d: number | string }>(
      await db.execute(sql`
    SELECT ${pageColumns}, page.d AS "d"
    FROM (
      SELECT ${businesses.id} AS id, ${distanceTo(near)} AS d, ${businesses.rating} AS rating
      FROM ${businesses} WHERE ${condition}
      ORDER BY d, ${businesses.rating} DESC, ${businesses.id}
      LIMIT ${args.limit} OFFSET ${args.offset}
    ) AS page
    ${pageJoins}
    ORDER BY page.d, page.rating DESC, page.id`),
    );
  for (const km of NEAR_RADII_KM) {
    const box = bboxAround(near.latitude, near.longitude, km);
    if (!box) break;
    const rows = await nearest(and(...where, ...bboxConditions(box)));
    const farthest = rows.at(-1);
    if (rows.length === args.limit && farthest && Number(farthest.d) < (km / EARTH_RADIUS_KM) * (1 - 1e-9)) return rows.map(toSearchItem);
  }
  const items = (await nearest(placed)).map(toSearchItem);
  if (items.length === args.limit) return items;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(businesses)
    .where(placed);
  const unplaced = await orderedPage(db, 'rating', {
    ...args,
    filters: [...args.filters, sql`${businesses.mapX} IS NULL`],
    limit: args.limit - items.length,
    offset: Math.max(0, args.offset - (row?.n ?? 0)),
  });
  return [...items, ...unplaced];
}
