/**
 * The header's account corner (client:idle): 'Giriş yap' for visitors, or the person's name with a small
 * disclosure menu (Favorilerim, Hesabım, İşletme panelim for owners, Yönetim for admins, Çıkış yap).
 * Reads the shared $session store, which asks GET /api/auth/session once per page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useSession, loadSession, logout, type SessionUser } from '#stores/session.ts';
import { isStaff } from '#lib/contract/session.ts';
import { SHELL_COPY } from '#lib/site.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonBase, buttonVariants, cx, skeletonClass } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import { useHydrated } from '#stores/use-hydrated-store.ts';

const copy = SHELL_COPY.account;

export default function AccountMenu() {
  const session = useSession();
  // false while the island hydrates the server HTML (the skeleton), true afterwards: no hydration mismatch
  // when another island filled the session store first.
  const hydrated = useHydrated();

  useEffect(() => {
    void loadSession();
  }, []);

  if (!hydrated || session.status === 'loading') {
    return <span className={cx(skeletonClass, 'block h-10 w-10 min-[360px]:w-28 lg:h-11')} aria-hidden="true" />;
  }
  if (!session.user) {
    return (
      <a
        href="/login"
        className={cx(
          buttonBase,
          buttonVariants.secondary,
          'h-10 px-3 text-sm whitespace-nowrap max-[359px]:w-10 max-[359px]:px-0 lg:h-11 lg:px-4',
        )}
      >
        <Icon name="user" size={18} />
        {/* On the narrowest phones only the icon shows; the name stays for screen readers. */}
        <span className="max-[359px]:sr-only">{copy.login}</span>
      </a>
    );
  }
  return <UserMenu user={session.user} />;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('tr-TR');
}

function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      setBusy(false);
      notify({ title: copy.logoutFailedTitle, description: copy.logoutFailedText, variant: 'destructive' });
    }
  };

  const itemClass =
    'flex w-full items-center gap-3 rounded-control px-3 py-2.5 text-left text-sm font-medium text-ink hover:bg-surface-sunken disabled:opacity-60';

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={copy.menuLabel(user.name)}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 items-center gap-2 rounded-full border border-line-strong bg-surface py-1 pr-2 pl-1 text-sm font-semibold text-ink shadow-xs hover:bg-surface-muted"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="hidden max-w-[9rem] truncate md:inline">{user.name}</span>
        <Icon name="chevron-down" size={16} className={cx('text-ink-subtle transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-card border border-line bg-surface p-2 shadow-raised"
      >
        <div className="border-b border-line px-3 pt-1 pb-3">
          <p className="truncate font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-ink-subtle">{user.email}</p>
        </div>
        <ul className="mt-2 space-y-0.5">
          <li>
            <a href="/favorites" className={itemClass}>
              <Icon name="heart" size={18} className="text-ink-subtle" />
              {copy.favorites}
            </a>
          </li>
          <li>
            <a href="/hesabim" className={itemClass}>
              <Icon name="user" size={18} className="text-ink-subtle" />
              {copy.account}
            </a>
          </li>
          {user.role === 'owner' && (
            <li>
              <a href="/business-owner-dashboard" className={itemClass}>
                <Icon name="store" size={18} className="text-ink-subtle" />
                {copy.dashboard}
              </a>
            </li>
          )}
          {isStaff(user.role) && (
            <li>
              <a href="/admin" className={itemClass}>
                <Icon name="shield-check" size={18} className="text-ink-subtle" />
                {copy.admin}
              </a>
            </li>
          )}
          <li className="mt-1 border-t border-line pt-1">
            <button type="button" onClick={onLogout} disabled={busy} className={itemClass}>
              <Icon name="log-out" size={18} className="text-ink-subtle" />
              {busy ? copy.loggingOut : copy.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
