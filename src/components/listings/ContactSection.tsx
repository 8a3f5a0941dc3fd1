/**
 * "İletişim" of the manual add-business form: the person applying, the e-mail the verification goes to, phone,
 * WhatsApp, website: the contact section's inputs as src/lib/business-fields.ts declares them, in its order.
 * The owner's edit (src/components/owners/EditListing.tsx) shows the same inputs without the applicant.
 */
import { BUSINESS_FIELDS, sectionInputs, type BusinessFieldDef, type InputFieldName } from '#lib/business-fields.ts';
import { FormSection } from '#components/ui/form/FormSection.tsx';
import { LISTING_COPY } from './copy.ts';
import type { SectionProps } from './manual-form.ts';
import { TextInput } from './ManualInputs.tsx';

const c = LISTING_COPY;

interface ContactInputsProps {
  form: SectionProps;
  /** Inputs this form does not have. */
  skip?: readonly InputFieldName[];
  /** A hint in this form's own words. */
  hints?: Partial<Record<InputFieldName, string>>;
  /** Inputs the declaration requires that this form does not (the owner's edit: e-mail). */
  optional?: readonly InputFieldName[];
}

/** The declared text inputs of the contact section. */
export function ContactInputs({ form, skip = [], hints = {}, optional = [] }: ContactInputsProps) {
  return sectionInputs('contact')
    .filter((k) => !skip.includes(k))
    .map((k) => {
      const d: BusinessFieldDef = BUSINESS_FIELDS[k];
      const i = d.input ?? {};
      return (
        <TextInput
          key={k}
          form={form}
          field={k}
          label={d.label}
          required={d.required && !optional.includes(k)}
          type={i.type}
          hint={hints[k] ?? i.hint}
          autoComplete={i.autoComplete}
          placeholder={i.placeholder}
          inputMode={i.inputMode}
          className={i.wide ? 'sm:col-span-2' : undefined}
        />
      );
    });
}

export default function ContactSection({ form }: { form: SectionProps }) {
  return (
    <FormSection titleId="ab-contact-title" title={c.sections.contact}>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <ContactInputs form={form} />
      </div>
    </FormSection>
  );
}
