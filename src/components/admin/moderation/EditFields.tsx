/**
 * The edit's typed fields in the form's order: the name, category (with 'Kategori seçin…' while an import
 * could not decide one, decision 015), district, price range, the other declared fields, the description.
 * Each has its error beside it; its id is `fid(key)`, which the error summary links to.
 */
import { PRICE_RANGES } from '#lib/business-input.ts';
import { inputClass, selectClass, textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import type { Option } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';
import { TEXT_FIELDS, type TextField, type TextKey } from './edit-fields.ts';

const d = copy.detail;

interface Props {
  fid: (key: string) => string;
  values: Record<TextKey, string>;
  initial: Record<TextKey, string>;
  set: (key: TextKey, value: string) => void;
  errors: Record<string, string>;
  categories: Option[];
  districts: Option[];
}

export default function EditFields({ fid, values, initial, set, errors, categories, districts }: Props) {
  const textField = (f: TextField) => (
    <Field
      key={f.key}
      id={fid(f.key)}
      label={f.label}
      required={f.required}
      error={errors[f.key]}
      className={f.wide ? 'sm:col-span-2' : undefined}
    >
      {(control) => (
        <input
          {...control}
          type={f.type ?? 'text'}
          value={values[f.key]}
          onChange={(ev) => set(f.key, ev.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
  const selectField = (k: 'category' | 'district' | 'priceRange', text: string, options: { value: string; label: string }[]) => (
    <Field id={fid(k)} label={text} required={k !== 'priceRange'} error={errors[k]}>
      {(control) => (
        <select {...control} value={values[k]} onChange={(ev) => set(k, ev.target.value)} className={selectClass}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.slice(0, 1).map(textField)}
      {selectField('category', d.category, [
        // a business an import could not decide the category of has none yet (decision 015)
        ...(initial.category === '' ? [{ value: '', label: copy.toChoose.placeholder }] : []),
        ...categories.map((c) => ({ value: c.slug, label: c.name })),
      ])}
      {selectField(
        'district',
        d.district,
        districts.map((o) => ({ value: o.slug, label: o.name })),
      )}
      {selectField(
        'priceRange',
        d.priceRange,
        PRICE_RANGES.map((p) => ({ value: p, label: p })),
      )}
      {TEXT_FIELDS.slice(1).map(textField)}
      <Field id={fid('description')} label={d.description} error={errors.description} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={values.description}
            onChange={(ev) => set('description', ev.target.value)}
            className={textareaClass}
          />
        )}
      </Field>
    </div>
  );
}
