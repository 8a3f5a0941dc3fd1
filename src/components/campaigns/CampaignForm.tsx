/**
 * The dashboard's form for a new campaign or announcement (CampaignsTab.tsx): kind, title, text and the days it
 * is shown; sent for an admin's check (use-campaign-form.ts).
 */
import { CAMPAIGN_KIND_LABELS, CAMPAIGN_KINDS, CAMPAIGN_LIMITS, type OwnerCampaign } from '#lib/contract/campaigns.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import { buttonClass, cardClass, cx, inputClass, selectClass, textareaClass } from '#components/ui/classes.ts';
import { dayPlus, FIELD_LABELS, useCampaignForm } from './use-campaign-form.ts';

export default function CampaignForm({ businessId, onCreated }: { businessId: number; onCreated: (c: OwnerCampaign) => void }) {
  const { values, set, errors, message, sending, summary, summaryItems, submit } = useCampaignForm(businessId, onCreated);

  return (
    <form
      className={cx(cardClass, 'space-y-4 p-5 sm:p-6')}
      noValidate
      aria-labelledby="cf-title-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-campaign-form
    >
      <h3 id="cf-title-heading" className="text-lg font-semibold text-ink">
        Yeni kampanya veya duyuru
      </h3>
      {(summaryItems.length > 0 || message) && <ErrorSummary ref={summary} items={summaryItems} message={message} />}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <Field id="cf-kind" label={FIELD_LABELS.kind} required error={errors.kind}>
          {(control) => (
            <select {...control} value={values.kind} onChange={set('kind')} className={selectClass}>
              {CAMPAIGN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {CAMPAIGN_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="cf-title"
          label={FIELD_LABELS.title}
          required
          error={errors.title}
          hint={`En fazla ${CAMPAIGN_LIMITS.titleMax} karakter`}
        >
          {(control) => (
            <input {...control} value={values.title} onChange={set('title')} maxLength={CAMPAIGN_LIMITS.titleMax} className={inputClass} />
          )}
        </Field>
      </div>
      <Field
        id="cf-text"
        label={FIELD_LABELS.text}
        required
        error={errors.text}
        hint={`${values.text.length} / ${CAMPAIGN_LIMITS.textMax} karakter; telefon ve adres sayfanızda zaten var.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={values.text}
            onChange={set('text')}
            maxLength={CAMPAIGN_LIMITS.textMax}
            className={textareaClass}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:max-w-md">
        <Field id="cf-startDate" label={FIELD_LABELS.startDate} required error={errors.startDate}>
          {(control) => (
            <input {...control} type="date" value={values.startDate} min={dayPlus(0)} onChange={set('startDate')} className={inputClass} />
          )}
        </Field>
        <Field id="cf-endDate" label={FIELD_LABELS.endDate} required error={errors.endDate}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.endDate}
              min={values.startDate}
              onChange={set('endDate')}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <p className="text-sm text-ink-muted">En fazla {CAMPAIGN_LIMITS.maxDays} gün; ilk ve son gün dahil, Türkiye saatiyle.</p>
      <button type="submit" disabled={sending} className={buttonClass({ variant: 'primary' })}>
        {sending ? 'Gönderiliyor…' : 'Onaya gönder'}
      </button>
    </form>
  );
}
