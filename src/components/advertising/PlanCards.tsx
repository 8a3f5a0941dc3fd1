/**
 * The owner plans beside the ad packages on /advertise (decision 022): what each plan gives, derived from the
 * capability list the server checks (#lib/plan-capabilities.ts), with its price from the one price list.
 */
import { formatMoney } from '#lib/format.ts';
import type { PriceBook } from '#lib/pricing.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { cardClass, cx, linkClass } from '#components/ui/classes.ts';
import { PRIORITY_COPY } from '#components/ui/PriorityLabel.tsx';
import { PRIORITY_RULE } from '#lib/plan-capabilities.ts';

export default function PlanCards({ prices }: { prices: PriceBook }) {
  return (
    <section aria-labelledby="plans-title" className="mt-12">
      <h2 id="plans-title" className="text-2xl font-bold text-ink">
        İşletme sahipleri için üyelik planları
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Planlar, sahiplendiğiniz işletmenin sayfasına eklenen özelliklerdir ve işletme panelinizdeki “Abonelik” sekmesinden seçilir. Reklam
        paketleri ise ayrıca satın alınan, 30 gün süren ve “Reklam” etiketiyle gösterilen yayınlardır; ikisi birlikte de kullanılabilir.
      </p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {prices.plans.map((p) => (
          <li key={p.code} className={cx(cardClass, 'flex flex-col p-6')} data-plan={p.code}>
            <h3 className="text-lg font-bold text-ink">{p.name}</h3>
            <p className="mt-2">
              <span className="text-2xl font-bold text-ink tabular-nums">{formatMoney(p.monthlyPrice)}</span>{' '}
              <span className="text-ink-muted">/ ay</span>
            </p>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
              {p.features.map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <Icon name="check-circle" size={16} className="mt-0.5 shrink-0 text-success-700" />
                  {f}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <section
        id="neden-ustte"
        aria-labelledby="neden-ustte-baslik"
        className="mt-6 max-w-3xl scroll-mt-24 rounded-card border border-line bg-surface-muted p-5"
      >
        <h3 id="neden-ustte-baslik" className="font-bold text-ink">
          Öncelikli listeleme: sıralama kuralı
        </h3>
        <p className="mt-2 text-sm text-ink">{PRIORITY_RULE}</p>
        <p className="mt-2 text-sm text-ink-muted">Bu işletmeler listelerde her zaman “{PRIORITY_COPY.label}” etiketiyle gösterilir.</p>
      </section>
      <p className="mt-4 text-sm text-ink-muted">
        İşletmenizi henüz sahiplenmediyseniz{' '}
        <a href="/business-owner-register" className={linkClass}>
          işletme sahibi başvurusu
        </a>{' '}
        ile başlayın; plan, başvurunuz onaylandıktan sonra panelden seçilir.
      </p>
    </section>
  );
}
