/**
 * Who is logged in, shared by every island (header account menu, favourites, forms).
 *
 *   import { useSession } from '#stores/session.ts';
 *   const session = useSession();                   // { status: 'loading' } until the first answer
 *   useEffect(() => { void loadSession(); }, []);   // fetches GET /api/auth/session once per page
 *   if (session.status === 'ready' && session.user) …
 *
 * Pages are static, so the session is read in the browser (PD12b). Any error counts as logged out.
 */
import { atom } from 'nanostores';
import { useHydratedStore } from './use-hydrated-store.ts';
import { apiResult } from '#lib/api-client.ts';
import type { LogoutAnswer, SessionAnswer, SessionUser } from '#lib/contract/session.ts';

export type { SessionUser, UserRole } from '#lib/contract/session.ts';

export type SessionState =
  | { status: 'loading'; user: null; secondFactorRequired: false }
  | { status: 'ready'; user: SessionUser | null; secondFactorRequired: boolean };

export const SESSION_LOADING: SessionState = { status: 'loading', user: null, secondFactorRequired: false };
const LOGGED_OUT: SessionState = { status: 'ready', user: null, secondFactorRequired: false };

export const $session = atom<SessionState>(SESSION_LOADING);

let pending: Promise<SessionState> | undefined;

/** The session answer as state (a failed answer: logged out). */
function toState(answer: SessionAnswer | undefined): SessionState {
  if (!answer?.user) return LOGGED_OUT;
  const { id, name, email, role } = answer.user;
  return { status: 'ready', user: { id, name, email, role }, secondFactorRequired: answer.secondFactorRequired };
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
      const result = await apiResult<SessionAnswer>('/api/auth/session');
      next = toState(result.ok ? result.data : undefined);
    } catch {
      next = LOGGED_OUT;
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
  const result = await apiResult<LogoutAnswer>('/api/auth/logout', { method: 'POST', body: {} });
  if (!result.ok && result.status !== 401) throw result.error;
  setSession(null);
  if (options.reload !== false) window.location.reload();
}

/** The session in an island: "loading" while hydrating (as the pre-built HTML), then the store's value. */
export function useSession(): SessionState {
  return useHydratedStore($session, SESSION_LOADING);
}
