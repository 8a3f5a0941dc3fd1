/**
 * One review in the admin's review queues: what was written (stars, title, text, photos, reports, the owner's
 * reply) and its decisions: approve, reject with a reason from the picker (mailed to the author), hide, dismiss
 * the reports. The row takes the keyboard's focus (use-queue-keys.ts).
 */
import { useState } from 'react';
import { badgeClass, buttonClass, cardClass, checkboxClass, cx, linkClass } from '#components/ui/classes.ts';
import { formatDateTime } from '#lib/format.ts';
import { REPORT_REASONS, REVIEW_STATUS_LABELS, reviewRejectSchema, type AdminReviewItem } from '#lib/contract/reviews.ts';
import ReasonPicker, { firstReason, reasonOf } from '#components/admin/ReasonPicker.tsx';
import { Stars } from './Stars.tsx';
import { REVIEW_MODERATION_COPY as c } from './review-moderation-copy.ts';

export type Action = 'approve' | 'reject' | 'hide' | 'dismiss-reports';

interface ItemProps {
  item: AdminReviewItem;
  onAction: (item: AdminReviewItem, action: Action, reason?: string) => Promise<boolean>;
  /** Present where several may be approved at once (the pending queue). */
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  onBusiness: (b: { id: number; name: string }) => void;
  /** The reject form is open (the r key opens it too). */
  rejecting: boolean;
  setRejecting: (open: boolean) => void;
  /** Selected by the keyboard (j/k). */
  active: boolean;
  rowId: string;
}

export default function ReviewModerationItem({
  item,
  onAction,
  selected,
  onSelect,
  onBusiness,
  rejecting,
  setRejecting,
  active,
  rowId,
}: ItemProps) {
  const [reason, setReason] = useState(() => firstReason('reviews'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (action: Action, why?: string) => {
    setBusy(true);
    const ok = await onAction(item, action, why);
    setBusy(false);
    if (ok) setRejecting(false);
  };
  const reject = () => {
    const parsed = reviewRejectSchema.safeParse({ reason: reasonOf(reason) ?? '', version: item.version });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    void act('reject', parsed.data.reason);
  };
  const base = `admin-review-${item.id}`;
  return (
    <li
      id={rowId}
      tabIndex={-1}
      className={cx(cardClass, 'p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600', active && 'ring-2 ring-brand-600')}
      data-admin-review={item.id}
      data-active={active || undefined}
      aria-labelledby={`${base}-title`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {onSelect && (
          <input
            type="checkbox"
            className={checkboxClass}
            checked={selected ?? false}
            aria-label={c.select(item.title ?? item.business.name)}
            onChange={(e) => onSelect(e.target.checked)}
          />
        )}
        <Stars value={item.rating} />
        <span className="text-sm font-semibold text-ink">{item.rating} / 5</span>
        <span className={badgeClass(item.status === 'approved' ? 'success' : item.status === 'pending' ? 'warning' : 'danger')}>
          {REVIEW_STATUS_LABELS[item.status]}
        </span>
      </div>
      <h3 id={`${base}-title`} className="mt-2 font-semibold text-ink">
        {item.title}
      </h3>
      <p className="mt-1 text-sm break-words text-ink-subtle">
        <a href={`/business/${item.business.id}`} className={linkClass}>
          {item.business.name}
        </a>
        {' · '}
        <button type="button" className={cx(linkClass, 'text-sm')} onClick={() => onBusiness(item.business)}>
          {c.onlyBusiness}
        </button>
        {' · '}
        {c.by(item.author.name, item.author.email)}
        {' · '}
        {formatDateTime(item.updatedAt)}
      </p>
      <p className="mt-2 max-w-prose text-sm break-words whitespace-pre-line text-ink-muted">{item.content}</p>
      {item.photos.length > 0 && (
        <ul className="mt-2 flex gap-2">
          {item.photos.map((p, i) => (
            <li key={p.url}>
              <a href={p.url} target="_blank" rel="noopener">
                <img
                  src={p.thumbUrl}
                  alt={`${i + 1}. fotoğraf`}
                  width={96}
                  height={72}
                  className="h-18 w-24 rounded-control object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.rejectionReason && <p className="mt-2 text-sm text-danger-700">{item.rejectionReason}</p>}
      {item.ownerReply && (
        <p className="mt-2 text-sm text-ink-muted">
          <strong>{c.ownerReply}:</strong> {item.ownerReply.text}
        </p>
      )}
      {item.openReports.length > 0 && (
        <div className="mt-3 rounded-control bg-warning-50 p-3">
          <p className="text-sm font-semibold text-warning-700">{c.reports}</p>
          <ul className="mt-1 space-y-1 text-sm text-ink">
            {item.openReports.map((r) => (
              <li key={r.id} data-open-report>
                {REPORT_REASONS[r.reason] ?? r.reason}
                {r.details ? `: ${r.details}` : ''}{' '}
                <span className="text-ink-subtle">
                  ({r.reporter}, {formatDateTime(r.createdAt)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {item.status !== 'approved' && (
          <button type="button" className={buttonClass({ size: 'sm' })} disabled={busy} onClick={() => void act('approve')}>
            {c.approve}
          </button>
        )}
        {item.status !== 'rejected' && !rejecting && (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            {c.reject}
          </button>
        )}
        {item.status === 'approved' && (
          <button
            type="button"
            className={buttonClass({ variant: 'destructive', size: 'sm' })}
            disabled={busy}
            onClick={() => void act('hide')}
          >
            {c.hide}
          </button>
        )}
        {item.openReports.length > 0 && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            disabled={busy}
            onClick={() => void act('dismiss-reports')}
          >
            {c.dismiss}
          </button>
        )}
      </div>
      {rejecting && (
        <div className="mt-3 space-y-2" role="group" aria-label={c.reasonLabel}>
          <ReasonPicker queue="reviews" value={reason} onChange={setReason} autoFocus />
          {error && <p className="text-sm font-medium text-danger-700">{error}</p>}
          <div className="flex gap-2">
            <button type="button" className={buttonClass({ variant: 'destructive', size: 'sm' })} disabled={busy} onClick={reject}>
              {c.sendReject}
            </button>
            <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={() => setRejecting(false)}>
              {c.cancel}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
