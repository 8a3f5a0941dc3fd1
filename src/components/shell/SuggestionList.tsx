/** The combobox's popup: a listbox of categories and businesses in labelled groups, then "all results"; the typed text is highlighted in each name. */
import type { MouseEvent } from 'react';
import { SUGGEST_COPY } from '#components/search/copy.ts';
import { highlightParts } from '#components/search/highlight.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { cx } from '#components/ui/classes.ts';
import type { Option } from './suggestions.ts';

interface Props {
  idPrefix: string;
  listboxId: string;
  optionId: (i: number) => string;
  expanded: boolean;
  options: Option[];
  active: number;
  query: string;
}

// Clicking an option must not blur the box first (the click still follows the link).
const keepFocus = (e: MouseEvent) => e.preventDefault();

const GROUPS: { label: string; kind: Option['kind'] }[] = [
  { label: SUGGEST_COPY.categories, kind: 'category' },
  { label: SUGGEST_COPY.businesses, kind: 'business' },
];

export function SuggestionList({ idPrefix, listboxId, optionId, expanded, options, active, query }: Props) {
  return (
    <div
      hidden={!expanded}
      className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-[min(26rem,65dvh)] overflow-y-auto overscroll-contain rounded-card border border-line bg-surface p-1.5 text-left shadow-raised"
    >
      <div role="listbox" id={listboxId} aria-label={SUGGEST_COPY.listLabel}>
        {GROUPS.map((g) => {
          const items = options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === g.kind);
          if (items.length === 0) return null;
          const headingId = `${idPrefix}-search-group-${g.kind}`;
          return (
            <div key={g.kind} role="group" aria-labelledby={headingId} className="pb-1">
              <div
                id={headingId}
                role="presentation"
                className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
              >
                {g.label}
              </div>
              {items.map(({ o, i }) => (
                <OptionRow key={o.key} option={o} id={optionId(i)} selected={i === active} query={query} onMouseDown={keepFocus} />
              ))}
            </div>
          );
        })}
        {options.map((o, i) =>
          o.kind === 'all' ? (
            <OptionRow key={o.key} option={o} id={optionId(i)} selected={i === active} query="" onMouseDown={keepFocus} />
          ) : null,
        )}
      </div>
    </div>
  );
}

function OptionRow({
  option: o,
  id,
  selected,
  query,
  onMouseDown,
}: {
  option: Option;
  id: string;
  selected: boolean;
  query: string;
  onMouseDown: (e: MouseEvent) => void;
}) {
  return (
    <a
      id={id}
      href={o.href}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onMouseDown={onMouseDown}
      className={cx(
        'flex min-h-11 items-center gap-3 rounded-control px-2.5 py-2 text-ink hover:bg-surface-sunken aria-selected:bg-brand-50 aria-selected:text-brand-900',
        o.kind === 'all' && 'relative mt-2 before:absolute before:inset-x-1 before:-top-1 before:h-px before:bg-line',
      )}
    >
      <span
        className={cx(
          'flex size-8 shrink-0 items-center justify-center rounded-control',
          o.kind === 'all' ? 'text-ink-muted' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon name={o.icon} size={18} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {highlightParts(o.label, query).map((p, k) =>
            p.match ? (
              <mark key={k} className="bg-transparent font-bold text-inherit">
                {p.text}
              </mark>
            ) : (
              <span key={k}>{p.text}</span>
            ),
          )}
        </span>
        {o.meta && <span className="block truncate text-sm text-ink-muted">{o.meta}</span>}
      </span>
    </a>
  );
}
