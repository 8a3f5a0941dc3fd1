/**
 * Step 2 of /login: the 6-digit code from the e-mail (the e-mailed link works too, in this browser), with
 * "send again" and "change the e-mail address". The parent owns the code, the errors and the requests.
 */
import type { RefObject, SubmitEvent } from 'react';
import { buttonClass } from '#components/ui/classes.ts';
import { CodeInput } from '#components/ui/form/CodeInput.tsx';
import { Field } from '#components/ui/form/Field.tsx';
import { LOGIN_COPY as copy } from './login-copy.ts';

export interface LoginCodeStepProps {
  maskedEmail: string;
  code: string;
  onCode: (code: string) => void;
  error?: string;
  busy: boolean;
  onSubmit: () => void;
  onResend: () => void;
  onChangeEmail: () => void;
  codeId: string;
  codeRef: RefObject<HTMLInputElement | null>;
}

export default function LoginCodeStep({
  maskedEmail,
  code,
  onCode,
  error,
  busy,
  onSubmit,
  onResend,
  onChangeEmail,
  codeId,
  codeRef,
}: LoginCodeStepProps) {
  const submit = (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    onSubmit();
  };
  return (
    <>
      <h2 className="text-xl font-bold text-ink">{copy.codeTitle}</h2>
      <p className="mt-2 text-ink" role="status">
        {copy.codeSent(maskedEmail)}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{copy.linkToo}</p>

      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <Field id={codeId} label={copy.code} hint={copy.codeHint} error={error}>
          {(control) => <CodeInput ref={codeRef} {...control} value={code} onChange={onCode} />}
        </Field>

        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass({ block: true, size: 'lg' })}>
          {busy ? copy.verifying : copy.verify}
        </button>
      </form>

      <div className="mt-6 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <button type="button" disabled={busy} onClick={onResend} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          {copy.resend}
        </button>
        <button type="button" disabled={busy} onClick={onChangeEmail} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          {copy.changeEmail}
        </button>
      </div>
      <p className="mt-3 text-sm text-ink-subtle">{copy.spamHint}</p>
    </>
  );
}
