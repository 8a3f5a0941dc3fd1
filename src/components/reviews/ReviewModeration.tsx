/**
 * The admin section "Değerlendirmeler" (/admin?bolum=degerlendirmeler): the pending queue (oldest first),
 * the reported queue (reviews with open reports, and the reports), and the decided lists, each searchable
 * (text, title, business, author) and narrowed to one business. Approve (several at once in the pending
 * queue, after a confirmation naming the count), reject with a reason (mailed to the author), hide an
 * approved review, dismiss a review's reports; in bulk on the pending and reported queues (POST /api/admin/bulk),
 * and by keyboard (j/k/a/r, use-queue-keys.ts). Every action is audited by the function; a 401/403 sends the
 * screen back to the gate.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { adminCall, gateLost } from '#components/admin/moderation-api.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, checkboxClass, cx, inputClass, skeletonClass } from '#components/ui/classes.ts';
import { ADMIN_REVIEW_QUEUES, type AdminReviewItem, type AdminReviewList, type AdminReviewQueue } from '#lib/contract/reviews.ts';
import BulkBar from '#components/admin/BulkBar.tsx';
import QueueKeys from '#components/admin/QueueKeys.tsx';
import { useQueueKeys } from '#components/admin/use-queue-keys.ts';
import ReviewModerationItem, { type Action } from './ReviewModerationItem.tsx';
import { REVIEW_MODERATION_COPY as c } from './review-moderation-copy.ts';

export default function ReviewModeration({ onGateLost }: { onGateLost: () => void }) {
  // `&liste=bildirilenler` (the overview's link for reports) opens the reported queue.
  const [queue, setQueue] = useState<AdminReviewQueue>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('liste') === 'bildirilenler' ? 'reported' : 'pending',
  );
  const [data, setData] = useState<AdminReviewList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [business, setBusiness] = useState<{ id: number; name: string } | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejectingId, setRejectingId] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    const params = new URLSearchParams({ queue });
    if (q) params.set('q', q);
    if (business) params.set('business', String(business.id));
    adminCall<AdminReviewList>(`/api/admin/reviews?${params}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(String(res.body.message ?? c.failed));
        setError(null);
        setData(res.body);
      })
      .catch(() => active && setError(c.network));
    return () => {
      active = false;
    };
  }, [queue, q, business, reload, onGateLost]);

  const reset = () => {
    setData(null);
    setSelected(new Set());
    setRejectingId(null);
  };

  const onAction = useCallback(
    async (item: AdminReviewItem, action: Action, reason?: string) => {
      try {
        const res = await adminCall(
          `/api/admin/reviews/${item.id}/${action}`,
          'POST',
          action === 'approve' || action === 'reject' ? { ...(reason ? { reason } : {}), version: item.version } : undefined,
        );
        if (gateLost(res)) {
          onGateLost();
          return false;
        }
        if (!res.ok) {
          notify({ title: c.failed, description: String(res.body.message ?? ''), variant: 'destructive' });
          if (res.status === 409) setReload((n) => n + 1); // the review changed meanwhile: show it as it is now
          return false;
        }
        notify({ title: c.done[action] });
        setReload((n) => n + 1);
        return true;
      } catch {
        notify({ title: c.failed, description: c.network, variant: 'destructive' });
        return false;
      }
    },
    [onGateLost],
  );

  const items = useMemo(() => data?.items ?? [], [data]);
  const bulkable = queue === 'pending' || queue === 'reported';
  const rowId = (id: number) => `admin-review-row-${id}`;
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
        {ADMIN_REVIEW_QUEUES.map((q) => (
          <button
            key={q}
            type="button"
            aria-pressed={queue === q}
            className={buttonClass({ variant: queue === q ? 'primary' : 'secondary', size: 'sm' })}
            onClick={() => {
              reset();
              setQueue(q);
            }}
            data-queue={q}
          >
            {c.queues[q]}
          </button>
        ))}
      </div>
      <form
        role="search"
        className={cx(cardClass, 'mt-4 flex flex-wrap items-end gap-3 p-4')}
        onSubmit={(e) => {
          e.preventDefault();
          reset();
          setQ(draft.trim());
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="admin-reviews-q" className="mb-1.5 block text-sm font-semibold text-ink">
            {c.search}
          </label>
          <input
            id="admin-reviews-q"
            type="search"
            value={draft}
            maxLength={100}
            placeholder={c.searchHint}
            onChange={(e) => setDraft(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            {c.filter}
          </button>
          {(q || business) && (
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              onClick={() => {
                reset();
                setDraft('');
                setQ('');
                setBusiness(null);
              }}
            >
              {c.clear}
            </button>
          )}
        </div>
        {business && (
          <p className="flex w-full flex-wrap items-center gap-2 text-sm text-ink" role="status">
            <span className="break-words">{c.businessFilter(business.name)}</span>
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              onClick={() => {
                reset();
                setBusiness(null);
              }}
            >
              {c.removeBusiness}
            </button>
          </p>
        )}
      </form>
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
                  checked={data.items.every((i) => selected.has(i.id))}
                  onChange={(e) => setSelected(e.target.checked ? new Set(data.items.map((i) => i.id)) : new Set())}
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
              selected={data.items.filter((i) => selected.has(i.id)).map((i) => ({ id: i.id, read: i.version }))}
              {...(queue === 'reported' ? { labels: { approve: c.dismissSelected, reject: c.hideSelected }, reasonOnReject: false } : {})}
              onGateLost={onGateLost}
              onDone={() => {
                setSelected(new Set());
                setReload((n) => n + 1);
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
                  onBusiness={(b) => {
                    reset();
                    setBusiness(b);
                  }}
                  {...(bulkable
                    ? {
                        selected: selected.has(item.id),
                        onSelect: (on: boolean) =>
                          setSelected((s) => {
                            const next = new Set(s);
                            if (on) next.add(item.id);
                            else next.delete(item.id);
                            return next;
                          }),
                      }
                    : {})}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
