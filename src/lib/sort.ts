/**
 * How business lists are filtered and ordered, on pre-built pages (the order they are rendered in) and in the
 * browser (ListingFilters). One definition, so a list sorted at build time and re-sorted in the browser agree.
 * Sorts (spec §9): rating (descending), name (Turkish alphabetical, Intl.Collator 'tr'), review count (descending).
 */
import { BUSINESS_SORTS, type BusinessSort } from '#lib/contract/queries.ts';
import { compareTr } from './turkish.ts';

export const DEFAULT_SORT: BusinessSort = 'rating';
export const SORT_LABELS: Readonly<Record<BusinessSort, string>> = { rating: 'Puan', name: 'İsim', reviews: 'Yorum sayısı' };

export interface Sortable {
  name: string;
  rating: number;
  reviewCount: number;
}

export function compareBusinesses(sort: BusinessSort): (a: Sortable, b: Sortable) => number {
  switch (sort) {
    case 'name':
      return (a, b) => compareTr(a.name, b.name) || b.rating - a.rating;
    case 'reviews':
      return (a, b) => b.reviewCount - a.reviewCount || b.rating - a.rating || compareTr(a.name, b.name);
    default:
      return (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || compareTr(a.name, b.name);
  }
}

export function isBusinessSort(v: string | null | undefined): v is BusinessSort {
  return !!v && (BUSINESS_SORTS as readonly string[]).includes(v);
}
