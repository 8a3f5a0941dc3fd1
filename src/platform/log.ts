/**
 * Structured logs: one JSON line per event, with the request id of the request being served
 * (AsyncLocalStorage, set by the local server; on Netlify the platform adds its own).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

let threshold = order[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? order.info;
export function setLogLevel(level: Level | 'silent'): void {
  threshold = order[level];
}

function serialiseError(err: unknown): unknown {
  if (err instanceof Error) {
    return { name: err.name, message: err.message, stack: err.stack, ...('code' in err ? { code: err.code } : {}) };
  }
  return err;
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold) return;
  const rid = requestContext.getStore()?.requestId;
  const line: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  if (rid && fields.requestId === undefined) line.requestId = rid;
  for (const [k, v] of Object.entries(fields)) line[k] = k === 'err' ? serialiseError(v) : v;
  const out = JSON.stringify(line);
  if (level === 'error' || level === 'warn') process.stderr.write(out + '\n');
  else process.stdout.write(out + '\n');
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
