/** After sending: the answer's message and what happens next (e-mail check, document review, approval). */
import type { Ref } from 'react';
import type { RegistrationAnswer } from '#lib/contract/owners.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';

const NEXT_STEPS = [
  ['E-posta doğrulaması', 'Gönderdiğimiz bağlantıyı 24 saat içinde açarak e-posta adresinizi doğrulayın.'],
  ['Belge incelemesi', 'Ekibimiz yüklediğiniz belgeleri inceler; gerekirse sizinle iletişime geçer.'],
  ['Onay', 'Onaylandığınızda işletmeniz hesabınıza bağlanır ve yönetim paneliniz açılır. İnceleme 1–3 iş günü sürer.'],
] as const;

export default function RegisterDone({ answer, headingRef }: { answer: RegistrationAnswer; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className={cx(cardClass, 'p-6 sm:p-8')}>
      <div className="text-center">
        <Icon name="check-circle" size={40} className="mx-auto text-success-700" />
        <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink focus:outline-none">
          Başvurunuz alındı
        </h2>
        <p className="mt-2 text-ink" role="status">
          {answer.message}
        </p>
      </div>
      <h3 className="mt-8 text-lg font-bold text-ink">Bundan sonra ne olacak?</h3>
      <ol className="mt-3 space-y-3">
        {NEXT_STEPS.filter(([title]) => answer.owner.status === 'email_pending' || title !== 'E-posta doğrulaması').map(
          ([title, text], i) => (
            <li key={title} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-ink">{title}</p>
                <p className="text-sm text-ink-muted">{text}</p>
              </div>
            </li>
          ),
        )}
      </ol>
      {answer.owner.status === 'email_pending' && (
        <p className="mt-4 text-sm text-ink-muted">E-postamız gelen kutunuzda görünmezse gereksiz (spam) klasörünü kontrol edin.</p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonClass()}>
          Ana sayfaya dön
        </a>
        <a href="/business-owner-dashboard" className={buttonClass({ variant: 'secondary' })}>
          Yönetim paneli
        </a>
      </div>
    </div>
  );
}
