/**
 * 'Değerlendirmeler' in the owner dashboard: the published reviews of the owner's listing — those without a reply,
 * all, or those the owner reported ("Bildirilenler", with the report's state) — each answered in place
 * (PUT /api/reviews/:id/reply; the reviewer is mailed the first reply, the page shows it as "İşletmenin
 * yanıtı") or reported (ReviewReport: into the admins' reported queue).
 */
import { useCallback, useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { REPORT_REASONS, REVIEW_LIMITS, type OwnerReviewFilter, type OwnerReviewItem } from '#lib/contract/reviews.ts';
import { formatDate } from '#lib/format.ts';
import { buttonClass, cardClass, cx, labelClass, skeletonClass, textareaClass } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import ReviewReport from './ReviewReport.tsx';
import type { TabProps } from './types.ts';

function ReviewItem({ review, onSaved }: { review: OwnerReviewItem; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reply, setReply] = useState(review.ownerReply?.text ?? '');
  const [busy, setBusy] = useState(false);
  const id = `or-${review.id}`;
  const save = async () => {
    setBusy(true);
    try {
      const res = await apiAnswer(`/api/reviews/${review.id}/reply`, { method: 'PUT', body: { reply } });
      if (!res.ok)
        return notify({
          title: 'Yanıt kaydedilemedi',
          description: res.body.errors ? Object.values(res.body.errors)[0] : res.body.message,
          variant: 'destructive',
        });
      notify({ title: review.ownerReply ? 'Yanıtınız güncellendi' : 'Yanıtınız yayında' });
      setOpen(false);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={cx(cardClass, 'p-4')} aria-labelledby={`${id}-h`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={`${id}-h`} className="font-semibold text-ink">
          <span aria-label={`${review.rating} yıldız`} className="text-warning-600">
            {'★'.repeat(review.rating)}
          </span>
          <span className="text-line-strong" aria-hidden="true">
            {'★'.repeat(5 - review.rating)}
          </span>{' '}
          {review.title ?? ''}
        </h4>
        <span className="text-sm text-ink-muted">
          {review.author} · {formatDate(review.createdAt)}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-ink">{review.content}</p>
      {review.ownerReply && !open && (
        <div className="mt-3 rounded-card bg-surface-sunken p-3 text-sm">
          <p className="font-semibold text-ink">Yanıtınız</p>
          <p className="whitespace-pre-line text-ink">{review.ownerReply.text}</p>
        </div>
      )}
      {review.report && (
        <p className="mt-3 text-sm text-ink-muted" data-owner-report>
          Bildirdiniz: {REPORT_REASONS[review.report.reason]} ·{' '}
          {review.report.open ? 'ekibimiz inceliyor' : 'ekibimiz inceledi ve sonuçlandırdı'}
        </p>
      )}
      {reporting && (
        <ReviewReport
          reviewId={review.id}
          onCancel={() => setReporting(false)}
          onDone={() => {
            setReporting(false);
            onSaved();
          }}
        />
      )}
      {open ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-reply`} className={labelClass}>
            Yanıtınız (herkese açık)
          </label>
          <textarea
            id={`${id}-reply`}
            rows={3}
            value={reply}
            maxLength={REVIEW_LIMITS.replyMax}
            onChange={(e) => setReply(e.target.value)}
            className={textareaClass}
          />
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy || reply.trim().length < REVIEW_LIMITS.replyMin}
              onClick={() => void save()}
              className={buttonClass({ size: 'sm' })}
            >
              Yanıtı yayınla
            </button>
            <button type="button" onClick={() => setOpen(false)} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
              Vazgeç
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={buttonClass({ size: 'sm', variant: review.ownerReply ? 'secondary' : 'primary' })}
          >
            {review.ownerReply ? 'Yanıtı düzenle' : 'Yanıtla'}
          </button>
          {!review.report && !reporting && (
            <button type="button" onClick={() => setReporting(true)} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
              Bildir
            </button>
          )}
        </div>
      )}
    </li>
  );
}

export default function ReviewsTab({ live }: TabProps) {
  const [filter, setFilter] = useState<OwnerReviewFilter>('unanswered');
  const [items, setItems] = useState<OwnerReviewItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    void apiAnswer<OwnerReviewItem[]>(`/api/owner/reviews?filter=${filter}`)
      .then((r) => (r.ok ? (setItems(r.body), setError(null)) : setError(r.body.message || 'Değerlendirmeler alınamadı.')))
      .catch(() => setError('Sunucuya ulaşılamadı.'));
  }, [filter]);
  useEffect(() => {
    if (live) load();
  }, [live, load]);
  if (!live) return <p className="text-ink-muted">Değerlendirmeler, işletmeniz yayınlandığında burada görünür.</p>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Değerlendirme filtresi">
        {(
          [
            ['unanswered', 'Yanıt bekleyenler'],
            ['all', 'Tümü'],
            ['reported', 'Bildirilenler'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => (setItems(null), setFilter(key))}
            className={buttonClass({ size: 'sm', variant: filter === key ? 'primary' : 'secondary' })}
          >
            {label}
          </button>
        ))}
      </div>
      {error ? (
        <p className="text-sm text-danger-700">{error}</p>
      ) : !items ? (
        <div className={cx(skeletonClass, 'h-32 w-full')} />
      ) : !items.length ? (
        <p className="text-ink-muted">
          {filter === 'unanswered'
            ? 'Yanıt bekleyen değerlendirme yok.'
            : filter === 'reported'
              ? 'Bildirdiğiniz bir değerlendirme yok.'
              : 'Henüz yayında bir değerlendirme yok.'}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="owner-reviews">
          {items.map((r) => (
            <ReviewItem key={r.id} review={r} onSaved={load} />
          ))}
        </ul>
      )}
    </div>
  );
}
