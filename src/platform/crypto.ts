/**
 * Small, boring cryptography for accounts: random tokens and codes, hashes, constant-time comparison,
 * keyed hashes (HMAC) for values that must not be stored raw (IP addresses, login codes), and AES-256-GCM
 * sealing for secrets kept in the database (the admins' TOTP secret). Keys derive from SESSION_SECRET with
 * HKDF, one key per purpose. Pure Node: no Astro, React or Netlify imports.
 */
import crypto from 'node:crypto';
import { getConfig } from './config.ts';
import { log } from './log.ts';

/** A random token of `bytes` bytes, base64url (32 bytes → 43 characters). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256 of a string (UTF-8) or bytes. */
export function sha256Hex(input: string | Uint8Array): string {
  return crypto.createHash('sha256').update(input).digest('hex');
}

/** A uniformly random numeric code with `digits` digits, leading zeros kept ("004219"). */
export function randomCode(digits = 6): string {
  return crypto
    .randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/** Constant-time string comparison (the lengths leak nothing either: both sides are hashed first). */
export function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}

const DEV_SECRET = 'adana-rehberi-development-secret-not-for-production';
let warned = false;

/** SESSION_SECRET; outside production a fixed development value (with a warning) when it is unset. */
export function sessionSecret(): string {
  const c = getConfig();
  if (c.SESSION_SECRET) return c.SESSION_SECRET;
  if (c.NODE_ENV === 'production' || c.isNetlify) {
    throw new Error('SESSION_SECRET is not set: it is required in production (at least 32 random characters).');
  }
  if (!warned) {
    warned = true;
    log.warn('SESSION_SECRET is not set; using a fixed development secret (never do this in production)');
  }
  return DEV_SECRET;
}

const keyCache = new Map<string, Buffer>();

/** A 32-byte key for one purpose, derived from SESSION_SECRET with HKDF-SHA256. */
export function deriveKey(purpose: string): Buffer {
  const secret = sessionSecret();
  const id = `${purpose}\u0000${sha256Hex(secret)}`;
  let key = keyCache.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'adana-rehberi', `adana-rehberi:${purpose}`, 32));
    keyCache.set(id, key);
  }
  return key;
}

/** Hex HMAC-SHA256 of a value with the key for `purpose` (e.g. an IP address for a rate-limit key). */
export function keyedHash(purpose: string, value: string): string {
  return crypto.createHmac('sha256', deriveKey(purpose)).update(value).digest('hex');
}

const SEAL_VERSION = 'v1';

/**
 * Encrypts a short secret with AES-256-GCM under the key for `purpose`:
 * "v1.<iv>.<tag>.<ciphertext>" (base64url parts). The purpose is also bound as associated data.
 */
export function seal(plaintext: string, purpose = 'totp-secret'): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', deriveKey(purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [SEAL_VERSION, iv.toString('base64url'), tag.toString('base64url'), ct.toString('base64url')].join('.');
}

/** Decrypts what `seal` produced; null when it was tampered with, sealed under another key, or malformed. */
export function open(sealed: string, purpose = 'totp-secret'): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== SEAL_VERSION) return null;
  try {
    const [, iv, tag, ct] = parts as [string, string, string, string];
    const decipher = crypto.createDecipheriv('aes-256-gcm', deriveKey(purpose), Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
