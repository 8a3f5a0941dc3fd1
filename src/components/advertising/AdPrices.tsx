/**
 * Admin tab "Fiyatlar" (PD16): the one price list (owner plans and ad packages, whole lira per 30 days, KDV
 * included) and the discounts per duration, changed without a deploy. Saving schedules a rebuild; requests
 * already made keep their totals.
 */
import { useEffect, useState } from 'react';
import { KDV_NOTE, type PriceBook, type PriceItem } from '#lib/pricing.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, cx, inputClass, skeletonClass } from '#components/ui/classes.ts';
import { adAdmin, failToast, gateLost } from './admin-ads-api.ts';

export default function AdPrices({ onGateLost }: { onGateLost: () => void }) {
  const [book, setBook] = useState<PriceBook | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    adAdmin.prices().then(
      (res) => {
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return failToast(res.body.message);
        setBook(res.body as PriceBook);
      },
      () => failToast(),
    );
  }, [onGateLost]);

  if (!book) return <div className={cx(skeletonClass, 'h-40')} aria-busy="true" />;

  const setItem = (kind: 'plans' | 'adPackages', code: string, patch: Partial<PriceItem>) =>
    setBook((b) => (b ? { ...b, [kind]: b[kind].map((i) => (i.code === code ? { ...i, ...patch } : i)) } : b));

  async function save() {
    if (!book) return;
    setBusy(true);
    try {
      const res = await adAdmin.savePrices({
        items: [...book.plans, ...book.adPackages].map((i) => ({
          kind: i.kind,
          code: i.code,
          name: i.name,
          monthlyPrice: i.monthlyPrice,
          highlighted: i.highlighted,
        })),
        discounts: book.discounts.map((d) => ({ months: d.months, discountPercent: d.discountPercent })),
      });
      if (gateLost(res)) return onGateLost();
      if (!res.ok) return failToast(res.body.message);
      setBook(res.body as PriceBook);
      notify({
        title: 'Fiyatlar kaydedildi',
        description: 'Sayfalar birkaç dakika içinde güncellenir. Mevcut talepler kendi tutarlarını korur.',
      });
    } finally {
      setBusy(false);
    }
  }

  const table = (title: string, kind: 'plans' | 'adPackages') => (
    <section className={cx(cardClass, 'p-5')} aria-label={title}>
      <h2 className="font-semibold text-ink">{title}</h2>
      <div className="mt-3 space-y-3">
        {book[kind].map((i) => (
          <div key={i.code} className="grid items-end gap-3 sm:grid-cols-[1fr_10rem]">
            <div>
              <label htmlFor={`price-${i.kind}-${i.code}-name`} className="text-sm text-ink-muted">
                Ad ({i.code})
              </label>
              <input
                id={`price-${i.kind}-${i.code}-name`}
                value={i.name}
                onChange={(e) => setItem(kind, i.code, { name: e.target.value })}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={`price-${i.kind}-${i.code}`} className="text-sm text-ink-muted">
                Fiyat (₺ / 30 gün)
              </label>
              <input
                id={`price-${i.kind}-${i.code}`}
                type="number"
                min={0}
                step={1}
                value={i.monthlyPrice}
                onChange={(e) => setItem(kind, i.code, { monthlyPrice: Math.max(0, Math.round(Number(e.target.value) || 0)) })}
                className={inputClass}
              />
            </div>
          </div>
        ))}
      </div>
    </section>
  );

  return (
    <div className="max-w-3xl space-y-6">
      {table('Reklam paketleri', 'adPackages')}
      {table('İşletme sahibi planları', 'plans')}
      <section className={cx(cardClass, 'p-5')} aria-label="Süre indirimleri">
        <h2 className="font-semibold text-ink">Süre indirimleri</h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-4">
          {book.discounts.map((d) => (
            <div key={d.months}>
              <label htmlFor={`discount-${d.months}`} className="text-sm text-ink-muted">
                {d.months} ay (%)
              </label>
              <input
                id={`discount-${d.months}`}
                type="number"
                min={0}
                max={90}
                value={d.discountPercent}
                onChange={(e) =>
                  setBook((b) =>
                    b
                      ? {
                          ...b,
                          discounts: b.discounts.map((x) =>
                            x.months === d.months
                              ? { ...x, discountPercent: Math.min(90, Math.max(0, Math.round(Number(e.target.value) || 0))) }
                              : x,
                          ),
                        }
                      : b,
                  )
                }
                className={inputClass}
              />
            </div>
          ))}
        </div>
      </section>
      <p className="text-sm text-ink-muted">{KDV_NOTE} Değişiklik yalnızca yeni talepleri etkiler.</p>
      <button type="button" disabled={busy} onClick={() => void save()} className={buttonClass({ variant: 'primary' })}>
        Fiyatları kaydet
      </button>
    </div>
  );
}
