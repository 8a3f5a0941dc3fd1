/**
 * Client-side grouping of what /api/map sent, so markers never pile up: the server answers single
 * businesses when a viewport holds few enough (which can still be dozens on one street) and grid-cell
 * clusters otherwise (64–128 px cells, which can sit edge to edge). supercluster merges everything closer
 * than ~72 px at the current zoom, weighting server clusters by their counts and joining their bboxes.
 * Pure TypeScript (no React, no maplibre).
 */
import Supercluster from 'supercluster';
import type { MapBusiness, MapCluster } from '#lib/contract/map.ts';

/** From this zoom on every business is its own marker. */
export const CLUSTER_MAX_ZOOM = 16;
/** A cluster of at most this many businesses opens as a list of them (ClusterList), a larger one zooms in. */
export const CLUSTER_LIST_MAX = 10;
const RADIUS_PX = 72;

export interface ClientCluster extends MapCluster {
  /** The zoom at which this group splits (fly there when it is opened). */
  expansionZoom: number;
  /** Its businesses, when it holds at most CLUSTER_LIST_MAX and no server cluster (else they are asked for). */
  members?: MapBusiness[];
}

interface Weight {
  /** Index into the combined list (businesses first, then server clusters). */
  i: number;
  n: number;
  w: number;
  s: number;
  e: number;
  north: number;
}
type Sum = Omit<Weight, 'i'>;

export function clusterMarkers(
  businesses: readonly MapBusiness[],
  serverClusters: readonly MapCluster[],
  zoom: number,
): { clusters: (MapCluster | ClientCluster)[]; singles: MapBusiness[] } {
  const items: (MapBusiness | MapCluster)[] = [...businesses, ...serverClusters];
  if (items.length < 2) return { clusters: [...serverClusters], singles: [...businesses] };
  const index = new Supercluster<Weight, Sum>({
    radius: RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (p) => ({ n: p.n, w: p.w, s: p.s, e: p.e, north: p.north }),
    reduce: (acc, p) => {
      acc.n += p.n;
      acc.w = Math.min(acc.w, p.w);
      acc.s = Math.min(acc.s, p.s);
      acc.e = Math.max(acc.e, p.e);
      acc.north = Math.max(acc.north, p.north);
    },
  });
  index.load(
    items.map((it, i) => {
      const box: [number, number, number, number] = 'count' in it ? it.bbox : [it.longitude, it.latitude, it.longitude, it.latitude];
      const n = 'count' in it ? it.count : 1;
      return {
        type: 'Feature' as const,
        properties: { i, n, w: box[0], s: box[1], e: box[2], north: box[3] },
        geometry: { type: 'Point' as const, coordinates: [it.longitude, it.latitude] },
      };
    }),
  );
  const clusters: (MapCluster | ClientCluster)[] = [];
  const singles: MapBusiness[] = [];
  for (const f of index.getClusters([-180, -85, 180, 85], Math.floor(zoom))) {
    const p = f.properties;
    if ('cluster' in p && p.cluster) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const leaves = p.n <= CLUSTER_LIST_MAX ? index.getLeaves(p.cluster_id, CLUSTER_LIST_MAX).map((l) => items[l.properties.i]!) : [];
      const members = leaves.length > 0 && leaves.every((it) => !('count' in it)) ? (leaves as MapBusiness[]) : undefined;
      clusters.push({
        id: `yerel-${p.cluster_id}`,
        latitude: lat,
        longitude: lng,
        count: p.n,
        bbox: [p.w, p.s, p.e, p.north],
        expansionZoom: Math.min(index.getClusterExpansionZoom(p.cluster_id), CLUSTER_MAX_ZOOM + 1),
        ...(members ? { members } : {}),
      });
    } else {
      const it = items[(p as Weight).i]!;
      if ('count' in it) clusters.push(it);
      else singles.push(it);
    }
  }
  return { clusters, singles };
}
