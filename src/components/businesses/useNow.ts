/**
 * The current minute for islands whose output depends on "now" (open/closed, today's row), without a
 * hydration mismatch: during server rendering and hydration it is null (the page shows a neutral placeholder),
 * then the browser's time, refreshed every 30 seconds and when the tab becomes visible again.
 */
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, 30_000);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

// A stable snapshot per minute (useSyncExternalStore compares snapshots with Object.is).
const minuteNow = () => Math.floor(Date.now() / 60_000);
const serverNow = () => null;

/** null until hydrated; then a Date truncated to the minute. */
export function useNow(): Date | null {
  const minute = useClientSnapshot(subscribe, minuteNow, serverNow);
  return minute === null ? null : new Date(minute * 60_000);
}
