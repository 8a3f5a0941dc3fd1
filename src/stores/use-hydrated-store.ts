/**
 * Hooks for islands of pre-built pages, whose HTML was rendered on the server without a browser:
 *  - useHydrated(): false while the island renders the HTML it was built with (on the server, and the first
 *    render in the browser), true from the render after it mounted;
 *  - useClientSnapshot(subscribe, get, getServer): an external value (the URL, the clock, a media query)
 *    that is `getServer()` until then and `get()` after, following `subscribe`;
 *  - useHydratedStore(store, serverValue): the same for a nanostores atom. The page's HTML was rendered with
 *    a store's first value (the session "loading", no favourites); by the time a later island hydrates,
 *    another island may already have filled the store, and rendering that value during hydration would not
 *    match the HTML (React error #418, seen on /add-business on some phone loads).
 * The first render never reads the browser: it is the server's. React does the same with
 * `useSyncExternalStore`'s third argument during hydration, but only for the hydrating render of that one
 * hook; saying it here keeps every island's first render equal to its HTML whatever runs it (these hooks
 * came from the preact/compat period, decision 019, and stay under React 19, decision 021).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The one render after mounting is the point: it moves the island from the server's HTML to the browser's values.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function useClientSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const get = useCallback(() => store.get(), [store]);
  const getServer = useCallback(() => serverValue, [serverValue]);
  return useClientSnapshot(subscribe, get, getServer);
}
