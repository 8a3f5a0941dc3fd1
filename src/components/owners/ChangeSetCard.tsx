/** One listing change in the admin's queue (ChangeQueue.tsx): its fields before and after, approve, or reject with a reason. */
import { useState } from 'react';
import { formatDateTime } from '#lib/format.ts';
import { buttonClass, cardClass, cx, inputClass, linkClass } from '#components/ui/classes.ts';
import ChangeTable from './ChangeTable.tsx';
import type { ChangeSetItem } from './use-change-queue.ts';

interface Props {
  c: ChangeSetItem;
  act: (url: string, body: unknown, ok: string) => Promise<unknown>;
}

export default function ChangeSetCard({ c, act }: Props) {
  const [reason, setReason] = useState('');
  return (
    <li className={cx(cardClass, 'p-5')}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-ink">
          <a href={`/business/${c.businessId}`} className={linkClass} target="_blank" rel="noopener">
            {c.businessName}
          </a>
        </h3>
        <p className="text-sm text-ink-muted">
          {c.source === 'suggestion' ? 'Kabul edilen öneri' : 'Sahibin düzenlemesi'} · {formatDateTime(c.createdAt)}
        </p>
      </div>
      <div className="mt-3">
        <ChangeTable change={c} />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <button
          type="button"
          className={buttonClass({ size: 'sm' })}
          onClick={() => void act(`/api/admin/owner-changes/${c.id}/approve`, {}, 'Değişiklik yayınlandı')}
        >
          Onayla ve yayınla
        </button>
        <label htmlFor={`cq-r-${c.id}`} className="sr-only">
          Ret nedeni
        </label>
        <input
          id={`cq-r-${c.id}`}
          type="text"
          placeholder="Ret nedeni"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={cx(inputClass, 'max-w-sm')}
        />
        <button
          type="button"
          className={buttonClass({ size: 'sm', variant: 'secondary' })}
          onClick={() => void act(`/api/admin/owner-changes/${c.id}/reject`, { reason }, 'Değişiklik reddedildi')}
        >
          Reddet
        </button>
      </div>
    </li>
  );
}
