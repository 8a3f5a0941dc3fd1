/**
 * The favourites' cards come from stored snapshots; the ones missing or older than a day are fetched from
 * GET /api/businesses/:id once per page view, a few at a time. A 404 marks a business as no longer public.
 */
import { useEffect, useRef } from 'react';
import { apiResult } from '#lib/api-client.ts';
import type { PublicBusiness } from '#lib/contract/businesses.ts';
import {
  markUnavailable,
  staleFavoriteIds,
  toSnapshot,
  updateSnapshots,
  type FavoriteSnapshot,
  type FavoritesState,
} from '#stores/favorites.ts';

const DETAIL_CONCURRENCY = 4;

/** Fetches the snapshots the page lacks, a few at a time; 404 marks a business as no longer public. */
async function refreshDetails(ids: number[], signal: AbortSignal): Promise<void> {
  const queue = [...ids];
  const fresh: FavoriteSnapshot[] = [];
  const gone: number[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const result = await apiResult<PublicBusiness>(`/api/businesses/${id}`, { signal });
        if (result.status === 404) gone.push(id);
        else if (!result.ok) throw result.error;
        else fresh.push(toSnapshot(result.data));
      } catch (e) {
        if (signal.aborted) return;
        console.warn(`favourites: details of ${id} could not be loaded`, e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DETAIL_CONCURRENCY, ids.length) }, worker));
  if (signal.aborted) return;
  updateSnapshots(fresh.filter((s) => s.id > 0 && s.name));
  markUnavailable(gone);
}

export function useFavoriteDetails(favorites: FavoritesState) {
  const requested = useRef(new Set<number>());
  // Missing or old snapshots are fetched once per page view.
  const staleKey = favorites.ready ? staleFavoriteIds(favorites).join(',') : '';
  useEffect(() => {
    const requestedIds = requested.current;
    const ids = staleKey
      ? staleKey
          .split(',')
          .map(Number)
          .filter((id) => !requestedIds.has(id))
      : [];
    if (ids.length === 0) return;
    for (const id of ids) requestedIds.add(id);
    const controller = new AbortController();
    void refreshDetails(ids, controller.signal);
    return () => {
      controller.abort();
      for (const id of ids) requestedIds.delete(id);
    };
  }, [staleKey]);
}
