/**
 * Where the map looks, for the live map (maplibre, through `mapRef`) and for the preview drawn before it
 * (`camera`, MapPreview): the first view (use-map-start.ts), fitted to the first answer with room around the
 * controls (FIT_PADDING) unless a focus or the visitor moved it first; the viewport asked of /api/map after
 * each move (debounced); moves asked for by others (`showOnMap`: a focus, 'Haritada gör', locating), which
 * wait for the map when it is not ready yet; a cluster opened (`openCluster`); the preview's zoom buttons.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { MapAnswer, MapCluster } from '#lib/contract/map.ts';
import { ADANA_CENTER, DEFAULT_ZOOM } from '#lib/map-config.ts';
import type { MapRef, ViewState } from './BaseMap.tsx';
import type { ClientCluster } from './client-clusters.ts';
import { CLUSTER_PADDING, FIT_PADDING, popupRoom } from './layout.ts';
import { roundedViewport, type MapView } from './map-state.ts';
import { cameraAt, clampZoom, fitCamera, viewBounds, type Camera, type Size } from './preview.ts';
import type { Viewport } from './use-map-answer.ts';
import { answerExtent, useMapStart } from './use-map-start.ts';

const MOVE_DEBOUNCE_MS = 250;

interface CameraInput {
  view: MapView;
  /** The URL's focus on the first render: a focused page is never fitted to the first answer. */
  focus: number | null;
  compactRef: RefObject<boolean>;
  /** From useLiveMap. */
  liveWanted: boolean;
  mapFailed: boolean;
  focusInPreviewRef: RefObject<boolean>;
  /** From useMapAnswer. */
  data: MapAnswer | null;
  error: string | null;
  showViewport: (next: Viewport) => void;
}

