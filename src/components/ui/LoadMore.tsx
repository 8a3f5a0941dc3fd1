/**
 * The foot of a paged list ("… tanesi gösteriliyor" and 'Daha fazla göster'), for the /map list and the
 * /search results. The button stays focusable while the next page loads (aria-disabled, 'Yükleniyor…').
 *
 *   <LoadMore text={copy.shown(n, total)} more={n < total} busy={loadingMore} onMore={loadMore} className="mt-8" />
 *
 * `announce` makes the text a live status (the map list, whose pages also load on scroll); `ref` reaches
 * the wrapper (a scroll sentinel).
 */
import { forwardRef } from 'react';
import { buttonClass, cx } from './classes.ts';

export const LOAD_MORE_COPY = {
  loadMore: 'Daha fazla göster',
  loadingMore: 'Yükleniyor…',
} as const;

interface Props {
  /** How many are shown out of how many. */
  text: string;
  /** Whether there is a next page (the button is shown). */
  more: boolean;
  busy: boolean;
  onMore: () => void;
  announce?: boolean;
  className?: string;
}

// forwardRef from the preact/compat period (decision 019); under React 19 (decision 021) a plain `ref` prop would do too.
export const LoadMore = forwardRef<HTMLDivElement, Props>(function LoadMore(
  { text, more, busy, onMore, announce = false, className },
  ref,
) {
  return (
    <div ref={ref} className={cx('flex flex-col items-center gap-2', className)}>
      <p role={announce ? 'status' : undefined} className="text-sm text-ink-subtle">
        {text}
      </p>
      {more && (
        <button
          type="button"
          onClick={onMore}
          aria-disabled={busy || undefined}
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          {busy ? LOAD_MORE_COPY.loadingMore : LOAD_MORE_COPY.loadMore}
        </button>
      )}
    </div>
  );
});
