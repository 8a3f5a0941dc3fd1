/**
 * "Bildir" in the owner's reviews tab: a reason (the visitors' list) and an optional note,
 * sent as a visitor's report is (POST /api/reviews/:id/report) into the admins' reported queue.
 */
import { useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { ReportReason } from '#lib/contract/reviews.ts';
import { notify } from '#components/toast/notify.ts';
import { ReportFields } from '#components/reviews/ReportFields.tsx';

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
    <ReportFields
      data-owner-report-form=""
      base={base}
      reason={reason}
      setReason={setReason}
      details={details}
      setDetails={setDetails}
      busy={busy}
      onSend={() => void send()}
      onCancel={onCancel}
    />
  );
}
