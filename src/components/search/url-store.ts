/**
 * The address bar as a tiny external store for React (useSyncExternalStore), so the URL is the one source
 * of truth for the search page: changing a filter writes the URL (push or replace), and Back/Forward
 * (popstate) re-renders from it. Pure browser code, no React import.
 */

const URL_EVENT = 'adana:urlchange';

export function subscribeUrl(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_EVENT, onChange);
  };
}

export const currentSearch = (): string => window.location.search;
/** Pre-built HTML and hydration: the URL is not known yet. */
export const serverSearch = (): null => null;

/** Goes to `href` on this page without reloading. Returns false when the address was already that. */
export function navigateTo(href: string, mode: 'push' | 'replace'): boolean {
  const here = window.location.pathname + window.location.search;
  if (href === here) return false;
  if (mode === 'push') window.history.pushState(null, '', href);
  else window.history.replaceState(window.history.state, '', href);
  window.dispatchEvent(new Event(URL_EVENT));
  return true;
}

/** Tells other islands (the header box) which query the page shows now. */
export const SEARCH_QUERY_EVENT = 'adana:search-query';

export function announceQuery(q: string): void {
  window.dispatchEvent(new CustomEvent<string>(SEARCH_QUERY_EVENT, { detail: q }));
}
