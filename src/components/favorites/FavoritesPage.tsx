/**
 * The /favorites island (client:load). Everything here comes from this browser (and the account when
 * logged in): the pre-built page holds only a skeleton, so nothing about anyone's favourites is public.
 * - search box and a category dropdown built from the favourites' own categories;
 * - three figures: total, number of categories, average rating (one decimal, tr-TR; unrated ones left out);
 * - cards from the stored snapshots, refreshed from GET /api/businesses/:id when missing or older than a
 *   day; a business that is no longer public is shown as such with a remove button;
 * - remove with an undo toast; focus moves to the next card's remove button (or the list heading);
 * - empty state 'Henüz favori işletmeniz yok' → /businesses.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useHydratedStore } from '#stores/use-hydrated-store.ts';
import { apiResult } from '#lib/api-client.ts';
import type { PublicBusiness } from '#lib/contract/directory.ts';
import { formatCount, formatRating } from '#lib/format.ts';
import { compareTr, foldTurkish } from '#lib/turkish.ts';
import { $favorites, initFavorites, markUnavailable, staleFavoriteIds, toSnapshot, updateSnapshots, type FavoriteEntry, type FavoriteSnapshot, FAVORITES_INITIAL } from '#stores/favorites.ts';
import { useSession } from '#stores/session.ts';
import { BusinessCard, BusinessCardSkeleton, cardGridClass } from '#components/ui/BusinessCard.tsx';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, linkClass, skeletonClass } from '#components/ui/classes.ts';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { FAVORITES_PAGE_COPY as copy } from './copy.ts';
import { changeFavorite } from './FavoriteButton.tsx';
import { useHydrated } from '#stores/use-hydrated-store.ts';

const ALL = 'all';
const DETAIL_CONCURRENCY = 4;

export interface FavoriteStats {
  total: number;
  categories: number;
  /** Mean rating of the rated favourites, or null when none is rated. */
  averageRating: number | null;
}

export function favoriteStats(items: readonly FavoriteEntry[]): FavoriteStats {
  const snaps = items.map((i) => i.snapshot).filter((s): s is FavoriteSnapshot => s !== null);
  const rated = snaps.filter((s) => s.rating > 0);
  return {
    total: items.length,
    categories: new Set(snaps.map((s) => s.categorySlug || s.category)).size,
    averageRating: rated.length ? rated.reduce((sum, s) => sum + s.rating, 0) / rated.length : null,
  };
}

/** Fetches the snapshots the page lacks, a few at a time; 404 marks a business as no longer public. */
async function refreshDetails(ids: number[], signal: AbortSignal): Promise<void> {
  const queue = [...ids];
  const fresh: FavoriteSnapshot[] = [];
  const gone: number[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const result = await apiResult<PublicBusiness>(`/api/businesses/${id}`, { signal });
        if (result.status === 404) gone.push(id);
        else if (!result.ok) throw result.error;
        else fresh.push(toSnapshot(result.data));
      } catch (e) {
        if (signal.aborted) return;
        console.warn(`favourites: details of ${id} could not be loaded`, e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DETAIL_CONCURRENCY, ids.length) }, worker));
  if (signal.aborted) return;
  updateSnapshots(fresh.filter((s) => s.id > 0 && s.name));
  markUnavailable(gone);
}

