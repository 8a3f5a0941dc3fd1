/**
 * The bulk bar of a queue: "Seçilenleri onayla (n)" / "Seçilenleri reddet (n)" and a confirmation naming the count
 * ("12 değerlendirmeyi onayla?"; a rejection also picks its reason) before POST /api/admin/bulk.
 */
import { useId, useState } from 'react';
import type { BulkAnswer, BulkQueue } from '#lib/contract/admin.ts';
import { buttonClass, cx } from '#components/ui/classes.ts';
import { decideBulk, type BulkItem } from './bulk-api.ts';
import { QUEUE_COPY as c, QUEUE_NOUNS } from './queue-copy.ts';
import ReasonPicker, { firstReason, reasonOf } from './ReasonPicker.tsx';

export interface BulkBarProps {
  queue: BulkQueue;
  selected: BulkItem[];
  /** Labels of the two buttons when the queue's words differ ("Bildirimleri kapat", "Gizle"). */
  labels?: { approve?: (n: number) => string; reject?: (n: number) => string };
  /** A reason is asked for a rejection (not for hiding a reported review or dismissing a suggestion). */
  reasonOnReject?: boolean;
  /** Hides the reject button (a queue where only approval is offered in bulk). */
  approveOnly?: boolean;
  onDone: (answer: BulkAnswer) => void;
  onGateLost: () => void;
  className?: string;
}

export default function BulkBar({
  queue,
  selected,
  labels,
  reasonOnReject = true,
  approveOnly,
  onDone,
  onGateLost,
  className,
}: BulkBarProps) {
  const id = useId();
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState(() => firstReason(queue));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const n = selected.length;
  const noun = QUEUE_NOUNS[queue];

  const run = async () => {
    if (!confirming) return;
    const why = confirming === 'reject' && reasonOnReject ? reasonOf(reason) : null;
    if (confirming === 'reject' && reasonOnReject && !why) return setError(c.reasonShort);
    setError(null);
    setBusy(true);
    const answer = await decideBulk(queue, confirming, selected, why, onGateLost);
    setBusy(false);
    if (answer) {
      setConfirming(null);
      onDone(answer);
    }
  };

  return (
    <div className={cx('space-y-3', className)} data-bulk-bar={queue}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={n === 0 || busy}
          aria-expanded={confirming === 'approve'}
          onClick={() => setConfirming('approve')}
          className={buttonClass({ size: 'sm' })}
        >
          {labels?.approve?.(n) ?? c.approveSelected(n)}
        </button>
        {!approveOnly && (
          <button
            type="button"
            disabled={n === 0 || busy}
            aria-expanded={confirming === 'reject'}
            onClick={() => setConfirming('reject')}
            className={buttonClass({ size: 'sm', variant: 'secondary' })}
          >
            {labels?.reject?.(n) ?? c.rejectSelected(n)}
          </button>
        )}
      </div>
      {confirming && n > 0 && (
        <div role="alertdialog" aria-labelledby={`${id}-q`} className="space-y-3 rounded-card bg-warning-50 p-3">
          <p id={`${id}-q`} className="text-sm font-semibold text-warning-700">
            {confirming === 'approve' ? c.confirmApprove(n, noun.acc) : c.confirmReject(n, noun.acc)}
          </p>
          {confirming === 'reject' && reasonOnReject && <ReasonPicker queue={queue} value={reason} onChange={setReason} />}
          {error && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void run()}
              className={buttonClass({ size: 'sm', variant: confirming === 'approve' ? 'primary' : 'destructive' })}
            >
              {busy ? c.working : confirming === 'approve' ? c.yesApprove(n, noun.acc) : c.yesReject(n, noun.acc)}
            </button>
            <button type="button" onClick={() => setConfirming(null)} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
              {c.cancel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
