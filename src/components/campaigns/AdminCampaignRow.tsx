/**
 * One campaign in the admin's lists (CampaignsAdmin.tsx): the business, the days, the text and who sent it; a
 * waiting one has its checkbox for the bulk bar, "Onayla", and "Reddet" with the reason picker (the keyboard's r
 * opens it too). The row takes the keyboard's focus (use-queue-keys.ts).
 */
import { useId, useState } from 'react';
import { CAMPAIGN_KIND_LABELS, CAMPAIGN_STATUS_LABELS, type AdminCampaign } from '#lib/contract/campaigns.ts';
import { formatDateTime } from '#lib/format.ts';
import { badgeClass, buttonClass, cardClass, checkboxClass, cx, linkClass } from '#components/ui/classes.ts';
import ReasonPicker, { firstReason, reasonOf } from '#components/admin/ReasonPicker.tsx';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { decideCampaign, type CampaignDecision } from './campaigns-admin-api.ts';
import { campaignPeriod } from './copy.ts';

/** The id of a campaign's row, which the keyboard focuses. */
export const campaignRowId = (id: number) => `campaign-row-${id}`;

interface AdminCampaignRowProps {
  campaign: AdminCampaign;
  onDecided: () => void;
  onGateLost: () => void;
  /** Selected by the keyboard (j/k). */
  active: boolean;
  /** The bulk bar's checkbox (waiting ones only). */
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  rejecting: boolean;
  setRejecting: (on: boolean) => void;
}

export default function AdminCampaignRow({
  campaign: c,
  onDecided,
  onGateLost,
  active,
  selected,
  onSelect,
  rejecting,
  setRejecting,
}: AdminCampaignRowProps) {
  const id = useId();
  const [reason, setReason] = useState(() => firstReason('campaigns'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (decision: CampaignDecision) => {
    const why = decision === 'reject' ? reasonOf(reason) : null;
    if (decision === 'reject' && !why) return setError(QUEUE_COPY.reasonShort);
    setBusy(true);
    setError(null);
    setError(await decideCampaign(c, decision, why, onDecided, onGateLost));
    setBusy(false);
  };

  return (
    <li
      id={campaignRowId(c.id)}
      tabIndex={-1}
      data-active={active || undefined}
      className={cx(
        cardClass,
        'p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5',
        active && 'bg-brand-50 ring-2 ring-brand-600',
      )}
      data-admin-campaign={c.id}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {onSelect && (
          <input
            type="checkbox"
            className={checkboxClass}
            checked={selected ?? false}
            aria-label={QUEUE_COPY.selectOne(`${c.businessName}: ${c.title}`)}
            onChange={(e) => onSelect(e.target.checked)}
          />
        )}
        <span className={badgeClass(c.kind === 'kampanya' ? 'success' : 'brand')}>{CAMPAIGN_KIND_LABELS[c.kind]}</span>
        <a href={`/business/${c.businessId}`} className={linkClass} target="_blank" rel="noopener">
          {c.businessName}
        </a>
        <span className="text-ink-muted">{campaignPeriod(c.startDate, c.endDate)}</span>
      </div>
      <p className="mt-2 font-semibold text-ink">{c.title}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-ink">{c.text}</p>
      <p className="mt-2 text-xs text-ink-muted">
        {c.authorName ?? 'Silinmiş hesap'} · <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
        {c.status !== 'pending' && ` · ${CAMPAIGN_STATUS_LABELS[c.status]}`}
        {c.rejectionReason && ` · Gerekçe: ${c.rejectionReason}`}
      </p>
      {c.status === 'pending' && (
        <div className="mt-3 space-y-2">
          {rejecting && <ReasonPicker queue="campaigns" value={reason} onChange={setReason} autoFocus />}
          {error && (
            <p id={`${id}-error`} className="text-sm font-medium text-danger-700" role="alert">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {!rejecting && (
              <button
                type="button"
                disabled={busy}
                onClick={() => void decide('approve')}
                className={buttonClass({ variant: 'primary', size: 'sm' })}
              >
                Onayla
              </button>
            )}
            <button
              type="button"
              disabled={busy}
              onClick={() => (rejecting ? void decide('reject') : setRejecting(true))}
              className={buttonClass({ variant: rejecting ? 'primary' : 'secondary', size: 'sm' })}
            >
              {rejecting ? 'Reddet ve bildir' : 'Reddet'}
            </button>
            {rejecting && (
              <button
                type="button"
                disabled={busy}
                onClick={() => setRejecting(false)}
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
              >
                Vazgeç
              </button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
