/**
 * The admin's review queues (ReviewModeration.tsx): the chosen queue narrowed by a search and a business (GET
 * /api/admin/reviews), the rows checked for the bulk bar and the one whose reject form is open, and `onAction`,
 * one decision naming the version read (POST /api/admin/reviews/{id}/{action}): a toast says how it went, and a
 * 409 (the review changed meanwhile) loads the queue again. Choosing another queue or filter starts from a
 * skeleton with nothing checked or open. A lost session or second factor goes back to the gate.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminReviewItem, AdminReviewList, AdminReviewQueue } from '#lib/contract/reviews.ts';
import { adminCall, gateLost } from '#components/admin/moderation-api.ts';
import { useSelection } from '#components/admin/use-selection.ts';
import { notify } from '#components/toast/notify.ts';
import type { Action } from './ReviewModerationItem.tsx';
import { REVIEW_MODERATION_COPY as c } from './review-moderation-copy.ts';

export interface BusinessFilter {
  id: number;
  name: string;
}

/** `&liste=bildirilenler` (the overview's link for reports) opens the reported queue. */
const firstQueue = (): AdminReviewQueue =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('liste') === 'bildirilenler' ? 'reported' : 'pending';

export function useReviewModeration(onGateLost: () => void) {
  const [queue, setQueue] = useState<AdminReviewQueue>(firstQueue);
  const [data, setData] = useState<AdminReviewList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [q, setQ] = useState('');
  const [business, setBusiness] = useState<BusinessFilter | null>(null);
  const [rejectingId, setRejectingId] = useState<number | null>(null);
  const items = useMemo(() => data?.items ?? [], [data]);
  const pick = useSelection(useMemo(() => items.map((i) => i.id), [items]));
  const refresh = useCallback(() => setReload((n) => n + 1), []);

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
          if (res.status === 409) refresh(); // the review changed meanwhile: show it as it is now
          return false;
        }
        notify({ title: c.done[action] });
        refresh();
        return true;
      } catch {
        notify({ title: c.failed, description: c.network, variant: 'destructive' });
        return false;
      }
    },
    [onGateLost, refresh],
  );

  /** Another queue or filter: nothing loaded, checked or open until its answer comes. */
  const reset = () => {
    setData(null);
    pick.setAll(false);
    setRejectingId(null);
  };
  const show = {
    queue: (next: AdminReviewQueue) => {
      reset();
      setQueue(next);
    },
    search: (text: string) => {
      reset();
      setQ(text);
    },
    business: (b: BusinessFilter | null) => {
      reset();
      setBusiness(b);
    },
    all: () => {
      reset();
      setQ('');
      setBusiness(null);
    },
  };

  return { queue, q, business, data, error, items, pick, rejectingId, setRejectingId, onAction, refresh, show };
}
