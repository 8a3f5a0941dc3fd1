/**
 * The filter bar of /search and /map, one component on the lists' FilterBar (decision 018): the text box
 * (submitted, or after a pause while typing: `onType`), category and district ('Tümü'), "Şimdi açık",
 * "Filtreleri temizle", and the page's own extra select after them (the search's order). Each page keeps the
 * values in its address and names the fields its way (`copy`, `idPrefix`: `<prefix>-q`, `-category`,
 * `-district`, `-open`).
 *
 *   <PlaceFilters idPrefix="map" copy={MAP_COPY} formProps={{ id, action: '/map', method: 'get', onSubmit }}
 *     inputRef={ref} onType={typeQuery} category={s.category} district={s.district} categories={…} districts={…}
 *     onSelect={(field, v) => …} open={{ checked, onChange }} onClear={clear} clearDisabled={!filtered} />
 */
import type { FormHTMLAttributes, ReactNode, RefObject } from 'react';
import { FilterBar } from '#components/ui/FilterBar.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { MAX_QUERY_LENGTH } from '#lib/contract/queries.ts';
import { ALL } from './search-state.ts';

interface PlaceOption {
  slug: string;
  name: string;
}

interface Props {
  idPrefix: string;
  copy: {
    formLabel: string;
    queryLabel: string;
    queryPlaceholder: string;
    submit: string;
    categoryLabel: string;
    districtLabel: string;
    all: string;
  };
  formProps: FormHTMLAttributes<HTMLFormElement>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The text box's first value (the page keeps it in step with its address). */
  defaultValue: string;
  onType: (value: string) => void;
  category: string;
  district: string;
  categories: readonly PlaceOption[];
  districts: readonly PlaceOption[];
  onSelect: (field: 'category' | 'district', value: string) => void;
  open: { checked: boolean; onChange: (open: boolean) => void };
  onClear: () => void;
  clearDisabled: boolean;
  /** A select after the district (the search's order). */
  extra?: ReactNode;
  /** The map's side column and phone sheet: no columns on wide screens, the selects never folded. */
  narrow?: boolean;
}

export function PlaceFilters({
  idPrefix,
  copy,
  formProps,
  inputRef,
  defaultValue,
  onType,
  category,
  district,
  categories,
  districts,
  onSelect,
  open,
  onClear,
  clearDisabled,
  extra,
  narrow = false,
}: Props) {
  const allOption = { value: ALL, label: copy.all };
  return (
    <FilterBar
      label={copy.formLabel}
      columns={extra ? 3 : 2}
      formProps={formProps}
      narrow={narrow}
      unfolded={narrow}
      search={
        <SearchField
          id={`${idPrefix}-q`}
          label={copy.queryLabel}
          submitLabel={copy.submit}
          inputRef={inputRef}
          name="q"
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={copy.queryPlaceholder}
          onChange={(e) => onType(e.currentTarget.value)}
        />
      }
      open={{ id: `${idPrefix}-open`, ...open }}
      onClear={onClear}
      clearDisabled={clearDisabled}
    >
      <OptionSelect
        id={`${idPrefix}-category`}
        name="category"
        label={copy.categoryLabel}
        value={category}
        all={allOption}
        options={categories}
        onChange={(v) => onSelect('category', v)}
      />
      <OptionSelect
        id={`${idPrefix}-district`}
        name="district"
        label={copy.districtLabel}
        value={district}
        all={allOption}
        options={districts}
        onChange={(v) => onSelect('district', v)}
      />
      {extra}
    </FilterBar>
  );
}
