/**
 * The admin's overview section: users by role, businesses by status, the e-mail queue, and the latest
 * audit entries (GET /api/admin/overview, read again with "Yenile"). A 401/403 sends the screen back to
 * the gate.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { buttonClass, cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import { adminCall, gateLost } from './moderation-api.ts';

interface OverviewData {
  users: Record<string, number>;
  businesses: Record<string, number>;
  outbox: Record<string, number>;
  audit: { id: number; createdAt: string; actorLabel: string; actorName: string | null; action: string; targetType: string | null; targetId: string | null }[];
}

function CountCard({ title, counts, labels }: { title: string; counts: Record<string, number>; labels: Record<string, string> }) {
  return (
    <section className={cx(cardClass, 'p-5')} aria-label={title}>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
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

export default function Overview({ onGateLost }: { onGateLost: () => void }) {
  const [data, setData] = useState<OverviewData | null>(null);
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
        setData(res.body);
      })
      .catch(() => active && setError(copy.network));
    return () => {
      active = false;
    };
  }, [reload, onGateLost]);

  if (error) {
    return (
      <div className={cx(cardClass, 'max-w-xl p-6')} role="alert">
        <p className="text-danger-700">{error}</p>
      </div>
    );
  }
  if (!data) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{copy.loading}</span>
        <div className={cx(skeletonClass, 'h-40 w-full')} />
      </div>
    );
  }
  const o = copy.overview;
  return (
    <div className="space-y-8">
      <div className="grid gap-4 md:grid-cols-3">
        <CountCard title={o.users} counts={data.users} labels={copy.roles} />
        <CountCard title={o.businesses} counts={data.businesses} labels={copy.businessStatus} />
        <CountCard title={o.outbox} counts={data.outbox} labels={copy.outboxStatus} />
      </div>

      <section className={cx(cardClass, 'p-5')} aria-labelledby="admin-audit-title">
        <div className="flex items-center justify-between gap-4">
          <h2 id="admin-audit-title" className="text-base font-semibold text-ink">
            {o.audit}
          </h2>
          <button type="button" onClick={refresh} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {o.refresh}
          </button>
        </div>
        {data.audit.length === 0 ? (
          <p className="mt-3 text-ink-muted">{o.auditEmpty}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line text-ink-muted">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {o.when}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {o.who}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {o.what}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {o.target}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.audit.map((e) => (
                  <tr key={e.id} className="border-b border-line last:border-0">
                    <td className="py-2 pr-4 whitespace-nowrap text-ink-muted tabular-nums">{formatDateTime(e.createdAt)}</td>
                    <td className="py-2 pr-4 text-ink">{e.actorLabel === 'cli' ? o.cli : (e.actorName ?? e.actorLabel)}</td>
                    <td className="py-2 pr-4 text-ink">{copy.actions[e.action] ?? e.action}</td>
                    <td className="py-2 text-ink-muted">{e.targetType ? `${copy.targets[e.targetType] ?? e.targetType} #${e.targetId ?? ''}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
