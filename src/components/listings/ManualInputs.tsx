/** A text field and a select of the manual add-business form, bound to its values and errors. */
import type { HTMLInputTypeAttribute } from 'react';
import { inputClass, selectClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { fieldId, type SectionProps, type TextField } from './manual-form.ts';

interface TextInputProps {
  form: SectionProps;
  field: TextField;
  label: string;
  required?: boolean;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'tel' | 'email' | 'url' | 'text';
  className?: string;
}

export function TextInput({
  form,
  field,
  label,
  required,
  hint,
  type = 'text',
  autoComplete = 'off',
  placeholder,
  inputMode,
  className,
}: TextInputProps) {
  return (
    <Field id={fieldId(field)} label={label} required={required} hint={hint} error={form.errors[field]} className={className}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
          value={form.values[field]}
          onChange={(ev) => form.set(field, ev.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

interface SelectInputProps {
  form: SectionProps;
  field: 'category' | 'district' | 'priceRange';
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, unselectable "choose one" option. */
  placeholder?: string;
  required?: boolean;
}

export function SelectInput({ form, field, label, options, placeholder, required }: SelectInputProps) {
  return (
    <Field id={fieldId(field)} label={label} required={required} error={form.errors[field]}>
      {(control) => (
        <select
          {...control}
          name={field}
          value={form.values[field]}
          onChange={(ev) => form.set(field, ev.target.value)}
          className={selectClass}
        >
          {placeholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
