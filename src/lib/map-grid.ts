/**
 * The map's grid (GET /api/map, src/features/search/map.ts), shared by the server and the map island; pure math, no
 * imports. Positions are Web Mercator "tiles" at level 24: x = (lng + 180) / 360 · 2^24, y from the latitude
 * the same way map tiles are numbered (0 at the north edge). PostgreSQL stores them per business in the
 * generated columns `map_x`/`map_y` (migration 0003_map) with the same formula, so a grid cell at level L is
 * just `(map_x >> (24 - L), map_y >> (24 - L))`: no trigonometry per row when clustering.
 *
 * Cells: a MapLibre world is 512 · 2^zoom pixels wide, so level floor(zoom) + 3 gives cells of 64–128 px.
 */

export const TILE_LEVEL = 24;
export const TILE_SCALE = 2 ** TILE_LEVEL;
/** The Web Mercator latitude limit: the square world's north and south edges. */
export const MAX_LATITUDE = 85.05112878;

export type Bbox = [west: number, south: number, east: number, north: number];

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Web Mercator on the unit square: x from 0 (180° W) to 1 (180° E). The map preview draws with it too. */
export function mercatorX(lng: number): number {
  return (clamp(lng, -180, 180) + 180) / 360;
}

/** Web Mercator on the unit square: y from 0 (the north edge) to 1 (the south edge). */
export function mercatorY(lat: number): number {
  const rad = (clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2;
}

/** The longitude of a unit-square x (the inverse of mercatorX). */
export const mercatorLng = (x: number): number => x * 360 - 180;

/** The latitude of a unit-square y (the inverse of mercatorY). */
export const mercatorLat = (y: number): number => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** The level-24 tile column of a longitude (the SQL of `map_x`). */
export function tileX(lng: number): number {
  return clamp(Math.floor(mercatorX(lng) * TILE_SCALE), 0, TILE_SCALE - 1);
}

/** The level-24 tile row of a latitude (the SQL of `map_y`); grows southwards. */
export function tileY(lat: number): number {
  return clamp(Math.floor(mercatorY(lat) * TILE_SCALE), 0, TILE_SCALE - 1);
}

/** The longitude of a (fractional) level-24 tile column. */
export function tileToLng(x: number): number {
  return mercatorLng(x / TILE_SCALE);
}

/** The latitude of a (fractional) level-24 tile row. */
export function tileToLat(y: number): number {
  return mercatorLat(y / TILE_SCALE);
}

/** The grid level whose cells are 64–128 px wide at a zoom. */
export function cellLevel(zoom: number): number {
  return clamp(Math.floor(zoom) + 3, 0, TILE_LEVEL);
}

/**
 * What the island should ask for, so that CDN caches hit while the visitor pans: the zoom floored to a whole
 * number and the viewport's bbox widened outwards to multiples of a quarter tile (128 px) at that zoom,
 * six decimals at most. The answer covers a little more than the viewport, which also hides the wait
 * when panning a little.
 */
export function snapMapQuery(bbox: Bbox, zoom: number): { bbox: Bbox; zoom: number } {
  const z = clamp(Math.floor(zoom), 0, 22);
  const step = 360 / 2 ** (z + 2);
  const down = (v: number) => Number((Math.floor(v / step) * step).toFixed(6));
  const up = (v: number) => Number((Math.ceil(v / step) * step).toFixed(6));
  return {
    zoom: z,
    bbox: [
      clamp(down(bbox[0]), -180, 180),
      clamp(down(bbox[1]), -MAX_LATITUDE, MAX_LATITUDE),
      clamp(up(bbox[2]), -180, 180),
      clamp(up(bbox[3]), -MAX_LATITUDE, MAX_LATITUDE),
    ],
  };
}

/** The mean Earth radius in kilometres, of every great-circle distance here and in the search's SQL. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A bbox holding every point within `km` of a position: on a sphere, the points within angular distance δ
 * of latitude φ differ by at most δ in latitude and by at most asin(sin δ / cos φ) in longitude. Null when
 * that box would reach the map's pole edge or cross the antimeridian.
 */
export function bboxAround(lat: number, lng: number, km: number): Bbox | null {
  const delta = km / EARTH_RADIUS_KM;
  const sinLng = Math.sin(delta) / Math.cos((lat * Math.PI) / 180);
  if (!(sinLng < 1)) return null;
  const dLat = (delta * 180) / Math.PI;
  const dLng = (Math.asin(sinLng) * 180) / Math.PI;
  if (lat + dLat >= MAX_LATITUDE || lat - dLat <= -MAX_LATITUDE || lng - dLng < -180 || lng + dLng > 180) return null;
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}
