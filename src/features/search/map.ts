/**
 * What the map shows in a viewport (GET /api/map): approved businesses with coordinates inside a bbox that
 * match the search's text, category and district conditions (`matchConditions`, src/features/search/search.ts), as
 * single businesses or as grid clusters. Never reads the whole table into the function:
 *
 *  - businesses in a bbox: an index-only scan of `businesses_map_idx` (migration 0003_map): approved rows
 *    with coordinates by level-24 tile (`map_x`, `map_y`), carrying the exact coordinates, category,
 *    district, rating and id (a text filter adds the search's GIN index and the rows it matches);
 *  - zoom ≥ 15: the 500 best-rated businesses in the bbox (`truncated` when there were more);
 *  - below: when the bbox holds at most 300 matches, all of them (exactly the bbox); else grid cells of the
 *    zoom's level (64–128 px, src/lib/map-grid.ts), coarser if the bbox would span more than 600. Without a
 *    text filter the cells come pre-aggregated from `map_cells` (kept by triggers, migration 0003_map;
 *    the cells that touch the bbox, whole), so the city view at 100,000 businesses reads a few thousand
 *    small rows; with a text filter or "open now" one GROUP BY over the matches in the bbox. A cell of one
 *    business is that business; a cell of more is a cluster at the members' mean position (in Mercator
 *    space) with their bbox;
 *  - `total` and `withCoordinates` count the matches anywhere, beside the bbox query (from `map_cells`'
 *    level 0 without a text filter or "open now");
 *  - "open now" (`open`): the search's condition at `now` (`is_open` and the minute on `open_week`, both held
 *    by the map's indexes) joins the others, and `changing` holds the state of the match that
 *    opens or closes first within `changesWithin` seconds (src/features/search/changing-soon.ts), so the
 *    answer's cache can end before it; index-only scans of `businesses_map_idx` (the grid) and
 *    `businesses_open_now_idx` (the counts, the first change) without a text filter (migration 0014);
 *  - every business carries its hours, `isOpen`, and `openNow`/`nextChange` at `now` (as `/api/businesses*`).
 *
 * The answer holds at most 600 items whatever the zoom or the data.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts, mapCells } from '#db/schema/index.ts';
import { matchConditions, type MatchConditions } from './search.ts';
import { rowsOf, type Row } from '#db/client.ts';
import { cellLevel, TILE_LEVEL, tileToLat, tileToLng, tileX, tileY, type Bbox } from '#lib/map-grid.ts';
import { bboxConditions } from './bbox.ts';
import { openNowCondition } from './filters.ts';
import { firstChangeWithin } from './changing-soon.ts';
import { withOpenNowOf } from '#features/businesses/open-now.ts';
import { pickListColumns, selectList, toListItem, type ListRow } from '#features/businesses/list-item.ts';
import type { OpenNowState } from '#lib/hours.ts';
import type { MapAnswer, MapBusiness, MapCluster } from '#lib/contract/map.ts';

export interface MapQuery {
  bbox: Bbox;
  zoom: number;
  q?: string | undefined;
  category?: string | undefined;
  district?: string | undefined;
  /** Only the businesses open at `now` (Europe/Istanbul, by their hours, not temporarily closed). */
  open?: boolean | undefined;
  /** The moment the answer is for (default: the call's); `openNow`/`nextChange` and `open` use it. */
  now?: Date | undefined;
  /**
   * With `open`: also find the match whose state changes first within this many seconds
   * (`MapView.changing`), for the answer's cache lifetime. 0: not asked.
   */
  changesWithin?: number | undefined;
}

/** The answer, and the open-now states the answer's lifetime depends on beside its own businesses'. */
export interface MapView {
  answer: MapAnswer;
  /**
   * With `open` and `changesWithin`: the state of the match anywhere (open or closed, placed or not) that
   * opens or closes first within `changesWithin` seconds, if one does: any such change changes the answer.
   * Else empty.
   */
  changing: OpenNowState[];
}

/** From this zoom on only businesses, never clusters. */
export const BUSINESSES_ONLY_ZOOM = 15;
/** At most this many businesses at once. */
export const MAX_BUSINESSES = 500;
/** A bbox with at most this many matches shows them all, without clustering. */
export const FEW_MATCHES = 300;
/** The grid never spans more cells than this (so the answer has at most this many items). */
export const MAX_CELLS = 600;
/** The finest level `map_cells` keeps (zoom 14's cells). */
export const MAX_STORED_LEVEL = 17;

/** A business on the map: some of a list item's columns, its category's colour and its first photo. */
const MAP_LIST_KEYS = [
  'id',
  'name',
  'category',
  'categorySlug',
  'subcategory',
  'district',
  'address',
  'latitude',
  'longitude',
  'rating',
  'reviewCount',
  'phone',
  'priceRange',
  'isFeatured',
  'hours',
  'isOpen',
] as const;
type MapListKey = (typeof MAP_LIST_KEYS)[number];
const mapColumns = selectList({
  ...pickListColumns(MAP_LIST_KEYS),
  categoryColor: categories.color,
  image: sql`${businesses.images}[1]`,
});

