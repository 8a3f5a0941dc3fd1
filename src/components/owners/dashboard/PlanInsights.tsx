/**
 * The paid plans' statistics on the 'İstatistikler' tab (decision 028): "Detaylı analizler" (Temel and
 * up: where visitors came from, the search words that led them here, weekday and hour) and "Gelişmiş
 * analizler" (Premium: the category and district median, CSV download). A plan without one sees the section
 * locked, with what it gives and the plan that has it; the server checks the plan again (403).
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import {
  MIN_BENCHMARK_GROUP,
  MIN_CELL_VISITORS,
  PLAN_LABELS,
  PLANS,
  type AnalyticsBenchmark,
  type AnalyticsDetails,
  type OwnerRecord,
} from '#lib/contract/owners.ts';
import { formatNumber } from '#lib/format.ts';
import {
  ADVANCED_STATS_LABEL,
  DETAILED_STATS_LABEL,
  PLAN_CAPABILITIES,
  planCapabilities,
  type PlanCapabilities,
} from '#lib/plan-capabilities.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, linkClass, skeletonClass } from '#components/ui/classes.ts';

type Load<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; message: string };

function useInsight<T>(url: string | null): Load<T> | null {
  const [load, setLoad] = useState<Load<T> | null>(url ? { state: 'loading' } : null);
  useEffect(() => {
    if (!url) return;
    let gone = false;
    void apiAnswer<T>(url)
      .then(
        (r) => !gone && setLoad(r.ok ? { state: 'ok', data: r.body } : { state: 'error', message: r.body.message || 'Veriler alınamadı.' }),
      )
      .catch(() => !gone && setLoad({ state: 'error', message: 'Sunucuya ulaşılamadı.' }));
    return () => {
      gone = true;
    };
  }, [url]);
  return load;
}

const few = `${MIN_CELL_VISITORS}’ten az`;
const count = (n: number | null) => (n === null ? few : formatNumber(n));

function Locked({
  title,
  label,
  capability,
  showTab,
}: {
  title: string;
  label: string;
  capability: keyof PlanCapabilities;
  showTab: (tab: string) => void;
}) {
  const plans = PLANS.filter((p) => PLAN_CAPABILITIES[p][capability]).map((p) => PLAN_LABELS[p]);
  const what = label.split(': ')[1] ?? label;
  return (
    <section className={cx(cardClass, 'border-dashed p-5')} aria-label={`${title} (kilitli)`} data-testid={`locked-${capability}`}>
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Icon name="sparkles" size={18} className="text-brand-700" />
        {plans.length ? `${plans.join(' ve ')} ${plans.length > 1 ? 'planlarında' : 'planında'} açılır.` : 'Ücretli planlarda açılır.'}
      </p>
      <p className="mt-2 text-sm text-ink">{what.charAt(0).toLocaleUpperCase('tr-TR') + what.slice(1)}.</p>
      <button
        type="button"
        className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'mt-3')}
        onClick={() => showTab('subscription')}
      >
        Planları gör
      </button>
    </section>
  );
}

function Bars({ rows, caption }: { rows: { key: string; label: string; value: number | null }[]; caption: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value ?? 0));
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row" className="w-2/5 py-1 pr-2 text-left font-normal text-ink">
              {r.label}
            </th>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <span
                  className="h-2 rounded-full bg-brand-600"
                  style={{ width: `${((r.value ?? 0) / max) * 100}%`, minWidth: r.value ? '4px' : 0 }}
                  aria-hidden="true"
                />
                <span className="tabular-nums text-ink-muted">{count(r.value)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Details({ data }: { data: AnalyticsDetails }) {
  const busiest = data.hours
    .filter((h) => h.views !== null && h.views > 0)
    .sort((a, b) => (b.views ?? 0) - (a.views ?? 0))
    .slice(0, 6);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className={cx(cardClass, 'p-4')}>
        <Bars caption="Ziyaretçiler nereden geldi?" rows={data.sources.map((s) => ({ key: s.source, label: s.label, value: s.views }))} />
      </div>
      <div className={cx(cardClass, 'p-4')}>
        <h5 className="mb-2 font-semibold text-ink">Sizi bulduran arama kelimeleri</h5>
        {data.searchTerms.length ? (
          <ol className="space-y-1 text-sm" data-testid="search-terms">
            {data.searchTerms.map((t) => (
              <li key={t.term} className="flex justify-between gap-2 border-b border-line pb-1 last:border-0">
                <span className="text-ink">“{t.term}”</span>
                <span className="tabular-nums text-ink-muted">{formatNumber(t.visitors)} ziyaretçi</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-ink-muted">
            Henüz yok. Bir kelime, sitemizde onu arayıp işletmenizi açan en az {MIN_CELL_VISITORS} ziyaretçi olduğunda burada görünür.
          </p>
        )}
      </div>
      <div className={cx(cardClass, 'p-4')}>
        <Bars
          caption="Haftanın günlerine göre görüntülenme"
          rows={data.weekdays.map((d) => ({ key: d.day, label: d.day, value: d.views }))}
        />
      </div>
      <div className={cx(cardClass, 'p-4')}>
        <Bars
          caption="En yoğun saatler"
          rows={busiest.map((h) => ({
            key: String(h.hour),
            label: `${String(h.hour).padStart(2, '0')}.00–${String(h.hour + 1).padStart(2, '0')}.00`,
            value: h.views,
          }))}
        />
        {!busiest.length && <p className="text-sm text-ink-muted">Henüz yeterli görüntülenme yok.</p>}
      </div>
      <p className="text-xs text-ink-muted lg:col-span-2">
        Son 30 gün. {MIN_CELL_VISITORS} ziyaretçiden az olan hücreler gösterilmez; arama kelimeleri yalnızca sitemizdeki aramalardan gelir
        ve kişisel veri içermez.
      </p>
    </div>
  );
}

function Benchmark({ data, businessId }: { data: AnalyticsBenchmark; businessId: number }) {
  const median = (n: number | null) => (n === null ? '—' : Number.isInteger(n) ? formatNumber(n) : formatNumber(n, 1));
  return (
    <div className={cx(cardClass, 'overflow-x-auto p-4')}>
      <table className="w-full text-left text-sm" data-testid="benchmark">
        <caption className="mb-2 text-left font-semibold text-ink">
          Son 30 gün: {data.category}
          {data.district ? ` · ${data.district}` : ''} ortancasıyla karşılaştırma
        </caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="py-1 pr-2">
              Ölçü
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Siz
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Kategori ({data.categoryCount})
            </th>
            <th scope="col" className="py-1 text-right">
              İlçede ({data.districtCount})
            </th>
          </tr>
        </thead>
        <tbody>
          {data.figures.map((f) => (
            <tr key={f.key} className="border-b border-line last:border-0">
              <th scope="row" className="py-1 pr-2 font-normal text-ink">
                {f.label}
              </th>
              <td className="py-1 pr-2 text-right font-semibold tabular-nums">{formatNumber(f.yours)}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{median(f.categoryMedian)}</td>
              <td className="py-1 text-right tabular-nums">{median(f.districtMedian)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-ink-muted">
        Ortanca: aynı kategorideki diğer yayındaki işletmelerin ortadaki değeri. {MIN_BENCHMARK_GROUP} işletmeden az olan gruplarda
        gösterilmez (—).
      </p>
      <a href={`/api/analytics/${businessId}/export`} download className={cx(linkClass, 'mt-3 inline-block text-sm')}>
        Son 30 günü CSV olarak indir
      </a>
    </div>
  );
}

export default function PlanInsights({ record, showTab }: { record: OwnerRecord; showTab: (tab: string) => void }) {
  const caps = planCapabilities(record.subscriptionPlan);
  const id = record.businessId;
  const details = useInsight<AnalyticsDetails>(id && caps.detailedStats ? `/api/analytics/${id}/details` : null);
  const benchmark = useInsight<AnalyticsBenchmark>(id && caps.advancedStats ? `/api/analytics/${id}/benchmark` : null);
  if (!id) return null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="od-detailed" className="space-y-3">
        <h3 id="od-detailed" className="text-lg font-bold text-ink">
          Detaylı analizler
        </h3>
        {!details ? (
          <Locked title="Detaylı analizler" label={DETAILED_STATS_LABEL} capability="detailedStats" showTab={showTab} />
        ) : details.state === 'loading' ? (
          <div className={cx(skeletonClass, 'h-48 w-full')} />
        ) : details.state === 'error' ? (
          <p className="text-sm text-danger-700">{details.message}</p>
        ) : (
          <Details data={details.data} />
        )}
      </section>
      <section aria-labelledby="od-advanced" className="space-y-3">
        <h3 id="od-advanced" className="text-lg font-bold text-ink">
          Gelişmiş analizler
        </h3>
        {!benchmark ? (
          <Locked title="Gelişmiş analizler" label={ADVANCED_STATS_LABEL} capability="advancedStats" showTab={showTab} />
        ) : benchmark.state === 'loading' ? (
          <div className={cx(skeletonClass, 'h-40 w-full')} />
        ) : benchmark.state === 'error' ? (
          <p className="text-sm text-danger-700">{benchmark.message}</p>
        ) : (
          <Benchmark data={benchmark.data} businessId={id} />
        )}
      </section>
    </div>
  );
}
