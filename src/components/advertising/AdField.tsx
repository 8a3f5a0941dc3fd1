import type { ReactNode } from 'react';
import { labelClass } from '#components/ui/classes.ts';

/** A label, the control it names (which carries `id`) and an error under it: the ad admin's form rows. */
export function AdField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {error && <p className="mt-1 text-sm text-danger-700">{error}</p>}
    </div>
  );
}
