/** A listing change's fields, each before and after (the admin's change queue, ChangeQueue.tsx). */
import { FIELD_LABELS, showValue } from './owner-copy.ts';
import type { ChangeSetItem } from './use-change-queue.ts';

export default function ChangeTable({ change }: { change: Pick<ChangeSetItem, 'before' | 'after'> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Alan
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Önce
            </th>
            <th scope="col" className="py-2 font-semibold">
              Sonra
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(change.after).map((k) => (
            <tr key={k} className="border-b border-line align-top last:border-0">
              <th scope="row" className="py-2 pr-4 font-medium text-ink">
                {FIELD_LABELS[k] ?? k}
              </th>
              <td className="py-2 pr-4 break-words whitespace-pre-line text-ink-muted">{showValue(k, change.before[k])}</td>
              <td className="py-2 break-words whitespace-pre-line text-ink">{showValue(k, change.after[k])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
