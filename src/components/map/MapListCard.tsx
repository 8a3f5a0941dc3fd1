/**
 * The map list's parts: a business as the site's one card with the spec's extras (address, phone, distance, 'Konum
 * bilgisi yok', Detaylar, 'Haritada gör'), and the empty state with 'Filtreleri temizle' when filters are set.
 */
import { hasCoordinates } from '#components/businesses/links.ts';
import { AddressLine, PhonePriceLine } from '#components/ui/BusinessFacts.tsx';
import { BusinessCard } from '#components/ui/BusinessCard.tsx';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, buttonClass } from '#components/ui/classes.ts';
import type { SearchListItem } from '#lib/contract/search.ts';
import { MAP_COPY as copy } from './copy.ts';
import { distanceKm, formatDistance, type LatLng } from './map-state.ts';

/** The id of a card's 'Detaylar' link (focus after 'Daha fazla göster'). */
export const mapListLinkId = (id: number) => `liste-${id}`;

export function MapListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyState icon="search" title={copy.emptyTitle} text={copy.emptyText} headingLevel="h3">
      {filtered && (
        <button type="button" onClick={onClear} className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>
          <Icon name="x" size={18} />
          {copy.clearFilters}
        </button>
      )}
    </EmptyState>
  );
}

export function MapListCard({
  item: b,
  near,
  onSeeOnMap,
}: {
  item: SearchListItem;
  near: LatLng | null;
  onSeeOnMap: (item: SearchListItem) => void;
}) {
  const located = hasCoordinates(b);
  const km =
    b.distanceKm ?? (near && located ? distanceKm(near, { latitude: b.latitude as number, longitude: b.longitude as number }) : null);
  return (
    <BusinessCard
      business={{ ...b, features: [] }}
      live
      className="w-full"
      dataAttributes={{ 'data-list-business': b.id }}
      details={
        <>
          <AddressLine address={b.address}>
            {km !== null && (
              <span className={badgeClass('neutral', 'ml-2 tabular-nums')}>
                <span className="sr-only">{copy.distance}</span>
                {formatDistance(km)}
              </span>
            )}
          </AddressLine>
          <PhonePriceLine phone={b.phone} priceRange={null} linkClassName="relative z-10 min-h-6" />
          {!located && (
            <p className={badgeClass('warning', 'self-start')}>
              <Icon name="alert-triangle" size={13} />
              {copy.noLocation}
            </p>
          )}
        </>
      }
    >
      <a
        id={mapListLinkId(b.id)}
        href={`/business/${b.id}`}
        aria-label={`${copy.details}: ${b.name}`}
        className={buttonClass({ size: 'sm' })}
      >
        {copy.details}
      </a>
      {located && (
        <button
          type="button"
          onClick={() => onSeeOnMap(b)}
          aria-label={`${copy.seeOnMap}: ${b.name}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <Icon name="map" size={15} />
          {copy.seeOnMap}
        </button>
      )}
    </BusinessCard>
  );
}
