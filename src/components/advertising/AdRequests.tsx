import { useCallback, useEffect, useState } from 'react';
import { AD_STATUSES, type AdminAdRequest, type AdStatus } from '#lib/contract/advertising.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { cardClass, cx, labelClass, selectClass, skeletonClass } from '#components/ui/classes.ts';
import { AdRequestDetail } from './AdRequestDetail.tsx';
import { adAdmin, gateLost } from './admin-ads-api.ts';
import { PACKAGE_LABEL, STATUS_LABEL } from './copy.ts';

/** The requests (all, or of one status) beside the chosen one's detail. */
export function AdRequests({ onGateLost }: { onGateLost: () => void }) {
  const [status, setStatus] = useState<AdStatus | ''>('');
  const [items, setItems] = useState<AdminAdRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
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
          <ul className="space-y-2">
            {items.map((i) => (
              <li key={i.id}>
                <button
                  type="button"
                  aria-current={i.id === selected}
                  onClick={() => setSelected(i.id)}
                  className={cx(
                    cardClass,
                    'block w-full p-3 text-left hover:bg-surface-sunken',
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
