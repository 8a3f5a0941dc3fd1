/** 'Ödemelerim' on the 'Abonelik' tab (decision 028): the payments recorded for this account, with their receipt numbers. */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { OwnerPayment } from '#lib/contract/owners.ts';
import { formatDate, formatMoney } from '#lib/format.ts';
import { cardClass, cx, skeletonClass } from '#components/ui/classes.ts';

export default function Payments() {
  const [items, setItems] = useState<OwnerPayment[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void apiAnswer<OwnerPayment[]>('/api/owner/payments')
      .then((r) => (r.ok ? setItems(r.body) : setError(r.body.message || 'Ödemeler alınamadı.')))
      .catch(() => setError('Sunucuya ulaşılamadı.'));
  }, []);
  return (
    <section aria-labelledby="od-payments" className="space-y-3">
      <h3 id="od-payments" className="text-lg font-bold text-ink">
        Ödemelerim
      </h3>
      {error ? (
        <p className="text-sm text-danger-700">{error}</p>
      ) : !items ? (
        <div className={cx(skeletonClass, 'h-20 w-full')} />
      ) : !items.length ? (
        <p className="text-sm text-ink-muted">
          Henüz kayıtlı bir ödemeniz yok. Ücretli bir plan ya da reklam ödemesi alındığında makbuzu e-postanıza gelir ve burada listelenir.
        </p>
      ) : (
        <ul className="space-y-2" data-testid="payments">
          {items.map((p) => (
            <li key={p.id} className={cx(cardClass, 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4 text-sm')}>
              <div className="min-w-0">
                <p className="font-semibold text-ink">{p.description}</p>
                <p className="text-ink-muted">
                  {formatDate(`${p.paidOn}T12:00:00+03:00`)} · {p.method} · ref. {p.reference}
                </p>
              </div>
              <div className="sm:text-right">
                <p className="font-bold text-ink tabular-nums">{formatMoney(p.amount)}</p>
                <p className="text-xs text-ink-muted">Makbuz {p.receiptNo}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
