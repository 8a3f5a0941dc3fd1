/**
 * The admin's ad requests (all, or of one status) beside the chosen one's detail. The bulk bar marks several as
 * contacted or cancels them (a confirmation naming the count; a cancellation picks its reason); the queue keyboard
 * moves with j/k, opens with Enter, marks contacted with a and cancels with r (reason picker).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AD_STATUSES, AD_TRANSITIONS, type AdminAdRequest, type AdStatus } from '#lib/contract/advertising.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, checkboxClass, cx, labelClass, selectClass, skeletonClass } from '#components/ui/classes.ts';
import BulkBar from '#components/admin/BulkBar.tsx';
import QueueKeys from '#components/admin/QueueKeys.tsx';
import ReasonPicker, { firstReason, reasonOf } from '#components/admin/ReasonPicker.tsx';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { useQueueKeys } from '#components/admin/use-queue-keys.ts';
import { useSelection } from '#components/admin/use-selection.ts';
import { AdRequestDetail } from './AdRequestDetail.tsx';
import { adAdmin, failToast, gateLost } from './admin-ads-api.ts';
import { PACKAGE_LABEL, STATUS_LABEL } from './copy.ts';

const cancellable = (s: AdStatus) => AD_TRANSITIONS[s].includes('cancelled');
const BULK_LABELS = {
  approve: (n: number) => `Seçilenleri iletişime geçildi olarak işaretle (${n})`,
  reject: (n: number) => `Seçilenleri iptal et (${n})`,
};

/** The keyboard's r on a request: cancelled with a reason from the picker. */
function QuickCancel({ ad, onDone, onGateLost }: { ad: AdminAdRequest; onDone: (done: boolean) => void; onGateLost: () => void }) {
  const [reason, setReason] = useState(() => firstReason('ads'));
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const why = reasonOf(reason);
    if (!why) return setError(QUEUE_COPY.reasonShort);
    try {
      const res = await adAdmin.status(ad.id, 'cancelled', why);
      if (gateLost(res)) return onGateLost();
      if (!res.ok) return failToast(String(res.body.message ?? ''));
      notify({ title: `Durum: ${STATUS_LABEL.cancelled}.` });
      onDone(true);
    } catch {
      failToast('Bağlantı kurulamadı.');
    }
  };
  const name = `#${ad.id} ${ad.businessName}`;
  return (
    <div className="mt-2 space-y-2 rounded-card bg-surface-sunken p-3" role="group" aria-label={QUEUE_COPY.rejectOne(name)}>
      <p className="text-sm font-semibold text-ink">{QUEUE_COPY.rejectOne(name)}</p>
      <ReasonPicker queue="ads" value={reason} onChange={setReason} autoFocus />
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void send()} className={buttonClass({ size: 'sm', variant: 'destructive' })}>
          {QUEUE_COPY.rejectSend}
        </button>
        <button type="button" onClick={() => onDone(false)} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
          {QUEUE_COPY.cancel}
        </button>
      </div>
    </div>
  );
}

