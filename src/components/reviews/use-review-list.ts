/**
 * The business page's list of approved reviews: starts from the build's snapshot (the page arrives complete),
 * asks the API for the current first page once hydrated and again when the order changes, then pages of 10
 * on demand (ReviewsSection).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PublicReview, ReviewPage, ReviewSnapshot, ReviewSort, ReviewSummary } from '#lib/contract/reviews.ts';
import { reviewsApi } from './api.ts';

const EMPTY_SUMMARY: ReviewSummary = { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] };

export function useReviewList(businessId: number, snapshot: ReviewSnapshot | null) {
  const [summary, setSummary] = useState<ReviewSummary>(snapshot?.summary ?? EMPTY_SUMMARY);
  const [items, setItems] = useState<PublicReview[]>(snapshot?.items ?? []);
  const [total, setTotal] = useState(snapshot?.summary.count ?? 0);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const apply = useCallback((nextPage: number, data: ReviewPage) => {
    setSummary(data.summary);
    setTotal(data.total);
    setItems((prev) => (nextPage === 1 ? data.items : [...prev, ...data.items.filter((i) => !prev.some((p) => p.id === i.id))]));
    setPage(nextPage);
    setFailed(false);
  }, []);

  const load = useCallback(
    async (nextPage: number, nextSort: ReviewSort) => {
      setLoading(true);
      try {
        const r = await reviewsApi.list(businessId, nextPage, nextSort);
        if (!r.ok) throw r.error;
        apply(nextPage, r.data);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [businessId, apply],
  );

  // The current first page (anything approved since the build), again when the order changes.
  useEffect(() => {
    const ctl = new AbortController();
    reviewsApi
      .list(businessId, 1, sort, ctl.signal)
      .then((r) => {
        if (r.ok) apply(1, r.data);
        else setFailed(true);
      })
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setFailed(true);
      });
    return () => ctl.abort();
  }, [businessId, sort, apply]);

  /** One review changed in place (a vote, a reply). */
  const replace = useCallback((next: PublicReview) => setItems((list) => list.map((i) => (i.id === next.id ? next : i))), []);

  return {
    summary,
    items,
    total,
    sort,
    setSort,
    loading,
    failed,
    replace,
    /** The first page again in the current order (after the visitor's own review changed). */
    reload: () => load(1, sort),
    more: () => load(page + 1, sort),
  };
}
