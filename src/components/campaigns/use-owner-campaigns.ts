/**
 * The campaigns the owner sent for the selected listing (CampaignsTab.tsx): GET /api/owner/campaigns, kept in
 * step with what the tab does (a new one first, a withdrawn one replaced), only once the listing is live.
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { OwnerCampaign } from '#lib/contract/campaigns.ts';

export function useOwnerCampaigns(businessId: number | null, live: boolean) {
  const [campaigns, setCampaigns] = useState<OwnerCampaign[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!live || businessId === null) return;
    let active = true;
    apiAnswer<OwnerCampaign[]>('/api/owner/campaigns')
      .then((res) => {
        if (!active) return;
        if (!res.ok) return setLoadError(res.body.message ?? 'Kampanyalar yüklenemedi.');
        setCampaigns(res.body.filter((c) => c.businessId === businessId));
      })
      .catch(() => active && setLoadError('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip sayfayı yenileyin.'));
    return () => {
      active = false;
    };
  }, [live, businessId]);

  const added = (c: OwnerCampaign) => setCampaigns((list) => [c, ...(list ?? [])]);
  const replaced = (c: OwnerCampaign) => setCampaigns((list) => (list ?? []).map((x) => (x.id === c.id ? c : x)));

  return { campaigns, loadError, added, replaced };
}
