/**
 * 'İstatistikler': the last 30 days as a chart (loaded only here) and the same numbers as a table (every
 * plan), the paid plans' detailed and advanced statistics (PlanInsights), and the published counting rules.
 */
import { lazy, Suspense } from 'react';
import { COUNTING_RULES } from '#lib/contract/owners.ts';
import { formatNumber, formatShortDate } from '#lib/format.ts';
import { cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import PlanInsights from './PlanInsights.tsx';
import type { TabProps } from './types.ts';

const AnalyticsChart = lazy(() => import('../AnalyticsChart.tsx'));

export default function AnalyticsTab({ live, stats, record, showTab }: TabProps) {
  return (
    <div className="space-y-6">
      <h3 className="text-lg font-bold text-ink">Son 30 gün</h3>
      {!live ? (
        <p className="text-ink-muted">İstatistikler, başvurunuz onaylanıp işletmeniz yayınlandığında burada görünür.</p>
      ) : !stats ? (
        <div className={cx(skeletonClass, 'h-72 w-full')} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
          <div className={cx(cardClass, 'p-4')}>
            <Suspense fallback={<div className={cx(skeletonClass, 'h-72 w-full')} />}>
              <AnalyticsChart days={stats.days} />
            </Suspense>
          </div>
          <div className={cx(cardClass, 'max-h-96 overflow-auto p-4')} tabIndex={0} role="region" aria-label="Günlük sayılar tablosu">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-ink">Günlük sayılar</caption>
              <thead>
                <tr className="border-b border-line text-ink-muted">
                  <th scope="col" className="py-1 pr-2">
                    Gün
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Görüntülenme
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Telefon
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Web
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Yol tarifi
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...stats.days].reverse().map((d) => (
                  <tr key={d.date} className="border-b border-line last:border-0">
                    <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap text-ink">
                      {formatShortDate(`${d.date}T12:00:00+03:00`)}
                    </th>
                    <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(d.views)}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(d.phoneClicks)}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(d.websiteClicks)}</td>
                    <td className="py-1 text-right tabular-nums">{formatNumber(d.directionsClicks)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {live && <PlanInsights record={record} showTab={showTab} />}
      <section className="rounded-card bg-surface-sunken p-4" aria-labelledby="od-rules">
        <h4 id="od-rules" className="font-semibold text-ink">
          Nasıl sayıyoruz?
        </h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
          {COUNTING_RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
