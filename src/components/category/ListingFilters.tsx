/**
 * The filters of a pre-built, paged list of business cards (category pages and /businesses, issue 18), and the
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
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { foldTurkish } from '#lib/turkish.ts';
import { formatCount, formatTotal } from '#lib/format.ts';
import { BUSINESS_SORTS, type BusinessSort } from '#lib/contract/queries.ts';
import { DEFAULT_SORT, isBusinessSort, SORT_LABELS } from '#lib/sort.ts';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { BusinessCard, BusinessCardSkeleton, cardGridClass } from '#components/ui/BusinessCard.tsx';
import { FilterBar } from '#components/ui/FilterBar.tsx';
import { LoadMore } from '#components/ui/LoadMore.tsx';
import CardExtras from '#components/ui/CardExtras.tsx';
import { useFocusAfterRender } from '#components/ui/use-focus-after-render.ts';
import { fetchSearch, isAbort, type SearchPage } from '#components/search/api.ts';
import { ALL, cleanQuery, type SearchState } from '#components/search/search-state.ts';
import { useClientSnapshot, useHydrated } from '#stores/use-hydrated-store.ts';

export interface FilterOption {
  slug: string;
  name: string;
}

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

interface Filters {
  q: string;
  district: string;
  category: string;
  open: boolean;
  sort: BusinessSort;
}

export const LISTING_COPY = {
  count: (n: number, capped = false) => `${formatTotal(n, capped)} işletme bulundu`,
  shown: (shown: number, total: number, capped = false) => `${formatTotal(total, capped)} işletmeden ${formatCount(shown)} tanesi gösteriliyor`,
  loading: 'Sonuçlar yükleniyor…',
  emptyTitle: 'Bu kriterlere uygun işletme bulunamadı',
  emptyFiltered: 'Arama metnini kısaltmayı, başka bir ilçe seçmeyi ya da "Şimdi açık" filtresini kaldırmayı deneyin.',
  emptyList: 'Bu listede henüz işletme yok.',
  error: 'Sonuçlar yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  retry: 'Tekrar dene',
  clear: 'Filtreleri temizle',
  openChip: 'Şimdi açık',
} as const;
const copy = LISTING_COPY;

// --- The address as the store of the filters ------------------------------------------------------
const urlListeners = new Set<() => void>();
function subscribeUrl(onChange: () => void): () => void {
  urlListeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    urlListeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}
const clientSearch = () => window.location.search;
const serverSearch = () => '';

function writeUrl(f: Filters): void {
  const url = new URL(window.location.href);
  const set = (key: string, value: string, fallback: string) => (value && value !== fallback ? url.searchParams.set(key, value) : url.searchParams.delete(key));
  set('q', f.q, '');
  set('district', f.district, '');
  set('category', f.category, '');
  set('open', f.open ? '1' : '', '');
  set('sort', f.sort, DEFAULT_SORT);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  urlListeners.forEach((l) => l());
}

const SORT_OPTIONS = BUSINESS_SORTS.map((k) => ({ slug: k, name: SORT_LABELS[k] }));

/** Matches an address value against the options by slug or by the folded name ("Çukurova", "cukurova"). */
function pick(value: string | null, options: readonly FilterOption[]): string {
  if (!value || value === 'all') return '';
  const folded = foldTurkish(value);
  return options.find((o) => o.slug === value || foldTurkish(o.name) === folded)?.slug ?? '';
}

interface Result {
  key: string;
  page: SearchPage | null;
  error: boolean;
}

const resultLinkId = (id: number) => `liste-sonuc-${id}`;
const TYPING_PAUSE_MS = 250;

