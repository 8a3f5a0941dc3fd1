/**
 * Who is logged in, as the functions tell the browser: GET /api/auth/session (every island through
 * src/stores/session.ts) and POST /api/auth/verify (the login form).
 */

export type UserRole = 'user' | 'owner' | 'moderator' | 'admin';

/**
 * Staff (decision 035): an admin or a moderator. Both reach /admin behind the second factor; a moderator
 * decides businesses, reviews, reports, claims, change sets and suggestions, an admin also prices, plans,
 * ads, payments, people and imports.
 */
export const isStaff = (role: UserRole | null | undefined): boolean => role === 'admin' || role === 'moderator';

/** What the browser may know about the logged-in user. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
}

/** GET /api/auth/session. */
export type SessionAnswer =
  | { user: null }
  | {
      user: SessionUser;
      /** An admin who has not passed the second factor in this session yet. */
      secondFactorRequired: boolean;
      totpEnabled: boolean;
    };

/** POST /api/auth/verify: the code was right, the session cookie is set. */
export interface LoginAnswer {
  user: SessionUser;
  /** A new account was created by this login. */
  created: boolean;
  secondFactorRequired: boolean;
}

/** POST /api/auth/logout. */
export interface LogoutAnswer {
  message: string;
}