export function AdRequests({ onGateLost }: { onGateLost: () => void }) {
  const [status, setStatus] = useState<AdStatus | ''>('');
  const [items, setItems] = useState<AdminAdRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  const load = useCallback(() => {
    adAdmin
      .list(status)
      .then((res) => {
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(String(res.body.message ?? 'Liste yüklenemedi.'));
        setError(null);
        setItems(res.body as AdminAdRequest[]);
      })
      .catch(() => setError('Bağlantı kurulamadı.'));
  }, [status, onGateLost]);
  useEffect(load, [load]);

  const list = useMemo(() => items ?? [], [items]);
  const pick = useSelection(useMemo(() => list.filter((i) => cancellable(i.status)).map((i) => i.id), [list]));
  const markContacted = async (ad: AdminAdRequest) => {
    try {
      const res = await adAdmin.status(ad.id, 'contacted');
      if (gateLost(res)) return onGateLost();
      if (!res.ok) return failToast(String(res.body.message ?? ''));
      notify({ title: `Durum: ${STATUS_LABEL.contacted}.` });
      load();
    } catch {
      failToast('Bağlantı kurulamadı.');
    }
  };
  const keys = useQueueKeys(
    useMemo(() => list.map((i) => ({ id: i.id, name: `#${i.id} ${i.businessName}` })), [list]),
    (aid) => `ad-row-${aid}`,
    {
      approve: (aid) => {
        const ad = list.find((i) => i.id === aid);
        if (ad?.status === 'contact_pending') void markContacted(ad);
      },
      reject: (aid) => {
        const ad = list.find((i) => i.id === aid);
        if (ad && cancellable(ad.status)) setCancellingId(aid);
      },
      open: (aid) => setSelected(aid),
      close: () => (cancellingId !== null ? setCancellingId(null) : setSelected(null)),
    },
  );

  const current = items?.find((i) => i.id === selected) ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-3">
        <label htmlFor="ads-status" className={labelClass}>
          Durum
        </label>
        <select id="ads-status" value={status} onChange={(e) => setStatus(e.target.value as AdStatus | '')} className={selectClass}>
          <option value="">Tümü</option>
          {AD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        {error && (
          <p role="alert" className="text-danger-700">
            {error}
          </p>
        )}
        {!items && !error && <div className={cx(skeletonClass, 'h-40')} aria-busy="true" />}
        {items && items.length === 0 && <p className="text-ink-muted">Bu durumda reklam talebi yok.</p>}
        {items && items.length > 0 && (
          <div className={cx(cardClass, 'space-y-2 p-3')}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex min-h-11 items-center gap-2 text-sm text-ink-muted">
                <input type="checkbox" className={checkboxClass} checked={pick.all} onChange={(e) => pick.setAll(e.target.checked)} />
                {QUEUE_COPY.selectAll}
              </label>
              <QueueKeys announcement={keys.announcement} help={keys.help} setHelp={keys.setHelp} />
            </div>
            <BulkBar
              queue="ads"
              labels={BULK_LABELS}
              selected={list.filter((i) => pick.selected.has(i.id)).map((i) => ({ id: i.id }))}
              onGateLost={onGateLost}
              onDone={load}
            />
          </div>
        )}
        {items && items.length > 0 && (
          <ul className="space-y-2">
            {items.map((i) => (
              <li
                key={i.id}
                id={`ad-row-${i.id}`}
                tabIndex={-1}
                data-active={keys.active === i.id || undefined}
                className={cx(
                  'rounded-card outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
                  keys.active === i.id && 'ring-2 ring-brand-600',
                )}
              >
                <div className="flex items-start gap-2">
                  {cancellable(i.status) && (
                    <input
                      type="checkbox"
                      className={cx(checkboxClass, 'mt-3.5')}
                      checked={pick.selected.has(i.id)}
                      aria-label={QUEUE_COPY.selectOne(`#${i.id} ${i.businessName}`)}
                      onChange={(e) => pick.toggle(i.id, e.target.checked)}
                    />
                  )}
                  <button
                    type="button"
                    aria-current={i.id === selected}
                    onClick={() => setSelected(i.id)}
                    className={cx(
                      cardClass,
                      'block w-full min-w-0 flex-1 p-3 text-left hover:bg-surface-sunken',
                      i.id === selected && 'ring-2 ring-brand-600',
                    )}
                  >
                    <span className="block font-semibold text-ink">
                      #{i.id} {i.businessName}
                    </span>
                    <span className="block text-sm text-ink-muted">
                      {STATUS_LABEL[i.status]} · {PACKAGE_LABEL[i.packageType]} · {formatMoney(Number(i.totalCost))}
                    </span>
                    <span className="block text-xs text-ink-muted">{formatDateTime(i.createdAt)}</span>
                  </button>
                </div>
                {cancellingId === i.id && (
                  <QuickCancel
                    ad={i}
                    onGateLost={onGateLost}
                    onDone={(done) => {
                      setCancellingId(null);
                      if (done) load();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        {current ? (
          <AdRequestDetail
            key={`${current.id}-${current.updatedAt}`}
            ad={current}
            onGateLost={onGateLost}
            onChanged={(a) => setItems((list) => (list ?? []).map((x) => (x.id === a.id ? a : x)))}
          />
        ) : (
          <p className="text-ink-muted">Ayrıntılarını görmek için bir talep seçin.</p>
        )}
      </div>
    </div>
  );
}
