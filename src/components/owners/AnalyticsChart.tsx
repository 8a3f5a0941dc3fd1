/**
 * The last 30 days as a line chart (recharts, loaded only by the dashboard's analytics tab). Decorative for
 * assistive technology: the same numbers are in the table beside it.
 */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDay } from '#lib/contract/owners.ts';
import { formatShortDate } from '#lib/format.ts';

const SERIES = [
  ['views', 'Görüntülenme', '#b4441c'],
  ['phoneClicks', 'Telefon', '#1d4ed8'],
  ['websiteClicks', 'Web sitesi', '#15803d'],
  ['directionsClicks', 'Yol tarifi', '#7c3aed'],
] as const;

export default function AnalyticsChart({ days }: { days: AnalyticsDay[] }) {
  const data = days.map((d) => ({ ...d, label: formatShortDate(`${d.date}T12:00:00+03:00`) }));
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7ded8" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          {SERIES.map(([key, name, color]) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={name}
              stroke={color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
