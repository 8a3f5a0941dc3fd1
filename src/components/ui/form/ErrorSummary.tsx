/**
 * The errors of a failed submit, above the form: a focusable alert (give it `ref` and focus it after the
 * errors render) listing "Label: message" per field, each a link that moves the focus to its field. With no
 * field errors it shows `message` alone (a whole-form error such as a refused request).
 *
 *   <ErrorSummary ref={summaryRef} items={[{ target: 'ab-name', label: 'İşletme Adı', message: '…' }]} />
 */
import { forwardRef, useId } from 'react';
import { Icon } from '../Icon.tsx';
import { linkClass } from '../classes.ts';
import { FORM_COPY } from './copy.ts';

export interface ErrorSummaryItem {
  /** The id of the field's control, or of a group whose first control takes the focus. */
  target: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** Shown as the title when no field has an error. */
  message?: string | null;
  title?: string;
}

/** Focuses the control `id`, or the first control inside it when `id` names a group (the hours). */
export function focusControl(id: string): void {
  const el = document.getElementById(id);
  const control = el?.matches('input, select, textarea, button') ? el : el?.querySelector<HTMLElement>('input, select, textarea, button');
  (control ?? el)?.focus();
}

// forwardRef from the preact/compat period (decision 019); under React 19 (decision 021) a plain `ref` prop would do too.
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { items, message, title = FORM_COPY.errorSummary },
  ref,
) {
  const id = useId();
  if (items.length === 0 && !message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-danger-600/40 bg-danger-50 p-4 focus-visible:outline-2"
    >
      <p id={`${id}-title`} className="flex items-center gap-2 font-semibold text-danger-700">
        <Icon name="alert-triangle" size={18} />
        {items.length === 0 ? message : title}
      </p>
      {items.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-danger-700">
          {items.map((item) => (
            <li key={item.target}>
              <a
                href={`#${item.target}`}
                className={linkClass}
                onClick={(ev) => {
                  ev.preventDefault();
                  focusControl(item.target);
                }}
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
