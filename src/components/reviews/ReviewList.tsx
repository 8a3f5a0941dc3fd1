/** The approved reviews: the order ("Sırala"), the reviews with their actions, and "Daha fazla" by pages of 10. */
import { LoadMore } from '#components/ui/LoadMore.tsx';
import { cx, selectClass } from '#components/ui/classes.ts';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type PublicReview, type ReviewSort, type ReviewViewerState } from '#lib/contract/reviews.ts';
import { REVIEWS_COPY as c } from './copy.ts';
import { ReviewItem, type ReviewActions } from './ReviewItem.tsx';

interface Props {
  items: PublicReview[];
  total: number;
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
  loading: boolean;
  onMore: () => void;
  viewer: ReviewViewerState | null;
  ownId: number | null;
  actions: ReviewActions;
}

export function ReviewList({ items, total, sort, onSort, loading, onMore, viewer, ownId, actions }: Props) {
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          {c.sort}
          <select
            className={cx(selectClass, 'w-auto')}
            value={sort}
            onChange={(e) => onSort(e.target.value as ReviewSort)}
            data-review-sort
          >
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {REVIEW_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-2" data-review-list>
        {items.map((r) => (
          <ReviewItem
            key={r.id}
            review={r}
            voted={viewer?.helpfulIds.includes(r.id) ?? false}
            reported={viewer?.reportedIds.includes(r.id) ?? false}
            own={ownId === r.id}
            isOwner={viewer?.isOwner ?? false}
            actions={actions}
          />
        ))}
      </div>
      <LoadMore text={c.shown(items.length, total)} more={items.length < total} busy={loading} onMore={onMore} className="mt-4" />
    </div>
  );
}
