/**
 * Search, district (and category) filter and sort for a pre-rendered list of business cards, in the browser:
 * no API call. The page renders every card inside `<ul id={listId}>`, each `<li data-listing-item …>` carrying
 * its sort and filter values (see ListingItem.astro); this island hides, shows and re-orders those items and
 * keeps `?q=&district=&category=&sort=` in the address (replaceState, so a shared link shows the same list).
 *
 *   <ListingFilters client:idle listId="kategori-listesi" total={n} districts={…} searchLabel="Restoranlar içinde ara" />
 *
 * Without JavaScript every card is visible and the controls stay disabled (they could do nothing). Unknown
 * values in the address (a district or category that does not exist) are ignored, never an error.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type ReactNode } from 'react';
import { foldTurkish } from '#lib/turkish.ts';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { BUSINESS_SORTS, type BusinessSort } from '#lib/contract/queries.ts';
import { compareBusinesses, DEFAULT_SORT, isBusinessSort, matchesQuery, SORT_LABELS } from '#lib/sort.ts';

export interface FilterOption {
  slug: string;
  name: string;
}

interface Props {
  /** id of the <ul> holding the cards. */
  listId: string;
  /** Number of cards on the page (shown before hydration). */
  total: number;
  districts: FilterOption[];
  /** When given, a category select is shown too (the all-businesses page). */
  categories?: FilterOption[];
  /** Label of the search box, e.g. "Restoranlar içinde ara". */
  searchLabel: string;
  searchPlaceholder?: string;
}

interface Item {
  el: HTMLElement;
  name: string;
  rating: number;
  reviewCount: number;
  district: string;
  category: string;
  text: string;
}

interface Filters {
  q: string;
  district: string;
  category: string;
  sort: BusinessSort;
}

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
  set('sort', f.sort, DEFAULT_SORT);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  urlListeners.forEach((l) => l());
}

const noopSubscribe = () => () => {};
const SORT_OPTIONS = BUSINESS_SORTS.map((k) => ({ slug: k, name: SORT_LABELS[k] }));

/** Matches an address value against the options by slug or by the folded name ("Çukurova", "cukurova"). */
function pick(value: string | null, options: readonly FilterOption[]): string {
  if (!value || value === 'all') return '';
  const folded = foldTurkish(value);
  return options.find((o) => o.slug === value || foldTurkish(o.name) === folded)?.slug ?? '';
}

function readItems(listId: string): Item[] {
  const list = document.getElementById(listId);
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-listing-item]')).map((el) => ({
    el,
    name: el.dataset.name ?? '',
    rating: Number(el.dataset.rating) || 0,
    reviewCount: Number(el.dataset.reviews) || 0,
    district: el.dataset.district ?? '',
    category: el.dataset.category ?? '',
    text: el.dataset.search ?? '',
  }));
}

export default function ListingFilters({ listId, total, districts, categories, searchLabel, searchPlaceholder }: Props) {
  const id = useId();
  const hydrated = useSyncExternalStore(noopSubscribe, () => true, () => false);
  const search = useSyncExternalStore(subscribeUrl, clientSearch, serverSearch);
  // The cards are in the page already: read them once, on the client (empty during server rendering).
  const [items] = useState<Item[]>(() => (typeof document === 'undefined' ? [] : readItems(listId)));
  const districtRef = useRef<HTMLSelectElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  const filters = useMemo<Filters>(() => {
    const p = new URLSearchParams(search);
    const sort = p.get('sort');
    return {
      q: p.get('q') ?? '',
      district: pick(p.get('district'), districts),
      category: categories ? pick(p.get('category'), categories) : '',
      sort: isBusinessSort(sort) ? sort : DEFAULT_SORT,
    };
  }, [search, districts, categories]);

  const { ordered, visible } = useMemo(() => {
    const sorted = [...items].sort(compareBusinesses(filters.sort));
    const shown = new Set(
      sorted.filter(
        (it) =>
          (!filters.district || it.district === filters.district) &&
          (!filters.category || it.category === filters.category) &&
          matchesQuery(it.text, filters.q),
      ),
    );
    return { ordered: sorted, visible: shown };
  }, [items, filters]);

  // Apply to the pre-rendered list: hide what does not match, and put the cards in the chosen order.
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    ordered.forEach((it, i) => {
      it.el.hidden = !visible.has(it);
      if (list.children[i] !== it.el) list.appendChild(it.el);
    });
    // appendChild moves an element to the end: a second pass fixes any order the first one disturbed.
    if (ordered.some((it, i) => list.children[i] !== it.el)) ordered.forEach((it) => list.appendChild(it.el));
  }, [listId, ordered, visible]);

  const update = (patch: Partial<Filters>) => writeUrl({ ...filters, ...patch });
  const count = hydrated ? visible.size : total;
  const districtName = districts.find((d) => d.slug === filters.district)?.name;
  const categoryName = categories?.find((c) => c.slug === filters.category)?.name;
  const filtered = !!(filters.q.trim() || filters.district || filters.category);
  const disabled = !hydrated;

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

  const clearAll = () => writeUrl({ q: '', district: '', category: '', sort: filters.sort });

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={searchLabel}
        onSubmit={(e) => e.preventDefault()}
        className={cx(
          'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2',
          categories ? 'lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]' : 'lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]',
        )}>
        <SearchField
          id={`${id}-q`}
          label={searchLabel}
          className="min-[360px]:col-span-2 lg:col-span-1"
          placeholder={searchPlaceholder}
          value={filters.q}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLInputElement>) => update({ q: e.target.value })}
        />
        {categories && (
          <OptionSelect {...facet('category', 'Kategori', 'Tüm kategoriler', categories)} selectRef={categoryRef} className="min-[360px]:col-span-2 sm:col-span-1 lg:col-span-1" />
        )}
        <OptionSelect {...facet('district', 'İlçe', 'Tüm ilçeler', districts)} selectRef={districtRef} />
        <OptionSelect
          id={`${id}-sort`}
          label="Sırala"
          value={filters.sort}
          options={SORT_OPTIONS}
          disabled={disabled}
          onChange={(v) => update({ sort: isBusinessSort(v) ? v : DEFAULT_SORT })}
        />
      </form>

      <div className="flex min-h-9 flex-wrap items-center gap-2">
        <p role="status" className="mr-2 text-sm font-semibold text-ink" data-listing-count>
          {count} işletme bulundu
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
        {filtered && (
          <button type="button" onClick={clearAll} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            Filtreleri temizle
          </button>
        )}
      </div>

      {(hydrated ? count === 0 : total === 0) && (
        <EmptyState
          icon="search"
          title="Bu kriterlere uygun işletme bulunamadı"
          text={filtered ? 'Arama metnini kısaltmayı ya da başka bir ilçe seçmeyi deneyin.' : 'Bu listede henüz işletme yok.'}
          headingLevel="h3"
          compact
          data-listing-empty>
          {filtered && (
            <button type="button" onClick={clearAll} className={buttonClass({ variant: 'secondary', size: 'md', className: 'mt-6' })}>
              Filtreleri temizle
            </button>
          )}
        </EmptyState>
      )}
    </div>
  );
}

/** An active filter as a removable chip ("Çukurova ×"). */
function FilterChip({ kind, label, onRemove, children }: { kind: 'district' | 'category'; label: string; onRemove: () => void; children: ReactNode }) {
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
