/** The error toast of the gate's own calls (the code check, "log out everywhere"). */
import { notify } from '#components/toast/notify.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';

export function adminFailToast(message?: unknown): void {
  notify({
    title: copy.errorTitle,
    description: typeof message === 'string' && message ? `${copy.failed} ${message}` : copy.failed,
    variant: 'destructive',
  });
}
