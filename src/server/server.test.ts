import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import type { FnContext } from '#api/http.ts';
import { createServer, type ServerOptions } from './server.ts';
import type { LoadedFunction, Route } from './functions.ts';
import type { SiteBuilder } from './builder.ts';
import { Admission } from './admission.ts';
import { StaticSite } from './static.ts';

function route(pathname: string, handler: LoadedFunction['handler']): Route {
  const fn: LoadedFunction = { name: pathname.slice(1).replace(/\W/g, '-'), file: '', handler, config: { path: pathname } };
  return { fn, pattern: new URLPattern({ pathname }), excluded: [], methods: null, rank: [0, 0, -2], prefix: pathname };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function start(routes: Route[], extra: Partial<ServerOptions> = {}): Promise<string> {
  const server = createServer({
    database: { ping: async () => undefined } as unknown as Database,
    routes,
    functions: new Map(),
    redirects: [],
    builder: { current: null } as unknown as SiteBuilder,
    ...extra,
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const echoIp = route('/api/ip', (_req, context: FnContext) => Response.json({ ip: context.ip }));

describe('the local server', () => {
  it('ignores X-Forwarded-For by default: a client cannot choose its address for the per-IP limits', async () => {
    const base = await start([echoIp]);
    const res = await fetch(base + '/api/ip', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(await res.json()).toEqual({ ip: '127.0.0.1' });
  });

  it('behind TRUST_PROXY proxies, takes the address the nearest trusted proxy saw', async () => {
    const one = await start([echoIp], { trustProxy: 1 });
    const ip = async (base: string, xff?: string) =>
      ((await (await fetch(base + '/api/ip', { headers: xff ? { 'x-forwarded-for': xff } : {} })).json()) as { ip: string }).ip;
    expect(await ip(one, '203.0.113.7')).toBe('203.0.113.7');
    // What the client wrote itself (left of the proxy's entry) is not believed.
    expect(await ip(one, '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ip(one)).toBe('127.0.0.1');
    expect(await ip(one, 'bozuk-deger')).toBe('127.0.0.1');
    const two = await start([echoIp], { trustProxy: 2 });
    expect(await ip(two, '10.9.9.9, 198.51.100.4, 192.0.2.1')).toBe('198.51.100.4');
  });

  it('sheds load on the embedded database: a bounded wait, then 503 with Retry-After and a Turkish message', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = route('/api/slow', async () => {
      await gate;
      return Response.json({ ok: true });
    });
    const base = await start([slow], { admission: new Admission({ concurrency: 1, queue: 1, maxWaitMs: 300 }) });
    const first = fetch(base + '/api/slow');
    const waiting = fetch(base + '/api/slow');
    await new Promise((r) => setTimeout(r, 50));
    const full = await fetch(base + '/api/slow');
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await full.json()).message).toMatch(/çok yoğun/);
    const waitedTooLong = await waiting;
    expect(waitedTooLong.status).toBe(503);
    release();
    expect((await first).status).toBe(200);
    // Once the load is gone, calls run again.
    expect((await fetch(base + '/api/slow')).status).toBe(200);
  });

  it('does not make writes wait: a POST is never shed', async () => {
    const post = route('/api/post', () => Response.json({ ok: true }, { status: 201 }));
    const admission = new Admission({ concurrency: 1, queue: 0, maxWaitMs: 10 });
    const hold = await admission.acquire();
    const base = await start([post], { admission });
    expect((await fetch(base + '/api/post', { method: 'POST', body: '{}' })).status).toBe(201);
    expect((await fetch(base + '/api/post')).status).toBe(503);
    hold();
  });

  it('serves files with a request id, and a function claiming a path still comes before a file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-server-'));
    try {
      fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Ana sayfa</title>');
      fs.writeFileSync(path.join(root, 'hakkinda.html'), '<!doctype html><title>Hakkında</title>');
      fs.writeFileSync(path.join(root, 'canli.html'), '<!doctype html><title>eski</title>');
      const live = route('/canli', () => new Response('işlevden', { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
      const base = await start([live], { builder: { current: StaticSite.open(root) } as unknown as SiteBuilder });
      for (const p of ['/', '/hakkinda', '/x/../hakkinda', '/hakkinda?utm=1']) {
        const res = await fetch(base + p, { headers: { 'x-request-id': 'istek-0000-1111' } });
        expect(res.status, p).toBe(200);
        expect(res.headers.get('x-request-id')).toBe('istek-0000-1111');
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(await res.text()).toContain('<title>');
      }
      const etag = (await fetch(base + '/hakkinda')).headers.get('etag')!;
      const again = await fetch(base + '/hakkinda', { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
      expect(await (await fetch(base + '/canli')).text()).toBe('işlevden');
      expect((await fetch(base + '/yok')).status).toBe(404);

      // `preferStatic` (business-page): a pre-built page wins, the function answers only paths without one.
      fs.mkdirSync(path.join(root, 'isletme'));
      fs.writeFileSync(path.join(root, 'isletme', '7.html'), '<!doctype html><title>Önceden yapılmış</title>');
      const onDemand = route('/isletme/:id', ({ url }) => new Response(`anında ${new URL(url).pathname}`));
      onDemand.fn.config.preferStatic = true;
      onDemand.prefix = '/isletme/';
      const withPages = await start([onDemand], { builder: { current: StaticSite.open(root) } as unknown as SiteBuilder });
      expect(await (await fetch(withPages + '/isletme/7')).text()).toContain('Önceden yapılmış');
      expect(await (await fetch(withPages + '/isletme/8')).text()).toBe('anında /isletme/8');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('request collapsing', () => {
  it('identical GETs of a public answer arriving meanwhile share one run; personal answers never wait for each other', async () => {
    let publicRuns = 0;
    let privateRuns = 0;
    let release!: () => void;
    let gate = new Promise<void>((r) => (release = r));
    const pub = route('/api/pub', async (req) => {
      publicRuns++;
      await gate;
      return Response.json({ q: new URL(req.url).search }, { headers: { 'Netlify-CDN-Cache-Control': 'public, s-maxage=30' } });
    });
    const priv = route('/api/priv', async () => {
      privateRuns++;
      await gate;
      return Response.json({ n: privateRuns }, { headers: { 'Cache-Control': 'no-store' } });
    });
    const base = await start([pub, priv]);
    // The first answers teach the server which function is shareable.
    release();
    await (await fetch(base + '/api/pub?q=1')).json();
    await (await fetch(base + '/api/priv')).json();
    publicRuns = 0;
    privateRuns = 0;
    gate = new Promise<void>((r) => (release = r));
    const same = Array.from({ length: 5 }, () => fetch(base + '/api/pub?q=1'));
    const other = fetch(base + '/api/pub?q=2');
    const personal = Array.from({ length: 3 }, () => fetch(base + '/api/priv'));
    await new Promise((r) => setTimeout(r, 100));
    expect(privateRuns).toBe(3);
    release();
    const answers = await Promise.all(
      (await Promise.all(same)).map(async (r) => [r.status, await r.json(), r.headers.get('x-request-id')] as const),
    );
    expect(answers.map((a) => a[1])).toEqual(Array(5).fill({ q: '?q=1' }));
    expect(new Set(answers.map((a) => a[2])).size).toBe(5);
    expect(await (await other).json()).toEqual({ q: '?q=2' });
    expect(publicRuns).toBe(2);
    await Promise.all(personal.map((r) => r.then((x) => x.json())));
  });
});
