/**
 * The authenticator's 6-digit code, sent to `url` (POST {code}): the enrolment's /api/auth/totp/enable and
 * the check's /api/auth/totp/verify. A wrong code is shown beside the field, which is emptied and focused.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { totpCodeSchema } from '#lib/auth-schema.ts';
import { buttonClass } from '#components/ui/classes.ts';
import { CodeInput } from '#components/ui/form/CodeInput.tsx';
import { Field } from '#components/ui/form/Field.tsx';
import { ADMIN_COPY as copy } from './admin-copy.ts';
import { adminFailToast } from './admin-toast.ts';
import { adminCall } from './moderation-api.ts';

export interface TotpCodeFormProps {
  url: string;
  submitLabel: string;
  onDone: () => void;
  disabled?: boolean;
}

export default function TotpCodeForm({ url, submitLabel, onDone, disabled = false }: TotpCodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? copy.failed);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await adminCall(url, 'POST', parsed.data);
      if (res.ok) {
        onDone();
        return;
      }
      setError(res.body.errors?.code ?? String(res.body.message ?? copy.failed));
      setCode('');
      inputRef.current?.focus();
      adminFailToast(res.body.message);
    } catch {
      adminFailToast(copy.network);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 max-w-xs space-y-4">
      <Field id={`${id}-code`} label={copy.code} hint={copy.codeHint} error={error}>
        {(control) => (
          <CodeInput
            ref={inputRef}
            {...control}
            value={code}
            onChange={(digits) => {
              setCode(digits);
              setError(null);
            }}
          />
        )}
      </Field>
      <button type="submit" disabled={busy || disabled} aria-busy={busy} className={buttonClass({ block: true })}>
        {busy ? copy.sending : submitLabel}
      </button>
    </form>
  );
}
