/**
 * The answer side of the HTTP conventions (src/api/http.ts): the context a host hands a function, the JSON
 * answer with the security headers, and an HttpError as an answer. Kept apart from `handler()` so the
 * guards (src/api/session.ts, src/api/csrf.ts) can use it while `handler()` uses the guards.
 */
import { HttpError } from '#platform/errors.ts';
import { apiSecurityHeaders } from '#platform/security-headers.ts';

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

/** 204 with no body (never cached). */
export const noContent = () => new Response(null, { status: 204, headers: { ...apiSecurityHeaders, 'Cache-Control': 'no-store' } });

/** Cache headers for public GET answers a CDN may keep (short, revalidated). */
export const publicCache = (seconds = 60) => ({
  'Cache-Control': `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`,
  'Netlify-CDN-Cache-Control': `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`,
});

export function errorResponse(err: HttpError): Response {
  return json({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) }, { status: err.status, headers: err.headers ?? {} });
}
