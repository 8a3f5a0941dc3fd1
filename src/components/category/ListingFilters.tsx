/**
 * The filters of a pre-built, paged list of business cards (category pages and /businesses, decision 018), and the
 * one island of that page: it also fills the static cards' hearts and open/closed lines (CardExtras).
 *
 *   <ListingFilters client:idle listId="kategori-listesi" pagerId="kategori-listesi-sayfalar" total={n}
 *     fixedCategory="restoranlar" districts={…} searchLabel="Restoranlar içinde ara" />
 *
 * The address is the state: `?q=&district=&category=&open=1&sort=` (replaceState, so a shared link shows the
 * same list). With no filter and the default order the page shows its own pre-built 24 cards and the pager.
 * A filter or another order is about the WHOLE list, not the 24 cards of this page (a visitor on page 2 who
 * ticks "Şimdi açık" expects every open restaurant, not the open ones among 24), so then the static cards and
 * the pager are hidden and the results come from GET /api/businesses/search (same filters, open=1 computed by
 * the server at request time), 24 at a time with 'Daha fazla göster'. Clearing the filters shows the page again.
 *
 * Without JavaScript the page's cards and the pager work, the controls stay disabled. Unknown values in the
 * address (a district or category that does not exist) are ignored, never an error.
 *
 * The shell holds the controls; the address is use-listing-url.ts, the API's results use-listing-results.ts and
 * ListingResults.tsx, the count and chips FilterChips.tsx.
 *
 * "Yakınımda" (sort=distance, decision 027): the browser is asked for the visitor's position when it is chosen
 * (useNearMe), the API then orders the whole list nearest first and each card shows its distance; refused or
 * unavailable, the list keeps the usual order and a note says why (NearNote).
 */
import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { BUSINESS_SORTS } from '#lib/contract/queries.ts';
import { DEFAULT_SORT, SORT_LABELS } from '#lib/sort.ts';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { FilterBar } from '#components/ui/FilterBar.tsx';
import CardExtras from '#components/ui/CardExtras.tsx';
import { ALL, cleanQuery, type SearchState } from '#components/search/search-state.ts';
import { NearNote } from '#components/search/NearNote.tsx';
import { useNearMe } from '#components/search/use-near-me.ts';
import { useHydrated } from '#stores/use-hydrated-store.ts';
import { LISTING_COPY as copy } from './copy.ts';
import { FilterChips } from './FilterChips.tsx';
import { ListingResults } from './ListingResults.tsx';
import { useListingResults } from './use-listing-results.ts';
import { isListingSort, useListingUrl, type FilterOption } from './use-listing-url.ts';

export type { FilterOption };

interface Props {
  /** id of the <ul> holding this page's cards. */
  listId: string;
  /** id of the page's pager (hidden while filtering). */
  pagerId: string;
  /** Businesses in the whole list (all pages). */
  total: number;
  /** The category page's own category (its slug), always applied to the API's results. */
  fixedCategory?: string;
  districts: FilterOption[];
  /** When given, a category select is shown too (the all-businesses page). */
  categories?: FilterOption[];
  /** Label of the search box, e.g. "Restoranlar içinde ara". */
  searchLabel: string;
  searchPlaceholder?: string;
}

// The default is by rating with the paid plans' listings first (decision 023): named for what it is.
// "Yakınımda": nearest first, once the browser gives the visitor's position.
const SORT_OPTIONS = [
  ...BUSINESS_SORTS.map((k) => ({ slug: k, name: k === DEFAULT_SORT ? 'Önerilen' : SORT_LABELS[k] })),
  { slug: 'distance', name: copy.nearSort },
];

