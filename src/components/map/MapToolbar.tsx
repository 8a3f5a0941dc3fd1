/**
 * The row above the map: 'Filtreler' (phones: folds the filters open, with how many are set), the counts
 * ("N işletme, M tanesi haritada"), 'Konumumu bul' and the map/list switch.
 */
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';
import type { MapAnswer } from '#lib/contract/map.ts';
import { MAP_COPY as copy } from './copy.ts';
import { TOOLBAR_MIN_HEIGHT_CLASS } from './layout.ts';
import type { MapView } from './map-state.ts';

interface Props {
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  activeFilters: number;
  data: MapAnswer | null;
  locating: boolean;
  onLocate: () => void;
  view: MapView;
  onView: (view: MapView) => void;
}

export function MapToolbar({ filtersId, filtersOpen, onToggleFilters, activeFilters, data, locating, onLocate, view, onView }: Props) {
  return (
    <div className={cx('flex flex-wrap items-center justify-between gap-x-2 gap-y-2 sm:gap-x-3', TOOLBAR_MIN_HEIGHT_CLASS)}>
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
        className={buttonClass({ variant: 'secondary', size: 'sm', className: 'px-2.5 sm:px-3 lg:hidden' })}
        data-map-filters-toggle
      >
        <Icon name="sliders" size={16} />
        {copy.filters}
        {activeFilters > 0 && (
          <span
            className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white tabular-nums"
            data-map-filter-count
          >
            <span aria-hidden="true">{activeFilters}</span>
            <span className="sr-only">{`, ${copy.activeFilters(activeFilters)}`}</span>
          </span>
        )}
      </button>
      <p
        role="status"
        className="order-last w-full text-sm font-medium text-ink sm:order-none sm:w-auto sm:min-h-6 lg:mr-auto"
        data-map-counts
      >
        {data ? copy.counts(data.total, data.withCoordinates) : copy.countsLoading}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onLocate}
          aria-disabled={locating || undefined}
          aria-label={locating ? copy.locating : copy.locate}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'px-2.5 sm:px-3' })}
        >
          <Icon name="map-pin" size={16} />
          <span className="hidden sm:inline">{locating ? copy.locating : copy.locate}</span>
        </button>
        <div
          role="group"
          aria-label={copy.viewLabel}
          className="inline-flex rounded-control border border-line-strong bg-surface p-0.5 shadow-xs"
        >
          {(['map', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cx(
                'inline-flex min-h-8 items-center gap-1.5 rounded-[calc(var(--radius-control)-2px)] px-2.5 text-sm font-semibold transition-colors sm:px-3',
                view === v ? 'bg-brand-600 text-white' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
              )}
            >
              <Icon name={v === 'map' ? 'map' : 'grid'} size={16} />
              {v === 'map' ? copy.viewMap : copy.viewList}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
