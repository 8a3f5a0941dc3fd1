/**
 * "Bildir" in the owner's reviews tab (issue 26 item 5): a reason (the visitors' list) and an optional note,
 * sent as a visitor's report is (POST /api/reviews/:id/report) into the admins' reported queue.
 */
import { useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { REPORT_REASONS, REVIEW_LIMITS, type ReportReason } from '#lib/contract/reviews.ts';
import { buttonClass, cx, inputClass } from '#components/ui/classes.ts';
import { REVIEWS_COPY as c } from '#components/reviews/copy.ts';
import { notify } from '#components/toast/notify.ts';

export default function ReviewReport({ reviewId, onDone, onCancel }: { reviewId: number; onDone: () => void; onCancel: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const base = `orr-${reviewId}`;
  const send = async () => {
    if (!reason) return;
    setBusy(true);
    try {
      const res = await apiAnswer<{ message: string }>(`/api/reviews/${reviewId}/report`, {
        method: 'POST',
        body: { reason, ...(details.trim() ? { details: details.trim() } : {}) },
      });
      if (!res.ok)
        return notify({
          title: 'Bildirilemedi',
          description: res.body.errors ? Object.values(res.body.errors)[0] : res.body.message,
          variant: 'destructive',
        });
      notify({ title: 'Değerlendirme bildirildi', description: 'Ekibimiz inceleyecek; sonucu “Bildirilenler”de görürsünüz.' });
      onDone();
    } catch {
      notify({ title: 'Bildirilemedi', description: 'Sunucuya ulaşılamadı.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="mt-3 rounded-control border border-line p-4" data-owner-report-form>
      <legend className="px-1 text-sm font-semibold text-ink">{c.reportTitle}</legend>
      <div className="mt-1 flex flex-col gap-2">
        {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={`${base}-reason`}
              value={key}
              checked={reason === key}
              onChange={() => setReason(key)}
              className="size-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      <label htmlFor={`${base}-details`} className="mt-3 block text-sm font-semibold text-ink">
        {c.reportDetails} <span className="font-normal text-ink-subtle">{c.photosOptional}</span>
      </label>
      <input
        id={`${base}-details`}
        className={cx(inputClass, 'mt-1')}
        maxLength={REVIEW_LIMITS.reportDetailsMax}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
      />
      <div className="mt-3 flex gap-2">
        <button type="button" className={buttonClass({ size: 'sm' })} disabled={!reason || busy} onClick={() => void send()}>
          {c.reportSend}
        </button>
        <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onCancel}>
          {c.reportCancel}
        </button>
      </div>
    </fieldset>
  );
}
