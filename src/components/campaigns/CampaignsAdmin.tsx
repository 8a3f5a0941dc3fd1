/**
 * The admin's "Kampanyalar" section (decision 031): owners' campaigns and announcements waiting for a decision
 * (oldest first), and the decided lists. Approve, or reject with a reason the owner receives by mail; each
 * decision names the version read, so a second admin deciding the same one gets the server's 409 as a toast
 * and the list reloads. GET /api/admin/campaigns, POST /api/admin/campaigns/{id}/approve | /reject. The waiting
 * list has the bulk bar (select several, a confirmation naming the count; POST /api/admin/bulk queue 'campaigns'
 * with each version read) and the queue keyboard (j/k, a approves, r rejects with the reason picker, ?).
 *
 * The lists: use-admin-campaigns.ts; one row and its decisions: AdminCampaignRow.tsx (campaigns-admin-api.ts).
 */
import { useId, useMemo, useState } from 'react';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '#lib/contract/campaigns.ts';
import { cardClass, checkboxClass, cx, selectClass, skeletonClass } from '#components/ui/classes.ts';
import BulkBar from '#components/admin/BulkBar.tsx';
import QueueKeys from '#components/admin/QueueKeys.tsx';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { useQueueKeys } from '#components/admin/use-queue-keys.ts';
import { useSelection } from '#components/admin/use-selection.ts';
import AdminCampaignRow, { campaignRowId } from './AdminCampaignRow.tsx';
import { decideCampaign } from './campaigns-admin-api.ts';
import { useAdminCampaigns } from './use-admin-campaigns.ts';

const QUEUE_LABELS: Record<CampaignStatus, string> = {
  pending: 'Onay bekleyenler',
  approved: 'Onaylananlar',
  rejected: 'Reddedilenler',
  withdrawn: 'Geri çekilenler',
};

export default function CampaignsAdmin({ onGateLost }: { onGateLost: () => void }) {
  const { queue, choose, list, items, error, load } = useAdminCampaigns(onGateLost);
  const selectId = useId();
  const [rejectingId, setRejectingId] = useState<number | null>(null);
  const waiting = queue === 'pending';
  const pick = useSelection(useMemo(() => (waiting ? items.map((c) => c.id) : []), [waiting, items]));
  const keys = useQueueKeys(
    useMemo(() => items.map((c) => ({ id: c.id, name: `${c.businessName}: ${c.title}` })), [items]),
    campaignRowId,
    {
      approve: (cid) => {
        const c = items.find((x) => x.id === cid);
        if (waiting && c) void decideCampaign(c, 'approve', null, load, onGateLost);
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
            onChange={(e) => choose(e.target.value as CampaignStatus)}
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
              <AdminCampaignRow
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
