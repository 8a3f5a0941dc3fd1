/**
 * The dashboard's "Kampanyalar" tab (decision 031): the form that posts a campaign or an announcement for the
 * selected listing (POST /api/owner/campaigns; an admin checks it before it is shown), and the listing's
 * campaigns with their state (GET /api/owner/campaigns), each pending or approved one withdrawable. A plan
 * without the capability says which plans have it.
 *
 * The list: use-owner-campaigns.ts; the form: CampaignForm.tsx; one sent campaign: OwnerCampaignItem.tsx.
 */
import { PLAN_LABELS, PLANS } from '#lib/contract/owners.ts';
import { PLAN_CAPABILITIES, planCapabilities } from '#lib/plan-capabilities.ts';
import type { TabProps } from '#components/owners/dashboard/types.ts';
import { buttonClass, cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import CampaignForm from './CampaignForm.tsx';
import OwnerCampaignItem from './OwnerCampaignItem.tsx';
import { useOwnerCampaigns } from './use-owner-campaigns.ts';

const PLANS_WITH_CAMPAIGNS = PLANS.filter((p) => PLAN_CAPABILITIES[p].campaigns)
  .map((p) => PLAN_LABELS[p])
  .join(' ve ');

export default function CampaignsTab({ record, live, showTab }: TabProps) {
  const businessId = record.businessId;
  const { campaigns, loadError, added, replaced } = useOwnerCampaigns(businessId, live);
  const allowed = planCapabilities(record.subscriptionPlan).campaigns;

  if (!live || businessId === null) return null;

  return (
    <section aria-labelledby="od-campaigns-title" className="space-y-6">
      <div>
        <h2 id="od-campaigns-title" className="text-xl font-semibold text-ink">
          Kampanyalar ve duyurular
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Onaylanan kampanyalar seçtiğiniz günler boyunca işletme sayfanızda, Kampanyalar listesinde ve kartınızda “Kampanya” etiketiyle
          görünür. Her gönderi yayından önce ekibimizce kontrol edilir.
        </p>
      </div>
      {allowed ? (
        <CampaignForm businessId={businessId} onCreated={added} />
      ) : (
        <div className={cx(cardClass, 'p-5')} data-campaigns-locked>
          <p className="text-ink">Kampanya ve duyuru yayınlamak {PLANS_WITH_CAMPAIGNS} planlarına dahildir.</p>
          <button
            type="button"
            onClick={() => showTab('subscription')}
            className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'mt-3')}
          >
            Planları gör
          </button>
        </div>
      )}
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">Gönderdikleriniz</h3>
        {loadError ? (
          <p className="text-danger-700" role="alert">
            {loadError}
          </p>
        ) : !campaigns ? (
          <div className={cx(skeletonClass, 'h-24 w-full')} />
        ) : campaigns.length === 0 ? (
          <p className={cx(cardClass, 'p-5 text-ink-muted')}>Henüz kampanya ya da duyuru göndermediniz.</p>
        ) : (
          <ul className="space-y-3">
            {campaigns.map((c) => (
              <OwnerCampaignItem key={c.id} campaign={c} onChanged={replaced} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
