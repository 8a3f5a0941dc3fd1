/**
 * /map's first view on a phone (decision 020): the businesses of the viewport on the plain local map, drawn
 * as SVG and HTML without the map library. maplibre (~200 KB compressed, and most of a second of a phone's
 * main thread to start) loads only when the visitor reaches for the map itself: a drag, a pinch, a wheel,
 * or the 'Kaydırmak için haritaya dokunun' button. Until then the preview does what needs no library:
 *
 *   <MapPreview
 *     camera={camera}                       // { latitude, longitude, zoom } (preview.ts), null until decided
 *     onSize={setSize}                      // the box's size, measured here (the page keeps it for the camera)
 *     clusters={…} businesses={…} user={…} // what the map would draw; colours as on the map
 *     onSelect={…} onOpenCluster={…}        // a marker opens its card; a cluster zooms in (the page moves the camera)
 *     onZoom={(delta) => …}                 // the + and − buttons
 *     onBackground={…}                      // a tap on the map itself (closes the phone's card)
 *     onActivate={…}                        // the visitor wants the real map: load it
 *     activating                            // it is loading: the button says so
 *   />
 *
 * Markers are the map's own pins (markers.tsx) with the same data attributes and names, so a visitor and a
 * test see the same markers before and after the library arrives. The camera uses maplibre's projection,
 * so the real map starts exactly where the preview was.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { MapBusiness, MapCluster } from '#lib/contract/map.ts';
import { BASE_MAP_COPY, FALLBACK_STYLE_URL } from '#lib/map-config.ts';
import { cx } from '#components/ui/classes.ts';
import { Icon } from '#components/ui/Icon.tsx';
import type { ClientCluster } from './client-clusters.ts';
import { MAP_COPY as copy } from './copy.ts';
import { BusinessPin, ClusterPin, UserDot, businessZ } from './markers.tsx';
import { project, styleShapes, type Camera, type PlainStyle, type Size } from './preview.ts';

let styleRequest: Promise<PlainStyle | null> | null = null;
/** The local style, fetched once (null when it cannot be: the preview is then a plain surface). */
function loadStyle(): Promise<PlainStyle | null> {
  styleRequest ??= fetch(FALLBACK_STYLE_URL)
    .then((r) => (r.ok ? (r.json() as Promise<PlainStyle>) : null))
    .catch(() => {
      styleRequest = null;
      return null;
    });
  return styleRequest;
}

interface Props {
  camera: Camera | null;
  onSize: (size: Size) => void;
  size: Size | null;
  clusters: (MapCluster | ClientCluster)[];
  businesses: MapBusiness[];
  colorOf: (b: MapBusiness) => string;
  selectedId: number | null;
  user: { latitude: number; longitude: number } | null;
  onSelect: (b: MapBusiness) => void;
  onOpenCluster: (c: MapCluster | ClientCluster) => void;
  onZoom: (delta: 1 | -1) => void;
  onBackground: () => void;
  onActivate: () => void;
  activating: boolean;
  className?: string;
}

