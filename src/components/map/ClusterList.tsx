/**
 * The businesses of a small cluster (at most ten, use-cluster-list.ts) in a panel over the map: a heading
 * ("Burada 4 işletme"), each business as a button (name, category, rating) that opens it as a marker does, and
 * 'Bu bölgeye yakınlaştır' for the map's old behaviour. Focus moves to the heading when it opens; Escape or the close
 * button closes it (focus back to the map). Over the map's top left on a wide screen, along its bottom on a phone.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx } from '#components/ui/classes.ts';
import { formatRating } from '#lib/format.ts';
import type { MapBusiness } from '#lib/contract/map.ts';
import { MAP_COPY as copy } from './copy.ts';
import type { OpenCluster } from './use-cluster-list.ts';

interface Props {
  open: OpenCluster;
  /** Opens a business (the list closes first). */
  onSelect: (b: MapBusiness) => void;
  /** Zooms in on the cluster (the list closes first). */
  onZoom: (c: OpenCluster['cluster']) => void;
  onClose: () => void;
}

export function ClusterList({ open, onSelect, onZoom, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `kume-${open.cluster.id}`;
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [open.cluster.id]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };
  return (
    <section
      aria-labelledby={id}
      onKeyDown={onKeyDown}
      className="absolute inset-x-2 bottom-2 z-20 flex max-h-[calc(100%-1rem)] flex-col rounded-card border border-line bg-surface shadow-lg sm:inset-x-auto sm:top-3 sm:bottom-auto sm:left-3 sm:w-80"
      data-cluster-list={open.cluster.count}
    >
      <div className="flex items-center justify-between gap-2 border-b border-line py-1 pr-1 pl-3">
        <h3 ref={heading} id={id} tabIndex={-1} className="rounded-sm text-sm font-semibold text-ink focus-visible:outline-2">
          {copy.clusterHeading(open.members?.length ?? open.cluster.count)}
        </h3>
        <button type="button" onClick={onClose} aria-label={copy.clusterClose} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <Icon name="x" size={18} />
        </button>
      </div>
      {open.error ? (
        <p role="alert" className="p-3 text-sm text-danger-700">
          {copy.clusterError}
        </p>
      ) : !open.members ? (
        <p role="status" className="p-3 text-sm text-ink-muted">
          {copy.clusterLoading}
        </p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto py-1">
          {open.members.map((b) => (
            <li key={b.id}>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  onSelect(b);
                }}
                className="flex min-h-11 w-full flex-col items-start px-3 py-1.5 text-left hover:bg-surface-muted focus-visible:bg-surface-muted"
                data-cluster-member={b.id}
              >
                <span className="text-sm font-semibold text-ink">{b.name}</span>
                <span className={cx('text-xs text-ink-muted')}>
                  {b.category}
                  {b.reviewCount > 0 && (
                    <>
                      <span aria-hidden="true"> · </span>
                      <Icon name="star" size={11} filled className="inline align-[-1px] text-highlight-500" /> {formatRating(b.rating)}
                    </>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-line p-2">
        <button
          type="button"
          onClick={() => {
            onClose();
            onZoom(open.cluster);
          }}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'w-full' })}
        >
          <Icon name="plus" size={16} />
          {copy.clusterZoom}
        </button>
      </div>
    </section>
  );
}
