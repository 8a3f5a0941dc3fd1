/**
 * The admin's own menu item "Hesap ve güvenlik": who is signed in, and "Tüm oturumlardan çıkış yap" (only
 * here, not under every section).
 */
import { useEffect } from 'react';
import { $session, loadSession, SESSION_LOADING } from '#stores/session.ts';
import { useHydratedStore } from '#stores/use-hydrated-store.ts';
import { cardClass, cx } from '#components/ui/classes.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import LogoutAll from './LogoutAll.tsx';

export default function AccountSection() {
  const session = useHydratedStore($session, SESSION_LOADING);
  useEffect(() => {
    void loadSession();
  }, []);
  const user = session.user;
  return (
    <section className="space-y-4" aria-labelledby="admin-account-title">
      <h2 id="admin-account-title" className="text-xl font-bold text-ink">
        {copy.sections.account}
      </h2>
      <div className={cx(cardClass, 'space-y-2 p-5')}>
        {user && (
          <p className="break-words text-ink">
            {copy.account.signedIn}: <strong>{user.name || user.email}</strong>
            {user.name ? ` (${user.email})` : ''}
          </p>
        )}
        <p className="text-sm text-ink-muted">{copy.account.logoutAllText}</p>
        <LogoutAll />
      </div>
    </section>
  );
}
