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
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx, linkClass } from '#components/ui/classes.ts';
import { BusinessCard, BusinessCardSkeleton, cardGridClass } from '#components/ui/BusinessCard.tsx';
import { FilterBar } from '#components/ui/FilterBar.tsx';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { LoadMore } from '#components/ui/LoadMore.tsx';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { useFocusAfterRender } from '#components/ui/use-focus-after-render.ts';
import { MAX_QUERY_LENGTH, PAGE_SIZE, SEARCH_PAGE_SORTS, type SearchPageSort } from '#lib/contract/queries.ts';
import type { SearchListItem } from '#lib/contract/search.ts';
import { fetchSearch, isAbort } from './api.ts';
import { DidYouMean } from './DidYouMean.tsx';
import { SEARCH_COPY as copy } from './copy.ts';
import {
  ALL,
  cleanQuery,
  DEFAULT_SORT,
  hasFilters,
  isUnfiltered,
  mapHref,
  parseSearchParams,
  searchApiUrl,
  searchPageHref,
  type SearchState,
} from './search-state.ts';
import { announceQuery, currentSearch, navigateTo, serverSearch, subscribeUrl } from './url-store.ts';
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';

export interface SearchOption {
  name: string;
  slug: string;
}

interface Props {
  categories: (SearchOption & { businessCount: number })[];
  districts: SearchOption[];
}

/** Typing waits this long before searching. */
const TYPING_DEBOUNCE_MS = 300;
const FORM_ID = 'search-page';

interface Result {
  key: string;
  items: SearchListItem[];
  total: number;
  /** "At least `total`" (the server's count is capped): more pages until one comes back short. */
  capped: boolean;
  error: string | null;
  suggestion?: string | null;
}

const resultLinkId = (id: number) => `sonuc-${id}`;
const allOption = { value: ALL, label: copy.all };
const sortOptions = SEARCH_PAGE_SORTS.map((s: SearchPageSort) => ({ slug: s, name: copy.sorts[s] }));

