/**
 * "Düzenleme öner" on every business page (decision 011): a small button that opens a short form (why, and a
 * note). No account needed; the server rate-limits and the hidden field `website2` catches bots. The
 * listing's owner (or, without one, the admins) decides.
 */
import { useId, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { buttonClass, cx, textareaClass } from '#components/ui/classes.ts';

const REASONS = [
  ['closed', 'Kalıcı olarak kapandı'],
  ['hours', 'Çalışma saatleri yanlış'],
  ['phone', 'Telefon yanlış'],
  ['location', 'Konum yanlış'],
  ['other', 'Diğer'],
] as const;

export default function SuggestEdit({ businessId }: { businessId: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [trap, setTrap] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!reason) return setError('Lütfen bir neden seçin');
    setSending(true);
    setError(null);
    try {
      const res = await apiAnswer<{ message: string }>(`/api/businesses/${businessId}/suggestions`, {
        method: 'POST',
        body: { reason, note, website2: trap },
      });
      if (res.ok) setDone(res.body.message);
      else setError((res.body.errors && Object.values(res.body.errors)[0]) || res.body.message || 'Öneri gönderilemedi.');
    } catch {
      setError('Sunucuya ulaşılamadı.');
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <p className="rounded-card bg-success-50 p-4 text-sm text-success-700" role="status">
        {done}
      </p>
    );
  }
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((v) => !v)}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
      >
        Bilgiler yanlış mı? Düzenleme öner
      </button>
      {open && (
        <form
          id={`${id}-form`}
          className="mt-3 space-y-3 rounded-card border border-line bg-surface p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">Ne yanlış?</legend>
            <div className="space-y-1">
              {REASONS.map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="accent-brand-600"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-semibold text-ink">
              Not <span className="font-normal text-ink-muted">(doğrusu nedir?)</span>
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={textareaClass}
            />
          </div>
          <div className="hidden" aria-hidden="true">
            <label htmlFor={`${id}-w2`}>Bu alanı boş bırakın</label>
            <input id={`${id}-w2`} tabIndex={-1} autoComplete="off" value={trap} onChange={(e) => setTrap(e.target.value)} />
          </div>
          {error && (
            <p className="text-sm text-danger-700" role="alert">
              {error}
            </p>
          )}
          <p className="text-xs text-ink-muted">
            Adınızı veya iletişim bilginizi istemiyoruz; öneriniz işletme sahibine ya da ekibimize iletilir.
          </p>
          <button type="submit" disabled={sending} className={cx(buttonClass({ size: 'sm' }))}>
            {sending ? 'Gönderiliyor…' : 'Öneriyi gönder'}
          </button>
        </form>
      )}
    </div>
  );
}
