/**
 * The week's opening hours, Pazartesi to Pazar, with today's row highlighted ("Bugün") once the browser
 * knows the date in Istanbul. Server-rendered complete (works without JavaScript); as an island
 * (`client:visible`) it only adds the highlight.
 */
import type { OpeningHours } from '#lib/hours.ts';
import { hoursRows, istanbulWeekday } from '#lib/hours.ts';
import { specialHoursNotes, type SpecialHours } from '#lib/special-hours.ts';
import { badgeClass, cx } from '#components/ui/classes.ts';
import { useNow } from './useNow.ts';

interface Props {
  hours: OpeningHours;
  /** Special days and holiday hours (decision 025): this week's are said above the table. */
  specialHours?: SpecialHours | null;
  /** Accessible name of the table (the card's heading text). */
  label?: string;
  className?: string;
}

export default function OpeningHoursTable({ hours, specialHours, label = 'Çalışma saatleri', className }: Props) {
  const now = useNow();
  const today = now ? istanbulWeekday(now) : null;
  const rows = hoursRows(hours);
  const notes = now ? specialHoursNotes(specialHours, now) : [];
  return (
    <>
      {notes.length > 0 && (
        <ul
          className="mb-3 flex flex-col gap-1 rounded-control bg-warning-50 px-3 py-2 text-sm font-medium text-warning-700"
          data-special-hours
        >
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <table className={cx('w-full text-sm', className)} aria-label={label}>
        <tbody>
          {rows.map((r) => {
            const isToday = r.day === today;
            return (
              <tr
                key={r.day}
                data-day={r.day}
                data-today={isToday ? 'true' : undefined}
                aria-current={isToday ? 'date' : undefined}
                className={cx('border-b border-line last:border-b-0', isToday && 'bg-brand-50')}
              >
                <th scope="row" className={cx('py-2.5 pr-3 pl-2 text-left align-top font-medium', isToday ? 'text-ink' : 'text-ink-muted')}>
                  <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                    {r.name}
                    {isToday && <span className={badgeClass('brand')}>Bugün</span>}
                  </span>
                </th>
                <td
                  className={cx(
                    'py-2.5 pr-2 text-right align-top tabular-nums',
                    r.closed ? 'text-ink-subtle' : 'text-ink',
                    isToday && 'font-semibold',
                  )}
                >
                  {r.text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
