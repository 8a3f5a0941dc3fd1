/**
 * The business queue's status tabs as a tablist: click, or ←/→ (wrapping), Home and End, which also move the
 * focus to the chosen tab. Each tab controls the one panel `${id}-panel`.
 */
import { useRef, type KeyboardEvent } from 'react';
import { cx } from '#components/ui/classes.ts';
import type { BusinessStatus } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';
import { STATUSES } from './use-business-queue.ts';

interface Props {
  id: string;
  status: BusinessStatus;
  onChoose: (next: BusinessStatus) => void;
}

export default function QueueTabs({ id, status, onChoose }: Props) {
  const tabRefs = useRef<Partial<Record<BusinessStatus, HTMLButtonElement | null>>>({});

  const onTabKey = (ev: KeyboardEvent<HTMLButtonElement>) => {
    const i = STATUSES.indexOf(status);
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: STATUSES.length - 1 };
    if (!(ev.key in moves)) return;
    ev.preventDefault();
    const next = STATUSES[(moves[ev.key]! + STATUSES.length) % STATUSES.length]!;
    onChoose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={copy.tabsLabel} className="flex flex-wrap gap-x-1 border-b border-line">
      {STATUSES.map((s) => (
        <button
          key={s}
          ref={(el) => {
            tabRefs.current[s] = el;
          }}
          id={`${id}-tab-${s}`}
          type="button"
          role="tab"
          aria-selected={status === s}
          aria-controls={`${id}-panel`}
          tabIndex={status === s ? 0 : -1}
          onClick={() => onChoose(s)}
          onKeyDown={onTabKey}
          className={cx(
            '-mb-px min-h-11 shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
            status === s ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-muted hover:text-ink',
          )}
        >
          {copy.tabs[s]}
        </button>
      ))}
    </div>
  );
}
