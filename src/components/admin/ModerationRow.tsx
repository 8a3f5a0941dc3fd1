/**
 * One business in the admin's queue (Moderation.tsx): name, badges, category and district, who sent it and how
 * long it has waited; a checkbox for the bulk bar, the category choice of an import that could not decide one,
 * "Aç" for the detail, and (the keyboard's r) a quick rejection with a reason from the picker.
 */
import { useState } from 'react';
import { formatDateTime } from '#lib/format.ts';
import { badgeClass, buttonClass, cx } from '#components/ui/classes.ts';
import { adminCall, failToast, gateLost, namedOf, type ModerationItem, type Option } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';
import CategoryChoice from './CategoryChoice.tsx';
import { waitedFor } from './age.ts';
import { notify } from '#components/toast/notify.ts';
import ReasonPicker, { firstReason, reasonOf } from './ReasonPicker.tsx';
import { QUEUE_COPY } from './queue-copy.ts';
import { QueueRow, QueueSelect } from './QueueRow.tsx';

export interface ModerationRowProps {
  b: ModerationItem;
  rowId: string;
  openId: string;
  /** Selected by the keyboard (j/k). */
  active: boolean;
  rejecting: boolean;
  onRejectDone: (done: boolean) => void;
  canApprove: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
  categories: Option[];
  districts: Option[];
  onGateLost: () => void;
  onApproved: () => void;
}

/** The keyboard's r on a business: a reason from the picker, sent with the status read. */
function QuickReject({
  business,
  onDone,
  onGateLost,
}: {
  business: ModerationItem;
  onDone: (done: boolean) => void;
  onGateLost: () => void;
}) {
  const [reason, setReason] = useState(() => firstReason('businesses'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const why = reasonOf(reason);
    if (!why) return setError(QUEUE_COPY.reasonShort);
    setBusy(true);
    try {
      const res = await adminCall(`/api/admin/businesses/${business.id}/reject`, 'POST', { reason: why, from: business.status });
      if (gateLost(res)) return onGateLost();
      if (!res.ok) return failToast(res.body.message);
      notify({ title: copy.rejected, description: copy.rejectedText });
      onDone(true);
    } catch {
      failToast(copy.network);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 space-y-2 rounded-card bg-surface-sunken p-3" role="group" aria-label={QUEUE_COPY.rejectOne(business.name)}>
      <p className="text-sm font-semibold text-ink">{QUEUE_COPY.rejectOne(business.name)}</p>
      <ReasonPicker queue="businesses" value={reason} onChange={setReason} autoFocus />
      {error && <p className="text-sm font-medium text-danger-700">{error}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={() => void send()} className={buttonClass({ size: 'sm', variant: 'destructive' })}>
          {QUEUE_COPY.rejectSend}
        </button>
        <button type="button" onClick={() => onDone(false)} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
          {QUEUE_COPY.cancel}
        </button>
      </div>
    </div>
  );
}

export default function ModerationRow({
  b,
  rowId,
  openId,
  active,
  rejecting,
  onRejectDone,
  canApprove,
  selected,
  onSelect,
  onOpen,
  categories,
  districts,
  onGateLost,
  onApproved,
}: ModerationRowProps) {
  return (
    <QueueRow rowId={rowId} active={active} look="row" data={{ 'data-business-row': b.id }}>
      {canApprove && b.category !== null && <QueueSelect label={copy.select(b.name)} checked={selected} onSelect={onSelect} />}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-ink">{b.name}</span>
          {b.featuredRequested && <span className={badgeClass('highlight')}>{copy.featuredRequested}</span>}
          {b.isFeatured && <span className={badgeClass('brand')}>{copy.featured}</span>}
          {b.source && b.source !== 'form' && <span className={badgeClass('neutral')}>{copy.source[b.source] ?? b.source}</span>}
          {b.category === null && <span className={badgeClass('warning')}>{copy.toChoose.badge}</span>}
        </p>
        <p className="mt-0.5 text-sm text-ink-muted">
          {b.category ? namedOf(b.category, categories).name : copy.detail.none} · {namedOf(b.district, districts).name || copy.detail.none}
          {b.source === 'form' && b.submitterName ? ` · ${b.submitterName}` : ''}
          {b.source === 'form' && b.submitterEmail ? ` (${b.submitterEmail})` : ''}
        </p>
        {b.submittedAt && (
          <p className="text-xs text-ink-subtle tabular-nums">
            {formatDateTime(b.submittedAt)}
            {b.status === 'pending' || b.status === 'email_pending' ? ` · ${copy.waited(waitedFor(b.submittedAt))}` : ''}
          </p>
        )}
        {b.status === 'rejected' && b.rejectionReason && <p className="mt-1 text-sm text-danger-700">{b.rejectionReason}</p>}
        {canApprove && b.category === null && (
          <CategoryChoice
            className="mt-2"
            businessId={b.id}
            businessName={b.name}
            categories={categories}
            onGateLost={onGateLost}
            onApproved={onApproved}
          />
        )}
        {rejecting && <QuickReject business={b} onDone={onRejectDone} onGateLost={onGateLost} />}
      </div>
      <button
        id={openId}
        type="button"
        onClick={onOpen}
        className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'ml-auto shrink-0')}
        aria-label={copy.openLabel(b.name)}
      >
        {copy.open}
      </button>
    </QueueRow>
  );
}
