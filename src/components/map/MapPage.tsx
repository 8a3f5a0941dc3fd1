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
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { cx } from '#components/ui/classes.ts';
import type { MapBusiness } from '#lib/contract/map.ts';
import { LOCATE_ZOOM, type MapStyleSettings } from '#lib/map-config.ts';
import { BusinessSummary } from './BusinessSummary.tsx';
import { clusterMarkers } from './client-clusters.ts';
import { MAP_HEIGHT_CLASS } from './layout.ts';
import { LiveMap } from './LiveMap.tsx';
import { activeFilterCount, ALL, distanceKm, formatDistance, hasMapFilters, type MapState } from './map-state.ts';
import { MapFilters } from './MapFilters.tsx';
import { MapList } from './MapList.tsx';
import { MapNotices } from './MapNotices.tsx';
import { MapPreview } from './MapPreview.tsx';
import { MapToolbar } from './MapToolbar.tsx';
import { DEFAULT_MARKER_COLOR } from './markers.tsx';
import { useCompact } from './use-compact.ts';
import { useLiveMap } from './use-live-map.ts';
import { useLocate } from './use-locate.ts';
import { useMapAnswer } from './use-map-answer.ts';
import { useMapCamera } from './use-map-camera.ts';
import { useMapSelection } from './use-map-selection.ts';
import { useMapUrl, type MapOption } from './use-map-url.ts';

export type { MapOption };

interface Props {
  categories: (MapOption & { color: string | null })[];
  districts: MapOption[];
  settings: MapStyleSettings;
}

export default function MapPage({ categories, districts, settings }: Props) {
  const colorBySlug = useMemo(() => new Map(categories.map((c) => [c.slug, c.color ?? DEFAULT_MARKER_COLOR])), [categories]);
  const { compact, compactRef } = useCompact();
  const { state, filters, go, typeQuery, focusNow } = useMapUrl(categories, districts);
  const live = useLiveMap(state.view, compact);
  const answer = useMapAnswer(filters);
  const cam = useMapCamera({
    view: state.view,
    focus: state.focus,
    compactRef,
    liveWanted: live.liveWanted,
    mapFailed: live.mapFailed,
    focusInPreviewRef: live.focusInPreviewRef,
    data: answer.data,
    error: answer.error,
    showViewport: answer.showViewport,
  });
  const { mapRef, setCamera, previewSize, showOnMap, recreatingRef } = cam;
  const { selected, select, closeSelection, onMapClick, seeOnMap } = useMapSelection({
    focus: state.focus,
    go,
    focusNow,
    compactRef,
    mapRef,
    setCamera,
    previewSize,
    showOnMap,
  });
  const { user, locating, locate } = useLocate((me) => showOnMap({ ...me, zoom: LOCATE_ZOOM }, true));

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const clearFilters = () => {
    if (inputRef.current) inputRef.current.value = '';
    go({ q: '', category: ALL, district: ALL, open: false, focus: null }, 'push');
  };
  const setView = (view: MapState['view']) => {
    if (view !== state.view) go({ view }, 'push');
  };

  const data = answer.data;
  const filtered = hasMapFilters(state);
  const distanceTo = (b: { latitude: number; longitude: number }) => (user ? formatDistance(distanceKm(user, b)) : null);
  // The selected business is always its own marker (never hidden inside a cluster under its popup).
  const selectedId = selected?.business.id ?? null;
  const grouped = useMemo(
    () =>
      clusterMarkers(
        (data?.businesses ?? []).filter((b) => b.id !== selectedId),
        data?.clusters ?? [],
        cam.zoom,
      ),
    [data, cam.zoom, selectedId],
  );
  const clusters = grouped.clusters;
  // One list with the selected business in it: its marker keeps its element when it is selected or closed,
  // so focus can go back to it (two lists would remount it).
  const markerList = selected ? [...grouped.singles, selected.business] : grouped.singles;
  const colorOf = useCallback(
    (b: MapBusiness) => b.categoryColor ?? colorBySlug.get(b.categorySlug) ?? DEFAULT_MARKER_COLOR,
    [colorBySlug],
  );

  const summary = selected && (
    <BusinessSummary
      business={selected.business}
      distance={distanceTo(selected.business)}
      onClose={closeSelection}
      autoFocus={selected.byUser}
      wide={compact}
    />
  );

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <MapToolbar
        filtersId={filtersId}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        activeFilters={activeFilterCount(state)}
        data={data}
        locating={locating}
        onLocate={locate}
        view={state.view}
        onView={setView}
      />

      <MapFilters
        id={filtersId}
        open={filtersOpen}
        state={state}
        categories={categories}
        districts={districts}
        inputRef={inputRef}
        go={go}
        typeQuery={typeQuery}
        // On a phone the submitted search shows its map: the panel folds away.
        onSubmitted={() => compactRef.current && setFiltersOpen(false)}
        onClear={clearFilters}
      />

      {live.mapShown && (
        <div className={cx('relative', state.view !== 'map' && 'hidden')} aria-busy={answer.loading || cam.fitPending} data-map-view>
          {live.liveWanted && (
            <LiveMap
              settings={settings}
              previewShown={cam.previewShown}
              camera={cam.camera}
              initialView={cam.initialView}
              start={cam.start}
              onLoad={cam.onMapLoad}
              onFallback={cam.onMapFallback}
              onFail={live.onMapFail}
              onMoveEnd={cam.onMoveEnd}
              onClick={onMapClick}
              onShowList={() => setView('list')}
              clusters={clusters}
              businesses={markerList}
              colorOf={colorOf}
              selectedId={selectedId}
              onSelect={select}
              onOpenCluster={cam.openCluster}
              user={user}
              popup={
                selected && !compact
                  ? {
                      business: selected.business,
                      content: summary,
                      onClose: () => {
                        if (!recreatingRef.current) closeSelection();
                      },
                    }
                  : null
              }
            />
          )}
          {cam.previewShown && (
            <MapPreview
              className={cx(MAP_HEIGHT_CLASS, 'rounded-card border border-line')}
              camera={cam.camera}
              size={previewSize}
              onSize={cam.onPreviewSize}
              clusters={clusters}
              businesses={markerList}
              colorOf={colorOf}
              selectedId={selectedId}
              user={user}
              onSelect={select}
              onOpenCluster={cam.openCluster}
              onZoom={cam.zoomPreview}
              onBackground={onMapClick}
              onActivate={live.activate}
              activating={live.liveWanted}
            />
          )}
          {selected && compact && (
            <div
              className="absolute inset-x-2 bottom-2 z-20 max-h-[calc(100%-1rem)] overflow-y-auto rounded-card border border-line bg-surface p-3 shadow-lg"
              data-map-sheet
            >
              {summary}
            </div>
          )}
          <MapNotices data={data} failed={Boolean(answer.error) && !answer.loading} filtered={filtered} onClearFilters={clearFilters} />
        </div>
      )}

      {state.view === 'list' && (
        <MapList filters={filters} near={user} onSeeOnMap={seeOnMap} onClearFilters={clearFilters} filtered={filtered} />
      )}
    </div>
  );
}
