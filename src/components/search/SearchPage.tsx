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
 * The shell holds the filters (PlaceFilters, shared with /map); the URL and typing are use-search-url.ts, the
 * results use-search-results.ts and SearchResults.tsx.
 */
import { type SubmitEvent } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SEARCH_PAGE_SORTS, type SearchPageSort } from '#lib/contract/queries.ts';
import { SEARCH_COPY as copy } from './copy.ts';
import { readIntents, wantsOpen, withoutIntent, type SearchIntent } from '#lib/search/intents.ts';
import { IntentChips } from './IntentChips.tsx';
import { PlaceFilters } from './PlaceFilters.tsx';
import { ALL, cleanQuery, DEFAULT_SORT, hasFilters, isUnfiltered, wantsNear, withoutFilters, type SearchState } from './search-state.ts';
import { useNearMe } from './use-near-me.ts';
import { SearchResults } from './SearchResults.tsx';
import { useSearchResults } from './use-search-results.ts';
import { useSearchUrl, type SearchOption } from './use-search-url.ts';

export type { SearchOption };

interface Props {
  categories: (SearchOption & { businessCount: number })[];
  districts: SearchOption[];
}

const FORM_ID = 'search-page';
const sortOptions = SEARCH_PAGE_SORTS.map((s: SearchPageSort) => ({ slug: s, name: copy.sorts[s] }));

export default function SearchPage({ categories, districts }: Props) {
  const { state, inputRef, current, go, typeQuery } = useSearchUrl(categories, districts);
  // Intent words of the query (decision 027): the API applies them; the page shows them and asks for the position.
  const intents = state ? readIntents(state.q).intents : [];
  const near = useNearMe(state ? wantsNear(state) : false);
  const { result, loading, loadingMore, loadMore, retry } = useSearchResults(state, near.point);

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
    const now = current();
    // Unticking "Şimdi açık" also takes out the word that asked for it ("açık eczane" → "eczane").
    const q = open ? now.q : withoutIntent(withoutIntent(now.q, 'open'), 'onDuty');
    go({ ...now, q, open }, 'push');
  };

  const removeIntent = (intent: SearchIntent) => {
    const now = current();
    go(
      { ...now, q: withoutIntent(now.q, intent), ...(intent === 'near' && now.sort === 'distance' ? { sort: DEFAULT_SORT } : {}) },
      'push',
    );
  };

  const searchWithoutFilters = () => {
    go(withoutFilters(current()), 'push');
  };

  const clearFilters = () => {
    const now = current();
    go({ ...now, q: readIntents(now.q).text, category: ALL, district: ALL, open: false }, 'push');
  };

  const view: SearchState = state ?? { q: '', category: ALL, district: ALL, open: false, sort: DEFAULT_SORT };
  const popular = [...categories].sort((a, b) => b.businessCount - a.businessCount).slice(0, 6);

  return (
    <div className="flex flex-col gap-6">
      <PlaceFilters
        idPrefix="search-page"
        copy={copy}
        formProps={{ id: FORM_ID, action: '/search', method: 'get', onSubmit }}
        inputRef={inputRef}
        defaultValue=""
        onType={typeQuery}
        category={view.category}
        district={view.district}
        categories={categories}
        districts={districts}
        onSelect={onSelect}
        open={{ checked: view.open || wantsOpen(intents), onChange: onOpen }}
        onClear={clearFilters}
        clearDisabled={!hasFilters(view) && intents.length === 0}
        extra={
          <OptionSelect
            id="search-page-sort"
            name="sort"
            label={copy.sortLabel}
            value={view.sort}
            options={sortOptions}
            onChange={(v) => onSelect('sort', v)}
            className="col-span-2 lg:col-span-1"
          />
        }
      />

      <IntentChips intents={intents} nearBySort={view.sort === 'distance'} near={near} onRemove={removeIntent} />

      {state && isUnfiltered(state) && (
        <div className="flex items-start gap-3 rounded-card border border-accent-200 bg-accent-50 p-4 text-accent-800">
          <Icon name="search" size={22} className="mt-0.5" />
          <div>
            <p className="font-semibold">{copy.promptTitle}</p>
            <p className="mt-0.5 text-sm">{copy.promptText}</p>
          </div>
        </div>
      )}

      <SearchResults
        view={view}
        filtered={hasFilters(view) || intents.length > 0}
        result={result}
        loading={loading}
        loadingMore={loadingMore}
        onMore={() => void loadMore()}
        onRetry={retry}
        onClear={searchWithoutFilters}
        popular={popular}
      />
    </div>
  );
}
