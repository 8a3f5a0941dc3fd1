/**
 * The small map of the add-business location picker, loaded lazily by LocationPicker: a click places (or
 * moves) the pin, which can also be dragged; typed coordinates outside the view bring the pin into view. Built on BaseMap (its local fallback style works offline).
 */
import { useEffect, useRef } from 'react';
import { Marker, type MapRef, type MarkerDragEvent } from 'react-map-gl/maplibre';
import BaseMap from '#components/map/BaseMap.tsx';
import { ADANA_CENTER, DEFAULT_ZOOM, LOCATE_ZOOM, type MapStyleSettings } from '#lib/map-config.ts';
import { LISTING_COPY } from './copy.ts';

export interface LocationMapProps {
  latitude: number | null;
  longitude: number | null;
  onPick: (latitude: number, longitude: number) => void;
  settings?: MapStyleSettings;
}

export default function LocationMap({ latitude, longitude, onPick, settings }: LocationMapProps) {
  const pinned = latitude !== null && longitude !== null;
  const mapRef = useRef<MapRef | null>(null);

  // Typed coordinates outside the visible area: bring the pin into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || latitude === null || longitude === null) return;
    if (!map.getBounds().contains([longitude, latitude])) map.easeTo({ center: [longitude, latitude], duration: 300 });
  }, [latitude, longitude]);
  return (
    <BaseMap
      aria-label={LISTING_COPY.location.mapLabel}
      settings={settings}
      className="h-72 rounded-card border border-line sm:h-80"
      initialViewState={pinned ? { latitude, longitude, zoom: LOCATE_ZOOM } : { ...ADANA_CENTER, zoom: DEFAULT_ZOOM }}
      cursor="crosshair"
      ref={mapRef}
      onClick={(e) => onPick(e.lngLat.lat, e.lngLat.lng)}
    >
      {pinned && (
        <Marker
          latitude={latitude}
          longitude={longitude}
          anchor="bottom"
          color="#c2410c"
          draggable
          onDragEnd={(e: MarkerDragEvent) => onPick(e.lngLat.lat, e.lngLat.lng)}
        />
      )}
    </BaseMap>
  );
}
