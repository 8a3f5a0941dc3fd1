/**
 * The map's markers: GET /api/map for the viewport (the bbox rounded to the zoom's tiles, so nearby views
 * share cache entries) and the filters, asked again when either changes (the earlier request aborted). A
 * failed request keeps the last markers and says so (`error`). `loading`: the answer on screen is not the
 * one for the current viewport and filters.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MapAnswer } from '#lib/contract/map.ts';
import { DEFAULT_ZOOM } from '#lib/map-config.ts';
import { fetchMap, isAbort } from './api.ts';
import { mapApiUrl, roundedViewport, type MapFilters } from './map-state.ts';

export interface Answer {
  url: string;
  data: MapAnswer | null;
  error: string | null;
}

export type Viewport = ReturnType<typeof roundedViewport>;
export const sameViewport = (a: Viewport, b: Viewport) => a.zoom === b.zoom && a.bbox.every((v, i) => v === b.bbox[i]);

/**
 * Before the map has reported its bounds: Adana and its nearer districts (Karaisalı to Ceyhan, the coast
 * to Kozan), so the first answer holds every business the fitted map shows, edges included (an answer is
 * bounded whatever its box: coarser clusters for a larger one).
 */
const INITIAL_REQUEST = roundedViewport({ west: 34.8, south: 36.55, east: 35.95, north: 37.6 }, DEFAULT_ZOOM);

export function useMapAnswer(filters: MapFilters) {
  const [viewport, setViewport] = useState<Viewport>(INITIAL_REQUEST);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const apiUrl = mapApiUrl(viewport, filters);
  useEffect(() => {
    const controller = new AbortController();
    fetchMap(apiUrl, controller.signal).then(
      (data) => setAnswer({ url: apiUrl, data, error: null }),
      (e: unknown) => {
        if (!isAbort(e))
          setAnswer((prev) => ({ url: apiUrl, data: prev?.data ?? null, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => controller.abort();
  }, [apiUrl]);

  /** A new viewport from the map or the preview (the same one again asks for nothing). */
  const showViewport = useCallback((next: Viewport) => setViewport((prev) => (sameViewport(prev, next) ? prev : next)), []);

  return { data: answer?.data ?? null, error: answer?.error ?? null, loading: answer?.url !== apiUrl, showViewport };
}
