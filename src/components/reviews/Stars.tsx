/** Five stars for a rating, drawn only (aria-hidden): the number is always written beside them as text. */
import { Icon } from '#components/ui/Icon.tsx';
import { cx } from '#components/ui/classes.ts';

export function Stars({ value, size = 16, className }: { value: number; size?: number; className?: string }) {
  const full = Math.round(value);
  return (
    <span className={cx('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <Icon key={i} name="star" size={size} filled={i <= full} className={i <= full ? 'text-amber-500' : 'text-line-strong'} />
      ))}
    </span>
  );
}
