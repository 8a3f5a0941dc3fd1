/**
 * The admin section "İşletme sahipleri" (/admin?bolum=isletme-sahipleri; decision 011): owner applications and
 * claims with their private documents, approve (a claim on a listing that already has an owner needs the
 * explicit "replace" choice) or reject with a reason (mailed), plans (set after payment), and the queue of
 * listing changes (owners' edits, accepted suggestions) with before/after. The waiting lists have the bulk bar
 * (select several, a confirmation naming the count) and the queue keyboard (j/k, a, r, ?). Every call is checked
 * on the server (admin or moderator + second factor) and audited there.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { buttonClass, cardClass, checkboxClass, cx, skeletonClass } from '#components/ui/classes.ts';
import BulkBar from '#components/admin/BulkBar.tsx';
import QueueKeys from '#components/admin/QueueKeys.tsx';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { useQueueKeys } from '#components/admin/use-queue-keys.ts';
import { useSelection } from '#components/admin/use-selection.ts';
import ChangeQueue from './ChangeQueue.tsx';
import OwnerCard from './OwnerCard.tsx';
import { gateLost, ownerAction, type AdminOwnerItem } from './owners-admin-api.ts';

const STATUS_TABS = [
  ['pending', 'İnceleme bekleyen'],
  ['email_pending', 'E-posta doğrulanmamış'],
  ['approved', 'Onaylı'],
  ['rejected', 'Reddedilen'],
] as const;
type Tab = (typeof STATUS_TABS)[number][0] | 'changes';

export default function OwnersAdmin({ onGateLost, canSetPlans }: { onGateLost: () => void; canSetPlans: boolean }) {
  // The overview's links open a tab: `&liste=degisiklikler` (changes and suggestions), `&liste=onaylananlar` (plans).
  const [tab, setTab] = useState<Tab>(() => {
    const list = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('liste');
    return list === 'degisiklikler' ? 'changes' : list === 'onaylananlar' ? 'approved' : 'pending';
  });
  const [items, setItems] = useState<AdminOwnerItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);
  const [rejectingId, setRejectingId] = useState<number | null>(null);
  const waiting = tab === 'pending' || tab === 'email_pending';
  const list = useMemo(() => (tab === 'changes' ? [] : (items ?? [])), [tab, items]);
  // A claim on a listing that already has an owner needs the explicit "replace" choice: never in bulk.
  const selectableIds = useMemo(() => (waiting ? list.filter((o) => !o.claimHasOwner).map((o) => o.id) : []), [waiting, list]);
  const pick = useSelection(selectableIds);
  const keys = useQueueKeys(
    useMemo(() => list.map((o) => ({ id: o.id, name: o.claimBusinessName ?? o.businessName })), [list]),
    (oid) => `owner-row-${oid}`,
    {
      approve: (oid) => {
        if (tab === 'pending' && selectableIds.includes(oid))
          void ownerAction(oid, 'approve', { replaceExisting: false }, 'Başvuru onaylandı', () => undefined, refresh, onGateLost);
      },
      reject: (oid) => waiting && setRejectingId(oid),
      close: () => setRejectingId(null),
    },
    tab !== 'changes',
  );

  useEffect(() => {
    if (tab === 'changes') return;
    let active = true;
    apiAnswer<AdminOwnerItem[]>(`/api/admin/owners?status=${tab}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(res.body.message ?? 'Liste yüklenemedi.');
        setError(null);
        setItems(res.body);
      })
      .catch(() => active && setError('Sunucuya ulaşılamadı.'));
    return () => {
      active = false;
    };
  }, [tab, reload, onGateLost]);

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-ink">İşletme sahipleri</h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Liste">
        {[...STATUS_TABS, ['changes', 'Değişiklikler ve öneriler'] as const].map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => {
              setItems(null);
              setTab(value);
            }}
            className={buttonClass({ size: 'sm', variant: tab === value ? 'primary' : 'secondary' })}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'changes' ? (
        <ChangeQueue onGateLost={onGateLost} />
      ) : error ? (
        <p className={cx(cardClass, 'p-5 text-danger-700')} role="alert">
          {error}
        </p>
      ) : !items ? (
        <div aria-busy="true">
          <span className="sr-only">Yükleniyor…</span>
          <div className={cx(skeletonClass, 'h-40 w-full')} />
        </div>
      ) : items.length === 0 ? (
        <p className={cx(cardClass, 'p-5 text-ink-muted')}>Bu listede başvuru yok.</p>
      ) : (
        <div className="space-y-4">
          <div className={cx(cardClass, 'space-y-2 p-3')}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {waiting && selectableIds.length > 0 ? (
                <label className="flex min-h-11 items-center gap-2 text-sm text-ink-muted">
                  <input type="checkbox" className={checkboxClass} checked={pick.all} onChange={(e) => pick.setAll(e.target.checked)} />
                  {QUEUE_COPY.selectAll} ({selectableIds.length})
                </label>
              ) : (
                <p className="text-sm text-ink-muted">{items.length} başvuru</p>
              )}
              <QueueKeys announcement={keys.announcement} help={keys.help} setHelp={keys.setHelp} />
            </div>
            {waiting && selectableIds.length > 0 && (
              <BulkBar
                queue="owners"
                selected={items.filter((o) => pick.selected.has(o.id)).map((o) => ({ id: o.id }))}
                onGateLost={onGateLost}
                onDone={refresh}
              />
            )}
          </div>
          <ul className="space-y-4">
            {items.map((item) => (
              <OwnerCard
                key={item.id}
                item={item}
                canSetPlans={canSetPlans}
                onDone={refresh}
                onGateLost={onGateLost}
                rowId={`owner-row-${item.id}`}
                active={keys.active === item.id}
                {...(waiting && !item.claimHasOwner
                  ? { selected: pick.selected.has(item.id), onSelect: (on: boolean) => pick.toggle(item.id, on) }
                  : {})}
                rejecting={rejectingId === item.id}
                setRejecting={(on) => setRejectingId(on ? item.id : null)}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
