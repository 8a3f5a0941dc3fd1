import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StaticSite } from './static.ts';

const page = (title: string) =>
  `<!doctype html><html lang="tr"><title>${title}</title><p>${'Adana kebap ve şalgam. '.repeat(200)}</p></html>`;

describe('the static site', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-static-'));
    const files: Record<string, string> = {
      'index.html': page('Ana sayfa'),
      'about.html': page('Hakkında'),
      'category/kafeler/index.html': page('Kafeler'),
      '_astro/site.css': 'body{color:#111}'.repeat(200),
      'robots.txt': 'User-agent: *',
    };
    for (const [name, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), body);
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function serving(site: StaticSite): Promise<{ url: string; close(): Promise<void> }> {
    const server = http.createServer((req, res) => {
      if (!site.serve(req, res, new URL(req.url!, 'http://x').pathname)) {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
  }

  it('resolves pages the way Netlify does and never leaves the build', () => {
    const site = StaticSite.open(root);
    expect(site.resolve('/')).toBe('/index.html');
    expect(site.resolve('/about')).toBe('/about.html');
    expect(site.resolve('/category/kafeler/')).toBe('/category/kafeler/index.html');
    expect(site.resolve('/_astro/site.css')).toBe('/_astro/site.css');
    expect(site.resolve('/yok')).toBeNull();
    expect(site.resolve('/../../etc/passwd')).toBeNull();
    expect(site.resolve('/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(site.resolve('/about%00.html')).toBeNull();
    expect(site.resolve('/%E0%A4%A')).toBeNull();
    expect(site.file('404.html')).toBeNull();
    expect(site.file('robots.txt')).toBe('/robots.txt');
  });

  it('answers with Brotli or gzip as the browser accepts, the same page either way', async () => {
    const server = await serving(StaticSite.open(root));
    try {
      const get = async (accept: string) => {
        const res = await fetch(server.url + '/about', { headers: { 'accept-encoding': accept } });
        return { encoding: res.headers.get('content-encoding'), vary: res.headers.get('vary'), text: await res.text() };
      };
      const br = await get('br, gzip');
      expect(br).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
      expect(br.text).toBe(page('Hakkında'));
      expect(await get('gzip, deflate')).toMatchObject({ encoding: 'gzip', text: page('Hakkında') });
      expect(await get('br;q=0, gzip')).toMatchObject({ encoding: 'gzip' });
      expect(await get('identity')).toMatchObject({ encoding: null, text: page('Hakkında') });
      const small = await fetch(server.url + '/robots.txt', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(small.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(small.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await server.close();
    }
  });

  it('reads each file once: later requests touch no file', async () => {
    const site = StaticSite.open(root);
    const server = await serving(site);
    const reads = vi.spyOn(fs, 'readFileSync');
    const stats = vi.spyOn(fs, 'statSync');
    try {
      for (let i = 0; i < 5; i++) expect((await fetch(server.url + '/category/kafeler')).status).toBe(200);
      expect((await fetch(server.url + '/yok-' + 'x'.repeat(100))).status).toBe(404);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(stats).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      stats.mockRestore();
      await server.close();
    }
  });

  it('keeps what it holds in memory within its byte budget', async () => {
    const site = StaticSite.open(root, { maxBytes: 12_000 });
    const server = await serving(site);
    try {
      for (const p of ['/', '/about', '/category/kafeler', '/_astro/site.css']) expect((await fetch(server.url + p)).status).toBe(200);
      expect(site.memory.cachedBytes).toBeLessThanOrEqual(12_000);
      expect(site.memory.cachedFiles).toBeLessThan(4);
    } finally {
      await server.close();
    }
  });

  it('does not grow with requests for paths that do not exist (50,000 junk paths grew it by 510 MB)', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const site = StaticSite.open(root);
    gc();
    const before = process.memoryUsage().heapUsed;
    // Each path its own flat 15 KB string, as a request line parsed off the socket is.
    for (let i = 0; i < 3_000; i++) expect(site.resolve('/' + Buffer.alloc(15_000, 48 + (i % 10)).toString('latin1') + i)).toBeNull();
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // 3,000 remembered 15 KB paths would be 45 MB.
    expect(grown).toBeLessThan(5 * 1024 * 1024);
  });
});
