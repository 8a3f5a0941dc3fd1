/**
 * /analytics (spec §2 "Visitor statistics"; PD19 aggregates only): cards for total visits, unique visitors,
 * country count and active days; top 5 countries and pages; the last 7 days as a chart (recharts, loaded
 * lazily so only this page carries it) with the same numbers in a table. Skeleton while loading, an error
 * with "Yeniden dene", an empty state. Reads GET /api/analytics/visitors and GET /api/analytics/daily.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { apiJson } from '#lib/api-client.ts';
import { RECENT_DAYS, type DailyStatRow, type VisitorSummary } from '#lib/contract/statistics.ts';
import { formatNumber, formatShortDate } from '#lib/format.ts';
import { buttonClass, cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import { STATS_COPY as copy } from './stats-copy.ts';
import type { ChartDay } from './VisitsChart.tsx';

const VisitsChart = lazy(() => import('./VisitsChart.tsx'));

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; summary: VisitorSummary; daily: DailyStatRow[] };

/** The last 7 calendar days ending at `to` (YYYY-MM-DD), oldest first, 0 for days without visits. */
function lastDays(to: string, daily: DailyStatRow[]): (ChartDay & { date: string })[] {
  const byDate = new Map(daily.map((d) => [d.date, d]));
  const out: (ChartDay & { date: string })[] = [];
  for (let i = RECENT_DAYS - 1; i >= 0; i--) {
    const d = new Date(`${to}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - i);
    const date = d.toISOString().slice(0, 10);
    const row = byDate.get(date);
    out.push({ date, label: formatShortDate(`${date}T12:00:00Z`), visits: row?.totalVisits ?? 0, unique: row?.uniqueVisitors ?? 0 });
  }
  return out;
}

function StatCard({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className={cx(cardClass, 'p-5')}>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight text-ink tabular-nums">{formatNumber(value)}</dd>
      {hint && <dd className="mt-1 text-xs text-ink-subtle">{hint}</dd>}
    </div>
  );
}

function TopList({ title, items, empty = copy.empty }: { title: string; items: { key: string; visits: number }[]; empty?: string }) {
  const max = Math.max(1, ...items.map((i) => i.visits));
  return (
    <section className={cx(cardClass, 'p-5')} aria-labelledby={`top-${title}`}>
      <h2 id={`top-${title}`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((i) => (
            <li key={i.key}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-ink">{i.key}</span>
                <span className="shrink-0 text-ink-muted tabular-nums">
                  {formatNumber(i.visits)} {copy.visits}
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-surface-sunken" aria-hidden="true">
                <div className="h-2 rounded-full bg-brand-600" style={{ width: `${Math.round((i.visits / max) * 100)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Skeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        {copy.loading}
      </span>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={cx(skeletonClass, 'h-28')} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cx(skeletonClass, 'h-64')} />
        <div className={cx(skeletonClass, 'h-64')} />
      </div>
      <div className={cx(skeletonClass, 'h-80')} />
    </div>
  );
}

function fetchStats(): Promise<State> {
  return Promise.all([apiJson<VisitorSummary>('/api/analytics/visitors'), apiJson<DailyStatRow[]>('/api/analytics/daily')])
    .then(([summary, daily]): State => ({ kind: 'ready', summary, daily }))
    .catch((): State => ({ kind: 'failed' }));
}

export default function AnalyticsPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    void fetchStats().then((next) => active && setState(next));
    return () => {
      active = false;
    };
  }, []);
  const retry = () => {
    setState({ kind: 'loading' });
    void fetchStats().then(setState);
  };

  if (state.kind === 'loading') return <Skeleton />;
  if (state.kind === 'failed') {
    return (
      <div className={cx(cardClass, 'max-w-xl p-6')} role="alert">
        <p className="text-danger-700">{copy.failed}</p>
        <button type="button" className={buttonClass({ variant: 'secondary', className: 'mt-4' })} onClick={retry}>
          {copy.retry}
        </button>
      </div>
    );
  }
  const { summary, daily } = state;
  const week = lastDays(summary.to, daily);
  return (
    <div className="space-y-6" data-testid="analytics-ready">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label={copy.cards.totalVisits} value={summary.totalVisits} />
        <StatCard label={copy.cards.uniqueVisitors} value={summary.uniqueVisitors} hint={copy.uniqueHint} />
        <StatCard label={copy.cards.countryCount} value={summary.countryCount} />
        <StatCard label={copy.cards.activeDays} value={summary.activeDays} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <TopList title={copy.topCountries} items={summary.topCountries.map((c) => ({ key: c.name, visits: c.visits }))} />
        <TopList
          title={copy.topPages}
          empty={copy.topPagesEmpty}
          items={summary.topPages.map((p) => ({ key: p.path, visits: p.visits }))}
        />
      </div>
      <section className={cx(cardClass, 'p-5')} aria-labelledby="last-days">
        <h2 id="last-days" className="text-lg font-semibold text-ink">
          {copy.lastDays}
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Suspense fallback={<div className={cx(skeletonClass, 'h-64')} />}>
            <VisitsChart days={week} />
          </Suspense>
          <table className="w-full text-sm">
            <caption className="sr-only">{copy.lastDays}</caption>
            <thead>
              <tr className="border-b border-line text-left text-ink-muted">
                <th scope="col" className="py-2 font-medium">
                  {copy.table.date}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {copy.table.visits}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {copy.table.unique}
                </th>
              </tr>
            </thead>
            <tbody>
              {week.map((d) => (
                <tr key={d.date} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 text-left font-normal text-ink">
                    <time dateTime={d.date}>{d.label}</time>
                  </th>
                  <td className="py-2 text-right text-ink tabular-nums">{formatNumber(d.visits)}</td>
                  <td className="py-2 text-right text-ink tabular-nums">{formatNumber(d.unique)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <p className="text-sm text-ink-subtle">{copy.privacy}</p>
    </div>
  );
}
