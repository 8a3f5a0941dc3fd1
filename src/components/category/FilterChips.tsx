/** The count line and the active filters as removable chips ("Çukurova ×"). */
import type { ReactNode } from 'react';
import { Icon } from '#components/ui/Icon.tsx';

interface Props {
  countText: string;
  districtName: string | undefined;
  categoryName: string | undefined;
  open: boolean;
  openLabel: string;
  onRemove: (filter: 'district' | 'category' | 'open') => void;
}

export function FilterChips({ countText, districtName, categoryName, open, openLabel, onRemove }: Props) {
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-2">
      <p role="status" className="mr-2 text-sm font-semibold text-ink" data-listing-count>
        {countText}
      </p>
      {districtName && (
        <FilterChip kind="district" label={`${districtName}: ilçe filtresini kaldır`} onRemove={() => onRemove('district')}>
          <Icon name="map-pin" size={14} />
          {districtName}
        </FilterChip>
      )}
      {categoryName && (
        <FilterChip kind="category" label={`${categoryName}: kategori filtresini kaldır`} onRemove={() => onRemove('category')}>
          {categoryName}
        </FilterChip>
      )}
      {open && (
        <FilterChip kind="open" label={`${openLabel}: filtreyi kaldır`} onRemove={() => onRemove('open')}>
          <Icon name="clock" size={14} />
          {openLabel}
        </FilterChip>
      )}
    </div>
  );
}

/** An active filter as a removable chip. */
function FilterChip({
  kind,
  label,
  onRemove,
  children,
}: {
  kind: 'district' | 'category' | 'open';
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-accent-200 bg-accent-50 px-3 text-sm font-medium text-accent-800 hover:border-accent-400 hover:bg-accent-100"
      data-filter-chip={kind}
    >
      {children}
      <Icon name="x" size={14} />
    </button>
  );
}
