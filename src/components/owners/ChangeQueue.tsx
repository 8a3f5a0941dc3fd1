/**
 * In the admin section "İşletme sahipleri": the queue of listing changes (owners' edits and accepted
 * suggestions) with each field before and after, approve (published: the page is rebuilt) or reject with a
 * reason; and the suggestions of listings that have no owner (accept with the corrected phone, mark
 * temporarily closed, or dismiss).
 */
import { cx, skeletonClass } from '#components/ui/classes.ts';
import ChangeSetCard from './ChangeSetCard.tsx';
import SuggestionCard from './SuggestionCard.tsx';
import { useChangeQueue } from './use-change-queue.ts';

export default function ChangeQueue({ onGateLost }: { onGateLost: () => void }) {
  const { changes, suggestions, act } = useChangeQueue(onGateLost);

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
              <ChangeSetCard key={c.id} c={c} act={act} />
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
              <SuggestionCard key={s.id} s={s} act={act} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