export function useMapCamera({
  view,
  focus,
  compactRef,
  liveWanted,
  mapFailed,
  focusInPreviewRef,
  data,
  error,
  showViewport,
}: CameraInput) {
  /**
   * The camera is still to be fitted to the first answer (never after a focus, a move by the visitor or
   * locating). Until then the map counts as loading (aria-busy): its markers are about to move.
   */
  const [fitPending, setFitPending] = useState(focus === null);
  /** The preview's camera (null: no preview, the map library draws from the start) and its box's size. */
  const [camera, setCamera] = useState<Camera | null>(null);
  const cameraRef = useRef<Camera | null>(null);
  useEffect(() => {
    cameraRef.current = camera;
  }, [camera]);
  const [previewSize, setPreviewSize] = useState<Size | null>(null);
  // A hidden preview (the list view) measures 0×0: it keeps the last real size.
  const onPreviewSize = useCallback((size: Size) => {
    if (size.width > 0 && size.height > 0)
      setPreviewSize((prev) => (prev && prev.width === size.width && prev.height === size.height ? prev : size));
  }, []);

  const mapRef = useRef<MapRef | null>(null);
  /**
   * True from the moment BaseMap gives up the configured style until the re-created map has loaded: the
   * old map is removed with the popup on it, and maplibre reports that as the popup closing — which must not
   * clear ?focus (the popup opens again on the new map).
   */
  const recreatingRef = useRef(false);
  const [mapReady, setMapReady] = useState(false);
  /** The map's zoom after the last move (client-side clusters depend on it). */
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const moveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Where the map should go once it is ready (a focus loaded before the map, 'Haritada gör' from the list). */
  const pendingView = useRef<(ViewState & { popup: boolean }) | null>(null);
  const [initialView, setInitialView] = useState<ViewState>({ ...ADANA_CENTER, zoom: DEFAULT_ZOOM });

  const { start, startedFittedRef } = useMapStart({ fitPending, setFitPending, setInitialView, data, error });

  // The preview starts where the map would have: fitted to the first answer, or on the default or focused view.
  if (!liveWanted && camera === null && start !== undefined && previewSize) {
    setCamera(start ? fitCamera(start.bounds, previewSize, start.padding, start.maxZoom) : { ...initialView });
    setFitPending(false);
  }

  // The preview's viewport is asked for as the map's is (its bounds, rounded to the zoom's tiles).
  useEffect(() => {
    if (!camera || !previewSize || mapRef.current) return;
    setZoom(camera.zoom);
    showViewport(roundedViewport(viewBounds(camera, previewSize), camera.zoom));
  }, [camera, previewSize, showViewport]);

  const readViewport = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    showViewport(roundedViewport({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, map.getZoom()));
  }, [showViewport]);

  const onMoveEnd = useCallback(
    (e: { originalEvent?: unknown }) => {
      // A move by the visitor (drag, wheel, zoom buttons) keeps their camera: no fitting afterwards.
      if (e.originalEvent) setFitPending(false);
      const map = mapRef.current;
      if (map) setZoom(map.getZoom());
      clearTimeout(moveTimer.current);
      moveTimer.current = setTimeout(readViewport, MOVE_DEBOUNCE_MS);
    },
    [readViewport],
  );

  useEffect(() => () => clearTimeout(moveTimer.current), []);

  // The first answer (no focus, the visitor has not moved the map): fit its businesses and clusters into the
  // map with room around the controls, never past the default zoom.
  useEffect(() => {
    const map = mapRef.current;
    if (!fitPending || !map || !mapReady || !data || view !== 'map') return;
    setFitPending(false);
    const extent = answerExtent(data);
    const { clientWidth: w, clientHeight: h } = map.getContainer();
    // A map too small for the padding (a very narrow window) keeps its camera.
    if (!extent || w <= FIT_PADDING.left + FIT_PADDING.right + 40 || h <= FIT_PADDING.top + FIT_PADDING.bottom + 40) return;
    map.fitBounds(extent, { padding: FIT_PADDING, maxZoom: DEFAULT_ZOOM, duration: 0 });
    // Ask for the fitted viewport now (in this render's batch), not after the move debounce.
    clearTimeout(moveTimer.current);
    setZoom(map.getZoom());
    readViewport();
  }, [fitPending, mapReady, data, view, readViewport]);

  const onMapLoad = useCallback(
    (map: MapRef) => {
      mapRef.current = map;
      recreatingRef.current = false;
      setMapReady(true);
      // Started fitted to the first answer: nothing left to fit.
      if (startedFittedRef.current) setFitPending(false);
      const target = pendingView.current;
      pendingView.current = null;
      // Replacing the preview: exactly where it was (the visitor may have zoomed while the library loaded).
      const previewed = cameraRef.current;
      if (previewed) map.jumpTo({ center: [previewed.longitude, previewed.latitude], zoom: previewed.zoom });
      else if (target)
        map.easeTo({
          center: [target.longitude, target.latitude],
          zoom: target.zoom,
          offset: [0, target.popup ? popupRoom(compactRef.current) : 0],
          duration: 0,
        });
      if (focusInPreviewRef.current) {
        focusInPreviewRef.current = false;
        map.getCanvas().focus();
      }
      setZoom(map.getZoom());
      readViewport();
    },
    [readViewport, startedFittedRef, compactRef, focusInPreviewRef],
  );

  /**
   * Moves the map (now, or once it is ready and visible). With `popup`, the point sits below the centre so
   * the popup above it fits.
   */
  const showOnMap = useCallback(
    (target: ViewState, animate: boolean, popup = false) => {
      setFitPending(false);
      const map = mapRef.current;
      if (!map) {
        pendingView.current = { ...target, popup };
        setInitialView(target);
        // The preview moves at once (no animation: it draws no tiles between).
        setCamera((c) => c && cameraAt(target, target.zoom, popup ? popupRoom(compactRef.current) : 0));
        return;
      }
      // The map may have been hidden (list view) until this render: size it first.
      requestAnimationFrame(() => {
        map.resize();
        const options = {
          center: [target.longitude, target.latitude] as [number, number],
          zoom: target.zoom,
          offset: [0, popup ? popupRoom(compactRef.current) : 0] as [number, number],
        };
        if (animate && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) map.flyTo({ ...options, duration: 800 });
        else map.easeTo({ ...options, duration: 0 });
      });
    },
    [compactRef],
  );

  // Back to the map view after the list: the map was hidden, so it must measure itself again.
  useEffect(() => {
    if (view === 'map' && mapReady) requestAnimationFrame(() => mapRef.current?.resize());
  }, [view, mapReady]);

  const openCluster = useCallback(
    (c: MapCluster | ClientCluster) => {
      const map = mapRef.current;
      const [w, s, e, n] = c.bbox;
      const nextZoom = (now: number) => ('expansionZoom' in c ? Math.max(c.expansionZoom, now + 1) : Math.min(now + 2, 19));
      const point = e - w < 1e-6 && n - s < 1e-6;
      if (!map) {
        // The preview zooms in on the cluster the same way (at once).
        setFitPending(false);
        setCamera((cam) => {
          if (!cam || !previewSize) return cam;
          const next = nextZoom(cam.zoom);
          return point
            ? cameraAt(c, next)
            : fitCamera(
                c.bbox,
                previewSize,
                { top: CLUSTER_PADDING, right: CLUSTER_PADDING, bottom: CLUSTER_PADDING, left: CLUSTER_PADDING },
                Math.max(next, Math.min(cam.zoom + 1, 19)),
              );
        });
        return;
      }
      const now = map.getZoom();
      const next = nextZoom(now);
      if (point) map.flyTo({ center: [c.longitude, c.latitude], zoom: next });
      else map.fitBounds([w, s, e, n], { padding: CLUSTER_PADDING, maxZoom: Math.max(next, Math.min(now + 1, 19)), duration: 600 });
    },
    [previewSize],
  );

  const zoomPreview = useCallback((delta: 1 | -1) => {
    setFitPending(false);
    setCamera((c) => c && { ...c, zoom: clampZoom(c.zoom + delta) });
  }, []);

  const onMapFallback = useCallback(() => {
    recreatingRef.current = true;
  }, []);

  /** The preview is on screen: no map library yet, or it has not drawn its first frame (and has not failed). */
  const previewShown = !liveWanted || (camera !== null && !mapReady && !mapFailed);

  return {
    mapRef,
    recreatingRef,
    fitPending,
    start,
    initialView,
    zoom,
    camera,
    setCamera,
    previewSize,
    onPreviewSize,
    previewShown,
    onMapLoad,
    onMapFallback,
    onMoveEnd,
    showOnMap,
    openCluster,
    zoomPreview,
  };
}
