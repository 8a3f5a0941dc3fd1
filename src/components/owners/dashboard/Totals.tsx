/** The four totals of the last 30 days (zero until the numbers are there, and for an ownership not yet live). */
import type { AnalyticsAnswer } from '#lib/contract/owners.ts';
import { formatNumber } from '#lib/format.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { cardClass, cx } from '#components/ui/classes.ts';

const TOTALS = [
  ['views', 'Görüntülenme', 'star'],
  ['phoneClicks', 'Telefon araması', 'phone'],
  ['websiteClicks', 'Web sitesi tıklaması', 'globe'],
  ['directionsClicks', 'Yol tarifi', 'map-pin'],
] as const;

export function Totals({ stats }: { stats: AnalyticsAnswer | null }) {
  const totals = stats?.totals ?? { views: 0, phoneClicks: 0, websiteClicks: 0, directionsClicks: 0 };
  return (
    <section aria-labelledby="od-totals">
      <h2 id="od-totals" className="mb-3 text-sm font-semibold text-ink-muted">
        Son 30 günün toplamları
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {TOTALS.map(([key, label, icon]) => (
          <li key={key} className={cx(cardClass, 'p-4')}>
            <Icon name={icon} size={20} className="text-brand-700" />
            <p className="mt-2 text-2xl font-bold text-ink tabular-nums">{formatNumber(totals[key])}</p>
            <p className="text-sm text-ink-muted">{label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
