/**
 * The local server: one process, one port. Serves the built site and hosts the same function modules
 * Netlify runs (routed by their own `config.path`), answers /healthz and /readyz, runs scheduled functions,
 * gives every request an id that appears on every log line, and shuts down gracefully.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import type { Database } from '#db/client.ts';
import { apiSecurityHeaders, pageSecurityHeaders } from '#platform/security-headers.ts';
import { log, requestContext } from '#platform/log.ts';
import { HttpError, type FnContext } from '#api/http.ts';
import { findRoute, matchRoute, type LoadedFunction, type Route } from './functions.ts';
import type { SiteBuilder } from './builder.ts';
import { matchRedirect, type RedirectRule } from './redirects.ts';
import { clientIp } from './client-ip.ts';
import { Overloaded, type Admission } from './admission.ts';

export interface ServerOptions {
  database: Database;
  routes: Route[];
  /** Every function by name, for `/.netlify/functions/<name>` and redirect targets. */
  functions: Map<string, LoadedFunction>;
  /** netlify.toml's [[redirects]], applied to requests no function claimed. */
  redirects: RedirectRule[];
  builder: SiteBuilder;
  /** Extra internal routes (the command line's ops endpoint). */
  internal?: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>;
  /** Largest request body accepted by the host (functions apply their own, smaller limits). */
  maxBodyBytes?: number;
  /** Reverse proxies in front whose X-Forwarded-For entries are believed (TRUST_PROXY; 0: none). */
  trustProxy?: number;
  /** The bounded wait for the embedded database, for reading calls (GET/HEAD) of functions. */
  admission?: Admission;
}

/** A path that `new URL` leaves as it is: no percent-encoding, no dot segments, no empty segments. */
const plainPath = /^\/(?:(?!\.)[\w\-.~]+\/)*(?:(?!\.)[\w\-.~]+)?$/;
/** Paths the host answers itself. */
const reserved = new Set(['/healthz', '/readyz']);

/** What an overloaded server asks a client to wait before trying again. */
const retryAfterSeconds = 5;

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...apiSecurityHeaders };

function sendJson(res: http.ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...jsonHeaders, 'Content-Length': Buffer.byteLength(text), ...extra });
  res.end(text);
}

function toRequest(req: http.IncomingMessage, url: URL, maxBodyBytes: number): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    else headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // A function may stop reading early (a body over its limit): the rest is drained, not the socket
  // reset, so the client still reads the 413 answer.
  let received = 0;
  const body = hasBody
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          req.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > maxBodyBytes) {
              req.removeAllListeners('data');
              req.resume();
              controller.error(new HttpError(413, 'İstek gövdesi çok büyük.'));
              return;
            }
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          });
          req.on('end', () => {
            try {
              controller.close();
            } catch {
              /* already errored or cancelled */
            }
          });
          req.on('error', (err) => {
            try {
              controller.error(err);
            } catch {
              /* already closed */
            }
          });
        },
        cancel() {
          req.removeAllListeners('data');
          req.resume();
        },
      })
    : null;
  return new Request(url, {
    method: req.method,
    headers,
    body,
    // @ts-expect-error Node's fetch needs this for streamed bodies
    duplex: 'half',
  });
}

