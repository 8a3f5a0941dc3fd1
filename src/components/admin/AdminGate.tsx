/**
 * The admin screen's island (client:load). Asks GET /api/auth/session and shows, in order:
 *  not logged in → a link to /login; not an admin → 'Bu sayfaya erişim yetkiniz yok.';
 *  admin without TOTP → enrolment (QR code, the secret in groups, a code field);
 *  admin with TOTP who has not passed it in this session → a code field;
 *  passed → the moderation queue (Moderation.tsx), the overview (GET /api/admin/overview) and
 *           'Tüm oturumlardan çıkış yap'.
 * The functions check all of this again on every call.
 */
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { totpCodeSchema } from '#lib/auth-schema.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { setSession, type SessionUser } from '#stores/session.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, cx, fieldErrorClass, hintClass, inputClass, labelClass, skeletonClass } from '#components/ui/classes.ts';
import Moderation from './Moderation.tsx';
import type { Option } from './moderation-api.ts';

const copy = {
  loading: 'Yükleniyor…',
  loginNeeded: 'Yönetim paneline erişmek için giriş yapmalısınız.',
  login: 'Giriş Yap',
  forbidden: 'Bu sayfaya erişim yetkiniz yok.',
  home: 'Ana sayfaya dön',
  enrolTitle: 'İki adımlı doğrulamayı kurun',
  enrolIntro: 'Yönetim paneli, e-posta girişine ek olarak bir doğrulama uygulamasının ürettiği kodu ister.',
  enrolSteps: [
    'Telefonunuzda Google Authenticator, Microsoft Authenticator veya benzeri bir doğrulama uygulaması açın.',
    'Aşağıdaki QR kodunu okutun ya da anahtarı elle girin.',
    'Uygulamanın gösterdiği 6 haneli kodu yazıp onaylayın.',
  ],
  qrAlt: 'Doğrulama uygulaması için QR kodu',
  manualKey: 'Elle giriş anahtarı',
  enable: 'Etkinleştir',
  enabled: 'İki adımlı doğrulama etkinleştirildi',
  verifyTitle: 'İki adımlı doğrulama',
  verifyIntro: 'Devam etmek için doğrulama uygulamanızdaki 6 haneli kodu girin.',
  verify: 'Doğrula',
  verified: 'Doğrulama başarılı',
  code: 'Doğrulama kodu',
  codeHint: 'Uygulamadaki 6 haneli kod; her 30 saniyede yenilenir.',
  sending: 'Gönderiliyor…',
  errorTitle: 'Hata',
  failed: 'İşlem başarısız oldu.',
  network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  overview: {
    users: 'Kullanıcılar',
    businesses: 'İşletmeler',
    outbox: 'E-posta kuyruğu',
    audit: 'Son işlemler',
    auditEmpty: 'Henüz kayıtlı işlem yok.',
    when: 'Zaman',
    who: 'Kim',
    what: 'İşlem',
    target: 'Hedef',
    refresh: 'Yenile',
  },
  roles: { user: 'Kullanıcı', owner: 'İşletme sahibi', admin: 'Yönetici' } as Record<string, string>,
  businessStatus: { email_pending: 'E-posta onayı bekliyor', pending: 'İncelemede', approved: 'Onaylı', rejected: 'Reddedildi' } as Record<string, string>,
  outboxStatus: { pending: 'Gönderilmeyi bekliyor', sent: 'Gönderildi', failed: 'Gönderilemedi' } as Record<string, string>,
  actions: {
    'totp.enrolled': 'İki adımlı doğrulama kuruldu',
    'totp.failed': 'Hatalı iki adımlı doğrulama denemesi',
    'user.made_admin': 'Yönetici yetkisi verildi',
    'auth.admin_login': 'Yönetici girişi',
    'auth.logout_all': 'Tüm oturumlardan çıkış',
    'totp.reset': 'İki adımlı doğrulama sıfırlandı',
    'business.email_verified': 'İşletme e-postası doğrulandı',
    'business.updated': 'İşletme düzenlendi',
    'business.approved': 'İşletme onaylandı',
    'business.rejected': 'İşletme reddedildi',
    'business.imported': 'İşletmeler içe aktarıldı',
    'business.unverified_deleted': 'Doğrulanmamış başvurular silindi',
  } as Record<string, string>,
  targets: { user: 'Kullanıcı', business: 'İşletme' } as Record<string, string>,
  logoutAll: 'Tüm oturumlardan çıkış yap',
  logoutAllDone: 'Tüm oturumlardan çıkış yapıldı',
  logoutAllText: 'Bu ve diğer tüm cihazlardaki oturumlarınız kapatıldı.',
};

