/**
 * The admin section "İşletme sahipleri" (/admin?bolum=isletme-sahipleri; decision 011): owner applications and
 * claims with their private documents, approve (a claim on a listing that already has an owner needs the
 * explicit "replace" choice) or reject with a reason (mailed), plans (set after payment), and the queue of
 * listing changes (owners' edits, accepted suggestions) with before/after. Every call is checked on the
 * server (admin + second factor) and audited there.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiAnswer, type ApiAnswer } from '#lib/api-client.ts';
import { PLAN_LABELS, PLANS, type OwnerRecord, type Plan } from '#lib/contract/owners.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { buttonClass, cardClass, cx, inputClass, linkClass, selectClass, skeletonClass, textareaClass } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import ChangeQueue from './ChangeQueue.tsx';
import { emptyPayment, paymentBody, PaymentFields } from '#components/admin/PaymentFields.tsx';

interface AdminOwnerItem extends OwnerRecord {
  accountEmail: string;
  claimBusinessName: string | null;
  claimHasOwner: boolean;
}

const STATUS_TABS = [
  ['pending', 'İnceleme bekleyen'],
  ['email_pending', 'E-posta doğrulanmamış'],
  ['approved', 'Onaylı'],
  ['rejected', 'Reddedilen'],
] as const;
type Tab = (typeof STATUS_TABS)[number][0] | 'changes';

const gateLost = (a: ApiAnswer<unknown>) => a.status === 401 || (a.status === 403 && a.body.secondFactorRequired === true);

function fail(message?: string) {
  notify({ title: 'İşlem yapılamadı', description: message || 'Beklenmeyen bir hata oluştu.', variant: 'destructive' });
}

function OwnerCard({ item, onDone, onGateLost }: { item: AdminOwnerItem; onDone: () => void; onGateLost: () => void }) {
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [replace, setReplace] = useState(false);
  const [plan, setPlan] = useState<Plan>(item.pendingPlanRequest ?? item.subscriptionPlan);
  const [expires, setExpires] = useState(item.subscriptionExpiresAt ? item.subscriptionExpiresAt.slice(0, 10) : '');
  const [payment, setPayment] = useState(emptyPayment);
  const [busy, setBusy] = useState(false);

  const act = async (path: string, body: unknown, ok: string) => {
    setBusy(true);
    try {
      const res = await apiAnswer(`/api/admin/owners/${item.id}/${path}`, { method: 'POST', body });
      if (gateLost(res)) return onGateLost();
      if (!res.ok) return fail(res.body.errors ? Object.values(res.body.errors)[0] : res.body.message);
      notify({ title: ok });
      onDone();
    } catch {
      fail('Sunucuya ulaşılamadı.');
    } finally {
      setBusy(false);
    }
  };

  const id = `owner-${item.id}`;
  return (
    <li className={cx(cardClass, 'p-5')} aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="text-lg font-bold text-ink">
            {item.mode === 'claim' ? `Sahiplenme: ${item.claimBusinessName ?? item.businessName}` : `Yeni işletme: ${item.businessName}`}
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
              onClick={() => setRejecting((v) => !v)}
              aria-expanded={rejecting}
            >
              Reddet
            </button>
          </div>
        </div>
      )}
      {(item.status === 'pending' || item.status === 'email_pending') && rejecting && (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-ink">
            Ret nedeni (başvuru sahibine e-postayla gönderilir)
          </label>
          <textarea id={`${id}-reason`} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} className={textareaClass} />
          <button
            type="button"
            disabled={busy}
            className={buttonClass({ size: 'sm', variant: 'destructive' })}
            onClick={() => void act('reject', { reason }, 'Başvuru reddedildi')}
          >
            Reddi gönder
          </button>
        </div>
      )}
      {item.status === 'email_pending' && !rejecting && (
        <button type="button" className={cx(buttonClass({ size: 'sm', variant: 'ghost' }), 'mt-3')} onClick={() => setRejecting(true)}>
          Reddet
        </button>
      )}
      {item.status === 'approved' && (
        <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4">
          <div>
            <label htmlFor={`${id}-plan`} className="block text-sm font-semibold text-ink">
              Plan
            </label>
            <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as Plan)} className={selectClass}>
              {PLANS.map((p) => (
                <option key={p} value={p}>
                  {PLAN_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          {plan !== 'free' && (
            <div>
              <label htmlFor={`${id}-expires`} className="block text-sm font-semibold text-ink">
                Bitiş tarihi
              </label>
              <input id={`${id}-expires`} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} className={inputClass} />
            </div>
          )}
          {/* A paid plan is set with its recorded payment, from the plan shown here (decision 028). */}
          {plan !== 'free' && <PaymentFields id={`${id}-payment`} value={payment} onChange={setPayment} />}
          <button
            type="button"
            disabled={busy}
            className={buttonClass({ size: 'sm' })}
            onClick={() =>
              void act(
                'plan',
                plan === 'free'
                  ? { plan, expiresAt: null }
                  : {
                      plan,
                      expiresAt: expires || null,
                      from: { plan: item.subscriptionPlan, expiresAt: item.subscriptionExpiresAt },
                      payment: paymentBody(payment),
                    },
                plan === 'free' ? 'Plan güncellendi' : 'Ödeme kaydedildi, plan açıldı',
              )
            }
          >
            {plan === 'free' ? 'Planı kaydet' : 'Ödemeyi kaydet ve planı aç'}
          </button>
        </div>
      )}
    </li>
  );
}

export default function OwnersAdmin({ onGateLost }: { onGateLost: () => void }) {
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
            <OwnerCard key={item.id} item={item} onDone={refresh} onGateLost={onGateLost} />
          ))}
        </ul>
      )}
    </div>
  );
}
