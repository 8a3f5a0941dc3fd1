/**
 * The browser side of the search calls (the functions live in functions/):
 *   GET /api/businesses/search?q=&category=&district=&sort=&limit=&offset=  → SearchItem[] + X-Total-Count
 *   GET /api/search/suggest?q=                                             → Suggestions
 * Errors: the server's Turkish `{message}` when there is one, else the spec's `"<status>: <text>"` (§8).
 * Aborted requests reject with the AbortError untouched, so callers can ignore them (isAbort).
 */
import { searchApiUrl, PAGE_SIZE, type SearchState } from './search-state.ts';

export interface SearchItem {
  id: number;
  name: string;
  category: string;
  categorySlug: string;
  subcategory: string | null;
  district: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  rating: number;
  reviewCount: number;
  phone: string | null;
  priceRange: string | null;
  images: string[];
  features: string[];
  isOpen: boolean;
  isFeatured: boolean;
}

// The answer types are the server's own (type-only import: nothing of the server reaches the bundle).
export type { SuggestBusiness, SuggestCategory, Suggestions } from '#lib/contract/search.ts';
import type { Suggestions } from '#lib/contract/search.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isAbort = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';

/** The error for a non-OK answer: the server's Turkish message, or "<status>: <text>". */
export async function apiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let message = '';
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    /* not JSON */
  }
  return new ApiError(message || `${res.status}: ${text || res.statusText}`, res.status);
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;
const optNum = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null);
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Normalises one search item (numeric strings from numeric columns become numbers). */
export function toSearchItem(raw: unknown): SearchItem {
  const r = (raw ?? {}) as Record<string, unknown>;
  return {
    id: num(r.id),
    name: String(r.name ?? ''),
    category: String(r.category ?? ''),
    categorySlug: String(r.categorySlug ?? ''),
    subcategory: typeof r.subcategory === 'string' ? r.subcategory : null,
    district: String(r.district ?? ''),
    address: String(r.address ?? ''),
    latitude: optNum(r.latitude),
    longitude: optNum(r.longitude),
    rating: num(r.rating),
    reviewCount: num(r.reviewCount),
    phone: typeof r.phone === 'string' ? r.phone : null,
    priceRange: typeof r.priceRange === 'string' ? r.priceRange : null,
    images: strList(r.images),
    features: strList(r.features),
    isOpen: r.isOpen !== false,
    isFeatured: r.isFeatured === true,
  };
}

export interface SearchPage {
  items: SearchItem[];
  total: number;
  /** The server stopped counting at `total` (X-Total-Count-Capped: 1): there are more. */
  capped: boolean;
}

export async function fetchSearch(state: SearchState, offset: number, signal: AbortSignal, limit = PAGE_SIZE): Promise<SearchPage> {
  const res = await fetch(searchApiUrl(state, offset, limit), { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) throw await apiError(res);
  const body = (await res.json()) as unknown;
  const items = Array.isArray(body) ? body.map(toSearchItem) : [];
  const header = Number(res.headers.get('X-Total-Count'));
  // Without the header the count is at least what arrived (and more pages exist only if the page was full).
  const total = Number.isFinite(header) && res.headers.has('X-Total-Count') ? header : offset + items.length + (items.length === limit ? 1 : 0);
  return { items, total, capped: res.headers.get('X-Total-Count-Capped') === '1' };
}

export async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestions> {
  const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, {
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw await apiError(res);
  const body = ((await res.json()) ?? {}) as { businesses?: unknown; categories?: unknown };
  const businesses = Array.isArray(body.businesses)
    ? body.businesses.map((b: Record<string, unknown>) => ({
        id: num(b.id),
        name: String(b.name ?? ''),
        category: String(b.category ?? ''),
        categorySlug: String(b.categorySlug ?? ''),
        district: String(b.district ?? ''),
      }))
    : [];
  const categories = Array.isArray(body.categories)
    ? body.categories.map((c: Record<string, unknown>) => ({ name: String(c.name ?? ''), slug: String(c.slug ?? ''), businessCount: num(c.businessCount) }))
    : [];
  return { businesses: businesses.filter((b) => b.id > 0 && b.name), categories: categories.filter((c) => c.slug && c.name) };
}
