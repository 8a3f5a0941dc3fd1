/**
 * Step 3 of /login, only for a new account (decision 027): "E-posta ile devam et" made it from the address
 * alone, so the person gives the name reviews and mails will show (PATCH /api/auth/session), or skips it
 * (the name then stays the one taken from the address).
 */
import type { RefObject, SubmitEvent } from 'react';
import { buttonClass, inputClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { LOGIN_COPY as copy } from './login-copy.ts';

export interface LoginNameStepProps {
  name: string;
  onName: (name: string) => void;
  error?: string | undefined;
  busy: boolean;
  onSubmit: () => void;
  onSkip: () => void;
  nameId: string;
  nameRef: RefObject<HTMLInputElement | null>;
}

export default function LoginNameStep({ name, onName, error, busy, onSubmit, onSkip, nameId, nameRef }: LoginNameStepProps) {
  const submit = (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    onSubmit();
  };
  return (
    <>
      <h2 className="text-xl font-semibold text-ink">{copy.nameTitle}</h2>
      <p className="mt-2 mb-5 text-ink-muted">{copy.nameIntro}</p>
      <form noValidate onSubmit={submit} className="space-y-5">
        <Field id={nameId} label={copy.name} required error={error}>
          {(control) => (
            <input
              ref={nameRef}
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={120}
              value={name}
              onChange={(ev) => onName(ev.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass({ size: 'lg', className: 'sm:flex-1' })}>
            {copy.nameSave}
          </button>
          <button type="button" disabled={busy} onClick={onSkip} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {copy.nameSkip}
          </button>
        </div>
      </form>
    </>
  );
}
