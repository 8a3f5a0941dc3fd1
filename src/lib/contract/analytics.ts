/** POST /api/analytics/events: one event of a business page, counted per business and day. */

export const ANALYTICS_EVENT_TYPES = ['view', 'phone', 'website', 'directions'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Where a view came from (decision 028): the page before, by its path on this site, or elsewhere. */
export const VIEW_SOURCES = ['search', 'category', 'map', 'site', 'outside', 'direct'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

export const VIEW_SOURCE_LABELS: Record<ViewSource, string> = {
  search: 'Site içi arama',
  category: 'Kategori listeleri',
  map: 'Harita',
  site: 'Sitenin diğer sayfaları',
  outside: 'Başka siteler',
  direct: 'Doğrudan (bağlantı, yer imi)',
};

export interface AnalyticsEventRequest {
  businessId: number;
  type: AnalyticsEventType;
  /** Views only: where the visitor came from, and the words of our own search when it was one. */
  source?: ViewSource;
  term?: string;
}

/**
 * The source of a view from the referring page (browser-safe; the tracker calls it with document.referrer
 * and this page's origin): this site's /search (with its `q` words), category lists, the map, another page
 * of this site, another site, or nothing.
 */
export function viewSourceOf(referrer: string, selfOrigin: string): { source: ViewSource; term?: string } {
  if (!referrer) return { source: 'direct' };
  let u: URL;
  try {
    u = new URL(referrer);
  } catch {
    return { source: 'direct' };
  }
  if (u.origin !== selfOrigin) return { source: 'outside' };
  const path = u.pathname.toLowerCase();
  if (path === '/search' || path.startsWith('/search/')) {
    const q = u.searchParams.get('q')?.trim();
    return q ? { source: 'search', term: q.slice(0, 200) } : { source: 'search' };
  }
  if (path.startsWith('/category') || path.startsWith('/businesses')) return { source: 'category' };
  if (path === '/map' || path.startsWith('/map/')) return { source: 'map' };
  return { source: 'site' };
}
