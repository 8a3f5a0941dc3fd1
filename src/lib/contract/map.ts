/**
 * The answer of GET /api/map: src/features/search/map.ts builds it on the server, the map island
 * (src/components/map/api.ts) reads it back.
 *
 * The server always sends a category colour and a price range; the browser's copy of a business may lack
 * them (an unknown colour, or a list item shown on the map), hence `string | null` for both.
 */
import type { Bbox } from '#lib/map-grid.ts';
import type { OpenNowState } from '#lib/hours.ts';
import type { PublicBusinessListItem } from './businesses.ts';

/**
 * A business on the map: a list item's facts, placed (coordinates required), with its first photo only;
 * its hours and `isOpen` (the card's open line, computed in the browser like every card's) and, as in every
 * `/api/businesses*` answer, `openNow`/`nextChange` computed when the answer was made.
 */
export interface MapBusiness
  extends
    Pick<
      PublicBusinessListItem,
      | 'id'
      | 'name'
      | 'category'
      | 'categorySlug'
      | 'subcategory'
      | 'district'
      | 'address'
      | 'rating'
      | 'reviewCount'
      | 'phone'
      | 'isFeatured'
      | 'hours'
      | 'isOpen'
    >,
    OpenNowState {
  categoryColor: string | null;
  latitude: number;
  longitude: number;
  priceRange: string | null;
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
  /** Approved matches of q/category/district (and open now, with `open=1`) anywhere, with or without coordinates. */
  total: number;
  /** Of those, how many have coordinates (can be placed). */
  withCoordinates: number;
  clusters: MapCluster[];
  businesses: MapBusiness[];
  /** True when the bbox held more single businesses than the cap. */
  truncated: boolean;
}
