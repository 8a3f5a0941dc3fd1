/**
 * The free-advertising popup (spec §1, §4, §5, §8, §9; PD17), mounted by Base.astro on the pages where someone
 * says they own a business (promoAllowedOn, PD24):
 *  - opens 5 s after the page loads, only there (never over a visitor's home, search, map or business page) and
 *    never for a logged-in owner or admin (promoShownTo), unless this browser holds the 'submitted' or 'closed'
 *    flag, and never while the cookie banner is open (the 5 s start once it is closed). The offer's own page
 *    (/ucretsiz-reklam, the "1 ay ücretsiz reklam" button) shows the same form whatever the flag says;
 *  - a modal <dialog>: focus moves in and stays in (the page behind is inert), Esc and "Kapat" close it and
 *    store 'closed', focus returns to where it was;
 *  - the form is PromoForm; on success the popup closes and stores 'submitted'.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { PROMO_STORAGE_KEY } from '#lib/consent.ts';
import { PROMO_DELAY_MS, PROMO_OFFER, promoAllowedOn, promoShownTo } from '#lib/promo.ts';
import { formatMoney } from '#lib/format.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass } from '#components/ui/classes.ts';
import { $consentPanel, initConsent } from '#components/consent/consent-store.ts';
import { loadSession, useSession } from '#stores/session.ts';
import { PromoForm } from './PromoForm.tsx';
import { PROMO_COPY as copy } from './promo-copy.ts';

type Flag = 'submitted' | 'closed';

function readFlag(): string | null {
  try {
    return localStorage.getItem(PROMO_STORAGE_KEY);
  } catch {
    return null;
  }
}
function storeFlag(flag: Flag) {
  try {
    localStorage.setItem(PROMO_STORAGE_KEY, flag);
  } catch {
    /* private mode: shown again next time */
  }
}

export default function PromoPopup({ valueLira = PROMO_OFFER.valueLira }: { valueLira?: number }) {
  const panel = useStore($consentPanel);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => initConsent(), []);
  useEffect(() => {
    void loadSession();
  }, []);

  // 5 s on the page with no banner over it, once the session says who this is, unless the flag is set.
  const role = session.status === 'ready' ? (session.user?.role ?? null) : undefined;
  useEffect(() => {
    if (done || open || panel !== 'closed' || role === undefined || !promoShownTo(role)) return;
    if (readFlag() === 'submitted' || readFlag() === 'closed' || !promoAllowedOn(location.pathname)) return;
    const timer = setTimeout(() => setOpen(true), PROMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [panel, open, done, role]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const finish = (flag: Flag) => {
    storeFlag(flag);
    setDone(true);
    setOpen(false);
    const back = returnTo.current;
    if (back instanceof HTMLElement && back !== document.body) back.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={open ? 'promo-title' : undefined}
      aria-describedby={open ? 'promo-text' : undefined}
      onCancel={(e) => {
        e.preventDefault();
        finish('closed');
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-panel bg-surface p-0 text-ink shadow-xl backdrop:bg-night/60"
    >
      {open && (
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'absolute top-2 right-2' })}
            aria-label={copy.close}
            onClick={() => finish('closed')}
          >
            <Icon name="x" />
          </button>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-highlight-100 px-3 py-1 text-xs font-semibold text-ink">
            <Icon name="megaphone" size={14} /> {PROMO_OFFER.days} gün
          </p>
          <h2 id="promo-title" className="mt-3 pr-8 text-2xl font-bold tracking-tight">
            {copy.title}
          </h2>
          <p id="promo-text" className="mt-2 text-ink-muted">
            {copy.text}
          </p>
          <dl className="mt-4 flex gap-6">
            <div>
              <dt className="text-sm text-ink-subtle">{copy.value}</dt>
              <dd className="text-lg font-semibold text-ink-muted line-through">{formatMoney(valueLira)}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-subtle">{copy.today}</dt>
              <dd className="text-lg font-bold text-brand-700">{formatMoney(PROMO_OFFER.todayLira)}</dd>
            </div>
          </dl>
          <div className="mt-5">
            <PromoForm idPrefix="promo" onSent={() => finish('submitted')} />
          </div>
        </div>
      )}
    </dialog>
  );
}
