/**
 * The login / sign-up island (client:load) for /login. Passwordless (decision 4):
 *  step 1: 'Giriş Yap' (e-mail) or 'Hesap Oluştur' (name, e-mail, optional phone) → POST /api/users;
 *  step 2: the 6-digit code from the e-mail → POST /api/auth/verify (the e-mailed link works too, in this
 *          browser). Success: toast, shared session store updated, redirect to / (admins to /admin).
 * The same zod schema as the function checks the fields first; server field errors appear beside the
 * fields, keeping what the person typed.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { loginRequestSchema, verifyCodeSchema, type LoginMode } from '#lib/auth-schema.ts';
import { setSession, type SessionUser } from '#stores/session.ts';
import { dismissNotification, notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, cx, fieldErrorClass, hintClass, inputClass, labelClass, requiredMarkClass } from '#components/ui/classes.ts';

const copy = {
  modes: { login: 'Giriş Yap', signup: 'Hesap Oluştur' },
  modeGroup: 'Giriş veya hesap oluşturma',
  intro: {
    login: 'E-posta adresinizi yazın; size tek kullanımlık bir giriş kodu ve bağlantı gönderelim. Şifre gerekmez.',
    signup: 'Birkaç bilgiyle hesabınızı oluşturun; e-posta adresinize bir doğrulama kodu ve bağlantı gönderelim.',
  },
  name: 'Ad Soyad',
  email: 'E-posta',
  phone: 'Telefon',
  optional: '(isteğe bağlı)',
  phoneHint: 'Örnek: 0532 123 45 67',
  submit: { login: 'Giriş kodu gönder', signup: 'Hesap oluştur ve kod gönder' },
  sending: 'Gönderiliyor…',
  codeTitle: 'E-postanızı kontrol edin',
  codeSent: (email: string) => `${email} adresine 6 haneli bir giriş kodu gönderdik.`,
  linkToo: 'E-postadaki “Giriş yap” bağlantısına bu tarayıcıda tıklayarak da giriş yapabilirsiniz. Kod ve bağlantı 10 dakika geçerlidir.',
  spamHint: 'E-posta birkaç dakika içinde gelmezse gereksiz (spam) klasörüne bakın.',
  code: 'Giriş kodu',
  codeHint: 'E-postadaki 6 haneli kod',
  verify: 'Doğrula ve giriş yap',
  verifying: 'Doğrulanıyor…',
  resend: 'Kodu tekrar gönder',
  resent: 'Yeni kod gönderildi',
  changeEmail: 'E-posta adresini değiştir',
  errorTitle: 'Hata',
  failed: 'İşlem başarısız oldu.',
  network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  loggedIn: 'Giriş yapıldı',
  created: 'Hesap oluşturuldu',
  welcome: (name: string) => `Hoş geldiniz, ${name}.`,
  linkErrors: {
    baglanti: 'Giriş bağlantısı geçersiz, süresi dolmuş veya başka bir tarayıcıda açılmış. Lütfen yeni kod isteyin.',
    'cok-deneme': 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
  } as Record<string, string>,
};

type Field = 'name' | 'email' | 'phone' | 'code';
type Errors = Partial<Record<Field | 'form', string>>;

interface ApiAnswer {
  status: number;
  ok: boolean;
  body: {
    message?: string;
    errors?: Record<string, string>;
    email?: string;
    user?: SessionUser;
    created?: boolean;
    secondFactorRequired?: boolean;
  };
}

async function postJson(url: string, body: unknown): Promise<ApiAnswer> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as ApiAnswer['body'];
  return { status: res.status, ok: res.ok, body: answer };
}

function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form') as Field | 'form';
    out[key] ??= issue.message;
  }
  return out;
}

const noSubscribe = () => () => {};

/** A same-site path to return to after login (`?next=/favorites`), never another site. */
function safeNext(value: string | null): string | null {
  if (!value || !/^\/(?!\/)[^\s\\]*$/.test(value) || value.startsWith('/api/')) return null;
  return value;
}