export default function SearchPage({ categories, districts }: Props) {
  const known = useMemo(() => ({ categories: categories.map((c) => c.slug), districts: districts.map((d) => d.slug) }), [categories, districts]);
  const search = useClientSnapshot(subscribeUrl, currentSearch, serverSearch);
  const state = useMemo(() => (search === null ? null : parseSearchParams(search, known)), [search, known]);

  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const inputRef = useRef<HTMLInputElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The query the last typing commit wrote (its echo must not overwrite what is being typed). */
  const typedQuery = useRef<string | null>(null);
  /** Whether the previous URL change came from typing (then the next one replaces it). */
  const lastWasTyping = useRef(false);
  const moreController = useRef<AbortController | null>(null);
  const baseTitle = useRef<string | null>(null);

  // After "Daha fazla göster", focus moves to the first new card.
  const focusAfterAppend = useFocusAfterRender(result);

  const key = state ? `${searchApiUrl(state)}#${attempt}` : null;
  const loading = key !== null && result?.key !== key;

  // Normalise the address once it is known (category=all, unknown slugs, stray spaces) without a new entry.
  useEffect(() => {
    if (state) navigateTo(searchPageHref(state) + window.location.hash, 'replace');
  }, [state]);

  // Back/Forward: the next typing starts a new history entry.
  useEffect(() => {
    const onPop = () => {
      lastWasTyping.current = false;
      typedQuery.current = null;
      clearTimeout(typingTimer.current);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The box shows the URL's query, except while the person is typing it.
  const q = state?.q;
  useEffect(() => {
    if (q === undefined) return;
    const el = inputRef.current;
    if (el && typedQuery.current !== q && cleanQuery(el.value) !== q) el.value = q;
    typedQuery.current = null;
    announceQuery(q);
    baseTitle.current ??= document.title;
    document.title = q ? `“${q}” araması | Adana Rehberi` : baseTitle.current;
  }, [q]);

  // The first page of results for the current filters; a newer request aborts this one.
  useEffect(() => {
    if (!state || key === null) return;
    const controller = new AbortController();
    moreController.current?.abort();
    fetchSearch(state, 0, controller.signal).then(
      (page) => setResult({ key, items: page.items, total: page.total, capped: page.capped, error: null, suggestion: page.suggestion }),
      (e: unknown) => {
        if (isAbort(e)) return;
        setResult({ key, items: [], total: 0, capped: false, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => controller.abort();
  }, [key, state]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const current = (): SearchState => parseSearchParams(window.location.search, known);

  const go = (next: SearchState, mode: 'push' | 'replace', typing = false): boolean => {
    clearTimeout(typingTimer.current);
    if (typing) typedQuery.current = next.q;
    lastWasTyping.current = typing;
    return navigateTo(searchPageHref(next), mode);
  };

  const onType = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      const text = cleanQuery(value);
      const now = current();
      // One letter finds too much to be useful while typing; submitting still searches it.
      if (text === now.q || text.length === 1) return;
      go({ ...now, q: text }, lastWasTyping.current ? 'replace' : 'push', true);
    }, TYPING_DEBOUNCE_MS);
  };

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = cleanQuery(inputRef.current?.value);
    if (inputRef.current) inputRef.current.value = text;
    // Submitting the same search again retries it when it had failed.
    if (!go({ ...current(), q: text }, 'push') && result?.error) setAttempt((n) => n + 1);
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

  const loadMore = async () => {
    if (!state || !result || loadingMore) return;
    const controller = new AbortController();
    moreController.current?.abort();
    moreController.current = controller;
    setLoadingMore(true);
    try {
      const page = await fetchSearch(state, result.items.length, controller.signal);
      const first = page.items.find((it) => !result.items.some((r) => r.id === it.id));
      focusAfterAppend(first ? resultLinkId(first.id) : null);
      setResult((prev) => {
        if (!prev || prev.key !== result.key) return prev;
        const seen = new Set(prev.items.map((i) => i.id));
        const items = [...prev.items, ...page.items.filter((i) => !seen.has(i.id))];
        // past the capped count, a short page is the last one
        const capped = page.capped && page.items.length === PAGE_SIZE;
        return { ...prev, items, total: capped ? page.total : Math.max(page.total, items.length), capped };
      });
    } catch (e) {
      if (!isAbort(e)) notify({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
    } finally {
      if (moreController.current === controller) moreController.current = null;
      setLoadingMore(false);
    }
  };

  const view: SearchState = state ?? { q: '', category: ALL, district: ALL, open: false, sort: DEFAULT_SORT };
  const shown = result && !loading ? result : null;
  const previous = loading && result && !result.error && result.items.length > 0 ? result : null;
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
            onChange={onType}
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

      <section aria-labelledby="search-results-heading" aria-busy={loading || loadingMore}>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="search-results-heading" className="text-xl font-semibold text-ink">
              {view.q ? `“${view.q}” için sonuçlar` : copy.resultsHeading}
            </h2>
            <p role="status" className="mt-1 min-h-6 text-sm text-ink-muted">
              {shown && !shown.error ? copy.count(shown.total, shown.capped) : loading ? copy.loading : ''}
            </p>
          </div>
          <a href={mapHref(view)} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <Icon name="map" size={16} />
            {copy.showOnMap}
          </a>
        </div>

        <DidYouMean suggestion={shown?.suggestion} state={view} />
        {shown?.error ? (
          <ErrorState message={shown.error} onRetry={() => setAttempt((n) => n + 1)} />
        ) : shown && shown.items.length === 0 ? (
          <NoResults q={view.q} filtered={hasFilters(view)} onClear={clearFilters} popular={popular} />
        ) : shown || previous ? (
          <>
            <ul className={cx(cardGridClass, previous && 'opacity-60 transition-opacity')}>
              {(shown ?? previous)!.items.map((b, i) => (
                <li key={b.id} className="flex">
                  <BusinessCard business={b} live headingLevel="h3" loading={i < 4 ? 'eager' : 'lazy'} linkId={resultLinkId(b.id)} className="w-full" />
                </li>
              ))}
            </ul>
            {shown && (shown.items.length < shown.total || shown.capped) && (
              <LoadMore text={copy.shown(shown.items.length, shown.total, shown.capped)} more busy={loadingMore} onMore={() => void loadMore()} className="mt-8" />
            )}
          </>
        ) : (
          <ul className={cardGridClass} aria-label={copy.loading}>
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className={cx('flex flex-col', i >= 4 && 'max-sm:hidden')}>
                <BusinessCardSkeleton />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NoResults({ q, filtered, onClear, popular }: { q: string; filtered: boolean; onClear: () => void; popular: SearchOption[] }) {
  return (
    <EmptyState icon="search" title={copy.emptyTitle} text={copy.emptyText(q)} headingLevel="h3">
      <div className="mt-6 max-w-lg text-left">
        <p className="text-sm font-semibold text-ink">{copy.suggestionsTitle}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          {copy.suggestions.slice(0, filtered ? undefined : -1).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered && (
          <button type="button" onClick={onClear} className={buttonClass({ variant: 'primary' })}>
            <Icon name="x" size={18} />
            {copy.clearFilters}
          </button>
        )}
        <a href="/businesses" className={buttonClass({ variant: filtered ? 'secondary' : 'primary' })}>
          {copy.allBusinesses}
        </a>
      </div>
      {popular.length > 0 && (
        <nav aria-label={copy.browseCategories} className="mt-8">
          <p className="mb-3 text-sm font-semibold text-ink-muted">{copy.browseCategories}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {popular.map((c) => (
              <li key={c.slug}>
                <a
                  href={`/category/${c.slug}`}
                  className="inline-flex h-10 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </EmptyState>
  );
}

function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-card border border-danger-600/30 bg-danger-50 px-6 py-10 text-center">
      <Icon name="alert-triangle" size={28} className="text-danger-700" />
      <h3 className="mt-3 text-lg font-semibold text-ink">{copy.errorTitle}</h3>
      <p className="mt-1 max-w-md text-ink-muted">{message.match(/^\d{3}: /) ? copy.errorText : message}</p>
      <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary', className: 'mt-5' })}>
        {copy.retry}
      </button>
      <p className="mt-4 text-sm">
        <a href="/#kategoriler" className={linkClass}>
          {copy.browseCategories}
        </a>
      </p>
    </div>
  );
}
