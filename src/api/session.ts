/**
 * Sessions and guards for functions.
 *
 *  - `ar_session`: a random 32-byte token (HttpOnly, SameSite=Lax, Path=/, Secure on https, 30 days). The
 *    `sessions` row is keyed by sha256(token), so a database leak does not leak live sessions; deleting the
 *    row revokes it at once.
 *  - `ar_login`: a random value (15 minutes) set when a login code is requested; its sha256 is the
 *    `browserHash` the code and link are bound to.
 *  - `requireUser` (401) and `requireRole` (403). Admin access additionally needs the second factor passed
 *    in this session; otherwise a 403 `{ message, secondFactorRequired: true }` (`handler()` answers it).
 */
import type { Db } from '#db/client.ts';
import {
  deleteSession,
  deleteUserSessions,
  findSession,
  insertSession,
  markSecondFactor as markSessionSecondFactor,
  needsSecondFactor,
  SESSION_DAYS,
  type Role,
  type Session,
  type SessionInfo,
} from '#features/accounts/sessions.ts';
import { getConfig } from '#platform/config.ts';
import { keyedHash, randomToken, sha256Hex } from '#platform/crypto.ts';
import { db as defaultDb } from '#platform/db.ts';
import { forbidden, HttpError, unauthorized } from '#platform/errors.ts';

export { needsSecondFactor, publicUser, type Role, type Session, type SessionInfo } from '#features/accounts/sessions.ts';

export const SESSION_COOKIE = 'ar_session';
export const LOGIN_COOKIE = 'ar_login';
/** Set when someone logs in: this browser has logged in to this address before (a keyed hash of it). */
export const KNOWN_BROWSER_COOKIE = 'ar_known';
const KNOWN_BROWSER_DAYS = 365;
export const LOGIN_COOKIE_MINUTES = 15;
// ---------------------------------------------------------------------------------------------
// Cookies
// ---------------------------------------------------------------------------------------------
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export function readCookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  const header = req.headers.get('cookie');
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!(name in out)) {
      try {
        out[name] = decodeURIComponent(value);
      } catch {
        out[name] = value;
      }
    }
  }
  return out;
}

export function readCookie(req: Request, name: string): string | undefined {
  return readCookies(req)[name];
}

function secureCookies(): boolean {
  return getConfig().publicUrl.startsWith('https://');
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secureCookies()) parts.push('Secure');
  return parts.join('; ');
}

export const sessionCookie = (token: string) => serializeCookie(SESSION_COOKIE, token, SESSION_DAYS * 24 * 3600);
export const clearSessionCookie = () => serializeCookie(SESSION_COOKIE, '', 0);
export const loginCookie = (value: string) => serializeCookie(LOGIN_COOKIE, value, LOGIN_COOKIE_MINUTES * 60);
export const clearLoginCookie = () => serializeCookie(LOGIN_COOKIE, '', 0);

const knownBrowserValue = (email: string) => keyedHash('known-browser', email.trim().toLowerCase());
/** The cookie that marks this browser as one that has logged in to `email` (decision 005: lockout). */
export const knownBrowserCookie = (email: string) =>
  serializeCookie(KNOWN_BROWSER_COOKIE, knownBrowserValue(email), KNOWN_BROWSER_DAYS * 24 * 3600);
/** Whether this browser has logged in to `email` before (its `ar_known` cookie names that address). */
export function isKnownBrowser(req: Request, email: string): boolean {
  const value = readCookie(req, KNOWN_BROWSER_COOKIE);
  return value !== undefined && value === knownBrowserValue(email);
}

/** The browser's `ar_login` value: the existing one (so two tabs agree) or a new random one. */
export function loginCookieValue(req: Request): string {
  const current = readCookie(req, LOGIN_COOKIE);
  return current && TOKEN_RE.test(current) ? current : randomToken(32);
}

/** sha256 of the `ar_login` cookie, or null when the browser has none. */
export function loginBrowserHash(req: Request): string | null {
  const value = readCookie(req, LOGIN_COOKIE);
  return value && TOKEN_RE.test(value) ? sha256Hex(value) : null;
}

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------
export async function createSession(
  database: Db,
  userId: number,
  req: Request,
): Promise<{ token: string; cookie: string; session: Session }> {
  const token = randomToken(32);
  const session = await insertSession(database, sha256Hex(token), userId, req.headers.get('user-agent')?.slice(0, 300) ?? null);
  return { token, cookie: sessionCookie(token), session };
}

function sessionId(req: Request): string | null {
  const token = readCookie(req, SESSION_COOKIE);
  return token && TOKEN_RE.test(token) ? sha256Hex(token) : null;
}

/** The session and user of the request, or null (no cookie, unknown, expired). */
export async function getSession(req: Request, database?: Db): Promise<SessionInfo | null> {
  const id = sessionId(req);
  if (!id) return null;
  return findSession(database ?? (await defaultDb()), id);
}

/** Deletes the request's session (logout). */
export async function destroySession(req: Request, database?: Db): Promise<void> {
  const id = sessionId(req);
  if (!id) return;
  await deleteSession(database ?? (await defaultDb()), id);
}

/** Deletes every session of a user ("log out everywhere"); returns how many. */
export async function destroyAllSessions(userId: number, database?: Db): Promise<number> {
  return deleteUserSessions(database ?? (await defaultDb()), userId);
}

/** Records that the admin passed the second factor in this session. */
export async function markSecondFactor(sessionIdValue: string, database?: Db): Promise<void> {
  await markSessionSecondFactor(database ?? (await defaultDb()), sessionIdValue);
}

// ---------------------------------------------------------------------------------------------
// Guards
// ---------------------------------------------------------------------------------------------
export class SecondFactorRequiredError extends HttpError {
  readonly secondFactorRequired = true;
  constructor() {
    super(403, 'İki adımlı doğrulama gerekli.');
    this.name = 'SecondFactorRequiredError';
  }
}

export async function requireUser(req: Request, database?: Db): Promise<SessionInfo> {
  const info = await getSession(req, database);
  if (!info) throw unauthorized('Bu işlem için giriş yapmalısınız.');
  return info;
}

/**
 * 'admin': an admin who passed the second factor in this session (a moderator: 403). 'moderator': an admin or a
 * moderator who passed it. 'owner': an owner, or an admin (with the second factor). 'user': anyone logged in.
 */
export async function requireRole(req: Request, role: Role, database?: Db): Promise<SessionInfo> {
  const info = await requireUser(req, database);
  const { user } = info;
  if (role === 'user') return info;
  if (user.role === 'admin') {
    if (needsSecondFactor(info)) throw new SecondFactorRequiredError();
    return info;
  }
  // A moderator (decision 035): the moderation queues, behind the second factor; never what only an admin does.
  if (user.role === 'moderator' && (role === 'moderator' || role === 'admin')) {
    if (needsSecondFactor(info)) throw new SecondFactorRequiredError();
    if (role === 'moderator') return info;
    throw forbidden(ADMIN_ONLY_MESSAGE);
  }
  if (role === 'owner' && user.role === 'owner') return info;
  throw forbidden('Bu işlem için yetkiniz yok.');
}

/** The refusal a moderator meets on what only an admin may do (prices, plans, ads, payments, people, imports). */
export const ADMIN_ONLY_MESSAGE = 'Bu işlemi yalnızca yöneticiler yapabilir; moderatör yetkiniz bu bölümü kapsamıyor.';

/** Inside a 'moderator' route: the part of it only an admin may do (403 in Turkish for a moderator). */
export function requireAdminRole(info: SessionInfo): void {
  if (info.user.role !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
}
