/**
 * A filtered listing's results from GET /api/businesses/search (the WHOLE list, not the page's 24 cards),
 * asked for after a short pause (typing sends one request when the person stops), 24 at a time with
 * 'Daha fazla göster' (focus on the first new card). `key` null: the page's own cards are shown, no request.
 * "Yakınımda": `near` is the visitor's position (every item then has its distance), null while it is asked
 * for (`waiting`: no request yet) or when it was refused (the usual order).
 */
import { useEffect, useState } from 'react';
import { useFocusAfterRender } from '#components/ui/use-focus-after-render.ts';
import { fetchSearch, isAbort, type SearchPage } from '#components/search/api.ts';
import type { NearPoint, SearchState } from '#components/search/search-state.ts';
import { PAGE_SIZE } from '#lib/contract/queries.ts';

export interface Result {
  key: string;
  page: SearchPage | null;
  error: boolean;
}

export const resultLinkId = (id: number) => `liste-sonuc-${id}`;
const TYPING_PAUSE_MS = 250;

export function useListingResults(state: SearchState, fromApi: boolean, near: NearPoint | null = null, waiting = false) {
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const focusAfterAppend = useFocusAfterRender(result);
  const key = fromApi && !waiting ? `${JSON.stringify(state)}@${near ? `${near.latitude},${near.longitude}` : ''}#${attempt}` : null;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // A short pause first: typing sends one request when the person stops, not one per letter.
    const timer = window.setTimeout(() => {
      fetchSearch(state, 0, controller.signal, PAGE_SIZE, near).then(
        (page) => setResult({ key, page, error: false }),
        (e: unknown) => {
          if (!isAbort(e)) setResult({ key, page: null, error: true });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, state, near]);

  const loadMore = async () => {
    const current = result?.page;
    if (!current || !result || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await fetchSearch(state, current.items.length, new AbortController().signal, PAGE_SIZE, near);
      const seen = new Set(current.items.map((i) => i.id));
      const fresh = next.items.filter((i) => !seen.has(i.id));
      focusAfterAppend(fresh[0] ? resultLinkId(fresh[0].id) : null);
      setResult((prev) =>
        prev && prev.key === result.key && prev.page
          ? {
              ...prev,
              page: {
                ...prev.page,
                items: [...prev.page.items, ...fresh],
                total: fresh.length ? Math.max(next.total, prev.page.items.length + fresh.length) : prev.page.items.length,
                capped: next.capped && fresh.length > 0,
              },
            }
          : prev,
      );
    } catch (e) {
      if (!isAbort(e)) setResult((prev) => (prev ? { ...prev, error: true } : prev));
    } finally {
      setLoadingMore(false);
    }
  };

  /** The result for the current filters (null while it loads, or when the page's own cards are shown). */
  const shown = key !== null && result?.key === key ? result : null;
  const retry = () => setAttempt((n) => n + 1);

  return { shown, loading: fromApi && !shown, loadingMore, loadMore, retry };
}
