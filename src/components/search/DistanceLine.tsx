/** "1,2 km" under a card's facts when the list is ordered by the visitor's position (search, category pages, /businesses). */
import { Icon } from '#components/ui/Icon.tsx';
import { formatDistance } from '#components/map/map-state.ts';

export function DistanceLine({ km }: { km: number | null | undefined }) {
  if (typeof km !== 'number') return null;
  return (
    <p className="flex items-center gap-1 text-sm text-ink-muted tabular-nums" data-distance>
      <Icon name="map-pin" size={14} className="text-ink-subtle" />
      <span className="sr-only">Uzaklık: </span>
      {formatDistance(km)}
    </p>
  );
}
