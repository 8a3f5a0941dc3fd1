/**
 * In the admin section "İşletme sahipleri": the queue of listing changes (owners' edits and accepted
 * suggestions) with each field before and after, approve (published: the page is rebuilt) or reject with a
 * reason; and the suggestions of listings that have no owner (accept with the corrected phone, mark
 * temporarily closed, or dismiss). Both lists have the bulk bar (select several, a confirmation naming the
 * count) and one keyboard (j/k over both lists, a approves or accepts, r rejects with a reason or dismisses).
 */
import { useMemo, useState } from 'react';
import { cardClass, checkboxClass, cx, skeletonClass } from '#components/ui/classes.ts';
import BulkBar from '#components/admin/BulkBar.tsx';
import QueueKeys from '#components/admin/QueueKeys.tsx';
import { QUEUE_COPY } from '#components/admin/queue-copy.ts';
import { useQueueKeys } from '#components/admin/use-queue-keys.ts';
import { useSelection } from '#components/admin/use-selection.ts';
import ChangeSetCard from './ChangeSetCard.tsx';
import SuggestionCard from './SuggestionCard.tsx';
import { useChangeQueue } from './use-change-queue.ts';

// One keyboard over both lists: a change set is its id, a suggestion its id negated.
const rowIdOf = (key: number) => (key > 0 ? `cq-change-${key}` : `cq-suggestion-${-key}`);

function SelectAll({ on, set, count }: { on: boolean; set: (on: boolean) => void; count: number }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-ink-muted">
      <input type="checkbox" className={checkboxClass} checked={on} onChange={(e) => set(e.target.checked)} />
      {QUEUE_COPY.selectAll} ({count})
    </label>
  );
}

export default function ChangeQueue({ onGateLost }: { onGateLost: () => void }) {
  const { changes, suggestions, act, refresh } = useChangeQueue(onGateLost);
  const [rejectingId, setRejectingId] = useState<number | null>(null);
  const changeIds = useMemo(() => (changes ?? []).map((c) => c.id), [changes]);
  const suggestionIds = useMemo(() => (suggestions ?? []).map((s) => s.id), [suggestions]);
  const pickChanges = useSelection(changeIds);
  const pickSuggestions = useSelection(suggestionIds);

  const keyItems = useMemo(
    () => [
      ...(changes ?? []).map((c) => ({ id: c.id, name: c.businessName })),
      ...(suggestions ?? []).map((s) => ({ id: -s.id, name: s.businessName })),
    ],
    [changes, suggestions],
  );
  const keys = useQueueKeys(keyItems, rowIdOf, {
    approve: (key) =>
      void (key > 0
        ? act(`/api/admin/owner-changes/${key}/approve`, {}, 'Değişiklik yayınlandı')
        : act(`/api/admin/suggestions/${-key}/accept`, {}, 'Öneri kabul edildi')),
    reject: (key) => (key > 0 ? setRejectingId(key) : void act(`/api/admin/suggestions/${-key}/dismiss`, {}, 'Öneri yok sayıldı')),
    close: () => setRejectingId(null),
  });

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
      {keyItems.length > 0 && (
        <div className="flex flex-wrap justify-end gap-2">
          <QueueKeys announcement={keys.announcement} help={keys.help} setHelp={keys.setHelp} />
        </div>
      )}
      <section aria-labelledby="cq-changes">
        <h2 id="cq-changes" className="text-lg font-bold text-ink">
          Onay bekleyen değişiklikler
        </h2>
        {changes.length === 0 ? (
          <p className="mt-2 text-ink-muted">Bekleyen değişiklik yok.</p>
        ) : (
          <>
            <div className={cx(cardClass, 'mt-3 space-y-2 p-3')}>
              <SelectAll on={pickChanges.all} set={pickChanges.setAll} count={changes.length} />
              <BulkBar
                queue="changes"
                selected={changes.filter((c) => pickChanges.selected.has(c.id)).map((c) => ({ id: c.id }))}
                onGateLost={onGateLost}
                onDone={refresh}
              />
            </div>
            <ul className="mt-3 space-y-4">
              {changes.map((c) => (
                <ChangeSetCard
                  key={c.id}
                  c={c}
                  act={act}
                  rowId={rowIdOf(c.id)}
                  active={keys.active === c.id}
                  selected={pickChanges.selected.has(c.id)}
                  onSelect={(on) => pickChanges.toggle(c.id, on)}
                  rejecting={rejectingId === c.id}
                  setRejecting={(on) => setRejectingId(on ? c.id : null)}
                />
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="cq-sugg">
        <h2 id="cq-sugg" className="text-lg font-bold text-ink">
          Sahibi olmayan işletmeler için öneriler
        </h2>
        {suggestions.length === 0 ? (
          <p className="mt-2 text-ink-muted">Bekleyen öneri yok.</p>
        ) : (
          <>
            <div className={cx(cardClass, 'mt-3 space-y-2 p-3')}>
              <SelectAll on={pickSuggestions.all} set={pickSuggestions.setAll} count={suggestions.length} />
              <BulkBar
                queue="suggestions"
                reasonOnReject={false}
                labels={{ approve: (n) => `Seçilenleri kabul et (${n})`, reject: (n) => `Seçilenleri yok say (${n})` }}
                selected={suggestions.filter((s) => pickSuggestions.selected.has(s.id)).map((s) => ({ id: s.id }))}
                onGateLost={onGateLost}
                onDone={refresh}
              />
            </div>
            <ul className="mt-3 space-y-4">
              {suggestions.map((s) => (
                <SuggestionCard
                  key={s.id}
                  s={s}
                  act={act}
                  rowId={rowIdOf(-s.id)}
                  active={keys.active === -s.id}
                  selected={pickSuggestions.selected.has(s.id)}
                  onSelect={(on) => pickSuggestions.toggle(s.id, on)}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
