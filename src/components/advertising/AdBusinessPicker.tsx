/**
 * The sponsored card's business, picked by name: typing (2 letters or more) searches the published
 * businesses with the admin's own search (GET /api/admin/businesses?status=approved&q=) after a pause; a
 * result chosen shows as "Seçilen işletme" with a way to remove it. The id is what the form saves.
 */
import { useEffect, useState } from 'react';
import type { ModerationList } from '#lib/contract/moderation.ts';
import { apiAnswer } from '#lib/api-client.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, inputClass } from '#components/ui/classes.ts';

export interface PickedBusiness {
  id: number;
  name: string;
}

interface Props {
  id: string;
  value: PickedBusiness | null;
  onChange: (b: PickedBusiness | null) => void;
}

type Hit = ModerationList['items'][number];

export function AdBusinessPicker({ id, value, onChange }: Props) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const q = query.trim();

  useEffect(() => {
    if (q.length < 2) return;
    let active = true;
    // Asked once the typing pauses, not on every key.
    const timer = setTimeout(() => {
      void apiAnswer<ModerationList>(`/api/admin/businesses?status=approved&limit=8&q=${encodeURIComponent(q)}`)
        .then((res) => active && res.ok && setHits(res.body.items ?? []))
        .catch(() => undefined);
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [q]);

  const shown = q.length >= 2 ? hits : [];
  return (
    <div className="space-y-2">
      {value && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink" role="status">
          <Icon name="check-circle" size={16} className="text-success-700" /> Seçilen işletme:{' '}
          <strong className="break-words">{value.name}</strong>
          <button type="button" onClick={() => onChange(null)} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            Kaldır
          </button>
        </p>
      )}
      <input
        id={id}
        type="search"
        value={query}
        autoComplete="off"
        placeholder={value ? 'Başka bir işletme arayın' : 'İşletme adı yazın'}
        onChange={(e) => setQuery(e.target.value)}
        className={inputClass}
      />
      {shown.length > 0 && (
        <ul className="divide-y divide-line rounded-card border border-line" aria-label="Arama sonuçları">
          {shown.map((b) => (
            <li key={b.id}>
              <button
                type="button"
                className="w-full px-4 py-2 text-left break-words hover:bg-surface-muted focus-visible:bg-surface-muted"
                onClick={() => {
                  onChange({ id: b.id, name: b.name });
                  setQuery('');
                  setHits([]);
                }}
              >
                <span className="font-semibold text-ink">{b.name}</span>{' '}
                <span className="text-sm text-ink-muted">
                  · {b.category?.name ?? ''} · {b.district?.name ?? ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
