/**
 * Passwordless login (PD4), the domain part: no Netlify, Astro or React imports.
 *
 *  1. `startLogin` validates the form, applies the sending limits, stores one `verifications` row per
 *     e-mail AND browser (purpose 'login', target `loginTarget(email, browser)`: code hash, token hash, the
 *     requesting browser's hash, the address in the payload, expiry 10 minutes, attempts 0) and e-mails the
 *     6-digit code and a one-click link. One path for everyone (decision 027): "E-posta ile devam et" with an
 *     address that has no account gets the same answer and a sign-up code (the account is made when the code
 *     is used; the page then asks for a name, `renameUser`): the site never tells which addresses have one.
 *  2. `verifyCode` / `verifyLink` accept it once, before expiry, and only from the browser that asked
 *     (its `ar_login` cookie hash). Five wrong codes spend that browser's verification.
 *  3. The account is created on first success (sign-up, e-mail verified) or its last login updated.
 *
 * Lockout (decision 005): someone who knows an address cannot lock its owner out. Their requests make their
 * own browser's code (the owner's code is not replaced), their wrong guesses spend only that code, and the
 * 10-minute mail limit counts per address and browser. What bounds guessing against one address is the
 * daily mail cap per address (each code allows 5 guesses) and the limits per IP address; a browser that has
 * logged in to the address before (`ar_known` cookie, src/api/session.ts) is not held by the daily cap, so
 * strangers using it up cannot lock the owner's own browser out.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { users, verifications } from '#db/schema/index.ts';
import { isStaff } from '#lib/contract/session.ts';
import { badRequest, fieldErrors, HttpError } from '#platform/errors.ts';
import { audit } from '#platform/audit.ts';
import { loginRequestSchema, authMessages, type LoginMode } from '#lib/auth-schema.ts';
import { getConfig } from '#platform/config.ts';
import { keyedHash, randomCode, randomToken, safeEqual, sha256Hex } from '#platform/crypto.ts';
import { log } from '#platform/log.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { loginCodeMail, LOGIN_CODE_MINUTES } from '#lib/mail-templates.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';

export type User = typeof users.$inferSelect;
type Verification = typeof verifications.$inferSelect;

export const MAX_CODE_ATTEMPTS = 5;

export const authLimits = {
  /** Login mails per e-mail address asked from one browser (a stranger's requests do not count against the owner's). */
  sendPerEmailBrowser: { limit: 3, windowSeconds: 600 },
  /** Login mails per e-mail address and day, whoever asks: at most 20 codes × 5 guesses = 100 guesses a day. */
  sendPerEmailDay: { limit: 20, windowSeconds: 24 * 3600 },
  /** Login mails per IP address. */
  sendPerIp: { limit: 10, windowSeconds: 600 },
  /** Code and link checks per IP address. */
  checkPerIp: { limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

export const authErrors = {
  invalidCode: authMessages.code,
  tooManyAttempts: 'Kod çok kez yanlış girildi. Lütfen yeni kod isteyin.',
  invalidLink: 'Giriş bağlantısı geçersiz, süresi dolmuş veya başka bir tarayıcıda açılmış. Lütfen yeni kod isteyin.',
} as const;

interface LoginPayload {
  /** The address the code was sent to (the target is a hash of it and the browser). */
  email?: string;
  name?: string;
  phone?: string;
  mode?: LoginMode;
}

/** "ayse.yilmaz@gmail.com" → "ay***@gmail.com" (what the answer shows back). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** A login code is only 10^6 values: stored as an HMAC keyed from SESSION_SECRET and bound to the address. */
function hashCode(email: string, code: string): string {
  return keyedHash('login-code', `${email}\u0000${code}`);
}

/** The verification row of one address asked for from one browser (a keyed hash: the table holds no address). */
export function loginTarget(email: string, browserHash: string): string {
  return keyedHash('login-target', `${email}\u0000${browserHash}`);
}

function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.slice(0, 120) || 'Kullanıcı';
}

