/**
 * One labelled form control: the label (with the "*" of a required field or an "(isteğe bağlı)" note), the
 * control, a hint and the error, wired together the same way in every form. The control comes from a
 * render prop that receives its id and ARIA attributes, so it can be an <input>, <textarea> or <select>:
 *
 *   <Field id="ab-name" label="İşletme Adı" required error={errors.name} hint="…">
 *     {(control) => <input {...control} name="name" value={v} onChange={…} className={inputClass} />}
 *   </Field>
 *
 * The hint is `${id}-hint`, the error `${id}-error`; `aria-describedby` names both (and `describedBy`, a
 * description shared with other fields), `aria-invalid` marks the control while there is an error.
 */
import type { ReactNode } from 'react';
import { cx, fieldErrorClass, hintClass, labelClass, requiredMarkClass } from '../classes.ts';

/** What the control of a Field spreads onto itself. */
export interface FieldControl {
  id: string;
  required?: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  /** The control's id; the hint and the error take it as their prefix. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** A muted note after the label, e.g. '(isteğe bağlı)'. */
  optional?: string;
  /** Ids of descriptions outside the field (a hint shared by several fields). */
  describedBy?: string;
  /** 'alert' when the error appears without a summary that announces it. */
  errorRole?: 'alert';
  /** On the wrapping <div> (grid placement). */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

export function Field({ id, label, hint, error, required = false, optional, describedBy, errorRole, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControl = {
    id,
    ...(required ? { required: true, 'aria-required': true } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
    ...(cx(describedBy, hintId, errorId) ? { 'aria-describedby': cx(describedBy, hintId, errorId) } : {}),
  };
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {children(control)}
      {hint && (
        <p id={hintId} className={cx(hintClass, 'break-words')}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} role={errorRole}>
        {error}
      </FieldError>
    </div>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  optional,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  optional?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children}
      {required && (
        <span className={requiredMarkClass} aria-hidden="true">
          *
        </span>
      )}
      {optional && <span className="font-normal text-ink-subtle"> {optional}</span>}
    </label>
  );
}

/** A field's error text (nothing when there is none); point the control's aria-describedby at its id. */
export function FieldError({ id, role, children }: { id?: string; role?: 'alert'; children?: string | null }) {
  if (!children) return null;
  return (
    <p id={id} role={role} className={fieldErrorClass}>
      {children}
    </p>
  );
}
