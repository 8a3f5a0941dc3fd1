/**
 * The map's markers as HTML <Marker>s holding real <button>s, so they are keyboard-reachable, named for
 * screen readers ("Kebapçı Halil, Restoranlar", "12 işletme — yakınlaştır", "4 işletme — listele") and need no glyph fonts or
 * sprites (the offline fallback style has none). The /api/map answer is bounded, so DOM markers are fine.
 *
 * Clicks are taken on the marker element itself (react-map-gl's Marker onClick, a native listener) and
 * stopped there, so the map underneath does not also see the click and close the popup just opened.
 *
 * Every answer for a new viewport brings new objects for the same businesses: the markers are memoised on
 * what they draw (id, position, count, colour, state), so a move re-renders only the markers that changed
 * (re-rendering a hundred on every answer was most of /map's main-thread time on a phone).
 */
import { memo } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import { Icon } from '#components/ui/Icon.tsx';
import { categoryIcon } from '#components/ui/icon-names.ts';
import { cx } from '#components/ui/classes.ts';
import type { MapBusiness, MapCluster } from '#lib/contract/map.ts';
import { CLUSTER_LIST_MAX } from './client-clusters.ts';
import { MAP_COPY as copy } from './copy.ts';
import { formatCount } from '#lib/format.ts';
import { once } from '#lib/once.ts';

/** Brand colour for categories without one of their own. */
export const DEFAULT_MARKER_COLOR = '#b4441c';

/** A cluster's round button ("12 işletme — yakınlaştır"), drawn the same on the map and on its phone preview. */
export function ClusterPin({ cluster }: { cluster: MapCluster }) {
  const size =
    cluster.count < 10
      ? 'size-10 text-sm'
      : cluster.count < 100
        ? 'size-12 text-sm'
        : cluster.count < 1000
          ? 'size-14 text-base'
          : 'size-16 text-base';
  return (
    <button
      type="button"
      data-map-cluster={cluster.count}
      aria-label={cluster.count <= CLUSTER_LIST_MAX ? copy.clusterList(cluster.count) : copy.cluster(cluster.count)}
      className={cx(
        size,
        'flex cursor-pointer items-center justify-center rounded-full border-[3px] border-white bg-accent-700 font-bold text-white tabular-nums shadow-lg ring-4 ring-accent-700/25 transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink motion-reduce:transition-none',
      )}
    >
      {cluster.count >= 10000 ? compactCount().format(cluster.count) : formatCount(cluster.count)}
    </button>
  );
}

export const ClusterMarker = memo(function ClusterMarker({ cluster, onOpen }: { cluster: MapCluster; onOpen: (c: MapCluster) => void }) {
  return (
    <Marker
      longitude={cluster.longitude}
      latitude={cluster.latitude}
      anchor="center"
      onClick={(e) => {
        e.originalEvent.stopPropagation();
        onOpen(cluster);
      }}
    >
      <ClusterPin cluster={cluster} />
    </Marker>
  );
}, sameCluster);

// Counts below 10.000 need no Intl (formatCount); the compact form ("12 B") only for the largest clusters.
const compactCount = once(() => new Intl.NumberFormat('tr-TR', { notation: 'compact' }));

export function sameCluster(a: { cluster: MapCluster; onOpen: unknown }, b: { cluster: MapCluster; onOpen: unknown }): boolean {
  const x = a.cluster;
  const y = b.cluster;
  return (
    a.onOpen === b.onOpen &&
    x.id === y.id &&
    x.count === y.count &&
    x.latitude === y.latitude &&
    x.longitude === y.longitude &&
    x.bbox.every((v, i) => v === y.bbox[i]) &&
    ('expansionZoom' in x ? x.expansionZoom : null) === ('expansionZoom' in y ? y.expansionZoom : null)
  );
}

export interface BusinessMarkerProps {
  business: MapBusiness;
  color: string;
  selected: boolean;
  onSelect: (b: MapBusiness) => void;
}

/** A business's pin (its category's colour and icon, a star when featured), drawn the same on the map and on its phone preview. */
export function BusinessPin({ business: b, color, selected }: Omit<BusinessMarkerProps, 'onSelect'>) {
  return (
    <button
      type="button"
      data-map-business={b.id}
      aria-label={copy.business(b.name, b.category)}
      aria-pressed={selected}
      title={b.name}
      className={cx(
        'group relative flex cursor-pointer flex-col items-center focus-visible:outline-none',
        selected ? 'scale-125' : 'hover:scale-110',
        'transition-transform motion-reduce:transition-none',
      )}
    >
      <span
        className="flex size-9 items-center justify-center rounded-full border-2 border-white text-white shadow-md group-focus-visible:outline-3 group-focus-visible:outline-offset-2 group-focus-visible:outline-ink"
        style={{ backgroundColor: color }}
      >
        <Icon name={categoryIcon(null, b.categorySlug)} size={18} />
      </span>
      <span className="-mt-1 size-2.5 rotate-45 border-r-2 border-b-2 border-white" style={{ backgroundColor: color }} aria-hidden="true" />
      {b.isFeatured && (
        <span
          className="absolute -top-1.5 -right-1.5 flex size-4 items-center justify-center rounded-full bg-highlight-300 text-ink ring-2 ring-white"
          aria-hidden="true"
        >
          <Icon name="star" size={10} filled />
        </span>
      )}
    </button>
  );
}

/** The stacking order of a business marker: the selected one on top, then featured ones. */
export const businessZ = (b: MapBusiness, selected: boolean) => (selected ? 3 : b.isFeatured ? 2 : 1);

export const BusinessMarker = memo(function BusinessMarker({ business: b, color, selected, onSelect }: BusinessMarkerProps) {
  return (
    <Marker
      longitude={b.longitude}
      latitude={b.latitude}
      anchor="bottom"
      style={{ zIndex: businessZ(b, selected) }}
      onClick={(e) => {
        e.originalEvent.stopPropagation();
        onSelect(b);
      }}
    >
      <BusinessPin business={b} color={color} selected={selected} />
    </Marker>
  );
}, sameBusinessMarker);

/** Same marker: the same business at the same place, drawn the same way (its other fields come from the answer it was drawn from). */
export function sameBusinessMarker(a: BusinessMarkerProps, b: BusinessMarkerProps): boolean {
  const x = a.business;
  const y = b.business;
  return (
    a.color === b.color &&
    a.selected === b.selected &&
    a.onSelect === b.onSelect &&
    x.id === y.id &&
    x.latitude === y.latitude &&
    x.longitude === y.longitude &&
    x.name === y.name &&
    x.category === y.category &&
    x.categorySlug === y.categorySlug &&
    x.isFeatured === y.isFeatured
  );
}

/** The visitor's position: a blue dot titled 'Konumunuz'. */
export function UserDot() {
  return (
    <span role="img" aria-label={copy.you} title={copy.you} data-map-user className="relative flex size-5">
      <span className="absolute inset-0 animate-ping rounded-full bg-blue-500/50 motion-reduce:animate-none" aria-hidden="true" />
      <span className="relative size-5 rounded-full border-[3px] border-white bg-blue-600 shadow-md" />
    </span>
  );
}

export function UserMarker({ latitude, longitude }: { latitude: number; longitude: number }) {
  return (
    <Marker longitude={longitude} latitude={latitude} anchor="center" style={{ zIndex: 4 }}>
      <UserDot />
    </Marker>
  );
}
