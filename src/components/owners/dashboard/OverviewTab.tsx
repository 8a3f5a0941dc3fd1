/** 'Genel bakış': rating, this week and profile completeness (HomeSummary), what needs attention (Attention), the application's details, links to the page and the numbers, visitors' suggestions and the owner's sent changes. */
import { apiAnswer } from '#lib/api-client.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { formatTrPhone } from '#lib/phone.ts';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import { FIELD_LABELS, REASON_LABELS } from '../owner-copy.ts';
import Attention from './Attention.tsx';
import HomeSummary from './HomeSummary.tsx';
import type { TabProps } from './types.ts';

export default function OverviewTab(props: TabProps) {
  const { record, live, suggestions, changes, openPanel, showTab, refresh } = props;
  const dismiss = async (id: number) => {
    const res = await apiAnswer(`/api/business-owners/${record.id}/suggestions/${id}/dismiss`, { method: 'POST' });
    if (!res.ok) return notify({ title: 'İşlem yapılamadı', description: res.body.message, variant: 'destructive' });
    refresh();
  };
  const pending = suggestions.filter((s) => s.status === 'pending');

  return (
    <div className="space-y-6">
      {live && record.businessId !== null && <HomeSummary {...props} />}
      {live && record.businessId !== null && <Attention {...props} />}
      <dl className={cx(cardClass, 'grid gap-3 p-5 sm:grid-cols-2')}>
        {(
          [
            ['Sahip', record.ownerName],
            ['E-posta', record.email],
            ['Telefon', formatTrPhone(record.phone)],
            ['Adres', record.address],
            ['Web sitesi', record.website ?? '—'],
            ['Başvuru tarihi', formatDate(record.createdAt)],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt className="text-sm text-ink-muted">{k}</dt>
            <dd className="break-words text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {live && record.businessId !== null && (
        <div className="flex flex-wrap gap-3">
          <a href={`/business/${record.businessId}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            İşletme sayfasını gör
          </a>
          <button type="button" onClick={() => showTab('analytics')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            İstatistikleri gör
          </button>
        </div>
      )}
      {live && (
        <section className={cx(cardClass, 'p-5')} aria-labelledby="od-sugg">
          <h3 id="od-sugg" className="text-lg font-bold text-ink">
            Ziyaretçi önerileri
          </h3>
          {pending.length === 0 ? (
            <p className="mt-2 text-ink-muted">Bekleyen öneri yok.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {pending.map((s) => (
                <li key={s.id} className="rounded-card border border-line p-4">
                  <p className="font-semibold text-ink">{REASON_LABELS[s.reason] ?? s.reason}</p>
                  <p className="text-sm text-ink-muted">{formatDateTime(s.createdAt)}</p>
                  {s.note && <p className="mt-1 whitespace-pre-line text-ink">{s.note}</p>}
                  <div className="mt-2 flex gap-2">
                    <button
                      type="button"
                      onClick={() => openPanel({ kind: 'edit', suggestionId: s.id })}
                      className={buttonClass({ size: 'sm' })}
                    >
                      Kabul et ve düzelt
                    </button>
                    <button type="button" onClick={() => void dismiss(s.id)} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
                      Yok say
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {live && changes.length > 0 && (
        <section className={cx(cardClass, 'p-5')} aria-labelledby="od-changes">
          <h3 id="od-changes" className="text-lg font-bold text-ink">
            Gönderdiğiniz değişiklikler
          </h3>
          <ul className="mt-3 space-y-2 text-sm">
            {changes.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-2 border-b border-line pb-2 last:border-0">
                <span className="text-ink">
                  {formatDateTime(c.createdAt)} ·{' '}
                  {Object.keys(c.after)
                    .map((k) => FIELD_LABELS[k] ?? k)
                    .join(', ')}
                </span>
                <span
                  className={
                    c.status === 'approved' ? 'text-success-700' : c.status === 'rejected' ? 'text-danger-700' : 'text-warning-700'
                  }
                >
                  {c.status === 'approved'
                    ? 'Yayınlandı'
                    : c.status === 'rejected'
                      ? `Reddedildi${c.rejectionReason ? `: ${c.rejectionReason}` : ''}`
                      : 'Onay bekliyor'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