export default function ListingFilters({
  listId,
  pagerId,
  total,
  fixedCategory,
  districts,
  categories,
  searchLabel,
  searchPlaceholder,
}: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const { filters, update, clearAll } = useListingUrl(districts, categories);
  const districtRef = useRef<HTMLSelectElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  const query = cleanQuery(filters.q);
  const narrowed = !!(query || filters.district || filters.category || filters.open);
  // Another order is about the whole list too: the API answers it.
  const fromApi = hydrated && (narrowed || filters.sort !== DEFAULT_SORT);
  const state = useMemo<SearchState>(
    () => ({
      q: query,
      category: fixedCategory ?? (filters.category || ALL),
      district: filters.district || ALL,
      open: filters.open,
      // The list's own order (puan) is the search's default one: the paid plans' listings first, as on the built page (decision 023).
      sort: filters.sort === DEFAULT_SORT ? 'relevance' : filters.sort,
    }),
    [query, filters.category, filters.district, filters.open, filters.sort, fixedCategory],
  );
  const near = useNearMe(filters.sort === 'distance');
  const { shown, loading, loadingMore, loadMore, retry } = useListingResults(
    state,
    fromApi,
    filters.sort === 'distance' ? near.point : null,
    filters.sort === 'distance' && near.status === 'asking',
  );

  // The page's own cards and pager step aside while the API's results are shown.
  useEffect(() => {
    for (const elId of [listId, pagerId]) {
      const el = document.getElementById(elId);
      if (el) el.hidden = fromApi;
    }
  }, [fromApi, listId, pagerId]);

  const disabled = !hydrated;
  const districtName = districts.find((d) => d.slug === filters.district)?.name;
  const categoryName = categories?.find((c) => c.slug === filters.category)?.name;

  /** A category or district select: 'all' in the select is no filter ('') in the address. */
  const facet = (field: 'category' | 'district', label: string, allLabel: string, options: FilterOption[]) => ({
    id: `${id}-${field}`,
    label,
    value: filters[field] || 'all',
    all: { value: 'all', label: allLabel },
    options,
    disabled,
    onChange: (v: string) => update({ [field]: v === 'all' ? '' : v }),
  });

  const countText = !fromApi ? copy.count(total) : shown?.page ? copy.count(shown.page.total, shown.page.capped) : copy.loading;
  const removeFilter = (filter: 'district' | 'category' | 'open') => {
    if (filter === 'open') return update({ open: false });
    update({ [filter]: '' });
    (filter === 'district' ? districtRef : categoryRef).current?.focus();
  };

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <FilterBar
        label={searchLabel}
        columns={categories ? 3 : 2}
        disabled={disabled}
        search={
          <SearchField
            id={`${id}-q`}
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={filters.q}
            disabled={disabled}
            maxLength={200}
            onChange={(e: ChangeEvent<HTMLInputElement>) => update({ q: e.target.value })}
          />
        }
        open={{ id: `${id}-open`, checked: filters.open, onChange: (open) => update({ open }) }}
        onClear={clearAll}
        clearDisabled={!narrowed}
      >
        {categories && <OptionSelect {...facet('category', 'Kategori', 'Tüm kategoriler', categories)} selectRef={categoryRef} />}
        <OptionSelect {...facet('district', 'İlçe', 'Tüm ilçeler', districts)} selectRef={districtRef} />
        <OptionSelect
          id={`${id}-sort`}
          label="Sırala"
          value={filters.sort}
          options={SORT_OPTIONS}
          disabled={disabled}
          className={categories ? 'col-span-2 lg:col-span-1' : undefined}
          onChange={(v) => update({ sort: isListingSort(v) ? v : DEFAULT_SORT })}
        />
      </FilterBar>

      <FilterChips
        countText={countText}
        districtName={districtName}
        categoryName={categoryName}
        open={filters.open}
        openLabel={copy.openChip}
        onRemove={removeFilter}
      />

      {filters.sort === 'distance' && <NearNote status={near.status} />}

      {!fromApi && total === 0 && (
        <EmptyState icon="search" title={copy.emptyTitle} text={copy.emptyList} headingLevel="h3" compact data-listing-empty />
      )}

      {fromApi && (
        <ListingResults
          label={searchLabel}
          shown={shown}
          loading={loading}
          loadingMore={loadingMore}
          onMore={() => void loadMore()}
          onRetry={retry}
          onClear={clearAll}
        />
      )}

      <CardExtras rootId={listId} />
    </div>
  );
}
