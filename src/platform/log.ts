/**
 * Structured logs: one JSON line per event, with the request id of the request being served
 * (AsyncLocalStorage, set by the local server; on Netlify the platform adds its own).
 *
 * A line stays under ~1 KB whatever a client sends: strings are cut (a request path is the client's to
 * choose, and 50,000 requests for 15 KB junk paths must not write 750 MB of log). Lines are written in
 * batches, once per turn of the event loop, not one write per request; what is left is written when the
 * process exits (on Netlify, where an instance may be frozen after answering, each line at once).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

let threshold = order[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? order.info;
export function setLogLevel(level: Level | 'silent'): void {
  threshold = order[level];
}

/** The longest line written (bytes, roughly: characters of the JSON text). */
export const MAX_LINE = 1024;
const MAX_STRING = 200;
/** A field named `link` (a mail's link printed without SMTP_URL) is kept whole up to this length. */
const MAX_LINK = 800;
const MAX_STACK = 600;
const MAX_DEPTH = 3;
const MAX_KEYS = 20;

function cut(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max)}…(+${s.length - max})`;
}

/** A copy of a field value that is small whatever it was: strings cut, objects shallow and short. */
function bounded(v: unknown, max: number, depth = 0): unknown {
  if (typeof v === 'string') return cut(v, max);
  if (v === null || typeof v !== 'object') return v;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(v)) return v.slice(0, MAX_KEYS).map((x) => bounded(x, max, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v).slice(0, MAX_KEYS)) out[cut(k, 40)] = bounded(x, max, depth + 1);
  return out;
}

function serialiseError(err: unknown): unknown {
  if (err instanceof Error) {
    return {
      name: err.name,
      message: cut(err.message, MAX_STRING),
      stack: err.stack && cut(err.stack, MAX_STACK),
      ...('code' in err ? { code: bounded(err.code, 40) } : {}),
    };
  }
  return bounded(err, MAX_STRING);
}

function format(level: Level, msg: string, fields: Record<string, unknown>): string {
  const rid = requestContext.getStore()?.requestId;
  const line: Record<string, unknown> = { time: new Date().toISOString(), level, msg: cut(msg, MAX_STRING) };
  if (rid && fields.requestId === undefined) line.requestId = rid;
  let keys = 0;
  for (const k in fields) {
    if (++keys > MAX_KEYS) break;
    const v = fields[k];
    line[cut(k, 40)] = k === 'err' ? serialiseError(v) : bounded(v, k === 'link' ? MAX_LINK : MAX_STRING);
  }
  let out = JSON.stringify(line);
  // Many long fields together: keep every field, shorter.
  if (out.length > MAX_LINE) out = JSON.stringify(bounded(line, 60, -1));
  if (out.length > MAX_LINE)
    out = JSON.stringify({ time: line.time, level, msg: line.msg, requestId: line.requestId, truncated: out.length });
  return out + '\n';
}

/** A function instance on Netlify may be frozen as soon as it has answered: it writes each line at once. */
const batched = !process.env.AWS_LAMBDA_FUNCTION_NAME;
const pending = { out: [] as string[], err: [] as string[] };
let pendingBytes = 0;
let scheduled = false;

function flush(): void {
  scheduled = false;
  pendingBytes = 0;
  if (pending.out.length) process.stdout.write(pending.out.splice(0).join(''));
  if (pending.err.length) process.stderr.write(pending.err.splice(0).join(''));
}

/** At exit nothing asynchronous runs any more: what is left is written directly. */
process.once('exit', () => {
  if (pending.out.length) fs.writeSync(1, pending.out.splice(0).join(''));
  if (pending.err.length) fs.writeSync(2, pending.err.splice(0).join(''));
});

function write(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold) return;
  const line = format(level, msg, fields);
  (level === 'error' || level === 'warn' ? pending.err : pending.out).push(line);
  pendingBytes += line.length;
  if (!batched || pendingBytes > 256 * 1024) flush();
  else if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
