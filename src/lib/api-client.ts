/**
 * The islands' one way to call the functions: JSON in and out, this site's cookies (same-origin), an
 * optional AbortSignal, and one decoding of failures, typed by the answer types of src/lib/contract/.
 *
 *   const items = await apiJson<SearchListItem[]>(url, { signal });          // throws ApiError when not OK
 *   const r = await apiResult<FavoriteRecord>(`/api/favorites/${id}`, { method: 'PUT' });
 *   if (!r.ok) … r.error.status, r.error.message, r.error.errors              // a failure as a value
 *   const a = await apiAnswer<SubmissionResult>('/api/businesses', { method: 'POST', body }); // the forms' {status, ok, body}
 *
 * A failed answer becomes an ApiError {status, message, errors}: the server's Turkish `message` and field
 * `errors` when it sent them, else the spec's "<status>: <text>" (§8: the status code, a colon and a space,
 * then the answer's text, or its status text when that is empty). A network failure rejects with the
 * browser's TypeError and an abort with its AbortError (`isAbort`), both untouched: callers tell them apart.
 */

export interface ApiErrorInfo {
  status: number;
  message: string;
  /** Turkish messages by field (a 400 of a form); empty otherwise. */
  errors: Record<string, string>;
}

export class ApiError extends Error implements ApiErrorInfo {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** The failed answer's JSON object as sent (`{}` when it was not one), for fields beyond message and errors. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isAbort = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The error of a failed answer from its status and body text (shared with the XMLHttpRequest upload). */
export function decodeError(status: number, statusText: string, text: string): ApiError {
  const json = text ? parseJson(text) : undefined;
  const body = isRecord(json) ? json : {};
  const errors = isRecord(body.errors)
    ? Object.fromEntries(Object.entries(body.errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
  const server = typeof body.message === 'string' ? body.message : '';
  // A JSON body without a message says nothing readable; any other text is shown as the spec asks.
  const fallback = json === undefined ? text.trim() : '';
  return new ApiError(status, server || `${status}: ${fallback || statusText}`, errors, body);
}

export interface ApiRequest {
  /** GET unless told. */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Let the request outlive the page (an analytics event sent as the visitor leaves). */
  keepalive?: boolean;
}

export type ApiOutcome<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };
export type ApiResult<T> = ApiOutcome<T> & { headers: Headers };

/** An answer's outcome from its status and body text (shared with the XMLHttpRequest upload). */
export function readOutcome<T>(status: number, statusText: string, text: string): ApiOutcome<T> {
  const ok = status >= 200 && status < 300;
  if (!ok) return { ok, status, error: decodeError(status, statusText, text) };
  const data = text ? parseJson(text) : undefined;
  if (text && data === undefined) return { ok: false, status, error: new ApiError(status, `${status}: ${statusText}`) };
  return { ok, status, data: data as T };
}

const writeListeners = new Set<(url: string) => void>();

/**
 * Calls `listener` after every successful call that is not a GET (a decision, a save), with its URL; returns
 * the unsubscribe. The admin menu refreshes its queue counts this way after any section's action.
 */
export function onApiWrite(listener: (url: string) => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** Calls the API; a failed answer is returned (`ok: false`), never thrown. An empty answer (204) is `undefined`. */
export async function apiResult<T>(url: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, signal, keepalive } = request;
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {}),
  });
  const result = { ...readOutcome<T>(res.status, res.statusText, await res.text()), headers: res.headers };
  if (result.ok && method !== 'GET') for (const listener of writeListeners) listener(url);
  return result;
}

/** What a failed answer's body may say: a Turkish message, field errors, that the admin's second factor is due. */
export interface ApiFailureBody {
  message?: string;
  errors?: Record<string, string>;
  secondFactorRequired?: boolean;
}

/** The forms' view of an answer: its status, and the body they read (the data, or the failure's JSON object). */
export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  ok: boolean;
  body: T & ApiFailureBody;
}

export function answerOf<T>(outcome: ApiOutcome<T & ApiFailureBody>): ApiAnswer<T> {
  if (outcome.ok) return { status: outcome.status, ok: true, body: outcome.data ?? ({} as T & ApiFailureBody) };
  return { status: outcome.status, ok: false, body: outcome.error.body as T & ApiFailureBody };
}

/** Calls the API for a form: resolves with {status, ok, body} whether or not it succeeded. */
export async function apiAnswer<T = Record<string, unknown>>(url: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  return answerOf(await apiResult<T & ApiFailureBody>(url, request));
}

/** Calls the API and returns the answer's body; throws ApiError when it failed. */
export async function apiJson<T>(url: string, request: ApiRequest = {}): Promise<T> {
  const result = await apiResult<T>(url, request);
  if (!result.ok) throw result.error;
  return result.data;
}
