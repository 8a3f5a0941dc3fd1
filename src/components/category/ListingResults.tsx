/** The API's results while a listing is filtered or reordered: an error with retry, 'no match' with 'Filtreleri temizle', the cards with 'Daha fazla göster', or skeletons. */
import { buttonClass, cx } from '#components/ui/classes.ts';
import { BusinessCard, BusinessCardSkeleton, cardGridClass } from '#components/ui/BusinessCard.tsx';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { LoadMore } from '#components/ui/LoadMore.tsx';
import { DistanceLine } from '#components/search/DistanceLine.tsx';
import { LISTING_COPY as copy } from './copy.ts';
import { resultLinkId, type Result } from './use-listing-results.ts';

interface Props {
  label: string;
  shown: Result | null;
  loading: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  onClear: () => void;
}

export function ListingResults({ label, shown, loading, loadingMore, onMore, onRetry, onClear }: Props) {
  return (
    <section aria-label={label} aria-busy={loading || loadingMore} data-listing-results>
      {shown?.error && !shown.page ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-card border border-danger-600/30 bg-danger-50 px-6 py-8 text-center"
        >
          <p className="text-ink">{copy.error}</p>
          <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary' })}>
            {copy.retry}
          </button>
        </div>
      ) : shown?.page && shown.page.items.length === 0 ? (
        <EmptyState icon="search" title={copy.emptyTitle} text={copy.emptyFiltered} headingLevel="h3" compact data-listing-empty>
          <button type="button" onClick={onClear} className={buttonClass({ variant: 'secondary', size: 'md', className: 'mt-6' })}>
            {copy.clear}
          </button>
        </EmptyState>
      ) : shown?.page ? (
        <>
          <ul className={cardGridClass}>
            {shown.page.items.map((b) => (
              <li key={b.id} className="flex" data-listing-result>
                <BusinessCard
                  business={b}
                  live
                  linkId={resultLinkId(b.id)}
                  className="w-full"
                  details={<DistanceLine km={b.distanceKm} />}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            text={copy.shown(shown.page.items.length, shown.page.total, shown.page.capped)}
            more={shown.page.items.length < shown.page.total || shown.page.capped}
            busy={loadingMore}
            onMore={onMore}
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
  );
}
