/**
 * The 6-digit code field (the e-mailed login code, the authenticator's code): a numeric keypad on phones,
 * the one-time-code autofill, digits only, at most six. Spread a Field's control onto it:
 *
 *   <Field id={id} label="Giriş kodu" hint="…" error={error}>
 *     {(control) => <CodeInput {...control} ref={codeRef} value={code} onChange={setCode} />}
 *   </Field>
 */
import { forwardRef } from 'react';
import { cx, inputClass } from '../classes.ts';
import type { FieldControl } from './Field.tsx';

export const CODE_LENGTH = 6;

/** What is kept of typed or pasted text: its digits, at most six. */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export interface CodeInputProps extends FieldControl {
  value: string;
  onChange: (digits: string) => void;
}

// forwardRef from the preact/compat period (decision 019); under React 19 (decision 021) a plain `ref` prop would do too.
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput({ value, onChange, ...control }, ref) {
  return (
    <input
      ref={ref}
      {...control}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      required
      value={value}
      onChange={(ev) => onChange(codeDigits(ev.target.value))}
      className={cx(inputClass, 'h-14 text-center font-mono text-2xl tracking-[0.5em]')}
    />
  );
});
