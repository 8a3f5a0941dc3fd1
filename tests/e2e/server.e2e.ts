/**
 * The local server as a visitor's browser and the operator see it: health, headers, caching, 404s,
 * the command line going through the running server, and a rebuild reaching the pages. The file's own server
 * (a copy of the run's built template): the command line reloads its sample data, which files running after
 * this one on the shared server must not meet.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/helpers/app-server.ts';
import { startServerFromTemplate, type TestServer } from './servers.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startServerFromTemplate();
});
afterAll(async () => {
  if (!app) return;
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(app.url + p, init);

function cli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

describe('the local server', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('serves the Turkish home page with security headers, a request id and revalidated HTML', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const html = await res.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self' 'sha256-/);
    const etag = res.headers.get('etag')!;
    expect((await get('/', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const asset = html.match(/\/_astro\/[\w.-]+\.css/)?.[0];
    expect(asset).toBeTruthy();
    const css = await get(asset!);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends pages compressed as the browser accepts, and answers a long junk path with the 404 page', async () => {
    const br = await get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('<html lang="tr"');
    expect((await get('/', { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-encoding')).toBe('gzip');
    const junk = await get('/' + 'ç'.repeat(1_000) + 'x'.repeat(8_000));
    expect(junk.status).toBe(404);
    expect(await junk.text()).toContain('Sayfa bulunamadı');
  });

  it('keeps the database and everything else in DATA_DIR private to the server user', () => {
    const readableByOthers: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isSymbolicLink()) continue;
        if (fs.lstatSync(full).mode & 0o077) readableByOthers.push(full);
        if (e.isDirectory()) walk(full);
      }
    };
    walk(app.dataDir);
    expect(readableByOthers).toEqual([]);
  });

  it('answers unknown pages with the Turkish 404 page and unknown API paths with 404 JSON', async () => {
    const page = await get('/boyle-bir-sayfa-yok');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Sayfa bulunamadı');
    const api = await get('/api/boyle-bir-sey-yok');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    expect(await api.json()).toEqual({ message: 'Böyle bir API adresi yok.' });
    expect((await get('/../../etc/passwd')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('gives bad requests a clear Turkish 4xx, never a 500', async () => {
    const wrongType = await get('/api/users', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'merhaba' });
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()).message).toMatch(/JSON/);
    const broken = await get('/api/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(broken.status).toBe(400);
    const huge = await get('/api/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
    const wrongMethod = await get('/api/auth/session', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    const pagePost = await get('/', { method: 'POST' });
    expect(pagePost.status).toBe(405);
  });

  it(
    'runs the command line through the running server, and a change reaches the pages after one rebuild',
    // The rebuild may queue behind another server's build (one build at a time per checkout): as `rebuilt` waits, 240 s.
    { timeout: 240_000 },
    async () => {
      const siteDir = path.join(app.dataDir, 'site', 'current');
      const before = fs.realpathSync(siteDir);
      const made = cli('make-admin', 'yonetici@adanarehberi.test', '--name', 'Yönetici Deneme');
      // stderr names the database the command used: the running server's (its data directory), nothing else
      expect(
        made.stderr.trim().startsWith(`Veritabanı: gömülü veritabanı ${path.join(app.dataDir, 'pg')} (çalışan sunucu üzerinden, pid `),
        made.stderr,
      ).toBe(true);
      expect(made.stderr.trim().split('\n')).toHaveLength(1);
      expect(made.status).toBe(0);
      expect(made.stdout).toMatch(/yonetici@adanarehberi\.test \(id \d+\) (oluşturuldu|güncellendi); rolü: yönetici/);
      const reset = cli('reset-totp', 'yonetici@adanarehberi.test');
      expect(reset.status).toBe(0);
      expect(reset.stdout).toMatch(/yonetici@adanarehberi\.test hesabının doğrulama uygulaması kaldırıldı/);
      expect(cli('reset-totp', 'kimse@adanarehberi.test').stderr).toMatch(/kayıtlı hesap yok/);
      const seeded = cli('seed');
      expect(seeded.status).toBe(0);
      expect(seeded.stdout).toMatch(/Örnek veriler yeniden yüklendi/);
      await expect
        .poll(() => fs.realpathSync(siteDir), { timeout: 220_000, interval: 500, message: 'the site was not rebuilt' })
        .not.toBe(before);
      expect((await get('/')).status).toBe(200);
      const usage = cli('make-admin');
      expect(usage.status).toBe(1);
      expect(usage.stderr).toMatch(/make-admin bir e-posta adresi ister/);
    },
  );
});
