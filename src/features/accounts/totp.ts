/**
 * The admins' second factor: TOTP (RFC 6238: SHA1, 6 digits, 30 s, issuer "Adana Rehberi") with the
 * `otpauth` package. The secret is kept sealed (AES-256-GCM, src/platform/crypto.ts) in `users.totp_secret`;
 * `totp_enabled_at` null means enrolment is pending for that secret. `totp_last_step` refuses replays.
 * Attempts are rate-limited per user and every failure is audit-logged.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { badRequest, conflict, HttpError } from '#platform/errors.ts';
import { audit } from '#platform/audit.ts';
import { open, seal } from '#platform/crypto.ts';
import { enforce, rateKey } from '#platform/rate-limit.ts';

export const TOTP_ISSUER = 'Adana Rehberi';
export const TOTP_PERIOD = 30;
export const totpLimit = { limit: 5, windowSeconds: 600 };

export const totpErrors = {
  wrongCode: 'Kod hatalı. Doğrulama uygulamasındaki güncel kodu girin.',
  replayed: 'Bu kod az önce kullanıldı. Uygulamada yeni kodun çıkmasını bekleyin.',
  alreadyEnabled: 'İki adımlı doğrulama zaten etkin.',
  notEnrolled: 'İki adımlı doğrulama henüz kurulmadı.',
  noPending: 'Önce doğrulama uygulamanıza yeni anahtarı ekleyin (sayfayı yenileyin).',
} as const;

type User = typeof users.$inferSelect;

function totp(secretBase32: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** The time step a code is valid for (±1 step of clock drift), or null for a wrong code. */
export function matchTotp(secretBase32: string, code: string, timestamp = Date.now()): number | null {
  const delta = totp(secretBase32, 'x').validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD) + delta;
}

/** "JBSWY3DPEHPK3PXP…" → "JBSW Y3DP EHPK 3PXP …" for typing into an app by hand. */
export function groupSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})/g, '$1 ').trim();
}

export interface Enrolment {
  secret: string;
  uri: string;
  /** An SVG document (our own output), for an <img src="data:image/svg+xml;base64,…">. */
  qrSvg: string;
}

/**
 * The pending secret for an admin who has not enrolled yet: the one already stored (so a reload shows the
 * same QR code the app may have scanned) or a new one, stored sealed.
 */
export async function beginEnrolment(db: Db, user: User): Promise<Enrolment> {
  if (user.totpEnabledAt) throw conflict(totpErrors.alreadyEnabled);
  let secret = user.totpSecret ? open(user.totpSecret) : null;
  if (!secret) {
    secret = new OTPAuth.Secret({ size: 20 }).base32;
    await db
      .update(users)
      .set({ totpSecret: seal(secret), totpLastStep: null })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)));
  }
  const uri = totp(secret, user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

async function failed(db: Db, user: User, stage: 'enable' | 'verify', reason: string): Promise<void> {
  await audit(db, {
    actorUserId: user.id,
    actorLabel: user.email,
    action: 'totp.failed',
    targetType: 'user',
    targetId: user.id,
    details: { stage, reason },
  });
}

/** Confirms enrolment with a code from the app for the pending secret; enables TOTP. */
export async function confirmEnrolment(db: Db, user: User, code: string): Promise<void> {
  if (user.totpEnabledAt) throw conflict(totpErrors.alreadyEnabled);
  await enforce(db, rateKey('totp', 'user', user.id), totpLimit);
  const sealed = user.totpSecret;
  const secret = sealed ? open(sealed) : null;
  if (!sealed || !secret) {
    await failed(db, user, 'enable', 'no_pending_secret');
    throw badRequest(totpErrors.noPending, { code: totpErrors.noPending });
  }
  const step = matchTotp(secret, code);
  if (step === null) {
    await failed(db, user, 'enable', 'wrong_code');
    throw badRequest(totpErrors.wrongCode, { code: totpErrors.wrongCode });
  }
  const [updated] = await db
    .update(users)
    .set({ totpEnabledAt: sql`now()`, totpLastStep: step })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt), eq(users.totpSecret, sealed)))
    .returning({ id: users.id });
  if (!updated) {
    await failed(db, user, 'enable', 'secret_changed');
    throw badRequest(totpErrors.noPending, { code: totpErrors.noPending });
  }
  await audit(db, { actorUserId: user.id, actorLabel: user.email, action: 'totp.enrolled', targetType: 'user', targetId: user.id });
}

/** Checks a code from the app for an enrolled admin; a code's time step is accepted once. */
export async function verifySecondFactor(db: Db, user: User, code: string): Promise<void> {
  if (!user.totpEnabledAt || !user.totpSecret) throw new HttpError(409, totpErrors.notEnrolled);
  await enforce(db, rateKey('totp', 'user', user.id), totpLimit);
  const secret = open(user.totpSecret);
  if (!secret) {
    await failed(db, user, 'verify', 'secret_unreadable');
    throw new HttpError(500, 'İki adımlı doğrulama anahtarı okunamadı. Yöneticiye başvurun.');
  }
  const step = matchTotp(secret, code);
  if (step === null) {
    await failed(db, user, 'verify', 'wrong_code');
    throw badRequest(totpErrors.wrongCode, { code: totpErrors.wrongCode });
  }
  const [updated] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), isNotNull(users.totpEnabledAt), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  if (!updated) {
    await failed(db, user, 'verify', 'replayed_code');
    throw badRequest(totpErrors.replayed, { code: totpErrors.replayed });
  }
}
