/**
 * The admin's overview, where /admin opens: what waits in each queue (the longest-waiting queue first,
 * each with its count, the age of its oldest item and the oldest three by name), today's figures, users
 * by role, businesses by status, the e-mail queue, and the latest audit entries told by name with links
 * (GET /api/admin/overview, read again with "Yenile"). One column on a phone: the audit rows are cards
 * there and a table-like grid from `md` up. A 401/403 sends the screen back to the gate.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatNumber } from '#lib/format.ts';
import type { AdminQueue, AuditRow, QueueCounts, QueueItem, TodayFigures } from '#lib/contract/admin.ts';
import AuditRows, { AdminLink } from './AuditRows.tsx';
import { buttonClass, cardClass, cx, linkClass, skeletonClass } from '#components/ui/classes.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import { waitedFor } from './age.ts';
import { adminCall, gateLost } from './moderation-api.ts';

interface OverviewData {
  queues: QueueCounts;
  oldest: Record<AdminQueue, QueueItem[]>;
  today: TodayFigures;
  users: Record<string, number>;
  businesses: Record<string, number>;
  outbox: Record<string, number>;
  audit: AuditRow[];
}

/** Where each queue is worked: its section, and the page of one item when it has one. */
const QUEUE_HOME: Record<AdminQueue, { href: string; item?: (i: QueueItem) => string }> = {
  businesses: { href: '/admin?bolum=basvurular', item: (i) => `/admin?bolum=basvurular&isletme=${i.id}` },
  reviews: { href: '/admin?bolum=degerlendirmeler' },
  reports: { href: '/admin?bolum=degerlendirmeler&liste=bildirilenler' },
  owners: { href: '/admin?bolum=isletme-sahipleri' },
  changes: { href: '/admin?bolum=isletme-sahipleri&liste=degisiklikler' },
  suggestions: { href: '/admin?bolum=isletme-sahipleri&liste=degisiklikler' },
  ads: { href: '/admin?bolum=reklamlar' },
  plans: { href: '/admin?bolum=isletme-sahipleri&liste=onaylananlar' },
  campaigns: { href: '/admin?bolum=kampanyalar' },
};

/** A link inside the admin screen: a plain click moves without reloading (as the menu does). */

function CountCard({ title, counts, labels }: { title: string; counts: Record<string, number>; labels: Record<string, string> }) {
  return (
    <section className={cx(cardClass, 'p-5')} aria-label={title}>
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <dl className="mt-3 space-y-2">
        {Object.keys(labels).map((key) => (
          <div key={key} className="flex items-baseline justify-between gap-4">
            <dt className="text-sm text-ink-muted">{labels[key]}</dt>
            <dd className="text-lg font-bold text-ink tabular-nums">{formatNumber(counts[key] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Waiting({ data, now }: { data: OverviewData; now: Date }) {
  const o = copy.overview;
  const queues = (Object.keys(data.queues) as AdminQueue[]).filter((q) => data.queues[q].count > 0);
  // The queue whose oldest item has waited longest comes first.
  queues.sort((a, b) => (data.queues[a].oldest ?? '').localeCompare(data.queues[b].oldest ?? ''));
  return (
    <section aria-labelledby="admin-waiting-title" className="space-y-3">
      <h3 id="admin-waiting-title" className="text-lg font-bold text-ink">
        {o.waiting}
      </h3>
      {queues.length === 0 ? (
        <p className={cx(cardClass, 'p-5 text-ink-muted')}>{o.nothingWaiting}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {queues.map((q) => {
            const home = QUEUE_HOME[q];
            const { count, oldest } = data.queues[q];
            return (
              <li key={q} className={cx(cardClass, 'min-w-0 p-5')} data-queue-card={q}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h4 className="font-semibold text-ink">{copy.queues[q]}</h4>
                  <span className="text-2xl font-bold text-ink tabular-nums">{formatNumber(count)}</span>
                </div>
                {oldest && <p className="text-sm text-ink-muted">{o.oldestFor(waitedFor(oldest, now))}</p>}
                <ul className="mt-3 space-y-2 text-sm">
                  {data.oldest[q].map((item) => (
                    <li key={item.id} className="flex min-w-0 items-baseline justify-between gap-3">
                      <span className="min-w-0 break-words">
                        {home.item ? (
                          <AdminLink href={home.item(item)} className={linkClass}>
                            {item.label}
                          </AdminLink>
                        ) : (
                          <span className="text-ink">{item.label}</span>
                        )}
                        {item.detail && <span className="block text-ink-subtle">{copy.queueDetail(q, item.detail)}</span>}
                      </span>
                      <span className="shrink-0 text-ink-muted tabular-nums">{waitedFor(item.since, now)}</span>
                    </li>
                  ))}
                </ul>
                <AdminLink href={home.href} className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'mt-3')}>
                  {o.openQueue}
                </AdminLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export default function Overview({ onGateLost }: { onGateLost: () => void }) {
  const [data, setData] = useState<OverviewData | null>(null);
  const [now, setNow] = useState(() => new Date());
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    adminCall<OverviewData>('/api/admin/overview')
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(String(res.body.message ?? copy.failed));
        setError(null);
        setNow(new Date());
        setData(res.body);
      })
      .catch(() => active && setError(copy.network));
    return () => {
      active = false;
    };
  }, [reload, onGateLost]);

  const o = copy.overview;
  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-bold text-ink">{copy.sections.overview}</h2>
      <button type="button" onClick={refresh} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        {o.refresh}
      </button>
    </div>
  );

  if (error) {
    return (
      <div className="space-y-4">
        {heading}
        <div className={cx(cardClass, 'max-w-xl p-6')} role="alert">
          <p className="text-danger-700">{error}</p>
        </div>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="space-y-4" aria-busy="true">
        {heading}
        <span className="sr-only">{copy.loading}</span>
        <div className={cx(skeletonClass, 'h-40 w-full')} />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {heading}
      <Waiting data={data} now={now} />

      <section aria-labelledby="admin-today-title" className={cx(cardClass, 'p-5')}>
        <h3 id="admin-today-title" className="text-lg font-bold text-ink">
          {o.today}
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-5">
          {(Object.keys(copy.todayLabels) as (keyof TodayFigures)[]).map((k) => (
            <div key={k} className="min-w-0">
              <dt className="text-sm break-words text-ink-muted">{copy.todayLabels[k]}</dt>
              <dd className="text-2xl font-bold text-ink tabular-nums">{formatNumber(data.today[k])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-4 md:grid-cols-3">
        <CountCard title={o.users} counts={data.users} labels={copy.roles} />
        <CountCard title={o.businesses} counts={data.businesses} labels={copy.businessStatus} />
        <CountCard title={o.outbox} counts={data.outbox} labels={copy.outboxStatus} />
      </div>

      <section className={cx(cardClass, 'p-5')} aria-labelledby="admin-audit-title">
        <h3 id="admin-audit-title" className="text-lg font-bold text-ink">
          {o.audit}
        </h3>
        <AuditRows rows={data.audit} />
      </section>
    </div>
  );
}
