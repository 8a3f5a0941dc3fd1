/** The admin's second factor in a new session: the authenticator's current code. */
import { cardClass, cx } from '#components/ui/classes.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import TotpCodeForm from './TotpCodeForm.tsx';

export default function TotpCheck({ onDone }: { onDone: () => void }) {
  return (
    <div className={cx(cardClass, 'max-w-xl p-6')}>
      <h2 className="text-xl font-bold text-ink">{copy.verifyTitle}</h2>
      <p className="mt-2 text-ink-muted">{copy.verifyIntro}</p>
      <TotpCodeForm url="/api/auth/totp/verify" submitLabel={copy.verify} onDone={onDone} />
    </div>
  );
}
