/**
 * The login / sign-up island (client:load) for /login. Passwordless (PD4):
 *  step 1 (LoginDetailsStep): 'Giriş yap' (e-mail) or 'Hesap oluştur' (name, e-mail, optional phone)
 *          → POST /api/users;
 *  step 2 (LoginCodeStep): the 6-digit code from the e-mail → POST /api/auth/verify (the e-mailed link works
 *          too, in this browser). Success: toast, shared session store updated, redirect to / (admins to /admin).
 *  step 3 (LoginNameStep), only when "E-posta ile devam et" just made the account (decision 027: one path
 *          whether or not the address has one): the name → PATCH /api/auth/session, or skipped.
 * The state and the requests are in use-login.ts. The same zod schema as the function checks the fields first;
 * server field errors appear beside the fields (only there: no toast repeats them), keeping what the person
 * typed; a toast says only what belongs to no field (the network, too many tries).
 */
import { cardClass, cx } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import LoginCodeStep from './LoginCodeStep.tsx';
import LoginDetailsStep from './LoginDetailsStep.tsx';
import LoginNameStep from './LoginNameStep.tsx';
import { LOGIN_COPY as copy } from './login-copy.ts';
import { useLogin } from './use-login.ts';

export default function LoginForm() {
  const login = useLogin();
  return (
    <div className={cx(cardClass, 'p-5 sm:p-8')}>
      {login.linkError && login.step === 'form' && (
        <div role="alert" className="mb-5 rounded-control border border-red-200 bg-danger-50 p-3 text-sm font-medium text-danger-700">
          {login.linkError}
        </div>
      )}

      {login.step === 'form' ? (
        <LoginDetailsStep
          mode={login.mode}
          onMode={(m) => {
            login.setMode(m);
            login.setErrors({});
          }}
          values={login.values}
          onChange={login.change}
          errors={login.errors}
          busy={login.busy}
          onSubmit={() => void login.requestCode()}
          fieldId={login.fid}
          refs={login.refs}
        />
      ) : login.step === 'name' ? (
        <LoginNameStep
          name={login.values.name}
          onName={(v) => login.change('name', v)}
          error={login.errors.name}
          busy={login.busy}
          onSubmit={() => void login.saveName()}
          onSkip={() => {
            if (!login.newUser) return;
            notify({ title: copy.created, description: copy.welcome(login.newUser.name) });
            login.goOn(login.newUser);
          }}
          nameId={login.fid('new-name')}
          nameRef={login.refs.name}
        />
      ) : (
        <LoginCodeStep
          maskedEmail={login.maskedEmail}
          code={login.code}
          onCode={(next) => {
            login.setCode(next);
            if (login.errors.code) login.setErrors((e) => ({ ...e, code: undefined }));
          }}
          error={login.errors.code}
          busy={login.busy}
          onSubmit={() => void login.verifyCode()}
          onResend={() => void login.requestCode(true)}
          onChangeEmail={() => {
            login.setStep('form');
            login.setErrors({});
            setTimeout(() => login.refs.email.current?.focus(), 0);
          }}
          codeId={login.fid('code')}
          codeRef={login.refs.code}
        />
      )}
    </div>
  );
}
