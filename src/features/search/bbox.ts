/**
 * A bbox as conditions on approved businesses that `businesses_map_idx` answers in an index-only scan: the
 * level-24 tile range (widened by one) narrows the index range, the exact edges decide. Used by the map
 * (GET /api/map) and by the search's nearest-first pages.
 */
import { sql, type SQL } from 'drizzle-orm';
import { businesses } from '#db/schema/index.ts';
import { tileX, tileY, type Bbox } from '#lib/map-grid.ts';

export function bboxConditions([west, south, east, north]: Bbox): SQL[] {
  return [
    sql`${businesses.mapX} IS NOT NULL`,
    sql`${businesses.mapX} BETWEEN ${tileX(west) - 1} AND ${tileX(east) + 1}`,
    sql`${businesses.mapY} BETWEEN ${tileY(north) - 1} AND ${tileY(south) + 1}`,
    sql`${businesses.latitude} BETWEEN ${String(south)} AND ${String(north)}`,
    sql`${businesses.longitude} BETWEEN ${String(west)} AND ${String(east)}`,
  ];
}
