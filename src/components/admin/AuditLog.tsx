/**
 * The admin section "Kayıt defteri" (/admin?bolum=kayit-defteri; admins only, decision 035): the audit log told
 * by name, filtered by person, kind of thing, the thing (number or name) and a date range, 50 at a time, and
 * "CSV indir" with the same filters (GET /api/admin/audit.csv, for Excel).
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { AuditRow } from '#lib/contract/admin.ts';
import { AUDIT_TARGETS } from '#lib/contract/audit-labels.ts';
import { formatCount } from '#lib/format.ts';
import { buttonClass, cardClass, cx, inputClass, labelClass, selectClass, skeletonClass } from '#components/ui/classes.ts';
import { adminCall, gateLost } from './moderation-api.ts';
import AuditRows from './AuditRows.tsx';

const PAGE = 50;
const EMPTY = { kim: '', tur: '', kayit: '', baslangic: '', bitis: '' };
type Filter = typeof EMPTY;

const query = (f: Filter, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== '')), ...extra }).toString();

export default function AuditLog({ onGateLost }: { onGateLost: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [offset, setOffset] = useState(0);
  const [data, setData] = useState<{ rows: AuditRow[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    adminCall<{ rows: AuditRow[]; total: number }>(`/api/admin/audit?${query(filter, { limit: String(PAGE), offset: String(offset) })}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok)
          return setError(String(res.body.errors ? Object.values(res.body.errors)[0] : (res.body.message ?? 'Liste yüklenemedi.')));
        setError(null);
        setData(res.body);
      })
      .catch(() => active && setError('Sunucuya ulaşılamadı.'));
    return () => {
      active = false;
    };
  }, [filter, offset, onGateLost]);

  const apply = (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    setOffset(0);
    setData(null);
    setFilter({ ...draft });
  };
  const field = (key: keyof Filter, label: string, type = 'text') => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        value={draft[key]}
        maxLength={120}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        className={inputClass}
      />
    </div>
  );

  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        Kayıt defteri
      </h2>
      <form role="search" onSubmit={apply} className={cx(cardClass, 'grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3')}>
        {field('kim', 'Kim (ad ya da e-posta)')}
        <div className="min-w-0">
          <label htmlFor={`${id}-tur`} className={labelClass}>
            Kayıt türü
          </label>
          <select id={`${id}-tur`} value={draft.tur} onChange={(e) => setDraft({ ...draft, tur: e.target.value })} className={selectClass}>
            <option value="">Tümü</option>
            {Object.entries(AUDIT_TARGETS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {field('kayit', 'Kayıt (adı ya da numarası)')}
        {field('baslangic', 'Başlangıç', 'date')}
        {field('bitis', 'Bitiş', 'date')}
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            Filtrele
          </button>
          <a href={`/api/admin/audit.csv?${query(filter)}`} className={buttonClass({ size: 'sm', variant: 'secondary' })} download>
            CSV indir
          </a>
        </div>
      </form>
      {error && (
        <p role="alert" className="rounded-card border border-danger-600/40 bg-danger-50 p-4 text-danger-700">
          {error}
        </p>
      )}
      {!data && !error ? (
        <div aria-busy="true">
          <span className="sr-only">Yükleniyor…</span>
          <div className={cx(skeletonClass, 'h-48 w-full')} />
        </div>
      ) : data ? (
        <div className={cx(cardClass, 'p-4')}>
          <p className="text-sm text-ink-muted" role="status">
            {formatCount(data.total)} kayıt
          </p>
          <AuditRows rows={data.rows} />
          {data.total > PAGE && (
            <div className="mt-3 flex items-center justify-between gap-3">
              <button
                type="button"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
                className={buttonClass({ size: 'sm', variant: 'ghost' })}
              >
                Önceki
              </button>
              <button
                type="button"
                disabled={offset + PAGE >= data.total}
                onClick={() => setOffset(offset + PAGE)}
                className={buttonClass({ size: 'sm', variant: 'ghost' })}
              >
                Sonraki
              </button>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