export default function LoginForm() {
  const ids = useId();
  const fid = (f: string) => `${ids}-${f}`;
  // The query string (?hata=…, ?mod=kayit, ?next=…); empty while pre-rendering, read after hydration.
  const search = useSyncExternalStore(noSubscribe, () => window.location.search, () => '');
  const params = new URLSearchParams(search);
  const [chosenMode, setMode] = useState<LoginMode | null>(null);
  const mode: LoginMode = chosenMode ?? (params.get('mod') === 'kayit' ? 'signup' : 'login');
  const [linkErrorHidden, setLinkErrorHidden] = useState(false);
  const hata = params.get('hata');
  const linkError = hata && !linkErrorHidden ? (copy.linkErrors[hata] ?? copy.linkErrors.baglanti!) : null;
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [values, setValues] = useState({ name: '', email: '', phone: '' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [maskedEmail, setMaskedEmail] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const refs = { name: nameRef, email: emailRef, phone: phoneRef, code: codeRef };

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  const focusFirstError = (e: Errors) => {
    const order: Field[] = ['name', 'email', 'phone', 'code'];
    const first = order.find((f) => e[f]);
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
      const e = issuesToErrors(parsed.error.issues);
      setErrors(e);
      focusFirstError(e);
      return;
    }
    setBusy(true);
    const answer = await postJson('/api/users', {
      mode,
      email: values.email,
      ...(mode === 'signup' ? { name: values.name, phone: values.phone || undefined } : {}),
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
      const e = answer.body.errors as Errors;
      setErrors(e);
      if (step === 'code' && (e.name || e.email || e.phone)) setStep('form');
      focusFirstError(e);
    }
    fail(answer);
  };

  const onSubmitForm = (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    void requestCode();
  };

  const onSubmitCode = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const parsed = verifyCodeSchema.safeParse({ email: values.email, code });
    if (!parsed.success) {
      const e = issuesToErrors(parsed.error.issues);
      setErrors(e);
      focusFirstError(e);
      return;
    }
    setBusy(true);
    const answer = await postJson('/api/auth/verify', parsed.data).catch(() => null);
    if (answer?.ok && answer.body.user) {
      const user = answer.body.user;
      setSession(user, answer.body.secondFactorRequired === true);
      notify({ title: answer.body.created ? copy.created : copy.loggedIn, description: copy.welcome(user.name) });
      const next = safeNext(params.get('next'));
      window.location.assign(user.role === 'admin' ? '/admin' : (next ?? '/'));
      return;
    }
    setBusy(false);
    if (answer?.body.errors) {
      setErrors(answer.body.errors as Errors);
      codeRef.current?.focus();
    }
    fail(answer);
  };

  const describedBy = (field: Field, hint?: boolean) =>
    cx(errors[field] && fid(`${field}-error`), hint && fid(`${field}-hint`)) || undefined;

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={fid(`${field}-error`)} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;

  const change = (field: 'name' | 'email' | 'phone') => (ev: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: ev.target.value }));
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
        <>
          <div role="group" aria-label={copy.modeGroup} className="mb-6 grid grid-cols-2 gap-1 rounded-control bg-surface-sunken p-1">
            {(['login', 'signup'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => {
                  setMode(m);
                  setErrors({});
                }}
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


          <form noValidate onSubmit={onSubmitForm} className="space-y-5">
            {mode === 'signup' && (
              <div>
                <label htmlFor={fid('name')} className={labelClass}>
                  {copy.name}
                  <span className={requiredMarkClass} aria-hidden="true">
                    *
                  </span>
                </label>
                <input
                  ref={nameRef}
                  id={fid('name')}
                  name="name"
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={120}
                  value={values.name}
                  onChange={change('name')}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={describedBy('name')}
                  className={inputClass}
                />
                {fieldError('name')}
              </div>
            )}

            <div>
              <label htmlFor={fid('email')} className={labelClass}>
                {copy.email}
                <span className={requiredMarkClass} aria-hidden="true">
                  *
                </span>
              </label>
              <input
                ref={emailRef}
                id={fid('email')}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={254}
                value={values.email}
                onChange={change('email')}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy('email')}
                className={inputClass}
              />
              {fieldError('email')}
            </div>

            {mode === 'signup' && (
              <div>
                <label htmlFor={fid('phone')} className={labelClass}>
                  {copy.phone} <span className="font-normal text-ink-subtle">{copy.optional}</span>
                </label>
                <input
                  ref={phoneRef}
                  id={fid('phone')}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={25}
                  value={values.phone}
                  onChange={change('phone')}
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={describedBy('phone', true)}
                  className={inputClass}
                />
                <p id={fid('phone-hint')} className={hintClass}>
                  {copy.phoneHint}
                </p>
                {fieldError('phone')}
              </div>
            )}

            <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass({ block: true, size: 'lg' })}>
              {busy ? copy.sending : copy.submit[mode]}
            </button>
          </form>
        </>
      ) : (
        <>
          <h2 className="text-xl font-bold text-ink">{copy.codeTitle}</h2>
          <p className="mt-2 text-ink" role="status">
            {copy.codeSent(maskedEmail)}
          </p>
          <p className="mt-2 text-sm text-ink-muted">{copy.linkToo}</p>

          <form noValidate onSubmit={onSubmitCode} className="mt-6 space-y-5">
            <div>
              <label htmlFor={fid('code')} className={labelClass}>
                {copy.code}
              </label>
              <input
                ref={codeRef}
                id={fid('code')}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                required
                value={code}
                onChange={(ev) => {
                  setCode(ev.target.value.replace(/\D/g, '').slice(0, 6));
                  if (errors.code) setErrors((e) => ({ ...e, code: undefined }));
                }}
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={describedBy('code', true)}
                className={cx(inputClass, 'h-14 text-center font-mono text-2xl tracking-[0.5em]')}
              />
              <p id={fid('code-hint')} className={hintClass}>
                {copy.codeHint}
              </p>
              {fieldError('code')}
            </div>

            <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass({ block: true, size: 'lg' })}>
              {busy ? copy.verifying : copy.verify}
            </button>
          </form>

          <div className="mt-6 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
            <button type="button" disabled={busy} onClick={() => void requestCode(true)} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              {copy.resend}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setStep('form');
                setErrors({});
                setTimeout(() => emailRef.current?.focus(), 0);
              }}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
            >
              {copy.changeEmail}
            </button>
          </div>
          <p className="mt-3 text-sm text-ink-subtle">{copy.spamHint}</p>
        </>
      )}
    </div>
  );
}