interface SessionAnswer {
  user: SessionUser | null;
  secondFactorRequired?: boolean;
  totpEnabled?: boolean;
}
interface Enrolment {
  enabled: boolean;
  secret?: string;
  secretGroups?: string;
  uri?: string;
  qrSvg?: string;
}
interface Overview {
  users: Record<string, number>;
  businesses: Record<string, number>;
  outbox: Record<string, number>;
  audit: { id: number; createdAt: string; actorLabel: string; actorName: string | null; action: string; targetType: string | null; targetId: string | null }[];
}
type View =
  | { kind: 'loading' }
  | { kind: 'anonymous' }
  | { kind: 'forbidden' }
  | { kind: 'enrol'; enrolment: Enrolment }
  | { kind: 'verify' }
  | { kind: 'overview'; data: Overview | null }
  | { kind: 'error'; message: string };

async function request(url: string, init?: RequestInit): Promise<{ status: number; ok: boolean; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
    ...init,
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, ok: res.ok, body };
}

/** What the overview call allows: the data, or the step still missing. */
async function overviewView(): Promise<View> {
  try {
    const res = await request('/api/admin/overview');
    if (res.ok) return { kind: 'overview', data: res.body as unknown as Overview };
    if (res.status === 401) return { kind: 'anonymous' };
    if (res.body.secondFactorRequired === true) return { kind: 'verify' };
    if (res.status === 403) return { kind: 'forbidden' };
    return { kind: 'error', message: String(res.body.message ?? copy.failed) };
  } catch {
    return { kind: 'error', message: copy.network };
  }
}

/** The first view: who is logged in, and which step of the admin gate they are at. */
async function initialView(): Promise<View> {
  try {
    const res = await request('/api/auth/session');
    const s = res.body as unknown as SessionAnswer;
    if (!res.ok || !s.user) return { kind: 'anonymous' };
    if (s.user.role !== 'admin') return { kind: 'forbidden' };
    if (!s.totpEnabled) {
      const e = await request('/api/auth/totp');
      if (!e.ok) return { kind: 'error', message: String(e.body.message ?? copy.failed) };
      const enrolment = e.body as unknown as Enrolment;
      return enrolment.enabled ? { kind: 'verify' } : { kind: 'enrol', enrolment };
    }
    if (s.secondFactorRequired) return { kind: 'verify' };
    return overviewView();
  } catch {
    return { kind: 'error', message: copy.network };
  }
}

