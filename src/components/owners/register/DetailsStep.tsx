/** Step 2, 'İşletme detayları': name, category and district (a new business), address, tax number, website, description and plan. */
import { PLAN_LABELS, PLANS, type Plan } from '#lib/contract/owners.ts';
import { selectClass, textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { fieldId, type StepProps } from './draft.ts';
import { DraftTextField } from './DraftTextField.tsx';

export interface Option {
  slug: string;
  name: string;
}

export default function DetailsStep({ categories, districts, ...step }: StepProps & { categories: Option[]; districts: Option[] }) {
  const { draft, set, errors } = step;
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
      <DraftTextField {...step} k="address" label="Adres" required autoComplete="street-address" />
      <DraftTextField {...step} k="taxNumber" label="Vergi numarası" optional hint="Şirketler için zorunludur (10 haneli vergi no. veya 11 haneli T.C. kimlik no.)." />
      <DraftTextField {...step} k="website" label="Web sitesi" optional type="url" autoComplete="url" />
      <Field id={fieldId('description')} label="Açıklama" optional="(isteğe bağlı)" error={errors.description}>
        {(control) => <textarea {...control} rows={4} value={draft.description} onChange={(e) => set('description', e.target.value)} className={textareaClass} />}
      </Field>
      <Field id={fieldId('subscriptionPlan')} label="Plan" error={errors.subscriptionPlan} hint="Ücretsiz plan hemen geçerlidir. Temel ve Premium için talebiniz ekibimize iletilir; plan ödemeden sonra açılır.">
        {(control) => (
          <select {...control} value={draft.subscriptionPlan} onChange={(e) => set('subscriptionPlan', e.target.value as Plan)} className={selectClass}>
            {PLANS.map((p) => (
              <option key={p} value={p}>
                {PLAN_LABELS[p]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