export default function ListingFilters({ listId, pagerId, total, fixedCategory, districts, categories, searchLabel, searchPlaceholder }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const search = useClientSnapshot(subscribeUrl, clientSearch, serverSearch);
  const districtRef = useRef<HTMLSelectElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const focusAfterAppend = useFocusAfterRender(result);

  const filters = useMemo<Filters>(() => {
    const p = new URLSearchParams(search);
    const sort = p.get('sort');
    return {
      // As typed (the box shows it); cleaned for the API below.
      q: p.get('q') ?? '',
      district: pick(p.get('district'), districts),
      category: categories ? pick(p.get('category'), categories) : '',
      open: p.get('open') === '1',
      sort: isBusinessSort(sort) ? sort : DEFAULT_SORT,
    };
  }, [search, districts, categories]);

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
      sort: filters.sort,
    }),
    [query, filters.category, filters.district, filters.open, filters.sort, fixedCategory],
  );
  const key = fromApi ? `${JSON.stringify(state)}#${attempt}` : null;

  // The page's own cards and pager step aside while the API's results are shown.
  useEffect(() => {
    for (const elId of [listId, pagerId]) {
      const el = document.getElementById(elId);
      if (el) el.hidden = fromApi;
    }
  }, [fromApi, listId, pagerId]);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // A short pause first: typing sends one request when the person stops, not one per letter.
    const timer = window.setTimeout(() => {
      fetchSearch(state, 0, controller.signal).then(
        (page) => setResult({ key, page, error: false }),
        (e: unknown) => {
          if (!isAbort(e)) setResult({ key, page: null, error: true });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, state]);

  const loadMore = async () => {
    const current = result?.page;
    if (!current || !result || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await fetchSearch(state, current.items.length, new AbortController().signal);
      const seen = new Set(current.items.map((i) => i.id));
      const fresh = next.items.filter((i) => !seen.has(i.id));
      focusAfterAppend(fresh[0] ? resultLinkId(fresh[0].id) : null);
      setResult((prev) =>
        prev && prev.key === result.key && prev.page
          ? { ...prev, page: { ...prev.page, items: [...prev.page.items, ...fresh], total: fresh.length ? Math.max(next.total, prev.page.items.length + fresh.length) : prev.page.items.length, capped: next.capped && fresh.length > 0 } }
          : prev,
      );
    } catch (e) {
      if (!isAbort(e)) setResult((prev) => (prev ? { ...prev, error: true } : prev));
    } finally {
      setLoadingMore(false);
    }
  };

  const update = (patch: Partial<Filters>) => writeUrl({ ...filters, ...patch });
  const clearAll = () => writeUrl({ q: '', district: '', category: '', open: false, sort: filters.sort });
  const disabled = !hydrated;
  const shown = fromApi && result?.key === key ? result : null;
  const loading = fromApi && !shown;
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

  return (
    <div className="flex flex-col gap-4">
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
          onChange={(v) => update({ sort: isBusinessSort(v) ? v : DEFAULT_SORT })}
        />
      </FilterBar>

      <div className="flex min-h-9 flex-wrap items-center gap-2">
        <p role="status" className="mr-2 text-sm font-semibold text-ink" data-listing-count>
          {countText}
        </p>
        {districtName && (
          <FilterChip
            kind="district"
            label={`${districtName}: ilçe filtresini kaldır`}
            onRemove={() => {
              update({ district: '' });
              districtRef.current?.focus();
            }}>
            <Icon name="map-pin" size={14} />
            {districtName}
          </FilterChip>
        )}
        {categoryName && (
          <FilterChip
            kind="category"
            label={`${categoryName}: kategori filtresini kaldır`}
            onRemove={() => {
              update({ category: '' });
              categoryRef.current?.focus();
            }}>
            {categoryName}
          </FilterChip>
        )}
        {filters.open && (
          <FilterChip kind="open" label={`${copy.openChip}: filtreyi kaldır`} onRemove={() => update({ open: false })}>
            <Icon name="clock" size={14} />
            {copy.openChip}
          </FilterChip>
        )}
      </div>

      {!fromApi && total === 0 && <EmptyState icon="search" title={copy.emptyTitle} text={copy.emptyList} headingLevel="h3" compact data-listing-empty />}

      {fromApi && (
        <section aria-label={searchLabel} aria-busy={loading || loadingMore} data-listing-results>
          {shown?.error && !shown.page ? (
            <div role="alert" className="flex flex-col items-center gap-3 rounded-card border border-danger-600/30 bg-danger-50 px-6 py-8 text-center">
              <p className="text-ink">{copy.error}</p>
              <button type="button" onClick={() => setAttempt((n) => n + 1)} className={buttonClass({ variant: 'secondary' })}>
                {copy.retry}
              </button>
            </div>
          ) : shown?.page && shown.page.items.length === 0 ? (
            <EmptyState icon="search" title={copy.emptyTitle} text={copy.emptyFiltered} headingLevel="h3" compact data-listing-empty>
              <button type="button" onClick={clearAll} className={buttonClass({ variant: 'secondary', size: 'md', className: 'mt-6' })}>
                {copy.clear}
              </button>
            </EmptyState>
          ) : shown?.page ? (
            <>
              <ul className={cardGridClass}>
                {shown.page.items.map((b) => (
                  <li key={b.id} className="flex" data-listing-result>
                    <BusinessCard business={b} live linkId={resultLinkId(b.id)} className="w-full" />
                  </li>
                ))}
              </ul>
              <LoadMore
                text={copy.shown(shown.page.items.length, shown.page.total, shown.page.capped)}
                more={shown.page.items.length < shown.page.total || shown.page.capped}
                busy={loadingMore}
                onMore={() => void loadMore()}
                className="mt-8"
              />
            </>
          ) : (
            <ul className={cardGridClass}>
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i} className={cx('flex flex-col', i >= 2 && 'max-sm:hidden')}>
                  <BusinessCardSkeleton />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <CardExtras rootId={listId} />
    </div>
  );
}

/** An active filter as a removable chip ("Çukurova ×"). */
function FilterChip({ kind, label, onRemove, children }: { kind: 'district' | 'category' | 'open'; label: string; onRemove: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-accent-200 bg-accent-50 px-3 text-sm font-medium text-accent-800 hover:border-accent-400 hover:bg-accent-100"
      data-filter-chip={kind}>
      {children}
      <Icon name="x" size={14} />
    </button>
  );
}
