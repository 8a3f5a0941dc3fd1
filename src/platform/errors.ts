/**
 * Errors that carry the answer a person gets: a status, a Turkish message and field errors. Features throw
 * them; the function boundary (src/api/http.ts `handler`) turns them into JSON answers. They live here, not
 * in src/api, so that feature code never imports the HTTP layer.
 */
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message = 'İstek anlaşılamadı.', errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Bu işlem için giriş yapmalısınız.') => new HttpError(401, message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok.') => new HttpError(403, message);
export const notFound = (message = 'Aradığınız kayıt bulunamadı.') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string>) => new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Çok fazla deneme yaptınız. Lütfen ${formatWait(retryAfterSeconds)} sonra tekrar deneyin.`, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

function formatWait(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.ceil(seconds))} saniye`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} dakika`;
  return `${Math.ceil(seconds / 3600)} saat`;
}

/** Field errors from a zod error, keyed by the top-level field name (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** True for PostgreSQL's unique_violation (23505) on a constraint whose name starts with `prefix` (any driver). */
export function isUniqueViolation(err: unknown, prefix: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint !== 'string' || constraint.startsWith(prefix);
  }
  return false;
}
