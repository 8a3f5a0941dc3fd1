/**
 * BaseMap's style and its fallback (see BaseMap.tsx "Fallback"): the configured style until it errors, does not
 * load within STYLE_TIMEOUT_MS, its tiles fail before any has loaded, or the browser goes offline; then the local
 * plain style, started from the camera the map had. `status` is 'failed' when the browser cannot draw a map at all
 * (no WebGL, the library failed), which another style cannot fix.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ErrorEvent, MapRef, MapSourceDataEvent } from 'react-map-gl/maplibre';
import { STYLE_TIMEOUT_MS, type MapStyleSettings } from '#lib/map-config.ts';

export type MapStyleMode = 'configured' | 'fallback';
export type MapStatusKind = 'loading' | 'ready' | 'failed';

interface StartView {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** True when the browser can create a WebGL context (maplibre needs one). */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

interface Input {
  settings: MapStyleSettings;
  mapRef: RefObject<MapRef | null>;
  onLoad?: ((map: MapRef) => void) | undefined;
  onFallback?: (() => void) | undefined;
  onFail?: (() => void) | undefined;
}

export function useMapStyle({ settings, mapRef, onLoad, onFallback, onFail }: Input) {
  const [mode, setMode] = useState<MapStyleMode>(() => (isOffline() || !settings.styleUrl ? 'fallback' : 'configured'));
  const [status, setStatus] = useState<MapStatusKind>(() => (webglAvailable() ? 'loading' : 'failed'));
  /** The camera to start from: the initial one, then wherever the map was when it was re-created. */
  const [startView, setStartView] = useState<StartView | null>(null);
  /** Whether a tile of the configured style has arrived (then a later tile error is not a failed style). */
  const tileLoaded = useRef(false);

  const switchToFallback = useCallback(() => {
    if (mode === 'fallback') return;
    const map = mapRef.current;
    if (map) {
      const c = map.getCenter();
      setStartView({ latitude: c.lat, longitude: c.lng, zoom: map.getZoom() });
    }
    setMode('fallback');
    setStatus((s) => (s === 'failed' ? s : 'loading'));
    onFallback?.();
  }, [mode, onFallback, mapRef]);

  // The configured style gets STYLE_TIMEOUT_MS to load; going offline switches at once.
  useEffect(() => {
    if (mode !== 'configured' || status !== 'loading') return;
    const timer = setTimeout(switchToFallback, STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [mode, status, switchToFallback]);

  useEffect(() => {
    if (mode !== 'configured') return;
    window.addEventListener('offline', switchToFallback);
    return () => window.removeEventListener('offline', switchToFallback);
  }, [mode, switchToFallback]);

  useEffect(() => {
    if (status === 'failed') onFail?.();
  }, [status, onFail]);

  const handleLoad = () => {
    setStatus('ready');
    if (mapRef.current) onLoad?.(mapRef.current);
  };

  const handleError = (e: ErrorEvent) => {
    // No map instance: the library or WebGL failed, which another style cannot fix.
    if (!e.target) {
      setStatus('failed');
      return;
    }
    if (mode === 'fallback') return;
    const fromSource = 'sourceId' in e && typeof (e as { sourceId?: unknown }).sourceId === 'string';
    if (status !== 'ready' || (fromSource && !tileLoaded.current)) switchToFallback();
  };

  const handleSourceData = (e: MapSourceDataEvent) => {
    if (mode === 'configured' && e.tile) tileLoaded.current = true;
  };

  return { mode, status, startView, handleLoad, handleError, handleSourceData };
}