export interface StartLoginInput {
  mode?: LoginMode | undefined;
  name?: string | undefined;
  email: string;
  phone?: string | undefined;
  /** sha256 of the requesting browser's `ar_login` cookie. */
  browserHash: string;
  /** This browser has logged in to this address before (`ar_known`): the daily cap per address does not apply. */
  knownBrowser?: boolean;
  ip: string;
}

export interface StartLoginResult {
  mode: LoginMode;
  email: string;
  maskedEmail: string;
  /** Whether an account already exists for the address. */
  existing: boolean;
}

export async function startLogin(db: Db, input: StartLoginInput): Promise<StartLoginResult> {
  const parsed = loginRequestSchema.safeParse({ mode: input.mode, name: input.name, email: input.email, phone: input.phone });
  if (!parsed.success) throw badRequest('Lütfen işaretli alanları düzeltin.', fieldErrors(parsed.error));
  const { mode, email, name, phone } = parsed.data;

  // Every request sends one mail, to a known address or not, after the same limits: the answer and its
  // limits tell nothing about which addresses have an account.
  await enforce(db, rateKey('login-send', 'ip', input.ip), authLimits.sendPerIp);
  await enforce(db, rateKey('login-send', 'email-browser', `${email}\u0000${input.browserHash}`), authLimits.sendPerEmailBrowser);
  // Strangers can use up an address's daily mails; a browser that has logged in to it before is not held by
  // that cap (its own 10-minute limit and the per-IP limits still apply), so the owner is never locked out.
  if (!input.knownBrowser) await enforce(db, rateKey('login-send', 'email-day', email), authLimits.sendPerEmailDay);
  const [existing] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).limit(1);
  const result: StartLoginResult = { mode, email, maskedEmail: maskEmail(email), existing: Boolean(existing) };

  const code = randomCode(6);
  const token = randomToken(32);
  const payload: LoginPayload = { email, mode, ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
  const values = {
    codeHash: hashCode(email, code),
    tokenHash: sha256Hex(token),
    browserHash: input.browserHash,
    payload: payload as Record<string, unknown>,
    attempts: 0,
    expiresAt: sql`now() + make_interval(mins => ${LOGIN_CODE_MINUTES}::int)`,
    usedAt: null,
    createdAt: sql`now()`,
  };
  const url = `${getConfig().publicUrl}/api/auth/link?token=${encodeURIComponent(token)}`;
  // The account's own name only: the name a sign-up typed goes to an address nobody has verified yet.
  const mail = loginCodeMail({ code, url, name: existing?.name ?? null, signup: !existing });
  // The code and its e-mail are written together: a crash in between never leaves a code nobody received.
  const mailId = await db.transaction(async (t) => {
    await t
      .insert(verifications)
      .values({ purpose: 'login', target: loginTarget(email, input.browserHash), ...values })
      .onConflictDoUpdate({ target: [verifications.purpose, verifications.target], set: values });
    return enqueueMail(t, { kind: 'login_code', to: email, ...mail });
  });
  await deliverNow(db, mailId, { kind: 'login_code' });
  if (Math.random() < 1 / PRUNE_ONE_IN) await pruneLoginCodes(db).catch((err: unknown) => log.warn('login code pruning failed', { err }));
  return result;
}

/** How often a login request also deletes expired codes (1 in N): one row per address and browser adds up. */
const PRUNE_ONE_IN = 50;

/** Deletes login codes that expired more than a day ago (the day keeps them for support questions). */
export async function pruneLoginCodes(db: Db): Promise<number> {
  const gone = await db
    .delete(verifications)
    .where(and(eq(verifications.purpose, 'login'), lt(verifications.expiresAt, sql`now() - interval '1 day'`)))
    .returning({ id: verifications.id });
  return gone.length;
}

export interface LoginResult {
  user: User;
  /** A new account was created by this login. */
  created: boolean;
}

