/**
 * The map's filters: text (submitted, or after a pause while typing), category and district ('Tümü'),
 * 'Şimdi açık' and 'Filtreleri temizle'. Filter changes push a history entry (Back restores them). On a phone
 * (below lg) the form folds behind the toolbar's 'Filtreler' button (`open`).
 */
import { useEffect, type RefObject, type SubmitEvent } from 'react';
import { cardClass, cx } from '#components/ui/classes.ts';
import { ClearFiltersButton, OpenNowSwitch } from '#components/ui/FilterBar.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { cleanQuery } from '#components/search/search-state.ts';
import { MAX_QUERY_LENGTH } from '#lib/contract/queries.ts';
import { MAP_COPY as copy } from './copy.ts';
import { ALL, hasMapFilters, type MapState } from './map-state.ts';
import type { MapOption } from './use-map-url.ts';

interface Props {
  id: string;
  open: boolean;
  state: MapState;
  categories: MapOption[];
  districts: MapOption[];
  /** The text box (the page clears it with the filters). */
  inputRef: RefObject<HTMLInputElement | null>;
  go: (patch: Partial<MapState>, mode: 'push' | 'replace') => void;
  typeQuery: (value: string) => void;
  onSubmitted: () => void;
  onClear: () => void;
}

export function MapFilters({ id, open, state, categories, districts, inputRef, go, typeQuery, onSubmitted, onClear }: Props) {
  // The text box follows the URL (Back/Forward, clearing).
  useEffect(() => {
    const el = inputRef.current;
    if (el && cleanQuery(el.value) !== state.q && document.activeElement !== el) el.value = state.q;
  }, [state.q, inputRef]);

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = cleanQuery(inputRef.current?.value);
    if (inputRef.current) inputRef.current.value = text;
    go({ q: text, focus: null }, 'push');
    onSubmitted();
  };
  const onSelect = (field: 'category' | 'district', value: string) => go({ [field]: value, focus: null }, 'push');
  const allOption = { value: ALL, label: copy.all };

  return (
    <form
      id={id}
      role="search"
      aria-label={copy.formLabel}
      action="/map"
      method="get"
      onSubmit={onSubmit}
      className={cx(
        cardClass,
        'grid-cols-2 gap-x-3 gap-y-3 p-4 lg:order-first lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end',
        open ? 'grid' : 'hidden',
      )}
    >
      <SearchField
        id="map-q"
        label={copy.queryLabel}
        submitLabel={copy.submit}
        className="col-span-2 lg:col-span-1"
        inputRef={inputRef}
        name="q"
        defaultValue={state.q}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={copy.queryPlaceholder}
        onChange={(e) => typeQuery(e.currentTarget.value)}
      />
      <OptionSelect
        id="map-category"
        name="category"
        label={copy.categoryLabel}
        value={state.category}
        all={allOption}
        options={categories}
        onChange={(v) => onSelect('category', v)}
      />
      <OptionSelect
        id="map-district"
        name="district"
        label={copy.districtLabel}
        value={state.district}
        all={allOption}
        options={districts}
        onChange={(v) => onSelect('district', v)}
      />
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 lg:col-span-1">
        <OpenNowSwitch id="map-open" checked={state.open} onChange={(open) => go({ open, focus: null }, 'push')} />
        <ClearFiltersButton onClear={onClear} disabled={!hasMapFilters(state)} />
      </div>
    </form>
  );
}
