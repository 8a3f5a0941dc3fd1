/**
 * The address as the store of a listing's filters: `?q=&district=&category=&open=1&sort=`, written with
 * replaceState (a shared link shows the same list). The first render is the server's (no filters: the
 * page's own cards); unknown values (a district or category that does not exist) are ignored. `sort=distance`
 * is "Yakınımda" (the visitor's position is asked of the browser and never written here).
 */
import { useMemo } from 'react';
import { foldTurkish } from '#lib/turkish.ts';
import type { BusinessSort } from '#lib/contract/queries.ts';
import { DEFAULT_SORT, isBusinessSort } from '#lib/sort.ts';
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';

export interface FilterOption {
  slug: string;
  name: string;
}

/** The list's orders: the pre-built ones, and "Yakınımda" (nearest first, from the search API). */
type ListingSort = BusinessSort | 'distance';
export const isListingSort = (v: string | null | undefined): v is ListingSort => v === 'distance' || isBusinessSort(v);

export interface Filters {
  q: string;
  district: string;
  category: string;
  open: boolean;
  sort: ListingSort;
}

const urlListeners = new Set<() => void>();
function subscribeUrl(onChange: () => void): () => void {
  urlListeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    urlListeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}
const clientSearch = () => window.location.search;
const serverSearch = () => '';

function writeUrl(f: Filters): void {
  const url = new URL(window.location.href);
  const set = (key: string, value: string, fallback: string) =>
    value && value !== fallback ? url.searchParams.set(key, value) : url.searchParams.delete(key);
  set('q', f.q, '');
  set('district', f.district, '');
  set('category', f.category, '');
  set('open', f.open ? '1' : '', '');
  set('sort', f.sort, DEFAULT_SORT);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  urlListeners.forEach((l) => l());
}

/** Matches an address value against the options by slug or by the folded name ("Çukurova", "cukurova"). */
function pick(value: string | null, options: readonly FilterOption[]): string {
  if (!value || value === 'all') return '';
  const folded = foldTurkish(value);
  return options.find((o) => o.slug === value || foldTurkish(o.name) === folded)?.slug ?? '';
}

export function useListingUrl(districts: readonly FilterOption[], categories: readonly FilterOption[] | undefined) {
  const search = useClientSnapshot(subscribeUrl, clientSearch, serverSearch);
  const filters = useMemo<Filters>(() => {
    const p = new URLSearchParams(search);
    const sort = p.get('sort');
    return {
      // As typed (the box shows it); cleaned for the API by the caller.
      q: p.get('q') ?? '',
      district: pick(p.get('district'), districts),
      category: categories ? pick(p.get('category'), categories) : '',
      open: p.get('open') === '1',
      sort: isListingSort(sort) ? sort : DEFAULT_SORT,
    };
  }, [search, districts, categories]);

  const update = (patch: Partial<Filters>) => writeUrl({ ...filters, ...patch });
  /** Every filter off; the order stays. */
  const clearAll = () => writeUrl({ q: '', district: '', category: '', open: false, sort: filters.sort });

  return { filters, update, clearAll };
}
