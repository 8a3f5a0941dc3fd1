/**
 * The business queue's keyboard (use-queue-keys.ts): a approves the selected business from the status read (one
 * without a category is approved only with one chosen, an approved one not again), r opens its reason picker,
 * Enter its detail, Escape closes the detail, else the picker. Off while a detail is open.
 */
import { useMemo } from 'react';
import { notify } from '#components/toast/notify.ts';
import { adminCall, failToast, gateLost, type ModerationItem } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';
import { useQueueKeys } from '../use-queue-keys.ts';

interface Options {
  /** The queue's id prefix: row `${id}-row-${business}`. */
  id: string;
  items: ModerationItem[];
  openId: number | null;
  setOpenId: (id: number | null) => void;
  setRejectingId: (id: number | null) => void;
  reload: () => void;
  onGateLost: () => void;
}

export function useBusinessKeys({ id, items, openId, setOpenId, setRejectingId, reload, onGateLost }: Options) {
  /** The keyboard's a: this business approved from the status read; the list moves on. */
  const approveOne = async (b: ModerationItem) => {
    try {
      const res = await adminCall(`/api/admin/businesses/${b.id}/approve`, 'POST', { from: b.status });
      if (gateLost(res)) return onGateLost();
      if (!res.ok) return failToast(res.body.message);
      notify({ title: copy.approvedOne(b.name) });
      reload();
    } catch {
      failToast(copy.network);
    }
  };

  return useQueueKeys(
    useMemo(() => items.map((b) => ({ id: b.id, name: b.name })), [items]),
    (bid) => `${id}-row-${bid}`,
    {
      approve: (bid) => {
        const b = items.find((x) => x.id === bid);
        if (b && b.category !== null && b.status !== 'approved') void approveOne(b);
      },
      reject: (bid) => setRejectingId(bid),
      open: (bid) => setOpenId(bid),
      close: () => (openId !== null ? setOpenId(null) : setRejectingId(null)),
    },
    openId === null,
  );
}
