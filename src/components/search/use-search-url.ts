/**
 * The /search page's state is its URL (search-state.ts). The first render is the server's (no state yet:
 * useClientSnapshot); then the address is normalised (category=all, unknown slugs, stray spaces) without a
 * new entry. Typing writes the query after a pause: the first typed change pushes a history entry, the rest
 * of the same typing replace it; Back/Forward start afresh. The text box shows the URL's query, except
 * while the person is typing it, and the document's title names it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';
import { cleanQuery, parseSearchParams, searchPageHref, type SearchState } from './search-state.ts';
import { announceQuery, currentSearch, navigateTo, serverSearch, subscribeUrl } from './url-store.ts';

export interface SearchOption {
  name: string;
  slug: string;
}

/** Typing waits this long before searching. */
const TYPING_DEBOUNCE_MS = 300;

export function useSearchUrl(categories: readonly SearchOption[], districts: readonly SearchOption[]) {
  const known = useMemo(
    () => ({ categories: categories.map((c) => c.slug), districts: districts.map((d) => d.slug) }),
    [categories, districts],
  );
  const search = useClientSnapshot(subscribeUrl, currentSearch, serverSearch);
  const state = useMemo(() => (search === null ? null : parseSearchParams(search, known)), [search, known]);

  const inputRef = useRef<HTMLInputElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The query the last typing commit wrote (its echo must not overwrite what is being typed). */
  const typedQuery = useRef<string | null>(null);
  /** Whether the previous URL change came from typing (then the next one replaces it). */
  const lastWasTyping = useRef(false);
  const baseTitle = useRef<string | null>(null);

  // Normalise the address once it is known (category=all, unknown slugs, stray spaces) without a new entry.
  useEffect(() => {
    if (state) navigateTo(searchPageHref(state) + window.location.hash, 'replace');
  }, [state]);

  // Back/Forward: the next typing starts a new history entry.
  useEffect(() => {
    const onPop = () => {
      lastWasTyping.current = false;
      typedQuery.current = null;
      clearTimeout(typingTimer.current);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The box shows the URL's query, except while the person is typing it.
  const q = state?.q;
  useEffect(() => {
    if (q === undefined) return;
    const el = inputRef.current;
    if (el && typedQuery.current !== q && cleanQuery(el.value) !== q) el.value = q;
    typedQuery.current = null;
    announceQuery(q);
    baseTitle.current ??= document.title;
    document.title = q ? `“${q}” araması | Adana Rehberi` : baseTitle.current;
  }, [q]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  /** The state in the address now (not this render's): for handlers. */
  const current = (): SearchState => parseSearchParams(window.location.search, known);

  /** A new state; false when the address did not change. */
  const go = (next: SearchState, mode: 'push' | 'replace', typing = false): boolean => {
    clearTimeout(typingTimer.current);
    if (typing) typedQuery.current = next.q;
    lastWasTyping.current = typing;
    return navigateTo(searchPageHref(next), mode);
  };

  /** The text box changed: after a pause its text is the query (one letter is not searched while typing). */
  const typeQuery = (value: string) => {
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      const text = cleanQuery(value);
      const now = current();
      // One letter finds too much to be useful while typing; submitting still searches it.
      if (text === now.q || text.length === 1) return;
      go({ ...now, q: text }, lastWasTyping.current ? 'replace' : 'push', true);
    }, TYPING_DEBOUNCE_MS);
  };

  return { state, inputRef, current, go, typeQuery };
}
