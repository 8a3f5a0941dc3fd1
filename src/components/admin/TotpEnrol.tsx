/**
 * The admin's first visit: set up an authenticator (the QR code, the secret in groups for typing by hand,
 * a code to confirm it). GET /api/auth/totp answers the secret until it is enabled.
 */
import { cardClass, cx, labelClass, skeletonClass } from '#components/ui/classes.ts';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import TotpCodeForm from './TotpCodeForm.tsx';

/** GET /api/auth/totp. */
export interface Enrolment {
  enabled: boolean;
  secret?: string;
  secretGroups?: string;
  uri?: string;
  qrSvg?: string;
}

/** base64 of an ASCII/UTF-8 string, for a data: URL. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export default function TotpEnrol({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  return (
    <div className={cx(cardClass, 'max-w-2xl p-6')}>
      <h2 className="text-xl font-bold text-ink">{copy.enrolTitle}</h2>
      <p className="mt-2 text-ink-muted">{copy.enrolIntro}</p>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-ink">
        {copy.enrolSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      {enrolment.qrSvg ? (
        <div className="mt-6 flex flex-col items-start gap-6 sm:flex-row">
          <img
            src={`data:image/svg+xml;base64,${base64(enrolment.qrSvg)}`}
            alt={copy.qrAlt}
            width={200}
            height={200}
            className="rounded-control border border-line bg-white p-2"
          />
          <div>
            <p className={labelClass}>{copy.manualKey}</p>
            <p className="font-mono text-lg tracking-wider break-all text-ink select-all">{enrolment.secretGroups ?? enrolment.secret}</p>
          </div>
        </div>
      ) : (
        <div className={cx(skeletonClass, 'mt-6 size-[200px]')} aria-hidden="true" />
      )}
      <TotpCodeForm url="/api/auth/totp/enable" submitLabel={copy.enable} onDone={onDone} disabled={!enrolment.qrSvg} />
    </div>
  );
}
