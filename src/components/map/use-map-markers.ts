/**
 * What the map draws from an answer: clusters and single markers grouped for the zoom (client-clusters.ts), the
 * selected business always its own marker (never hidden inside a cluster under its popup) and kept in the one
 * list of markers (its element stays when it is selected or closed, so focus can go back to it), and each
 * category's colour.
 */
import { useCallback, useMemo } from 'react';
import type { MapAnswer, MapBusiness } from '#lib/contract/map.ts';
import { clusterMarkers } from './client-clusters.ts';
import { DEFAULT_MARKER_COLOR } from './markers.tsx';

export function useMapMarkers(
  data: MapAnswer | null,
  zoom: number,
  selected: MapBusiness | null,
  categories: readonly { slug: string; color: string | null }[],
) {
  const colorBySlug = useMemo(() => new Map(categories.map((c) => [c.slug, c.color ?? DEFAULT_MARKER_COLOR])), [categories]);
  const selectedId = selected?.id ?? null;
  const grouped = useMemo(
    () =>
      clusterMarkers(
        (data?.businesses ?? []).filter((b) => b.id !== selectedId),
        data?.clusters ?? [],
        zoom,
      ),
    [data, zoom, selectedId],
  );
  const markerList = selected ? [...grouped.singles, selected] : grouped.singles;
  const colorOf = useCallback(
    (b: MapBusiness) => b.categoryColor ?? colorBySlug.get(b.categorySlug) ?? DEFAULT_MARKER_COLOR,
    [colorBySlug],
  );
  return { clusters: grouped.clusters, markerList, colorOf, selectedId };
}