export function MapPreview({
  camera,
  onSize,
  size,
  clusters,
  businesses,
  colorOf,
  selectedId,
  user,
  onSelect,
  onOpenCluster,
  onZoom,
  onBackground,
  onActivate,
  activating,
  className,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [style, setStyle] = useState<PlainStyle | null>(null);

  useEffect(() => {
    let live = true;
    void loadStyle().then((s) => live && setStyle(s));
    return () => {
      live = false;
    };
  }, []);

  // The box's size, now and whenever it changes (rotation, the address bar).
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const report = () => onSize({ width: el.clientWidth, height: el.clientHeight });
    report();
    const observer = new ResizeObserver(report);
    observer.observe(el);
    return () => observer.disconnect();
  }, [onSize]);

  const base = useMemo(() => (style && camera && size ? styleShapes(style, camera, size) : null), [style, camera, size]);

  // Every marker of the answer is placed, as on the map (the answer covers a little more than the box, which clips).
  const place = (longitude: number, latitude: number) => (camera && size ? project(camera, size, longitude, latitude) : null);

  // A press on the map itself (not on a marker or a button) is a drag or a pinch beginning: the real map is wanted.
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!(e.target as Element).closest('button')) onActivate();
  };

  return (
    <div
      ref={box}
      role="region"
      aria-label={copy.mapLabel}
      aria-roledescription={copy.previewRole}
      className={cx('relative isolate touch-none overflow-hidden bg-surface-sunken select-none', className)}
      style={base?.background ? { backgroundColor: base.background } : undefined}
      onPointerDown={onPointerDown}
      onWheel={onActivate}
      onClick={(e) => {
        if (!(e.target as Element).closest('button')) onBackground();
      }}
      data-map-preview
    >
      {base && size && (
        <svg className="absolute inset-0 size-full" viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true">
          {base.shapes.map((s) => (
            <path
              key={s.id}
              d={s.d}
              fill={s.fill ?? 'none'}
              stroke={s.stroke}
              strokeWidth={s.strokeWidth}
              strokeLinecap={s.fill ? undefined : 'round'}
              strokeLinejoin={s.fill ? undefined : 'round'}
              fillRule="evenodd"
            />
          ))}
        </svg>
      )}

      {clusters.map((c) => {
        const p = place(c.longitude, c.latitude);
        return (
          p && (
            <div
              key={`c-${c.id}`}
              className="absolute top-0 left-0 z-[1]"
              style={{ transform: `translate(${p.x}px, ${p.y}px) translate(-50%, -50%)` }}
              onClick={() => onOpenCluster(c)}
              data-map-marker
            >
              <ClusterPin cluster={c} />
            </div>
          )
        );
      })}
      {businesses.map((b) => {
        const p = place(b.longitude, b.latitude);
        const selected = b.id === selectedId;
        return (
          p && (
            <div
              key={`b-${b.id}`}
              className="absolute top-0 left-0"
              style={{ transform: `translate(${p.x}px, ${p.y}px) translate(-50%, -100%)`, zIndex: businessZ(b, selected) }}
              onClick={() => onSelect(b)}
              data-map-marker
            >
              <BusinessPin business={b} color={colorOf(b)} selected={selected} />
            </div>
          )
        );
      })}
      {user &&
        (() => {
          const p = place(user.longitude, user.latitude);
          return (
            p && (
              <div className="absolute top-0 left-0 z-[4]" style={{ transform: `translate(${p.x}px, ${p.y}px) translate(-50%, -50%)` }}>
                <UserDot />
              </div>
            )
          );
        })()}

      {/* Zoom, where maplibre's own buttons will be (top right), in their size. */}
      <div
        className="absolute top-2.5 right-2.5 z-[6] flex flex-col overflow-hidden rounded-control border border-line bg-surface shadow-card"
        data-map-controls
      >
        {([1, -1] as const).map((delta) => (
          <button
            key={delta}
            type="button"
            aria-label={delta > 0 ? copy.zoomIn : copy.zoomOut}
            title={delta > 0 ? copy.zoomIn : copy.zoomOut}
            onClick={() => onZoom(delta)}
            className={cx(
              'flex size-[29px] items-center justify-center text-ink hover:bg-surface-muted focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ink',
              delta < 0 && 'border-t border-line',
            )}
          >
            <Icon name={delta > 0 ? 'plus' : 'minus'} size={16} />
          </button>
        ))}
      </div>

      <div className="pointer-events-none absolute inset-x-0 bottom-3 z-[6] flex justify-center px-2">
        <button
          type="button"
          onClick={onActivate}
          aria-disabled={activating || undefined}
          className="pointer-events-auto inline-flex min-h-9 items-center gap-2 rounded-full bg-ink/85 px-3.5 text-sm font-medium text-white shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
          data-map-activate
        >
          {activating ? (
            <>
              <span
                className="size-3.5 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
                aria-hidden="true"
              />
              {BASE_MAP_COPY.loading}
            </>
          ) : (
            <>
              <Icon name="map" size={16} />
              {copy.previewActivate}
            </>
          )}
        </button>
      </div>
    </div>
  );
}
