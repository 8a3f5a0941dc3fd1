/**
 * The state and the requests of the login island (LoginForm.tsx): the query string's mode, link error and
 * next address, the three steps, the fields and their errors, and POST /api/users, POST /api/auth/verify and
 * PATCH /api/auth/session with their answers.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { authMessages, loginRequestSchema, verifyCodeSchema } from '#lib/auth-schema.ts';
import { apiAnswer, type ApiAnswer } from '#lib/api-client.ts';
import type { LoginAnswer, SessionUser } from '#lib/contract/session.ts';
import { setSession } from '#stores/session.ts';
import { dismissNotification, notify } from '#components/toast/notify.ts';
import { fieldErrors } from '#components/ui/form/errors.ts';
import { LOGIN_COPY as copy, type LoginErrors, type LoginField, type LoginValues } from './login-copy.ts';
import { takeLoginPrefill } from './login-prefill.ts';
import { useLoginQuery } from './use-login-query.ts';

const FIELD_ORDER: LoginField[] = ['name', 'email', 'phone', 'code'];

export function useLogin() {
  const ids = useId();
  const fid = (f: string) => `${ids}-${f}`;
  const { mode, setMode, linkError, hideLinkError, goOn } = useLoginQuery();
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

  /** Errors of the fields: beside them, the first one focused. */
  const showErrors = (e: LoginErrors) => {
    setErrors(e);
    focusFirstError(e);
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
    if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues) as LoginErrors);
    setBusy(true);
    const answer = await apiAnswer<{ email?: string }>('/api/users', {
      method: 'POST',
      body: { mode, email: values.email, ...(mode === 'signup' ? { name: values.name, phone: values.phone || undefined } : {}) },
    }).catch(() => null);
    setBusy(false);
    if (answer?.ok) {
      setErrors({});
      hideLinkError();
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
    if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues) as LoginErrors);
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

  return {
    fid,
    mode,
    setMode,
    linkError,
    step,
    setStep,
    newUser,
    values,
    code,
    setCode,
    errors,
    setErrors,
    busy,
    maskedEmail,
    refs,
    requestCode,
    verifyCode,
    saveName,
    goOn,
    change,
  };
}
