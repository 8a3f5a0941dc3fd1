/**
 * The JSON API conventions every function follows (Netlify Functions v2: Request in, Response out).
 *  - errors: {"message": "<Turkish>", "errors": {"field": "<Turkish>"}} with the right status;
 *  - no stack trace ever reaches a client; unexpected errors are logged once, here, with the request id;
 *  - every answer carries the security headers (Netlify's header rules do not apply to functions).
 */
import type { z } from 'zod';
import type { Db } from '#db/client.ts';
import { db as openDb } from '#platform/db.ts';
import { log } from '#platform/log.ts';
import { badRequest, fieldErrors, HttpError, notFound } from '#platform/errors.ts';
import { assertSameOrigin } from './csrf.ts';
import { errorResponse, json, type FnContext, type FnHandler } from './response.ts';
import { getSession, needsSecondFactor, requireRole, requireUser, SecondFactorRequiredError, type SessionInfo } from './session.ts';
import { isStaff } from '#lib/contract/session.ts';

export { json, noContent, publicCache, type FnContext } from './response.ts';

export { badRequest, conflict, fieldErrors, forbidden, HttpError, notFound } from '#platform/errors.ts';
export { requireAdminRole } from './session.ts';

const MAX_JSON_BYTES = 1_000_000;

/** Reads a JSON body and validates it; 415 for another content type, 413 when too large, 400 with field errors. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, maxBytes = MAX_JSON_BYTES): Promise<z.infer<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'İstek gövdesi JSON olmalıdır (Content-Type: application/json).');
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, 'İstek gövdesi çok büyük.');
  const text = await readLimited(req, maxBytes);
  const data = text === '' ? {} : parseJson(text);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badRequest('Lütfen işaretli alanları düzeltin.', fieldErrors(parsed.error));
  return parsed.data;
}

export const badTextMessage =
  'İstekte geçersiz bir karakter var (NUL ya da yarım kalmış bir Unicode karakteri). Lütfen metni düzeltip yeniden deneyin.';

/**
 * True for text PostgreSQL and the mail can carry: no NUL (PostgreSQL refuses it in text) and no lone
 * surrogate (not encodable as UTF-8). Both only arrive through escapes (`\u0000`, `\ud800`, `%00`).
 */
function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** 400 for a bad string, with the field's name when there is one (`key` of an object, a parameter). */
function refuseBadText(key: string): HttpError {
  return badRequest(badTextMessage, key && !/^\d+$/.test(key) ? { [key]: badTextMessage } : undefined);
}

/**
 * JSON.parse for request bodies: 400 for broken JSON, and for NUL or a lone surrogate in any string or key
 * (checked here once, so no function and no field can pass one to the database).
 */
export function parseJson(text: string): unknown {
  let bad: string | null = null;
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value: unknown) => {
      if (bad === null && (!isCleanText(key) || (typeof value === 'string' && !isCleanText(value)))) bad = key;
      return value;
    });
  } catch {
    throw badRequest('İstek gövdesi geçerli bir JSON değil.');
  }
  if (bad !== null) throw refuseBadText(bad);
  return data;
}

/**
 * 400 when a query parameter (name or value) holds NUL or a lone surrogate. Path parameters are not checked
 * here: such an id or slug names nothing, and the route answers 404 as for any unknown one.
 */
function assertCleanUrl(req: Request): void {
  let query: URLSearchParams;
  try {
    query = new URL(req.url).searchParams;
  } catch {
    return;
  }
  for (const [key, value] of query) if (!isCleanText(key) || !isCleanText(value)) throw refuseBadText(isCleanText(key) ? key : '');
}

/**
 * Reads the body as bytes, at most `maxBytes` (the declared Content-Length is checked first, then what
 * actually arrives, so a lying client cannot exceed it); more → 413 with `tooLarge` as the message (and as
 * the error of `field`, when given).
 */
export async function readBytes(
  req: Request,
  maxBytes: number,
  tooLarge = 'İstek gövdesi çok büyük.',
  field?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const refuse = () => new HttpError(413, tooLarge, field ? { [field]: tooLarge } : undefined);
  if (Number(req.headers.get('content-length') ?? '0') > maxBytes) throw refuse();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw refuse();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function readLimited(req: Request, maxBytes: number): Promise<string> {
  return new TextDecoder('utf-8', { fatal: false }).decode(await readBytes(req, maxBytes));
}

/** Validates query parameters; 400 with field errors. */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw badRequest('Geçersiz sorgu parametresi.', fieldErrors(parsed.error));
  return parsed.data;
}

