/**
 * The sections of 'Düzenle': the add form's own (src/components/listings: BasicsSection, the contact inputs,
 * HoursEditor, LocationPicker, the "in business" checkbox) filled with the listing, the special days (saved at
 * once, on their own) and the features. E-mail is optional here; a listing without a phone gets a gentle hint.
 */
import type { MapStyleSettings } from '#lib/map-config.ts';
import type { SpecialHours } from '#lib/special-hours.ts';
import { inputClass } from '#components/ui/classes.ts';
import { CheckboxField } from '#components/ui/form/CheckboxField.tsx';
import { Field } from '#components/ui/form/Field.tsx';
import { FormSection } from '#components/ui/form/FormSection.tsx';
import BasicsSection from '#components/listings/BasicsSection.tsx';
import { LISTING_COPY } from '#components/listings/copy.ts';
import HoursEditor from '#components/listings/HoursEditor.tsx';
import SpecialHoursEditor from '#components/businesses/SpecialHoursEditor.tsx';
import LocationPicker from '#components/listings/LocationPicker.tsx';
import { fieldId, type Option, type SectionProps } from '#components/listings/manual-form.ts';
import { ContactInputs } from '#components/listings/ContactSection.tsx';
import type { Draft } from './use-listing-edit.ts';

const c = LISTING_COPY;

export const PHONE_HINT = 'Telefon eklemenizi öneririz: sayfanızda “Ara” düğmesi çıkar ve müşteriler size tek dokunuşla ulaşır.';

export default function ListingFields({
  businessId,
  draft,
  form,
  errors,
  dayErrors,
  update,
  categories,
  districts,
  mapSettings,
  specialHours,
}: {
  businessId: number;
  /** The listing's special days as the owner's record has them (the editor does not fetch them again); undefined until the record has loaded. */
  specialHours: SpecialHours | null | undefined;
  draft: Draft;
  form: SectionProps;
  errors: Record<string, string>;
  dayErrors: Record<string, string>;
  update: (change: Partial<Draft>) => void;
  categories: Option[];
  districts: Option[];
  mapSettings?: MapStyleSettings | undefined;
}) {
  const noPhone = draft.values.phone.trim() === '';
  return (
    <>
      <BasicsSection form={form} categories={categories} districts={districts} priceRangePlaceholder="Belirtilmemiş" />
      <FormSection titleId="ab-contact-title" title={c.sections.contact}>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <ContactInputs
            form={form}
            skip={['submitterName']}
            optional={['email']}
            hints={{
              email: 'İsteğe bağlı. Doluysa işletme sayfasında gösterilir.',
              ...(noPhone ? { phone: PHONE_HINT } : {}),
            }}
          />
        </div>
      </FormSection>
      <FormSection id={fieldId('hours')} titleId="ab-hours-title" title={c.sections.hours}>
        <HoursEditor
          value={draft.hours}
          onChange={(hours) => update({ hours })}
          error={errors.hours && Object.keys(dayErrors).length === 0 ? errors.hours : undefined}
          dayErrors={dayErrors}
          idPrefix="ab-hours"
        />
      </FormSection>
      <FormSection titleId="ed-special-title" title="Bayramlar ve özel günler">
        <p className="mt-2 text-sm text-ink-muted">Bu bölüm onay beklemeden, kendi düğmesiyle hemen kaydedilir.</p>
        <div className="mt-4">{specialHours !== undefined && <SpecialHoursEditor businessId={businessId} initial={specialHours} />}</div>
      </FormSection>
      <FormSection titleId="ab-location-title" title={c.sections.location}>
        <LocationPicker
          value={draft.location}
          onChange={(location) => update({ location })}
          errors={{ latitude: errors.latitude, longitude: errors.longitude }}
          idPrefix="ab"
          mapSettings={mapSettings}
        />
      </FormSection>
      <FormSection titleId="ed-more-title" title="Özellikler ve durum">
        <div className="mt-4 space-y-5">
          <Field id="ed-features" label="Özellikler" hint="Virgülle ayırın (ör. Wi-Fi, Otopark, Paket servis)" error={errors.features}>
            {(control) => (
              <input {...control} value={draft.features} onChange={(e) => update({ features: e.target.value })} className={inputClass} />
            )}
          </Field>
          <CheckboxField
            id={fieldId('isOpen')}
            label={c.fields.isOpen}
            hint={c.fields.isOpenHint}
            checked={draft.isOpen}
            onChange={(isOpen) => update({ isOpen })}
          />
        </div>
      </FormSection>
    </>
  );
}
