/**
 * A cluster of at most CLUSTER_LIST_MAX businesses opens as a list of them instead of zooming in (decision 032: reaching one
 * pin from the city view took four taps). A cluster grouped in the browser knows its members; one of the server's
 * grid (or holding one) asks /api/map for its box at a close zoom, where the answer is single businesses. A larger
 * cluster zooms in as before (`zoom`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { MapBusiness, MapCluster } from '#lib/contract/map.ts';
import { fetchMap, isAbort } from './api.ts';
import { CLUSTER_LIST_MAX, type ClientCluster } from './client-clusters.ts';
import { mapApiUrl, type MapFilters } from './map-state.ts';

export interface OpenCluster {
  cluster: MapCluster | ClientCluster;
  /** The filters it was opened under (another filter closes it). */
  filters: MapFilters;
  /** null while they load. */
  members: MapBusiness[] | null;
  error: boolean;
}

/** The zoom at which /api/map answers single businesses for any box (src/features/search/map.ts). */
const MEMBERS_ZOOM = 15;
const EDGE = 1e-5;

export function useClusterList(filters: MapFilters, zoom: (c: MapCluster | ClientCluster) => void) {
  const [open, setOpen] = useState<OpenCluster | null>(null);
  const close = useCallback(() => setOpen(null), []);

  const openCluster = useCallback(
    (c: MapCluster | ClientCluster) => {
      if (c.count > CLUSTER_LIST_MAX) {
        setOpen(null);
        zoom(c);
        return;
      }
      setOpen({ cluster: c, filters, members: 'members' in c && c.members ? c.members : null, error: false });
    },
    [zoom, filters],
  );

  const shown = open?.filters === filters ? open : null;
  const pending = shown && shown.members === null && !shown.error ? shown.cluster : null;
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    const [w, s, e, n] = pending.bbox;
    const url = mapApiUrl({ zoom: MEMBERS_ZOOM, bbox: [w - EDGE, s - EDGE, e + EDGE, n + EDGE] }, filters);
    fetchMap(url, controller.signal).then(
      (answer) => setOpen((o) => (o?.cluster === pending ? { ...o, members: answer.businesses.slice(0, CLUSTER_LIST_MAX) } : o)),
      (err: unknown) => {
        if (!isAbort(err)) setOpen((o) => (o?.cluster === pending ? { ...o, error: true } : o));
      },
    );
    return () => controller.abort();
  }, [pending, filters]);

  return { open: shown, openCluster, close };
}
