/**
 * Sessions and guards for functions.
 *
 *  - `ar_session`: a random 32-byte token (HttpOnly, SameSite=Lax, Path=/, Secure on https, 30 days). The
 *    `sessions` row is keyed by sha256(token), so a database leak does not leak live sessions; deleting the
 *    row revokes it at once.
 *  - `ar_login`: a random value (15 minutes) set when a login code is requested; its sha256 is the
 *    `browserHash` the code and link are bound to.
 *  - `requireUser` (401) and `requireRole` (403). Admin access additionally needs the second factor passed
 *    in this session; otherwise a 403 `{ message, secondFactorRequired: true }` (wrap routes with
 *    `withAuthAnswers` so that field reaches the client).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { getConfig } from '../lib/config.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { db as defaultDb } from './db.ts';
import { forbidden, HttpError, json, unauthorized, type FnHandler } from './http.ts';

export const SESSION_COOKIE = 'ar_session';
export const LOGIN_COOKIE = 'ar_login';
export const SESSION_DAYS = 30;
export const LOGIN_COOKIE_MINUTES = 15;
/** lastSeenAt is written at most this often. */
const SEEN_REFRESH_MINUTES = 10;

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export interface SessionInfo {
  session: Session;
  user: User;
}
export type Role = 'user' | 'owner' | 'admin';

/** What the browser may know about the logged-in user. */
export function publicUser(user: User): { id: number; name: string; email: string; role: Role } {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

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
  const [session] = await database
    .insert(sessions)
    .values({
      id: sha256Hex(token),
      userId,
      expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS}::int)`,
      userAgent: req.headers.get('user-agent')?.slice(0, 300) ?? null,
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
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
  const d = database ?? (await defaultDb());
  const [row] = await d
    .select({ session: sessions, user: users, expired: sql<boolean>`${sessions.expiresAt} <= now()` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.expired) {
    await d.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const [touched] = await d
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${SEEN_REFRESH_MINUTES}::int)`)))
    .returning({ lastSeenAt: sessions.lastSeenAt });
  const session = touched ? { ...row.session, lastSeenAt: touched.lastSeenAt } : row.session;
  return { session, user: row.user };
}

/** Deletes the request's session (logout). */
export async function destroySession(req: Request, database?: Db): Promise<void> {
  const id = sessionId(req);
  if (!id) return;
  const d = database ?? (await defaultDb());
  await d.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes every session of a user ("log out everywhere"); returns how many. */
export async function destroyAllSessions(userId: number, database?: Db): Promise<number> {
  const d = database ?? (await defaultDb());
  const deleted = await d.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/** Records that the admin passed the second factor in this session. */
export async function markSecondFactor(sessionIdValue: string, database?: Db): Promise<void> {
  const d = database ?? (await defaultDb());
  await d.update(sessions).set({ secondFactorAt: sql`now()` }).where(eq(sessions.id, sessionIdValue));
}

/** True for an admin whose session has not passed the second factor (or who has not enrolled one). */
export function needsSecondFactor(info: SessionInfo): boolean {
  return info.user.role === 'admin' && !(info.session.secondFactorAt && info.user.totpEnabledAt);
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
 * 'admin': an admin who passed the second factor in this session. 'owner': an owner, or an admin (with the
 * second factor). 'user': anyone logged in.
 */
export async function requireRole(req: Request, role: Role, database?: Db): Promise<SessionInfo> {
  const info = await requireUser(req, database);
  const { user } = info;
  if (role === 'user') return info;
  if (user.role === 'admin') {
    if (needsSecondFactor(info)) throw new SecondFactorRequiredError();
    return info;
  }
  if (role === 'owner' && user.role === 'owner') return info;
  throw forbidden('Bu işlem için yetkiniz yok.');
}

/**
 * Wraps a function's routes so a SecondFactorRequiredError answers
 * 403 {"message": "İki adımlı doğrulama gerekli.", "secondFactorRequired": true}.
 *   export default handler(withAuthAnswers({ GET: async (req) => { await requireRole(req, 'admin'); … } }));
 */
export function withAuthAnswers<R extends Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', FnHandler>>>(routes: R): R {
  const out: Partial<Record<string, FnHandler>> = {};
  for (const [method, route] of Object.entries(routes) as [string, FnHandler][]) {
    out[method] = async (req, ctx) => {
      try {
        return await route(req, ctx);
      } catch (err) {
        if (err instanceof SecondFactorRequiredError) {
          return json({ message: err.message, secondFactorRequired: true }, { status: 403 });
        }
        throw err;
      }
    };
  }
  return out as R;
}
