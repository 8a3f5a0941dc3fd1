/**
 * The visit tracker (spec §3, §4; decision 014), started by the base layout on every page:
 *  - one POST /api/track-visitor per page path: on first load, and whenever the path changes (pushState,
 *    replaceState, back/forward, a page restored from the back/forward cache); query changes on the same
 *    path are not a new visit;
 *  - the "sent" flag of a path is set only after a successful answer; a failure is logged ('Failed to track
 *    visitor') and retried later (next path change, back online, or after 30 s);
 *  - with statistics consent the session id (timestamp + random text) is kept in localStorage under
 *    `adana_session_id` and sent; without it nothing is stored in the browser and the visit is anonymous.
 *    Withdrawing consent deletes the id;
 *  - a prerendered page is counted only when it is shown (document.prerendering).
 */
import { apiResult } from '#lib/api-client.ts';
import { CONSENT_EVENT, hasStatisticsConsent, SESSION_STORAGE_KEY } from '#lib/consent.ts';

const RETRY_MS = 30_000;

/** Turkey's offset from UTC: +3 all year since September 2016 (tzdata's Europe/Istanbul). */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The visit's day in Istanbul (YYYY-MM-DD), the `date` the spec's call carries (the server keys visits by its
 * own clock). Computed from the fixed offset rather than with Intl: this runs on every page load, and a page's
 * first Intl use starts the browser's ICU service, 20–80 ms of main thread here and 4× that on a phone
 * (decision 020). tracker.test.ts holds it equal to format.ts's istanbulDateKey.
 */
export function visitDate(d: Date = new Date()): string {
  return new Date(d.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

interface Visit {
  page: string;
  referrer: string | null;
  userAgent: string;
  sessionId: string | null;
  date: string;
}

let lastSent: string | null = null;
let inFlight: string | null = null;
const pending: Visit[] = [];
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let previousUrl: string | null = null;

/** The session id: kept only with statistics consent; removed without it. */
export function sessionId(): string | null {
  try {
    if (!hasStatisticsConsent()) {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      return null;
    }
    let id = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!id || !/^\d{10,14}-[a-z0-9]{6,40}$/i.test(id)) {
      id = `${Date.now()}-${Math.random().toString(36).slice(2, 12).padEnd(10, '0')}`;
      localStorage.setItem(SESSION_STORAGE_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

const untracked = (path: string) => path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/');

async function send(visit: Visit): Promise<boolean> {
  try {
    const res = await apiResult('/api/track-visitor', { method: 'POST', body: visit, keepalive: true });
    // A refused body (4xx other than 429) would be refused again: not retried.
    return res.ok || (res.status >= 400 && res.status < 500 && res.status !== 429);
  } catch {
    return false;
  }
}

function scheduleRetry() {
  if (retryTimer || !pending.length) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushPending();
  }, RETRY_MS);
}

async function flushPending(): Promise<void> {
  while (pending.length) {
    const visit = pending[0]!;
    if (!(await send(visit))) {
      scheduleRetry();
      return;
    }
    pending.shift();
  }
}

/** Records the current path unless it was already sent (and not since left). */
export async function trackCurrentPath(): Promise<void> {
  const path = location.pathname;
  if (untracked(path) || path === lastSent || path === inFlight) return;
  const referrer = previousUrl ?? (document.referrer || null);
  previousUrl = location.href;
  const visit: Visit = { page: path, referrer, userAgent: navigator.userAgent, sessionId: sessionId(), date: visitDate() };
  void flushPending();
  inFlight = path;
  const ok = await send(visit);
  if (inFlight === path) inFlight = null;
  if (ok) {
    lastSent = path;
  } else {
    console.warn('Failed to track visitor');
    lastSent = path; // not sent again for this view: the retry queue has it
    pending.push(visit);
    scheduleRetry();
  }
}

let started = false;
export function startVisitTracking(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      void trackCurrentPath();
    };
  }
  window.addEventListener('popstate', () => void trackCurrentPath());
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) {
      lastSent = null;
      void trackCurrentPath();
    }
  });
  window.addEventListener('online', () => void flushPending());
  window.addEventListener(CONSENT_EVENT, () => void sessionId());
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) document.addEventListener('prerenderingchange', () => void trackCurrentPath(), { once: true });
  else void trackCurrentPath();
}
