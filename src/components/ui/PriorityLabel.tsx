/**
 * The label of a listing a paid plan ranks first (decision 023): "Öncelikli · ücretli plan" and a "Neden üstte?"
 * disclosure (native <details>, no JavaScript) stating the rule, with the full text on /advertise. Above the
 * card's stretched link (relative z-10), so it opens instead of following the card.
 */
import { PRIORITY_RULE } from '#lib/plan-capabilities.ts';
import { badgeClass, cx, linkClass } from './classes.ts';

export const PRIORITY_COPY = { label: 'Öncelikli · ücretli plan', why: 'Neden üstte?', more: 'Sıralama kuralı' } as const;

export function PriorityLabel({ className }: { className?: string }) {
  return (
    <details className={cx('group/why relative z-10 text-sm', className)} data-priority-label>
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-2 [&::-webkit-details-marker]:hidden">
        <span className={badgeClass('accent')}>{PRIORITY_COPY.label}</span>
        <span className={cx(linkClass, 'text-xs')}>{PRIORITY_COPY.why}</span>
      </summary>
      <p className="mt-1 rounded-control bg-surface-muted p-3 text-xs leading-relaxed text-ink">
        Bu işletmenin sahibi ücretli bir plan kullanıyor. {PRIORITY_RULE}{' '}
        <a href="/advertise#neden-ustte" className={linkClass}>
          {PRIORITY_COPY.more}
        </a>
      </p>
    </details>
  );
}
