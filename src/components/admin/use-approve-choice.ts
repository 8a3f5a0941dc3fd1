/**
 * The approval CategoryChoice and DistrictChoice share: the business approved with the chosen values
 * (POST /api/admin/businesses/:id/approve), said in a toast; the server's field errors handed back, a lost
 * second factor reported.
 */
import { useState } from 'react';
import { notify } from '#components/toast/notify.ts';
import { adminCall, failToast, gateLost } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';

/**
 * `approve(body, onRefused)` approves the business with `body`; busy while it runs. A refusal hands the
 * server's field errors to `onRefused` and shows its message in a toast.
 */
export function useApproveChoice(opts: { businessId: number; businessName: string; onApproved: () => void; onGateLost: () => void }) {
  const [busy, setBusy] = useState(false);
  const approve = async (body: Record<string, string>, onRefused: (errors: Record<string, string>) => void) => {
    setBusy(true);
    try {
      const res = await adminCall(`/api/admin/businesses/${opts.businessId}/approve`, 'POST', body);
      if (gateLost(res)) return opts.onGateLost();
      if (!res.ok) {
        onRefused(res.body.errors ?? {});
        return failToast(res.body.message);
      }
      notify({ title: copy.approved, description: copy.approvedText(opts.businessName) });
      opts.onApproved();
    } catch {
      failToast(copy.network);
    } finally {
      setBusy(false);
    }
  };
  return { busy, approve };
}
