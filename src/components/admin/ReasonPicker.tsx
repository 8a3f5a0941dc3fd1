/**
 * The reason of a rejection: the queue's common reasons as one select, and "Diğer" with a text of one's own
 * (one picker for the keyboard's `r`, the bulk reject and the single reject forms).
 */
import { useEffect, useId, useRef } from 'react';
import type { BulkQueue } from '#lib/contract/admin.ts';
import { labelClass, hintClass, selectClass, textareaClass } from '#components/ui/classes.ts';
import { COMMON_REASONS, QUEUE_COPY as c } from './queue-copy.ts';

const OTHER = '__diger';

export interface ReasonValue {
  choice: string;
  text: string;
}

export const firstReason = (queue: BulkQueue): ReasonValue => ({ choice: COMMON_REASONS[queue][0] ?? OTHER, text: '' });

/** The reason to send, or null when "Diğer" is chosen and fewer than 5 characters are written. */
export function reasonOf(v: ReasonValue): string | null {
  const text = v.choice === OTHER ? v.text.trim() : v.choice;
  return text.length >= 5 ? text : null;
}

interface ReasonPickerProps {
  queue: BulkQueue;
  value: ReasonValue;
  onChange: (v: ReasonValue) => void;
  /** Takes the focus when shown (opened by the keyboard's r). */
  autoFocus?: boolean;
}

export default function ReasonPicker({ queue, value, onChange, autoFocus }: ReasonPickerProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (autoFocus) select.current?.focus();
  }, [autoFocus]);
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={`${id}-choice`} className={labelClass}>
          {c.reasonLabel}
        </label>
        <select
          ref={select}
          id={`${id}-choice`}
          value={value.choice}
          onChange={(e) => onChange({ ...value, choice: e.target.value })}
          className={selectClass}
          aria-describedby={`${id}-hint`}
        >
          {COMMON_REASONS[queue].map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
          <option value={OTHER}>{c.reasonOther}</option>
        </select>
        <p id={`${id}-hint`} className={hintClass}>
          {c.reasonHint}
        </p>
      </div>
      {value.choice === OTHER && (
        <div>
          <label htmlFor={`${id}-text`} className={labelClass}>
            {c.reasonText}
          </label>
          <textarea
            id={`${id}-text`}
            rows={3}
            maxLength={1000}
            value={value.text}
            onChange={(e) => onChange({ ...value, text: e.target.value })}
            className={textareaClass}
          />
        </div>
      )}
    </div>
  );
}
