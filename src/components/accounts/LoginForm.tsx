/**
 * The login / sign-up island (client:load) for /login. Passwordless (PD4):
 *  step 1 (LoginDetailsStep): 'Giriş yap' (e-mail) or 'Hesap oluştur' (name, e-mail, optional phone)
 *          → POST /api/users;
 *  step 2 (LoginCodeStep): the 6-digit code from the e-mail → POST /api/auth/verify (the e-mailed link works
 *          too, in this browser). Success: toast, shared session store updated, redirect to / (admins to /admin).
 *  step 3 (LoginNameStep), only when "E-posta ile devam et" just made the account (decision 027: one path
 *          whether or not the address has one): the name → PATCH /api/auth/session, or skipped.
 * This file holds the state and the requests. The same zod schema as the function checks the fields first;
 * server field errors appear beside the fields (only there: no toast repeats them), keeping what the person
 * typed; a toast says only what belongs to no field (the network, too many tries).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { authMessages, loginRequestSchema, verifyCodeSchema, type LoginMode } from '#lib/auth-schema.ts';
import { apiAnswer, type ApiAnswer } from '#lib/api-client.ts';
import { isStaff, type LoginAnswer, type SessionUser } from '#lib/contract/session.ts';
import { setSession } from '#stores/session.ts';
import { dismissNotification, notify } from '#components/toast/notify.ts';
import { cardClass, cx } from '#components/ui/classes.ts';
import { fieldErrors } from '#components/ui/form/errors.ts';
import LoginCodeStep from './LoginCodeStep.tsx';
import LoginDetailsStep from './LoginDetailsStep.tsx';
import LoginNameStep from './LoginNameStep.tsx';
import { LOGIN_COPY as copy, type LoginErrors, type LoginField, type LoginValues } from './login-copy.ts';
import { safeNext } from './safe-next.ts';
import { takeLoginPrefill } from './login-prefill.ts';
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';

const noSubscribe = () => () => {};
const FIELD_ORDER: LoginField[] = ['name', 'email', 'phone', 'code'];

export default function LoginForm() {
  const ids = useId();
  const fid = (f: string) => `${ids}-${f}`;
  // The query string (?hata=…, ?mod=kayit, ?next=…); empty while pre-rendering, read after hydration.
  const search = useClientSnapshot(
    noSubscribe,
    () => window.location.search,
    () => '',
  );
  const params = new URLSearchParams(search);
  const [chosenMode, setMode] = useState<LoginMode | null>(null);
  const mode: LoginMode = chosenMode ?? (params.get('mod') === 'kayit' ? 'signup' : 'login');
  const [linkErrorHidden, setLinkErrorHidden] = useState(false);
  const hata = params.get('hata');
  const linkError = hata && !linkErrorHidden ? (copy.linkErrors[hata] ?? copy.linkErrors.baglanti!) : null;
  const [step, setStep] = useState<'form' | 'code' | 'name'>('form');
  const [newUser, setNewUser] = useState<SessionUser | null>(null);
  const [values, setValues] = useState<LoginValues>({ name: '', email: '', phone: '' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [maskedEmail, setMaskedEmail] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const refs = { name: nameRef, email: emailRef, phone: phoneRef, code: codeRef };

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
    if (step === 'name') nameRef.current?.focus();
  }, [step]);

  // What the owner wizard already asked (name, e-mail, phone): filled in once, after hydration.
  useEffect(() => {
    const pre = takeLoginPrefill();
    if (!pre.name && !pre.email && !pre.phone) return;
    void Promise.resolve().then(() =>
      setValues((v) => ({ name: v.name || (pre.name ?? ''), email: v.email || (pre.email ?? ''), phone: v.phone || (pre.phone ?? '') })),
    );
  }, []);

  const focusFirstError = (e: LoginErrors) => {
    const first = FIELD_ORDER.find((f) => e[f]);
    if (first) refs[first].current?.focus();
  };

  const fail = (answer: ApiAnswer | null) => {
    const message = answer ? answer.body.message : copy.network;
    notify({
      title: copy.errorTitle,
      description: message && message !== copy.failed ? `${copy.failed} ${message}` : copy.failed,
      variant: 'destructive',
    });
  };

  const requestCode = async (again = false) => {
    const parsed = loginRequestSchema.safeParse({ mode, ...values });
    if (!parsed.success) {
      const e = fieldErrors(parsed.error.issues) as LoginErrors;
      setErrors(e);
      focusFirstError(e);
      return;
    }
    setBusy(true);
    const answer = await apiAnswer<{ email?: string }>('/api/users', {
      method: 'POST',
      body: { mode, email: values.email, ...(mode === 'signup' ? { name: values.name, phone: values.phone || undefined } : {}) },
    }).catch(() => null);
    setBusy(false);
    if (answer?.ok) {
      setErrors({});
      setLinkErrorHidden(true);
      setMaskedEmail(answer.body.email ?? values.email);
      setCode('');
      setStep('code');
      if (again) notify({ title: copy.resent, description: copy.codeSent(answer.body.email ?? values.email) });
      else dismissNotification(); // an earlier error toast no longer applies
      return;
    }
    if (answer?.body.errors) {
      const e = answer.body.errors as LoginErrors;
      setErrors(e);
      if (step === 'code' && (e.name || e.email || e.phone)) setStep('form');
      focusFirstError(e);
      dismissNotification(); // the message is said once, beside its field
      return;
    }
    fail(answer);
  };

  const verifyCode = async () => {
    const parsed = verifyCodeSchema.safeParse({ email: values.email, code });
    if (!parsed.success) {
      const e = fieldErrors(parsed.error.issues) as LoginErrors;
      setErrors(e);
      focusFirstError(e);
      return;
    }
    setBusy(true);
    const answer = await apiAnswer<Partial<LoginAnswer>>('/api/auth/verify', { method: 'POST', body: parsed.data }).catch(() => null);
    if (answer?.ok && answer.body.user) {
      const user = answer.body.user;
      setSession(user, answer.body.secondFactorRequired === true);
      if (answer.body.created && mode === 'login') {
        // Made from the address alone: ask for the name before going on.
        setNewUser(user);
        setBusy(false);
        setErrors({});
        setStep('name');
        return;
      }
      notify({ title: answer.body.created ? copy.created : copy.loggedIn, description: copy.welcome(user.name) });
      goOn(user);
      return;
    }
    setBusy(false);
    if (answer?.body.errors) {
      setErrors(answer.body.errors as LoginErrors);
      codeRef.current?.focus();
      dismissNotification(); // the message is said once, beside the code
      return;
    }
    fail(answer);
  };

  const goOn = (user: SessionUser) => {
    const next = safeNext(params.get('next'));
    window.location.assign(isStaff(user.role) ? '/admin' : (next ?? '/'));
  };

  const saveName = async () => {
    if (!newUser) return;
    if (!values.name.trim()) {
      setErrors({ name: authMessages.name });
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await apiAnswer<{ user?: SessionUser }>('/api/auth/session', { method: 'PATCH', body: { name: values.name } }).catch(
      () => null,
    );
    if (answer?.ok && answer.body.user) {
      setSession(answer.body.user);
      notify({ title: copy.created, description: copy.welcome(answer.body.user.name) });
      goOn(answer.body.user);
      return;
    }
    setBusy(false);
    if (answer?.body.errors) {
      setErrors(answer.body.errors as LoginErrors);
      nameRef.current?.focus();
      return;
    }
    fail(answer);
  };

  const change = (field: keyof LoginValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <div className={cx(cardClass, 'p-5 sm:p-8')}>
      {linkError && step === 'form' && (
        <div role="alert" className="mb-5 rounded-control border border-red-200 bg-danger-50 p-3 text-sm font-medium text-danger-700">
          {linkError}
        </div>
      )}

      {step === 'form' ? (
        <LoginDetailsStep
          mode={mode}
          onMode={(m) => {
            setMode(m);
            setErrors({});
          }}
          values={values}
          onChange={change}
          errors={errors}
          busy={busy}
          onSubmit={() => void requestCode()}
          fieldId={fid}
          refs={refs}
        />
      ) : step === 'name' ? (
        <LoginNameStep
          name={values.name}
          onName={(v) => change('name', v)}
          error={errors.name}
          busy={busy}
          onSubmit={() => void saveName()}
          onSkip={() => {
            if (!newUser) return;
            notify({ title: copy.created, description: copy.welcome(newUser.name) });
            goOn(newUser);
          }}
          nameId={fid('new-name')}
          nameRef={nameRef}
        />
      ) : (
        <LoginCodeStep
          maskedEmail={maskedEmail}
          code={code}
          onCode={(next) => {
            setCode(next);
            if (errors.code) setErrors((e) => ({ ...e, code: undefined }));
          }}
          error={errors.code}
          busy={busy}
          onSubmit={() => void verifyCode()}
          onResend={() => void requestCode(true)}
          onChangeEmail={() => {
            setStep('form');
            setErrors({});
            setTimeout(() => emailRef.current?.focus(), 0);
          }}
          codeId={fid('code')}
          codeRef={codeRef}
        />
      )}
    </div>
  );
}
