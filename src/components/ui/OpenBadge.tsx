/**
 * The open/closed line of a business card (decision 018): "Açık · 23:00'te kapanır", "Kapalı · Yarın 09:00'da
 * açılır", "Geçici olarak kapalı", computed in the browser in Europe/Istanbul (PD12b), never in pre-built HTML.
 *
 *   <OpenBadge hours={b.hours} isOpen={b.isOpen} />          // inside an island: neutral until hydrated
 *   <OpenBadgeView hours={…} isOpen={…} now={now} />         // what CardExtras renders into a static card
 *
 * `cardOpenKind` says what a card can show without a clock: nothing (no hours given), the temporarily-closed
 * line (not time-dependent, rendered at build time), or a slot the browser fills ('clock').
 */
import { hasOpeningHours, openStatus, type OpeningHours } from '#lib/hours.ts';
import { useNow } from '#components/businesses/useNow.ts';
import { cx } from './classes.ts';

export type OpenKind = 'none' | 'paused' | 'clock';

export function cardOpenKind(hours: OpeningHours | undefined, isOpen: boolean | undefined): OpenKind {
  if (isOpen === false) return 'paused';
  return hours && hasOpeningHours(hours) ? 'clock' : 'none';
}

/** The line's box: the same height before and after the browser fills it (no layout shift). */
export const openLineClass = 'flex min-h-5 min-w-0 items-center gap-1.5 text-sm leading-5';

interface Props {
  hours: OpeningHours;
  isOpen: boolean;
  className?: string;
}

export function OpenBadgeView({ hours, isOpen, now, className }: Props & { now: Date }) {
  const status = openStatus(hours, isOpen, now);
  const state = status.open ? 'open' : isOpen ? 'closed' : 'temporarily-closed';
  return (
    <span className={cx(openLineClass, className)} data-open-status={state}>
      <span
        aria-hidden="true"
        className={cx('size-2 shrink-0 rounded-full', status.open ? 'bg-success-600' : isOpen ? 'bg-danger-600' : 'bg-warning-600')}
      />
      <span className="min-w-0 truncate">
        <span className={cx('font-semibold', status.open ? 'text-success-700' : isOpen ? 'text-danger-700' : 'text-warning-700')}>
          {status.label}
        </span>
        {status.next && <span className="text-ink-muted">{` · ${status.next}`}</span>}
      </span>
    </span>
  );
}

/** Inside an island: an empty line of the same height during hydration, then the status. */
export function OpenBadge({ hours, isOpen, className }: Props) {
  const now = useNow();
  const kind = cardOpenKind(hours, isOpen);
  if (kind === 'none') return null;
  if (kind === 'clock' && !now) return <span className={cx(openLineClass, className)} data-open-status="pending" />;
  return <OpenBadgeView hours={hours} isOpen={isOpen} now={now ?? new Date(0)} className={className} />;
}
