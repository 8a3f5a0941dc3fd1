/**
 * The admin's queue of listing changes and suggestions (ChangeQueue.tsx): loads both lists, and `act` posts a
 * decision, says how it went and loads them again (a lost session or second factor: `onGateLost`); `refresh`
 * loads them again after a bulk decision.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiAnswer, type ApiAnswer } from '#lib/api-client.ts';
import { notify } from '#components/toast/notify.ts';

export interface ChangeSetItem {
  id: number;
  businessId: number;
  businessName: string;
  source: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: string;
}
export interface SuggestionItem {
  id: number;
  businessId: number;
  businessName: string;
  reason: string;
  note: string | null;
  createdAt: string;
}

const gateLost = (a: ApiAnswer<unknown>) => a.status === 401 || (a.status === 403 && a.body.secondFactorRequired === true);

export function useChangeQueue(onGateLost: () => void) {
  const [changes, setChanges] = useState<ChangeSetItem[] | null>(null);
  const [suggestions, setSuggestions] = useState<SuggestionItem[] | null>(null);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    void Promise.all([apiAnswer<ChangeSetItem[]>('/api/admin/owner-changes'), apiAnswer<SuggestionItem[]>('/api/admin/suggestions')])
      .then(([c, s]) => {
        if (!active) return;
        if (gateLost(c) || gateLost(s)) return onGateLost();
        setChanges(c.ok ? c.body : []);
        setSuggestions(s.ok ? s.body : []);
      })
      .catch(() => notify({ title: 'Liste yüklenemedi', description: 'Sunucuya ulaşılamadı.', variant: 'destructive' }));
    return () => {
      active = false;
    };
  }, [reload, onGateLost]);

  const act = async (url: string, body: unknown, ok: string) => {
    const res = await apiAnswer(url, { method: 'POST', body });
    if (gateLost(res)) return onGateLost();
    if (!res.ok)
      return notify({
        title: 'İşlem yapılamadı',
        description: (res.body.errors && Object.values(res.body.errors)[0]) || res.body.message || 'Beklenmeyen bir hata oluştu.',
        variant: 'destructive',
      });
    notify({ title: ok });
    refresh();
  };

  return { changes, suggestions, act, refresh };
}
