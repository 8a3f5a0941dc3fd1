/**
 * What the submission and moderation tests share: the functions routed by their own config.path (as the
 * host does), a browser-like caller (this site's Origin on writes, cookies, an IP per call), a valid form
 * payload, real sessions (a user; an admin with or without the TOTP second factor) and real images made
 * with sharp.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createSession, markSecondFactor } from '../../src/api/session.ts';
import { sha256Hex } from '../../src/lib/crypto.ts';
import { loadFunctions, matchRoute, type Route } from '../../src/server/functions.ts';

export const BASE = 'http://localhost:3000';

/** Loads the named functions (files in functions/) through shims, so only they are routed. */
export async function loadRoutes(names: string[]): Promise<{ routes: Route[]; cleanup: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'business-fns-'));
  for (const name of names) {
    const target = path.resolve(import.meta.dirname, '../../functions', `${name}.ts`);
    await fs.writeFile(path.join(dir, `${name}.ts`), `export { default, config } from ${JSON.stringify(target)};\n`);
  }
  const { routes } = await loadFunctions(dir);
  return { routes, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
}

export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  /** JSON body. */
  body?: unknown;
  /** A raw body with its content type. */
  raw?: string | Uint8Array;
  contentType?: string;
  /** A multipart body (the browser sets the boundary). */
  form?: FormData;
  ip?: string;
  /** Leave out the Origin header on a write (a non-browser client). */
  noOrigin?: boolean;
}

export type Caller = (method: string, pathname: string, opts?: CallOptions) => Promise<Response>;

export function makeCaller(routes: Route[]): Caller {
  return async (method, pathname, opts = {}) => {
    const url = new URL(pathname, BASE);
    const match = matchRoute(routes, url.pathname, method);
    if (!match) throw new Error(`no function for ${method} ${url.pathname}`);
    const headers: Record<string, string> = { 'user-agent': 'vitest' };
    if (method !== 'GET' && method !== 'HEAD' && !opts.noOrigin) headers.origin = BASE;
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.raw !== undefined) {
      body = typeof opts.raw === 'string' ? opts.raw : new Uint8Array(opts.raw);
      headers['content-type'] = opts.contentType ?? 'application/octet-stream';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, opts.headers);
    const req = new Request(url, { method, headers, body });
    return (await match.route.fn.handler(req, { params: match.params, requestId: 'test', ip: opts.ip ?? '192.0.2.10' })) as Response;
  };
}

let seq = 0;
/** A unique suffix per call (names, e-mail addresses, IPs). */
export const nextSeq = () => ++seq;

/** A distinct documentation-range IP address per test. */
export const newIp = () => `198.51.${Math.floor(nextSeq() / 250) % 250}.${(seq % 250) + 1}`;

/** A valid add-business payload (spec §7 field names). */
export function submission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = nextSeq();
  return {
    name: `Deneme Kebap Salonu ${n}`,
    category: 'restoranlar',
    subcategory: 'Kebapçı',
    district: 'seyhan',
    address: `Reşatbey Mah. Atatürk Cd. No:${n}, 01120 Seyhan/Adana`,
    description: 'Odun ateşinde Adana kebabı.',
    phone: '0322 456 01 01',
    email: `sahip${n}@ornek.test`,
    website: 'www.ornek-kebap.com',
    priceRange: 'Orta',
    submitterName: 'Ayşe Yılmaz',
    isOpen: true,
    featuredRequested: false,
    website2: '',
    ...overrides,
  };
}

/** A user with a live session. */
export async function makeUser(db: Db, role: 'user' | 'owner' | 'admin' = 'user') {
  const n = nextSeq();
  const [user] = await db.insert(users).values({ name: `Kişi ${n}`, email: `kisi${n}@ornek.test`, isVerified: true, role }).returning();
  const { token, session } = await createSession(db, user!.id, new Request(BASE));
  return { user: user!, cookie: `ar_session=${token}`, sessionId: session.id };
}

/** An admin who enrolled TOTP and passed it in this session (what `requireRole(…, 'admin')` accepts). */
export async function makeAdmin(db: Db) {
  const admin = await makeUser(db, 'admin');
  await db.update(users).set({ totpSecret: 'sealed-test-secret', totpEnabledAt: new Date() }).where(eq(users.id, admin.user.id));
  await markSecondFactor(admin.sessionId, db);
  return admin;
}

/** An admin whose session has not passed the second factor. */
export async function makeAdminWithoutTotp(db: Db) {
  return makeUser(db, 'admin');
}

/** A real JPEG with EXIF orientation 6 (shown rotated 90°): stored 2400×1800, upright 1800×2400. */
export async function jpegBytes(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .jpeg({ quality: 70 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'gizli-konum-bilgisi' } } })
    .toBuffer();
}

export async function pngBytes(width = 640, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
}

export function photoForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/** The `/verify-email?token=…` link in a mail's text. */
export function verifyLinkOf(text: string): { url: string; token: string } {
  const m = /(http:\/\/localhost:3000\/verify-email\?token=([A-Za-z0-9_%-]+))/.exec(text);
  if (!m) throw new Error('no verification link in mail: ' + text);
  return { url: m[1]!, token: decodeURIComponent(m[2]!) };
}

export { sha256Hex };

/**
 * The limits count in fixed windows aligned to the clock. A test that counts several hits must not
 * straddle a window edge, so near one it waits for the edge to pass (at most `margin` seconds).
 */
export async function awayFromWindowEdge(windowSeconds: number, margin = 20): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < margin) await new Promise((r) => setTimeout(r, left * 1000 + 250));
}
