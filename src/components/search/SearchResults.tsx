/**
 * The results section: its heading and count, 'Haritada göster', the did-you-mean line, then the error, 'Sonuç
 * bulunamadı', the cards (the previous ones dimmed while the next search loads) with 'Daha fazla göster', or
 * skeletons on the first load.
 */
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';
import { BusinessCard, BusinessCardSkeleton, cardGridClass } from '#components/ui/BusinessCard.tsx';
import { LoadMore } from '#components/ui/LoadMore.tsx';
import { SEARCH_COPY as copy } from './copy.ts';
import { DidYouMean } from './DidYouMean.tsx';
import { NoResults } from './NoResults.tsx';
import { SearchError } from './SearchError.tsx';
import { readIntents, wantsOpen } from '#lib/search/intents.ts';
import { DistanceLine } from './DistanceLine.tsx';
import { mapHref, type SearchState } from './search-state.ts';
import { resultLinkId, type Result } from './use-search-results.ts';
import type { SearchOption } from './use-search-url.ts';

interface Props {
  view: SearchState;
  /** A filter or an intent word narrows the search (the empty state offers the search without them). */
  filtered: boolean;
  result: Result | null;
  loading: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  onClear: () => void;
  popular: SearchOption[];
}

export function SearchResults({ view, filtered, result, loading, loadingMore, onMore, onRetry, onClear, popular }: Props) {
  const text = readIntents(view.q).text;
  const shown = result && !loading ? result : null;
  const previous = loading && result && !result.error && result.items.length > 0 ? result : null;
  return (
    <section aria-labelledby="search-results-heading" aria-busy={loading || loadingMore}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="search-results-heading" className="text-xl font-semibold text-ink">
            {text ? `“${text}” için sonuçlar` : copy.resultsHeading}
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
        <SearchError message={shown.error} onRetry={onRetry} />
      ) : shown && shown.items.length === 0 ? (
        <NoResults
          q={text}
          filtered={filtered}
          open={view.open || wantsOpen(readIntents(view.q).intents)}
          onClear={onClear}
          popular={popular}
        />
      ) : shown || previous ? (
        <>
          <ul className={cx(cardGridClass, previous && 'opacity-60 transition-opacity')}>
            {(shown ?? previous)!.items.map((b, i) => (
              <li key={b.id} className="flex">
                <BusinessCard
                  business={b}
                  live
                  headingLevel="h3"
                  loading={i < 4 ? 'eager' : 'lazy'}
                  linkId={resultLinkId(b.id)}
                  className="w-full"
                  details={<DistanceLine km={b.distanceKm} />}
                />
              </li>
            ))}
          </ul>
          {shown && (shown.items.length < shown.total || shown.capped) && (
            <LoadMore
              text={copy.shown(shown.items.length, shown.total, shown.capped)}
              more
              busy={loadingMore}
              onMore={onMore}
              className="mt-8"
            />
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
  );
}
