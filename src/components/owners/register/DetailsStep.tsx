/**
 * Step 2, 'İşletme detayları': name, category and district (a new business), address (a claim: the listing's,
 * not asked again), tax number, website, description and the plan — each with its monthly price and features
 * from the price list (decision 022).
 */
import { PLAN_LABELS, PLANS, type Plan } from '#lib/contract/owners.ts';
import { formatMoney } from '#lib/format.ts';
import { planFeatures } from '#lib/plan-capabilities.ts';
import type { PriceItem } from '#lib/pricing.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { cx, selectClass, textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { fieldId, type StepProps } from './draft.ts';
import { DraftTextField } from './DraftTextField.tsx';

export interface Option {
  slug: string;
  name: string;
}

export default function DetailsStep({
  categories,
  districts,
  plans,
  ...step
}: StepProps & { categories: Option[]; districts: Option[]; plans: PriceItem[] }) {
  const { draft, set, errors } = step;
  const listingAddress = draft.mode === 'claim' ? draft.claim?.address : undefined;
  // The price list's plans (names, prices, features); without it (an old build), the plan codes and their features.
  const choices = PLANS.map(
    (code) => plans.find((p) => p.code === code) ?? { code, name: PLAN_LABELS[code], monthlyPrice: null, features: planFeatures(code) },
  );
  return (
    <>
      {draft.mode === 'new' ? (
        <DraftTextField {...step} k="businessName" label="İşletme adı" required autoComplete="organization" />
      ) : (
        <p className="text-ink">
          Sahiplenilen işletme: <strong>{draft.claim?.name}</strong>
        </p>
      )}
      {draft.mode === 'new' && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fieldId('category')} label="Kategori" required error={errors.category}>
            {(control) => (
              <select {...control} value={draft.category} onChange={(e) => set('category', e.target.value)} className={selectClass}>
                <option value="">Seçin</option>
                {categories.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={fieldId('district')} label="İlçe" required error={errors.district}>
            {(control) => (
              <select {...control} value={draft.district} onChange={(e) => set('district', e.target.value)} className={selectClass}>
                <option value="">Seçin</option>
                {districts.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      {listingAddress ? (
        <p className="text-ink" data-claim-address>
          Adres: <strong>{listingAddress}</strong>
          <span className="mt-1 block text-sm text-ink-muted">
            Rehberdeki adres. Değişmesi gerekiyorsa onaydan sonra panelinizdeki “Düzenle” ile güncelleyin.
          </span>
        </p>
      ) : (
        <DraftTextField {...step} k="address" label="Adres" required autoComplete="street-address" />
      )}
      <DraftTextField
        {...step}
        k="taxNumber"
        label="Vergi numarası"
        optional
        hint="Şirketler için zorunludur (10 haneli vergi no. veya 11 haneli T.C. kimlik no.)."
      />
      <DraftTextField {...step} k="website" label="Web sitesi" optional type="url" autoComplete="url" />
      <Field id={fieldId('description')} label="Açıklama" optional="(isteğe bağlı)" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            className={textareaClass}
          />
        )}
      </Field>
      <fieldset id={fieldId('subscriptionPlan')} tabIndex={-1} aria-describedby={`${fieldId('subscriptionPlan')}-hint`}>
        <legend className="text-sm font-semibold text-ink">Plan</legend>
        <p id={`${fieldId('subscriptionPlan')}-hint`} className="mt-1 text-sm text-ink-muted">
          Ücretsiz plan hemen geçerlidir. Temel ve Premium için talebiniz ekibimize iletilir; plan ödemeden sonra açılır. Fiyatlara KDV
          dahildir.
        </p>
        {errors.subscriptionPlan && <p className="mt-1 text-sm font-medium text-danger-700">{errors.subscriptionPlan}</p>}
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {choices.map((p) => (
            <label
              key={p.code}
              className={cx(
                'flex cursor-pointer flex-col gap-2 rounded-card border p-4',
                draft.subscriptionPlan === p.code ? 'border-brand-600 bg-brand-50' : 'border-line',
              )}
              data-plan-choice={p.code}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="subscriptionPlan"
                  value={p.code}
                  checked={draft.subscriptionPlan === p.code}
                  onChange={() => set('subscriptionPlan', p.code as Plan)}
                  className="accent-brand-600"
                />
                <span className="font-semibold text-ink">{p.name}</span>
                {p.monthlyPrice !== null && (
                  <span className="ml-auto text-sm font-semibold text-ink tabular-nums">{`${formatMoney(p.monthlyPrice)} / ay`}</span>
                )}
              </span>
              <ul className="space-y-1 text-sm text-ink-muted">
                {p.features.map((f) => (
                  <li key={f} className="flex items-start gap-1.5">
                    <Icon name="check-circle" size={14} className="mt-0.5 shrink-0 text-success-700" />
                    {f}
                  </li>
                ))}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
