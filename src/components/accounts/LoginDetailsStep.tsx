/**
 * Step 1 of /login: 'Giriş yap' (e-mail) or 'Hesap oluştur' (name, e-mail, optional phone), chosen with a
 * two-button switch. The parent owns the values, the errors and the request.
 */
import type { RefObject, SubmitEvent } from 'react';
import type { LoginMode } from '#lib/auth-schema.ts';
import { buttonClass, cx, inputClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { LOGIN_COPY as copy, type LoginErrors, type LoginValues } from './login-copy.ts';

export interface LoginDetailsStepProps {
  mode: LoginMode;
  onMode: (mode: LoginMode) => void;
  values: LoginValues;
  onChange: (field: keyof LoginValues, value: string) => void;
  errors: LoginErrors;
  busy: boolean;
  onSubmit: () => void;
  fieldId: (field: string) => string;
  refs: Record<keyof LoginValues, RefObject<HTMLInputElement | null>>;
}

export default function LoginDetailsStep({ mode, onMode, values, onChange, errors, busy, onSubmit, fieldId, refs }: LoginDetailsStepProps) {
  const submit = (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    onSubmit();
  };
  return (
    <>
      <div role="group" aria-label={copy.modeGroup} className="mb-6 grid grid-cols-2 gap-1 rounded-control bg-surface-sunken p-1">
        {(['login', 'signup'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => onMode(m)}
            className={cx(
              'h-10 rounded-control text-sm font-semibold transition-colors',
              mode === m ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {copy.modes[m]}
          </button>
        ))}
      </div>

      <p className="mb-5 text-ink-muted">{copy.intro[mode]}</p>

      <form noValidate onSubmit={submit} className="space-y-5">
        {mode === 'signup' && (
          <Field id={fieldId('name')} label={copy.name} required error={errors.name}>
            {(control) => (
              <input
                ref={refs.name}
                {...control}
                name="name"
                type="text"
                autoComplete="name"
                maxLength={120}
                value={values.name}
                onChange={(ev) => onChange('name', ev.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        )}

        <Field id={fieldId('email')} label={copy.email} required error={errors.email}>
          {(control) => (
            <input
              ref={refs.email}
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={values.email}
              onChange={(ev) => onChange('email', ev.target.value)}
              className={inputClass}
            />
          )}
        </Field>

        {mode === 'signup' && (
          <Field id={fieldId('phone')} label={copy.phone} optional={copy.optional} hint={copy.phoneHint} error={errors.phone}>
            {(control) => (
              <input
                ref={refs.phone}
                {...control}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={25}
                value={values.phone}
                onChange={(ev) => onChange('phone', ev.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        )}

        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass({ block: true, size: 'lg' })}>
          {busy ? copy.sending : copy.submit[mode]}
        </button>
      </form>
    </>
  );
}