export default function FavoritesPage() {
  const mounted = useHydrated();
  const favorites = useHydratedStore($favorites, FAVORITES_INITIAL);
  const session = useSession();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const requested = useRef(new Set<number>());

  useEffect(() => initFavorites(), []);

  // Missing or old snapshots are fetched once per page view.
  const staleKey = favorites.ready ? staleFavoriteIds(favorites).join(',') : '';
  useEffect(() => {
    const requestedIds = requested.current;
    const ids = staleKey ? staleKey.split(',').map(Number).filter((id) => !requestedIds.has(id)) : [];
    if (ids.length === 0) return;
    for (const id of ids) requestedIds.add(id);
    const controller = new AbortController();
    void refreshDetails(ids, controller.signal);
    return () => {
      controller.abort();
      for (const id of ids) requestedIds.delete(id);
    };
  }, [staleKey]);

  const items = useMemo(() => [...favorites.items].sort((a, b) => b.addedAt.localeCompare(a.addedAt)), [favorites.items]);
  const stats = useMemo(() => favoriteStats(items), [items]);
  const categoryOptions = useMemo(() => {
    const byslug = new Map<string, string>();
    for (const i of items) if (i.snapshot && !i.unavailable) byslug.set(i.snapshot.categorySlug || i.snapshot.category, i.snapshot.category);
    return [...byslug].map(([slug, name]) => ({ slug, name })).sort((a, b) => compareTr(a.name, b.name));
  }, [items]);
  const activeCategory = categoryOptions.some((c) => c.slug === category) ? category : ALL;

  const folded = foldTurkish(query);
  const visible = items.filter((i) => {
    const s = i.snapshot;
    if (activeCategory !== ALL && (!s || (s.categorySlug || s.category) !== activeCategory)) return false;
    if (!folded) return true;
    return !!s && foldTurkish(`${s.name} ${s.category} ${s.district}`).includes(folded);
  });

  if (!mounted || !favorites.ready) return <FavoritesSkeleton />;

  if (items.length === 0) {
    return (
      <EmptyState icon="heart" title={copy.emptyTitle} text={copy.emptyText}>
        <a href="/businesses" className={buttonClass({ className: 'mt-6' })}>
          <Icon name="search" size={18} />
          {copy.emptyCta}
        </a>
      </EmptyState>
    );
  }

  const onRemove = async (entry: FavoriteEntry) => {
    const index = visible.findIndex((v) => v.id === entry.id);
    const next = visible[index + 1] ?? visible[index - 1];
    const business = entry.snapshot ?? { id: entry.id, name: `#${entry.id}`, category: '', categorySlug: '', district: '' };
    const ok = await changeFavorite({ ...business, images: entry.snapshot?.image ? [entry.snapshot.image] : [] }, false);
    if (!ok) return;
    const target = next ? document.getElementById(`fav-remove-${next.id}`) : document.getElementById('favorites-list-heading');
    target?.focus();
  };

  const filtered = !!folded || activeCategory !== ALL;

  return (
    <div className="flex flex-col gap-6">
      <section aria-label={copy.statsLabel}>
        <ul className="grid grid-cols-3 gap-2 sm:gap-4">
          <Stat icon="heart" label={copy.statTotal} value={formatCount(stats.total)} />
          <Stat icon="grid" label={copy.statCategories} value={formatCount(stats.categories)} />
          <Stat icon="star" label={copy.statRating} value={stats.averageRating === null ? copy.noRating : formatRating(stats.averageRating)} />
        </ul>
        <p className="mt-3 flex items-start gap-2 text-sm text-ink-subtle">
          <Icon name={session.user ? 'check-circle' : 'info'} size={16} className="mt-0.5" />
          <span>
            {session.user ? (
              copy.accountNote
            ) : (
              <>
                {copy.visitorNote}{' '}
                {session.status === 'ready' && (
                  <a href="/login?next=/favorites" className={linkClass}>
                    {copy.loginCta}
                  </a>
                )}
              </>
            )}
          </span>
        </p>
      </section>

      <form role="search" aria-label={copy.filtersLabel} onSubmit={(e) => e.preventDefault()} className={cx(cardClass, 'grid gap-4 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:p-5')}>
        <SearchField
          id="favorites-q"
          label={copy.queryLabel}
          value={query}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setQuery(e.currentTarget.value)}
          placeholder={copy.queryPlaceholder}
          enterKeyHint={undefined}
          maxLength={100}
        />
        <OptionSelect id="favorites-category" label={copy.categoryLabel} value={activeCategory} all={{ value: ALL, label: 'Tümü' }} options={categoryOptions} onChange={setCategory} />
      </form>

      <section aria-labelledby="favorites-list-heading">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="favorites-list-heading" tabIndex={-1} className="text-xl font-semibold text-ink">
            {copy.listHeading}
          </h2>
          <p role="status" className="text-sm text-ink-muted">
            {copy.count(visible.length, items.length)}
          </p>
        </div>
        {visible.length === 0 ? (
          <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center">
            <h3 className="text-lg font-semibold text-ink">{copy.noMatchTitle}</h3>
            <p className="mt-2 text-ink-muted">{copy.noMatchText}</p>
            {filtered && (
              <button
                type="button"
                onClick={() => {
                  setQuery('');
                  setCategory(ALL);
                }}
                className={buttonClass({ variant: 'secondary', className: 'mt-5' })}
              >
                {copy.clearFilters}
              </button>
            )}
          </div>
        ) : (
          <ul className={cardGridClass}>
            {visible.map((entry) => (
              <li key={entry.id} className="flex">
                <FavoriteCard entry={entry} onRemove={() => void onRemove(entry)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function FavoriteCard({ entry, onRemove }: { entry: FavoriteEntry; onRemove: () => void }) {
  const s = entry.snapshot;
  const removeButton = (label: string) => (
    <button
      id={`fav-remove-${entry.id}`}
      type="button"
      onClick={onRemove}
      aria-label={copy.removeNamed(label, s?.name ?? `#${entry.id}`)}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      <Icon name="x" size={16} />
      {label}
    </button>
  );
  if (entry.unavailable) {
    return (
      <article className={cx(cardClass, 'flex w-full flex-col gap-3 p-4 sm:p-5')}>
        <h3 className="text-lg font-semibold text-ink">{s?.name ?? `#${entry.id}`}</h3>
        <p className="flex items-start gap-2 text-sm text-warning-700">
          <Icon name="alert-triangle" size={16} className="mt-0.5" />
          <span>
            <strong className="block font-semibold">{copy.unavailableTitle}</strong>
            {copy.unavailableText}
          </span>
        </p>
        <div className="mt-auto">{removeButton(copy.unavailableRemove)}</div>
      </article>
    );
  }
  if (!s) {
    return (
      <div className="flex w-full flex-col" aria-label={copy.loadingDetails} role="group">
        <BusinessCardSkeleton />
      </div>
    );
  }
  return (
    <BusinessCard business={{ ...s, images: s.image ? [s.image] : [] }} live headingLevel="h3" className="w-full">
      {removeButton(copy.removeButton)}
    </BusinessCard>
  );
}

function Stat({ icon, label, value }: { icon: string; label: string; value: string }) {
  return (
    <li className={cx(cardClass, 'flex items-center gap-4 px-3 py-3 sm:p-5')} data-stat={icon}>
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
        <Icon name={icon} size={24} />
      </span>
      {/* Label first for screen readers ("Toplam favori 3"), the figure first on screen. */}
      <p className="flex flex-col-reverse">
        <span className="text-xs leading-snug text-ink-muted sm:text-sm">{label}</span>
        <span className="text-xl font-bold text-ink tabular-nums sm:text-2xl">{value}</span>
      </p>
    </li>
  );
}

function FavoritesSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        {copy.loadingDetails}
      </p>
      <div className="grid grid-cols-3 gap-2 sm:gap-4" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={cx(cardClass, 'flex items-center gap-4 px-3 py-3 sm:p-5')}>
            <span className={cx(skeletonClass, 'hidden size-12 rounded-full sm:block')} />
            <div className="flex flex-1 flex-col gap-2">
              <span className={cx(skeletonClass, 'h-7 w-12')} />
              <span className={cx(skeletonClass, 'h-4 w-24')} />
            </div>
          </div>
        ))}
      </div>
      <div className={cx(skeletonClass, 'h-24 w-full rounded-card')} aria-hidden="true" />
      <div className={cardGridClass} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <BusinessCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
