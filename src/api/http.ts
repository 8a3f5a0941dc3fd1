/**
 * The JSON API conventions every function follows (Netlify Functions v2: Request in, Response out).
 *  - errors: {"message": "<Turkish>", "errors": {"field": "<Turkish>"}} with the right status;
 *  - no stack trace ever reaches a client; unexpected errors are logged once, here, with the request id;
 *  - every answer carries the security headers (Netlify's header rules do not apply to functions).
 */
import type { z } from 'zod';
import { apiSecurityHeaders } from '#platform/security-headers.ts';
import { log } from '#platform/log.ts';
import { badRequest, fieldErrors, HttpError, notFound } from '#platform/errors.ts';

export {
  badRequest,
  conflict,
  fieldErrors,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from '#platform/errors.ts';

/** The part of Netlify's `Context` our functions use; the local host provides the same. */
export interface FnContext {
  params: Record<string, string | undefined>;
  requestId: string;
  ip: string;
  /** Netlify's geolocation of the client (absent on the local host). */
  geo?: { country?: { code?: string; name?: string }; city?: string };
}

export type FnHandler = (req: Request, context: FnContext) => Promise<Response> | Response;

export function json(body: unknown, init: ResponseInit & { headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...apiSecurityHeaders,
      ...init.headers,
    },
  });
}

/** Cache headers for public GET answers a CDN may keep (short, revalidated). */
export const publicCache = (seconds = 60) => ({
  'Cache-Control': `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`,
  'Netlify-CDN-Cache-Control': `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`,
});

export function errorResponse(err: HttpError): Response {
  return json(
    { message: err.message, ...(err.errors ? { errors: err.errors } : {}) },
    { status: err.status, headers: err.headers ?? {} },
  );
}

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

export const badTextMessage = 'İstekte geçersiz bir karakter var (NUL ya da yarım kalmış bir Unicode karakteri). Lütfen metni düzeltip yeniden deneyin.';

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

/**
 * Wraps a function body: routes by method, turns thrown HttpErrors into JSON answers and anything else
 * into a logged 500 with a generic Turkish message.
 */
export function handler(routes: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', FnHandler>>) {
  const allowed = Object.keys(routes);
  if (routes.GET && !routes['HEAD' as 'GET']) allowed.push('HEAD');
  return async (req: Request, context: FnContext): Promise<Response> => {
    try {
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const route = routes[method as keyof typeof routes];
      if (!route) throw methodNotAllowed(allowed);
      assertCleanUrl(req);
      const res = await route(req, context);
      return req.method === 'HEAD' ? new Response(null, { status: res.status, headers: res.headers }) : res;
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err);
      log.error('function failed', { requestId: context?.requestId, path: safePath(req.url), err });
      return errorResponse(new HttpError(500, 'Beklenmeyen bir hata oluştu. Lütfen biraz sonra tekrar deneyin.'));
    }
  };
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

/** The client address, for rate limits (never stored raw). */
export function clientIp(req: Request, context: FnContext): string {
  return context.ip || req.headers.get('x-nf-client-connection-ip') || '0.0.0.0';
}
