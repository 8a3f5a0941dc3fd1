/**
 * /hesabim: the logged-in person's account — name and address, "Değerlendirmelerim" (MyReviews), and "Hesabımı sil" (KVKK m. 7, 11): typing the
 * account's e-mail address confirms; DELETE /api/account removes the data, keeps published reviews as
 * "Bir ziyaretçi" and mails a confirmation. Business owners and admins get the server's answer of what to do.
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { loadSession, setSession, useSession } from '#stores/session.ts';
import { useHydrated } from '#stores/use-hydrated-store.ts';
import { buttonClass, cardClass, cx, inputClass, labelClass, linkClass, skeletonClass } from '#components/ui/classes.ts';
import MyReviews from './MyReviews.tsx';

export default function AccountPage() {
  const session = useSession();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    void loadSession();
  }, []);

  if (done) {
    return (
      <div className={cx(cardClass, 'p-5')} role="status">
        <p className="font-semibold text-ink">{done}</p>
        <a href="/" className={cx(linkClass, 'mt-2 inline-block')}>
          Ana sayfaya dön
        </a>
      </div>
    );
  }
  if (!hydrated || session.status === 'loading') return <div className={cx(skeletonClass, 'h-48 w-full')} />;
  const user = session.user;
  if (!user) {
    return (
      <p className="text-ink">
        Hesabınızı görmek için{' '}
        <a href="/login?next=/hesabim" className={linkClass}>
          giriş yapın
        </a>
        .
      </p>
    );
  }

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await apiAnswer<{ message: string }>('/api/account', { method: 'DELETE', body: { email } });
      if (!res.ok) return setError(res.body.errors ? Object.values(res.body.errors)[0]! : res.body.message || 'Hesap silinemedi.');
      setSession(null);
      setDone(res.body.message);
    } catch {
      setError('Sunucuya ulaşılamadı.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="max-w-2xl space-y-6">
      <dl className={cx(cardClass, 'grid gap-3 p-5 sm:grid-cols-2')}>
        <div>
          <dt className="text-sm text-ink-muted">Ad</dt>
          <dd className="text-ink">{user.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">E-posta</dt>
          <dd className="break-all text-ink">{user.email}</dd>
        </div>
      </dl>
      <MyReviews />
      <section className={cx(cardClass, 'border-danger-600/40 p-5')} aria-labelledby="account-delete">
        <h2 id="account-delete" className="text-lg font-bold text-ink">
          Hesabımı sil
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
          <li>Adınız, e-posta adresiniz, telefonunuz, oturumlarınız ve favorileriniz silinir.</li>
          <li>Yayımlanmış değerlendirmeleriniz adınız olmadan (“Bir ziyaretçi”) kalır; onay bekleyenler silinir.</li>
          <li>Bu işlem geri alınamaz. Onay e-postası adresinize gönderilir.</li>
          <li>
            İşletme sahibiyseniz önce ekibimize yazın; ayrıntılar{' '}
            <a href="/privacy#haklariniz" className={linkClass}>
              gizlilik politikasında
            </a>
            .
          </li>
        </ul>
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void remove();
          }}
        >
          <div>
            <label htmlFor="account-delete-email" className={labelClass}>
              Onaylamak için e-posta adresinizi yazın
            </label>
            <input
              id="account-delete-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
              aria-describedby={error ? 'account-delete-error' : undefined}
            />
          </div>
          {error && (
            <p id="account-delete-error" className="text-sm text-danger-700" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy || email.trim().toLowerCase() !== user.email.toLowerCase()}
            className={buttonClass({ variant: 'destructive' })}
          >
            {busy ? 'Siliniyor…' : 'Hesabımı kalıcı olarak sil'}
          </button>
        </form>
      </section>
    </div>
  );
}
