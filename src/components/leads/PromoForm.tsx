/**
 * The free-advertising form (spec §5, §8; PD17), in the popup and inline on /ucretsiz-reklam (PD24):
 * e-mail required ('Lütfen geçerli bir e-posta adresi girin'), business name optional, an unticked consent box
 * for commercial e-mail with its text (Law 6563) and a link to the privacy notice; 'Gönderiliyor...' while
 * sending; toast 'Harika!' on success (then `onSent`), 'Hata' on failure. POST /api/promotional-leads.
 *
 *   <PromoForm idPrefix="promo" onSent={() => …} />
 */
import { useState, type FormEvent } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { LEAD_CONSENT_TEXT, LEAD_CONSENT_VERSION } from '#lib/promo.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, checkboxClass, cx, fieldErrorClass, inputClass, linkClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { PROMO_COPY as copy } from './promo-copy.ts';

export function PromoForm({ idPrefix = 'promo', onSent }: { idPrefix?: string; onSent?: () => void }) {
  const [email, setEmail] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    // The schema (and zod) load only when the form is sent, not with the popup's page.
    const { promoLeadSchema } = await import('#lib/contract/statistics.ts');
    const parsed = promoLeadSchema.safeParse({ email, businessName, consent: consent || undefined, consentVersion: LEAD_CONSENT_VERSION });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(next.email ? id('email') : id('consent'))?.focus();
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
      setEmail('');
      setBusinessName('');
      setConsent(false);
      onSent?.();
    } catch {
      notify({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="space-y-4" noValidate onSubmit={onSubmit}>
      <Field id={id('email')} label={copy.email} required error={errors.email ?? null}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            className={inputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field id={id('business')} label={copy.businessName} optional={copy.optional} error={errors.businessName ?? null}>
        {(control) => (
          <input
            {...control}
            type="text"
            name="businessName"
            autoComplete="organization"
            className={inputClass}
            value={businessName}
            onChange={(e) => setBusinessName(e.target.value)}
          />
        )}
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={id('consent')}
            type="checkbox"
            name="consent"
            className={cx(checkboxClass, 'mt-0.5')}
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? id('consent-error') : undefined}
          />
          <div className="text-sm text-ink-muted">
            <label htmlFor={id('consent')}>{LEAD_CONSENT_TEXT}</label>{' '}
            <a href="/privacy#amaclar-hukuki-sebepler" className={linkClass} target="_blank" rel="noopener">
              {copy.consentLink}
            </a>
          </div>
        </div>
        {errors.consent && (
          <p id={id('consent-error')} className={fieldErrorClass}>
            {errors.consent}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={buttonClass({ variant: 'highlight', size: 'lg', block: true })}
        disabled={sending}
        aria-disabled={sending || undefined}
      >
        {sending ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
