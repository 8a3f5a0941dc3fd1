/**
 * The optional location of the add-business form: typed latitude/longitude fields (the keyboard and
 * screen-reader way) and, on request, a small map where a click places the pin (LocationMap, loaded only
 * when the person opens it, so the map library is not part of the form's first load). "Pini kaldır" clears
 * both. Values are kept as typed strings; the shared schema parses them ("37,0012" works too).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx, hintClass, inputClass, skeletonClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import type { MapStyleSettings } from '#lib/map-config.ts';
import { withMapCss } from '#components/map/map-css.ts';
import { LISTING_COPY } from './copy.ts';

const LocationMap = lazy(() => withMapCss(import('./LocationMap.tsx')));
const c = LISTING_COPY.location;

export interface LocationValue {
  latitude: string;
  longitude: string;
}

export interface LocationPickerProps {
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  errors?: { latitude?: string; longitude?: string };
  idPrefix?: string;
  mapSettings?: MapStyleSettings;
}

/** A typed coordinate as a number, or null when it is not one. */
export function coordinate(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export default function LocationPicker({ value, onChange, errors = {}, idPrefix, mapSettings }: LocationPickerProps) {
  const auto = useId();
  const base = idPrefix ?? auto;
  const [mapOpen, setMapOpen] = useState(false);
  const lat = coordinate(value.latitude);
  const lng = coordinate(value.longitude);
  const pinned = lat !== null && lng !== null;

  return (
    <div>
      <p id={`${base}-intro`} className={hintClass}>
        {c.intro}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {(['latitude', 'longitude'] as const).map((field) => (
          <Field key={field} id={`${base}-${field}`} label={c[field]} describedBy={`${base}-coords-hint`} error={errors[field]}>
            {(control) => (
              <input
                {...control}
                name={field}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={value[field]}
                onChange={(ev) => onChange({ ...value, [field]: ev.target.value })}
                className={inputClass}
              />
            )}
          </Field>
        ))}
      </div>
      <p id={`${base}-coords-hint`} className={hintClass}>
        {c.coordsHint}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={mapOpen}
          aria-controls={`${base}-map`}
          onClick={() => setMapOpen((o) => !o)}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <Icon name="map-pin" size={18} />
          {c.open}
        </button>
        {pinned && (
          <button
            type="button"
            onClick={() => onChange({ latitude: '', longitude: '' })}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
          >
            <Icon name="x" size={18} />
            {c.clear}
          </button>
        )}
        <p className="text-sm text-ink-muted" aria-live="polite">
          {pinned ? c.pinned(value.latitude.trim(), value.longitude.trim()) : c.none}
        </p>
      </div>
      <div id={`${base}-map`} hidden={!mapOpen} className="mt-3">
        {mapOpen && (
          <Suspense fallback={<div className={cx(skeletonClass, 'h-72 w-full')} role="status" aria-label={c.mapLoading} />}>
            <LocationMap
              settings={mapSettings}
              latitude={pinned ? lat : null}
              longitude={pinned ? lng : null}
              onPick={(la, ln) => onChange({ latitude: la.toFixed(6), longitude: ln.toFixed(6) })}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
