/**
 * `useStore` for islands of pre-built pages. The page's HTML was rendered with a store's first value
 * (the session "loading", no favourites); by the time a later island hydrates, another island may already
 * have filled the store (the session answer arrived). `@nanostores/react`'s `useStore` would then render
 * the new value during hydration, which does not match the HTML (React error #418, seen on
 * /add-business on some phone loads). This hook hydrates with `serverValue` and moves to the store's
 * value right after, as React intends (`useSyncExternalStore`'s server snapshot).
 */
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => serverValue,
  );
}
