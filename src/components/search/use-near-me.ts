/**
 * The visitor's position for "Yakınımda" / "yakınımdaki" (decision 027): asked of the browser only when a
 * search wants the nearest first, once per page; kept in memory only (never in the URL or storage).
 * `denied` and `unavailable` let the page explain why the order is not by distance.
 */
import { useEffect, useRef, useState } from 'react';
import type { NearPoint } from './search-state.ts';

export type NearMe = { status: 'idle' | 'asking' | 'denied' | 'unavailable'; point: null } | { status: 'ok'; point: NearPoint };

type Answer = { status: 'denied' | 'unavailable'; point: null } | { status: 'ok'; point: NearPoint };

export function useNearMe(wanted: boolean): NearMe {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    if (!('geolocation' in navigator)) {
      void Promise.resolve().then(() => setAnswer({ status: 'unavailable', point: null }));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => setAnswer({ status: 'ok', point: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
      (e) => setAnswer({ status: e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable', point: null }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, [wanted]);
  if (answer) return answer;
  return { status: wanted ? 'asking' : 'idle', point: null };
}
