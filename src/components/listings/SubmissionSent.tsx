/** What the manual form becomes once a submission needs e-mail verification: "check your e-mail" and what happens next. */
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { LISTING_COPY } from './copy.ts';

const c = LISTING_COPY.sent;

export default function SubmissionSent({ email }: { email: string }) {
  return (
    <div className={cx(cardClass, 'p-6 sm:p-8')} role="status">
      <Icon name="mail" size={32} className="text-brand-600" />
      <h2 className="mt-3 text-2xl font-bold text-ink">{c.title}</h2>
      <p className="mt-2 text-ink">{c.text(email)}</p>
      <p className="mt-2 text-ink-muted">{c.next}</p>
      <p className="mt-2 text-ink-muted">{c.spam}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/" className={buttonClass()}>
          {c.home}
        </a>
        <a href="/add-business" className={buttonClass({ variant: 'secondary' })}>
          {c.another}
        </a>
      </div>
    </div>
  );
}
