/**
 * The listing card for React islands (search results, favourites): the same look as
 * src/components/ui/BusinessCard.astro (classes.ts), so a card on /search and on /category/... match.
 *
 *   <BusinessCard business={b} headingLevel="h3" corner={<FavoriteButton business={b} />}>
 *     <button …>Kaldır</button>          // optional footer actions
 *   </BusinessCard>
 *
 * The name is the link to /business/<id>, stretched over the card; anything interactive put in `corner`
 * or `children` sits above that link (relative z-10), so both stay clickable.
 */
import type { ReactNode } from 'react';
import type { BusinessCardData } from '#lib/contract/directory.ts';
import { RatingLine } from '#components/ui/BusinessFacts.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, cardInteractiveClass, cx } from '#components/ui/classes.ts';
import { categoryIcon } from '#components/ui/icons.ts';
import { CARD_COPY } from './copy.ts';

/** The card's facts; a favourite's stored snapshot has no features and no featured flag. */
type CardBusiness = Omit<BusinessCardData, 'features' | 'isFeatured'> & Partial<Pick<BusinessCardData, 'features' | 'isFeatured'>>;

interface Props {
  business: CardBusiness;
  headingLevel?: 'h2' | 'h3' | 'h4';
  loading?: 'lazy' | 'eager';
  /** Rendered over the image's top-right corner (the favourite heart). */
  corner?: ReactNode;
  /** Footer actions under the details. */
  children?: ReactNode;
  className?: string;
  /** Ref-less hook for focus management: the id of the card's title link. */
  linkId?: string;
}

export function BusinessCard({ business: b, headingLevel = 'h3', loading = 'lazy', corner, children, className, linkId }: Props) {
  const Heading = headingLevel;
  const image = b.images[0];
  const features = (b.features ?? []).slice(0, 3);
  return (
    <article className={cx(cardInteractiveClass, 'group flex flex-col overflow-hidden', className)}>
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-sunken">
        {image ? (
          <img
            src={image}
            alt={CARD_COPY.photo(b.name)}
            width={800}
            height={600}
            loading={loading}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-brand-50 text-brand-300">
            <Icon name={categoryIcon(null, b.categorySlug)} size={48} strokeWidth={1.5} />
          </div>
        )}
        {b.isFeatured && (
          <span className={badgeClass('highlight', 'absolute top-3 left-3 shadow-sm')}>
            <Icon name="star" size={12} filled />
            {CARD_COPY.featured}
          </span>
        )}
        {corner && <div className="absolute top-2 right-2 z-10">{corner}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div>
          <Heading className="text-lg leading-snug font-semibold text-ink">
            <a
              id={linkId}
              href={`/business/${b.id}`}
              className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-brand-700 focus-visible:outline-offset-4"
            >
              {b.name}
            </a>
          </Heading>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-ink-muted">
            <span>{b.category}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Icon name="map-pin" size={14} className="text-ink-subtle" />
              {b.district}
            </span>
          </p>
        </div>
        <RatingLine rating={b.rating} reviewCount={b.reviewCount} iconSize={16} emptyStar />
        {features.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={CARD_COPY.features}>
            {features.map((f, i) => (
              <li key={`${i}-${f}`} className={badgeClass('neutral', 'font-medium')}>
                {f}
              </li>
            ))}
          </ul>
        )}
        {children && <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-1">{children}</div>}
      </div>
    </article>
  );
}

/** The card's loading placeholder (same proportions, so nothing jumps when results arrive). */
export function BusinessCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse bg-surface-sunken" />
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="h-6 w-3/4 animate-pulse rounded-control bg-surface-sunken" />
        <div className="h-4 w-1/2 animate-pulse rounded-control bg-surface-sunken" />
        <div className="h-4 w-1/3 animate-pulse rounded-control bg-surface-sunken" />
        <div className="flex gap-1.5">
          <div className="h-5 w-16 animate-pulse rounded-full bg-surface-sunken" />
          <div className="h-5 w-20 animate-pulse rounded-full bg-surface-sunken" />
        </div>
      </div>
    </div>
  );
}
