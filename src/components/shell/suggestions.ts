/** The header search's suggestions: the options of an answer (categories, businesses, "all results") and a small cache shared by every box on the page. */
import { searchHref } from '#lib/site.ts';
import type { Suggestions } from '#lib/contract/search.ts';
import { SUGGEST_COPY } from '#components/search/copy.ts';
import { categoryIcon } from '#components/ui/icon-names.ts';

/** Suggestions start at this many characters (trimmed). */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 150;

export type Option =
  | { kind: 'category'; key: string; href: string; label: string; meta: string; icon: string }
  | { kind: 'business'; key: string; href: string; label: string; meta: string; icon: string }
  | { kind: 'all'; key: string; href: string; label: string; meta: string; icon: string };

export interface Shown {
  query: string;
  options: Option[];
  /** Categories + businesses (without the "all results" row). */
  count: number;
}

/** Recent answers, shared by every box on the page (typing back over a prefix needs no new request). */
export const cache = new Map<string, Suggestions>();
const CACHE_SIZE = 30;

export function remember(key: string, s: Suggestions): void {
  cache.delete(key);
  cache.set(key, s);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

export function toOptions(query: string, s: Suggestions): Shown {
  const categories: Option[] = s.categories.map((c) => ({
    kind: 'category',
    key: `c-${c.slug}`,
    href: `/category/${encodeURIComponent(c.slug)}`,
    label: c.name,
    meta: `${SUGGEST_COPY.category} · ${SUGGEST_COPY.businessCount(c.businessCount)}`,
    icon: categoryIcon(null, c.slug),
  }));
  const businesses: Option[] = s.businesses.map((b) => ({
    kind: 'business',
    key: `b-${b.id}`,
    href: `/business/${b.id}`,
    label: b.name,
    meta: [b.category, b.district].filter(Boolean).join(' · '),
    icon: categoryIcon(null, b.categorySlug),
  }));
  const count = categories.length + businesses.length;
  const all: Option = { kind: 'all', key: 'all', href: searchHref(query), label: SUGGEST_COPY.allResults(query), meta: '', icon: 'search' };
  return { query, options: count > 0 ? [...categories, ...businesses, all] : [], count };
}
