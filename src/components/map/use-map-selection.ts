/**
 * The open business (?focus=ID): its popup on a wide screen, a card along the map's bottom on a phone. A
 * marker selects it (the map makes room for the popup or the card); ?focus from a link is fetched (or found
 * among the markers) and shown; closing it gives the keyboard back to its marker; a tap on the phone's map
 * closes the card; 'Haritada gör' in the list switches to the map and opens it.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { notify } from '#components/toast/notify.ts';
import type { MapBusiness } from '#lib/contract/map.ts';
import type { SearchListItem } from '#lib/contract/search.ts';
import { DETAIL_ZOOM } from '#lib/map-config.ts';
import { fetchFocus, isAbort, listItemToMap } from './api.ts';
import type { MapRef, ViewState } from './BaseMap.tsx';
import { MAP_COPY as copy } from './copy.ts';
import { CARD_ROOM, hiddenByCard, POPUP_ROOM } from './layout.ts';
import type { MapState } from './map-state.ts';
import { cameraAt, project, type Camera, type Size } from './preview.ts';

interface SelectionInput {
  focus: number | null;
  go: (patch: Partial<MapState>, mode: 'push' | 'replace') => void;
  focusNow: () => number | null;
  compactRef: RefObject<boolean>;
  /** From useMapCamera. */
  mapRef: RefObject<MapRef | null>;
  setCamera: Dispatch<SetStateAction<Camera | null>>;
  previewSize: Size | null;
  showOnMap: (target: ViewState, animate: boolean, popup?: boolean) => void;
}

export function useMapSelection({ focus, go, focusNow, compactRef, mapRef, setCamera, previewSize, showOnMap }: SelectionInput) {
  const [selectedData, setSelectedData] = useState<{ business: MapBusiness; byUser: boolean } | null>(null);
  const selected = selectedData && selectedData.business.id === focus ? selectedData : null;

  // ?focus=ID: the business is fetched (or found among the markers) and its popup opened.
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
        showOnMap(
          { latitude: b.latitude, longitude: b.longitude, zoom: Math.max(DETAIL_ZOOM, mapRef.current?.getZoom() ?? 0) },
          true,
          true,
        );
      },
      (e: unknown) => {
        if (!isAbort(e))
          notify({ title: copy.focusMissing, description: e instanceof Error ? e.message : String(e), variant: 'destructive' });
      },
    );
    return () => controller.abort();
  }, [focus, haveFocus, go, showOnMap, mapRef]);

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
      } else if (p.y < POPUP_ROOM * 2.6 || p.x < 150 || p.x > w - 150)
        map.easeTo({ center: [b.longitude, b.latitude], offset: [0, POPUP_ROOM], duration: 300 });
    },
    [go, previewSize, mapRef, setCamera, compactRef],
  );

  const closeSelection = useCallback(() => {
    const id = focus;
    go({ focus: null }, 'replace');
    if (id !== null) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-map-business="${id}"]`)?.focus());
  }, [go, focus]);
  const closeSelectionRef = useRef(closeSelection);
  useEffect(() => {
    closeSelectionRef.current = closeSelection;
  }, [closeSelection]);

  // A tap on the map closes the phone's card (the popup closes itself the same way).
  const onMapClick = useCallback(() => {
    if (compactRef.current && focusNow() !== null) closeSelectionRef.current();
  }, [compactRef, focusNow]);

  const seeOnMap = (item: SearchListItem) => {
    const b = listItemToMap(item);
    if (!b) return;
    setSelectedData({ business: b, byUser: true });
    go({ view: 'map', focus: b.id }, 'push');
    showOnMap({ latitude: b.latitude, longitude: b.longitude, zoom: DETAIL_ZOOM }, false, true);
  };

  return { selected, select, closeSelection, onMapClick, seeOnMap };
}
