/**
 * /unsubscribe?token=… (decision 014; Law 6563): the one-click unsubscribe of the free-advertising mails, and
 * /lead-confirm?token=… (`mode="confirm"`, decision 024): the double opt-in's confirmation link. The link's
 * click is the request: the page posts the token once on load (no account needed; a mail scanner that only
 * fetches the page neither unsubscribes nor confirms anybody) and removes it from the address bar.
 */
import { useEffect, useRef, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { Icon } from '#components/ui/Icon.tsx';

export const UNSUBSCRIBE_COPY = {
  working: 'Aboneliğiniz iptal ediliyor…',
  doneTitle: 'Abonelikten çıktınız',
  doneText:
    'Bu adrese artık ücretsiz reklam fırsatı ve kampanyalarla ilgili ticari ileti göndermeyeceğiz. Fikrinizi değiştirirseniz formu yeniden doldurabilirsiniz.',
  invalidTitle: 'Bağlantı geçersiz',
  invalidText: 'Bu abonelikten çıkma bağlantısı tanınmadı. Lütfen e-postadaki bağlantının tamamını kullanın ya da bize yazın.',
  network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.',
  retry: 'Yeniden dene',
  home: 'Ana sayfaya dön',
} as const;

const LEAD_CONFIRM_COPY = {
  working: 'Onayınız kaydediliyor…',
  doneTitle: 'Onayınız alındı',
  doneText:
    'Teşekkürler! Ekibimiz 1 ay ücretsiz reklamınız için bu adrese yazacak. Size gönderdiğimiz e-postadaki bağlantıyla onayınızı dilediğiniz an geri alabilirsiniz.',
  invalidTitle: 'Bağlantı geçersiz',
  invalidText: 'Bu onay bağlantısı tanınmadı ya da süresi doldu. Formu yeniden doldurarak yeni bir bağlantı isteyebilirsiniz.',
  network: UNSUBSCRIBE_COPY.network,
  retry: UNSUBSCRIBE_COPY.retry,
  home: UNSUBSCRIBE_COPY.home,
} as const;

type State = 'working' | 'done' | 'invalid' | 'network';

/** Posts the link's token once: to the confirmation or to the unsubscribe endpoint. */
async function post(mode: 'unsubscribe' | 'confirm', token: string | null): Promise<State> {
  if (!token) return 'invalid';
  try {
    const res =
      mode === 'confirm'
        ? await apiAnswer('/api/promotional-leads/confirm', { method: 'POST', body: { token } })
        : await apiAnswer(`/api/promotional-leads/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: {} });
    return res.ok ? 'done' : res.status === 404 || res.status === 400 ? 'invalid' : 'network';
  } catch {
    return 'network';
  }
}

export default function Unsubscribe({ mode = 'unsubscribe' }: { mode?: 'unsubscribe' | 'confirm' }) {
  const COPY = mode === 'confirm' ? LEAD_CONFIRM_COPY : UNSUBSCRIBE_COPY;
  const [state, setState] = useState<State>('working');
  const token = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const run = () => {
    setState('working');
    void post(mode, token.current).then(setState);
  };

  useEffect(() => {
    token.current = new URLSearchParams(location.search).get('token');
    if (token.current) history.replaceState(null, '', location.pathname);
    void post(mode, token.current).then(setState);
  }, [mode]);

  useEffect(() => {
    if (state !== 'working') headingRef.current?.focus();
  }, [state]);

  if (state === 'working') {
    return (
      <div className={cx(cardClass, 'p-6 text-center')} role="status">
        <p className="text-ink-muted">{COPY.working}</p>
      </div>
    );
  }
  const ok = state === 'done';
  return (
    <div className={cx(cardClass, 'p-6 text-center sm:p-8')}>
      <Icon
        name={ok ? 'check-circle' : 'alert-triangle'}
        size={40}
        className={ok ? 'mx-auto text-success-600' : 'mx-auto text-warning-600'}
      />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink">
        {ok ? COPY.doneTitle : state === 'invalid' ? COPY.invalidTitle : COPY.network}
      </h2>
      {state !== 'network' && <p className="mt-2 text-ink-muted">{ok ? COPY.doneText : COPY.invalidText}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {state === 'network' && (
          <button type="button" className={buttonClass()} onClick={run}>
            {COPY.retry}
          </button>
        )}
        <a href="/" className={buttonClass({ variant: 'secondary' })}>
          {COPY.home}
        </a>
      </div>
    </div>
  );
}
