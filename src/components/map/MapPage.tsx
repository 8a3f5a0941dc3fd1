/**
 * The /map island (client:only="react"; the page gives it a fixed-size placeholder). The URL is the state
 * (map-state.ts): q, category, district, open, view (map | list) and focus (the open business).
 * - Filters: text (submitted, or after a pause while typing), category and district ('Tümü'), 'Şimdi açık'
 *   (open=1: the map and the list show only the businesses open now; the switch of the lists' FilterBar),
 *   'Filtreleri temizle'. Filter and view changes push a history entry (Back restores them); focus replaces it. On a
 *   phone (below lg) the filters fold behind a 'Filtreler' button that shows how many are set, so the map
 *   is the page (layout.ts: it fills the screen below the toolbar).
 * - Map: BaseMap with HTML markers from GET /api/map for the viewport, asked again after each move (debounced,
 *   the bbox rounded to the zoom's tiles so nearby views share cache entries): clusters at low zoom, the
 *   businesses themselves closer in. A marker opens its popup (BusinessSummary: 'Detaylar', directions) and
 *   selects the business; a cluster zooms to its bounds. On a phone the summary is a card along the map's
 *   bottom (always in view; the map pans the marker above it) instead of a popup. The first answer is
 *   fitted into view with room around the controls (FIT_PADDING), so no cluster starts under the zoom buttons;
 *   where that would mean a zoom below MIN_FIT_ZOOM (a phone) the map starts there, on where most businesses are.
 * - 'Konumumu bul': the browser's position, the map at zoom 15 with a blue 'Konumunuz' marker; the list is
 *   then sorted by distance. Failures are toasts (notify), never alert().
 * - Counts: "N işletme, M tanesi haritada" from /api/map (total and with coordinates for the filters).
 * - List: MapList, the full alternative for keyboard and screen-reader users; its 'Haritada gör' switches to
 *   the map and opens that business.
 * The map library and its stylesheet are loaded only when the map is first shown (the list view alone never loads them),
 * and on a phone only when the visitor reaches for the map: until then MapPreview draws the same markers on the
 * plain local map at the same camera, and handles zoom, clusters, the card, locate and focus (decision 020).
 */
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type SubmitEvent } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { ClearFiltersButton, OpenNowSwitch } from '#components/ui/FilterBar.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { currentSearch, navigateTo, serverSearch, subscribeUrl } from '#components/search/url-store.ts';
import { cleanQuery } from '#components/search/search-state.ts';
import { MAX_QUERY_LENGTH } from '#lib/contract/queries.ts';
import type { MapAnswer, MapBusiness, MapCluster } from '#lib/contract/map.ts';
import type { SearchListItem } from '#lib/contract/search.ts';
import { fetchFocus, fetchMap, isAbort, listItemToMap } from './api.ts';
import type { InitialBounds, MapRef, ViewState } from './BaseMap.tsx';
import { BusinessSummary } from './BusinessSummary.tsx';
import { clusterMarkers, type ClientCluster } from './client-clusters.ts';
import { MAP_COPY as copy } from './copy.ts';
import { ADANA_CENTER, DEFAULT_ZOOM, DETAIL_ZOOM, LOCATE_ZOOM, type MapStyleSettings } from '#lib/map-config.ts';
import { withMapCss } from './map-css.ts';
import { MapPreview } from './MapPreview.tsx';
import { cameraAt, clampZoom, fitCamera, fitZoom, project, viewBounds, type Camera, type Size } from './preview.ts';
import { COMPACT_QUERY, FIT_PADDING, MAP_HEIGHT_CLASS, TOOLBAR_MIN_HEIGHT_CLASS } from './layout.ts';
import {
  activeFilterCount,
  ALL,
  distanceKm,
  filterKey,
  formatDistance,
  hasMapFilters,
  mapApiUrl,
  mapPageHref,
  parseMapParams,
  roundedViewport,
  type LatLng,
  type MapState,
} from './map-state.ts';
import { MapList } from './MapList.tsx';
import { BusinessMarker, ClusterMarker, DEFAULT_MARKER_COLOR, UserMarker } from './markers.tsx';

