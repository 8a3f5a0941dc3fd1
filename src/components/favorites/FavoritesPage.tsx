/**
 * The /favorites island (client:load). Everything here comes from this browser (and the account when
 * logged in): the pre-built page holds only a skeleton, so nothing about anyone's favourites is public.
 * - search box and a category dropdown built from the favourites' own categories;
 * - three figures: total, number of categories, average rating (one decimal, tr-TR; unrated ones left out);
 * - cards from the stored snapshots, refreshed from GET /api/businesses/:id when missing or older than a
 *   day; a business that is no longer public is shown as such with a remove button;
 * - remove with an undo toast; focus moves to the next card's remove button (or the list heading);
 * - empty state 'Henüz favori işletmeniz yok' → /businesses.
 * The shell holds the filters and the list; the figures, a card and the skeleton are files beside it, the
 * details' refresh is use-favorite-details.ts.
 */
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useHydrated, useHydratedStore } from '#stores/use-hydrated-store.ts';
import { compareTr, foldTurkish } from '#lib/turkish.ts';
import { $favorites, initFavorites, type FavoriteEntry, FAVORITES_INITIAL } from '#stores/favorites.ts';
import { useSession } from '#stores/session.ts';
import { cardGridClass } from '#components/ui/BusinessCard.tsx';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { SearchField } from '#components/ui/SearchField.tsx';
import { FAVORITES_PAGE_COPY as copy } from './copy.ts';
import { changeFavorite } from './FavoriteButton.tsx';
import { FavoriteCard } from './FavoriteCard.tsx';
import { FavoriteFigures } from './FavoriteFigures.tsx';
import { FavoritesSkeleton } from './FavoritesSkeleton.tsx';
import { favoriteStats } from './favorite-stats.ts';
import { useFavoriteDetails } from './use-favorite-details.ts';

const ALL = 'all';

export default function FavoritesPage() {
  const mounted = useHydrated();
  const favorites = useHydratedStore($favorites, FAVORITES_INITIAL);
  const session = useSession();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);

  useEffect(() => initFavorites(), []);
  useFavoriteDetails(favorites);

  const items = useMemo(() => [...favorites.items].sort((a, b) => b.addedAt.localeCompare(a.addedAt)), [favorites.items]);
  const stats = useMemo(() => favoriteStats(items), [items]);
  const categoryOptions = useMemo(() => {
    const byslug = new Map<string, string>();
    for (const i of items)
      if (i.snapshot && !i.unavailable) byslug.set(i.snapshot.categorySlug || i.snapshot.category, i.snapshot.category);
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
      <FavoriteFigures stats={stats} signedIn={Boolean(session.user)} sessionKnown={session.status === 'ready'} />

      <form
        role="search"
        aria-label={copy.filtersLabel}
        onSubmit={(e) => e.preventDefault()}
        className={cx(cardClass, 'grid gap-4 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:p-5')}
      >
        <SearchField
          id="favorites-q"
          label={copy.queryLabel}
          value={query}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setQuery(e.currentTarget.value)}
          placeholder={copy.queryPlaceholder}
          enterKeyHint={undefined}
          maxLength={100}
        />
        <OptionSelect
          id="favorites-category"
          label={copy.categoryLabel}
          value={activeCategory}
          all={{ value: ALL, label: 'Tümü' }}
          options={categoryOptions}
          onChange={setCategory}
        />
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
