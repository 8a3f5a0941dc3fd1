/**
 * POST /api/admin/bulk from the browser: the selected items of one queue approved or rejected, each in its own
 * locked transaction on the server; the summary toast says how many were decided and how many had been decided
 * (or changed) meanwhile.
 */
import type { BulkAnswer, BulkQueue } from '#lib/contract/admin.ts';
import { notify } from '#components/toast/notify.ts';
import { adminCall, gateLost } from './moderation-api.ts';
import { QUEUE_COPY as c, QUEUE_NOUNS } from './queue-copy.ts';

export interface BulkItem {
  id: number;
  /** The state read (a business's status, a review's version). */
  read?: string;
}

/** Decides the items; the answer, or null when the gate was lost or the call failed (a toast said why). */
export async function decideBulk(
  queue: BulkQueue,
  action: 'approve' | 'reject',
  items: BulkItem[],
  reason: string | null,
  onGateLost: () => void,
): Promise<BulkAnswer | null> {
  try {
    const res = await adminCall<BulkAnswer>('/api/admin/bulk', 'POST', { queue, action, items, ...(reason ? { reason } : {}) });
    if (gateLost(res)) {
      onGateLost();
      return null;
    }
    if (!res.ok) {
      notify({ title: c.failed, description: String(res.body.message ?? ''), variant: 'destructive' });
      return null;
    }
    const a = res.body;
    const notes = [
      a.conflicts ? c.conflicts(a.conflicts) : '',
      a.failed ? c.failedSome(a.failed, a.results.find((r) => r.outcome === 'failed')?.message) : '',
    ].filter(Boolean);
    notify({
      title: c.summary(a.done, QUEUE_NOUNS[queue].one, action === 'approve'),
      ...(notes.length ? { description: notes.join(' '), variant: a.done ? ('default' as const) : ('destructive' as const) } : {}),
    });
    return a;
  } catch {
    notify({ title: c.failed, description: c.network, variant: 'destructive' });
    return null;
  }
}
