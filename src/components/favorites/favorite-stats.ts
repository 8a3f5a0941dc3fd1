import type { FavoriteEntry, FavoriteSnapshot } from '#stores/favorites.ts';

export interface FavoriteStats {
  total: number;
  categories: number;
  /** Mean rating of the rated favourites, or null when none is rated. */
  averageRating: number | null;
}

export function favoriteStats(items: readonly FavoriteEntry[]): FavoriteStats {
  const snaps = items.map((i) => i.snapshot).filter((s): s is FavoriteSnapshot => s !== null);
  const rated = snaps.filter((s) => s.rating > 0);
  return {
    total: items.length,
    categories: new Set(snaps.map((s) => s.categorySlug || s.category)).size,
    averageRating: rated.length ? rated.reduce((sum, s) => sum + s.rating, 0) / rated.length : null,
  };
}
