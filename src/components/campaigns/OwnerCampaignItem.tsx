/**
 * One campaign the owner sent (CampaignsTab.tsx): its state, kind, days and text, the reason of a rejection, and
 * "Geri çek" while it is waiting or shown (POST /api/owner/campaigns/{id}/withdraw).
 */
import { useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { CAMPAIGN_KIND_LABELS, CAMPAIGN_STATUS_LABELS, type CampaignStatus, type OwnerCampaign } from '#lib/contract/campaigns.ts';
import { notify } from '#components/toast/notify.ts';
import { badgeClass, buttonClass, cardClass, cx, type BadgeVariant } from '#components/ui/classes.ts';
import { campaignPeriod } from './copy.ts';

const STATUS_BADGE: Record<CampaignStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export default function OwnerCampaignItem({ campaign: c, onChanged }: { campaign: OwnerCampaign; onChanged: (c: OwnerCampaign) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await apiAnswer<OwnerCampaign>(`/api/owner/campaigns/${c.id}/withdraw`, { method: 'POST', body: {} });
      if (!res.ok) return setError(res.body.message ?? 'Geri çekilemedi.');
      onChanged(res.body);
      notify({ title: 'Kampanya geri çekildi' });
    } catch {
      setError('Sunucuya ulaşılamadı.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={cx(cardClass, 'p-4 sm:p-5')} data-owner-campaign={c.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={badgeClass(STATUS_BADGE[c.status])} data-campaign-status>
          {CAMPAIGN_STATUS_LABELS[c.status]}
        </span>
        <span className="text-xs font-semibold text-ink-muted">{CAMPAIGN_KIND_LABELS[c.kind]}</span>
        <span className="text-xs text-ink-muted">{campaignPeriod(c.startDate, c.endDate)}</span>
      </div>
      <p className="mt-2 font-semibold text-ink">{c.title}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">{c.text}</p>
      {c.status === 'rejected' && c.rejectionReason && (
        <p className="mt-2 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">Gerekçe: {c.rejectionReason}</p>
      )}
      {(c.status === 'pending' || c.status === 'approved') && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void withdraw()}
          className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'mt-3')}
        >
          {busy ? 'Geri çekiliyor…' : 'Geri çek'}
        </button>
      )}
      {error && (
        <p className="mt-2 text-sm font-medium text-danger-700" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
