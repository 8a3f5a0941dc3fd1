/**
 * Who is logged in, shared by every island (header account menu, favourites, forms).
 *
 *   import { useStore } from '@nanostores/react';
 *   import { $session, loadSession } from '../../stores/session.ts';
 *   const session = useStore($session);            // { status: 'loading' } until the first answer
 *   useEffect(() => { void loadSession(); }, []);   // fetches GET /api/auth/session once per page
 *   if (session.status === 'ready' && session.user) …
 *
 * Pages are static, so the session is read in the browser (decision 12b). Any error counts as logged out.
 */
import { atom } from 'nanostores';

export type UserRole = 'user' | 'owner' | 'admin';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
}

export type SessionState =
  | { status: 'loading'; user: null; secondFactorRequired: false }
  | { status: 'ready'; user: SessionUser | null; secondFactorRequired: boolean };

const LOADING: SessionState = { status: 'loading', user: null, secondFactorRequired: false };

export const $session = atom<SessionState>(LOADING);

let pending: Promise<SessionState> | undefined;

function parseSession(body: unknown): SessionState {
  const b = (body ?? {}) as { user?: unknown; secondFactorRequired?: unknown };
  const u = b.user as Partial<SessionUser> | null | undefined;
  const valid =
    u &&
    typeof u === 'object' &&
    typeof u.id === 'number' &&
    typeof u.name === 'string' &&
    typeof u.email === 'string' &&
    (u.role === 'user' || u.role === 'owner' || u.role === 'admin');
  return valid
    ? { status: 'ready', user: { id: u.id!, name: u.name!, email: u.email!, role: u.role! }, secondFactorRequired: b.secondFactorRequired === true }
    : { status: 'ready', user: null, secondFactorRequired: false };
}

/**
 * Loads the session once (later calls share the first request). Pass `{ force: true }` to ask again,
 * e.g. after a login in another tab.
 */
export function loadSession(options: { force?: boolean } = {}): Promise<SessionState> {
  if (pending && !options.force) return pending;
  pending = (async () => {
    let next: SessionState;
    try {
      const res = await fetch('/api/auth/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      next = res.ok ? parseSession(await res.json()) : parseSession(null);
    } catch {
      next = parseSession(null);
    }
    $session.set(next);
    return next;
  })();
  return pending;
}

/** Sets the session after a login (or to `null` after a logout) without asking the server again. */
export function setSession(user: SessionUser | null, secondFactorRequired = false): void {
  const next: SessionState = { status: 'ready', user, secondFactorRequired: user ? secondFactorRequired : false };
  pending = Promise.resolve(next);
  $session.set(next);
}

/**
 * Ends the session: POST /api/auth/logout, then clears the store and (by default) reloads the page so
 * every island starts from the logged-out state. Throws when the server did not confirm.
 */
export async function logout(options: { reload?: boolean } = {}): Promise<void> {
  const res = await fetch('/api/auth/logout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
  });
  if (!res.ok && res.status !== 401) throw new Error(`${res.status}: ${res.statusText}`);
  setSession(null);
  if (options.reload !== false) window.location.reload();
}
