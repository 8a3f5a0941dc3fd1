/**
 * The one business card of the visitor pages (decision 018): home, category pages, /businesses, /search,
 * /favorites and the map's list. On a phone a compact row (a square thumbnail beside the text, no features) so
 * several businesses fit a screen; from 640 px the grid's tall card (decision 027). Photo (CardPhoto), "Sponsorlu" (a live ad) or "Öne çıkan", the favourite
 * heart, the name (the link to /business/<id>, stretched over the card), category · district · price range
 * (only when known), rating or 'Henüz değerlendirme yok', the open/closed line, up to three features.
 *
 * Two ways to render the same markup:
 *  - `live` (inside an island: search, favourites, the map list): the heart and the open line are React here;
 *  - static (default; Astro renders it with no JavaScript): the heart and the open line are empty slots with the
 *    card's facts in `data-card`, filled by ONE CardExtras island per page or list (portals, no root per card).
 *
 *   <BusinessCard business={b} />                                   // pre-built page (+ <CardExtras client:idle />)
 *   <BusinessCard business={b} live linkId="sonuc-12">…actions…</BusinessCard>
 */
import type { ReactNode } from 'react';
import type { PublicBusinessListItem } from '#lib/contract/businesses.ts';
import FavoriteButton from '#components/favorites/FavoriteButton.tsx';
import { priceLabel } from '#lib/seo.ts';
import { RatingLine } from './BusinessFacts.tsx';
import { CardPhoto } from './CardPhoto.tsx';
import { Icon } from './Icon.tsx';
import { PriorityLabel } from './PriorityLabel.tsx';
import { OpenBadge, OpenBadgeView, cardOpenKind, openLineClass } from './OpenBadge.tsx';
import { badgeClass, cardInteractiveClass, cx } from './classes.ts';

/** What a card shows; a favourite's stored snapshot lacks the optional facts (they are then left out). */
export type CardBusiness = Pick<
  PublicBusinessListItem,
  'id' | 'name' | 'category' | 'categorySlug' | 'district' | 'rating' | 'reviewCount' | 'images'
> &
  Partial<
    Pick<
      PublicBusinessListItem,
      'features' | 'isFeatured' | 'priorityListing' | 'hasCampaign' | 'priceRange' | 'hours' | 'isOpen' | 'specialHours' | 'onDutyUntil'
    >
  >;

/** The facts a static card hands to the CardExtras island and to the list filters (`data-card`). */
export type CardFacts = Pick<
  CardBusiness,
  'id' | 'name' | 'category' | 'categorySlug' | 'district' | 'rating' | 'reviewCount' | 'images' | 'hours' | 'isOpen' | 'specialHours'
>;

export const CARD_COPY = {
  featured: 'Öne çıkan',
  sponsored: 'Sponsorlu',
  campaign: 'Kampanya',
  features: 'Özellikler',
  photo: (name: string) => `${name} fotoğrafı`,
} as const;

/** The grid every list of cards uses (one to four columns). */
export const cardGridClass = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

interface Props {
  business: CardBusiness;
  headingLevel?: 'h2' | 'h3' | 'h4';
  loading?: 'lazy' | 'eager';
  /** Inside an island: heart and open line rendered here (else slots for CardExtras). */
  live?: boolean;
  /** A live premium ad of this business (decision 013): "Sponsorlu" instead of "Öne çıkan". */
  sponsored?: boolean;
  /** No favourite heart (none where the card cannot be favourited). */
  noHeart?: boolean;
  /** The id of the card's title link (focus management after "Daha fazla göster"). */
  linkId?: string;
  /** Lines under the facts (the map list's address and distance). */
  details?: ReactNode;
  /** Actions at the bottom (above the stretched link). */
  children?: ReactNode;
  className?: string;
  /** Extra attributes of the <article> (e.g. data-list-business). */
  dataAttributes?: Record<`data-${string}`, string | number>;
}

