/**
 * A suggestion for a listing without an owner in the admin's queue (ChangeQueue.tsx): a checkbox for the bulk bar,
 * accept (with the corrected phone, or marking the business temporarily closed) or dismiss.
 */
import { useState } from 'react';
import { formatDateTime } from '#lib/format.ts';
import { buttonClass, cardClass, checkboxClass, cx, inputClass, linkClass } from '#components/ui/classes.ts';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
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
    <li
      id={rowId}
      tabIndex={-1}
      data-suggestion={s.id}
      data-active={active || undefined}
      className={cx(
        cardClass,
        'p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5',
        active && 'bg-brand-50 ring-2 ring-brand-600',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className={cx(checkboxClass, 'mt-1')}
          checked={selected}
          aria-label={QUEUE_COPY.selectOne(s.businessName)}
          onChange={(e) => onSelect(e.target.checked)}
        />
        <h3 className="min-w-0 font-bold break-words text-ink">
          <a href={`/business/${s.businessId}`} className={linkClass} target="_blank" rel="noopener">
            {s.businessName}
          </a>
        </h3>
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
    </li>
  );
}
