/**
 * Session rows: one per logged-in browser, keyed by sha256 of the cookie token (src/api/session.ts holds the
 * cookies and the guards). Deleting a row revokes that session at once.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { sessions, users } from '#db/schema/index.ts';
import { isStaff, type SessionUser } from '#lib/contract/session.ts';

export const SESSION_DAYS = 30;
/** lastSeenAt is written at most this often. */
const SEEN_REFRESH_MINUTES = 10;

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export interface SessionInfo {
  session: Session;
  user: User;
}
export type { UserRole as Role } from '#lib/contract/session.ts';

/** What the browser may know about the logged-in user. */
export function publicUser(user: User): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

export async function insertSession(database: Db, id: string, userId: number, userAgent: string | null): Promise<Session> {
  const [session] = await database
    .insert(sessions)
    .values({ id, userId, expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS}::int)`, userAgent })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  return session;
}

/** The session and its user (null when unknown or expired; an expired row is deleted). */
export async function findSession(d: Db, id: string): Promise<SessionInfo | null> {
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

export async function deleteSession(d: Db, id: string): Promise<void> {
  await d.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes every session of a user ("log out everywhere"); returns how many. */
export async function deleteUserSessions(d: Db, userId: number): Promise<number> {
  const deleted = await d.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/** Records that the admin passed the second factor in this session. */
export async function markSecondFactor(d: Db, id: string): Promise<void> {
  await d
    .update(sessions)
    .set({ secondFactorAt: sql`now()` })
    .where(eq(sessions.id, id));
}

/** True for staff (an admin or a moderator) whose session has not passed the second factor (or who has not enrolled one). */
export function needsSecondFactor(info: SessionInfo): boolean {
  return isStaff(info.user.role) && !(info.session.secondFactorAt && info.user.totpEnabledAt);
}
