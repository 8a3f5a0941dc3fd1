/**
 * A suggestion for a listing without an owner in the admin's queue (ChangeQueue.tsx): a checkbox for the bulk bar,
 * accept (with the corrected phone, or marking the business temporarily closed) or dismiss.
 */
import { useState } from 'react';
import { formatDateTime } from '#lib/format.ts';
import { buttonClass, cx, inputClass } from '#components/ui/classes.ts';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { QueueRow, QueueSelect, QueueTitleLink } from '#components/admin/QueueRow.tsx';
import { REASON_LABELS } from './owner-copy.ts';
import type { SuggestionItem } from './use-change-queue.ts';

interface Props {
  s: SuggestionItem;
  act: (url: string, body: unknown, ok: string) => Promise<unknown>;
  rowId: string;
  /** Selected by the keyboard (j/k). */
  active: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

export default function SuggestionCard({ s, act, rowId, active, selected, onSelect }: Props) {
  const [phone, setPhone] = useState('');
  return (
    <QueueRow rowId={rowId} active={active} look="card" data={{ 'data-suggestion': s.id }}>
      <div className="flex items-start gap-3">
        <QueueSelect label={QUEUE_COPY.selectOne(s.businessName)} checked={selected} onSelect={onSelect} />
        <QueueTitleLink businessId={s.businessId} name={s.businessName} className="min-w-0" />
      </div>
      <p className="text-sm text-ink-muted">
        {REASON_LABELS[s.reason] ?? s.reason} · {formatDateTime(s.createdAt)}
      </p>
      {s.note && <p className="mt-2 whitespace-pre-line text-ink">{s.note}</p>}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {s.reason === 'phone' && (
          <>
            <label htmlFor={`cq-p-${s.id}`} className="sr-only">
              Doğru telefon
            </label>
            <input
              id={`cq-p-${s.id}`}
              type="tel"
              placeholder="Doğru telefon"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              className={cx(inputClass, 'max-w-xs')}
            />
          </>
        )}
        <button
          type="button"
          className={buttonClass({ size: 'sm' })}
          onClick={() =>
            void act(
              `/api/admin/suggestions/${s.id}/accept`,
              s.reason === 'phone' && phone ? { patch: { phone } } : s.reason === 'closed' ? { patch: { isOpen: false } } : {},
              'Öneri kabul edildi',
            )
          }
        >
          {s.reason === 'closed'
            ? 'Kabul et (kapalı olarak işaretle)'
            : s.reason === 'phone'
              ? 'Kabul et ve telefonu güncelle'
              : 'Kabul edildi olarak işaretle'}
        </button>
        <button
          type="button"
          className={buttonClass({ size: 'sm', variant: 'secondary' })}
          onClick={() => void act(`/api/admin/suggestions/${s.id}/dismiss`, {}, 'Öneri yok sayıldı')}
        >
          Yok say
        </button>
      </div>
    </QueueRow>
  );
}
