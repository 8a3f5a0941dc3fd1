/**
 * One page of the business queue as a card: "select all" (only where approving applies, never a business
 * without a category), the total, the keyboard's line and help, the bulk bar, the rows and the pager.
 */
import type { Dispatch, SetStateAction } from 'react';
import { checkboxClass, cardClass } from '#components/ui/classes.ts';
import type { ModerationItem, Option } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';
import BulkBar from '../BulkBar.tsx';
import ModerationRow from '../ModerationRow.tsx';
import QueueKeys from '../QueueKeys.tsx';
import type { useQueueKeys } from '../use-queue-keys.ts';
import QueuePager from './QueuePager.tsx';

interface Props {
  id: string;
  items: ModerationItem[];
  total: number;
  offset: number;
  setOffset: (offset: number) => void;
  canApprove: boolean;
  selected: Set<number>;
  setSelected: Dispatch<SetStateAction<Set<number>>>;
  keys: ReturnType<typeof useQueueKeys>;
  rejectingId: number | null;
  onRejectDone: (done: boolean) => void;
  onOpen: (id: number) => void;
  /** After a decision: the selection cleared, the page read again. */
  refresh: () => void;
  categories: Option[];
  districts: Option[];
  onGateLost: () => void;
}

export default function QueueList({
  id,
  items,
  total,
  offset,
  setOffset,
  canApprove,
  selected,
  setSelected,
  keys,
  rejectingId,
  onRejectDone,
  onOpen,
  refresh,
  categories,
  districts,
  onGateLost,
}: Props) {
  // A business without a category is approved only with one chosen (its own form in the row), never in bulk.
  const selectable = items.filter((b) => b.category !== null);
  const allSelected = selectable.length > 0 && selectable.every((b) => selected.has(b.id));

  return (
    <div className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-3">
        <div className="flex items-center gap-3">
          {canApprove && (
            <input
              type="checkbox"
              className={checkboxClass}
              checked={allSelected}
              aria-label={copy.selectAll}
              onChange={(ev) => setSelected(ev.target.checked ? new Set(selectable.map((b) => b.id)) : new Set())}
            />
          )}
          <p className="text-sm text-ink-muted" aria-live="polite">
            {copy.total(total)}
          </p>
        </div>
        <QueueKeys announcement={keys.announcement} help={keys.help} setHelp={keys.setHelp} />
      </div>
      {canApprove && (
        <BulkBar
          className="border-b border-line p-3"
          queue="businesses"
          selected={items.filter((b) => selected.has(b.id)).map((b) => ({ id: b.id, read: b.status }))}
          onGateLost={onGateLost}
          onDone={refresh}
        />
      )}
      <ul className="divide-y divide-line">
        {items.map((b) => (
          <ModerationRow
            key={b.id}
            b={b}
            rowId={`${id}-row-${b.id}`}
            openId={`${id}-open-${b.id}`}
            active={keys.active === b.id}
            rejecting={rejectingId === b.id}
            onRejectDone={onRejectDone}
            canApprove={canApprove}
            selected={selected.has(b.id)}
            onSelect={(on) =>
              setSelected((s) => {
                const next = new Set(s);
                if (on) next.add(b.id);
                else next.delete(b.id);
                return next;
              })
            }
            onOpen={() => onOpen(b.id)}
            categories={categories}
            districts={districts}
            onGateLost={onGateLost}
            onApproved={refresh}
          />
        ))}
      </ul>
      <QueuePager offset={offset} total={total} setOffset={setOffset} />
    </div>
  );
}
