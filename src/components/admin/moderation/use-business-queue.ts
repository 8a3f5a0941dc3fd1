/**
 * The business queue's list (GET /api/admin/businesses): the status tab, the filters as typed (`draft`) and as
 * applied, the page's offset, and the answer. Read again whenever one of them changes or `reload()` is called;
 * a 401/403 of the gate calls `onGateLost`.
 */
import { useCallback, useEffect, useState } from 'react';
import { adminCall, gateLost, type BusinessStatus, type ModerationItem } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

export const STATUSES: BusinessStatus[] = ['pending', 'email_pending', 'approved', 'rejected'];
export const PAGE = 20;

export interface Filters {
  q: string;
  category: string;
  district: string;
}

const EMPTY: Filters = { q: '', category: '', district: '' };

export function useBusinessQueue(onGateLost: () => void) {
  const [status, setStatus] = useState<BusinessStatus>('pending');
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [draft, setDraft] = useState<Filters>(filters);
  const [offset, setOffset] = useState(0);
  const [data, setData] = useState<{ items: ModerationItem[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let active = true;
    const params = new URLSearchParams({ status, limit: String(PAGE), offset: String(offset) });
    if (filters.q.trim()) params.set('q', filters.q.trim());
    if (filters.category) params.set('category', filters.category);
    if (filters.district) params.set('district', filters.district);
    adminCall<{ items?: ModerationItem[]; total?: number }>(`/api/admin/businesses?${params}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) {
          setError(res.body.message ?? copy.failed);
          return;
        }
        setError(null);
        setData({ items: res.body.items ?? [], total: res.body.total ?? 0 });
      })
      .catch(() => active && setError(copy.network));
    return () => {
      active = false;
    };
  }, [status, filters, offset, reloads, onGateLost]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  /** Another tab: its first page, read afresh (the skeleton shows meanwhile). */
  const chooseStatus = (next: BusinessStatus) => {
    setStatus(next);
    setOffset(0);
    setData(null);
  };
  /** "Filtrele": the typed filters apply from the first page. */
  const applyFilters = () => {
    setOffset(0);
    setData(null);
    setFilters({ ...draft });
  };
  const clearFilters = () => {
    const empty = { ...EMPTY };
    setDraft(empty);
    setOffset(0);
    setFilters(empty);
  };

  const filtered = Boolean(filters.q || filters.category || filters.district);
  return { status, chooseStatus, draft, setDraft, applyFilters, clearFilters, filtered, offset, setOffset, data, error, reload };
}
