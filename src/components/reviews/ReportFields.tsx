/**
 * <ReportFields …/>: the "Bildir" form of a review — a reason (radio group), an optional note, send and cancel —
 * shared by the public review (ReviewItem) and the owner's reviews tab (owners/dashboard/ReviewReport). The
 * caller keeps the state and sends the report (`POST /api/reviews/:id/report`).
 */
import type { HTMLAttributes } from 'react';
import { REPORT_REASONS, REVIEW_LIMITS, type ReportReason } from '#lib/contract/reviews.ts';
import { buttonClass, cx, inputClass } from '#components/ui/classes.ts';
import { REVIEWS_COPY as c } from './copy.ts';

export function ReportFields({
  base,
  reason,
  setReason,
  details,
  setDetails,
  busy,
  onSend,
  onCancel,
  ...fieldset
}: {
  base: string;
  reason: ReportReason | '';
  setReason: (r: ReportReason) => void;
  details: string;
  setDetails: (d: string) => void;
  busy: boolean;
  onSend: () => void;
  onCancel: () => void;
} & HTMLAttributes<HTMLFieldSetElement>) {
  return (
    <fieldset {...fieldset} className="mt-3 rounded-control border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{c.reportTitle}</legend>
      <div className="mt-1 flex flex-col gap-2">
        {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={`${base}-reason`}
              value={key}
              checked={reason === key}
              onChange={() => setReason(key)}
              className="size-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      <label htmlFor={`${base}-details`} className="mt-3 block text-sm font-semibold text-ink">
        {c.reportDetails} <span className="font-normal text-ink-subtle">{c.photosOptional}</span>
      </label>
      <input
        id={`${base}-details`}
        className={cx(inputClass, 'mt-1')}
        maxLength={REVIEW_LIMITS.reportDetailsMax}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
      />
      <div className="mt-3 flex gap-2">
        <button type="button" className={buttonClass({ size: 'sm' })} disabled={!reason || busy} onClick={onSend}>
          {c.reportSend}
        </button>
        <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onCancel}>
          {c.reportCancel}
        </button>
      </div>
    </fieldset>
  );
}
