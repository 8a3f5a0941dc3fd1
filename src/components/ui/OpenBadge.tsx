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
import { hasOpeningHours, openStatus, type HoursOverride, type OpeningHours } from '#lib/hours.ts';
import { overridesAround, type SpecialHours } from '#lib/special-hours.ts';
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
  /** Special days and holiday hours (decision 025): the same "open now" as the filter and the API. */
  specialHours?: SpecialHours | null | undefined;
  /** On tonight's duty list until this instant (ISO): "Nöbetçi", open through the night. */
  onDutyUntil?: string | null | undefined;
  className?: string;
}

/** The label before the status of a pharmacy on duty tonight. */
export const ON_DUTY_LABEL = 'Nöbetçi';

export function OpenBadgeView({ hours, isOpen, specialHours, onDutyUntil, now, className }: Props & { now: Date }) {
  const duty: HoursOverride[] =
    onDutyUntil && Date.parse(onDutyUntil) > now.getTime()
      ? [{ start: now.getTime() - 60_000, end: Date.parse(onDutyUntil), open: true, label: 'Nöbetçi eczane' }]
      : [];
  const status = openStatus(hours, isOpen, now, [...overridesAround(specialHours, now), ...duty]);
  const state = status.open ? 'open' : isOpen ? 'closed' : 'temporarily-closed';
  return (
    <span className={cx(openLineClass, className)} data-open-status={state}>
      <span
        aria-hidden="true"
        className={cx('size-2 shrink-0 rounded-full', status.open ? 'bg-success-600' : isOpen ? 'bg-danger-600' : 'bg-warning-600')}
      />
      <span className="min-w-0 truncate">
        {duty.length > 0 && <span className="font-semibold text-brand-700" data-on-duty>{`${ON_DUTY_LABEL} · `}</span>}
        <span className={cx('font-semibold', status.open ? 'text-success-700' : isOpen ? 'text-danger-700' : 'text-warning-700')}>
          {status.label}
        </span>
        {status.next && <span className="text-ink-muted">{` · ${status.next}`}</span>}
      </span>
    </span>
  );
}

/** Inside an island: an empty line of the same height during hydration, then the status. */
export function OpenBadge({ hours, isOpen, specialHours, onDutyUntil, className }: Props) {
  const now = useNow();
  const kind = cardOpenKind(hours, isOpen);
  if (kind === 'none') return null;
  if (kind === 'clock' && !now) return <span className={cx(openLineClass, className)} data-open-status="pending" />;
  return (
    <OpenBadgeView
      hours={hours}
      isOpen={isOpen}
      specialHours={specialHours}
      onDutyUntil={onDutyUntil}
      now={now ?? new Date(0)}
      className={className}
    />
  );
}
