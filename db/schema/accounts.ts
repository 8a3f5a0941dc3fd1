/** People and sessions: users, their sessions, and the codes and links that verify an address. */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamps, timestamptz } from './columns.ts';
import { userRole, verificationPurpose } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Stored lower-cased (ASCII rules: e-mail local parts are not Turkish text). */
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    avatar: text('avatar'),
    isVerified: boolean('is_verified').notNull().default(false),
    role: userRole('role').notNull().default('user'),
    /** TOTP secret (base32), encrypted with SESSION_SECRET; set when an admin enrols. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** Last accepted TOTP time step, so a code cannot be replayed. */
    totpLastStep: integer('totp_last_step'),
    lastLoginAt: timestamptz('last_login_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random token in the cookie: a database leak does not leak live sessions. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** When the admin's second factor was passed in this session. */
    secondFactorAt: timestamptz('second_factor_at'),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** One table for every code and link (login, business e-mail, owner e-mail): target + purpose, expiry, single use. */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    purpose: verificationPurpose('purpose').notNull(),
    /** What is being verified: an e-mail address for login, `business:<id>` for a listing. */
    target: varchar('target', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** SHA-256 of a random value in a cookie of the browser that asked (null: not browser-bound). */
    browserHash: varchar('browser_hash', { length: 64 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verifications_purpose_target_unique').on(t.purpose, t.target),
    uniqueIndex('verifications_token_unique').on(t.tokenHash),
  ],
);