async function writeResponse(res: http.ServerResponse, response: Response, head: boolean, status?: number): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(status ?? response.status, headers);
  if (!response.body || head) {
    res.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

/** A function's answer that identical requests arriving meanwhile may share (request collapsing). */
interface SharedAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** Any visitor may get this answer: a CDN may cache it publicly, it sets no cookie and varies on nothing personal. */
function isShareable(response: Response): boolean {
  const cdn = response.headers.get('netlify-cdn-cache-control') ?? response.headers.get('cdn-cache-control') ?? '';
  const vary = (response.headers.get('vary') ?? '').toLowerCase();
  return response.status === 200 && /\bpublic\b/.test(cdn) && !response.headers.has('set-cookie') && !/cookie|authorization|\*/.test(vary);
}

function writeShared(res: http.ServerResponse, answer: SharedAnswer, requestId: string): void {
  const headers: Record<string, string> = Object.fromEntries(answer.headers);
  headers['x-request-id'] = requestId;
  headers['content-length'] = String(answer.body.byteLength);
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

export function createServer(opts: ServerOptions): http.Server {
  const maxBody = opts.maxBodyBytes ?? 120 * 1024 * 1024;
  /** GET answers being computed, by path and query, for request collapsing. */
  const collapsing = new Map<string, Promise<SharedAnswer | null>>();
  /** Functions that have answered a GET with a shareable answer. */
  const collapsible = new Set<string>();

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, requestId: string): Promise<void> => {
    const host = req.headers.host && /^[\w.:[\]-]+$/.test(req.headers.host) ? req.headers.host : 'localhost';
    let url: URL;
    try {
      // Origin-form only ("/path?query"); an absolute-form target must not choose the host.
      if (!req.url?.startsWith('/') || req.url.startsWith('//')) throw new Error('not origin-form');
      url = new URL(req.url, `http://${host}`);
    } catch {
      sendJson(res, 400, { message: 'Geçersiz adres.' });
      return;
    }
    const pathname = url.pathname;

    if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (pathname === '/readyz') {
      try {
        await Promise.race([opts.database.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000))]);
      } catch {
        return sendJson(res, 503, { status: 'unavailable', database: 'unreachable' });
      }
      if (!opts.builder.current) return sendJson(res, 503, { status: 'building', database: 'ok' });
      return sendJson(res, 200, { status: 'ready', database: 'ok' });
    }
    if (opts.internal && pathname.startsWith('/__ops/') && (await opts.internal(req, res, url))) return;

    const method = (req.method ?? 'GET').toUpperCase();
    const callFunction = async (fn: LoadedFunction, params: Record<string, string>, status?: number): Promise<void> => {
      if (method !== 'GET' || status !== undefined) return runFunction(fn, params, status);
      // Request collapsing (as Netlify's CDN and nginx's proxy_cache_lock do): for a function whose answers
      // any visitor may have (a public CDN cache header, no cookie set; learned from its answers), identical
      // GETs that arrive while one is being answered wait for that answer and share it. Functions with
      // personal or uncacheable answers never make anyone wait.
      if (!collapsible.has(fn.name)) {
        return runFunction(fn, params, undefined, () => collapsible.add(fn.name));
      }
      const key = url.pathname + url.search;
      const pending = collapsing.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) return writeShared(res, shared, requestId);
        return runFunction(fn, params);
      }
      let settle!: (shared: SharedAnswer | null) => void;
      collapsing.set(key, new Promise<SharedAnswer | null>((resolve) => (settle = resolve)));
      let shared: SharedAnswer | null = null;
      try {
        await runFunction(fn, params, undefined, (answer) => (shared = answer));
      } finally {
        collapsing.delete(key);
        settle(shared);
      }
    };
    const runFunction = async (
      fn: LoadedFunction,
      params: Record<string, string>,
      status?: number,
      share?: (answer: SharedAnswer) => void,
    ): Promise<void> => {
      // Only reads wait for a turn: they carry no body, so a slow client cannot hold a turn while uploading.
      let release: (() => void) | undefined;
      if (opts.admission && (method === 'GET' || method === 'HEAD')) {
        try {
          release = await opts.admission.acquire();
        } catch (err) {
          if (!(err instanceof Overloaded)) throw err;
          return sendJson(
            res,
            503,
            { message: 'Site şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.' },
            { 'Retry-After': String(retryAfterSeconds) },
          );
        }
      }
      try {
        const context: FnContext = { params, requestId, ip: clientIp(req, opts.trustProxy ?? 0) };
        const response = await fn.handler(toRequest(req, url, maxBody), context);
        if (!(response instanceof Response)) {
          res.writeHead(status ?? 204, apiSecurityHeaders);
          res.end();
          return;
        }
        if (share && isShareable(response)) {
          const answer: SharedAnswer = {
            status: response.status,
            headers: [...response.headers],
            body: new Uint8Array(await response.arrayBuffer()),
          };
          share(answer);
          return writeShared(res, answer, requestId);
        }
        await writeResponse(res, response, method === 'HEAD', status);
      } finally {
        release?.();
      }
    };

    const match = matchRoute(opts.routes, pathname, method);
    // `preferStatic` (as on Netlify): a pre-built file for the path wins over the function.
    const prebuilt = () => (method === 'GET' || method === 'HEAD' ? (opts.builder.current?.resolve(pathname) ?? null) : null);
    if (match && !(match.route.fn.config.preferStatic && prebuilt())) return callFunction(match.route.fn, match.params);
    const direct = /^\/\.netlify\/functions\/([\w-]+)$/.exec(pathname);
    if (direct && opts.functions.has(direct[1]!) && !opts.functions.get(direct[1]!)!.config.schedule) {
      return callFunction(opts.functions.get(direct[1]!)!, {});
    }
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi && opts.routes.some((r) => r.pattern.test({ pathname }))) {
      return sendJson(res, 405, { message: 'Bu adres bu yöntemi desteklemiyor.' });
    }

    const site = opts.builder.current;
    const file = site && (method === 'GET' || method === 'HEAD') ? site.resolve(pathname) : null;
    const redirect = matchRedirect(opts.redirects, pathname, file !== null);
    if (redirect) {
      const { rule, target } = redirect;
      const fnTarget = /^\/\.netlify\/functions\/([\w-]+)/.exec(target);
      if (rule.status === 301 || rule.status === 302 || rule.status === 307 || rule.status === 308) {
        res.writeHead(rule.status, { ...pageSecurityHeaders, Location: target + url.search });
        res.end();
        return;
      }
      if (fnTarget && opts.functions.has(fnTarget[1]!)) return callFunction(opts.functions.get(fnTarget[1]!)!, {}, rule.status);
      if (site && (method === 'GET' || method === 'HEAD') && site.serve(req, res, target, rule.status)) return;
    }
    if (isApi) return sendJson(res, 404, { message: 'Böyle bir API adresi yok.' });
    if (method !== 'GET' && method !== 'HEAD') {
      return sendJson(res, 405, { message: 'Bu adres bu yöntemi desteklemiyor.' }, { Allow: 'GET, HEAD' });
    }
    if (!site) {
      res.writeHead(503, { ...pageSecurityHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '10' });
      res.end(
        '<!doctype html><html lang="tr"><meta charset="utf-8"><title>Adana Rehberi hazırlanıyor</title><p>Site hazırlanıyor, lütfen birkaç saniye sonra yenileyin.</p></html>',
      );
      return;
    }
    if (file && site.send(req, res, file)) return;
    const notFound = site.file('404.html');
    if (notFound && site.send(req, res, notFound, 404)) return;
    res.writeHead(404, { ...pageSecurityHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Sayfa bulunamadı');
  };

  /**
   * Most requests are for a file of the built site. Those whose path needs no decoding or normalising
   * are answered here, synchronously, with the file's precomputed headers (plus the request id) in one
   * write: the same precedence as `handle` (functions, then forced redirects, then files), without its
   * URL parsing, async context and header merging, which cost as much as serving the file.
   */
  const serveFile = (req: http.IncomingMessage, res: http.ServerResponse, requestId: string): boolean => {
    const site = opts.builder.current;
    const method = req.method;
    if (!site || (method !== 'GET' && method !== 'HEAD')) return false;
    const target = req.url ?? '';
    const q = target.indexOf('?');
    const pathname = q === -1 ? target : target.slice(0, q);
    if (!plainPath.test(pathname) || pathname.startsWith('/api') || pathname.startsWith('/__ops/') || reserved.has(pathname)) return false;
    const file = site.resolve(pathname);
    if (file === null) return false;
    // A function's route wins over the file unless it prefers static files (business-page: the pre-built
    // page is served and the function answers only pages built after the site).
    const route = findRoute(opts.routes, pathname, method);
    if ((route && !route.fn.config.preferStatic) || matchRedirect(opts.redirects, pathname, true)) return false;
    return site.send(req, res, file, 200, requestId);
  };

  const server = http.createServer((req, res) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const started = performance.now();
    let served = false;
    try {
      served = serveFile(req, res, requestId);
    } catch (err) {
      // Not thrown out of the listener (that would end the process): the full path below answers.
      log.error('request failed', { requestId, err, path: req.url?.split('?')[0] });
      if (res.headersSent) return void res.destroy();
    }
    if (served) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info('request', { requestId, method: req.method, path: req.url?.split('?')[0], status: res.statusCode, ms });
      return;
    }
    res.setHeader('X-Request-Id', requestId);
    requestContext.run({ requestId }, () => {
      handle(req, res, requestId)
        .catch((err) => {
          log.error('request failed', { err, path: req.url?.split('?')[0] }); // never the query: it may carry a login token
          if (res.headersSent) {
            res.destroy();
            return;
          }
          const site = opts.builder.current;
          const page = site?.file('500.html');
          if (page && !req.url?.startsWith('/api')) site!.send(req, res, page, 500);
          else sendJson(res, 500, { message: 'Beklenmeyen bir hata oluştu. Lütfen biraz sonra tekrar deneyin.' });
        })
        .finally(() => {
          const ms = Math.round((performance.now() - started) * 10) / 10;
          if (req.url !== '/healthz') log.info('request', { method: req.method, path: req.url?.split('?')[0], status: res.statusCode, ms });
        });
    });
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 120_000;
  return server;
}

/** Invokes a scheduled function the way Netlify does (a POST with the next run time). */
export async function invokeScheduled(fn: LoadedFunction): Promise<void> {
  const requestId = crypto.randomUUID();
  await requestContext.run({ requestId }, async () => {
    try {
      const req = new Request(`http://localhost/.netlify/functions/${fn.name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() }),
      });
      await fn.handler(req, { params: {}, requestId, ip: '127.0.0.1' });
    } catch (err) {
      log.error('scheduled function failed', { fn: fn.name, err });
    }
  });
}
