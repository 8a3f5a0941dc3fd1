/**
 * One owner application or claim in the admin's "İşletme sahipleri" section: what was submitted, its private
 * documents (opened inline, with a download link), approve (a claim on a listing with an owner needs the explicit
 * "replace" choice) or reject with a reason from the picker (mailed; the keyboard's r opens it); a checkbox for the
 * bulk bar on the waiting ones; on an approved one the plan form, for admins only (decision 035).
 */
import { useState } from 'react';
import { PLAN_LABELS } from '#lib/contract/owners.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { buttonClass, cx, linkClass } from '#components/ui/classes.ts';
import ReasonPicker, { firstReason, reasonOf } from '#components/admin/ReasonPicker.tsx';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { QueueRow, QueueSelect } from '#components/admin/QueueRow.tsx';
import { ownerAction, type AdminOwnerItem } from './owners-admin-api.ts';
import OwnerPlanForm from './OwnerPlanForm.tsx';

interface OwnerCardProps {
  item: AdminOwnerItem;
  /** An admin: the plan form shows on approved ones; a moderator does not set plans. */
  canSetPlans: boolean;
  onDone: () => void;
  onGateLost: () => void;
  rowId: string;
  /** Selected by the keyboard (j/k). */
  active: boolean;
  /** The bulk bar's checkbox (waiting applications only). */
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  rejecting: boolean;
  setRejecting: (on: boolean) => void;
}

export default function OwnerCard({
  item,
  canSetPlans,
  onDone,
  onGateLost,
  rowId,
  active,
  selected,
  onSelect,
  rejecting,
  setRejecting,
}: OwnerCardProps) {
  const [reason, setReason] = useState(() => firstReason('owners'));
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);

  const act = (path: string, body: unknown, ok: string) => ownerAction(item.id, path, body, ok, setBusy, onDone, onGateLost);

  const reject = () => {
    const why = reasonOf(reason);
    if (!why) return setReasonError(QUEUE_COPY.reasonShort);
    setReasonError(null);
    void act('reject', { reason: why }, 'Başvuru reddedildi');
  };

  const id = `owner-${item.id}`;
  const title = item.mode === 'claim' ? `Sahiplenme: ${item.claimBusinessName ?? item.businessName}` : `Yeni işletme: ${item.businessName}`;
  return (
    <QueueRow rowId={rowId} active={active} look="card" data={{ 'data-owner-application': item.id }} labelledBy={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {onSelect && <QueueSelect label={QUEUE_COPY.selectOne(title)} checked={selected ?? false} onSelect={onSelect} offset="mt-1.5" />}
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="text-lg font-bold break-words text-ink">
            {title}
          </h3>
          <p className="text-sm text-ink-muted">
            Başvuru #{item.id} · {formatDateTime(item.createdAt)} · hesap {item.accountEmail}
          </p>
        </div>
        {item.mode === 'claim' && item.claimBusinessId && (
          <a href={`/business/${item.claimBusinessId}`} className={linkClass} target="_blank" rel="noopener">
            İlanı aç
          </a>
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {(
          [
            ['Sahip', item.ownerName],
            ['E-posta', `${item.email}${item.emailVerified ? ' (doğrulandı)' : ' (doğrulanmadı)'}`],
            ['Telefon', item.phone],
            ['Vergi no.', item.taxNumber ?? '—'],
            ['Adres', item.address],
            ['Web sitesi', item.website ?? '—'],
            [
              'Plan',
              `${PLAN_LABELS[item.subscriptionPlan]}${item.subscriptionExpiresAt ? ` (bitiş ${formatDate(item.subscriptionExpiresAt)})` : ''}${item.pendingPlanRequest ? ` · talep: ${PLAN_LABELS[item.pendingPlanRequest]}` : ''}`,
            ],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="text-ink-muted">{k}:</dt>
            <dd className="break-words text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {item.rejectionReason && <p className="mt-2 text-sm text-danger-700">Ret nedeni: {item.rejectionReason}</p>}
      <div className="mt-3">
        <p className="text-sm font-semibold text-ink">Belgeler</p>
        {item.documents.length === 0 ? (
          <p className="text-sm text-ink-muted">Belge yok.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {item.documents.map((d) => (
              <li key={d.key} className="flex flex-wrap items-baseline gap-x-3">
                <a href={`/api/business-owners/documents/${d.key}`} target="_blank" rel="noopener" className={cx(linkClass, 'break-all')}>
                  {d.name}
                </a>
                <a
                  href={`/api/business-owners/documents/${d.key}?indir=1`}
                  download={d.name}
                  className={cx(linkClass, 'text-xs')}
                  aria-label={`${d.name} indir`}
                >
                  İndir
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>

      {item.status === 'pending' && (
        <div className="mt-4 space-y-3 border-t border-line pt-4">
          {item.claimHasOwner && (
            <label className="flex items-start gap-2 rounded-card bg-warning-50 p-3 text-sm text-warning-700">
              <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} className="mt-1 accent-brand-600" />
              Bu işletmenin onaylı bir sahibi var. Onaylarsam mevcut sahibin yerine geçsin (mevcut sahibe e-postayla bildirilir).
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy || (item.claimHasOwner && !replace)}
              className={buttonClass({ size: 'sm' })}
              onClick={() => void act('approve', { replaceExisting: replace }, 'Başvuru onaylandı')}
            >
              Onayla
            </button>
            <button
              type="button"
              disabled={busy}
              className={buttonClass({ size: 'sm', variant: 'secondary' })}
              onClick={() => setRejecting(!rejecting)}
              aria-expanded={rejecting}
            >
              Reddet
            </button>
          </div>
        </div>
      )}
      {(item.status === 'pending' || item.status === 'email_pending') && rejecting && (
        <div className="mt-3 space-y-2 rounded-card bg-surface-sunken p-3" role="group" aria-label={QUEUE_COPY.rejectOne(title)}>
          <ReasonPicker queue="owners" value={reason} onChange={setReason} autoFocus />
          {reasonError && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {reasonError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={busy} className={buttonClass({ size: 'sm', variant: 'destructive' })} onClick={reject}>
              Reddi gönder
            </button>
            <button type="button" className={buttonClass({ size: 'sm', variant: 'ghost' })} onClick={() => setRejecting(false)}>
              {QUEUE_COPY.cancel}
            </button>
          </div>
        </div>
      )}
      {item.status === 'email_pending' && !rejecting && (
        <button type="button" className={cx(buttonClass({ size: 'sm', variant: 'ghost' }), 'mt-3')} onClick={() => setRejecting(true)}>
          Reddet
        </button>
      )}
      {item.status === 'approved' && canSetPlans && <OwnerPlanForm item={item} onDone={onDone} onGateLost={onGateLost} />}
    </QueueRow>
  );
}
