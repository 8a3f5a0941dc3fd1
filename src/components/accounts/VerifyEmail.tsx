/**
 * The /verify-email island (spec §2 "Verify e-mail", §4: no token, checking, failed, verified). Reads
 * `?token=` and sends it once to POST /api/verify-email; the link works once (PD9), so the token is
 * removed from the address bar after the answer and a reload does not spend it again.
 *  - no token: 'Geçersiz doğrulama bağlantısı' and a link home;
 *  - failed: 'Doğrulama başarısız', why (expired or invalid), "Yeniden başvur" (/add-business) and home;
 *  - verified: the server's message, what happens next (admin review in 1–3 working days, the result by
 *    e-mail, check spam) and links;
 *  - already (the link opened again, decision 018): 'E-posta adresiniz zaten doğrulandı' and where the listing or
 *    the owner application stands (in review, published, not approved), with the link that fits; never
 *    'Doğrulama başarısız' or 'Yeniden başvur' for a submission that is in review.
 */
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { useVerifyEmail } from './use-verify-email.ts';
import { VERIFY_COPY } from './verify-copy.ts';

export default function VerifyEmail() {
  const { state, headingRef } = useVerifyEmail();
  const c = VERIFY_COPY;
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink focus:outline-none">
      {text}
    </h2>
  );

  switch (state.kind) {
    case 'checking':
      return (
        <div className={cx(cardClass, 'p-6 text-center sm:p-8')} role="status" aria-live="polite" aria-busy="true">
          <span
            className="mx-auto block size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
            aria-hidden="true"
          />
          <p className="mt-4 text-lg font-semibold text-ink">{c.checking}</p>
          <p className="mt-1 text-ink-muted">{c.checkingText}</p>
        </div>
      );
    case 'none':
      return (
        <div className={cx(cardClass, 'p-6 text-center sm:p-8')}>
          <Icon name="alert-triangle" size={40} className="mx-auto text-warning-700" />
          {heading(c.noTokenTitle)}
          <p className="mt-2 text-ink-muted">{c.noTokenText}</p>
          <a href="/" className={cx(buttonClass(), 'mt-6')}>
            {c.home}
          </a>
        </div>
      );
    case 'failed':
      return (
        <div className={cx(cardClass, 'p-6 text-center sm:p-8')}>
          <Icon name="x" size={40} className="mx-auto text-danger-700" />
          {heading(c.failedTitle)}
          {state.message && <p className="mt-2 font-medium text-ink">{state.message}</p>}
          <p className="mt-2 text-ink-muted">{c.failedText}</p>
          <p className="mt-1 text-ink-muted">{c.failedHint}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="/add-business" className={buttonClass()}>
              {c.reapply}
            </a>
            <a href="/" className={buttonClass({ variant: 'secondary' })}>
              {c.home}
            </a>
          </div>
        </div>
      );
    case 'already':
      return (
        <div className={cx(cardClass, 'p-6 text-center sm:p-8')}>
          <Icon name="check-circle" size={40} className="mx-auto text-success-700" />
          {heading(c.alreadyTitle)}
          <p className="mt-2 text-ink" role="status">
            {state.message}
          </p>
          <p className="mt-1 font-semibold text-ink">{state.owner ? c.application(state.name) : c.business(state.name)}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            {state.review === 'approved' && !state.owner && state.businessId !== undefined && (
              <a href={`/business/${state.businessId}`} className={buttonClass()}>
                {c.viewBusiness}
              </a>
            )}
            {state.review === 'approved' && state.owner && (
              <a href="/business-owner-dashboard" className={buttonClass()}>
                {c.dashboard}
              </a>
            )}
            <a href="/" className={buttonClass({ variant: state.review === 'approved' ? 'secondary' : 'primary' })}>
              {c.home}
            </a>
          </div>
        </div>
      );
    case 'verified':
      return (
        <div className={cx(cardClass, 'p-6 sm:p-8')}>
          <div className="text-center">
            <Icon name="check-circle" size={40} className="mx-auto text-success-700" />
            {heading(c.successTitle)}
            <p className="mt-2 text-ink" role="status">
              {state.message}
            </p>
            {state.name && <p className="mt-1 font-semibold text-ink">{c.business(state.name)}</p>}
          </div>
          <h3 className="mt-8 text-lg font-bold text-ink">{c.nextTitle}</h3>
          <ol className="mt-3 space-y-3">
            {(state.owner ? c.ownerSteps : c.steps).map((s, i) => (
              <li key={s.title} className="flex gap-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold text-ink">{s.title}</p>
                  <p className="text-sm text-ink-muted">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 rounded-card bg-surface-muted p-4 text-ink">
            <Icon name="clock" size={18} className="mr-2 inline-block align-text-bottom text-ink-muted" />
            {c.reviewTime}
          </p>
          <p className="mt-3 text-sm text-ink-muted">
            <Icon name="mail" size={16} className="mr-2 inline-block align-text-bottom" />
            {c.spam}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a href="/" className={buttonClass()}>
              {c.home}
            </a>
            {state.owner ? (
              <a href="/business-owner-dashboard" className={buttonClass({ variant: 'secondary' })}>
                {c.dashboard}
              </a>
            ) : (
              <a href="/add-business" className={buttonClass({ variant: 'secondary' })}>
                {c.addAnother}
              </a>
            )}
          </div>
        </div>
      );
  }
}
