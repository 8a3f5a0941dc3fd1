/**
 * The dashboard's "Mesajlar" tab (decision 022): the confirmed messages visitors sent to this listing
 * (GET /api/owner/messages, filtered to the selected business), newest first, unanswered marked; each
 * answered from here (POST /api/owner/messages/{id}/reply), the answer e-mailed to the visitor by the site.
 * The visitor's e-mail address is never shown. A plan without messages says which plans have them.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { MESSAGE_LIMITS, type OwnerMessage } from '#lib/contract/messages.ts';
import { formatDateTime } from '#lib/format.ts';
import { PLAN_CAPABILITIES, planCapabilities } from '#lib/plan-capabilities.ts';
import { PLAN_LABELS, PLANS } from '#lib/contract/owners.ts';
import { notify } from '#components/toast/notify.ts';
import { badgeClass, buttonClass, cardClass, cx, skeletonClass, textareaClass } from '#components/ui/classes.ts';

const PLANS_WITH_MESSAGES = PLANS.filter((p) => PLAN_CAPABILITIES[p].messages)
  .map((p) => PLAN_LABELS[p])
  .join(' ve ');

export default function MessagesInbox({ businessId, plan, onChoosePlan }: { businessId: number; plan: string; onChoosePlan?: () => void }) {
  const [messages, setMessages] = useState<OwnerMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    apiAnswer<OwnerMessage[]>('/api/owner/messages')
      .then((res) => {
        if (!active) return;
        if (!res.ok) return setError(res.body.message ?? 'Mesajlar yüklenemedi.');
        setMessages(res.body.filter((m) => m.businessId === businessId));
      })
      .catch(() => active && setError('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip sayfayı yenileyin.'));
    return () => {
      active = false;
    };
  }, [businessId]);

  const replaced = useCallback((m: OwnerMessage) => setMessages((list) => list?.map((x) => (x.id === m.id ? m : x)) ?? null), []);
  const allowed = planCapabilities(plan).messages;
  const open = messages?.filter((m) => m.status === 'open').length ?? 0;

  return (
    <section aria-labelledby="od-messages-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="od-messages-title" className="text-xl font-semibold text-ink">
          Ziyaretçi mesajları
        </h2>
        {open > 0 && <span className={badgeClass('warning')}>{open} yanıt bekliyor</span>}
      </div>
      {!allowed && (
        <div className={cx(cardClass, 'p-5')}>
          <p className="text-ink">Ziyaretçilerin sayfanızdan size mesaj gönderebilmesi {PLANS_WITH_MESSAGES} planlarına dahildir.</p>
          {onChoosePlan && (
            <button type="button" onClick={onChoosePlan} className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'mt-3')}>
              Planları gör
            </button>
          )}
        </div>
      )}
      <p className="text-sm text-ink-muted">
        Ziyaretçinin e-posta adresi size gösterilmez; yanıtınız ona Adana Rehberi üzerinden e-postayla iletilir. Mesajlar 180 gün sonra
        silinir.
      </p>
      {error ? (
        <p className="text-danger-700" role="alert">
          {error}
        </p>
      ) : !messages ? (
        <div className={cx(skeletonClass, 'h-32 w-full')} />
      ) : messages.length === 0 ? (
        <p className={cx(cardClass, 'p-5 text-ink-muted')}>
          {allowed ? 'Henüz mesaj yok. Ziyaretçiler işletme sayfanızdaki “Mesaj gönder” düğmesiyle size yazabilir.' : 'Mesaj yok.'}
        </p>
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} onReplied={replaced} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageItem({ message: m, onReplied }: { message: OwnerMessage; onReplied: (m: OwnerMessage) => void }) {
  const id = useId();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const res = await apiAnswer<OwnerMessage>(`/api/owner/messages/${m.id}/reply`, { method: 'POST', body: { reply } });
      if (!res.ok) return setError(res.body.errors?.reply ?? res.body.message ?? 'Yanıt gönderilemedi.');
      onReplied(res.body);
      setReply('');
      notify({ title: 'Yanıt gönderildi', description: `${m.senderName} yanıtınızı e-postayla alacak.` });
    } catch {
      setError('Sunucuya ulaşılamadı.');
    } finally {
      setSending(false);
    }
  };

  return (
    <li className={cx(cardClass, 'p-5')} data-message={m.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">{m.senderName}</p>
        <span className="flex items-center gap-2 text-sm text-ink-muted">
          <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          <span className={badgeClass(m.status === 'open' ? 'warning' : 'success')}>
            {m.status === 'open' ? 'Yanıt bekliyor' : 'Yanıtlandı'}
          </span>
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-ink">{m.body}</p>
      {m.replies.length > 0 && (
        <ul className="mt-3 space-y-2 border-l-2 border-brand-200 pl-4" aria-label="Yanıtlarınız">
          {m.replies.map((r) => (
            <li key={r.id}>
              <p className="text-xs text-ink-muted">
                Yanıtınız · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
              </p>
              <p className="whitespace-pre-line text-ink">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-4 space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor={`${id}-reply`} className="block text-sm font-semibold text-ink">
          {m.replies.length ? 'Yeniden yanıtla' : 'Yanıtla'}
        </label>
        <textarea
          id={`${id}-reply`}
          rows={3}
          maxLength={MESSAGE_LIMITS.replyMax}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={textareaClass}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger-700" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={sending} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {sending ? 'Gönderiliyor…' : 'Yanıtı gönder'}
        </button>
      </form>
    </li>
  );
}
