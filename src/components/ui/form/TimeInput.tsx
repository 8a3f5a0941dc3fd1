/**
 * The one time-of-day field of every form (opening hours, special days): a text input for "HH:MM" in
 * 24-hour time, never the browser's time picker (which shows AM/PM in some locales). A numeric keypad on
 * phones; "930" or "9.30" becomes "09:30" when the field is left; a text that is not a time is marked invalid
 * (aria-invalid) and kept as typed, for the form's own message (src/components/ui/form/time.ts).
 *
 *   <label htmlFor="x-open">Açılış</label>
 *   <TimeInput id="x-open" value={open} onChange={setOpen} />
 */
import { useState, type InputHTMLAttributes } from 'react';
import { cx, inputClass } from '../classes.ts';
import { normalizeTime, TIME_PATTERN, timeTyping } from './time.ts';

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

export interface TimeInputProps extends Native {
  value: string;
  onChange: (value: string) => void;
  /** Marked invalid from outside (the form's check of the range). */
  invalid?: boolean;
}

/** The input look at the width of "00:00" (inputClass is full width). */
const timeClass = cx(inputClass.replace('w-full', 'w-[5.5rem]'), 'text-center tabular-nums');

export function TimeInput({ value, onChange, invalid, className, onBlur, ...rest }: TimeInputProps) {
  const [left, setLeft] = useState(false);
  const wrong = invalid || (left && value.trim() !== '' && normalizeTime(value) === null);
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder="SS:DD"
      pattern={TIME_PATTERN}
      maxLength={5}
      value={value}
      onChange={(ev) => onChange(timeTyping(ev.target.value))}
      onBlur={(ev) => {
        setLeft(true);
        const time = normalizeTime(value);
        if (time && time !== value) onChange(time);
        onBlur?.(ev);
      }}
      aria-invalid={wrong || undefined}
      className={cx(timeClass, className)}
      data-time-input
    />
  );
}
