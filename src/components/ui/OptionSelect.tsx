/**
 * A labelled <select> for React islands: the label above (labelClass), the select (selectClass), an optional
 * first "all" option (e.g. 'Tümü', 'Tüm ilçeler') and one option a slug. Used by the filter panels of /map,
 * /search, /favorites, the category lists and the moderation queue.
 *
 *   <OptionSelect id="map-district" name="district" label="İlçe" value={state.district}
 *     all={{ value: 'all', label: 'Tümü' }} options={districts} onChange={(v) => go({ district: v })} />
 *
 * `className` goes on the wrapping <div> (grid placement); `selectRef` reaches the <select> (focus); `invalid` and
 * `describedBy` mark it for a field error, which `children` (below the select, in the same <div>) may show.
 */
import type { ReactNode, Ref } from 'react';
import { selectClass, labelClass } from './classes.ts';

export interface SelectOption {
  slug: string;
  name: string;
}

interface Props {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The first option that selects everything (never an empty label). */
  all?: { value: string; label: string };
  name?: string;
  disabled?: boolean;
  className?: string;
  selectRef?: Ref<HTMLSelectElement>;
  invalid?: boolean;
  /** The id of what describes the select (its error). */
  describedBy?: string | undefined;
  children?: ReactNode;
}

export function OptionSelect({
  id,
  label,
  value,
  options,
  onChange,
  all,
  name,
  disabled,
  className,
  selectRef,
  invalid,
  describedBy,
  children,
}: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.currentTarget.value)}
        className={selectClass}
      >
        {all && <option value={all.value}>{all.label}</option>}
        {options.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
