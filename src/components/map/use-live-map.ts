/**
 * When the map library comes in. The map module (BaseMap, react-map-gl), its stylesheet and maplibre itself
 * are asked for together as soon as the page shows the map (after its first paint), so the library downloads
 * while the first answer is on its way; the list view alone never loads them. On a phone the first view is
 * the preview (MapPreview, decision 020): the library loads when the visitor reaches for the map (a drag, a
 * pinch, the preview's button), or when the window becomes wider than a phone.
 */
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { withMapCss } from './map-css.ts';
import type { MapView } from './map-state.ts';
import { isCompact } from './use-compact.ts';

let baseMapModule: Promise<typeof import('./BaseMap.tsx')> | null = null;
const loadBaseMap = () => (baseMapModule ??= Promise.all([withMapCss(import('./BaseMap.tsx')), import('maplibre-gl')]).then(([m]) => m));
export const BaseMap = lazy(loadBaseMap);

export function useLiveMap(view: MapView, compact: boolean) {
  /** The map view has been shown once (it then stays mounted, hidden under the list). */
  const [mapShown, setMapShown] = useState(view === 'map');
  if (view === 'map' && !mapShown) setMapShown(true);
  /** Whether the map library is wanted: at once except on a phone (see above). */
  const [liveWanted, setLiveWanted] = useState(() => !isCompact());
  if (!compact && !liveWanted) setLiveWanted(true);
  /** Whether the keyboard was in the preview when the map was asked for: focus then moves to the map (the preview goes). */
  const focusInPreviewRef = useRef(false);
  const activate = useCallback(() => {
    focusInPreviewRef.current = Boolean(document.activeElement?.closest('[data-map-preview]'));
    setLiveWanted(true);
  }, []);
  const [mapFailed, setMapFailed] = useState(false);
  const onMapFail = useCallback(() => setMapFailed(true), []);

  useEffect(() => {
    if (mapShown && liveWanted) void loadBaseMap();
  }, [mapShown, liveWanted]);

  return { mapShown, liveWanted, activate, focusInPreviewRef, mapFailed, onMapFail };
}
