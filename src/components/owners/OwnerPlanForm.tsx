/**
 * The plan of an approved owner, set by an admin after payment (decision 028): plan, end date and, for a paid
 * plan, the recorded payment. Admins only (decision 035): a moderator neither sees it nor may call it (403).
 */
import { useState } from 'react';
import { PLAN_LABELS, PLANS, type Plan } from '#lib/contract/owners.ts';
import { buttonClass, inputClass, selectClass } from '#components/ui/classes.ts';
import { emptyPayment, paymentBody, PaymentFields } from '#components/admin/PaymentFields.tsx';
import { ownerAction, type AdminOwnerItem } from './owners-admin-api.ts';

export default function OwnerPlanForm({ item, onDone, onGateLost }: { item: AdminOwnerItem; onDone: () => void; onGateLost: () => void }) {
  const [plan, setPlan] = useState<Plan>(item.pendingPlanRequest ?? item.subscriptionPlan);
  const [expires, setExpires] = useState(item.subscriptionExpiresAt ? item.subscriptionExpiresAt.slice(0, 10) : '');
  const [payment, setPayment] = useState(emptyPayment);
  const [busy, setBusy] = useState(false);
  const act = (path: string, body: unknown, ok: string) => ownerAction(item.id, path, body, ok, setBusy, onDone, onGateLost);
  const id = `owner-${item.id}`;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4">
      <div>
        <label htmlFor={`${id}-plan`} className="block text-sm font-semibold text-ink">
          Plan
        </label>
        <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as Plan)} className={selectClass}>
          {PLANS.map((p) => (
            <option key={p} value={p}>
              {PLAN_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      {plan !== 'free' && (
        <div>
          <label htmlFor={`${id}-expires`} className="block text-sm font-semibold text-ink">
            Bitiş tarihi
          </label>
          <input id={`${id}-expires`} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} className={inputClass} />
        </div>
      )}
      {/* A paid plan is set with its recorded payment, from the plan shown here (decision 028). */}
      {plan !== 'free' && <PaymentFields id={`${id}-payment`} value={payment} onChange={setPayment} />}
      <button
        type="button"
        disabled={busy}
        className={buttonClass({ size: 'sm' })}
        onClick={() =>
          void act(
            'plan',
            plan === 'free'
              ? { plan, expiresAt: null }
              : {
                  plan,
                  expiresAt: expires || null,
                  from: { plan: item.subscriptionPlan, expiresAt: item.subscriptionExpiresAt },
                  payment: paymentBody(payment),
                },
            plan === 'free' ? 'Plan güncellendi' : 'Ödeme kaydedildi, plan açıldı',
          )
        }
      >
        {plan === 'free' ? 'Planı kaydet' : 'Ödemeyi kaydet ve planı aç'}
      </button>
    </div>
  );
}
