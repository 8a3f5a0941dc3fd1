/**
 * The selected business's card inside the map popup (spec §2: the info window with 'Detaylar'): name,
 * category · subcategory, rating, the open line (as on every card: computed in the browser), address,
 * phone, price, distance when located, 'Detaylar' →
 * /business/{id} and directions. Opened by the visitor, focus moves to its name; Escape or the close button
 * closes it (focus returns to the marker). On a phone /map shows it as a card along the map's bottom (`wide`).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { directionsHref } from '#components/businesses/links.ts';
import { AddressLine, PhonePriceLine, RatingLine } from '#components/ui/BusinessFacts.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { OpenBadge } from '#components/ui/OpenBadge.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';
import type { MapBusiness } from '#lib/contract/map.ts';
import { MAP_COPY as copy } from './copy.ts';

interface Props {
  business: MapBusiness;
  distance: string | null;
  onClose: () => void;
  /** Move focus to the card's name when it opens (it was opened by the visitor, not by the address). */
  autoFocus?: boolean;
  /** As the phone's bottom card: the full width of the map instead of the popup's 16rem. */
  wide?: boolean;
}

export function BusinessSummary({ business: b, distance, onClose, autoFocus = false, wide = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The popup attaches its content to the map after this card mounts: focus on the next frame.
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [autoFocus, b.id]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };
  return (
    <section
      aria-labelledby={`harita-kart-${b.id}`}
      onKeyDown={onKeyDown}
      className={cx('relative flex max-w-full flex-col gap-2 p-1 text-left font-sans', wide ? 'w-full' : 'w-64')}
      data-map-card={b.id}
    >
      <h3
        ref={heading}
        tabIndex={-1}
        id={`harita-kart-${b.id}`}
        className="mr-8 rounded-sm text-base leading-snug font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {b.name}
      </h3>
      <p className="-mt-1 text-sm text-ink-muted">
        {b.category}
        {b.subcategory ? ` · ${b.subcategory}` : ''}
      </p>
      <RatingLine rating={b.rating} reviewCount={b.reviewCount} />
      <OpenBadge hours={b.hours} isOpen={b.isOpen} />
      <AddressLine address={b.address}>{distance && <span className="block text-ink-muted">{copy.distance + distance}</span>}</AddressLine>
      <PhonePriceLine phone={b.phone} priceRange={b.priceRange} />
      <div className="mt-1 flex gap-2">
        <a
          href={`/business/${b.id}`}
          aria-label={`${copy.details}: ${b.name}`}
          className={buttonClass({ size: 'sm', className: 'flex-1' })}
        >
          {copy.details}
        </a>
        <a
          href={directionsHref(b.latitude, b.longitude)}
          target="_blank"
          rel="noopener"
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
        >
          {copy.directions}
          <span className="sr-only"> (harita uygulamasında açılır)</span>
        </a>
      </div>
      {/* Last in the tab order (after Detaylar), first in the corner. */}
      <button
        type="button"
        onClick={onClose}
        aria-label={copy.closeCard}
        className={buttonClass({ variant: 'ghost', size: 'sm', className: 'absolute top-0 right-0 min-h-8 px-1.5' })}
      >
        <Icon name="x" size={16} />
      </button>
    </section>
  );
}
