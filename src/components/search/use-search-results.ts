/**
 * The /search page's results for the URL's state: the first page (a newer request aborts an older one),
 * 'Daha fazla göster' (the next offset, focus on the first new card, never a card twice) and a retry of a
 * failed search. `loading`: the result on screen is not the one for the current state.
 */
import { useEffect, useRef, useState } from 'react';
import { notify } from '#components/toast/notify.ts';
import { useFocusAfterRender } from '#components/ui/use-focus-after-render.ts';
import { PAGE_SIZE } from '#lib/contract/queries.ts';
import type { SearchListItem } from '#lib/contract/search.ts';
import { fetchSearch, isAbort } from './api.ts';
import { SEARCH_COPY as copy } from './copy.ts';
import { searchApiUrl, type NearPoint, type SearchState } from './search-state.ts';

export interface Result {
  key: string;
  items: SearchListItem[];
  total: number;
  /** "At least `total`" (the server's count is capped): more pages until one comes back short. */
  capped: boolean;
  error: string | null;
  suggestion?: string | null;
}

export const resultLinkId = (id: number) => `sonuc-${id}`;

export function useSearchResults(state: SearchState | null, near: NearPoint | null = null) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const moreController = useRef<AbortController | null>(null);

  // After "Daha fazla göster", focus moves to the first new card.
  const focusAfterAppend = useFocusAfterRender(result);

  const key = state ? `${searchApiUrl(state, 0, PAGE_SIZE, near)}#${attempt}` : null;
  const loading = key !== null && result?.key !== key;

  // The first page of results for the current filters; a newer request aborts this one.
  useEffect(() => {
    if (!state || key === null) return;
    const controller = new AbortController();
    moreController.current?.abort();
    fetchSearch(state, 0, controller.signal, PAGE_SIZE, near).then(
      (page) => setResult({ key, items: page.items, total: page.total, capped: page.capped, error: null, suggestion: page.suggestion }),
      (e: unknown) => {
        if (isAbort(e)) return;
        setResult({ key, items: [], total: 0, capped: false, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` holds the state and the position
  }, [key]);

  const loadMore = async () => {
    if (!state || !result || loadingMore) return;
    const controller = new AbortController();
    moreController.current?.abort();
    moreController.current = controller;
    setLoadingMore(true);
    try {
      const page = await fetchSearch(state, result.items.length, controller.signal, PAGE_SIZE, near);
      const first = page.items.find((it) => !result.items.some((r) => r.id === it.id));
      focusAfterAppend(first ? resultLinkId(first.id) : null);
      setResult((prev) => {
        if (!prev || prev.key !== result.key) return prev;
        const seen = new Set(prev.items.map((i) => i.id));
        const items = [...prev.items, ...page.items.filter((i) => !seen.has(i.id))];
        // past the capped count, a short page is the last one
        const capped = page.capped && page.items.length === PAGE_SIZE;
        return { ...prev, items, total: capped ? page.total : Math.max(page.total, items.length), capped };
      });
    } catch (e) {
      if (!isAbort(e)) notify({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
    } finally {
      if (moreController.current === controller) moreController.current = null;
      setLoadingMore(false);
    }
  };

  const retry = () => setAttempt((n) => n + 1);

  return { result, loading, loadingMore, loadMore, retry };
}
