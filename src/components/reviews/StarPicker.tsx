/**
 * The review form's rating: one row of five large stars that is a native radio group (fieldset, legend and
 * five `input type=radio` sharing a name), so the arrow keys move the choice and a screen reader reads each
 * star as "5 üzerinden 4 yıldız". The stars up to the chosen one (or the one under the pointer) are filled;
 * the chosen rating's word ("İyi") is written beside the row.
 *
 *   <StarPicker idBase={id('rating')} value={rating} onChange={setRating} error={errors.rating} />
 */
import { useState } from 'react';
import { cx, fieldErrorClass } from '#components/ui/classes.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { RATING_LABELS } from '#lib/contract/reviews.ts';
import { REVIEWS_COPY as c } from './copy.ts';

interface Props {
  /** Ids: `${idBase}-1` … `${idBase}-5` for the radios (the error summary links to `-1`), `${idBase}-error`. */
  idBase: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}

export function StarPicker({ idBase, value, onChange, error }: Props) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? `${idBase}-error` : undefined} data-rating-group>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {c.rating}
        <span className="ml-0.5 text-danger-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onPointerLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative cursor-pointer" onPointerEnter={() => setHover(n)}>
              <input
                type="radio"
                id={`${idBase}-${n}`}
                name={idBase}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                required
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
              />
              <span className="sr-only">{c.starsOf(n)}</span>
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-12 items-center justify-center rounded-control',
                  'peer-focus-visible:outline-2 peer-focus-visible:-outline-offset-2 peer-focus-visible:outline-focus',
                  n <= shown ? 'text-amber-500' : 'text-line-strong',
                )}
                data-star={n}
              >
                <Icon name="star" size={36} strokeWidth={1.5} filled={n <= shown} />
              </span>
            </label>
          ))}
        </div>
        <span className="min-w-24 text-sm font-medium text-ink-muted" aria-hidden="true" data-rating-word>
          {value ? `${value} – ${RATING_LABELS[value]}` : c.ratingPick}
        </span>
      </div>
      {error && (
        <p id={`${idBase}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