function toMapBusiness(r: Row): Omit<MapBusiness, keyof OpenNowState> {
  return {
    ...toListItem(r as ListRow<MapListKey>),
    categoryColor: String(r.categoryColor),
    // Only businesses with coordinates are on the map.
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    image: (r.image as string | null) ?? null,
  };
}

/** The map rows of some businesses (still approved), best rated first, open or closed at `now`. */
async function businessesByIds(db: Db, ids: readonly number[], now: Date): Promise<MapBusiness[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    SELECT ${mapColumns}
    FROM ${businesses}
    JOIN ${categories} ON ${categories.id} = ${businesses.categoryId}
    JOIN ${districts} ON ${districts.id} = ${businesses.districtId}
    WHERE ${businesses.id} IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
      AND ${businesses.status} = 'approved' AND ${businesses.latitude} IS NOT NULL AND ${businesses.longitude} IS NOT NULL
    ORDER BY ${businesses.rating} DESC, ${businesses.id}`);
  return withOpenNowOf(db, rowsOf(result).map(toMapBusiness), now);
}

/** The category and district conditions on `map_cells`. */
function cellFilters(match: MatchConditions): SQL[] {
  const out: SQL[] = [];
  if (match.categoryId !== undefined) out.push(sql`${mapCells.categoryId} = ${match.categoryId}`);
  if (match.districtId !== undefined) out.push(sql`${mapCells.districtId} = ${match.districtId}`);
  return out;
}

/**
 * The matches anywhere: counted from `map_cells`' level 0 when `precounted`, else from the businesses that
 * meet `conditions`.
 */
async function countMatches(
  db: Db,
  match: MatchConditions,
  conditions: SQL[],
  precounted: boolean,
): Promise<{ total: number; withCoordinates: number }> {
  const result = !precounted
    ? await db.execute(sql`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${businesses.mapX} IS NOT NULL))::int AS placed
    FROM ${businesses} WHERE ${and(...conditions)}`)
    : await db.execute(sql`
    SELECT coalesce(sum(${mapCells.n}), 0)::int AS total,
      coalesce(sum(${mapCells.n}) FILTER (WHERE ${mapCells.cx} >= 0), 0)::int AS placed
    FROM ${mapCells} WHERE ${and(sql`${mapCells.level} = 0`, ...cellFilters(match))}`);
  const row = rowsOf<{ total: unknown; placed: unknown }>(result)[0];
  return {
    total: Number(row?.total ?? 0),
    withCoordinates: Number(row?.placed ?? 0),
  };
}

/** The grid level for a zoom and bbox: the zoom's cells, coarser until the bbox spans at most MAX_CELLS. */
export function gridLevel(bbox: Bbox, zoom: number): number {
  const x0 = tileX(bbox[0]);
  const x1 = tileX(bbox[2]);
  const y0 = tileY(bbox[3]);
  const y1 = tileY(bbox[1]);
  let level = cellLevel(zoom);
  for (;;) {
    const shift = TILE_LEVEL - level;
    const cells = ((x1 >> shift) - (x0 >> shift) + 1) * ((y1 >> shift) - (y0 >> shift) + 1);
    if (cells <= MAX_CELLS || level === 0) return level;
    level--;
  }
}

interface CellRow extends Row {
  cx: number;
  cy: number;
  n: number;
  sx: number;
  sy: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  id: number;
}

/**
 * The grid cells at a level: pre-aggregated (`precounted`: the cells touching the bbox) or grouped from
 * the matches in the bbox.
 */
async function grid(
  db: Db,
  match: MatchConditions,
  where: SQL[],
  bbox: Bbox,
  level: number,
  precounted: boolean,
): Promise<{ clusters: MapCluster[]; singles: number[] }> {
  const shift = sql.raw(String(TILE_LEVEL - level));
  const k = TILE_LEVEL - level;
  const result =
    !precounted || level > MAX_STORED_LEVEL
      ? await db.execute(sql`
    SELECT ${businesses.mapX} >> ${shift} AS cx, ${businesses.mapY} >> ${shift} AS cy, count(*)::int AS n,
      sum(${businesses.mapX}::int8)::float8 AS sx, sum(${businesses.mapY}::int8)::float8 AS sy,
      min(${businesses.mapX}) AS x0, max(${businesses.mapX}) AS x1, min(${businesses.mapY}) AS y0, max(${businesses.mapY}) AS y1,
      min(${businesses.id}) AS id
    FROM ${businesses}
    WHERE ${and(...where)}
    GROUP BY 1, 2`)
      : await db.execute(sql`
    SELECT ${mapCells.cx} AS cx, ${mapCells.cy} AS cy, sum(${mapCells.n})::int AS n,
      sum(${mapCells.sx})::float8 AS sx, sum(${mapCells.sy})::float8 AS sy,
      min(${mapCells.x0}) AS x0, max(${mapCells.x1}) AS x1, min(${mapCells.y0}) AS y0, max(${mapCells.y1}) AS y1,
      sum(${mapCells.sid})::float8 AS id
    FROM ${mapCells}
    WHERE ${and(
      sql`${mapCells.level} = ${level}`,
      sql`${mapCells.cx} BETWEEN ${tileX(bbox[0]) >> k} AND ${tileX(bbox[2]) >> k}`,
      sql`${mapCells.cy} BETWEEN ${tileY(bbox[3]) >> k} AND ${tileY(bbox[1]) >> k}`,
      sql`${mapCells.n} > 0`,
      ...cellFilters(match),
    )}
    GROUP BY 1, 2`);
  const clusters: MapCluster[] = [];
  const singles: number[] = [];
  for (const raw of rowsOf<CellRow>(result)) {
    const n = Number(raw.n);
    if (n === 1) {
      singles.push(Number(raw.id));
      continue;
    }
    const round = (v: number) => Math.round(v * 1e6) / 1e6;
    clusters.push({
      id: `${level}/${raw.cx}/${raw.cy}`,
      count: n,
      // the members' mean in Mercator space, at the middle of their level-24 tiles
      longitude: round(tileToLng(Number(raw.sx) / n + 0.5)),
      latitude: round(tileToLat(Number(raw.sy) / n + 0.5)),
      bbox: [
        round(tileToLng(Number(raw.x0))),
        round(tileToLat(Number(raw.y1) + 1)),
        round(tileToLng(Number(raw.x1) + 1)),
        round(tileToLat(Number(raw.y0))),
      ],
    });
  }
  clusters.sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
  return { clusters, singles };
}

/** The ids of (up to `limit`) matches in the bbox, best rated first when `ranked`. */
async function idsInBbox(db: Db, where: SQL[], limit: number, ranked: boolean): Promise<number[]> {
  const order = ranked ? sql`ORDER BY ${businesses.rating} DESC, ${businesses.id}` : sql``;
  const result = await db.execute(sql`SELECT ${businesses.id} AS id FROM ${businesses} WHERE ${and(...where)} ${order} LIMIT ${limit}`);
  return rowsOf<{ id: unknown }>(result).map((r) => Number(r.id));
}

/**
 * The map's answer for a viewport (see the top of this file). With `open` the matches are those open at
 * `now`: no pre-counted cell can know that, so the cells, counts and businesses are computed from the
 * matching rows (the same GROUP BY as for a text filter, with the search's open-now condition).
 */
export async function mapView(db: Db, query: MapQuery): Promise<MapView> {
  const now = query.now ?? new Date();
  const empty: MapAnswer = {
    zoom: query.zoom,
    total: 0,
    withCoordinates: 0,
    clusters: [],
    businesses: [],
    truncated: false,
  };
  const match = await matchConditions(db, query);
  if (!match) return { answer: empty, changing: [] };
  const matching = query.open ? [...match.conditions, openNowCondition(now, { byHour: false })] : match.conditions;
  // Without a text filter or "open now", cells and counts come from map_cells.
  const precounted = !match.text && !query.open;
  const where = [...matching, ...bboxConditions(query.bbox)];

  const placed = async (): Promise<Pick<MapAnswer, 'clusters' | 'businesses' | 'truncated'>> => {
    if (query.zoom >= BUSINESSES_ONLY_ZOOM) {
      const ids = await idsInBbox(db, where, MAX_BUSINESSES + 1, true);
      return {
        clusters: [],
        businesses: await businessesByIds(db, ids.slice(0, MAX_BUSINESSES), now),
        truncated: ids.length > MAX_BUSINESSES,
      };
    }
    const few = await idsInBbox(db, where, FEW_MATCHES + 1, false);
    if (few.length <= FEW_MATCHES)
      return {
        clusters: [],
        businesses: await businessesByIds(db, few, now),
        truncated: false,
      };
    const { clusters, singles } = await grid(db, match, where, query.bbox, gridLevel(query.bbox, query.zoom), precounted);
    return {
      clusters,
      businesses: await businessesByIds(db, singles, now),
      truncated: false,
    };
  };
  const within = query.open ? (query.changesWithin ?? 0) : 0;
  // independent: on a pool they run at the same time
  const [counts, shown, changing] = await Promise.all([
    countMatches(db, match, matching, precounted),
    placed(),
    within > 0 ? firstChangeWithin(db, match.conditions, now, within) : Promise.resolve([]),
  ]);
  return { answer: { zoom: query.zoom, ...counts, ...shown }, changing };
}
