/**
 * The /search island (client:load). The URL is the state (search-state.ts): q, category, district, open, sort.
 * - typing searches after a pause (debounced; the first typed change pushes a history entry, the rest of
 *   the same typing replace it), submitting, the selects and "Filtreleri temizle" push one; Back/Forward
 *   restore the filters and the results; every address is shareable;
 * - each change aborts the request it makes stale (AbortController);
 * - results 24 at a time ("Daha fazla göster" asks for the next offset and moves focus to the first new card);
 * - states: skeleton (first load), the prompt above the full list when nothing narrows it, the count,
 *   'Sonuç bulunamadı' with suggestions, an error with retry.
 * Category and district options come from the build (props), never an empty-string option value.
 * The shell holds the filters; the URL and typing are use-search-url.ts, the results use-search-results.ts
 * and SearchResults.tsx.
 */
import { type SubmitEvent } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { FilterBar } from '#components/ui/FilterBar.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_SORTS, type SearchPageSort } from '#lib/contract/queries.ts';
import { SEARCH_COPY as copy } from './copy.ts';
import { ALL, cleanQuery, DEFAULT_SORT, hasFilters, isUnfiltered, type SearchState } from './search-state.ts';
import { SearchResults } from './SearchResults.tsx';
import { useSearchResults } from './use-search-results.ts';
import { useSearchUrl, type SearchOption } from './use-search-url.ts';

export type { SearchOption };

interface Props {
  categories: (SearchOption & { businessCount: number })[];
  districts: SearchOption[];
}

const FORM_ID = 'search-page';
const allOption = { value: ALL, label: copy.all };
const sortOptions = SEARCH_PAGE_SORTS.map((s: SearchPageSort) => ({ slug: s, name: copy.sorts[s] }));

export default function SearchPage({ categories, districts }: Props) {
  const { state, inputRef, current, go, typeQuery } = useSearchUrl(categories, districts);
  const { result, loading, loadingMore, loadMore, retry } = useSearchResults(state);

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = cleanQuery(inputRef.current?.value);
    if (inputRef.current) inputRef.current.value = text;
    // Submitting the same search again retries it when it had failed.
    if (!go({ ...current(), q: text }, 'push') && result?.error) retry();
  };

  const onSelect = (field: 'category' | 'district' | 'sort', value: string) => {
    go({ ...current(), [field]: value } as SearchState, 'push');
  };

  const onOpen = (open: boolean) => {
    go({ ...current(), open }, 'push');
  };

  const clearFilters = () => {
    go({ ...current(), category: ALL, district: ALL, open: false }, 'push');
  };

  const view: SearchState = state ?? { q: '', category: ALL, district: ALL, open: false, sort: DEFAULT_SORT };
  const popular = [...categories].sort((a, b) => b.businessCount - a.businessCount).slice(0, 6);

  return (
    <div className="flex flex-col gap-6">
      <FilterBar
        label={copy.formLabel}
        columns={3}
        formProps={{ id: FORM_ID, action: '/search', method: 'get', onSubmit }}
        search={
          <SearchField
            id="search-page-q"
            label={copy.queryLabel}
            submitLabel={copy.submit}
            inputRef={inputRef}
            name="q"
            defaultValue=""
            maxLength={MAX_QUERY_LENGTH}
            placeholder={copy.queryPlaceholder}
            onChange={(e) => typeQuery(e.currentTarget.value)}
          />
        }
        open={{ id: 'search-page-open', checked: view.open, onChange: onOpen }}
        onClear={clearFilters}
        clearDisabled={!hasFilters(view)}
      >
        <OptionSelect id="search-page-category" name="category" label={copy.categoryLabel} value={view.category} all={allOption} options={categories} onChange={(v) => onSelect('category', v)} />
        <OptionSelect id="search-page-district" name="district" label={copy.districtLabel} value={view.district} all={allOption} options={districts} onChange={(v) => onSelect('district', v)} />
        <OptionSelect id="search-page-sort" name="sort" label={copy.sortLabel} value={view.sort} options={sortOptions} onChange={(v) => onSelect('sort', v)} className="col-span-2 lg:col-span-1" />
      </FilterBar>

      {state && isUnfiltered(state) && (
        <div className="flex items-start gap-3 rounded-card border border-accent-200 bg-accent-50 p-4 text-accent-800">
          <Icon name="search" size={22} className="mt-0.5" />
          <div>
            <p className="font-semibold">{copy.promptTitle}</p>
            <p className="mt-0.5 text-sm">{copy.promptText}</p>
          </div>
        </div>
      )}

      <SearchResults view={view} result={result} loading={loading} loadingMore={loadingMore} onMore={() => void loadMore()} onRetry={retry} onClear={clearFilters} popular={popular} />
    </div>
  );
}
