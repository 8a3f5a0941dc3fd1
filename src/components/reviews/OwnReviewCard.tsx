/** The visitor's own review above the list, with its status ("Onay bekliyor", a rejection's reason), edit and delete. */
import { badgeClass, buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { REVIEW_STATUS_LABELS, type OwnReview } from '#lib/contract/reviews.ts';
import { REVIEWS_COPY as c } from './copy.ts';

interface Props {
  own: OwnReview;
  onEdit: () => void;
  onDelete: () => void;
}

export function OwnReviewCard({ own, onEdit, onDelete }: Props) {
  return (
    <div className={cx(cardClass, 'mt-4 p-5')} data-own-review>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
        {c.yours}
        <span
          className={badgeClass(own.status === 'approved' ? 'success' : own.status === 'pending' ? 'warning' : 'danger')}
          data-own-status
        >
          {REVIEW_STATUS_LABELS[own.status]}
        </span>
      </p>
      <p className="mt-2 font-semibold text-ink">{own.title}</p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-muted">{own.content}</p>
      {own.rejectionReason && (
        <p className="mt-2 text-sm text-danger-700">
          {c.rejectedBecause} {own.rejectionReason}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={onEdit}>
          {c.edit}
        </button>
        <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onDelete}>
          {c.delete}
        </button>
      </div>
    </div>
  );
}
