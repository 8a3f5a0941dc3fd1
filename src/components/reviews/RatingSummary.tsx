/**
 * The rating summary: the average to one decimal (Turkish), the count, and the 5 → 1 distribution as
 * bars with their numbers written out (a list, read by screen readers as text). No reviews: "Henüz
 * değerlendirme yok", never 0,0.
 */
import { formatCount, formatRating } from '#lib/format.ts';
import type { ReviewSummary } from '#lib/contract/reviews.ts';
import { REVIEWS_COPY as c } from './copy.ts';
import { Stars } from './Stars.tsx';

/**
 * Bar widths in steps of 5 %, as literal classes (the pages' Content-Security-Policy allows no inline style
 * attributes, and Tailwind only generates classes it finds written out).
 */
const WIDTHS = [
  'w-0',
  'w-[5%]',
  'w-[10%]',
  'w-[15%]',
  'w-[20%]',
  'w-[25%]',
  'w-[30%]',
  'w-[35%]',
  'w-[40%]',
  'w-[45%]',
  'w-[50%]',
  'w-[55%]',
  'w-[60%]',
  'w-[65%]',
  'w-[70%]',
  'w-[75%]',
  'w-[80%]',
  'w-[85%]',
  'w-[90%]',
  'w-[95%]',
  'w-full',
] as const;
const widthClass = (ratio: number) => WIDTHS[Math.max(0, Math.min(20, Math.round(ratio * 20)))] ?? 'w-0';

export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0) {
    return (
      <div data-review-summary="empty">
        <p className="text-lg font-semibold text-ink">{c.none}</p>
        <p className="mt-1 text-sm text-ink-muted">{c.beFirst}</p>
      </div>
    );
  }
  const max = Math.max(...summary.distribution, 1);
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8" data-review-summary>
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold text-ink" data-review-average>
          <span className="sr-only">Ortalama puan: </span>
          {formatRating(summary.average)}
        </p>
        <Stars value={summary.average} size={18} />
        <p className="text-sm text-ink-muted" data-review-count>
          {c.count(summary.count)}
        </p>
      </div>
      <div>
        <h3 className="sr-only">{c.distribution}</h3>
        <ul className="flex flex-col gap-1.5">
          {summary.distribution.map((n, i) => {
            const stars = 5 - i;
            return (
              <li key={stars} className="grid grid-cols-[2.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
                <span className="text-ink-muted" aria-hidden="true">
                  {stars} ★
                </span>
                <span className="sr-only">{c.starRow(stars, n)}</span>
                <span className="h-2 overflow-hidden rounded-full bg-surface-sunken" aria-hidden="true">
                  <span className={`block h-full rounded-full bg-amber-500 ${widthClass(n / max)}`} />
                </span>
                <span className="text-right text-ink-muted tabular-nums" aria-hidden="true">
                  {formatCount(n)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
