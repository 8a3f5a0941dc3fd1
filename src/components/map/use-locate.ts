/**
 * 'Konumumu bul' and the list's 'Yakınımda': the browser's position, then `onFound` (the map goes there).
 * Failures are toasts (notify), never alert(), and `status` keeps why (the list says it under 'Yakınımda').
 */
import { useState } from 'react';
import type { NearMe } from '#components/search/use-near-me.ts';
import { notify } from '#components/toast/notify.ts';
import { MAP_COPY as copy } from './copy.ts';
import type { LatLng } from './map-state.ts';

export function useLocate(onFound: (me: LatLng) => void) {
  const [user, setUser] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const [refused, setRefused] = useState<'denied' | 'unavailable' | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      notify({ title: copy.locateUnsupported, variant: 'destructive' });
      setRefused('unavailable');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const me = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
        setUser(me);
        setRefused(null);
        onFound(me);
      },
      (e) => {
        setLocating(false);
        setRefused(e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable');
        notify({ title: copy.locateFailed, description: copy.locateFailedText, variant: 'destructive' });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const status: NearMe['status'] = user ? 'ok' : locating ? 'asking' : (refused ?? 'idle');
  return { user, locating, locate, status };
}
