/**
 * In the admin section "İşletme sahipleri": the queue of listing changes (owners' edits and accepted
 * suggestions) with each field before and after, approve (published: the page is rebuilt) or reject with a
 * reason; and the suggestions of listings that have no owner (accept with the corrected phone, mark
 * temporarily closed, or dismiss).
 */
import { useCallback, useEffect, useState } from 'react';
import { apiAnswer, type ApiAnswer } from '#lib/api-client.ts';
import { formatDateTime } from '#lib/format.ts';
import { buttonClass, cardClass, cx, inputClass, linkClass, skeletonClass } from '#components/ui/classes.ts';
import { notify } from '#components/toast/notify.ts';
import { FIELD_LABELS, REASON_LABELS, showValue } from './owner-copy.ts';

interface ChangeSetItem {
  id: number;
  businessId: number;
  businessName: string;
  source: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: string;
}
interface SuggestionItem {
  id: number;
  businessId: number;
  businessName: string;
  reason: string;
  note: string | null;
  createdAt: string;
}

const gateLost = (a: ApiAnswer<unknown>) => a.status === 401 || (a.status === 403 && a.body.secondFactorRequired === true);

export function ChangeTable({ change }: { change: Pick<ChangeSetItem, 'before' | 'after'> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Alan
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Önce
            </th>
            <th scope="col" className="py-2 font-semibold">
              Sonra
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(change.after).map((k) => (
            <tr key={k} className="border-b border-line align-top last:border-0">
              <th scope="row" className="py-2 pr-4 font-medium text-ink">
                {FIELD_LABELS[k] ?? k}
              </th>
              <td className="py-2 pr-4 break-words whitespace-pre-line text-ink-muted">{showValue(k, change.before[k])}</td>
              <td className="py-2 break-words whitespace-pre-line text-ink">{showValue(k, change.after[k])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ChangeQueue({ onGateLost }: { onGateLost: () => void }) {
  const [changes, setChanges] = useState<ChangeSetItem[] | null>(null);
  const [suggestions, setSuggestions] = useState<SuggestionItem[] | null>(null);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [phones, setPhones] = useState<Record<number, string>>({});
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    void Promise.all([apiAnswer<ChangeSetItem[]>('/api/admin/owner-changes'), apiAnswer<SuggestionItem[]>('/api/admin/suggestions')])
      .then(([c, s]) => {
        if (!active) return;
        if (gateLost(c) || gateLost(s)) return onGateLost();
        setChanges(c.ok ? c.body : []);
        setSuggestions(s.ok ? s.body : []);
      })
      .catch(() => notify({ title: 'Liste yüklenemedi', description: 'Sunucuya ulaşılamadı.', variant: 'destructive' }));
    return () => {
      active = false;
    };
  }, [reload, onGateLost]);

  const act = async (url: string, body: unknown, ok: string) => {
    const res = await apiAnswer(url, { method: 'POST', body });
    if (gateLost(res)) return onGateLost();
    if (!res.ok)
      return notify({
        title: 'İşlem yapılamadı',
        description: (res.body.errors && Object.values(res.body.errors)[0]) || res.body.message || 'Beklenmeyen bir hata oluştu.',
        variant: 'destructive',
      });
    notify({ title: ok });
    refresh();
  };

  if (!changes || !suggestions) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Yükleniyor…</span>
        <div className={cx(skeletonClass, 'h-40 w-full')} />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="cq-changes">
        <h2 id="cq-changes" className="text-lg font-bold text-ink">
          Onay bekleyen değişiklikler
        </h2>
        {changes.length === 0 ? (
          <p className="mt-2 text-ink-muted">Bekleyen değişiklik yok.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {changes.map((c) => (
              <li key={c.id} className={cx(cardClass, 'p-5')}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-bold text-ink">
                    <a href={`/business/${c.businessId}`} className={linkClass} target="_blank" rel="noopener">
                      {c.businessName}
                    </a>
                  </h3>
                  <p className="text-sm text-ink-muted">
                    {c.source === 'suggestion' ? 'Kabul edilen öneri' : 'Sahibin düzenlemesi'} · {formatDateTime(c.createdAt)}
                  </p>
                </div>
                <div className="mt-3">
                  <ChangeTable change={c} />
                </div>
                <div className="mt-3 flex flex-wrap items-end gap-2">
                  <button
                    type="button"
                    className={buttonClass({ size: 'sm' })}
                    onClick={() => void act(`/api/admin/owner-changes/${c.id}/approve`, {}, 'Değişiklik yayınlandı')}
                  >
                    Onayla ve yayınla
                  </button>
                  <label htmlFor={`cq-r-${c.id}`} className="sr-only">
                    Ret nedeni
                  </label>
                  <input
                    id={`cq-r-${c.id}`}
                    type="text"
                    placeholder="Ret nedeni"
                    value={reasons[c.id] ?? ''}
                    onChange={(e) => setReasons((r) => ({ ...r, [c.id]: e.target.value }))}
                    className={cx(inputClass, 'max-w-sm')}
                  />
                  <button
                    type="button"
                    className={buttonClass({ size: 'sm', variant: 'secondary' })}
                    onClick={() =>
                      void act(`/api/admin/owner-changes/${c.id}/reject`, { reason: reasons[c.id] ?? '' }, 'Değişiklik reddedildi')
                    }
                  >
                    Reddet
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cq-sugg">
        <h2 id="cq-sugg" className="text-lg font-bold text-ink">
          Sahibi olmayan işletmeler için öneriler
        </h2>
        {suggestions.length === 0 ? (
          <p className="mt-2 text-ink-muted">Bekleyen öneri yok.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {suggestions.map((s) => (
              <li key={s.id} className={cx(cardClass, 'p-5')}>
                <h3 className="font-bold text-ink">
                  <a href={`/business/${s.businessId}`} className={linkClass} target="_blank" rel="noopener">
                    {s.businessName}
                  </a>
                </h3>
                <p className="text-sm text-ink-muted">
                  {REASON_LABELS[s.reason] ?? s.reason} · {formatDateTime(s.createdAt)}
                </p>
                {s.note && <p className="mt-2 whitespace-pre-line text-ink">{s.note}</p>}
                <div className="mt-3 flex flex-wrap items-end gap-2">
                  {s.reason === 'phone' && (
                    <>
                      <label htmlFor={`cq-p-${s.id}`} className="sr-only">
                        Doğru telefon
                      </label>
                      <input
                        id={`cq-p-${s.id}`}
                        type="tel"
                        placeholder="Doğru telefon"
                        value={phones[s.id] ?? ''}
                        onChange={(e) => setPhones((p) => ({ ...p, [s.id]: e.target.value }))}
                        className={cx(inputClass, 'max-w-xs')}
                      />
                    </>
                  )}
                  <button
                    type="button"
                    className={buttonClass({ size: 'sm' })}
                    onClick={() =>
                      void act(
                        `/api/admin/suggestions/${s.id}/accept`,
                        s.reason === 'phone' && phones[s.id]
                          ? { patch: { phone: phones[s.id] } }
                          : s.reason === 'closed'
                            ? { patch: { isOpen: false } }
                            : {},
                        'Öneri kabul edildi',
                      )
                    }
                  >
                    {s.reason === 'closed'
                      ? 'Kabul et (kapalı olarak işaretle)'
                      : s.reason === 'phone'
                        ? 'Kabul et ve telefonu güncelle'
                        : 'Kabul edildi olarak işaretle'}
                  </button>
                  <button
                    type="button"
                    className={buttonClass({ size: 'sm', variant: 'secondary' })}
                    onClick={() => void act(`/api/admin/suggestions/${s.id}/dismiss`, {}, 'Öneri yok sayıldı')}
                  >
                    Yok say
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
