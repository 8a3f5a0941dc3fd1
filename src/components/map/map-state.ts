/**
 * The /map page's state as it lives in the URL, the viewport rounding for /api/map, and distances.
 * Pure TypeScript (no React, no maplibre), shared by the map island and its unit tests.
 *
 *   /map?q=kebap&category=restoranlar&district=seyhan&open=1&view=list&focus=12
 *
 * - q, category, district: as on /search (search-state.ts): trimmed text, known slugs or `all`.
 * - open: `1` shows only the businesses open now (the map and the list); anything else: no filter.
 * - view: `map` (default, left out) or `list`.
 * - focus: a business id whose popup is open (the business page's "Haritada gör" links here).
 * Only non-default values are written, so shared links stay short.
 */
import { once } from '#lib/once.ts';
import { ALL, cleanQuery, type KnownSlugs } from '#components/search/search-state.ts';
import { MAX_PAGE_SIZE } from '#lib/contract/queries.ts';
import { distanceKm as greatCircleKm } from '#lib/map-grid.ts';

export { ALL };

export type MapView = 'map' | 'list';

export interface MapState {
  q: string;
  category: string;
  district: string;
  open: boolean;
  view: MapView;
  focus: number | null;
}

/** The filters of a state (what the map's markers and the list depend on). */
export type MapFilters = Pick<MapState, 'q' | 'category' | 'district' | 'open'>;

function slugOrAll(raw: string | null, known: readonly string[]): string {
  const v = (raw ?? '').trim().toLowerCase();
  return v && v !== ALL && known.includes(v) ? v : ALL;
}

/** A business id from the URL: a positive integer that fits PostgreSQL's integer, else null. */
export function parseFocus(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function parseMapParams(input: string | URLSearchParams, known: KnownSlugs): MapState {
  const p = typeof input === 'string' ? new URLSearchParams(input) : input;
  return {
    q: cleanQuery(p.get('q')),
    category: slugOrAll(p.get('category'), known.categories),
    district: slugOrAll(p.get('district'), known.districts),
    open: p.get('open') === '1',
    view: p.get('view') === 'list' ? 'list' : 'map',
    focus: parseFocus(p.get('focus')),
  };
}

/** The page address for a state: `/map`, `/map?q=…&view=list`. */
export function mapPageHref(s: MapState): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.category !== ALL) p.set('category', s.category);
  if (s.district !== ALL) p.set('district', s.district);
  if (s.open) p.set('open', '1');
  if (s.view === 'list') p.set('view', 'list');
  if (s.focus !== null) p.set('focus', String(s.focus));
  const qs = p.toString();
  return qs ? `/map?${qs}` : '/map';
}

export const hasMapFilters = (s: MapFilters): boolean => activeFilterCount(s) > 0;

/** How many filters are set (the phone's 'Filtreler' button shows it): text, category, district, open now. */
export const activeFilterCount = (s: MapFilters): number =>
  [Boolean(s.q), s.category !== ALL, s.district !== ALL, s.open].filter(Boolean).length;

/** The filter part of a state, as a stable key (a change of it reloads markers and the list). */
export const filterKey = (s: MapFilters): string => `${s.q}\u0000${s.category}\u0000${s.district}\u0000${s.open ? 1 : 0}`;

// ---------------------------------------------------------------------------------------------------------
// Viewport → /api/map request, rounded to the enclosing tiles of the zoom level so that nearby viewports ask
// for the same address (CDN and browser caches hit; the answer covers a little more than the screen).

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const MAX_LAT = 85.0511;
const clampLat = (v: number) => Math.max(-MAX_LAT, Math.min(MAX_LAT, v));
const clampLng = (v: number) => Math.max(-180, Math.min(180, v));

const lngToTileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const latToTileY = (lat: number, z: number) => {
  const r = (clampLat(lat) * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};
const tileXToLng = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const tileYToLat = (y: number, z: number) => {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
};

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The request for a viewport: the integer zoom and the bbox of the tiles (at that zoom) that cover the
 * viewport, clamped to the world. Same tiles, same request.
 */
export function roundedViewport(b: Bounds, zoom: number): { zoom: number; bbox: [number, number, number, number] } {
  const z = Math.max(0, Math.min(22, Math.floor(zoom)));
  const max = 2 ** z - 1;
  const x0 = Math.max(0, Math.min(max, lngToTileX(clampLng(b.west), z)));
  const x1 = Math.max(0, Math.min(max, lngToTileX(clampLng(b.east), z)));
  const y0 = Math.max(0, Math.min(max, latToTileY(b.north, z)));
  const y1 = Math.max(0, Math.min(max, latToTileY(b.south, z)));
  return {
    zoom: z,
    bbox: [round6(tileXToLng(x0, z)), round6(tileYToLat(y1 + 1, z)), round6(tileXToLng(x1 + 1, z)), round6(tileYToLat(y0, z))],
  };
}

/** GET /api/map for a rounded viewport and the filters. */
export function mapApiUrl(view: { zoom: number; bbox: readonly number[] }, s: MapFilters): string {
  const p = new URLSearchParams();
  p.set('bbox', view.bbox.join(','));
  p.set('zoom', String(view.zoom));
  if (s.q) p.set('q', s.q);
  if (s.category !== ALL) p.set('category', s.category);
  if (s.district !== ALL) p.set('district', s.district);
  if (s.open) p.set('open', '1');
  return `/api/map?${p.toString()}`;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** GET /api/businesses/search for the list: all matches, the largest page at a time, by distance once located. */
export function listApiUrl(s: MapFilters, offset: number, near: LatLng | null): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  p.set('category', s.category);
  p.set('district', s.district);
  if (s.open) p.set('open', '1');
  if (near) {
    p.set('near', `${near.latitude.toFixed(5)},${near.longitude.toFixed(5)}`);
    p.set('sort', 'distance');
  }
  p.set('limit', String(MAX_PAGE_SIZE));
  p.set('offset', String(offset));
  return `/api/businesses/search?${p.toString()}`;
}

// ---------------------------------------------------------------------------------------------------------
// Distances

/** Great-circle distance in kilometres (the server's formula, lib/map-grid.ts). */
export function distanceKm(a: LatLng, b: LatLng): number {
  return greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude);
}

const oneDecimal = once(() => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const whole = once(() => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }));

/** `0.35` → `350 m`, `1.24` → `1,2 km`, `12.6` → `13 km`. */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 1) return `${whole().format(Math.max(10, Math.round((km * 1000) / 10) * 10))} m`;
  if (km < 10) return `${oneDecimal().format(km)} km`;
  return `${whole().format(km)} km`;
}