/** Checks the 6-digit code typed in the browser that asked for it. */
export async function verifyCode(
  db: Db,
  input: { email: string; code: string; browserHash: string | null; ip: string },
): Promise<LoginResult> {
  await enforce(db, rateKey('login-check', 'ip', input.ip), authLimits.checkPerIp);
  const email = input.email.trim().toLowerCase();
  const invalid = () => badRequest(authErrors.invalidCode, { code: authErrors.invalidCode });
  const spent = () => badRequest(authErrors.tooManyAttempts, { code: authErrors.tooManyAttempts });
  // Only the code this browser asked for: another browser's guesses never touch it.
  if (!input.browserHash) throw invalid();
  const target = loginTarget(email, input.browserHash);

  // Reserve one attempt atomically (concurrent guesses cannot exceed the limit).
  const [row] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(
      and(
        eq(verifications.purpose, 'login'),
        eq(verifications.target, target),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, sql`now()`),
        lt(verifications.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await db
      .select({ attempts: verifications.attempts })
      .from(verifications)
      .where(
        and(
          eq(verifications.purpose, 'login'),
          eq(verifications.target, target),
          isNull(verifications.usedAt),
          gt(verifications.expiresAt, sql`now()`),
        ),
      );
    throw current && current.attempts >= MAX_CODE_ATTEMPTS ? spent() : invalid();
  }

  const codeOk = row.codeHash !== null && safeEqual(row.codeHash, hashCode(email, input.code));
  const browserOk = Boolean(row.browserHash && safeEqual(row.browserHash, input.browserHash));
  if (!codeOk || !browserOk) throw row.attempts >= MAX_CODE_ATTEMPTS ? spent() : invalid();

  const used = await markUsed(db, row.id);
  if (!used) throw invalid();
  return finishLogin(db, used);
}

/** Checks the one-click link; valid only in the browser that asked for the code. */
export async function verifyLink(db: Db, input: { token: string; browserHash: string | null; ip: string }): Promise<LoginResult> {
  await enforce(db, rateKey('login-check', 'ip', input.ip), authLimits.checkPerIp);
  const fail = () => new HttpError(400, authErrors.invalidLink);
  if (!input.token || input.token.length > 200 || !input.browserHash) throw fail();
  const [used] = await db
    .update(verifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verifications.purpose, 'login'),
        eq(verifications.tokenHash, sha256Hex(input.token)),
        eq(verifications.browserHash, input.browserHash),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, sql`now()`),
        lt(verifications.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning();
  if (!used) throw fail();
  return finishLogin(db, used);
}

/** Single use: only the first caller gets the row back. */
async function markUsed(db: Db, id: number): Promise<Verification | undefined> {
  const [row] = await db
    .update(verifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verifications.id, id), isNull(verifications.usedAt)))
    .returning();
  return row;
}

async function finishLogin(db: Db, verification: Verification): Promise<LoginResult> {
  const payload = (verification.payload ?? {}) as LoginPayload;
  const email = payload.email;
  if (!email) throw new HttpError(400, authErrors.invalidLink);
  const [existing] = await db
    .update(users)
    .set({ lastLoginAt: sql`now()`, isVerified: true })
    .where(eq(users.email, email))
    .returning();
  if (existing) {
    if (isStaff(existing.role)) {
      await audit(db, {
        actorUserId: existing.id,
        actorLabel: existing.email,
        action: 'auth.admin_login',
        targetType: 'user',
        targetId: existing.id,
      });
    }
    return { user: existing, created: false };
  }
  const [inserted] = await db
    .insert(users)
    .values({
      name: payload.name?.trim() || nameFromEmail(email),
      email,
      phone: payload.phone ?? null,
      isVerified: true,
      lastLoginAt: sql`now()`,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (inserted) return { user: inserted, created: true };
  // Created by a concurrent login in the meantime.
  const [user] = await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.email, email))
    .returning();
  if (!user) throw new Error('user vanished during login');
  return { user, created: false };
}

/**
 * The name a person chose after their account was made from the e-mail alone (decision 027: the address
 * stood in for the name until then). Only the caller's own row; the name is validated like a sign-up's.
 */
export async function renameUser(db: Db, userId: number, name: string): Promise<User> {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  if (!row) throw new HttpError(404, 'Hesap bulunamadı.');
  return row;
}
