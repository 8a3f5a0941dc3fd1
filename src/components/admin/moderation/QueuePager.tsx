/** The business queue's pages of `PAGE`: "Önceki sayfa", which of the total are shown, "Sonraki sayfa"; only past one page. */
import { buttonClass } from '#components/ui/classes.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';
import { PAGE } from './use-business-queue.ts';

interface Props {
  offset: number;
  total: number;
  setOffset: (offset: number) => void;
}

export default function QueuePager({ offset, total, setOffset }: Props) {
  if (total <= PAGE) return null;
  return (
    <div className="flex items-center justify-between gap-3 border-t border-line p-3">
      <button
        type="button"
        disabled={offset === 0}
        onClick={() => setOffset(Math.max(0, offset - PAGE))}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
      >
        {copy.prev}
      </button>
      <span className="text-sm text-ink-muted tabular-nums">{copy.page(offset + 1, Math.min(offset + PAGE, total), total)}</span>
      <button
        type="button"
        disabled={offset + PAGE >= total}
        onClick={() => setOffset(offset + PAGE)}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
      >
        {copy.next}
      </button>
    </div>
  );
}
