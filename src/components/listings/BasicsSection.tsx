/**
 * "Temel bilgiler" of the manual add-business form (and of the owner's edit, src/components/owners/EditListing):
 * name, category, subcategory, district, price, address, description.
 */
import { textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { FormSection } from '#components/ui/form/FormSection.tsx';
import { LISTING_COPY } from './copy.ts';
import { fieldId, type Option, type SectionProps } from './manual-form.ts';
import { SelectInput, TextInput } from './ManualInputs.tsx';

const c = LISTING_COPY;
const f = c.fields;

interface Props {
  form: SectionProps;
  categories: Option[];
  districts: Option[];
  /** Shown while no price range is chosen (the owner's edit of a listing without one). */
  priceRangePlaceholder?: string;
}

export default function BasicsSection({ form, categories, districts, priceRangePlaceholder }: Props) {
  return (
    <FormSection titleId="ab-basics-title" title={c.sections.basics}>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextInput form={form} field="name" label={f.name} required autoComplete="organization" className="sm:col-span-2" />
        <SelectInput
          form={form}
          field="category"
          label={f.category}
          required
          placeholder={f.categoryPlaceholder}
          options={categories.map((o) => ({ value: o.slug, label: o.name }))}
        />
        <TextInput form={form} field="subcategory" label={f.subcategory} hint={f.subcategoryHint} />
        <SelectInput
          form={form}
          field="district"
          label={f.district}
          required
          placeholder={f.districtPlaceholder}
          options={districts.map((o) => ({ value: o.slug, label: o.name }))}
        />
        <SelectInput form={form} field="priceRange" label={f.priceRange} options={c.priceRanges} placeholder={priceRangePlaceholder} />
        <TextInput form={form} field="address" label={f.address} required autoComplete="street-address" className="sm:col-span-2" />
        <Field
          id={fieldId('description')}
          label={f.description}
          hint={f.descriptionHint}
          error={form.errors.description}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={4}
              value={form.values.description}
              onChange={(ev) => form.set('description', ev.target.value)}
              className={textareaClass}
            />
          )}
        </Field>
      </div>
    </FormSection>
  );
}
