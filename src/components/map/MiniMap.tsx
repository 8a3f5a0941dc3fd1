/**
 * The business page's small map (LocationCard): zoom 16, one marker, no popup. Mounted by mini-map.ts only
 * when the card comes near the viewport, so maplibre is not loaded for visitors who never scroll there.
 * Two-finger / Ctrl+scroll gestures (cooperativeGestures) keep the page scrollable over the map.
 */
import { Marker } from 'react-map-gl/maplibre';
import BaseMap from './BaseMap.tsx';
import { MINI_MAP_COPY as copy } from './copy.ts';
import { DETAIL_ZOOM, type MapStyleSettings } from '#lib/map-config.ts';

interface Props {
  name: string;
  latitude: number;
  longitude: number;
  settings: MapStyleSettings;
}

export default function MiniMap({ name, latitude, longitude, settings }: Props) {
  return (
    <BaseMap
      aria-label={copy.label(name)}
      settings={settings}
      initialViewState={{ latitude, longitude, zoom: DETAIL_ZOOM }}
      className="h-56 rounded-control border border-line sm:h-64"
      cooperativeGestures
    >
      <Marker longitude={longitude} latitude={latitude} anchor="bottom">
        <span role="img" aria-label={copy.marker(name)} title={name} className="flex flex-col items-center" data-mini-map-marker>
          <span className="flex size-9 items-center justify-center rounded-full border-2 border-white bg-brand-600 shadow-md">
            <span className="size-3 rounded-full bg-white" />
          </span>
          <span className="-mt-1 size-2.5 rotate-45 border-r-2 border-b-2 border-white bg-brand-600" />
        </span>
      </Marker>
    </BaseMap>
  );
}
