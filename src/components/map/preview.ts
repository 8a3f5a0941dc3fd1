/**
 * The arithmetic of /map's phone preview (MapPreview.tsx, decision 020): Web Mercator with maplibre's
 * 512 px tiles, so a camera { latitude, longitude, zoom } means the same view here as in maplibre and the
 * map that replaces the preview starts exactly where the preview was. Also the plain local style
 * (public/map/fallback-style.json) turned into SVG paths for a camera. Pure TypeScript, no DOM, unit-tested.
 */
import { mercatorLat as latOf, mercatorLng as lngOf, mercatorX as mercX, mercatorY as mercY, type Bbox } from '#lib/map-grid.ts';
import type { Padding } from './layout.ts';

/** maplibre's tile size: at zoom z the world is 512 · 2^z px wide. */
export const TILE_SIZE = 512;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 19;

export interface Camera {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const clampZoom = (zoom: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** Where a position is drawn in a `size` box looking through `camera` (px from the box's top left). */
export function project(camera: Camera, size: Size, longitude: number, latitude: number): Point {
  const w = worldSize(camera.zoom);
  return {
    x: (mercX(longitude) - mercX(camera.longitude)) * w + size.width / 2,
    y: (mercY(latitude) - mercY(camera.latitude)) * w + size.height / 2,
  };
}

/** The position drawn at `point` (the inverse of project). */
export function unproject(camera: Camera, size: Size, point: Point): { latitude: number; longitude: number } {
  const w = worldSize(camera.zoom);
  return {
    longitude: lngOf(mercX(camera.longitude) + (point.x - size.width / 2) / w),
    latitude: latOf(mercY(camera.latitude) + (point.y - size.height / 2) / w),
  };
}

/** What a `size` box shows through `camera`. */
export function viewBounds(camera: Camera, size: Size): { west: number; south: number; east: number; north: number } {
  const nw = unproject(camera, size, { x: 0, y: 0 });
  const se = unproject(camera, size, { x: size.width, y: size.height });
  return { west: nw.longitude, north: nw.latitude, east: se.longitude, south: se.latitude };
}

/** The zoom at which `extent` fits a `size` box with `padding` around it. */
export function fitZoom(extent: Bbox, size: Size, padding: Padding): number {
  const w = Math.max(1, size.width - padding.left - padding.right);
  const h = Math.max(1, size.height - padding.top - padding.bottom);
  const zx = Math.log2(w / (TILE_SIZE * Math.max(mercX(extent[2]) - mercX(extent[0]), 1e-12)));
  const zy = Math.log2(h / (TILE_SIZE * Math.max(mercY(extent[1]) - mercY(extent[3]), 1e-12)));
  return Math.min(zx, zy);
}

/** The camera showing `extent` in a `size` box with `padding`, never closer than `maxZoom` (maplibre's fitBounds). */
export function fitCamera(extent: Bbox, size: Size, padding: Padding, maxZoom: number): Camera {
  const zoom = clampZoom(Math.min(maxZoom, fitZoom(extent, size, padding)));
  const w = worldSize(zoom);
  // The extent's centre, moved by half the difference of the paddings (room on one side shifts the view).
  const cx = (mercX(extent[0]) + mercX(extent[2])) / 2 + (padding.right - padding.left) / 2 / w;
  const cy = (mercY(extent[3]) + mercY(extent[1])) / 2 + (padding.bottom - padding.top) / 2 / w;
  return { longitude: lngOf(cx), latitude: latOf(cy), zoom };
}

/** The camera at `zoom` that draws a position `offsetY` px below the box's centre (negative: above). */
export function cameraAt(target: { latitude: number; longitude: number }, zoom: number, offsetY = 0): Camera {
  const z = clampZoom(zoom);
  return { longitude: target.longitude, latitude: latOf(mercY(target.latitude) - offsetY / worldSize(z)), zoom: z };
}

// ----- the local style as SVG -----------------------------------------------------------------------------

type Expr = unknown;

interface StyleLayer {
  id: string;
  type: 'background' | 'fill' | 'line' | string;
  source?: string;
  filter?: Expr;
  paint?: Record<string, unknown>;
}

export interface PlainStyle {
  sources: Record<
    string,
    { type: string; data?: { features: { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } }[] } }
  >;
  layers: StyleLayer[];
}

/** One shape to draw: an SVG path with its paint. */
export interface Shape {
  id: string;
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

/** The two filter forms the local style uses: ["==", ["get", k], v] and ["in", ["get", k], ["literal", [...]]]. */
function matches(filter: Expr, props: Record<string, unknown>): boolean {
  if (filter === undefined) return true;
  if (!Array.isArray(filter)) return false;
  const [op, getter, value] = filter as [string, [string, string], unknown];
  const key = Array.isArray(getter) && getter[0] === 'get' ? getter[1] : null;
  if (key === null) return false;
  if (op === '==') return props[key] === value;
  if (op === 'in' && Array.isArray(value) && value[0] === 'literal' && Array.isArray(value[1]))
    return (value[1] as unknown[]).includes(props[key]);
  return false;
}

/** A number or a ["interpolate", ["linear"], ["zoom"], z0, v0, z1, v1, …] at `zoom`. */
export function numberAt(value: unknown, zoom: number): number | undefined {
  if (typeof value === 'number') return value;
  if (!Array.isArray(value) || value[0] !== 'interpolate') return undefined;
  const stops = value.slice(3) as number[];
  if (zoom <= stops[0]!) return stops[1];
  for (let i = 2; i < stops.length; i += 2) {
    const z0 = stops[i - 2]!;
    const z1 = stops[i]!;
    if (zoom <= z1) return stops[i - 1]! + ((stops[i + 1]! - stops[i - 1]!) * (zoom - z0)) / (z1 - z0);
  }
  return stops[stops.length - 1];
}

function pathOf(ring: number[][], camera: Camera, size: Size, close: boolean): string {
  const parts = ring.map(([lng, lat], i) => {
    const p = project(camera, size, lng!, lat!);
    return `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  });
  return parts.join('') + (close ? 'Z' : '');
}

/** The style's background colour, and its fill and line layers as shapes for `camera` (in layer order). */
export function styleShapes(style: PlainStyle, camera: Camera, size: Size): { background: string | null; shapes: Shape[] } {
  let background: string | null = null;
  const shapes: Shape[] = [];
  for (const layer of style.layers) {
    if (layer.type === 'background') {
      background = typeof layer.paint?.['background-color'] === 'string' ? (layer.paint['background-color'] as string) : background;
      continue;
    }
    const features = (layer.source && style.sources[layer.source]?.data?.features) || [];
    const chosen = features.filter((f) => matches(layer.filter, f.properties ?? {}));
    if (layer.type === 'fill') {
      const d = chosen
        .flatMap((f) =>
          f.geometry.type === 'Polygon'
            ? [f.geometry.coordinates as number[][][]]
            : f.geometry.type === 'MultiPolygon'
              ? (f.geometry.coordinates as number[][][][])
              : [],
        )
        .flatMap((polygon) => polygon.map((ring) => pathOf(ring, camera, size, true)))
        .join('');
      const fill = layer.paint?.['fill-color'];
      const outline = layer.paint?.['fill-outline-color'];
      if (d)
        shapes.push({
          id: layer.id,
          d,
          fill: typeof fill === 'string' ? fill : '#000',
          ...(typeof outline === 'string' ? { stroke: outline, strokeWidth: 1 } : {}),
        });
    } else if (layer.type === 'line') {
      const d = chosen
        .flatMap((f) =>
          f.geometry.type === 'LineString'
            ? [f.geometry.coordinates as number[][]]
            : f.geometry.type === 'MultiLineString'
              ? (f.geometry.coordinates as number[][][])
              : [],
        )
        .map((line) => pathOf(line, camera, size, false))
        .join('');
      const color = layer.paint?.['line-color'];
      if (d)
        shapes.push({
          id: layer.id,
          d,
          stroke: typeof color === 'string' ? color : '#000',
          strokeWidth: numberAt(layer.paint?.['line-width'], camera.zoom) ?? 1,
        });
    }
  }
  return { background, shapes };
}
