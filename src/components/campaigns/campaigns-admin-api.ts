/**
 * The admin's decision on one campaign (CampaignsAdmin.tsx): POST /api/admin/campaigns/{id}/approve | /reject,
 * naming the version read, so a second admin deciding the same one gets the server's 409 as a toast and the list
 * reloads. A lost session or second factor goes back to the gate.
 */
import { apiAnswer } from '#lib/api-client.ts';
import type { AdminCampaign, CampaignStatus } from '#lib/contract/campaigns.ts';
import { notify } from '#components/toast/notify.ts';
import { gateLost } from '#components/admin/moderation-api.ts';

export type CampaignDecision = 'approve' | 'reject';

/**
 * One decision on a campaign from the version read; a toast says how it went and `onDecided` reloads the list.
 * Answers the message to show under the row (a reason refused, no connection), or null.
 */
export async function decideCampaign(
  c: AdminCampaign,
  decision: CampaignDecision,
  reason: string | null,
  onDecided: () => void,
  onGateLost: () => void,
): Promise<string | null> {
  try {
    const body = decision === 'reject' ? { reason, version: c.version } : { version: c.version };
    const res = await apiAnswer<{ id: number; status: CampaignStatus }>(`/api/admin/campaigns/${c.id}/${decision}`, {
      method: 'POST',
      body,
    });
    if (gateLost(res)) {
      onGateLost();
      return null;
    }
    if (!res.ok) {
      if (res.status === 400) return res.body.errors?.reason ?? res.body.message ?? 'Gerekçe yazın.';
      notify({ title: 'Karar kaydedilmedi', description: res.body.message ?? 'Bir hata oluştu.', variant: 'destructive' });
      onDecided();
      return null;
    }
    notify({
      title: decision === 'approve' ? 'Kampanya onaylandı' : 'Kampanya reddedildi',
      description: `${c.businessName}: ${c.title}`,
    });
    onDecided();
    return null;
  } catch {
    return 'Sunucuya ulaşılamadı.';
  }
}
