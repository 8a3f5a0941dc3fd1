/**
 * The admin's campaign lists (CampaignsAdmin.tsx): the chosen list (waiting, approved, rejected, withdrawn) as
 * GET /api/admin/campaigns answers it, loaded again by `load` after a decision. A lost session or second factor
 * goes back to the gate.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { AdminCampaignList, CampaignStatus } from '#lib/contract/campaigns.ts';
import { gateLost } from '#components/admin/moderation-api.ts';

export function useAdminCampaigns(onGateLost: () => void) {
  const [queue, setQueue] = useState<CampaignStatus>('pending');
  const [list, setList] = useState<AdminCampaignList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const load = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    apiAnswer<AdminCampaignList>(`/api/admin/campaigns?queue=${queue}&limit=100`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(res.body.message ?? 'Kampanyalar yüklenemedi.');
        setError(null);
        setList(res.body);
      })
      .catch(() => active && setError('Sunucuya ulaşılamadı.'));
    return () => {
      active = false;
    };
  }, [queue, reloads, onGateLost]);

  /** Another list: the skeleton until it is loaded. */
  const choose = (next: CampaignStatus) => {
    setList(null);
    setQueue(next);
  };
  const items = useMemo(() => list?.items ?? [], [list]);

  return { queue, choose, list, items, error, load };
}
