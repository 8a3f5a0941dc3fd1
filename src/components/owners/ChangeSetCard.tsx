/**
 * One listing change in the admin's queue (ChangeQueue.tsx): its fields before and after, a checkbox for the bulk
 * bar, approve, or reject with a reason from the picker (the keyboard's r opens it).
 */
import { useState } from 'react';
import { formatDateTime } from '#lib/format.ts';
import { buttonClass } from '#components/ui/classes.ts';
import ReasonPicker, { firstReason, reasonOf } from '#components/admin/ReasonPicker.tsx';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { QueueRow, QueueSelect, QueueTitleLink } from '#components/admin/QueueRow.tsx';
import ChangeTable from './ChangeTable.tsx';
import type { ChangeSetItem } from './use-change-queue.ts';

interface Props {
  c: ChangeSetItem;
  act: (url: string, body: unknown, ok: string) => Promise<unknown>;
  rowId: string;
  /** Selected by the keyboard (j/k). */
  active: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  rejecting: boolean;
  setRejecting: (on: boolean) => void;
}

export default function ChangeSetCard({ c, act, rowId, active, selected, onSelect, rejecting, setRejecting }: Props) {
  const [reason, setReason] = useState(() => firstReason('changes'));
  const [error, setError] = useState<string | null>(null);
  const reject = () => {
    const why = reasonOf(reason);
    if (!why) return setError(QUEUE_COPY.reasonShort);
    setError(null);
    void act(`/api/admin/owner-changes/${c.id}/reject`, { reason: why }, 'Değişiklik reddedildi');
  };
  return (
    <QueueRow rowId={rowId} active={active} look="card" data={{ 'data-change-set': c.id }}>
      <div className="flex items-start gap-3">
        <QueueSelect label={QUEUE_COPY.selectOne(c.businessName)} checked={selected} onSelect={onSelect} />
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-2">
          <QueueTitleLink businessId={c.businessId} name={c.businessName} />
          <p className="text-sm text-ink-muted">
            {c.source === 'suggestion' ? 'Kabul edilen öneri' : 'Sahibin düzenlemesi'} · {formatDateTime(c.createdAt)}
          </p>
        </div>
      </div>
      <div className="mt-3">
        <ChangeTable change={c} />
      </div>
      {rejecting ? (
        <div className="mt-3 space-y-2 rounded-card bg-surface-sunken p-3" role="group" aria-label={QUEUE_COPY.rejectOne(c.businessName)}>
          <p className="text-sm font-semibold text-ink">{QUEUE_COPY.rejectOne(c.businessName)}</p>
          <ReasonPicker queue="changes" value={reason} onChange={setReason} autoFocus />
          {error && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass({ size: 'sm', variant: 'destructive' })} onClick={reject}>
              {QUEUE_COPY.rejectSend}
            </button>
            <button type="button" className={buttonClass({ size: 'sm', variant: 'ghost' })} onClick={() => setRejecting(false)}>
              {QUEUE_COPY.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass({ size: 'sm' })}
            onClick={() => void act(`/api/admin/owner-changes/${c.id}/approve`, {}, 'Değişiklik yayınlandı')}
          >
            Onayla ve yayınla
          </button>
          <button type="button" className={buttonClass({ size: 'sm', variant: 'secondary' })} onClick={() => setRejecting(true)}>
            Reddet
          </button>
        </div>
      )}
    </QueueRow>
  );
}
