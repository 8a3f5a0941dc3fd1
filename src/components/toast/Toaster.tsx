/**
 * The toast viewport (spec §2/§9), rendered once by Base.astro with client:idle.
 * - a labelled region "Bildirimler" (tabIndex -1) that F8 focuses;
 * - one toast at a time (notify() replaces the previous), bottom-right corner (bottom, full width on phones);
 * - title, description, optional action, close button; 'default' and 'destructive' looks;
 * - polite live region, assertive for destructive toasts;
 * - pauses while hovered or focused; swipe right (50 px) to dismiss.
 * Headless react-hot-toast (no injected styles, so the strict CSP holds); call notify(), not toast().
 */
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { useToaster, type Toast } from 'react-hot-toast/headless';
import { Icon } from '#components/ui/Icon.tsx';
import { cx } from '#components/ui/classes.ts';
import { SHELL_COPY } from '#lib/site.ts';
import { dismissNotification, toastPayload, type NotifyOptions } from './notify.ts';
import { useHydrated } from '#stores/use-hydrated-store.ts';

const SWIPE_THRESHOLD = 50;

export default function Toaster() {
  const { toasts, handlers } = useToaster();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8' && !e.altKey && !e.ctrlKey && !e.metaKey) {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Newest first; only the newest is shown (it may be on its way out). A toast raised before this island
  // hydrated (e.g. /map?focus= with an unknown id) shows right after hydration, never during it: the page's
  // HTML has no toast, and rendering one while hydrating is React error #418.
  const hydrated = useHydrated();
  const current = hydrated ? toasts[0] : undefined;

  // A toast that leaves while hovered or focused gets no mouseleave/blur: lift the pause whenever the
  // shown toast changes or closes, so the next one still times out.
  const endPauseRef = useRef(handlers.endPause);
  useEffect(() => {
    endPauseRef.current = handlers.endPause;
  });
  useEffect(() => {
    endPauseRef.current();
  }, [current?.id, current?.visible]);
  const payload: NotifyOptions | undefined = current
    ? (toastPayload(current.id) ?? { title: typeof current.message === 'string' ? current.message : '' })
    : undefined;
  const destructive = payload?.variant === 'destructive';

  const item = current && payload && (
    <ToastItem
      key={current.id}
      toast={current}
      payload={payload}
      onPause={handlers.startPause}
      onResume={handlers.endPause}
      onFocusRegion={() => regionRef.current?.focus()}
    />
  );

  return (
    <section
      ref={regionRef}
      aria-label={SHELL_COPY.toasts.regionLabel}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-stretch p-3 outline-none sm:inset-x-auto sm:right-0 sm:bottom-0 sm:w-[26rem] sm:p-5"
    >
      <div aria-live="polite" aria-atomic="true" className="flex flex-col">
        {!destructive && item}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="flex flex-col">
        {destructive && item}
      </div>
    </section>
  );
}

interface ToastItemProps {
  toast: Toast;
  payload: NotifyOptions;
  onPause: () => void;
  onResume: () => void;
  /** Where focus goes when the focused toast closes (otherwise it would fall to <body>). */
  onFocusRegion: () => void;
}

function ToastItem({ toast, payload, onPause, onResume, onFocusRegion }: ToastItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; id: number; dx: number; captured: boolean } | null>(null);
  const destructive = payload.variant === 'destructive';
  const titleId = `${toast.id}-title`;
  const descId = `${toast.id}-desc`;

  const close = () => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    dismissNotification(toast.id);
    if (hadFocus) onFocusRegion();
  };

  const reset = () => {
    const el = ref.current;
    if (el) {
      el.style.transform = '';
      el.style.opacity = '';
    }
    drag.current = null;
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    drag.current = { x: e.clientX, id: e.pointerId, dx: 0, captured: false };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const el = ref.current;
    if (!d || !el || d.id !== e.pointerId) return;
    d.dx = Math.max(0, e.clientX - d.x);
    // Capture only once it is really a drag, so plain clicks on the buttons still work.
    if (!d.captured && d.dx > 4) {
      el.setPointerCapture(e.pointerId);
      d.captured = true;
    }
    if (d.captured) {
      el.style.transform = `translateX(${d.dx}px)`;
      el.style.opacity = String(Math.max(0.2, 1 - d.dx / 200));
    }
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    if (d.dx >= SWIPE_THRESHOLD) {
      drag.current = null;
      dismissNotification(toast.id);
    } else {
      reset();
    }
  };

  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={payload.description ? descId : undefined}
      data-state={toast.visible ? 'open' : 'closed'}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onResume();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={reset}
      className={cx(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-card border p-4 pr-11 shadow-raised select-none',
        toast.visible ? 'animate-toast-in' : 'animate-toast-out',
        destructive ? 'border-danger-700 bg-danger-600 text-white surface-dark' : 'border-line bg-surface text-ink',
      )}
    >
      <span className={cx('mt-0.5', destructive ? 'text-white' : 'text-accent-600')}>
        <Icon name={destructive ? 'alert-triangle' : 'check-circle'} size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold">
          {payload.title}
        </p>
        {payload.description && (
          <p id={descId} className={cx('mt-1 text-sm text-pretty', destructive ? 'text-white' : 'text-ink-muted')}>
            {payload.description}
          </p>
        )}
        {payload.action && (
          <button
            type="button"
            onClick={() => {
              payload.action?.onClick();
              close();
            }}
            className={cx(
              'mt-3 inline-flex h-9 items-center rounded-control px-3 text-sm font-semibold transition-colors',
              destructive
                ? 'border border-white/70 text-white hover:bg-white/15'
                : 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
            )}
          >
            {payload.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={SHELL_COPY.toasts.close}
        className={cx(
          'absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-control transition-colors',
          destructive ? 'text-white hover:bg-white/15' : 'text-ink-subtle hover:bg-surface-sunken hover:text-ink',
        )}
      >
        <Icon name="x" size={18} />
      </button>
    </div>
  );
}
