/**
 * The one filter bar of the business lists (decision 018): category pages, /businesses and /search (the map's
 * filters have the same look: a card, the text box first, the selects beside it on wide screens). The text
 * box and the selects are the island's own (each keeps its state in the address); the bar lays them out and
 * adds the "Şimdi açık" switch and "Filtreleri temizle" (both exported: the map's filters use them too).
 * On a phone the selects fold behind a "Filtreler" button (the text box, the switch and the button stay in
 * one short panel), so the first results are on the first screen (decision 027); from 640 px they show.
 * `unfolded`: the selects always show (the map's filters, already in a sheet on a phone); `narrow`: no columns on
 * wide screens (the map's side column).
 *
 *   <FilterBar label="İşletme arama ve filtreler" columns={3} search={<SearchField …/>}
 *     open={{ checked, onChange }} onClear={clear} clearDisabled={!filtered} formProps={{ onSubmit }}>
 *     <OptionSelect …/> <OptionSelect …/> <OptionSelect …/>
 *   </FilterBar>
 */
import { useId, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { buttonClass, cardClass, checkboxClass, cx } from './classes.ts';

export const FILTER_BAR_COPY = {
  openNow: 'Şimdi açık',
  openNowHint: 'Şu an açık olan işletmeler (Türkiye saati)',
  clear: 'Filtreleri temizle',
  clearShort: 'Temizle',
  more: 'Filtreler',
} as const;

// Literal class strings (Tailwind scans the source): the text box twice as wide as each select.
const COLUMNS = {
  2: 'lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]',
  3: 'lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]',
} as const;

interface Props {
  /** The form's accessible name. */
  label: string;
  /** How many selects follow the text box. */
  columns: 2 | 3;
  search: ReactNode;
  /** The selects. */
  children: ReactNode;
  open: { id: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean | undefined };
  onClear: () => void;
  clearDisabled: boolean;
  disabled?: boolean;
  formProps?: FormHTMLAttributes<HTMLFormElement>;
  unfolded?: boolean;
  narrow?: boolean;
}

export function FilterBar({
  label,
  columns,
  search,
  children,
  open,
  onClear,
  clearDisabled,
  disabled,
  formProps,
  unfolded,
  narrow,
}: Props) {
  const [more, setMore] = useState(false);
  const moreId = useId();
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => e.preventDefault()}
      {...formProps}
      className={cx(
        cardClass,
        'grid grid-cols-2 gap-x-3 gap-y-3 p-3',
        narrow ? 'sm:p-4' : cx('sm:gap-x-4 sm:gap-y-4 sm:p-5', COLUMNS[columns]),
      )}
    >
      <div className={cx('col-span-2', !narrow && 'lg:col-span-1')}>{search}</div>
      <div
        id={moreId}
        className={cx('col-span-2 grid grid-cols-2 gap-x-3 gap-y-3 sm:contents', !more && !unfolded && 'max-sm:hidden')}
        data-filter-more
      >
        {children}
      </div>
      <div className="col-span-full flex flex-wrap items-center gap-2 sm:justify-between sm:gap-3">
        <OpenNowSwitch {...open} disabled={open.disabled || disabled} />
        {!unfolded && (
          <button
            type="button"
            aria-expanded={more}
            aria-controls={moreId}
            onClick={() => setMore((m) => !m)}
            className={buttonClass({ variant: 'secondary', size: 'md', className: 'sm:hidden' })}
          >
            <Icon name="sliders" size={18} />
            {FILTER_BAR_COPY.more}
          </button>
        )}
        {/* On a phone only when there is something to clear (the chips under the bar remove one filter each). */}
        <ClearFiltersButton
          onClear={onClear}
          disabled={clearDisabled || disabled}
          className={clearDisabled ? 'max-sm:hidden' : undefined}
        />
      </div>
    </form>
  );
}

/** The "Şimdi açık" switch (a checkbox named `open`, value 1), also in the map's filters. */
export function OpenNowSwitch({ id, checked, onChange, disabled }: Props['open']) {
  return (
    <label
      htmlFor={id}
      className={cx(
        'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
        checked ? 'border-success-600 bg-success-50 text-success-700' : 'border-line-strong bg-surface text-ink hover:bg-surface-muted',
        disabled && 'cursor-not-allowed opacity-55',
      )}
      title={FILTER_BAR_COPY.openNowHint}
    >
      <input
        id={id}
        type="checkbox"
        name="open"
        value="1"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className={checkboxClass}
      />
      <Icon name="clock" size={16} />
      {FILTER_BAR_COPY.openNow}
    </label>
  );
}

/** "Filtreleri temizle" ("Temizle" on phones, so it shares a row with the switch; the name is always the whole phrase). */
export function ClearFiltersButton({
  onClear,
  disabled,
  className,
}: {
  onClear: () => void;
  disabled?: boolean | undefined;
  className?: string | undefined;
}) {
  return (
    <button
      type="button"
      onClick={onClear}
      disabled={disabled}
      aria-label={FILTER_BAR_COPY.clear}
      className={buttonClass({ variant: 'secondary', size: 'md', className })}
    >
      <Icon name="x" size={18} />
      <span className="sm:hidden">{FILTER_BAR_COPY.clearShort}</span>
      <span className="max-sm:hidden">{FILTER_BAR_COPY.clear}</span>
    </button>
  );
}