/** base64 of an ASCII/UTF-8 string, for a data: URL. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function failToast(message?: unknown) {
  notify({
    title: copy.errorTitle,
    description: typeof message === 'string' && message ? `${copy.failed} ${message}` : copy.failed,
    variant: 'destructive',
  });
}

export default function AdminGate({ categories = [], districts = [] }: { categories?: Option[]; districts?: Option[] }) {
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    void initialView().then((v) => {
      if (active) setView(v);
    });
    return () => {
      active = false;
    };
  }, []);

  const refresh = () => void overviewView().then(setView);
  const gateLost = useCallback(() => void initialView().then(setView), []);
  const passed = (title: string) => {
    notify({ title });
    setView({ kind: 'overview', data: null });
    refresh();
  };

  switch (view.kind) {
    case 'loading':
      return (
        <div aria-busy="true" aria-live="polite">
          <span className="sr-only">{copy.loading}</span>
          <div className={cx(skeletonClass, 'h-40 w-full')} />
        </div>
      );
    case 'anonymous':
      return (
        <div className={cx(cardClass, 'max-w-xl p-6')}>
          <p className="text-ink">{copy.loginNeeded}</p>
          <a href="/login?next=/admin" className={cx(buttonClass(), 'mt-4')}>
            {copy.login}
          </a>
        </div>
      );
    case 'forbidden':
      return (
        <div className={cx(cardClass, 'max-w-xl p-6')} role="alert">
          <p className="font-semibold text-ink">{copy.forbidden}</p>
          <a href="/" className={cx(buttonClass({ variant: 'secondary' }), 'mt-4')}>
            {copy.home}
          </a>
        </div>
      );
    case 'error':
      return (
        <div className={cx(cardClass, 'max-w-xl p-6')} role="alert">
          <p className="text-danger-700">{view.message}</p>
        </div>
      );
    case 'enrol':
      return <Enrol enrolment={view.enrolment} onDone={() => passed(copy.enabled)} />;
    case 'verify':
      return (
        <div className={cx(cardClass, 'max-w-xl p-6')}>
          <h2 className="text-xl font-bold text-ink">{copy.verifyTitle}</h2>
          <p className="mt-2 text-ink-muted">{copy.verifyIntro}</p>
          <CodeForm url="/api/auth/totp/verify" submitLabel={copy.verify} onDone={() => passed(copy.verified)} />
        </div>
      );
    case 'overview':
      return (
        <div className="space-y-10">
          <Moderation categories={categories} districts={districts} onGateLost={gateLost} onChanged={refresh} />
          <OverviewPanel data={view.data} onRefresh={refresh} />
        </div>
      );
  }
}

function Enrol({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
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
      <CodeForm url="/api/auth/totp/enable" submitLabel={copy.enable} onDone={onDone} disabled={!enrolment.qrSvg} />
    </div>
  );
}

function CodeForm({ url, submitLabel, onDone, disabled = false }: { url: string; submitLabel: string; onDone: () => void; disabled?: boolean }) {
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
      const res = await request(url, { method: 'POST', body: JSON.stringify(parsed.data) });
      if (res.ok) {
        onDone();
        return;
      }
      const errors = (res.body.errors ?? {}) as Record<string, string>;
      setError(errors.code ?? String(res.body.message ?? copy.failed));
      setCode('');
      inputRef.current?.focus();
      failToast(res.body.message);
    } catch {
      failToast(copy.network);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 max-w-xs space-y-4">
      <div>
        <label htmlFor={`${id}-code`} className={labelClass}>
          {copy.code}
        </label>
        <input
          ref={inputRef}
          id={`${id}-code`}
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
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(`${id}-hint`, error && `${id}-error`)}
          className={cx(inputClass, 'text-center font-mono text-xl tracking-[0.4em]')}
        />
        <p id={`${id}-hint`} className={hintClass}>
          {copy.codeHint}
        </p>
        {error && (
          <p id={`${id}-error`} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy || disabled} aria-busy={busy} className={buttonClass({ block: true })}>
        {busy ? copy.sending : submitLabel}
      </button>
    </form>
  );
}

function CountCard({ title, counts, labels }: { title: string; counts: Record<string, number>; labels: Record<string, string> }) {
  return (
    <section className={cx(cardClass, 'p-5')} aria-label={title}>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <dl className="mt-3 space-y-2">
        {Object.keys(labels).map((key) => (
          <div key={key} className="flex items-baseline justify-between gap-4">
            <dt className="text-sm text-ink-muted">{labels[key]}</dt>
            <dd className="text-lg font-bold text-ink tabular-nums">{formatNumber(counts[key] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OverviewPanel({ data, onRefresh }: { data: Overview | null; onRefresh: () => void }) {
  const [busy, setBusy] = useState(false);

  const logoutAll = async () => {
    setBusy(true);
    try {
      const res = await request('/api/auth/logout-all', { method: 'POST', body: '{}' });
      if (!res.ok && res.status !== 401) {
        failToast(res.body.message);
        setBusy(false);
        return;
      }
      setSession(null);
      notify({ title: copy.logoutAllDone, description: copy.logoutAllText });
      window.location.assign('/login');
    } catch {
      failToast(copy.network);
      setBusy(false);
    }
  };

  if (!data) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{copy.loading}</span>
        <div className={cx(skeletonClass, 'h-40 w-full')} />
      </div>
    );
  }
  const o = copy.overview;
  return (
    <div className="space-y-8">
      <div className="grid gap-4 md:grid-cols-3">
        <CountCard title={o.users} counts={data.users} labels={copy.roles} />
        <CountCard title={o.businesses} counts={data.businesses} labels={copy.businessStatus} />
        <CountCard title={o.outbox} counts={data.outbox} labels={copy.outboxStatus} />
      </div>

      <section className={cx(cardClass, 'p-5')} aria-labelledby="admin-audit-title">
        <div className="flex items-center justify-between gap-4">
          <h2 id="admin-audit-title" className="text-base font-semibold text-ink">
            {o.audit}
          </h2>
          <button type="button" onClick={onRefresh} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {o.refresh}
          </button>
        </div>
        {data.audit.length === 0 ? (
          <p className="mt-3 text-ink-muted">{o.auditEmpty}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line text-ink-muted">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {o.when}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {o.who}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {o.what}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {o.target}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.audit.map((e) => (
                  <tr key={e.id} className="border-b border-line last:border-0">
                    <td className="py-2 pr-4 whitespace-nowrap text-ink-muted tabular-nums">{formatDateTime(e.createdAt)}</td>
                    <td className="py-2 pr-4 text-ink">{e.actorLabel === 'cli' ? 'Komut satırı' : (e.actorName ?? e.actorLabel)}</td>
                    <td className="py-2 pr-4 text-ink">{copy.actions[e.action] ?? e.action}</td>
                    <td className="py-2 text-ink-muted">{e.targetType ? `${copy.targets[e.targetType] ?? e.targetType} #${e.targetId ?? ''}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <div className="border-t border-line pt-6">
        <button type="button" disabled={busy} onClick={() => void logoutAll()} className={buttonClass({ variant: 'destructive' })}>
          {copy.logoutAll}
        </button>
      </div>
    </div>
  );
}
