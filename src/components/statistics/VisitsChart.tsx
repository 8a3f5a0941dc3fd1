/** The last 7 days as a bar chart (recharts, loaded only by /analytics). The same numbers are in the table beside it. */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { STATS_COPY as copy } from './stats-copy.ts';

export interface ChartDay {
  label: string;
  visits: number;
  unique: number;
}

export default function VisitsChart({ days }: { days: ChartDay[] }) {
  return (
    <div className="h-64 w-full" role="img" aria-label={copy.chartLabel}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: '#57534e', fontSize: 12 }} tickLine={false} axisLine={{ stroke: '#d6d3d1' }} />
          <YAxis allowDecimals={false} tick={{ fill: '#57534e', fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: 'rgba(180,68,28,0.06)' }} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="visits" name={copy.table.visits} fill="#b4441c" radius={[4, 4, 0, 0]} />
          <Bar dataKey="unique" name={copy.table.unique} fill="#0f766e" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