/**
 * The map module (BaseMap, react-map-gl), its stylesheet and the map library itself, asked for together as
 * soon as the page shows the map (after its first paint), so the library downloads while the first answer
 * is on its way.
 */
let baseMapModule: Promise<typeof import('./BaseMap.tsx')> | null = null;
const loadBaseMap = () => (baseMapModule ??= Promise.all([withMapCss(import('./BaseMap.tsx')), import('maplibre-gl')]).then(([m]) => m));
const BaseMap = lazy(loadBaseMap);

export interface MapOption {
  name: string;
  slug: string;
}

interface Props {
  categories: (MapOption & { color: string | null })[];
  districts: MapOption[];
  settings: MapStyleSettings;
}

const TYPING_DEBOUNCE_MS = 400;
const MOVE_DEBOUNCE_MS = 250;
/** Pixels below the centre for a point whose popup opens above it. */
const POPUP_ROOM = 130;
/** On a phone: pixels above the centre for a point, so the bottom card does not cover it. */
const CARD_ROOM = -110;
/** A point the phone's card (the bottom ~45 % of the map) or the edges would hide: the map brings it above the card. */
const hiddenByCard = (p: { x: number; y: number }, w: number, h: number) => p.y > h * 0.5 || p.y < 60 || p.x < 30 || p.x > w - 30;
/** Room around a cluster's members when it is opened. */
const CLUSTER_PADDING = 72;
/** Where a selected point goes relative to the centre: below it for the popup, above it for the phone's card. */
const popupRoom = (compact: boolean) => (compact ? CARD_ROOM : POPUP_ROOM);
/** How long the map waits for the first answer to start fitted to it (else it starts on the city centre). */
const START_WAIT_MS = 2500;
/**
 * Before the map has reported its bounds: Adana and its nearer districts (Karaisalı to Ceyhan, the coast
 * to Kozan), so the first answer holds every business the fitted map shows, edges included (an answer is
 * bounded whatever its box: coarser clusters for a larger one).
 */
const INITIAL_REQUEST = roundedViewport({ west: 34.8, south: 36.55, east: 35.95, north: 37.6 }, DEFAULT_ZOOM);

interface Answer {
  url: string;
  data: MapAnswer | null;
  error: string | null;
}

type Viewport = ReturnType<typeof roundedViewport>;
const sameViewport = (a: Viewport, b: Viewport) => a.zoom === b.zoom && a.bbox.every((v, i) => v === b.bbox[i]);

