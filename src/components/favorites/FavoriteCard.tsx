/** One favourite: its business card with 'Kaldır', a business no longer public with its own remove button, or a skeleton while its details load. */
import { BusinessCard, BusinessCardSkeleton } from '#components/ui/BusinessCard.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import type { FavoriteEntry } from '#stores/favorites.ts';
import { FAVORITES_PAGE_COPY as copy } from './copy.ts';

export function FavoriteCard({ entry, onRemove }: { entry: FavoriteEntry; onRemove: () => void }) {
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
