/** The search for the business to claim (GET /api/search/suggest after a pause, from 2 letters; only in claim mode). */
import { useEffect, useState } from 'react';
import type { Suggestions } from '#lib/contract/search.ts';

export function useClaimSearch(claiming: boolean) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Suggestions['businesses']>([]);

  useEffect(() => {
    if (!claiming || query.trim().length < 2) return;
    const ctrl = new AbortController();
    const id = setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(query.trim())}`, { signal: ctrl.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Suggestions>) : { businesses: [], categories: [] }))
        .then((s) => setResults(s.businesses))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(id);
      ctrl.abort();
    };
  }, [query, claiming]);

  const shown = claiming && query.trim().length >= 2 ? results : [];
  /** A business was chosen: the search empties. */
  const reset = () => {
    setQuery('');
    setResults([]);
  };

  return { query, setQuery, results: shown, reset };
}

export type ClaimSearch = ReturnType<typeof useClaimSearch>;
