/**
 * The /map island (client:only="react"; the page gives it a fixed-size placeholder). The URL is the state
 * (map-state.ts): q, category, district, open, view (map | list) and focus (the open business).
 * - Layout: from `lg` on (as Google Maps) the map fills the screen below the header and the side column beside
 *   it holds the filters, the counts and the list, scrolling on its own (no map/list switch there); below `lg`
 *   the map is the page (layout.ts) and the list its alternative view.
 * - Filters (MapFilters, the same bar as /search): text (submitted, or after a pause while typing), category and
 *   district ('Tümü'), 'Şimdi açık' (open=1: the map and the list show only the businesses open now),
 *   'Filtreleri temizle'. Filter and view changes push a history entry (Back restores them); focus replaces it.
 *   Below lg the filters are a sheet opened from the chip row ('Filtreler' and a removable chip per set filter).
 * - Map: BaseMap with HTML markers from GET /api/map for the viewport, asked again after each move (debounced,
 *   the bbox rounded to the zoom's tiles so nearby views share cache entries): clusters at low zoom, the
 *   businesses themselves closer in. A marker opens its popup (BusinessSummary: 'Detaylar', directions) and
 *   selects the business; a cluster of at most ten lists its businesses (ClusterList), a larger one zooms to its
 *   bounds. On a phone the summary is a card along the map's bottom (always in view; the map pans the marker
 *   above it) instead of a popup. The first answer is
 *   fitted into view with room around the controls (FIT_PADDING), so no cluster starts under the zoom buttons;
 *   where that would mean a zoom below MIN_FIT_ZOOM (a phone) the map starts there, on where most businesses are.
 * - 'Konumumu bul' (and the list's 'Yakınımda'): the browser's position, the map at zoom 15 with a blue 'Konumunuz'
 *   marker; the list is then sorted by distance. Failures are toasts (notify), never alert(), and said above the list.
 * - Counts: "N işletme, M tanesi haritada" from /api/map (total and with coordinates for the filters).
 * - List: MapList, the full alternative for keyboard and screen-reader users; its 'Haritada gör' switches to
 *   the map and opens that business.
 * The map library and its stylesheet are loaded only when the map is first shown (the list view alone never loads them),
 * and on a phone only when the visitor reaches for the map: until then MapPreview draws the same markers on the
 * plain local map at the same camera, and handles zoom, clusters, the card, locate and focus (decision 020).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { cx } from '#components/ui/classes.ts';
import { LOCATE_ZOOM, type MapStyleSettings } from '#lib/map-config.ts';
import { BusinessSummary } from './BusinessSummary.tsx';
import { ClusterList } from './ClusterList.tsx';
import { MAP_COPY as copy } from './copy.ts';
import { DESKTOP_HEIGHT_CLASS, MAP_HEIGHT_CLASS, SIDE_GRID_CLASS } from './layout.ts';
import { LiveMap } from './LiveMap.tsx';
import { activeFilterCount, ALL, distanceKm, formatDistance, hasMapFilters, type MapState } from './map-state.ts';
import { MapFilters } from './MapFilters.tsx';
import { MapList } from './MapList.tsx';
import { MapNotices } from './MapNotices.tsx';
import { MapPreview } from './MapPreview.tsx';
import { MapToolbar } from './MapToolbar.tsx';
import { mapChips } from './map-chips.ts';
import { useClusterList } from './use-cluster-list.ts';
import { useCompact, useWide } from './use-compact.ts';
import { useLiveMap } from './use-live-map.ts';
import { useLocate } from './use-locate.ts';
import { useMapAnswer } from './use-map-answer.ts';
import { useMapCamera } from './use-map-camera.ts';
import { useMapSelection } from './use-map-selection.ts';
import { useMapMarkers } from './use-map-markers.ts';
import { useMapUrl, type MapOption } from './use-map-url.ts';

export type { MapOption };

interface Props {
  categories: (MapOption & { color: string | null })[];
  districts: MapOption[];
  settings: MapStyleSettings;
}

export default function MapPage({ categories, districts, settings }: Props) {
  const { compact, compactRef } = useCompact();
  const wide = useWide();
  const { state, filters, go, typeQuery, focusNow } = useMapUrl(categories, districts);
  // From lg on the list stands beside the map: the map is always shown.
  const view = wide ? 'map' : state.view;
  const live = useLiveMap(view, compact);
  const answer = useMapAnswer(filters);
  const cam = useMapCamera({
    view,
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
  const { user, locating, locate, status: nearStatus } = useLocate((me) => showOnMap({ ...me, zoom: LOCATE_ZOOM }, true));
  const clusterList = useClusterList(filters, cam.openCluster);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const clearFilters = () => {
    if (inputRef.current) inputRef.current.value = '';
    go({ q: '', category: ALL, district: ALL, open: false, focus: null }, 'push');
  };
  const setView = (next: MapState['view']) => {
    if (next !== state.view) go({ view: next }, 'push');
  };
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const chips = mapChips(state, categories, districts, go);

  const data = answer.data;
  const filtered = hasMapFilters(state);
  const distanceTo = (b: { latitude: number; longitude: number }) => (user ? formatDistance(distanceKm(user, b)) : null);
  const { clusters, markerList, colorOf, selectedId } = useMapMarkers(data, cam.zoom, selected?.business ?? null, categories);

  const summary = selected && (
    <BusinessSummary
      business={selected.business}
      distance={distanceTo(selected.business)}
      onClose={closeSelection}
      autoFocus={selected.byUser}
      wide={compact}
    />
  );

  const list = (side: boolean) => (
    <MapList
      filters={filters}
      near={user}
      onSeeOnMap={seeOnMap}
      onClearFilters={clearFilters}
      filtered={filtered}
      nearStatus={nearStatus}
      onNear={locate}
      side={side}
    />
  );

  return (
    <div className={cx('flex flex-col gap-3 sm:gap-4 lg:grid lg:gap-0', SIDE_GRID_CLASS)}>
      {/* From lg: the column beside the map (the page's title sits over its top), its content scrolling on its own. */}
      <div className={cx('contents lg:flex lg:flex-col lg:border-r lg:border-line lg:pt-16', DESKTOP_HEIGHT_CLASS)} data-map-column>
        <div
          className="contents lg:flex lg:min-h-0 lg:flex-1 lg:flex-col lg:gap-3 lg:overflow-y-auto lg:px-4 lg:pt-1 lg:pb-4"
          data-map-side
        >
          <MapFilters
            id={filtersId}
            open={filtersOpen && !wide}
            onClose={closeFilters}
            state={state}
            categories={categories}
            districts={districts}
            inputRef={inputRef}
            go={go}
            typeQuery={typeQuery}
            // Below lg the submitted search shows its map: the sheet closes.
            onSubmitted={closeFilters}
            onClear={clearFilters}
            showLabel={copy.showResults(data ? data.total : null)}
          />

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
            chips={chips}
          />

          {wide && list(true)}
        </div>
      </div>

      {live.mapShown && (
        <div className={cx('relative', view !== 'map' && 'hidden')} aria-busy={answer.loading || cam.fitPending} data-map-view>
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
              onOpenCluster={clusterList.openCluster}
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
              onOpenCluster={clusterList.openCluster}
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
          {clusterList.open && (
            <ClusterList open={clusterList.open} onSelect={select} onZoom={cam.openCluster} onClose={clusterList.close} />
          )}
          <MapNotices data={data} failed={Boolean(answer.error) && !answer.loading} filtered={filtered} onClearFilters={clearFilters} />
        </div>
      )}

      {!wide && state.view === 'list' && list(false)}
    </div>
  );
}
