/**
 * What every row of the admin's queues shares (ModerationRow.tsx for businesses; ChangeSetCard, SuggestionCard and
 * OwnerCard of src/components/owners): the list item the keyboard's j/k selects (its id, focusable by script, the
 * ring of the active row), the bulk bar's checkbox, and a title that links to the business page in a new tab.
 */
import type { ReactNode } from 'react';
import { cardClass, checkboxClass, cx, linkClass } from '#components/ui/classes.ts';

const LOOKS = {
  /** A business in the moderation list: a flex row, ring inside. */
  row: {
    base: 'flex flex-wrap items-start gap-3 p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset sm:flex-nowrap',
    active: 'bg-brand-50 ring-2 ring-brand-600 ring-inset',
  },
  /** An owner's application, a change set or a suggestion: a card. */
  card: {
    base: cx(cardClass, 'p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5'),
    active: 'bg-brand-50 ring-2 ring-brand-600',
  },
} as const;

export interface QueueRowProps {
  rowId: string;
  /** Selected by the keyboard (j/k). */
  active: boolean;
  look: keyof typeof LOOKS;
  /** The row's data attribute naming its entry (e.g. `{ 'data-change-set': 7 }`), for tests and scripts. */
  data: Record<`data-${string}`, number>;
  labelledBy?: string;
  children: ReactNode;
}

export function QueueRow({ rowId, active, look, data, labelledBy, children }: QueueRowProps) {
  const { base, active: ring } = LOOKS[look];
  return (
    <li
      id={rowId}
      tabIndex={-1}
      {...data}
      data-active={active || undefined}
      className={cx(base, active && ring)}
      aria-labelledby={labelledBy}
    >
      {children}
    </li>
  );
}

/** The bulk bar's checkbox of one row, named after the entry (`label`). */
export function QueueSelect({
  label,
  checked,
  onSelect,
  offset = 'mt-1',
}: {
  label: string;
  checked: boolean;
  onSelect: (on: boolean) => void;
  /** Its top margin, to sit on the title's first line. */
  offset?: 'mt-1' | 'mt-1.5';
}) {
  return (
    <input
      type="checkbox"
      className={cx(checkboxClass, offset)}
      checked={checked}
      aria-label={label}
      onChange={(e) => onSelect(e.target.checked)}
    />
  );
}

/** The entry's business as its title, opening the public page in a new tab. */
export function QueueTitleLink({ businessId, name, className }: { businessId: number; name: string; className?: string }) {
  return (
    <h3 className={cx(className, 'font-bold break-words text-ink')}>
      <a href={`/business/${businessId}`} className={linkClass} target="_blank" rel="noopener">
        {name}
      </a>
    </h3>
  );
}
