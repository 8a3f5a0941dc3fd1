/** 'Abonelik': the current plan, a pending plan request, the plans of the one price list with 'Bu planı seç', and the recorded payments. */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { PLAN_LABELS, type Plan } from '#lib/contract/owners.ts';
import { formatDate, formatMoney } from '#lib/format.ts';
import { KDV_NOTE, type PriceItem } from '#lib/pricing.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import Payments from './Payments.tsx';
import type { TabProps } from './types.ts';

/** The price list, asked for the first time the tab is opened and kept for the page's life. */
let loadedPlans: PriceItem[] | null = null;

function usePlans(): PriceItem[] | null {
  const [plans, setPlans] = useState(loadedPlans);
  useEffect(() => {
    if (plans) return;
    void apiAnswer<{ plans: PriceItem[] }>('/api/business-owners/plans').then((r) => {
      if (!r.ok) return;
      loadedPlans = r.body.plans;
      setPlans(r.body.plans);
    });
  }, [plans]);
  return plans;
}

export default function SubscriptionTab({ record, live, refresh }: TabProps) {
  const plans = usePlans();
  const plan = record.subscriptionPlan;

  const requestPlan = async (code: Plan) => {
    const res = await apiAnswer<{ message: string }>(`/api/business-owners/${record.id}/plan-request`, {
      method: 'POST',
      body: { plan: code },
    });
    if (!res.ok) return notify({ title: 'Talep gönderilemedi', description: res.body.message, variant: 'destructive' });
    notify({ title: 'Plan talebiniz alındı', description: res.body.message, duration: 8000 });
    refresh();
  };

  return (
    <div className="space-y-6">
      <div className={cx(cardClass, 'p-5')}>
        <p className="text-ink">
          Mevcut plan: <strong>{PLAN_LABELS[plan]}</strong>
        </p>
        <p className="mt-1 text-ink-muted">
          {record.subscriptionExpiresAt
            ? `Bitiş tarihi: ${formatDate(record.subscriptionExpiresAt)}`
            : plan === 'free'
              ? 'Ücretsiz plan süresizdir.'
              : 'Bitiş tarihi belirlenmedi.'}
        </p>
        {record.pendingPlanRequest && (
          <p className="mt-1 text-warning-700">
            {PLAN_LABELS[record.pendingPlanRequest]} plan talebiniz ekibimizde; ödeme için sizinle iletişime geçeceğiz.
          </p>
        )}
      </div>
      {!plans ? (
        <div className={cx(skeletonClass, 'h-48 w-full')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {plans.map((p) => (
            <li key={p.code} className={cx(cardClass, 'flex flex-col p-5', p.highlighted && 'border-brand-600 ring-1 ring-brand-600')}>
              <h3 className="text-lg font-bold text-ink">{p.name}</h3>
              <p className="mt-1 text-2xl font-bold text-ink">
                {formatMoney(p.monthlyPrice)}
                <span className="text-sm font-normal text-ink-muted"> / ay</span>
              </p>
              <ul className="mt-3 flex-1 space-y-1 text-sm text-ink">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Icon name="check-circle" size={16} className="mt-0.5 shrink-0 text-success-700" />
                    {f}
                  </li>
                ))}
              </ul>
              {p.code === plan ? (
                <p className="mt-4 text-center font-semibold text-success-700">Mevcut planınız</p>
              ) : live ? (
                <button
                  type="button"
                  onClick={() => void requestPlan(p.code as Plan)}
                  className={cx(buttonClass({ variant: p.highlighted ? 'primary' : 'secondary' }), 'mt-4')}
                >
                  Bu planı seç
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-ink-muted">
        {KDV_NOTE} Ücretli planlar ödeme alındıktan sonra ekibimiz tarafından açılır; ödemeniz kaydedildiğinde makbuzu e-postanıza gelir.
      </p>
      <Payments />
    </div>
  );
}
