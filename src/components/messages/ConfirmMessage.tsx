/**
 * The /message-confirm island (decision 022): reads `?token=` and posts it once to POST /api/messages/confirm, then
 * removes it from the address bar (the link works once). States: checking, no token, failed (why, and the way
 * back to the business), confirmed or already confirmed (the message went to the business; the answer comes
 * by e-mail).
 */
import { apiAnswer } from '#lib/api-client.ts';
import type { MessageConfirmed } from '#lib/contract/messages.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { useTokenLink } from '#components/ui/use-token-link.ts';

type State =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; message: string; business: { id: number; name: string } };

let sent: Promise<State> | undefined;

function confirm(token: string): Promise<State> {
  sent ??= (async (): Promise<State> => {
    try {
      const { ok, body } = await apiAnswer<MessageConfirmed>('/api/messages/confirm', { method: 'POST', body: { token } });
      if (!ok) return { kind: 'failed', message: body.message ?? 'Mesajınız onaylanamadı.' };
      return { kind: 'done', message: body.message, business: body.business };
    } catch {
      return { kind: 'failed', message: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip sayfayı yenileyin.' };
    }
  })();
  return sent;
}

export default function ConfirmMessage() {
  const { state, headingRef } = useTokenLink<State>(confirm);

  if (state.kind === 'checking') {
    return (
      <div className={cx(cardClass, 'p-6 text-center')} role="status" data-state="checking">
        <p className="font-semibold text-ink">Mesajınız onaylanıyor…</p>
      </div>
    );
  }
  const ok = state.kind === 'done';
  const title = ok ? 'Mesajınız işletmeye iletildi' : state.kind === 'none' ? 'Geçersiz onay bağlantısı' : 'Mesaj onaylanamadı';
  const text =
    state.kind === 'done'
      ? state.message
      : state.kind === 'failed'
        ? state.message
        : 'Bu bağlantıda onay kodu bulunmuyor. Lütfen e-postanızdaki bağlantının tamamını açın.';
  return (
    <div className={cx(cardClass, 'p-6 sm:p-8')} data-state={state.kind}>
      <Icon name={ok ? 'check-circle' : 'alert-triangle'} size={40} className={ok ? 'text-success-700' : 'text-warning-700'} />
      <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-bold text-ink outline-none">
        {title}
      </h2>
      <p className="mt-2 text-ink" role={ok ? 'status' : 'alert'}>
        {text}
      </p>
      {ok && (
        <p className="mt-3 text-sm text-ink-muted">
          İşletme e-posta adresinizi görmez. Yanıtı Adana Rehberi’nden bir e-postayla alırsınız; o e-postayı yanıtlamak işletmeye ulaşmaz,
          yeniden yazmak için işletmenin sayfasını kullanın.
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {ok && (
          <a href={`/business/${state.business.id}`} className={buttonClass({ variant: 'primary' })}>
            {state.business.name} sayfasına dön
          </a>
        )}
        <a href="/" className={buttonClass({ variant: 'secondary' })}>
          Ana sayfaya dön
        </a>
      </div>
    </div>
  );
}
