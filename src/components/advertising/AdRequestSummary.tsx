/** A request's head: package, duration and cost, status, contact, message, impressions and clicks, its timestamps and the pipeline buttons (with a note, and "Ödeme alındı" before a priced ad goes live). */
import { AD_TRANSITIONS, type AdminAdRequest, type AdStatus } from '#lib/contract/advertising.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { formatTrPhone } from '#lib/phone.ts';
import { durationLabel } from '#lib/pricing.ts';
import { badgeClass, buttonClass, cardClass, cx, inputClass } from '#components/ui/classes.ts';
import { useState } from 'react';
import type { PaymentInput } from '#lib/contract/owners.ts';
import { emptyPayment, paymentBody, PaymentFields } from '#components/admin/PaymentFields.tsx';
import { AdField } from './AdField.tsx';
import { PACKAGE_LABEL, STATUS_LABEL } from './copy.ts';

const NEXT_LABEL: Record<AdStatus, string> = {
  contact_pending: 'İletişim bekliyor',
  contacted: 'İletişime geçildi olarak işaretle',
  customized: 'Hazırlandı olarak işaretle',
  live: 'Yayına al',
  ended: 'Yayını bitir',
  cancelled: 'İptal et',
};

interface Props {
  ad: AdminAdRequest;
  busy: boolean;
  note: string;
  onNote: (note: string) => void;
  /** Going live with a price carries the recorded payment (decision 028). */
  onMove: (to: AdStatus, payment?: PaymentInput) => void;
}

export function AdRequestSummary({ ad, busy, note, onNote, onMove }: Props) {
  const priced = Number(ad.totalCost) > 0;
  const [payment, setPayment] = useState(() => emptyPayment(priced ? ad.totalCost : ''));
  const stamps: [string, string | null][] = [
    ['Talep', ad.createdAt],
    ['İletişim', ad.contactedAt],
    ['Hazırlandı', ad.customizedAt],
    ['Yayında', ad.liveAt],
    ['Bitti', ad.endedAt],
    ['İptal', ad.cancelledAt],
  ];
  return (
    <section className={cx(cardClass, 'p-5')} aria-labelledby={`ad-${ad.id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`ad-${ad.id}-title`} className="text-lg font-bold text-ink">
            #{ad.id} {ad.businessName}
          </h2>
          <p className="text-sm text-ink-muted">
            {PACKAGE_LABEL[ad.packageType]} · {durationLabel(ad.duration)} · {formatMoney(Number(ad.totalCost))}
          </p>
        </div>
        <span
          className={badgeClass(ad.status === 'live' ? 'success' : ad.status === 'cancelled' ? 'danger' : 'neutral')}
          data-testid="ad-status"
        >
          {STATUS_LABEL[ad.status]}
        </span>
      </div>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">İletişim kişisi</dt>
          <dd className="text-ink">{ad.contactPerson}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">E-posta / telefon</dt>
          <dd className="break-all text-ink">
            {ad.email} · {formatTrPhone(ad.phone) || ad.phone}
          </dd>
        </div>
        {ad.message && (
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">Mesaj</dt>
            <dd className="whitespace-pre-line text-ink">{ad.message}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-ink-muted">Gösterim / tıklama</dt>
          <dd className="text-ink tabular-nums" data-testid="ad-stats">
            {ad.impressions} / {ad.clicks}
          </dd>
        </div>
      </dl>
      <ol className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        {stamps
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <li key={k}>
              {k}: {formatDateTime(v!)}
            </li>
          ))}
      </ol>
      {AD_TRANSITIONS[ad.status].length > 0 && (
        <div className="mt-4 space-y-3 border-t border-line pt-4">
          <AdField id={`ad-${ad.id}-note`} label="Adım notu (isteğe bağlı)">
            <input id={`ad-${ad.id}-note`} value={note} onChange={(e) => onNote(e.target.value)} className={inputClass} />
          </AdField>
          {priced && AD_TRANSITIONS[ad.status].includes('live') && (
            <PaymentFields id={`ad-${ad.id}-payment`} value={payment} onChange={setPayment} />
          )}
          <div className="flex flex-wrap gap-2">
            {AD_TRANSITIONS[ad.status].map((to) => (
              <button
                key={to}
                type="button"
                disabled={busy}
                onClick={() => onMove(to, to === 'live' && priced ? paymentBody(payment) : undefined)}
                className={buttonClass({
                  variant: to === 'cancelled' ? 'destructive' : to === 'contacted' && ad.status === 'customized' ? 'secondary' : 'primary',
                  size: 'sm',
                })}
              >
                {to === 'contacted' && ad.status === 'customized' ? 'İçeriğe geri dön' : NEXT_LABEL[to]}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
