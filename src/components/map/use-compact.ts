import { useEffect, useRef, useSyncExternalStore } from 'react';
import { COMPACT_QUERY, WIDE_QUERY } from './layout.ts';

function subscribeCompact(onChange: () => void): () => void {
  const query = window.matchMedia(COMPACT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is a phone's (COMPACT_QUERY) now, outside a render. */
export const isCompact = () => window.matchMedia(COMPACT_QUERY).matches;

/**
 * Whether the window is a phone's (below `sm`: the selected business is a card, not a popup), following
 * resizes; the ref holds the same for callbacks that outlive a render.
 */
export function useCompact() {
  const compact = useSyncExternalStore(subscribeCompact, isCompact, () => false);
  const compactRef = useRef(compact);
  useEffect(() => {
    compactRef.current = compact;
  }, [compact]);
  return { compact, compactRef };
}

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is `lg` or wider (WIDE_QUERY): the list then stands beside the map, following resizes. */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
