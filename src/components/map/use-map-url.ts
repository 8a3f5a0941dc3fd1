/**
 * The /map page's state is its URL (map-state.ts): the parsed state, its filters (a new object exactly when
 * they change), `go` (a patch of the state, as a new history entry or in place) and `typeQuery` (the text box
 * while typing: the query goes into the URL after a pause). The address is normalised (unknown slugs, stray
 * spaces) without a new history entry.
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { currentSearch, navigateTo, serverSearch, subscribeUrl } from '#components/search/url-store.ts';
import { cleanQuery } from '#components/search/search-state.ts';
import { filterKey, mapPageHref, parseMapParams, type MapState } from './map-state.ts';

export interface MapOption {
  name: string;
  slug: string;
}

const TYPING_DEBOUNCE_MS = 400;

export function useMapUrl(categories: readonly MapOption[], districts: readonly MapOption[]) {
  const known = useMemo(
    () => ({ categories: categories.map((c) => c.slug), districts: districts.map((d) => d.slug) }),
    [categories, districts],
  );
  // client:only: no server HTML to match, so the first render reads the browser (not useClientSnapshot).
  const search = useSyncExternalStore(subscribeUrl, currentSearch, serverSearch);
  const state = useMemo(() => parseMapParams(search ?? '', known), [search, known]);
  const fKey = filterKey(state);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters change exactly when their key does
  const filters = useMemo(() => ({ q: state.q, category: state.category, district: state.district, open: state.open }), [fKey]);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Normalise the address (unknown slugs, stray spaces) without a new history entry.
  useEffect(() => {
    navigateTo(mapPageHref(state) + window.location.hash, 'replace');
  }, [state]);

  const go = useCallback(
    (patch: Partial<MapState>, mode: 'push' | 'replace') => {
      clearTimeout(typingTimer.current);
      const now = parseMapParams(window.location.search, known);
      navigateTo(mapPageHref({ ...now, ...patch }), mode);
    },
    [known],
  );

  /** The text box changed: after a pause its text is the query (one letter is not searched). */
  const typeQuery = useCallback(
    (value: string) => {
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => {
        const text = cleanQuery(value);
        if (text !== parseMapParams(window.location.search, known).q && text.length !== 1) go({ q: text, focus: null }, 'replace');
      }, TYPING_DEBOUNCE_MS);
    },
    [known, go],
  );

  /** The URL's focus, read now (not this render's): for handlers that run between renders. */
  const focusNow = useCallback(() => parseMapParams(window.location.search, known).focus, [known]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  return { state, filters, go, typeQuery, focusNow };
}
