/**
 * The list half of /map: every match for the filters as the site's one card (BusinessCard: photo, heart, name,
 * category · district · price, rating, open/closed) with the spec's extras (address, phone, distance,
 * 'Konum bilgisi yok', Detaylar, 'Haritada gör'),
 * 100 at a time from /api/businesses/search — the next hundred load when the end of the list scrolls into
 * view or with 'Daha fazla göster' (which then moves focus to the first new card); the count of shown
 * cards is announced. 'Yakınımda' above it asks for the visitor's position (as 'Konumumu bul'); once located
 * the list is sorted by distance and shows it ("1,2 km"); refused, a note says the order stays (NearNote).
 * From `lg` on it stands in the side column beside the map (`side`: one card a row).
 * The list is the full keyboard and screen-reader alternative to the map.
 */
import { useEffect, useRef, useState } from 'react';
import { notify } from '#components/toast/notify.ts';
import { cardGridClass } from '#components/ui/BusinessCard.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { LoadMore } from '#components/ui/LoadMore.tsx';
import { useFocusAfterRender } from '#components/ui/use-focus-after-render.ts';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import type { SearchListItem } from '#lib/contract/search.ts';
import { NearNote } from '#components/search/NearNote.tsx';
import type { NearMe } from '#components/search/use-near-me.ts';
import { fetchList, isAbort } from './api.ts';
import { MAP_COPY as copy } from './copy.ts';
import { listApiUrl, type LatLng, type MapFilters } from './map-state.ts';
import { MapListCard, MapListEmpty, mapListLinkId } from './MapListCard.tsx';

interface Props {
  filters: MapFilters;
  /** The visitor's position when located (the list is then sorted by distance). */
  near: LatLng | null;
  onSeeOnMap: (item: SearchListItem) => void;
  onClearFilters: () => void;
  filtered: boolean;
  /** Where 'Yakınımda' stands (useLocate's status) and how to ask for it. */
  nearStatus: NearMe['status'];
  onNear: () => void;
  /** In the side column beside the map: one card a row. */
  side?: boolean;
}

interface Result {
  key: string;
  items: SearchListItem[];
  total: number;
  /** "At least `total`" (the server's count is capped): more pages until one comes back empty. */
  capped: boolean;
  error: string | null;
}

export function MapList({ filters, near, onSeeOnMap, onClearFilters, filtered, nearStatus, onNear, side = false }: Props) {
  const key = listApiUrl(filters, 0, near);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const moreController = useRef<AbortController | null>(null);
  // After 'Daha fazla göster', focus moves to the first new card.
  const focusAfterAppend = useFocusAfterRender(result);
  const loading = result?.key !== key;

  useEffect(() => {
    const controller = new AbortController();
    moreController.current?.abort();
    fetchList(key, controller.signal).then(
      (page) => setResult({ key, items: page.items, total: page.total, capped: page.capped, error: null }),
      (e: unknown) => {
        if (!isAbort(e)) setResult({ key, items: [], total: 0, capped: false, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const shown = !loading ? result : null;
  const hasMore = Boolean(shown && !shown.error && (shown.items.length < shown.total || shown.capped));

  const loadMore = async (moveFocus: boolean) => {
    if (!shown || loadingMore || !hasMore) return;
    const controller = new AbortController();
    moreController.current = controller;
    setLoadingMore(true);
    try {
      const page = await fetchList(listApiUrl(filters, shown.items.length, near), controller.signal);
      const seen = new Set(shown.items.map((i) => i.id));
      const fresh = page.items.filter((i) => !seen.has(i.id));
      if (moveFocus && fresh[0]) focusAfterAppend(mapListLinkId(fresh[0].id));
      setResult((prev) => {
        if (!prev || prev.key !== shown.key) return prev;
        const items = [...prev.items, ...fresh];
        // an empty page ends the list (also past a capped count)
        return fresh.length
          ? { ...prev, items, total: Math.max(page.total, page.capped ? 0 : items.length), capped: page.capped }
          : { ...prev, items, total: items.length, capped: false };
      });
    } catch (e) {
      if (!isAbort(e)) notify({ title: copy.listError, description: copy.mapLoadFailedText, variant: 'destructive' });
    } finally {
      if (moreController.current === controller) moreController.current = null;
      setLoadingMore(false);
    }
  };

  // Scrolling to the end of the list loads the next hundred.
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMoreRef.current(false);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, shown?.items.length]);

  useEffect(() => () => moreController.current?.abort(), []);

  return (
    <section aria-labelledby="map-list-heading" aria-busy={loading || loadingMore}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="map-list-heading" className="sr-only">
          {copy.listHeading}
        </h2>
        <button
          type="button"
          onClick={onNear}
          aria-pressed={nearStatus === 'ok'}
          aria-disabled={nearStatus === 'asking' || undefined}
          className={cx(
            'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold',
            nearStatus === 'ok'
              ? 'border-brand-600 bg-brand-50 text-brand-800'
              : 'border-line-strong bg-surface text-ink hover:bg-surface-muted',
          )}
          data-map-near
        >
          <Icon name="map-pin" size={15} />
          {copy.nearList}
        </button>
        {nearStatus === 'ok' && <p className="text-sm text-ink-muted">{copy.nearListOn}</p>}
      </div>
      {nearStatus !== 'ok' && nearStatus !== 'idle' && (
        <div className="mb-3">
          <NearNote status={nearStatus} />
        </div>
      )}
      {shown?.error ? (
        <div className={cx(cardClass, 'flex flex-col items-center gap-3 p-8 text-center')} role="alert">
          <p className="font-semibold text-ink">{copy.listError}</p>
          <p className="text-sm text-ink-muted">{shown.error}</p>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setAttempt((n) => n + 1)}>
            {copy.retry}
          </button>
        </div>
      ) : shown && shown.items.length === 0 ? (
        <MapListEmpty filtered={filtered} onClear={onClearFilters} />
      ) : shown ? (
        <>
          <ul className={side ? 'grid grid-cols-1 gap-3' : cardGridClass}>
            {shown.items.map((item) => (
              <li key={item.id} className="flex">
                <MapListCard item={item} near={near} onSeeOnMap={onSeeOnMap} />
              </li>
            ))}
          </ul>
          <LoadMore
            ref={sentinel}
            text={copy.listShown(shown.items.length, shown.total, shown.capped)}
            announce
            more={hasMore}
            busy={loadingMore}
            onMore={() => void loadMore(true)}
            className="mt-6"
          />
        </>
      ) : (
        <p role="status" className="py-10 text-center text-ink-muted">
          {copy.listLoading}
        </p>
      )}
    </section>
  );
}
