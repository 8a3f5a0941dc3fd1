/** Notices over the map's top left: the answer failed, it was cut short, or nothing matches the filters. */
import { buttonClass } from '#components/ui/classes.ts';
import type { MapAnswer } from '#lib/contract/map.ts';
import { MAP_COPY as copy } from './copy.ts';

interface Props {
  data: MapAnswer | null;
  /** The last request failed (and no newer one is on its way). */
  failed: boolean;
  filtered: boolean;
  onClearFilters: () => void;
}

export function MapNotices({ data, failed, filtered, onClearFilters }: Props) {
  return (
    <div className="pointer-events-none absolute inset-x-2 top-2 z-10 flex flex-col items-start gap-2 pr-12">
      {failed && (
        <p
          className="pointer-events-auto rounded-control bg-danger-50 px-3 py-1.5 text-sm font-medium text-danger-700 shadow-card"
          role="alert"
        >
          {copy.mapLoadFailed}
        </p>
      )}
      {data?.truncated && <p className="rounded-control bg-surface/95 px-3 py-1.5 text-sm text-ink shadow-card">{copy.truncated}</p>}
      {data && data.total === 0 && (
        <div className="pointer-events-auto flex flex-wrap items-center gap-2 rounded-control bg-surface/95 px-3 py-2 text-sm text-ink shadow-card">
          <span className="font-semibold">{copy.emptyTitle}</span>
          {filtered && (
            <button type="button" onClick={onClearFilters} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {copy.clearFilters}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
