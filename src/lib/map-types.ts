/**
 * The answer of GET /api/map, written once: src/data/map.ts builds it on the server, the map island
 * (src/components/map/api.ts) reads it back. Types only, no imports but the grid's Bbox, so it is safe in
 * the browser bundle.
 *
 * The server always sends a category colour and a price range; the browser's copy of a business may lack
 * them (an unknown colour, or a list item shown on the map), hence `string | null` for both.
 */
import type { Bbox } from './map-grid.ts';

export interface MapBusiness {
  id: number;
  name: string;
  category: string;
  categorySlug: string;
  categoryColor: string | null;
  subcategory: string | null;
  district: string;
  address: string;
  latitude: number;
  longitude: number;
  rating: number;
  reviewCount: number;
  phone: string | null;
  priceRange: string | null;
  isFeatured: boolean;
  /** The first photo's URL, or null. */
  image: string | null;
}

export interface MapCluster {
  /** Stable for the same cell: "level/x/y". */
  id: string;
  latitude: number;
  longitude: number;
  count: number;
  /** [west, south, east, north] of the members: zoom the map to it to open the cluster. */
  bbox: Bbox;
}

export interface MapAnswer {
  zoom: number;
  /** Approved matches of q/category/district anywhere, with or without coordinates. */
  total: number;
  /** Of those, how many have coordinates (can be placed). */
  withCoordinates: number;
  clusters: MapCluster[];
  businesses: MapBusiness[];
  /** True when the bbox held more single businesses than the cap. */
  truncated: boolean;
}
