/**
 * The live map (maplibre through BaseMap, loaded lazily: use-live-map.ts) with the answer's clusters and
 * businesses, the visitor's position and, on a wide screen, the selected business's popup. While the
 * preview is still on screen (`previewShown`) the live map draws invisibly underneath it.
 */
import { Suspense, type ReactNode } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { buttonClass, cx } from '#components/ui/classes.ts';
import type { MapBusiness, MapCluster } from '#lib/contract/map.ts';
import type { MapStyleSettings } from '#lib/map-config.ts';
import type { InitialBounds, MapRef, ViewState } from './BaseMap.tsx';
import type { ClientCluster } from './client-clusters.ts';
import { MAP_COPY as copy } from './copy.ts';
import { MAP_HEIGHT_CLASS } from './layout.ts';
import type { LatLng } from './map-state.ts';
import { BusinessMarker, ClusterMarker, UserMarker } from './markers.tsx';
import type { Camera } from './preview.ts';
import { BaseMap } from './use-live-map.ts';

interface Props {
  settings: MapStyleSettings;
  previewShown: boolean;
  /** The first camera: the preview's (when it was shown), else `initialView` or fitted to `start` (undefined: not decided yet). */
  camera: Camera | null;
  initialView: ViewState;
  start: InitialBounds | null | undefined;
  onLoad: (map: MapRef) => void;
  onFallback: () => void;
  onFail: () => void;
  onMoveEnd: (e: { originalEvent?: unknown }) => void;
  onClick: () => void;
  onShowList: () => void;
  clusters: (MapCluster | ClientCluster)[];
  businesses: MapBusiness[];
  colorOf: (b: MapBusiness) => string;
  selectedId: number | null;
  onSelect: (b: MapBusiness) => void;
  onOpenCluster: (c: MapCluster | ClientCluster) => void;
  user: LatLng | null;
  /** The selected business's popup (wide screens; a phone shows a card instead). */
  popup: { business: MapBusiness; content: ReactNode; onClose: () => void } | null;
}

export function LiveMap(props: Props) {
  const { previewShown, camera, start, popup } = props;
  return (
    <div className={cx(previewShown && 'pointer-events-none absolute inset-0 opacity-0')} aria-hidden={previewShown || undefined}>
      <Suspense fallback={previewShown ? null : <MapPlaceholder />}>
        {start === undefined && !camera ? (
          <MapPlaceholder />
        ) : (
          <BaseMap
            aria-label={copy.mapLabel}
            settings={props.settings}
            initialViewState={camera ?? props.initialView}
            initialBounds={camera ? undefined : (start ?? undefined)}
            className={cx(MAP_HEIGHT_CLASS, 'rounded-card border border-line')}
            onLoad={props.onLoad}
            onFallback={props.onFallback}
            onFail={props.onFail}
            onMoveEnd={props.onMoveEnd}
            onClick={props.onClick}
            failedAction={
              <button type="button" onClick={props.onShowList} className={buttonClass({ variant: 'secondary' })}>
                {copy.showList}
              </button>
            }
          >
            {props.clusters.map((c) => (
              <ClusterMarker key={`c-${c.id}`} cluster={c} onOpen={props.onOpenCluster} />
            ))}
            {props.businesses.map((b) => (
              <BusinessMarker
                key={`b-${b.id}`}
                business={b}
                color={props.colorOf(b)}
                selected={b.id === props.selectedId}
                onSelect={props.onSelect}
              />
            ))}
            {props.user && <UserMarker latitude={props.user.latitude} longitude={props.user.longitude} />}
            {popup && (
              <Popup
                key={popup.business.id}
                longitude={popup.business.longitude}
                latitude={popup.business.latitude}
                anchor="bottom"
                offset={[0, -46]}
                closeButton={false}
                maxWidth="300px"
                focusAfterOpen={false}
                style={{ zIndex: 5 }}
                onClose={popup.onClose}
              >
                {popup.content}
              </Popup>
            )}
          </BaseMap>
        )}
      </Suspense>
    </div>
  );
}

function MapPlaceholder() {
  return (
    <div
      className={cx(MAP_HEIGHT_CLASS, 'flex items-center justify-center rounded-card border border-line bg-surface-sunken')}
      role="status"
    >
      <p className="rounded-control bg-surface px-4 py-2 text-sm font-medium text-ink shadow-card">Harita yükleniyor...</p>
    </div>
  );
}
