/** A text input bound to one field of the draft, with its label, hint and error. */
import { Field } from '#components/ui/form/Field.tsx';
import { inputClass } from '#components/ui/classes.ts';
import { fieldId, type Draft, type StepProps } from './draft.ts';

interface Props extends StepProps {
  k: keyof Draft & string;
  label: string;
  required?: boolean;
  type?: string;
  hint?: string;
  autoComplete?: string;
  optional?: boolean;
}

export function DraftTextField({ draft, set, errors, k, label, required, type, hint, autoComplete, optional }: Props) {
  return (
    <Field
      id={fieldId(k)}
      label={label}
      required={required}
      error={errors[k]}
      hint={hint}
      optional={optional ? '(isteğe bağlı)' : undefined}
    >
      {(control) => (
        <input
          {...control}
          type={type ?? 'text'}
          name={k}
          autoComplete={autoComplete}
          value={String(draft[k] ?? '')}
          onChange={(e) => set(k, e.target.value as never)}
          className={inputClass}
        />
      )}
    </Field>
  );
}
