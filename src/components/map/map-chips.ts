/** The map's set filters as the chip row's chips below `lg` ("“kebap” ×", "Kafeler ×", "Şimdi açık ×"), each removing its filter. */
import { FILTER_BAR_COPY } from '#components/ui/FilterBar.tsx';
import { ALL, type MapState } from './map-state.ts';
import type { MapOption } from './use-map-url.ts';

interface MapChip {
  key: 'q' | 'category' | 'district' | 'open';
  label: string;
  onRemove: () => void;
}

export function mapChips(
  state: MapState,
  categories: readonly MapOption[],
  districts: readonly MapOption[],
  go: (patch: Partial<MapState>, mode: 'push' | 'replace') => void,
): MapChip[] {
  const nameOf = (options: readonly MapOption[], slug: string) => options.find((o) => o.slug === slug)?.name ?? slug;
  const remove = (patch: Partial<MapState>) => () => go({ ...patch, focus: null }, 'push');
  const chips: MapChip[] = [];
  if (state.q) chips.push({ key: 'q', label: `“${state.q}”`, onRemove: remove({ q: '' }) });
  if (state.category !== ALL)
    chips.push({ key: 'category', label: nameOf(categories, state.category), onRemove: remove({ category: ALL }) });
  if (state.district !== ALL)
    chips.push({ key: 'district', label: nameOf(districts, state.district), onRemove: remove({ district: ALL }) });
  if (state.open) chips.push({ key: 'open', label: FILTER_BAR_COPY.openNow, onRemove: remove({ open: false }) });
  return chips;
}