export function methodNotAllowed(allowed: string[]): HttpError {
  return new HttpError(405, 'Bu adres bu yöntemi desteklemiyor.', undefined, { Allow: allowed.join(', ') });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The methods that change state: the same-origin check guards them unless a function says why not. */
export const UNSAFE_METHODS: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Who may call a route, checked before it runs:
 *  - 'public': anyone (the route may still look at `ctx.session()`);
 *  - 'user': anyone logged in, else 401;
 *  - 'owner': an owner, or an admin who passed the second factor, else 403;
 *  - 'admin': an admin who passed the second factor in this session, else 403 (with `secondFactorRequired`
 *    when only the second factor is missing; a moderator is refused in Turkish, decision 035);
 *  - 'moderator': an admin or a moderator who passed the second factor (the moderation queues);
 *  - 'user-2fa': anyone logged in, but an admin only after the second factor (what an admin does here
 *    acts with the admin's powers);
 *  - 'admin-first-factor': an admin or moderator who may not have passed the second factor yet (the second-factor
 *    routes themselves), else 403.
 */
export type Auth = 'public' | 'user' | 'owner' | 'moderator' | 'admin' | 'user-2fa' | 'admin-first-factor';

export interface Guards {
  /** Who may call: one level for every method, or one per method (every declared method needs one). */
  auth: Auth | Partial<Record<Method, Auth>>;
  /**
   * Written only to turn the same-origin check off for this function's state-changing methods: the
   * reason a request from another site (or a mail client) is expected and harmless here.
   */
  crossSiteAllowed?: string;
  /** `false` for a function that never reads the database (no database is opened for it). */
  db?: false;
  /**
   * The methods the requested path supports, when they differ by path (405 with Allow otherwise, before any
   * guard, as for a method the function has no route for). May throw 404 for a path it does not serve.
   */
  allow?: (req: Request) => readonly string[];
  /**
   * Checks of the address that answer before the login is looked at (a 404 for an id that cannot exist);
   * runs after the same-origin check.
   */
  before?: (req: Request, ctx: FnContext) => void;
}

/** What a guarded route receives besides the request. */
export interface BaseRouteContext extends FnContext {
  /** The opened database (a route of a `db: false` function must not use it). */
  db: Db;
  /** The caller's session, looked up once (null when nobody is logged in). */
  session(): Promise<SessionInfo | null>;
}
export type RouteContext<A extends Auth = Auth> = BaseRouteContext &
  (A extends 'public' ? { caller?: undefined } : { caller: SessionInfo });
export type Route<A extends Auth = Auth> = (req: Request, ctx: RouteContext<A>) => Promise<Response> | Response;

type AuthFor<A, M extends Method> = A extends Auth ? A : M extends keyof A ? NonNullable<A[M]> & Auth : never;
export type GuardedRoutes<G extends Guards> = { [M in Method]?: Route<AuthFor<G['auth'], M>> };
type LegacyRoutes = Partial<Record<Method, FnHandler>>;

/** The guards a function declared, per method it serves (read by tests/unit/function-guards.test.ts). */
export interface DeclaredGuards {
  methods: Method[];
  auth: Partial<Record<Method, Auth>>;
  /** Per state-changing method: whether the same-origin check runs. */
  sameOrigin: Partial<Record<Method, boolean>>;
  crossSiteAllowed?: string;
}
export type FunctionHandler = ((req: Request, context: FnContext) => Promise<Response>) & { guards?: DeclaredGuards };

const NO_DB = new Proxy({} as Db, {
  get() {
    throw new Error('This function declared `db: false` and may not use the database.');
  },
});

async function checkAuth(auth: Auth, req: Request, database: Db): Promise<SessionInfo | undefined> {
  switch (auth) {
    case 'public':
      return undefined;
    case 'user':
    case 'owner':
    case 'moderator':
    case 'admin':
      return requireRole(req, auth, database);
    case 'user-2fa': {
      const info = await requireUser(req, database);
      if (needsSecondFactor(info)) throw new SecondFactorRequiredError();
      return info;
    }
    case 'admin-first-factor': {
      const info = await requireUser(req, database);
      if (!isStaff(info.user.role)) throw new HttpError(403, 'Bu işlem için yetkiniz yok.');
      return info;
    }
  }
}

/**
 * Wraps a function's routes: routes by method, runs the declared guards, turns thrown HttpErrors into JSON
 * answers and anything else into a logged 500 with a generic Turkish message.
 *
 *   export default handler({ auth: 'admin' }, { GET: async (req, { db, caller }) => … });
 *
 * Order: method (405) → query text (400) → `allow` (405/404) → same-origin check on POST/PUT/PATCH/DELETE
 * (403) → `before` → the database is opened → `auth` (401/403) → the route.
 * The old shape `handler(routes)` still works (no guards; each route does its own) and is marked as such.
 */
export function handler<const G extends Guards>(guards: G, routes: GuardedRoutes<G>): FunctionHandler;
export function handler(routes: LegacyRoutes): FunctionHandler;
export function handler(first: Guards | LegacyRoutes, second?: Partial<Record<Method, Route>>): FunctionHandler {
  const guards: Guards | null = second ? (first as Guards) : null;
  const routes = (second ?? first) as Partial<Record<Method, Route>>;
  const methods = Object.keys(routes) as Method[];
  const authOf = (m: Method): Auth => {
    const a = guards!.auth;
    const level = typeof a === 'string' ? a : a[m];
    if (!level) throw new Error(`handler(): no auth declared for ${m}`);
    return level;
  };
  if (guards) for (const m of methods) authOf(m);
  const allowed: string[] = [...methods];
  if (routes.GET && !routes['HEAD' as 'GET']) allowed.push('HEAD');

  const fn: FunctionHandler = async (req, context) => {
    try {
      const method = (req.method === 'HEAD' ? 'GET' : req.method) as Method;
      const route = routes[method];
      if (!route) throw methodNotAllowed(allowed);
      assertCleanUrl(req);
      let res: Response;
      if (!guards) {
        res = await (route as FnHandler)(req, context);
      } else {
        if (guards.allow) {
          const here = guards.allow(req);
          if (!here.includes(method)) throw methodNotAllowed([...here]);
        }
        if (UNSAFE_METHODS.includes(method) && !guards.crossSiteAllowed) assertSameOrigin(req);
        guards.before?.(req, context);
        const database = guards.db === false ? NO_DB : await openDb();
        const caller = await checkAuth(authOf(method), req, database);
        let session: Promise<SessionInfo | null> | undefined = caller ? Promise.resolve(caller) : undefined;
        const ctx = {
          ...context,
          db: database,
          caller,
          session: () => (session ??= getSession(req, database)),
        } as RouteContext;
        res = await route(req, ctx);
      }
      return req.method === 'HEAD' ? new Response(null, { status: res.status, headers: res.headers }) : res;
    } catch (err) {
      if (err instanceof SecondFactorRequiredError) return json({ message: err.message, secondFactorRequired: true }, { status: 403 });
      if (err instanceof HttpError) return errorResponse(err);
      log.error('function failed', { requestId: context?.requestId, path: safePath(req.url), err });
      return errorResponse(new HttpError(500, 'Beklenmeyen bir hata oluştu. Lütfen biraz sonra tekrar deneyin.'));
    }
  };
  if (guards) {
    fn.guards = {
      methods,
      auth: Object.fromEntries(methods.map((m) => [m, authOf(m)])),
      sameOrigin: Object.fromEntries(methods.filter((m) => UNSAFE_METHODS.includes(m)).map((m) => [m, !guards.crossSiteAllowed])),
      ...(guards.crossSiteAllowed ? { crossSiteAllowed: guards.crossSiteAllowed } : {}),
    };
  }
  return fn;
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '?';
  }
}

/** Parses a positive database id from a path parameter; 404 for anything else ("abc", "-1", "9999…"). */
export function parseId(value: string | undefined, what = 'Kayıt'): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFound(`${what} bulunamadı.`);
  const n = Number(value);
  if (n > 2_147_483_647) throw notFound(`${what} bulunamadı.`);
  return n;
}

/** The `:id` of `/api/<collection>/:id…` (from the host's parameters, or the path itself): parseId's 404 otherwise. */
export function pathId(req: Request, context: FnContext, what = 'Kayıt'): number {
  return parseId(context.params.id ?? new URL(req.url).pathname.split('/')[3], what);
}

/** The client address, for rate limits (never stored raw). */
export function clientIp(req: Request, context: FnContext): string {
  return context.ip || req.headers.get('x-nf-client-connection-ip') || '0.0.0.0';
}
