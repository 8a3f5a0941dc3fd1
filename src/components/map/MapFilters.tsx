/**
 * The map's filters, the same bar as /search (PlaceFilters): text (submitted, or after a pause while typing),
 * category and district ('Tümü'), 'Şimdi açık' and 'Filtreleri temizle'. Filter changes push a history entry
 * (Back restores them). From `lg` on they stand at the top of the side column beside the map; below it they are a
 * sheet over the bottom of the screen, opened from the toolbar's chip row ('Filtreler', `open`) and closed by its
 * button, Escape or a tap beside it, so the map fills the screen on the first load.
 */
import { useEffect, type RefObject, type SubmitEvent } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';
import { PlaceFilters } from '#components/search/PlaceFilters.tsx';
import { cleanQuery } from '#components/search/search-state.ts';
import { MAP_COPY as copy } from './copy.ts';
import { hasMapFilters, type MapState } from './map-state.ts';
import type { MapOption } from './use-map-url.ts';

interface Props {
  id: string;
  /** The phone's sheet is open (from `lg` on the filters always show). */
  open: boolean;
  onClose: () => void;
  state: MapState;
  categories: MapOption[];
  districts: MapOption[];
  /** The text box (the page clears it with the filters). */
  inputRef: RefObject<HTMLInputElement | null>;
  go: (patch: Partial<MapState>, mode: 'push' | 'replace') => void;
  typeQuery: (value: string) => void;
  onSubmitted: () => void;
  onClear: () => void;
  /** What the sheet's button says: the count of matches ("84 işletmeyi göster"). */
  showLabel: string;
}

export function MapFilters({
  id,
  open,
  onClose,
  state,
  categories,
  districts,
  inputRef,
  go,
  typeQuery,
  onSubmitted,
  onClear,
  showLabel,
}: Props) {
  // The text box follows the URL (Back/Forward, clearing).
  useEffect(() => {
    const el = inputRef.current;
    if (el && cleanQuery(el.value) !== state.q && document.activeElement !== el) el.value = state.q;
  }, [state.q, inputRef]);

  // The sheet takes the keyboard: focus to its text box; Escape closes it.
  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose, inputRef]);

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = cleanQuery(inputRef.current?.value);
    if (inputRef.current) inputRef.current.value = text;
    go({ q: text, focus: null }, 'push');
    onSubmitted();
  };

  return (
    <>
      {open && <div className="fixed inset-0 z-40 bg-ink/40 lg:hidden" onClick={onClose} aria-hidden="true" data-map-sheet-backdrop />}
      <div
        id={id}
        role={open ? 'dialog' : undefined}
        aria-label={open ? copy.filters : undefined}
        className={cx(
          open
            ? 'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-50 max-lg:flex max-lg:max-h-[85dvh] max-lg:flex-col max-lg:gap-2 max-lg:overflow-y-auto max-lg:rounded-t-2xl max-lg:bg-surface max-lg:p-3 max-lg:shadow-2xl'
            : 'max-lg:hidden',
        )}
        data-map-filters
      >
        <div className="flex items-center justify-between gap-2 lg:hidden">
          <h2 className="text-base font-semibold text-ink">{copy.filters}</h2>
          <button type="button" onClick={onClose} aria-label={copy.closeFilters} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            <Icon name="x" size={18} />
          </button>
        </div>
        <PlaceFilters
          idPrefix="map"
          copy={copy}
          narrow
          formProps={{ id: `${id}-form`, action: '/map', method: 'get', onSubmit }}
          inputRef={inputRef}
          defaultValue={state.q}
          onType={typeQuery}
          category={state.category}
          district={state.district}
          categories={categories}
          districts={districts}
          onSelect={(field, value) => go({ [field]: value, focus: null }, 'push')}
          open={{ checked: state.open, onChange: (on) => go({ open: on, focus: null }, 'push') }}
          onClear={onClear}
          clearDisabled={!hasMapFilters(state)}
        />
        <button type="button" onClick={onClose} className={buttonClass({ size: 'md', className: 'w-full lg:hidden' })}>
          {showLabel}
        </button>
      </div>
    </>
  );
}
