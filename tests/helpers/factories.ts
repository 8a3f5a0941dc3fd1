/**
 * What the integration tests share to set themselves up: the test environment (session secret, public
 * URL, mail to a real SMTP server, uploads on disk, rate-limit windows), a fresh database per driver for a
 * `describe` block, calls to function modules (routed by their own config.path as the host does, or one
 * module called directly) and row factories — users with real sessions, admins with or without the TOTP
 * second factor, categories, districts and businesses (inserted and indexed for search with
 * `reindexBusinesses`). Unique names come from one counter per test file.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db, DriverName } from '#db/client.ts';
import { businesses, businessOwners, categories, districts, users } from '#db/schema/index.ts';
import { seedReference } from '#db/seed/index.ts';
import type { FnContext } from '#api/http.ts';
import { createSession, markSecondFactor } from '#api/session.ts';
import { resetConfig } from '#platform/config.ts';
import { LocalFileStorage, setFileStorage } from '#platform/storage.ts';
import { slugifyTr } from '#lib/turkish.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import { loadFunctions, matchRoute, type Route } from '#server/functions.ts';
import { useTestDatabase, type TestDatabase } from './db.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

export const BASE = 'http://localhost:3000';

// ---------------------------------------------------------------------------------------------
// Environment and database
// ---------------------------------------------------------------------------------------------

/** Sets what the functions read from the environment (and the SMTP server when given), then `resetConfig()`. */
export function useTestEnv(opts: { smtpUrl?: string } = {}): void {
  process.env.SESSION_SECRET = 'test-secret-'.padEnd(48, 'x');
  process.env.PUBLIC_URL = BASE;
  if (opts.smtpUrl !== undefined) {
    process.env.SMTP_URL = opts.smtpUrl;
    process.env.MAIL_FROM = 'Adana Rehberi <bildirim@adanarehberi.test>';
  }
  resetConfig();
}

/**
 * A real SMTP server started in beforeAll (and the functions' mail sent to it, see `useTestEnv`), closed
 * in afterAll, the mail settings put back as they were: the next file in the worker shares process.env
 * (vitest.config.ts: isolate false) and must not send to a closed server. The object is filled in by
 * beforeAll: use it inside hooks and tests only.
 */
export function mailServerFor(): TestSmtpServer {
  const smtp = {} as TestSmtpServer;
  const before = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpServer());
    useTestEnv({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await smtp.close?.();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  });
  return smtp;
}

/**
 * Uploaded files on this disk: a temporary directory made the file storage in beforeAll, and removed
 * (the storage back to the configured one) in afterAll. `dir` works inside hooks and tests only.
 */
export function localUploadsFor(prefix = 'uploads-'): { readonly dir: string } {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    setFileStorage(new LocalFileStorage(dir));
  });
  afterAll(async () => {
    setFileStorage(undefined);
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      if (!dir) throw new Error('the uploads directory is made in beforeAll');
      return dir;
    },
  };
}

/**
 * Inside a `describe`: a fresh database on `driver` made in beforeAll (with the reference categories and
 * districts when `seed`, then `setup`) and dropped in afterAll. The object is filled in by beforeAll, so
 * read `t.db` inside hooks and tests only.
 */
export function databaseFor(driver: DriverName, opts: { seed?: boolean; setup?: (t: TestDatabase) => Promise<void> } = {}): TestDatabase {
  const t = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(t, await useTestDatabase(driver));
    if (opts.seed) await seedReference(t.db);
    await opts.setup?.(t);
  });
  afterAll(async () => {
    await t.cleanup?.();
  });
  return t;
}

/**
 * The limits count in fixed windows aligned to the clock. A test that counts several hits must not
 * straddle a window edge, so near one it waits for the edge to pass (at most `margin` seconds): the calling
 * test's timeout must hold that wait as well (the integration project's is 120 s).
 */
export async function awayFromWindowEdge(windowSeconds: number, margin = 20): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < margin) await new Promise((r) => setTimeout(r, left * 1000 + 250));
}

// ---------------------------------------------------------------------------------------------
// Calling functions
// ---------------------------------------------------------------------------------------------

/** Loads the named functions (files in functions/) through shims, so only they are routed. */
export async function loadRoutes(names: string[]): Promise<{ routes: Route[]; cleanup: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'test-fns-'));
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

export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The Request a browser on this site would send: its Origin on writes, the cookie, the body. */
function browserRequest(method: string, url: URL, opts: CallOptions): Request {
  // A browser's user agent: `isbot` (src/lib/bots.ts) counts "vitest" as a bot, and statistics drop bots.
  const headers: Record<string, string> = { 'user-agent': BROWSER_USER_AGENT };
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
  return new Request(url, { method, headers, body });
}

/** Calls whichever of `routes` the host would send the request to (a test error when none matches). */
export function makeCaller(routes: Route[], defaults: { ip?: string } = {}): Caller {
  return async (method, pathname, opts = {}) => {
    const url = new URL(pathname, BASE);
    const match = matchRoute(routes, url.pathname, method);
    if (!match) throw new Error(`no function for ${method} ${url.pathname}`);
    const req = browserRequest(method, url, opts);
    return (await match.route.fn.handler(req, {
      params: match.params,
      requestId: 'test',
      ip: opts.ip ?? defaults.ip ?? '192.0.2.10',
    })) as Response;
  };
}

/**
 * For a test file: in beforeAll the test environment and the named functions routed by their config.path;
 * in afterAll the shims removed. `routes` and `call` work inside tests only.
 */