function subscribeCompact(onChange: () => void): () => void {
  const query = window.matchMedia(COMPACT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isCompact = () => window.matchMedia(COMPACT_QUERY).matches;

/** The lowest zoom the first view is fitted to: below it (a phone, businesses far apart) the map starts there. */
const MIN_FIT_ZOOM = DEFAULT_ZOOM - 2;

/** Where an answer's businesses are on average (clusters weighted by their counts). */
function answerCentre(data: MapAnswer): { latitude: number; longitude: number } {
  let n = 0;
  let lat = 0;
  let lng = 0;
  for (const b of data.businesses) {
    n += 1;
    lat += b.latitude;
    lng += b.longitude;
  }
  for (const c of data.clusters) {
    n += c.count;
    lat += c.latitude * c.count;
    lng += c.longitude * c.count;
  }
  return n ? { latitude: lat / n, longitude: lng / n } : ADANA_CENTER;
}

/** The extent of an answer's businesses and the members of its clusters (west, south, east, north), or null when empty. */
function answerExtent(data: MapAnswer): [number, number, number, number] | null {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const b of data.businesses) {
    w = Math.min(w, b.longitude);
    e = Math.max(e, b.longitude);
    s = Math.min(s, b.latitude);
    n = Math.max(n, b.latitude);
  }
  // A cluster's members reach to its bbox (its position is their centre).
  for (const c of data.clusters) {
    w = Math.min(w, c.bbox[0]);
    s = Math.min(s, c.bbox[1]);
    e = Math.max(e, c.bbox[2]);
    n = Math.max(n, c.bbox[3]);
  }
  return Number.isFinite(w) ? [w, s, e, n] : null;
}

export default function MapPage({ categories, districts, settings }: Props) {
  const known = useMemo(() => ({ categories: categories.map((c) => c.slug), districts: districts.map((d) => d.slug) }), [categories, districts]);
  const colorBySlug = useMemo(() => new Map(categories.map((c) => [c.slug, c.color ?? DEFAULT_MARKER_COLOR])), [categories]);
  // client:only: no server HTML to match, so the first render reads the browser (not useClientSnapshot).
  const search = useSyncExternalStore(subscribeUrl, currentSearch, serverSearch);
  const state = useMemo(() => parseMapParams(search ?? '', known), [search, known]);
  const fKey = filterKey(state);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters change exactly when their key does
  const filters = useMemo(() => ({ q: state.q, category: state.category, district: state.district, open: state.open }), [fKey]);

  const compact = useSyncExternalStore(subscribeCompact, isCompact, () => false);
  const compactRef = useRef(compact);
  useEffect(() => {
    compactRef.current = compact;
  }, [compact]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  /**
   * The camera is still to be fitted to the first answer (never after a focus, a move by the visitor or
   * locating). Until then the map counts as loading (aria-busy): its markers are about to move.
   */
  const [fitPending, setFitPending] = useState(state.focus === null);

  const [mapShown, setMapShown] = useState(state.view === 'map');
  if (state.view === 'map' && !mapShown) setMapShown(true);
  /**
   * Whether the map library is wanted. On a phone the first view is the preview (MapPreview, decision 020):
   * maplibre loads when the visitor reaches for the map (a drag, a pinch, the preview's button), or when the
   * window becomes wider than a phone. Elsewhere it loads as soon as the map is shown.
   */
  const [liveWanted, setLiveWanted] = useState(() => !isCompact());
  if (!compact && !liveWanted) setLiveWanted(true);
  /** Whether the keyboard was in the preview when the map was asked for: focus then moves to the map (the preview goes). */
  const focusInPreview = useRef(false);
  const activate = useCallback(() => {
    focusInPreview.current = Boolean(document.activeElement?.closest('[data-map-preview]'));
    setLiveWanted(true);
  }, []);
  /** The preview's camera (null: no preview, the map library draws from the start) and its box's size. */
  const [camera, setCamera] = useState<Camera | null>(null);
  const cameraRef = useRef<Camera | null>(null);
  useEffect(() => {
    cameraRef.current = camera;
  }, [camera]);
  const [previewSize, setPreviewSize] = useState<Size | null>(null);
  // A hidden preview (the list view) measures 0×0: it keeps the last real size.
  const onPreviewSize = useCallback((size: Size) => {
    if (size.width > 0 && size.height > 0) setPreviewSize((prev) => (prev && prev.width === size.width && prev.height === size.height ? prev : size));
  }, []);
  const [mapFailed, setMapFailed] = useState(false);
  const onMapFail = useCallback(() => setMapFailed(true), []);

  useEffect(() => {
    if (mapShown && liveWanted) void loadBaseMap();
  }, [mapShown, liveWanted]);

  const mapRef = useRef<MapRef | null>(null);
  /**
   * True from the moment BaseMap gives up the configured style until the re-created map has loaded: the
   * old map is removed with the popup on it, and maplibre reports that as the popup closing — which must not
   * clear ?focus (the popup opens again on the new map).
   */
  const recreating = useRef(false);
  const [mapReady, setMapReady] = useState(false);
  const [viewport, setViewport] = useState<Viewport>(INITIAL_REQUEST);
  /** The map's zoom after the last move (client-side clusters depend on it). */
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [selectedData, setSelectedData] = useState<{ business: MapBusiness; byUser: boolean } | null>(null);
  const [user, setUser] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const moveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Where the map should go once it is ready (a focus loaded before the map, 'Haritada gör' from the list). */
  const pendingView = useRef<(ViewState & { popup: boolean }) | null>(null);
  const [initialView, setInitialView] = useState<ViewState>({ ...ADANA_CENTER, zoom: DEFAULT_ZOOM });

  const selected = selectedData && selectedData.business.id === state.focus ? selectedData : null;

  // Normalise the address (unknown slugs, stray spaces) without a new history entry.
  useEffect(() => {
    navigateTo(mapPageHref(state) + window.location.hash, 'replace');
  }, [state]);

  // The text box follows the URL (Back/Forward, clearing).
  useEffect(() => {
    const el = inputRef.current;
    if (el && cleanQuery(el.value) !== state.q && document.activeElement !== el) el.value = state.q;
  }, [state.q]);

  const go = useCallback(
    (patch: Partial<MapState>, mode: 'push' | 'replace') => {
      clearTimeout(typingTimer.current);
      const now = parseMapParams(window.location.search, known);
      navigateTo(mapPageHref({ ...now, ...patch }), mode);
    },
    [known],
  );

  // ----- the map's data for the viewport and filters
  const apiUrl = mapApiUrl(viewport, filters);
  useEffect(() => {
    const controller = new AbortController();
    fetchMap(apiUrl, controller.signal).then(
      (data) => setAnswer({ url: apiUrl, data, error: null }),
      (e: unknown) => {
        if (!isAbort(e)) setAnswer((prev) => ({ url: apiUrl, data: prev?.data ?? null, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => controller.abort();
  }, [apiUrl]);

  const data = answer?.data ?? null;
  const mapLoading = answer?.url !== apiUrl;

  /**
   * The map's first camera, decided once: fitted to the first answer when it is there (the usual case: the
   * answer is small, the map library large), so the map never draws the city twice; `null`: the default or
   * focused view. `undefined` until decided (at most START_WAIT_MS).
   */
  const [start, setStart] = useState<InitialBounds | null | undefined>(undefined);
  const startedFitted = useRef(false);
  useEffect(() => {
    startedFitted.current = Boolean(start);
  }, [start]);
  const [startWaited, setStartWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStartWaited(true), START_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (start === undefined && (!fitPending || data || answer?.error || startWaited)) {
    const extent = fitPending && data ? answerExtent(data) : null;
    // A phone cannot show every business at a useful zoom: it starts at MIN_FIT_ZOOM on where most of them are.
    const width = Math.min(window.innerWidth, 1280) - 32;
    if (extent && data && fitZoom(extent, { width, height: window.innerHeight * 0.66 }, FIT_PADDING) < MIN_FIT_ZOOM) {
      setStart(null);
      setFitPending(false);
      setInitialView({ ...answerCentre(data), zoom: MIN_FIT_ZOOM });
    } else setStart(extent ? { bounds: extent, padding: FIT_PADDING, maxZoom: DEFAULT_ZOOM } : null);
  }

  // The preview starts where the map would have: fitted to the first answer, or on the default or focused view.
  if (!liveWanted && camera === null && start !== undefined && previewSize) {
    setCamera(start ? fitCamera(start.bounds, previewSize, start.padding, start.maxZoom) : { ...initialView });
    setFitPending(false);
  }

  // The preview's viewport is asked for as the map's is (its bounds, rounded to the zoom's tiles).
  useEffect(() => {
    if (!camera || !previewSize || mapRef.current) return;
    setZoom(camera.zoom);
    const next = roundedViewport(viewBounds(camera, previewSize), camera.zoom);
    setViewport((prev) => (sameViewport(prev, next) ? prev : next));
  }, [camera, previewSize]);

  const readViewport = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const next = roundedViewport({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, map.getZoom());
    setViewport((prev) => (sameViewport(prev, next) ? prev : next));
  }, []);

  const onMoveEnd = useCallback((e: { originalEvent?: unknown }) => {
    // A move by the visitor (drag, wheel, zoom buttons) keeps their camera: no fitting afterwards.
    if (e.originalEvent) setFitPending(false);
    const map = mapRef.current;
    if (map) setZoom(map.getZoom());
    clearTimeout(moveTimer.current);
    moveTimer.current = setTimeout(readViewport, MOVE_DEBOUNCE_MS);
  }, [readViewport]);

  useEffect(() => () => {
    clearTimeout(moveTimer.current);
    clearTimeout(typingTimer.current);
  }, []);

  // The first answer (no focus, the visitor has not moved the map): fit its businesses and clusters into the
  // map with room around the controls, never past the default zoom.
  useEffect(() => {
    const map = mapRef.current;
    if (!fitPending || !map || !mapReady || !data || state.view !== 'map') return;
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
  }, [fitPending, mapReady, data, state.view, readViewport]);

  const onMapLoad = useCallback(
    (map: MapRef) => {
      mapRef.current = map;
      recreating.current = false;
      setMapReady(true);
      // Started fitted to the first answer: nothing left to fit.
      if (startedFitted.current) setFitPending(false);
      const target = pendingView.current;
      pendingView.current = null;
      // Replacing the preview: exactly where it was (the visitor may have zoomed while the library loaded).
      const previewed = cameraRef.current;
      if (previewed) map.jumpTo({ center: [previewed.longitude, previewed.latitude], zoom: previewed.zoom });
      else if (target) map.easeTo({ center: [target.longitude, target.latitude], zoom: target.zoom, offset: [0, target.popup ? popupRoom(compactRef.current) : 0], duration: 0 });
      if (focusInPreview.current) {
        focusInPreview.current = false;
        map.getCanvas().focus();
      }
      setZoom(map.getZoom());
      readViewport();
    },
    [readViewport],
  );

  /**
   * Moves the map (now, or once it is ready and visible). With `popup`, the point sits below the centre so
   * the popup above it fits.
   */
  const showOnMap = useCallback((target: ViewState, animate: boolean, popup = false) => {
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
      const options = { center: [target.longitude, target.latitude] as [number, number], zoom: target.zoom, offset: [0, popup ? popupRoom(compactRef.current) : 0] as [number, number] };
      if (animate && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) map.flyTo({ ...options, duration: 800 });
      else map.easeTo({ ...options, duration: 0 });
    });
  }, []);

  // Back to the map view after the list: the map was hidden, so it must measure itself again.
  useEffect(() => {
    if (state.view === 'map' && mapReady) requestAnimationFrame(() => mapRef.current?.resize());
  }, [state.view, mapReady]);

  // ?focus=ID: the business is fetched (or found among the markers) and its popup opened.
  const focus = state.focus;
  const haveFocus = selectedData?.business.id === focus;
  useEffect(() => {
    if (focus === null || haveFocus) return;
    const controller = new AbortController();
    fetchFocus(focus, controller.signal).then(
      (b) => {
        if (!b) {
          notify({ title: copy.focusMissing, description: copy.focusMissingText, variant: 'destructive' });
          go({ focus: null }, 'replace');
          return;
        }
        setSelectedData({ business: b, byUser: false });
        showOnMap({ latitude: b.latitude, longitude: b.longitude, zoom: Math.max(DETAIL_ZOOM, mapRef.current?.getZoom() ?? 0) }, true, true);
      },
      (e: unknown) => {
        if (!isAbort(e)) notify({ title: copy.focusMissing, description: e instanceof Error ? e.message : String(e), variant: 'destructive' });
      },
    );
    return () => controller.abort();
  }, [focus, haveFocus, go, showOnMap]);

  const select = useCallback(
    (b: MapBusiness) => {
      setSelectedData({ business: b, byUser: true });
      go({ focus: b.id }, 'replace');
      // Make room for the popup when the marker is near the top or the sides.
      const map = mapRef.current;
      if (!map) {
        // The preview: the marker goes above the phone's card, as on the map.
        setCamera((c) => {
          if (!c || !previewSize) return c;
          const p = project(c, previewSize, b.longitude, b.latitude);
          return hiddenByCard(p, previewSize.width, previewSize.height) ? cameraAt(b, c.zoom, CARD_ROOM) : c;
        });
        return;
      }
      const p = map.project([b.longitude, b.latitude]);
      const { clientWidth: w, clientHeight: h } = map.getContainer();
      if (compactRef.current) {
        // The card covers the bottom ~45 % of a phone's map: bring the marker above it.
        if (hiddenByCard(p, w, h)) map.easeTo({ center: [b.longitude, b.latitude], offset: [0, CARD_ROOM], duration: 300 });
      } else if (p.y < POPUP_ROOM * 2.6 || p.x < 150 || p.x > w - 150) map.easeTo({ center: [b.longitude, b.latitude], offset: [0, POPUP_ROOM], duration: 300 });
    },
    [go, previewSize],
  );

  const onMapFallback = useCallback(() => {
    recreating.current = true;
  }, []);

  const closeSelection = useCallback(() => {
    const id = state.focus;
    go({ focus: null }, 'replace');
    if (id !== null) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-map-business="${id}"]`)?.focus());
  }, [go, state.focus]);
  const closeSelectionRef = useRef(closeSelection);
  useEffect(() => {
    closeSelectionRef.current = closeSelection;
  }, [closeSelection]);

  // A tap on the map closes the phone's card (the popup closes itself the same way).
  const onMapClick = useCallback(() => {
    if (compactRef.current && parseMapParams(window.location.search, known).focus !== null) closeSelectionRef.current();
  }, [known]);

  const openCluster = useCallback((c: MapCluster | ClientCluster) => {
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
        return point ? cameraAt(c, next) : fitCamera(c.bbox, previewSize, { top: CLUSTER_PADDING, right: CLUSTER_PADDING, bottom: CLUSTER_PADDING, left: CLUSTER_PADDING }, Math.max(next, Math.min(cam.zoom + 1, 19)));
      });
      return;
    }
    const now = map.getZoom();
    const next = nextZoom(now);
    if (point) map.flyTo({ center: [c.longitude, c.latitude], zoom: next });
    else map.fitBounds([w, s, e, n], { padding: CLUSTER_PADDING, maxZoom: Math.max(next, Math.min(now + 1, 19)), duration: 600 });
  }, [previewSize]);

  const zoomPreview = useCallback((delta: 1 | -1) => {
    setFitPending(false);
    setCamera((c) => c && { ...c, zoom: clampZoom(c.zoom + delta) });
  }, []);

  // ----- locate me
  const locate = () => {
    if (!('geolocation' in navigator)) {
      notify({ title: copy.locateUnsupported, variant: 'destructive' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const me = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
        setUser(me);
        showOnMap({ ...me, zoom: LOCATE_ZOOM }, true);
      },
      () => {
        setLocating(false);
        notify({ title: copy.locateFailed, description: copy.locateFailedText, variant: 'destructive' });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  // ----- filters
  const onType = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      const text = cleanQuery(value);
      if (text !== parseMapParams(window.location.search, known).q && text.length !== 1) go({ q: text, focus: null }, 'replace');
    }, TYPING_DEBOUNCE_MS);
  };
  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = cleanQuery(inputRef.current?.value);
    if (inputRef.current) inputRef.current.value = text;
    go({ q: text, focus: null }, 'push');
    // On a phone the submitted search shows its map: the panel folds away.
    if (compactRef.current) setFiltersOpen(false);
  };
  const onSelect = (field: 'category' | 'district', value: string) => go({ [field]: value, focus: null }, 'push');
  const onOpenNow = (open: boolean) => go({ open, focus: null }, 'push');
  const allOption = { value: ALL, label: copy.all };
  const clearFilters = () => {
    if (inputRef.current) inputRef.current.value = '';
    go({ q: '', category: ALL, district: ALL, open: false, focus: null }, 'push');
  };
  const setView = (view: MapState['view']) => {
    if (view !== state.view) go({ view }, 'push');
  };

  const seeOnMap = (item: SearchListItem) => {
    const b = listItemToMap(item);
    if (!b) return;
    setSelectedData({ business: b, byUser: true });
    go({ view: 'map', focus: b.id }, 'push');
    showOnMap({ latitude: b.latitude, longitude: b.longitude, zoom: DETAIL_ZOOM }, false, true);
  };

  const filtered = hasMapFilters(state);
  const activeFilters = activeFilterCount(state);
  const distanceTo = (b: { latitude: number; longitude: number }) => (user ? formatDistance(distanceKm(user, b)) : null);
  // The selected business is always its own marker (never hidden inside a cluster under its popup).
  const selectedId = selected?.business.id ?? null;
  const grouped = useMemo(
    () => clusterMarkers((data?.businesses ?? []).filter((b) => b.id !== selectedId), data?.clusters ?? [], zoom),
    [data, zoom, selectedId],
  );
  const businesses = grouped.singles;
  const clusters = grouped.clusters;
  // One list with the selected business in it: its marker keeps its element when it is selected or closed,
  // so focus can go back to it (two lists would remount it).
  const markerList = selected ? [...businesses, selected.business] : businesses;
  const colorOf = useCallback((b: MapBusiness) => b.categoryColor ?? colorBySlug.get(b.categorySlug) ?? DEFAULT_MARKER_COLOR, [colorBySlug]);
  /** The preview is on screen: no map library yet, or it has not drawn its first frame (and has not failed). */
  const previewShown = !liveWanted || (camera !== null && !mapReady && !mapFailed);

  const summary = selected && (
    <BusinessSummary business={selected.business} distance={distanceTo(selected.business)} onClose={closeSelection} autoFocus={selected.byUser} wide={compact} />
  );

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <div className={cx('flex flex-wrap items-center justify-between gap-x-2 gap-y-2 sm:gap-x-3', TOOLBAR_MIN_HEIGHT_CLASS)}>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'px-2.5 sm:px-3 lg:hidden' })}
          data-map-filters-toggle
        >
          <Icon name="sliders" size={16} />
          {copy.filters}
          {activeFilters > 0 && (
            <span className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white tabular-nums" data-map-filter-count>
              <span aria-hidden="true">{activeFilters}</span>
              <span className="sr-only">{`, ${copy.activeFilters(activeFilters)}`}</span>
            </span>
          )}
        </button>
        <p role="status" className="order-last w-full text-sm font-medium text-ink sm:order-none sm:w-auto sm:min-h-6 lg:mr-auto" data-map-counts>
          {data ? copy.counts(data.total, data.withCoordinates) : copy.countsLoading}
        </p>
        <div className="flex items-center gap-2">
          <button type="button" onClick={locate} aria-disabled={locating || undefined} aria-label={locating ? copy.locating : copy.locate} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'px-2.5 sm:px-3' })}>
            <Icon name="map-pin" size={16} />
            <span className="hidden sm:inline">{locating ? copy.locating : copy.locate}</span>
          </button>
          <div role="group" aria-label={copy.viewLabel} className="inline-flex rounded-control border border-line-strong bg-surface p-0.5 shadow-xs">
            {(['map', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={state.view === v}
                onClick={() => setView(v)}
                className={cx(
                  'inline-flex min-h-8 items-center gap-1.5 rounded-[calc(var(--radius-control)-2px)] px-2.5 text-sm font-semibold transition-colors sm:px-3',
                  state.view === v ? 'bg-brand-600 text-white' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )}
              >
                <Icon name={v === 'map' ? 'map' : 'grid'} size={16} />
                {v === 'map' ? copy.viewMap : copy.viewList}
              </button>
            ))}
          </div>
        </div>
      </div>

      <form
        id={filtersId}
        role="search"
        aria-label={copy.formLabel}
        action="/map"
        method="get"
        onSubmit={onSubmit}
        className={cx(
          cardClass,
          'grid-cols-2 gap-x-3 gap-y-3 p-4 lg:order-first lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end',
          filtersOpen ? 'grid' : 'hidden',
        )}
      >
        <SearchField
          id="map-q"
          label={copy.queryLabel}
          submitLabel={copy.submit}
          className="col-span-2 lg:col-span-1"
          inputRef={inputRef}
          name="q"
          defaultValue={state.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={copy.queryPlaceholder}
          onChange={onType}
        />
        <OptionSelect id="map-category" name="category" label={copy.categoryLabel} value={state.category} all={allOption} options={categories} onChange={(v) => onSelect('category', v)} />
        <OptionSelect id="map-district" name="district" label={copy.districtLabel} value={state.district} all={allOption} options={districts} onChange={(v) => onSelect('district', v)} />
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 lg:col-span-1">
          <OpenNowSwitch id="map-open" checked={state.open} onChange={onOpenNow} />
          <ClearFiltersButton onClear={clearFilters} disabled={!filtered} />
        </div>
      </form>

      {mapShown && (
        <div className={cx('relative', state.view !== 'map' && 'hidden')} aria-busy={mapLoading || fitPending} data-map-view>
          {liveWanted && (
            <div className={cx(previewShown && 'pointer-events-none absolute inset-0 opacity-0')} aria-hidden={previewShown || undefined}>
              <Suspense fallback={previewShown ? null : <MapPlaceholder />}>
                {start === undefined && !camera ? (
                  <MapPlaceholder />
                ) : (
                  <BaseMap
                    aria-label={copy.mapLabel}
                    settings={settings}
                    initialViewState={camera ?? initialView}
                    initialBounds={camera ? undefined : (start ?? undefined)}
                    className={cx(MAP_HEIGHT_CLASS, 'rounded-card border border-line')}
                    onLoad={onMapLoad}
                    onFallback={onMapFallback}
                    onFail={onMapFail}
                    onMoveEnd={onMoveEnd}
                    onClick={onMapClick}
                    failedAction={
                      <button type="button" onClick={() => setView('list')} className={buttonClass({ variant: 'secondary' })}>
                        {copy.showList}
                      </button>
                    }
                  >
                    {clusters.map((c) => (
                      <ClusterMarker key={`c-${c.id}`} cluster={c} onOpen={openCluster} />
                    ))}
                    {markerList.map((b) => (
                      <BusinessMarker
                        key={`b-${b.id}`}
                        business={b}
                        color={colorOf(b)}
                        selected={b.id === selectedId}
                        onSelect={select}
                      />
                    ))}
                    {user && <UserMarker latitude={user.latitude} longitude={user.longitude} />}
                    {selected && !compact && (
                      <Popup
                        key={selected.business.id}
                        longitude={selected.business.longitude}
                        latitude={selected.business.latitude}
                        anchor="bottom"
                        offset={[0, -46]}
                        closeButton={false}
                        maxWidth="300px"
                        focusAfterOpen={false}
                        style={{ zIndex: 5 }}
                        onClose={() => {
                          if (!recreating.current) closeSelection();
                        }}
                      >
                        {summary}
                      </Popup>
                    )}
                  </BaseMap>
                )}
              </Suspense>
            </div>
          )}
          {previewShown && (
            <MapPreview
              className={cx(MAP_HEIGHT_CLASS, 'rounded-card border border-line')}
              camera={camera}
              size={previewSize}
              onSize={onPreviewSize}
              clusters={clusters}
              businesses={markerList}
              colorOf={colorOf}
              selectedId={selectedId}
              user={user}
              onSelect={select}
              onOpenCluster={openCluster}
              onZoom={zoomPreview}
              onBackground={onMapClick}
              onActivate={activate}
              activating={liveWanted}
            />
          )}
          {selected && compact && (
            <div className="absolute inset-x-2 bottom-2 z-20 max-h-[calc(100%-1rem)] overflow-y-auto rounded-card border border-line bg-surface p-3 shadow-lg" data-map-sheet>
              {summary}
            </div>
          )}
          <div className="pointer-events-none absolute inset-x-2 top-2 z-10 flex flex-col items-start gap-2 pr-12">
            {answer?.error && !mapLoading && (
              <p className="pointer-events-auto rounded-control bg-danger-50 px-3 py-1.5 text-sm font-medium text-danger-700 shadow-card" role="alert">
                {copy.mapLoadFailed}
              </p>
            )}
            {data?.truncated && <p className="rounded-control bg-surface/95 px-3 py-1.5 text-sm text-ink shadow-card">{copy.truncated}</p>}
            {data && data.total === 0 && (
              <div className="pointer-events-auto flex flex-wrap items-center gap-2 rounded-control bg-surface/95 px-3 py-2 text-sm text-ink shadow-card">
                <span className="font-semibold">{copy.emptyTitle}</span>
                {filtered && (
                  <button type="button" onClick={clearFilters} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                    {copy.clearFilters}
                  </button>
                )}
              </div>
            )}
          </div>
        </div>
      )}

      {state.view === 'list' && <MapList filters={filters} near={user} onSeeOnMap={seeOnMap} onClearFilters={clearFilters} filtered={filtered} />}
    </div>
  );
}

function MapPlaceholder() {
  return (
    <div className={cx(MAP_HEIGHT_CLASS, 'flex items-center justify-center rounded-card border border-line bg-surface-sunken')} role="status">
      <p className="rounded-control bg-surface px-4 py-2 text-sm font-medium text-ink shadow-card">Harita yükleniyor...</p>
    </div>
  );
}
