/**
 * The admin section "İşletme sahipleri" (/admin?bolum=isletme-sahipleri; decision 011): owner applications and
 * claims with their private documents, approve (a claim on a listing that already has an owner needs the
 * explicit "replace" choice) or reject with a reason (mailed), plans (set after payment), and the queue of
 * listing changes (owners' edits, accepted suggestions) with before/after. Every call is checked on the
 * server (admin + second factor) and audited there.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { buttonClass, cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import ChangeQueue from './ChangeQueue.tsx';
import OwnerCard from './OwnerCard.tsx';
import { gateLost, type AdminOwnerItem } from './owners-admin-api.ts';

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
        <ul className="space-y-4">
          {items.map((item) => (
            <OwnerCard key={item.id} item={item} canSetPlans={canSetPlans} onDone={refresh} onGateLost={onGateLost} />
          ))}
        </ul>
      )}
    </div>
  );
}