export function routedFunctions(names: string[], defaults: { ip?: string } = {}): { readonly routes: Route[]; call: Caller } {
  let routes: Route[] | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    useTestEnv();
    ({ routes, cleanup } = await loadRoutes(names));
  });
  afterAll(async () => {
    await cleanup?.();
  });
  const loaded = () => {
    if (!routes) throw new Error('functions are loaded in beforeAll');
    return routes;
  };
  return {
    get routes() {
      return loaded();
    },
    call: (method, pathname, opts) => makeCaller(loaded(), defaults)(method, pathname, opts),
  };
}

/** A function module's default export. */
export type Fn = (req: Request, ctx: FnContext) => Promise<Response>;

/** Calls one function module directly (no routing; `params` as the route would give them). */
export async function callFunction(
  fn: Fn,
  pathAndQuery: string,
  init: CallOptions & { method?: string; params?: Record<string, string> } = {},
): Promise<Response> {
  const method = init.method ?? 'GET';
  const req = browserRequest(method, new URL(pathAndQuery, BASE), init);
  return fn(req, { params: init.params ?? {}, requestId: 'test', ip: init.ip ?? '127.0.0.1' });
}

/** A GET of one function module, its JSON body read. */
export async function getJsonOf(fn: Fn, pathAndQuery: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await callFunction(fn, pathAndQuery);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

let seq = 0;
/** A unique number per call in this test file (names, e-mail addresses, IPs). */
export const nextSeq = () => ++seq;

/** A user with a live session; `cookie` is what the browser would send. */
export async function makeUser(db: Db, role: 'user' | 'owner' | 'moderator' | 'admin' = 'user') {
  const n = nextSeq();
  const [user] = await db
    .insert(users)
    .values({ name: `Kişi ${n}`, email: `kisi${n}@ornek.test`, isVerified: true, role })
    .returning();
  const { token, session } = await createSession(db, user!.id, new Request(BASE));
  return { user: user!, cookie: `ar_session=${token}`, sessionId: session.id };
}

/**
 * An admin (or, with `role: 'moderator'`, a moderator) who enrolled TOTP and (unless `secondFactor: false`)
 * passed it in this session — what `requireRole(…, 'admin')` (or 'moderator') accepts.
 */
export async function makeAdminSession(db: Db, opts: { secondFactor?: boolean; role?: 'admin' | 'moderator' } = {}) {
  const admin = await makeUser(db, opts.role ?? 'admin');
  await db.update(users).set({ totpSecret: 'sealed-test-secret', totpEnabledAt: new Date() }).where(eq(users.id, admin.user.id));
  if (opts.secondFactor ?? true) await markSecondFactor(admin.sessionId, db);
  return admin;
}

/** An admin who has not enrolled TOTP at all. */
export async function makeAdminWithoutTotp(db: Db) {
  return makeUser(db, 'admin');
}

export async function makeCategory(db: Db, over: Partial<typeof categories.$inferInsert> = {}) {
  const n = nextSeq();
  const name = over.name ?? `Kategori ${n}`;
  const [row] = await db
    .insert(categories)
    .values({ name, slug: slugifyTr(name), icon: 'utensils', color: '#B91C1C', description: `${name} açıklaması`, sortOrder: n, ...over })
    .returning();
  return row!;
}

export async function makeDistrict(db: Db, over: Partial<typeof districts.$inferInsert> = {}) {
  const n = nextSeq();
  const name = over.name ?? `İlçe ${n}`;
  const [row] = await db
    .insert(districts)
    .values({ name, slug: slugifyTr(name), latitude: '37.00000000', longitude: '35.32130000', ...over })
    .returning();
  return row!;
}

export type BusinessInsert = typeof businesses.$inferInsert;

/** The values of a business (approved unless `status` says otherwise; later ones approved later). */
export function businessValues(over: Partial<BusinessInsert> & { categoryId: number; districtId: number }): BusinessInsert {
  const n = nextSeq();
  const status = over.status ?? 'approved';
  return {
    name: `İşletme ${n}`,
    address: `Reşatbey Mah. ${n}. Sok. No: 1`,
    description: 'Adana’da bir işletme.',
    status,
    approvedAt: status === 'approved' ? new Date(Date.UTC(2026, 0, 1) + n * 1000) : null,
    ...over,
  };
}

/**
 * Inserts a business (in a category and district of its own unless `categoryId`/`districtId` are given)
 * and indexes it for search, as the app does after every write.
 */
export async function makeBusiness(db: Db, over: Partial<BusinessInsert> = {}) {
  const categoryId = over.categoryId ?? (await makeCategory(db)).id;
  const districtId = over.districtId ?? (await makeDistrict(db)).id;
  const [row] = await db
    .insert(businesses)
    .values(businessValues({ ...over, categoryId, districtId }))
    .returning();
  await reindexBusinesses(db, [row!.id]);
  return row!;
}

/**
 * An approved owner of `business` with their login cookie, written directly (the application flow has its own
 * tests); `over` sets the plan or any other column.
 */
export async function makeApprovedOwner(
  db: Db,
  business: typeof businesses.$inferSelect,
  over: Partial<typeof businessOwners.$inferInsert> = {},
) {
  const who = await makeUser(db, 'owner');
  const [owner] = await db
    .insert(businessOwners)
    .values({
      userId: who.user.id,
      businessId: business.id,
      businessName: business.name,
      ownerName: 'Ayşe Yılmaz',
      address: business.address,
      phone: '+903224560101',
      email: `sahip${nextSeq()}@ornek.test`,
      emailVerified: true,
      status: 'approved',
      ...over,
    })
    .returning();
  return { business, owner: owner!, cookie: who.cookie, user: who.user };
}
