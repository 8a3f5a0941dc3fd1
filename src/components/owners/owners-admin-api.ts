/**
 * The calls of the admin's "İşletme sahipleri" section (admin or moderator + second factor, checked and audited
 * on the server; setting a plan is an admin's only):
 *   GET  /api/admin/owners?status=                → AdminOwnerItem[]
 *   POST /api/admin/owners/:id/approve | reject | plan
 */
import { apiAnswer, type ApiAnswer } from '#lib/api-client.ts';
import type { OwnerRecord } from '#lib/contract/owners.ts';
import { notify } from '#components/toast/notify.ts';

export interface AdminOwnerItem extends OwnerRecord {
  accountEmail: string;
  claimBusinessName: string | null;
  claimHasOwner: boolean;
}

export const gateLost = (a: ApiAnswer<unknown>) => a.status === 401 || (a.status === 403 && a.body.secondFactorRequired === true);

export function fail(message?: string) {
  notify({ title: 'İşlem yapılamadı', description: message || 'Beklenmeyen bir hata oluştu.', variant: 'destructive' });
}

/** Posts one action on an application; a toast for its answer, `onDone` after a success. */
export async function ownerAction(
  id: number,
  path: string,
  body: unknown,
  ok: string,
  setBusy: (busy: boolean) => void,
  onDone: () => void,
  onGateLost: () => void,
): Promise<void> {
  setBusy(true);
  try {
    const res = await apiAnswer(`/api/admin/owners/${id}/${path}`, { method: 'POST', body });
    if (gateLost(res)) return onGateLost();
    if (!res.ok) return fail(res.body.errors ? Object.values(res.body.errors)[0] : res.body.message);
    notify({ title: ok });
    onDone();
  } catch {
    fail('Sunucuya ulaşılamadı.');
  } finally {
    setBusy(false);
  }
}
