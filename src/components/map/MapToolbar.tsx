/**
 * The rows above the map. Below `lg` the chip row: 'Filtreler' (opens the filters' sheet, with how many are set)
 * and each set filter as a chip that removes it ("Kafeler ×"), scrolling sideways when they are many. Then the
 * counts ("N işletme, M tanesi haritada"), 'Konumumu bul' and the map/list switch (below `lg` only: from there
 * the list stands beside the map).
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
  /** The set filters as chips (below `lg`). */
  chips: { key: string; label: string; onRemove: () => void }[];
}

export function MapToolbar({
  filtersId,
  filtersOpen,
  onToggleFilters,
  activeFilters,
  data,
  locating,
  onLocate,
  view,
  onView,
  chips,
}: Props) {
  return (
    <div className={cx('flex flex-col gap-2', TOOLBAR_MIN_HEIGHT_CLASS)}>
      <div className="-mx-1 flex w-full min-w-0 items-center gap-2 overflow-x-auto px-1 py-0.5 lg:hidden" data-map-chips>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={onToggleFilters}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'shrink-0 px-2.5 sm:px-3' })}
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
        {chips.map((c) => (
          <button
            key={c.key}
            type="button"
            onClick={c.onRemove}
            aria-label={copy.removeChip(c.label)}
            className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border border-accent-200 bg-accent-50 px-3 text-sm font-medium whitespace-nowrap text-accent-800 hover:border-accent-400 hover:bg-accent-100"
            data-map-chip={c.key}
          >
            {c.label}
            <Icon name="x" size={14} />
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2 sm:gap-3">
        <p role="status" className="min-w-0 flex-1 text-sm font-medium text-ink sm:min-h-6" data-map-counts>
          {data ? copy.counts(data.total, data.withCoordinates) : copy.countsLoading}
        </p>
        <div className="flex shrink-0 items-center gap-2">
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
            className="inline-flex rounded-control lg:hidden border border-line-strong bg-surface p-0.5 shadow-xs"
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
    </div>
  );
}
