/**
 * The queue counts beside the admin menu's items (GET /api/admin/counts): asked when the admin screen opens,
 * when the section changes and after every successful write of any section (`onApiWrite`), so a decision
 * taken anywhere updates the menu. Calls that overlap collapse into one more call after the running one.
 */
import { atom } from 'nanostores';
import { apiAnswer } from '#lib/api-client.ts';
import type { QueueCounts } from '#lib/contract/admin.ts';

export const $adminCounts = atom<QueueCounts | null>(null);

let running: Promise<void> | null = null;
let again = false;

export function refreshAdminCounts(): void {
  if (running) {
    again = true;
    return;
  }
  running = apiAnswer<QueueCounts>('/api/admin/counts')
    .then((res) => {
      if (res.ok) $adminCounts.set(res.body);
    })
    .catch(() => undefined)
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        refreshAdminCounts();
      }
    });
}
