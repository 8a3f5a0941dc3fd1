/**
 * The server side of the command line: POST /__ops/<command> from this machine only, with the token
 * the server wrote (mode 600) into DATA_DIR/owner.json. Runs the same command functions against the
 * server's own database connection.
 */
import type http from 'node:http';
import crypto from 'node:crypto';
import type { Database } from '#db/client.ts';
import { log } from '#platform/log.ts';
import { commands, UsageError } from './commands.ts';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function reply(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function createOpsHandler(database: Database, token: string) {
  const expected = Buffer.from(token);
  return async (req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> => {
    const given = Buffer.from(String(req.headers['x-ops-token'] ?? ''));
    const allowed =
      loopback.has(req.socket.remoteAddress ?? '') && given.length === expected.length && crypto.timingSafeEqual(given, expected);
    if (!allowed || req.method !== 'POST') {
      reply(res, 404, { message: 'Böyle bir API adresi yok.' });
      return true;
    }
    const name = url.pathname.slice('/__ops/'.length);
    const command = commands[name];
    if (!command) {
      reply(res, 404, { error: `unknown command ${name}` });
      return true;
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    const { args = [], flags = {} } = JSON.parse(body || '{}') as { args?: string[]; flags?: Record<string, string | true> };
    try {
      const result = await command.run(database, args, flags);
      log.info('ops command', { command: name });
      reply(res, 200, result);
    } catch (err) {
      if (err instanceof UsageError) reply(res, 400, { error: err.message });
      else {
        log.error('ops command failed', { command: name, err });
        reply(res, 500, { error: (err as Error).message });
      }
    }
    return true;
  };
}
