/**
 * The map's first camera, decided once: fitted to the first answer when it is there (the usual case: the
 * answer is small, the map library large), so the map never draws the city twice; `null`: the default or
 * focused view. `undefined` until decided (at most START_WAIT_MS). Where fitting would mean a zoom below
 * MIN_FIT_ZOOM (a phone, businesses far apart) the map starts there, on where most businesses are.
 */
import { useEffect, useRef, useState } from 'react';
import type { MapAnswer } from '#lib/contract/map.ts';
import { ADANA_CENTER, DEFAULT_ZOOM } from '#lib/map-config.ts';
import type { InitialBounds, ViewState } from './BaseMap.tsx';
import { FIT_PADDING } from './layout.ts';
import { fitZoom } from './preview.ts';

/** How long the map waits for the first answer to start fitted to it (else it starts on the city centre). */
const START_WAIT_MS = 2500;

/**
 * The lowest zoom the first view is fitted to: below it (a phone, businesses far apart) the map starts there.
 * Three steps below the default: the sample city with Karaisalı (~30 km out) fits a desktop map (decision 027:
 * the first view shows every result it counts).
 */
const MIN_FIT_ZOOM = DEFAULT_ZOOM - 3;

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
export function answerExtent(data: MapAnswer): [number, number, number, number] | null {
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

interface StartInput {
  /** The camera is still to be fitted to the first answer (no focus, no move by the visitor). */
  fitPending: boolean;
  setFitPending: (pending: boolean) => void;
  setInitialView: (view: ViewState) => void;
  data: MapAnswer | null;
  error: string | null;
}

export function useMapStart({ fitPending, setFitPending, setInitialView, data, error }: StartInput) {
  const [start, setStart] = useState<InitialBounds | null | undefined>(undefined);
  /** The map started fitted to the first answer (read when it has loaded: nothing left to fit). */
  const startedFittedRef = useRef(false);
  useEffect(() => {
    startedFittedRef.current = Boolean(start);
  }, [start]);
  const [startWaited, setStartWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStartWaited(true), START_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (start === undefined && (!fitPending || data || error || startWaited)) {
    const extent = fitPending && data ? answerExtent(data) : null;
    // A phone cannot show every business at a useful zoom: it starts at MIN_FIT_ZOOM on where most of them are.
    const width = Math.min(window.innerWidth, 1280) - 32;
    if (extent && data && fitZoom(extent, { width, height: window.innerHeight * 0.66 }, FIT_PADDING) < MIN_FIT_ZOOM) {
      setStart(null);
      setFitPending(false);
      setInitialView({ ...answerCentre(data), zoom: MIN_FIT_ZOOM });
    } else setStart(extent ? { bounds: extent, padding: FIT_PADDING, maxZoom: DEFAULT_ZOOM } : null);
  }
  return { start, startedFittedRef };
}
