/**
 * The browser side of the map's calls (the functions live in functions/):
 *   GET /api/map?bbox=W,S,E,N&zoom=Z[&q][&category][&district][&open=1]  → MapAnswer (clusters or businesses, bounded)
 *   GET /api/businesses/search?…&limit=100&offset=…[&near=LAT,LNG&sort=distance] → list items + X-Total-Count
 *   GET /api/businesses/{id}                                      → one business (for ?focus=ID)
 * The answers' types are the contract's (src/lib/contract/); errors carry the server's Turkish message.
 */
import { apiJson, apiResult } from '#lib/api-client.ts';
import type { PublicBusiness } from '#lib/contract/businesses.ts';
import type { MapAnswer, MapBusiness } from '#lib/contract/map.ts';
import type { SearchListItem } from '#lib/contract/search.ts';
import { fetchSearchPage, type SearchPage } from '#components/search/api.ts';
import { hasCoordinates } from '#components/businesses/links.ts';
import { openNowState } from '#lib/hours.ts';

export { isAbort } from '#lib/api-client.ts';

export function fetchMap(url: string, signal: AbortSignal): Promise<MapAnswer> {
  return apiJson<MapAnswer>(url, { signal });
}

export function fetchList(url: string, signal: AbortSignal): Promise<SearchPage> {
  return fetchSearchPage(url, signal, (items) => items.length);
}

/** One business for ?focus=ID, as a map item; null when it is unknown or has no coordinates. */
export async function fetchFocus(id: number, signal: AbortSignal): Promise<MapBusiness | null> {
  const result = await apiResult<PublicBusiness>(`/api/businesses/${id}`, { signal });
  if (result.status === 404) return null;
  if (!result.ok) throw result.error;
  return listItemToMap(result.data);
}

/** A list item (or a whole business) as a map item (for "Haritada gör"); null without coordinates. */
export function listItemToMap(item: SearchListItem): MapBusiness | null {
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
    hours: item.hours,
    isOpen: item.isOpen,
    ...openNowState(item.hours, item.isOpen, new Date()),
  };
}
