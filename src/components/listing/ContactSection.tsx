/** "İletişim" of the manual add-business form: the person applying, the e-mail the verification goes to, phone, website. */
import { FormSection } from '#components/ui/form/FormSection.tsx';
import { LISTING_COPY } from './copy.ts';
import type { SectionProps } from './manual-form.ts';
import { TextInput } from './ManualInputs.tsx';

const c = LISTING_COPY;
const f = c.fields;

export default function ContactSection({ form }: { form: SectionProps }) {
  return (
    <FormSection titleId="ab-contact-title" title={c.sections.contact}>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextInput form={form} field="submitterName" label={f.submitterName} required hint={f.submitterHint} autoComplete="name" />
        <TextInput form={form} field="email" label={f.email} required type="email" hint={f.emailHint} autoComplete="email" inputMode="email" />
        <TextInput form={form} field="phone" label={f.phone} type="tel" hint={f.phoneHint} autoComplete="tel" placeholder="+90 5xx xxx xx xx" inputMode="tel" />
        <TextInput form={form} field="website" label={f.website} type="url" hint={f.websiteHint} autoComplete="url" inputMode="url" placeholder="https://" />
      </div>
    </FormSection>
  );
}
