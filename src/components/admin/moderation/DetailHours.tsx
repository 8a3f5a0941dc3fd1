/** The detail's opening hours: one row a weekday, 'Kapalı' days muted. */
import { hoursRows } from '#lib/hours.ts';
import { cardClass, cx } from '#components/ui/classes.ts';
import type { ModerationDetail } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

export default function DetailHours({ uid, hours }: { uid: string; hours: ModerationDetail['hours'] }) {
  return (
    <section className={cx(cardClass, 'p-5')} aria-labelledby={`${uid}-hours`}>
      <h3 id={`${uid}-hours`} className="font-bold text-ink">
        {copy.detail.hours}
      </h3>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {hoursRows(hours ?? {}).map((r) => (
            <tr key={r.day} className="border-b border-line last:border-0">
              <th scope="row" className="py-1.5 pr-3 text-left font-medium text-ink">
                {r.name}
              </th>
              <td className={cx('py-1.5 tabular-nums', r.closed ? 'text-ink-muted' : 'text-ink')}>{r.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
