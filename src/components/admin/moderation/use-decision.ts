/**
 * The detail's decision on one business: approve (then the next one, for "Onayla ve sonraki", or back to the
 * list) or reject with a required reason that is e-mailed to the submitter. Both are sent with the status
 * read; the reason's field takes the focus when the form opens and when the reason is missing or refused.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { notify } from '#components/toast/notify.ts';
import { adminCall, failToast, gateLost, type ModerationDetail } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

interface Options {
  id: number;
  business: ModerationDetail | null;
  /** True while the reject form is open. */
  rejecting: boolean;
  onBack: (changed: boolean) => void;
  onNext?: (id: number) => void;
  onGateLost: () => void;
}

export function useDecision({ id, business, rejecting, onBack, onNext, onGateLost }: Options) {
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  const act = async (path: 'approve' | 'reject', body: unknown, then?: number) => {
    setBusy(true);
    try {
      const res = await adminCall(`/api/admin/businesses/${id}/${path}`, 'POST', body);
      if (gateLost(res)) return onGateLost();
      if (!res.ok) {
        if (path === 'reject' && res.body.errors?.reason) {
          setReasonError(res.body.errors.reason);
          reasonRef.current?.focus();
        }
        return failToast(res.body.message);
      }
      if (path === 'approve') notify({ title: copy.approved, description: copy.approvedText(business?.name ?? '') });
      else notify({ title: copy.rejected, description: copy.rejectedText });
      if (then !== undefined && onNext) onNext(then);
      else onBack(true);
    } catch {
      failToast(copy.network);
    } finally {
      setBusy(false);
    }
  };

  /** Approves from the status read; `then`: the business to open next. */
  const approve = (then?: number) => void act('approve', { from: business?.status }, then);

  const reject = (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (!reason.trim()) {
      setReasonError(copy.rejectRequired);
      reasonRef.current?.focus();
      return;
    }
    void act('reject', { reason: reason.trim(), from: business?.status });
  };

  /** The reason as typed; typing clears its error. */
  const typeReason = (text: string) => {
    setReason(text);
    setReasonError(null);
  };

  return { busy, approve, reject, reason, typeReason, reasonError, reasonRef };
}
