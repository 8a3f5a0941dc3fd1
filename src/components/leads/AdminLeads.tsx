/**
 * The admin's "Potansiyel müşteriler" section (decision 014; PD17): free-advertising leads by status
 * (new → contacted → converted | lost), the moves the pipeline allows, CSV export of all leads. An
 * unsubscribed lead is marked and cannot be moved to "contacted" (the server refuses too). A 401/403 sends
 * the screen back to the gate.
 */
import { useEffect, useState } from 'react';
import type { AdminLead, LeadStatus } from '#lib/contract/statistics.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { notify } from '#components/toast/notify.ts';
import { badgeClass, buttonClass, cardClass, cx, linkClass, skeletonClass } from '#components/ui/classes.ts';
import { adminCall, failToast, gateLost } from '#components/admin/moderation-api.ts';

export const LEADS_COPY = {
  title: 'Potansiyel müşteriler',
  intro: 'Ücretsiz reklam penceresinden e-posta bırakan ve ticari ileti onayı veren kişiler.',
  filter: 'Duruma göre',
  all: 'Tümü',
  status: { new: 'Yeni', contacted: 'İletişime geçildi', converted: 'Müşteri oldu', lost: 'Kaybedildi' } as Record<LeadStatus, string>,
  move: { contacted: 'İletişime geçildi', converted: 'Müşteri oldu', lost: 'Kaybedildi' } as Record<Exclude<LeadStatus, 'new'>, string>,
  unsubscribed: 'Abonelikten çıktı',
  unsubscribedHint: 'İletişime geçilemez',
  export: 'CSV olarak indir',
  empty: 'Bu durumda kayıt yok.',
  loading: 'Yükleniyor…',
  failed: 'Kayıtlar yüklenemedi.',
  moved: 'Durum güncellendi',
  columns: { email: 'E-posta', business: 'İşletme', created: 'Tarih', consent: 'Onay', status: 'Durum', actions: 'İşlemler' },
  count: (n: number) => `${formatNumber(n)} kayıt`,
} as const;

const MOVES: Record<LeadStatus, Exclude<LeadStatus, 'new'>[]> = {
  new: ['contacted', 'lost'],
  contacted: ['converted', 'lost'],
  converted: [],
  lost: ['contacted'],
};
const FILTERS: (LeadStatus | 'all')[] = ['all', 'new', 'contacted', 'converted', 'lost'];
const STATUS_BADGE: Record<LeadStatus, Parameters<typeof badgeClass>[0]> = {
  new: 'brand',
  contacted: 'accent',
  converted: 'success',
  lost: 'neutral',
};

const cellClass = 'block px-1 py-1 break-words md:table-cell md:px-4 md:py-3';

/** A cell's column name, shown only where the row is a card (below `md`, where the table head is hidden). */
function CellLabel({ children }: { children: string }) {
  return <span className="mr-1 font-semibold text-ink-muted md:hidden">{children}:</span>;
}

