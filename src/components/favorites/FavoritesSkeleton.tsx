/** What the pre-built page and the first render show: the figures, the filters and four cards as skeletons. */
import { BusinessCardSkeleton, cardGridClass } from '#components/ui/BusinessCard.tsx';
import { cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import { FAVORITES_PAGE_COPY as copy } from './copy.ts';

export function FavoritesSkeleton() {
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
