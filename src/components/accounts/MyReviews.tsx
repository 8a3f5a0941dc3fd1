/**
 * "Değerlendirmelerim" on /hesabim: the member's own reviews (GET /api/account/reviews) with
 * their status — yayında, onay bekliyor, reddedildi with the moderator's reason, gizlendi — each editable
 * (MyReviewEdit: back to moderation) and deletable after a second click (DELETE /api/reviews/:id).
 */
import { useCallback, useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { REVIEW_STATUS_LABELS, type MemberReviewItem, type ReviewStatus } from '#lib/contract/reviews.ts';
import { formatDate } from '#lib/format.ts';
import { businessPath } from '#lib/seo.ts';
import { badgeClass, buttonClass, cardClass, cx, linkClass, skeletonClass } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import MyReviewEdit from './MyReviewEdit.tsx';

const BADGE: Record<ReviewStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  hidden: 'neutral',
};

function MyReview({ review, reload }: { review: MemberReviewItem; reload: () => void }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      const res = await apiAnswer(`/api/reviews/${review.id}`, { method: 'DELETE' });
      if (!res.ok) return notify({ title: 'Silinemedi', description: res.body.message, variant: 'destructive' });
      notify({ title: 'Değerlendirmeniz silindi' });
      reload();
    } catch {
      notify({ title: 'Silinemedi', description: 'Sunucuya ulaşılamadı.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={cx(cardClass, 'p-4')} data-my-review={review.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a href={businessPath(review.businessId)} className={cx(linkClass, 'font-semibold')}>
          {review.businessName}
        </a>
        <span className={badgeClass(BADGE[review.status])}>{REVIEW_STATUS_LABELS[review.status]}</span>
      </div>
      {review.status === 'rejected' && review.rejectionReason && (
        <p className="mt-2 text-sm text-danger-700">Reddedilme nedeni: {review.rejectionReason}</p>
      )}
      {review.status === 'pending' && <p className="mt-2 text-sm text-ink-muted">Ekibimiz onayladığında işletme sayfasında görünür.</p>}
      {editing ? (
        <MyReviewEdit
          review={review}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      ) : (
        <>
          <p className="mt-2 font-semibold text-ink">
            <span aria-label={`${review.rating} yıldız`} className="text-warning-600">
              {'★'.repeat(review.rating)}
            </span>
            <span className="text-line-strong" aria-hidden="true">
              {'★'.repeat(5 - review.rating)}
            </span>{' '}
            {review.title ?? ''}
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{review.content}</p>
          <p className="mt-1 text-sm text-ink-muted">{formatDate(review.updatedAt)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={() => setEditing(true)} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              Düzenle
            </button>
            {confirming ? (
              <>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void remove()}
                  className={buttonClass({ size: 'sm', variant: 'destructive' })}
                >
                  Evet, sil
                </button>
                <button type="button" onClick={() => setConfirming(false)} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
                  Vazgeç
                </button>
              </>
            ) : (
              <button type="button" onClick={() => setConfirming(true)} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
                Sil
              </button>
            )}
          </div>
        </>
      )}
    </li>
  );
}

export default function MyReviews() {
  const [items, setItems] = useState<MemberReviewItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    void apiAnswer<MemberReviewItem[]>('/api/account/reviews')
      .then((r) => (r.ok ? (setItems(r.body), setError(null)) : setError(r.body.message || 'Değerlendirmeler alınamadı.')))
      .catch(() => setError('Sunucuya ulaşılamadı.'));
  }, []);
  useEffect(load, [load]);
  return (
    <section className="space-y-3" aria-labelledby="my-reviews">
      <h2 id="my-reviews" className="text-lg font-bold text-ink">
        Değerlendirmelerim
      </h2>
      {error ? (
        <p className="text-sm text-danger-700">{error}</p>
      ) : !items ? (
        <div className={cx(skeletonClass, 'h-24 w-full')} />
      ) : !items.length ? (
        <p className="text-ink-muted">Henüz bir değerlendirme yazmadınız.</p>
      ) : (
        <ul className="space-y-3">
          {items.map((r) => (
            <MyReview key={r.id} review={r} reload={load} />
          ))}
        </ul>
      )}
    </section>
  );
}
