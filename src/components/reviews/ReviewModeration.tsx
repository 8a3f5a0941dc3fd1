/**
 * The admin section "Değerlendirmeler" (/admin?bolum=degerlendirmeler): the pending queue (oldest first),
 * the reported queue (reviews with open reports, and the reports), and the decided lists, each searchable
 * (text, title, business, author) and narrowed to one business. Approve (several at once in the pending
 * queue, after a confirmation naming the count), reject with a reason (mailed to the author), hide an
 * approved review, dismiss a review's reports; in bulk on the pending and reported queues (POST /api/admin/bulk),
 * and by keyboard (j/k/a/r, use-queue-keys.ts). Every action is audited by the function; a 401/403 sends the
 * screen back to the gate.
 *
 * The queues, selection and decisions: use-review-moderation.ts; the search: ReviewModerationFilters.tsx; one
 * review: ReviewModerationItem.tsx.
 */
import { useMemo } from 'react';
import { buttonClass, cardClass, checkboxClass, cx, skeletonClass } from '#components/ui/classes.ts';
import { ADMIN_REVIEW_QUEUES } from '#lib/contract/reviews.ts';
import BulkBar from '#components/admin/BulkBar.tsx';
import QueueKeys from '#components/admin/QueueKeys.tsx';
import { useQueueKeys } from '#components/admin/use-queue-keys.ts';
import ReviewModerationFilters from './ReviewModerationFilters.tsx';
import ReviewModerationItem from './ReviewModerationItem.tsx';
import { REVIEW_MODERATION_COPY as c } from './review-moderation-copy.ts';
import { useReviewModeration } from './use-review-moderation.ts';

const rowId = (id: number) => `admin-review-row-${id}`;

export default function ReviewModeration({ onGateLost }: { onGateLost: () => void }) {
  const { queue, q, business, data, error, items, pick, rejectingId, setRejectingId, onAction, refresh, show } =
    useReviewModeration(onGateLost);
  const bulkable = queue === 'pending' || queue === 'reported';
  const byId = (id: number) => items.find((i) => i.id === id);
  const keys = useQueueKeys(
    useMemo(() => items.map((i) => ({ id: i.id, name: i.title ?? i.business.name })), [items]),
    rowId,
    {
      approve: (id) => {
        const item = byId(id);
        if (item && item.status !== 'approved') void onAction(item, 'approve');
        else if (item?.openReports.length) void onAction(item, 'dismiss-reports');
      },
      reject: (id) => {
        const item = byId(id);
        if (item?.status === 'approved') void onAction(item, 'hide');
        else if (item) setRejectingId(id);
      },
      open: (id) => byId(id) && window.open(`/business/${byId(id)!.business.id}`, '_blank', 'noopener'),
      close: () => setRejectingId(null),
    },
  );

  return (
    <section aria-labelledby="admin-reviews-title" data-admin-reviews>
      <h2 id="admin-reviews-title" className="text-2xl font-bold text-ink">
        {c.title}
      </h2>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Liste">
        {ADMIN_REVIEW_QUEUES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={queue === name}
            className={buttonClass({ variant: queue === name ? 'primary' : 'secondary', size: 'sm' })}
            onClick={() => show.queue(name)}
            data-queue={name}
          >
            {c.queues[name]}
          </button>
        ))}
      </div>
      <ReviewModerationFilters
        q={q}
        business={business}
        onSearch={show.search}
        onRemoveBusiness={() => show.business(null)}
        onClear={show.all}
      />
      {error && (
        <p className="mt-4 text-danger-700" role="alert">
          {error}
        </p>
      )}
      {!error && !data && (
        <div aria-busy="true" className="mt-4">
          <span className="sr-only">{c.loading}</span>
          <div className={cx(skeletonClass, 'h-32 w-full')} />
        </div>
      )}
      {data && (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-3 text-sm text-ink-muted" role="status">
              {bulkable && data.items.length > 0 && (
                <input
                  type="checkbox"
                  className={checkboxClass}
                  aria-label={c.selectAll}
                  checked={pick.all}
                  onChange={(e) => pick.setAll(e.target.checked)}
                />
              )}
              {c.total(data.total)}
            </p>
            <QueueKeys announcement={keys.announcement} help={keys.help} setHelp={keys.setHelp} />
          </div>
          {bulkable && data.items.length > 0 && (
            <BulkBar
              className="mt-3"
              queue={queue === 'pending' ? 'reviews' : 'reports'}
              selected={data.items.filter((i) => pick.selected.has(i.id)).map((i) => ({ id: i.id, read: i.version }))}
              {...(queue === 'reported' ? { labels: { approve: c.dismissSelected, reject: c.hideSelected }, reasonOnReject: false } : {})}
              onGateLost={onGateLost}
              onDone={() => {
                pick.setAll(false);
                refresh();
              }}
            />
          )}
          {data.items.length === 0 ? (
            <p className={cx(cardClass, 'mt-3 p-5 text-ink-muted')}>{c.empty}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-4">
              {data.items.map((item) => (
                <ReviewModerationItem
                  key={item.id}
                  item={item}
                  onAction={onAction}
                  rowId={rowId(item.id)}
                  active={keys.active === item.id}
                  rejecting={rejectingId === item.id}
                  setRejecting={(open) => setRejectingId(open ? item.id : null)}
                  onBusiness={show.business}
                  {...(bulkable ? { selected: pick.selected.has(item.id), onSelect: (on: boolean) => pick.toggle(item.id, on) } : {})}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
