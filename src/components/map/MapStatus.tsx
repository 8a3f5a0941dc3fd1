/** BaseMap's states over the map: 'Harita yükleniyor...', 'Harita yüklenemedi' (with the page's action) and the fallback's notice. */
import type { ReactNode } from 'react';
import { BASE_MAP_COPY as copy } from '#lib/map-config.ts';
import type { MapStatusKind, MapStyleMode } from './use-map-style.ts';

export function MapStatus({ mode, status, failedAction }: { mode: MapStyleMode; status: MapStatusKind; failedAction?: ReactNode }) {
  return (
    <>
      {status === 'loading' && (
        <div className="absolute inset-0 z-10 flex items-center justify-center bg-surface-sunken/80" role="status">
          <p className="flex items-center gap-2 rounded-control bg-surface px-4 py-2 text-sm font-medium text-ink shadow-card">
            <span
              className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"
              aria-hidden="true"
            />
            {copy.loading}
          </p>
        </div>
      )}

      {status === 'failed' && (
        <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
          <p className="text-lg font-semibold text-ink">{copy.failed}</p>
          <p className="max-w-sm text-sm text-ink-muted">{copy.failedText}</p>
          {failedAction}
        </div>
      )}

      {mode === 'fallback' && status === 'ready' && (
        <p
          className="pointer-events-none absolute bottom-2 left-2 z-10 max-w-[calc(100%-1rem)] rounded-control bg-surface/95 px-2.5 py-1 text-xs text-ink-muted shadow-card"
          role="status"
          data-map-fallback
        >
          {copy.simplified}
        </p>
      )}
    </>
  );
}
