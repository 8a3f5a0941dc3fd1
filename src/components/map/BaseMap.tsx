/**
 * <BaseMap>: the one MapLibre map (react-map-gl/maplibre) every map island builds on: /map, the business
 * page's mini-map and the /add-business location picker. Stable props (other islands depend on them):
 *
 *   <BaseMap
 *     aria-label="İşletmeler haritası"       // required: names the map region for screen readers
 *     settings={{ styleUrl, attribution }}    // from the page (settings.ts); default OpenFreeMap liberty
 *     initialViewState={{ latitude: 37, longitude: 35.3213, zoom: 12 }}
 *     className="h-96 rounded-card"           // the wrapper: give it a height
 *     onClick={(e) => setPin(e.lngLat)}       // MapLayerMouseEvent (e.lngLat.lat / .lng)
 *     onMoveEnd={(e) => load(e.target.getBounds())}  // ViewStateChangeEvent
 *     onLoad={(map) => …}                     // MapRef, each time a map is ready (again after the fallback)
 *     onFallback={() => …}                    // the configured style failed; the local one is shown
 *     onFail={() => …}                        // the browser cannot draw the map ('Harita yüklenemedi' shows)
 *     failedAction={<button …>Listeye geç</button>}  // shown under 'Harita yüklenemedi'
 *     ref={mapRef}                            // MapRef (flyTo, getBounds, …); null until ready
 *   >
 *     <Marker longitude={…} latitude={…}><button …/></Marker>   // any react-map-gl children
 *   </BaseMap>
 *
 * Optional: `navigation` (zoom buttons, default true), `interactive` (default true), `cooperativeGestures`,
 * `cursor`, `minZoom`, `maxZoom`, `initialBounds` (start fitted to a box instead of `initialViewState`:
 * `{ bounds: [w, s, e, n], padding, maxZoom }`).
 *
 * Behaviour:
 * - States: 'Harita yükleniyor...' over the map until the style has loaded; 'Harita yüklenemedi' when the
 *   browser cannot draw it (no WebGL, the library failed to load), with `failedAction`.
 * - Fallback: when the configured style errors, does not load within STYLE_TIMEOUT_MS, its tiles fail
 *   before any has loaded, or the browser is offline, the map is re-created (same camera) with the local
 *   plain style, and a small notice says the base map is simplified. Children (markers, popups) stay.
 * - Attribution: the configured credit (or OpenFreeMap's) with the configured style; control labels in
 *   Turkish through maplibre's `locale`. Rotation and pitch are off (a city guide needs neither).
 * - The maplibre worker is served from our own origin (`?url`), which the CSP's worker-src allows.
 * - maplibre's stylesheet is not imported here: whoever loads BaseMap loads it first (withMapCss,
 *   map-css.ts), so it never blocks the first paint of a page whose map may never show.
 * The style and its fallback are use-map-style.ts; the states over the map MapStatus.tsx.
 */
import { forwardRef, useCallback, useRef, type ForwardedRef, type ReactNode, type Ref } from 'react';
import MapGL, { NavigationControl, type MapLayerMouseEvent, type MapRef, type ViewStateChangeEvent } from 'react-map-gl/maplibre';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { cx } from '#components/ui/classes.ts';
import {
  ADANA_CENTER,
  DEFAULT_MAP_SETTINGS,
  DEFAULT_ZOOM,
  FALLBACK_STYLE_URL,
  MAP_LOCALE_TR,
  type MapStyleSettings,
} from '#lib/map-config.ts';
import { MapStatus } from './MapStatus.tsx';
import { useMapStyle } from './use-map-style.ts';

export type { MapLayerMouseEvent, MapRef, ViewStateChangeEvent };

export interface ViewState {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** A box to start the camera on (west, south, east, north), with room around it and a zoom limit. */
export interface InitialBounds {
  bounds: [number, number, number, number];
  padding: { top: number; right: number; bottom: number; left: number };
  maxZoom: number;
}

export interface BaseMapProps {
  'aria-label': string;
  settings?: MapStyleSettings;
  initialViewState?: ViewState;
  initialBounds?: InitialBounds;
  className?: string;
  onClick?: (e: MapLayerMouseEvent) => void;
  onMoveEnd?: (e: ViewStateChangeEvent) => void;
  onLoad?: (map: MapRef) => void;
  onFallback?: () => void;
  onFail?: () => void;
  failedAction?: ReactNode;
  navigation?: boolean;
  interactive?: boolean;
  cooperativeGestures?: boolean;
  cursor?: string;
  minZoom?: number;
  maxZoom?: number;
  children?: ReactNode;
}

function assignRef<T>(ref: Ref<T | null> | ForwardedRef<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

// forwardRef from the preact/compat period (decision 019); under React 19 (decision 021) a plain `ref` prop would do too.
export default forwardRef<MapRef | null, BaseMapProps>(function BaseMap(
  {
    'aria-label': ariaLabel,
    settings = DEFAULT_MAP_SETTINGS,
    initialViewState = { ...ADANA_CENTER, zoom: DEFAULT_ZOOM },
    initialBounds,
    className,
    onClick,
    onMoveEnd,
    onLoad,
    onFallback,
    onFail,
    failedAction,
    navigation = true,
    interactive = true,
    cooperativeGestures,
    cursor,
    minZoom = 3,
    maxZoom = 19,
    children,
  },
  ref,
) {
  const mapRef = useRef<MapRef | null>(null);
  const setMapRef = useCallback(
    (map: MapRef | null) => {
      mapRef.current = map;
      assignRef(ref, map);
    },
    [ref],
  );
  const { mode, status, startView, handleLoad, handleError, handleSourceData } = useMapStyle({
    settings,
    mapRef,
    onLoad,
    onFallback,
    onFail,
  });

  const customAttribution = mode === 'configured' && settings.attribution ? settings.attribution : undefined;

  return (
    <div className={cx('relative overflow-hidden bg-surface-sunken', className)}>
      {status !== 'failed' && (
        <MapGL
          key={mode}
          ref={setMapRef}
          mapStyle={mode === 'configured' ? settings.styleUrl : FALLBACK_STYLE_URL}
          styleDiffing={false}
          initialViewState={
            startView ??
            (initialBounds
              ? { bounds: initialBounds.bounds, fitBoundsOptions: { padding: initialBounds.padding, maxZoom: initialBounds.maxZoom } }
              : initialViewState)
          }
          style={{ position: 'absolute', inset: 0 }}
          workerUrl={workerUrl}
          locale={{ ...MAP_LOCALE_TR, 'Map.Title': ariaLabel }}
          attributionControl={customAttribution ? { customAttribution } : {}}
          dragRotate={false}
          touchPitch={false}
          pitchWithRotate={false}
          maxPitch={0}
          minZoom={minZoom}
          maxZoom={maxZoom}
          interactive={interactive}
          cooperativeGestures={cooperativeGestures}
          cursor={cursor}
          onLoad={handleLoad}
          onError={handleError}
          onSourceData={handleSourceData}
          onClick={onClick}
          onMoveEnd={onMoveEnd}
        >
          {navigation && interactive && <NavigationControl position="top-right" showCompass={false} />}
          {children}
        </MapGL>
      )}

      <MapStatus mode={mode} status={status} failedAction={failedAction} />
    </div>
  );
});
