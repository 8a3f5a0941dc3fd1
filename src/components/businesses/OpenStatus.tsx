/**
 * "Açık" / "Kapalı" / "Geçici olarak kapalı" with the next change ("22:00'de kapanır"), computed in the
 * browser in Europe/Istanbul (PD12/PD12b). The pre-built HTML holds a neutral badge of the same height
 * ("Çalışma saatleri", a link to the hours list), replaced once the island has hydrated.
 *
 *   <OpenStatus client:load hours={b.hours} isOpen={b.isOpen} specialHours={b.specialHours} hoursAnchor="#calisma-saatleri" />
 */
import type { HoursOverride, OpeningHours } from '#lib/hours.ts';
import { hasOpeningHours, openStatus } from '#lib/hours.ts';
import { overridesAround, type SpecialHours } from '#lib/special-hours.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { cx } from '#components/ui/classes.ts';
import { useNow } from './useNow.ts';
import { useOnDutyTonight } from '#components/pharmacies/use-on-duty.ts';

interface Props {
  hours: OpeningHours;
  isOpen: boolean;
  /** Special days and holiday hours (decision 025). */
  specialHours?: SpecialHours | null;
  /**
   * A pharmacy's id: tonight's duty list is read at view time (never baked into the pre-built page) and, when
   * it is on it, "Nöbetçi" is shown and it counts as open through the night (decision 025).
   */
  dutyId?: number | undefined;
  /** Where the neutral placeholder links to (the hours list). */
  hoursAnchor?: string;
  className?: string;
}

const rowClass = 'flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1';
const pill = 'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap';
const tone = {
  neutral: 'bg-surface-sunken text-ink-muted',
  open: 'bg-success-50 text-success-700 ring-1 ring-green-200 ring-inset',
  closed: 'bg-danger-50 text-danger-700 ring-1 ring-red-200 ring-inset',
  paused: 'bg-warning-50 text-warning-700 ring-1 ring-amber-200 ring-inset',
};

export default function OpenStatus({ hours, isOpen, specialHours, dutyId, hoursAnchor, className }: Props) {
  const now = useNow();
  const dutyUntil = useOnDutyTonight(dutyId !== undefined)?.get(dutyId ?? -1);

  if (!now) {
    return (
      <p className={cx(rowClass, className)} data-open-status="pending">
        {hoursAnchor ? (
          <a href={hoursAnchor} className={cx(pill, tone.neutral, 'hover:text-ink')}>
            <Icon name="clock" size={14} />
            Çalışma saatleri
          </a>
        ) : (
          <span className={cx(pill, tone.neutral)}>
            <Icon name="clock" size={14} />
            Çalışma saatleri
          </span>
        )}
      </p>
    );
  }

  if (isOpen && !hasOpeningHours(hours)) {
    return (
      <p className={cx(rowClass, className)} data-open-status="unknown">
        <span className={cx(pill, tone.neutral)}>
          <Icon name="clock" size={14} />
          Çalışma saatleri belirtilmemiş
        </span>
      </p>
    );
  }

  const onDuty = dutyUntil !== undefined && Date.parse(dutyUntil) > now.getTime();
  const duty: HoursOverride[] = onDuty
    ? [{ start: now.getTime() - 60_000, end: Date.parse(dutyUntil), open: true, label: 'Nöbetçi eczane' }]
    : [];
  const status = openStatus(hours, isOpen, now, [...overridesAround(specialHours, now), ...duty]);
  const state = status.open ? 'open' : isOpen ? 'closed' : 'temporarily-closed';
  const variant = status.open ? tone.open : isOpen ? tone.closed : tone.paused;
  return (
    <p className={cx(rowClass, className)} data-open-status={state}>
      {onDuty && (
        <span className={cx(pill, 'bg-brand-50 text-brand-700 ring-1 ring-brand-200 ring-inset')} data-on-duty>
          <Icon name="clock" size={14} />
          Nöbetçi
        </span>
      )}
      <span className={cx(pill, variant)}>
        <span
          aria-hidden="true"
          className={cx('size-2 rounded-full', status.open ? 'bg-success-600' : isOpen ? 'bg-danger-600' : 'bg-warning-600')}
        />
        <span data-open-label>{status.label}</span>
      </span>
      {status.next && (
        <span className="text-sm font-medium text-ink-muted" data-open-next>
          {status.next}
        </span>
      )}
    </p>
  );
}
