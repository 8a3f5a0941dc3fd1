/**
 * "Mesaj gönder" on the page of a business whose plan includes messages (decision 022, #lib/plan-capabilities.ts):
 * a button that opens a short form (name, reply address, message). No account needed; the server rate-limits,
 * the hidden `website2` catches bots, and the message reaches the business only after the sender opens the
 * link mailed to the reply address. The business never sees the address; its answer comes by e-mail.
 */
import { useId, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { MESSAGE_HONEYPOT, MESSAGE_LIMITS } from '#lib/contract/messages.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, inputClass, textareaClass } from '#components/ui/classes.ts';

type Values = { name: string; email: string; message: string };
const EMPTY: Values = { name: '', email: '', message: '' };

export default function MessageBusiness({ businessId, businessName }: { businessId: number; businessName: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  // Typing in a field clears its error and the summary (the server checks again on send).
  const set = (k: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
    setError(null);
  };

  const send = async () => {
    setSending(true);
    setError(null);
    setErrors({});
    try {
      const res = await apiAnswer<{ message: string }>(`/api/businesses/${businessId}/messages`, {
        method: 'POST',
        body: { ...values, [MESSAGE_HONEYPOT]: trap },
      });
      if (res.ok) {
        setDone(res.body.message);
        setValues(EMPTY);
      } else {
        setErrors((res.body.errors ?? {}) as Partial<Record<keyof Values, string>>);
        setError(res.body.message ?? 'Mesaj gönderilemedi.');
      }
    } catch {
      setError('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.');
    } finally {
      setSending(false);
    }
  };

  return (
    <section id="mesaj-gonder" aria-labelledby={`${id}-title`} className={cx(cardClass, 'p-5 sm:p-6')}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Icon name="mail" size={20} className="text-brand-700" /> İşletmeye yazın
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Sorunuzu {businessName} doğrudan yanıtlar; yanıt e-posta adresinize gelir. İşletme adresinizi görmez.
      </p>
      {done ? (
        <p className="mt-4 rounded-card bg-success-50 p-4 text-sm text-success-700" role="status">
          {done}
        </p>
      ) : !open ? (
        <button
          type="button"
          aria-controls={`${id}-form`}
          aria-expanded={false}
          onClick={() => setOpen(true)}
          className={cx(buttonClass({ variant: 'primary', block: true }), 'mt-4')}
        >
          <Icon name="mail" size={18} /> Mesaj gönder
        </button>
      ) : (
        <form
          id={`${id}-form`}
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Field id={`${id}-name`} label="Adınız" required error={errors.name}>
            {(control) => (
              <input
                {...control}
                autoComplete="name"
                maxLength={MESSAGE_LIMITS.nameMax}
                value={values.name}
                onChange={set('name')}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            id={`${id}-email`}
            label="E-posta adresiniz"
            hint="Yanıt buraya gelir; önce bu adrese gelen bağlantıyla onaylamanız gerekir."
            required
            error={errors.email}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={values.email}
                onChange={set('email')}
                className={inputClass}
              />
            )}
          </Field>
          <Field id={`${id}-message`} label="Mesajınız" required error={errors.message}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={MESSAGE_LIMITS.bodyMax}
                value={values.message}
                onChange={set('message')}
                className={textareaClass}
              />
            )}
          </Field>
          <div className="hidden" aria-hidden="true">
            <label htmlFor={`${id}-w2`}>Bu alanı boş bırakın</label>
            <input id={`${id}-w2`} tabIndex={-1} autoComplete="off" value={trap} onChange={(e) => setTrap(e.target.value)} />
          </div>
          {error && (
            <p className="text-sm font-medium text-danger-700" role="alert">
              {error}
            </p>
          )}
          <p className="text-xs text-ink-muted">
            Mesajınız ve yanıtları 180 gün saklanır, sonra silinir (
            <a href="/privacy#saklama-sureleri" className="underline">
              Gizlilik
            </a>
            ).
          </p>
          <button type="submit" disabled={sending} className={buttonClass({ variant: 'primary', block: true })}>
            {sending ? 'Gönderiliyor…' : 'Mesajı gönder'}
          </button>
        </form>
      )}
    </section>
  );
}
