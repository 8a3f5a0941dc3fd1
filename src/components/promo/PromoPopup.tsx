/**
 * The free-advertising popup (spec §1, §4, §5, §8, §9; PD17), mounted once by Base.astro:
 *  - opens 5 s after the page loads, on public pages only (not admin, login or pages with their own form),
 *    unless this browser holds the 'submitted' or 'closed' flag, and never while the cookie banner is open
 *    (the 5 s start once it is closed);
 *  - a modal <dialog>: focus moves in and stays in (the page behind is inert), Esc and "Kapat" close it and
 *    store 'closed', focus returns to where it was;
 *  - e-mail required ('Lütfen geçerli bir e-posta adresi girin'), business name optional, an unticked consent
 *    box for commercial e-mail with its text (Law 6563) and a link to the privacy notice;
 *  - 'Gönderiliyor...' while sending; 'Harika!' on success (closes, stores 'submitted'); 'Hata' on failure.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { PROMO_STORAGE_KEY } from '#lib/consent.ts';
import { LEAD_CONSENT_TEXT, LEAD_CONSENT_VERSION, PROMO_DELAY_MS, PROMO_OFFER, promoAllowedOn } from '#lib/promo.ts';
import { formatMoney } from '#lib/format.ts';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, checkboxClass, cx, fieldErrorClass, inputClass, linkClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { $consentPanel, initConsent } from '#components/consent/consent-store.ts';
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
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => initConsent(), []);

  // 5 s on the page with no banner over it, unless the flag is set.
  useEffect(() => {
    if (done || open || panel !== 'closed') return;
    if (readFlag() === 'submitted' || readFlag() === 'closed' || !promoAllowedOn(location.pathname)) return;
    const timer = setTimeout(() => setOpen(true), PROMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [panel, open, done]);

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

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    // The schema (and zod) load only when the form is sent, not with the popup on every page.
    const { promoLeadSchema } = await import('#lib/contract/statistics.ts');
    const parsed = promoLeadSchema.safeParse({ email, businessName, consent: consent || undefined, consentVersion: LEAD_CONSENT_VERSION });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(next.email ? 'promo-email' : 'promo-consent')?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await apiAnswer('/api/promotional-leads', {
        method: 'POST',
        body: { email: parsed.data.email, businessName: parsed.data.businessName, consent: true, consentVersion: LEAD_CONSENT_VERSION },
      });
      if (!res.ok) {
        if (res.body.errors) setErrors(res.body.errors);
        notify({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
        return;
      }
      notify({ title: copy.successTitle, description: copy.successText });
      finish('submitted');
    } catch {
      notify({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

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
          <form className="mt-5 space-y-4" noValidate onSubmit={onSubmit}>
            <Field id="promo-email" label={copy.email} required error={errors.email ?? null}>
              {(control) => (
                <input {...control} type="email" name="email" autoComplete="email" inputMode="email" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} />
              )}
            </Field>
            <Field id="promo-business" label={copy.businessName} optional={copy.optional} error={errors.businessName ?? null}>
              {(control) => <input {...control} type="text" name="businessName" autoComplete="organization" className={inputClass} value={businessName} onChange={(e) => setBusinessName(e.target.value)} />}
            </Field>
            <div>
              <div className="flex items-start gap-3">
                <input
                  id="promo-consent"
                  type="checkbox"
                  name="consent"
                  className={cx(checkboxClass, 'mt-0.5')}
                  checked={consent}
                  onChange={(e) => setConsent(e.target.checked)}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? 'promo-consent-error' : undefined}
                />
                <div className="text-sm text-ink-muted">
                  <label htmlFor="promo-consent">{LEAD_CONSENT_TEXT}</label>{' '}
                  <a href="/privacy#amaclar-hukuki-sebepler" className={linkClass} target="_blank" rel="noopener">
                    {copy.consentLink}
                  </a>
                </div>
              </div>
              {errors.consent && (
                <p id="promo-consent-error" className={fieldErrorClass}>
                  {errors.consent}
                </p>
              )}
            </div>
            <button type="submit" className={buttonClass({ variant: 'highlight', size: 'lg', block: true })} disabled={sending} aria-disabled={sending || undefined}>
              {sending ? copy.sending : copy.submit}
            </button>
          </form>
        </div>
      )}
    </dialog>
  );
}
