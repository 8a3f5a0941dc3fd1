/**
 * A checkbox with its label beside it and an optional hint below the label (the hint is `${id}-hint` and
 * describes the checkbox). The same look in the add-business form, the hours editor and the admin's edit.
 */
import type { ReactNode } from 'react';
import { checkboxClass, cx } from '../classes.ts';

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

export function CheckboxField({ id, label, hint, checked, onChange, name }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        className={cx(checkboxClass, 'mt-0.5')}
        checked={checked}
        onChange={(ev) => onChange(ev.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-ink-subtle">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
