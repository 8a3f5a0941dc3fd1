/**
 * The browser side of the map's calls (the functions live in functions/):
 *   GET /api/map?bbox=W,S,E,N&zoom=Z[&q][&category][&district]  → MapAnswer (clusters or businesses, bounded)
 *   GET /api/businesses/search?…&limit=100&offset=…[&near=LAT,LNG&sort=distance] → list items + X-Total-Count
 *   GET /api/businesses/{id}                                      → one business (for ?focus=ID)
 * Answers are normalised here (numeric strings become numbers); errors carry the server's Turkish message.
 */
import { apiError, toSearchItem, type SearchItem } from '#components/search/api.ts';
import { hasCoordinates } from '#components/business/links.ts';
import type { MapAnswer, MapBusiness, MapCluster } from '#lib/map-types.ts';

export { isAbort } from '#components/search/api.ts';

export type { MapAnswer, MapBusiness, MapCluster } from '#lib/map-types.ts';

export interface ListItem extends SearchItem {
  distanceKm: number | null;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;
const optStr = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const isColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{3,8}$/i.test(v.trim());

function toMapBusiness(raw: unknown): MapBusiness | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  const latitude = Number(r.latitude);
  const longitude = Number(r.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || r.latitude === null || r.longitude === null) return null;
  const images = Array.isArray(r.images) ? r.images : [];
  return {
    id: num(r.id),
    name: String(r.name ?? ''),
    category: String(r.category ?? ''),
    categorySlug: String(r.categorySlug ?? ''),
    categoryColor: isColor(r.categoryColor) ? r.categoryColor.trim() : null,
    subcategory: optStr(r.subcategory),
    district: String(r.district ?? ''),
    address: String(r.address ?? ''),
    latitude,
    longitude,
    rating: num(r.rating),
    reviewCount: num(r.reviewCount),
    phone: optStr(r.phone),
    priceRange: optStr(r.priceRange),
    isFeatured: r.isFeatured === true,
    image: optStr(r.image) ?? (typeof images[0] === 'string' ? images[0] : null),
  };
}

function toCluster(raw: unknown): MapCluster | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  const bbox = Array.isArray(r.bbox) ? r.bbox.map(Number) : [];
  const c = { id: String(r.id ?? ''), latitude: Number(r.latitude), longitude: Number(r.longitude), count: num(r.count) };
  if (!Number.isFinite(c.latitude) || !Number.isFinite(c.longitude) || c.count < 1) return null;
  const box: [number, number, number, number] =
    bbox.length === 4 && bbox.every(Number.isFinite) ? [bbox[0]!, bbox[1]!, bbox[2]!, bbox[3]!] : [c.longitude, c.latitude, c.longitude, c.latitude];
  return { ...c, id: c.id || `${c.latitude},${c.longitude}`, bbox: box };
}

const json = { credentials: 'same-origin', headers: { Accept: 'application/json' } } as const;

export async function fetchMap(url: string, signal: AbortSignal): Promise<MapAnswer> {
  const res = await fetch(url, { ...json, signal });
  if (!res.ok) throw await apiError(res);
  const body = ((await res.json()) ?? {}) as Record<string, unknown>;
  const businesses = (Array.isArray(body.businesses) ? body.businesses : []).map(toMapBusiness).filter((b): b is MapBusiness => b !== null && b.id > 0);
  const clusters = (Array.isArray(body.clusters) ? body.clusters : []).map(toCluster).filter((c): c is MapCluster => c !== null);
  return {
    zoom: num(body.zoom),
    total: num(body.total),
    withCoordinates: num(body.withCoordinates),
    clusters,
    businesses,
    truncated: body.truncated === true,
  };
}

export interface ListPage {
  items: ListItem[];
  total: number;
  /** The server stopped counting at `total` (X-Total-Count-Capped: 1): there are more. */
  capped: boolean;
}

export async function fetchList(url: string, signal: AbortSignal): Promise<ListPage> {
  const res = await fetch(url, { ...json, signal });
  if (!res.ok) throw await apiError(res);
  const body = (await res.json()) as unknown;
  const items = (Array.isArray(body) ? body : []).map((raw: unknown) => {
    const d = (raw as { distanceKm?: unknown } | null)?.distanceKm;
    return { ...toSearchItem(raw), distanceKm: d === null || d === undefined || !Number.isFinite(Number(d)) ? null : Number(d) };
  });
  const header = res.headers.get('X-Total-Count');
  const total = header !== null && Number.isFinite(Number(header)) ? Number(header) : items.length;
  return { items, total, capped: res.headers.get('X-Total-Count-Capped') === '1' };
}

/** One business for ?focus=ID, as a map item; null when it is unknown or has no coordinates. */
export async function fetchFocus(id: number, signal: AbortSignal): Promise<MapBusiness | null> {
  const res = await fetch(`/api/businesses/${id}`, { ...json, signal });
  if (res.status === 404) return null;
  if (!res.ok) throw await apiError(res);
  return toMapBusiness(await res.json());
}

/** A list item as a map item (for "Haritada gör"); null without coordinates. */
export function listItemToMap(item: ListItem | SearchItem): MapBusiness | null {
  if (!hasCoordinates(item)) return null;
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    categorySlug: item.categorySlug,
    categoryColor: null,
    subcategory: item.subcategory,
    district: item.district,
    address: item.address,
    latitude: item.latitude,
    longitude: item.longitude,
    rating: item.rating,
    reviewCount: item.reviewCount,
    phone: item.phone,
    priceRange: item.priceRange,
    isFeatured: item.isFeatured,
    image: item.images[0] ?? null,
  };
}