export default function AdminLeads({ onGateLost }: { onGateLost: () => void }) {
  const [filter, setFilter] = useState<LeadStatus | 'all'>('all');
  const [leads, setLeads] = useState<AdminLead[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    adminCall<{ leads: AdminLead[] }>(`/api/admin/leads${filter === 'all' ? '' : `?status=${filter}`}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(String(res.body.message ?? LEADS_COPY.failed));
        setError(null);
        setLeads(res.body.leads);
      })
      .catch(() => active && setError(LEADS_COPY.failed));
    return () => {
      active = false;
    };
  }, [filter, onGateLost]);

  const choose = (f: LeadStatus | 'all') => {
    if (f === filter) return;
    setLeads(null);
    setFilter(f);
  };

  async function move(lead: AdminLead, status: Exclude<LeadStatus, 'new'>) {
    setBusy(lead.id);
    try {
      const res = await adminCall<AdminLead>(`/api/admin/leads/${lead.id}`, 'PATCH', { status });
      if (gateLost(res)) return onGateLost();
      if (!res.ok) return failToast(res.body.message);
      notify({ title: LEADS_COPY.moved, description: `${lead.email}: ${LEADS_COPY.status[status]}` });
      setLeads((list) => (list ?? []).map((l) => (l.id === lead.id ? res.body : l)).filter((l) => filter === 'all' || l.status === filter));
    } catch {
      failToast();
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-ink">{LEADS_COPY.title}</h2>
          <p className="mt-1 text-sm text-ink-muted">{LEADS_COPY.intro}</p>
        </div>
        <a href="/api/admin/leads-export" download className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {LEADS_COPY.export}
        </a>
      </div>
      <div role="group" aria-label={LEADS_COPY.filter} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            className={buttonClass({ variant: filter === f ? 'primary' : 'secondary', size: 'sm' })}
            onClick={() => choose(f)}
          >
            {f === 'all' ? LEADS_COPY.all : LEADS_COPY.status[f]}
          </button>
        ))}
      </div>
      {error ? (
        <div className={cx(cardClass, 'p-6')} role="alert">
          <p className="text-danger-700">{error}</p>
        </div>
      ) : !leads ? (
        <div aria-busy="true">
          <span className="sr-only">{LEADS_COPY.loading}</span>
          <div className={cx(skeletonClass, 'h-40 w-full')} />
        </div>
      ) : leads.length === 0 ? (
        <p className={cx(cardClass, 'p-6 text-ink-muted')}>{LEADS_COPY.empty}</p>
      ) : (
        // A table from `md` up; below, each row is a card of labelled lines (nothing to pan sideways on a phone).
        <div className={cardClass}>
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">
              {LEADS_COPY.title}: {LEADS_COPY.count(leads.length)}
            </caption>
            <thead className="sr-only md:not-sr-only md:table-header-group">
              <tr className="border-b border-line text-left text-ink-muted">
                {Object.values(LEADS_COPY.columns).map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {leads.map((l) => (
                <tr key={l.id} className="block border-b border-line p-3 align-top last:border-0 md:table-row md:p-0">
                  <td className="block min-w-0 px-1 py-1 md:table-cell md:px-4 md:py-3">
                    <a
                      href={`mailto:${l.email}`}
                      className={cx(linkClass, 'break-all', l.unsubscribedAt && 'pointer-events-none no-underline text-ink-muted')}
                      aria-disabled={l.unsubscribedAt ? true : undefined}
                      tabIndex={l.unsubscribedAt ? -1 : undefined}
                    >
                      {l.email}
                    </a>
                    {l.unsubscribedAt && (
                      <p className="mt-1">
                        <span className={badgeClass('danger')}>{LEADS_COPY.unsubscribed}</span>{' '}
                        <span className="text-xs text-ink-subtle">{LEADS_COPY.unsubscribedHint}</span>
                      </p>
                    )}
                  </td>
                  <td className={cellClass}>
                    <CellLabel>{LEADS_COPY.columns.business}</CellLabel>
                    <span className="text-ink">{l.businessName ?? '—'}</span>
                  </td>
                  <td className={cx(cellClass, 'text-ink-muted')}>
                    <CellLabel>{LEADS_COPY.columns.created}</CellLabel>
                    {formatDateTime(l.createdAt)}
                  </td>
                  <td className={cx(cellClass, 'text-ink-muted')}>
                    <CellLabel>{LEADS_COPY.columns.consent}</CellLabel>
                    {l.consentAt ? formatDateTime(l.consentAt) : '—'}
                    {l.consentVersion && <span className="block text-xs">s. {l.consentVersion}</span>}
                  </td>
                  <td className={cellClass}>
                    <CellLabel>{LEADS_COPY.columns.status}</CellLabel>
                    <span className={badgeClass(STATUS_BADGE[l.status])}>{LEADS_COPY.status[l.status]}</span>
                  </td>
                  <td className={cx(cellClass, 'pt-2')}>
                    <div className="flex flex-wrap gap-2">
                      {MOVES[l.status]
                        .filter((s) => !(s === 'contacted' && l.unsubscribedAt))
                        .map((s) => (
                          <button
                            key={s}
                            type="button"
                            className={buttonClass({ variant: 'secondary', size: 'sm' })}
                            disabled={busy === l.id}
                            onClick={() => void move(l, s)}
                          >
                            {LEADS_COPY.move[s]}
                          </button>
                        ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
