/**
 * The labelled search box of the islands' filter panels (/map, /search, /favorites, category lists): a
 * magnifier inside the field (inputClass), and with `submitLabel` a submit button beside it. Every other
 * prop goes to the <input> (controlled or not; `inputRef` reaches it).
 *
 *   <SearchField id="map-q" label="Ara" submitLabel="Ara" name="q" defaultValue={q} onChange={onType} />
 *
 * The input is type="search" with autoComplete="off" and enterKeyHint="search" unless told otherwise.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { Icon } from './Icon.tsx';
import { buttonClass, cx, inputClass, labelClass } from './classes.ts';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** Text of a submit button beside the field; none without it. */
  submitLabel?: string;
  /** Classes of the wrapping <div> (grid placement). */
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function SearchField({ id, label, submitLabel, className, inputRef, ...input }: Props) {
  const box = (
    <div className={cx('relative', submitLabel && 'min-w-0 flex-1')}>
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-subtle">
        <Icon name="search" size={18} />
      </span>
      <input ref={inputRef} id={id} type="search" autoComplete="off" enterKeyHint="search" {...input} className={cx(inputClass, 'pl-10')} />
    </div>
  );
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {submitLabel ? (
        <div className="flex gap-2">
          {box}
          <button type="submit" className={buttonClass({ className: 'shrink-0' })}>
            {submitLabel}
          </button>
        </div>
      ) : (
        box
      )}
    </div>
  );
}
