/**
 * Small facts of a business as the islands show them (the map's popup card and list cards, the search and
 * favourites cards): the rating line, the address line and the phone · price line. One look and one text
 * everywhere; each piece renders nothing it has no data for.
 *
 *   <RatingLine rating={b.rating} reviewCount={b.reviewCount} />                  // ★ 4,5 (12 değerlendirme)
 *   <AddressLine address={b.address}>{extra}</AddressLine>                        // pin + address (+ extra)
 *   <PhonePriceLine phone={b.phone} priceRange={b.priceRange} />                  // tel: link · 'Orta fiyatlı'
 */
import type { ReactNode } from 'react';
import { formatCount, formatRating } from '#lib/format.ts';
import { formatTrPhone, phoneHref } from '#lib/phone.ts';
import { priceLabel } from '#lib/seo.ts';
import { Icon } from './Icon.tsx';
import { cx } from './classes.ts';

export const BUSINESS_FACTS_COPY = {
  rating: 'Puan: ',
  reviews: (n: number) => `(${formatCount(n)} değerlendirme)`,
  noReviews: 'Henüz değerlendirme yok',
} as const;

const copy = BUSINESS_FACTS_COPY;

interface RatingProps {
  rating: number;
  reviewCount: number;
  /** The star's size in px (15 on the map, 16 on the cards). */
  iconSize?: number;
  /** Show an empty star before 'Henüz değerlendirme yok' (the cards do, the map does not). */
  emptyStar?: boolean;
}

/** "★ 4,5 (12 değerlendirme)", the score read as "Puan: 4,5"; 'Henüz değerlendirme yok' without approved reviews (never 0,0). */
export function RatingLine({ rating, reviewCount, iconSize = 15, emptyStar = false }: RatingProps) {
  return (
    <p className="flex items-center gap-1.5 text-sm">
      {reviewCount > 0 ? (
        <>
          <Icon name="star" size={iconSize} filled className="text-amber-500" />
          <span className="font-semibold text-ink">
            <span className="sr-only">{copy.rating}</span>
            {formatRating(rating)}
          </span>
          {reviewCount > 0 && <span className="text-ink-subtle">{copy.reviews(reviewCount)}</span>}
        </>
      ) : (
        <>
          {emptyStar && <Icon name="star" size={iconSize} className="text-ink-subtle" />}
          <span className="text-ink-subtle">{copy.noReviews}</span>
        </>
      )}
    </p>
  );
}

/** The address after a map pin; `children` go under it (the distance on the map card). */
export function AddressLine({ address, children }: { address: string; children?: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink">
      <Icon name="map-pin" size={15} className="mt-0.5 text-ink-subtle" />
      <span>
        {address}
        {children}
      </span>
    </p>
  );
}

/** The phone as a tel: link and the price tier in words; nothing when both are missing. */
export function PhonePriceLine({
  phone,
  priceRange,
  linkClassName,
}: {
  phone: string | null;
  priceRange: string | null;
  linkClassName?: string;
}) {
  const tel = phoneHref(phone);
  const price = priceLabel(priceRange);
  if (!tel && !price) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {tel && (
        <a
          href={tel}
          className={cx('inline-flex items-center gap-1.5 font-medium text-accent-700 underline-offset-2 hover:underline', linkClassName)}
        >
          <Icon name="phone" size={15} />
          {formatTrPhone(phone)}
        </a>
      )}
      {price && <span className="text-ink-muted">{price}</span>}
    </p>
  );
}
