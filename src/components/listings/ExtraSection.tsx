/**
 * "Diğer" of the manual add-business form: open now or temporarily closed, the featured request, and the
 * honeypot (hidden from people and screen readers, out of the tab order; bots fill it).
 */
import { HONEYPOT_FIELD } from '#lib/business-input.ts';
import { CheckboxField } from '#components/ui/form/CheckboxField.tsx';
import { FormSection } from '#components/ui/form/FormSection.tsx';
import { LISTING_COPY } from './copy.ts';
import { fieldId } from './manual-form.ts';

const c = LISTING_COPY;
const f = c.fields;

export interface ExtraSectionProps {
  isOpen: boolean;
  onIsOpen: (value: boolean) => void;
  featured: boolean;
  onFeatured: (value: boolean) => void;
  honeypot: string;
  onHoneypot: (value: string) => void;
}

export default function ExtraSection({ isOpen, onIsOpen, featured, onFeatured, honeypot, onHoneypot }: ExtraSectionProps) {
  return (
    <FormSection titleId="ab-extra-title" title={c.sections.extra}>
      <div className="mt-4 space-y-4">
        <CheckboxField id={fieldId('isOpen')} label={f.isOpen} hint={f.isOpenHint} checked={isOpen} onChange={onIsOpen} />
        <CheckboxField
          id={fieldId('featuredRequested')}
          label={f.featured}
          hint={f.featuredHint}
          checked={featured}
          onChange={onFeatured}
        />
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{f.honeypot}</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(ev) => onHoneypot(ev.target.value)}
        />
      </div>
    </FormSection>
  );
}
