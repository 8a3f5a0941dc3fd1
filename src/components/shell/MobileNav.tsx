/**
 * The small-screen navigation (client:idle): a menu button that opens a side drawer, a modal <dialog>
 * (the rest of the page is inert; Tab stays inside; Escape or the backdrop closes it; focus returns to the
 * button). Hidden from lg up, where the header shows the links inline.
 */
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { FREE_AD_CTA, HEADER_ACTIONS, NAV_LINKS, SHELL_COPY, SITE } from '#lib/site.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';

interface Props {
  /** The current page path, to mark the current link (aria-current="page"). */
  currentPath?: string;
  /** Contact details rendered by the page (SITE_PHONE / SITE_EMAIL are read at build time). */
  contact: { phoneDisplay: string; phoneHref: string; email: string; emailHref: string };
}

const DIALOG_ID = 'mobile-nav';
const TITLE_ID = 'mobile-nav-title';

const isCurrent = (href: string, path: string) =>
  !href.includes('#') && (href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`));

export default function MobileNav({ currentPath = '', contact }: Props) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      buttonRef.current?.focus();
    };
    dialog.addEventListener('close', onClose);
    // Leaving the small-screen layout with the drawer open: close it.
    const mq = window.matchMedia('(min-width: 64rem)');
    const onChange = () => {
      if (mq.matches && dialog.open) dialog.close();
    };
    mq.addEventListener('change', onChange);
    return () => {
      dialog.removeEventListener('close', onClose);
      mq.removeEventListener('change', onChange);
    };
  }, []);

  const show = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
  };
  const hide = () => dialogRef.current?.close();

  // Clicks on the backdrop land on the <dialog> itself (its content fills the panel).
  const onDialogClick = (e: ReactMouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) hide();
  };

  // Keep Tab inside the panel (a modal dialog would otherwise let focus reach the browser's toolbar).
  const onKeyDown = (e: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const focusables = Array.from(
      e.currentTarget.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    );
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const linkClass = (active: boolean) =>
    cx(
      'flex items-center gap-3 rounded-control px-3 py-3 text-base font-medium transition-colors',
      active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-surface-sunken',
    );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        aria-label={SHELL_COPY.openMenu}
        className={buttonClass({ variant: 'ghost', size: 'icon' })}
      >
        <Icon name="menu" size={24} />
      </button>
      <dialog ref={dialogRef} id={DIALOG_ID} aria-labelledby={TITLE_ID} className="drawer" onClick={onDialogClick} onKeyDown={onKeyDown}>
        <div className="flex h-full flex-col">
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-line pr-2 pl-4">
            <p id={TITLE_ID} className="text-lg font-bold text-ink">
              {SITE.name}
              <span className="sr-only"> – {SHELL_COPY.menuTitle}</span>
            </p>
            <button
              type="button"
              onClick={hide}
              aria-label={SHELL_COPY.closeMenu}
              className={buttonClass({ variant: 'ghost', size: 'icon' })}
            >
              <Icon name="x" size={22} />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <nav aria-label={SHELL_COPY.mainNavLabel}>
              <ul className="space-y-1">
                {NAV_LINKS.map((l) => {
                  const active = isCurrent(l.href, currentPath);
                  return (
                    <li key={l.href}>
                      <a href={l.href} onClick={hide} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                        {l.icon && <Icon name={l.icon} size={20} className={active ? 'text-brand-700' : 'text-ink-subtle'} />}
                        {l.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="mt-4 border-t border-line pt-4">
              <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase">İşletmeler için</p>
              <ul className="space-y-1">
                {HEADER_ACTIONS.map((l) => {
                  const active = isCurrent(l.href, currentPath);
                  return (
                    <li key={l.href}>
                      <a href={l.href} onClick={hide} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                        {l.icon && <Icon name={l.icon} size={20} className={active ? 'text-brand-700' : 'text-ink-subtle'} />}
                        {l.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
            <a
              href={FREE_AD_CTA.href}
              onClick={hide}
              className={buttonClass({ variant: 'highlight', size: 'lg', block: true, className: 'mt-5' })}
            >
              <Icon name="megaphone" size={20} />
              {FREE_AD_CTA.label}
            </a>
            <p className="mt-2 text-center text-sm text-ink-subtle">{FREE_AD_CTA.note}</p>
          </div>
          <div className="shrink-0 border-t border-line px-4 py-4 text-sm">
            <a href={contact.phoneHref} className="flex items-center gap-2 py-1.5 font-medium text-ink hover:text-brand-700">
              <Icon name="phone" size={16} className="text-ink-subtle" />
              {contact.phoneDisplay}
            </a>
            <a href={contact.emailHref} className="flex items-center gap-2 py-1.5 font-medium break-all text-ink hover:text-brand-700">
              <Icon name="mail" size={16} className="text-ink-subtle" />
              {contact.email}
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
