/**
 * The logged-in person's ownerships and applications (GET /api/business-owners), the one on screen (the
 * chosen one, else the first approved, else the first) and, for a live one, its last 30 days' numbers, the
 * visitors' suggestions and the owner's sent changes. `refresh()` asks for all of it again.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { AnalyticsAnswer, OwnerRecord } from '#lib/contract/owners.ts';
import { loadSession, useSession } from '#stores/session.ts';
import type { Change, Suggestion } from './types.ts';

export function useOwnerRecords() {
  const session = useSession();
  const [records, setRecords] = useState<OwnerRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [stats, setStats] = useState<AnalyticsAnswer | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [changes, setChanges] = useState<Change[]>([]);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    void loadSession();
  }, []);
  const user = session.status === 'ready' ? session.user : null;

  useEffect(() => {
    if (!user) return;
    let active = true;
    apiAnswer<OwnerRecord[]>('/api/business-owners')
      .then((res) => {
        if (!active) return;
        if (!res.ok) return setError(res.body.message ?? 'Bilgiler yüklenemedi.');
        setError(null);
        setRecords(res.body);
      })
      .catch(() => active && setError('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip sayfayı yenileyin.'));
    return () => {
      active = false;
    };
  }, [user, reload]);

  const record = records?.find((r) => r.id === selected) ?? records?.find((r) => r.status === 'approved') ?? records?.[0] ?? null;
  const live = record?.status === 'approved' && record.businessId !== null;

  useEffect(() => {
    if (!record || !live) return;
    let active = true;
    void Promise.all([
      apiAnswer<AnalyticsAnswer>(`/api/analytics/${record.businessId}`),
      apiAnswer<Suggestion[]>(`/api/business-owners/${record.id}/suggestions`),
      apiAnswer<Change[]>(`/api/business-owners/${record.id}/changes`),
    ]).then(([a, s, c]) => {
      if (!active) return;
      setStats(a.ok ? a.body : null);
      setSuggestions(s.ok ? s.body : []);
      setChanges(c.ok ? c.body : []);
    });
    return () => {
      active = false;
    };
  }, [record, live, reload]);

  /** Another ownership on screen (its numbers are asked for again). */
  const choose = (id: number) => {
    setSelected(id);
    setStats(null);
  };

  return {
    loading: session.status === 'loading' || Boolean(user && !records && !error),
    user,
    records,
    error,
    record,
    live,
    stats,
    suggestions,
    changes,
    choose,
    refresh,
  };
}
