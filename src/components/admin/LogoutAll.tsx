/** "Tüm oturumlardan çıkış yap": ends this admin's sessions on every device (POST /api/auth/logout-all), then /login. */
import { useState } from 'react';
import { setSession } from '#stores/session.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass } from '#components/ui/classes.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import { adminFailToast } from './admin-toast.ts';
import { adminCall } from './moderation-api.ts';

export default function LogoutAll() {
  const [busy, setBusy] = useState(false);

  const logoutAll = async () => {
    setBusy(true);
    try {
      const res = await adminCall('/api/auth/logout-all', 'POST', {});
      if (!res.ok && res.status !== 401) {
        adminFailToast(res.body.message);
        setBusy(false);
        return;
      }
      setSession(null);
      notify({ title: copy.logoutAllDone, description: copy.logoutAllText });
      window.location.assign('/login');
    } catch {
      adminFailToast(copy.network);
      setBusy(false);
    }
  };

  return (
    <div className="pt-2">
      <button type="button" disabled={busy} onClick={() => void logoutAll()} className={buttonClass({ variant: 'destructive' })}>
        {copy.logoutAll}
      </button>
    </div>
  );
}
