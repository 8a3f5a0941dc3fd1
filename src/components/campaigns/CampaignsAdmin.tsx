/**
 * The admin's "Kampanyalar" section (decision 031): owners' campaigns and announcements waiting for a decision
 * (oldest first), and the decided lists. Approve, or reject with a reason the owner receives by mail; each
 * decision names the version read, so a second admin deciding the same one gets the server's 409 as a toast
 * and the list reloads. GET /api/admin/campaigns, POST /api/admin/campaigns/{id}/approve | /reject.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import {
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_LIMITS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type AdminCampaign,
  type AdminCampaignList,
  type CampaignStatus,
} from '#lib/contract/campaigns.ts';
import { formatDateTime } from '#lib/format.ts';
import { notify } from '#components/toast/notify.ts';
import { badgeClass, buttonClass, cardClass, cx, linkClass, selectClass, skeletonClass, textareaClass } from '#components/ui/classes.ts';
import { campaignPeriod } from './copy.ts';

const QUEUE_LABELS: Record<CampaignStatus, string> = {
  pending: 'Onay bekleyenler',
  approved: 'Onaylananlar',
  rejected: 'Reddedilenler',
  withdrawn: 'Geri çekilenler',
};

export default function CampaignsAdmin({ onGateLost }: { onGateLost: () => void }) {
  const [queue, setQueue] = useState<CampaignStatus>('pending');
  const [list, setList] = useState<AdminCampaignList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();

  const [reloads, setReloads] = useState(0);
  const load = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    apiAnswer<AdminCampaignList>(`/api/admin/campaigns?queue=${queue}&limit=100`)
      .then((res) => {
        if (!active) return;
        if (res.status === 401 || (res.status === 403 && res.body.secondFactorRequired)) return onGateLost();
        if (!res.ok) return setError(res.body.message ?? 'Kampanyalar yüklenemedi.');
        setError(null);
        setList(res.body);
      })
      .catch(() => active && setError('Sunucuya ulaşılamadı.'));
    return () => {
      active = false;
    };
  }, [queue, reloads, onGateLost]);

  return (
    <section aria-labelledby="admin-campaigns-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-campaigns-title" className="text-xl font-semibold text-ink">
            Kampanyalar ve duyurular
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Onaylanan kampanya seçilen günlerde işletme sayfasında, /kampanyalar listesinde ve kartlarda “Kampanya” etiketiyle görünür.
          </p>
        </div>
        <div>
          <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
            Liste
          </label>
          <select
            id={selectId}
            value={queue}
            onChange={(e) => {
              setList(null);
              setQueue(e.target.value as CampaignStatus);
            }}
            className={cx(selectClass, 'mt-1')}
          >
            {CAMPAIGN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {QUEUE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p className="text-danger-700" role="alert">
          {error}
        </p>
      ) : !list ? (
        <div className={cx(skeletonClass, 'h-32 w-full')} />
      ) : list.items.length === 0 ? (
        <p className={cx(cardClass, 'p-5 text-ink-muted')}>
          {queue === 'pending' ? 'Onay bekleyen kampanya yok.' : 'Bu listede kampanya yok.'}
        </p>
      ) : (
        <ul className="space-y-3" data-admin-campaigns>
          {list.items.map((c) => (
            <CampaignRow key={`${c.id}-${c.version}`} campaign={c} onDecided={load} onGateLost={onGateLost} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CampaignRow({ campaign: c, onDecided, onGateLost }: { campaign: AdminCampaign; onDecided: () => void; onGateLost: () => void }) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      const body = decision === 'reject' ? { reason, version: c.version } : { version: c.version };
      const res = await apiAnswer<{ id: number; status: CampaignStatus }>(`/api/admin/campaigns/${c.id}/${decision}`, {
        method: 'POST',
        body,
      });
      if (res.status === 401 || (res.status === 403 && res.body.secondFactorRequired)) return onGateLost();
      if (!res.ok) {
        if (res.status === 400) return setError(res.body.errors?.reason ?? res.body.message ?? 'Gerekçe yazın.');
        notify({ title: 'Karar kaydedilmedi', description: res.body.message ?? 'Bir hata oluştu.', variant: 'destructive' });
        return onDecided();
      }
      notify({
        title: decision === 'approve' ? 'Kampanya onaylandı' : 'Kampanya reddedildi',
        description: `${c.businessName}: ${c.title}`,
      });
      onDecided();
    } catch {
      setError('Sunucuya ulaşılamadı.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={cx(cardClass, 'p-4 sm:p-5')} data-admin-campaign={c.id}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
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
          {rejecting && (
            <div>
              <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-ink">
                Ret gerekçesi (işletme sahibine e-postayla gider)
              </label>
              <textarea
                id={`${id}-reason`}
                rows={2}
                value={reason}
                maxLength={CAMPAIGN_LIMITS.reasonMax}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={cx(textareaClass, 'mt-1')}
              />
            </div>
          )}
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