export function BusinessCard({
  business: b,
  headingLevel = 'h3',
  loading = 'lazy',
  live = false,
  sponsored = false,
  noHeart = false,
  linkId,
  details,
  children,
  className,
  dataAttributes,
}: Props) {
  const Heading = headingLevel;
  const features = (b.features ?? []).slice(0, 3);
  const price = priceLabel(b.priceRange);
  const openKind = cardOpenKind(b.hours, b.isOpen);
  const facts: CardFacts = {
    id: b.id,
    name: b.name,
    category: b.category,
    categorySlug: b.categorySlug,
    district: b.district,
    rating: b.rating,
    reviewCount: b.reviewCount,
    images: b.images.slice(0, 1),
    ...(b.hours ? { hours: b.hours } : {}),
    ...(b.isOpen !== undefined ? { isOpen: b.isOpen } : {}),
    ...(b.specialHours ? { specialHours: b.specialHours } : {}),
  };
  /** "Sponsorlu" or "Öne çıkan": over the photo on a wide card, above the name on a phone's compact row. */
  const badge = sponsored
    ? (where: string) => <span className={badgeClass('warning', where)}>{CARD_COPY.sponsored}</span>
    : b.isFeatured
      ? (where: string) => (
          <span className={badgeClass('highlight', where)}>
            <Icon name="star" size={12} filled />
            {CARD_COPY.featured}
          </span>
        )
      : null;
  return (
    <article
      className={cx(cardInteractiveClass, 'group flex flex-row overflow-hidden sm:flex-col', className)}
      data-card={live ? undefined : JSON.stringify(facts)}
      {...dataAttributes}
    >
      <CardPhoto src={b.images[0]} alt={CARD_COPY.photo(b.name)} categorySlug={b.categorySlug} loading={loading}>
        {badge && <span className="hidden sm:contents">{badge('absolute top-3 left-3 shadow-sm')}</span>}
      </CardPhoto>
      {/* The heart sits in the card's corner: over the photo on a wide card, beside the name on a phone's row. */}
      {!noHeart &&
        (live ? (
          <div className="absolute top-1 right-1 z-10 sm:top-2 sm:right-2">
            <FavoriteButton business={facts} variant="icon" />
          </div>
        ) : (
          <div className="absolute top-1 right-1 z-10 size-11 empty:hidden sm:top-2 sm:right-2" data-card-heart />
        ))}
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-3 pr-3 sm:gap-2 sm:p-5">
        {badge && <span className={cx('sm:hidden', !noHeart && 'pr-10')}>{badge('self-start')}</span>}
        <div className={cx(!noHeart && 'max-sm:pr-10')}>
          <Heading className="text-base leading-snug font-semibold text-ink sm:text-lg">
            <a
              id={linkId}
              href={`/business/${b.id}`}
              className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-brand-700 focus-visible:outline-offset-4"
            >
              {b.name}
            </a>
          </Heading>
          <p className="mt-0.5 text-sm text-ink-muted sm:mt-1">
            {b.category}
            <span aria-hidden="true"> · </span>
            <Icon name="map-pin" size={14} className="inline align-[-2px] text-ink-subtle" /> {b.district}
            {price && (
              <>
                <span aria-hidden="true"> · </span>
                {price}
              </>
            )}
          </p>
        </div>
        {b.hasCampaign && (
          <span className={badgeClass('success', 'self-start')} data-campaign-badge>
            <Icon name="megaphone" size={12} />
            {CARD_COPY.campaign}
          </span>
        )}
        {b.priorityListing && <PriorityLabel />}
        <RatingLine rating={b.rating} reviewCount={b.reviewCount} iconSize={16} emptyStar />
        {openKind === 'paused' && <OpenBadgeView hours={b.hours ?? {}} isOpen={false} now={new Date(0)} />}
        {openKind === 'clock' &&
          (live ? (
            <OpenBadge hours={b.hours!} isOpen={b.isOpen ?? true} specialHours={b.specialHours} onDutyUntil={b.onDutyUntil} />
          ) : (
            <div className={openLineClass} data-card-open />
          ))}
        {details}
        {features.length > 0 && (
          <ul className="mt-auto hidden flex-wrap gap-1.5 pt-1 sm:flex" aria-label={CARD_COPY.features}>
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
    <div className="flex flex-row overflow-hidden rounded-card border border-line bg-surface shadow-card sm:flex-col" aria-hidden="true">
      <div className="m-3 aspect-square w-24 shrink-0 animate-pulse rounded-control bg-surface-sunken sm:m-0 sm:aspect-[4/3] sm:w-auto sm:rounded-none" />
      <div className="flex flex-1 flex-col gap-3 py-3 pr-3 sm:p-5">
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
