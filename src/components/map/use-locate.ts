/**
 * 'Konumumu bul': the browser's position, then `onFound` (the map goes there). Failures are toasts
 * (notify), never alert().
 */
import { useState } from 'react';
import { notify } from '#components/toast/notify.ts';
import { MAP_COPY as copy } from './copy.ts';
import type { LatLng } from './map-state.ts';

export function useLocate(onFound: (me: LatLng) => void) {
  const [user, setUser] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);

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
        onFound(me);
      },
      () => {
        setLocating(false);
        notify({ title: copy.locateFailed, description: copy.locateFailedText, variant: 'destructive' });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { user, locating, locate };
}
