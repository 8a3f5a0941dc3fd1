/**
 * The admin's "Kampanyalar" section (decision 031): owners' campaigns and announcements waiting for a decision
 * (oldest first), and the decided lists. Approve, or reject with a reason the owner receives by mail; each
 * decision names the version read, so a second admin deciding the same one gets the server's 409 as a toast
 * and the list reloads. GET /api/admin/campaigns, POST /api/admin/campaigns/{id}/approve | /reject. The waiting
 * list has the bulk bar (select several, a confirmation naming the count; POST /api/admin/bulk queue 'campaigns'
 * with each version read) and the queue keyboard (j/k, a approves, r rejects with the reason picker, ?).
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import {
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type AdminCampaign,
  type AdminCampaignList,
  type CampaignStatus,
} from '#lib/contract/campaigns.ts';
import { formatDateTime } from '#lib/format.ts';
import { notify } from '#components/toast/notify.ts';
import { badgeClass, buttonClass, cardClass, checkboxClass, cx, linkClass, selectClass, skeletonClass } from '#components/ui/classes.ts';
import BulkBar from '#components/admin/BulkBar.tsx';
import QueueKeys from '#components/admin/QueueKeys.tsx';
import ReasonPicker, { firstReason, reasonOf } from '#components/admin/ReasonPicker.tsx';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { useQueueKeys } from '#components/admin/use-queue-keys.ts';
import { useSelection } from '#components/admin/use-selection.ts';
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

  const items = useMemo(() => list?.items ?? [], [list]);
  const [rejectingId, setRejectingId] = useState<number | null>(null);
  const waiting = queue === 'pending';
  const pick = useSelection(useMemo(() => (waiting ? items.map((c) => c.id) : []), [waiting, items]));
  const keys = useQueueKeys(
    useMemo(() => items.map((c) => ({ id: c.id, name: `${c.businessName}: ${c.title}` })), [items]),
    (cid) => `campaign-row-${cid}`,
    {
      approve: (cid) => {
        const c = items.find((x) => x.id === cid);
        if (waiting && c) void decideCampaignCall(c, 'approve', null, load, onGateLost);
      },
      reject: (cid) => waiting && setRejectingId(cid),
      close: () => setRejectingId(null),
    },
  );

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
        <>
          <div className={cx(cardClass, 'space-y-2 p-3')}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {waiting ? (
                <label className="flex min-h-11 items-center gap-2 text-sm text-ink-muted">
                  <input type="checkbox" className={checkboxClass} checked={pick.all} onChange={(e) => pick.setAll(e.target.checked)} />
                  {QUEUE_COPY.selectAll} ({items.length})
                </label>
              ) : (
                <p className="text-sm text-ink-muted">{items.length} kampanya</p>
              )}
              <QueueKeys announcement={keys.announcement} help={keys.help} setHelp={keys.setHelp} />
            </div>
            {waiting && (
              <BulkBar
                queue="campaigns"
                selected={items.filter((c) => pick.selected.has(c.id)).map((c) => ({ id: c.id, read: String(c.version) }))}
                onGateLost={onGateLost}
                onDone={load}
              />
            )}
          </div>
          <ul className="space-y-3" data-admin-campaigns>
            {items.map((c) => (
              <CampaignRow
                key={`${c.id}-${c.version}`}
                campaign={c}
                onDecided={load}
                onGateLost={onGateLost}
                active={keys.active === c.id}
                {...(waiting ? { selected: pick.selected.has(c.id), onSelect: (on: boolean) => pick.toggle(c.id, on) } : {})}
                rejecting={rejectingId === c.id}
                setRejecting={(on) => setRejectingId(on ? c.id : null)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * One decision on a campaign from the version read; a toast says how it went and `onDecided` reloads the list.
 * Answers the message to show under the row (a reason refused, no connection), or null.
 */
async function decideCampaignCall(
  c: AdminCampaign,
  decision: 'approve' | 'reject',
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
    if (res.status === 401 || (res.status === 403 && res.body.secondFactorRequired)) {
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

interface CampaignRowProps {
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

function CampaignRow({ campaign: c, onDecided, onGateLost, active, selected, onSelect, rejecting, setRejecting }: CampaignRowProps) {
  const id = useId();
  const [reason, setReason] = useState(() => firstReason('campaigns'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (decision: 'approve' | 'reject') => {
    const why = decision === 'reject' ? reasonOf(reason) : null;
    if (decision === 'reject' && !why) return setError(QUEUE_COPY.reasonShort);
    setBusy(true);
    setError(null);
    setError(await decideCampaignCall(c, decision, why, onDecided, onGateLost));
    setBusy(false);
  };

  return (
    <li
      id={`campaign-row-${c.id}`}
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
