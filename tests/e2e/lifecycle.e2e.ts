/**
 * Starting, stopping and failing the way an operator meets them: a second start reuses the data, an empty
 * PostgreSQL database is filled, a wrong setting or an unreachable database stops start-up with a clear
 * message, a database lost while running makes /readyz fail and recover, and a server killed mid-request
 * starts again on a consistent database; a backup taken while the server runs restores what it held.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#db/client.ts';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { copyDataDir, spawnServer, startAppServer, tempDataDir, freePort, projectRoot } from '#tests/helpers/app-server.ts';

const cleanup: string[] = [];
afterAll(() => {
  for (const d of cleanup) fs.rmSync(d, { recursive: true, force: true });
});

/**
 * A copy of the run's template data directory (tests/e2e/global-setup.ts: the sample data and the site built
 * from it), for a test about something other than the first build: its server serves that site at once
 * (BUILD_ON_START=0), instead of building the site again before it listens.
 */
function builtDataDir(): string {
  const dataDir = copyDataDir(inject('templateDir'));
  cleanup.push(dataDir);
  return dataDir;
}

function exitOf(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { proc, logs } = spawnServer(env);
  return new Promise((resolve) => proc.once('exit', (code) => resolve({ code, output: logs() })));
}

describe('starting and stopping', () => {
  it('a second start reuses the data and the last site, and SIGTERM stops cleanly', { timeout: 240_000 }, async () => {
    const dataDir = tempDataDir();
    cleanup.push(dataDir);
    const t0 = Date.now();
    const first = Object.assign(await startAppServer({ DATA_DIR: dataDir, SEED_SAMPLE_DATA: '0' }), { startupMs: 0 });
    first.startupMs = Date.now() - t0;
    expect(first.logs()).toMatch(/"sampleInserted":0/);
    const html = await (await fetch(first.url + '/')).text();
    expect(html).toContain('Adana Rehberi');
    expect(await first.stop()).toBe(0);
    expect(first.logs()).toMatch(/"msg":"stopped"/);
    expect(fs.existsSync(`${dataDir}/owner.json`)).toBe(false);

    const t = Date.now();
    const second = await startAppServer({ DATA_DIR: dataDir, SEED_SAMPLE_DATA: '0' });
    const readyIn = Date.now() - t;
    expect(second.logs()).toMatch(/"sampleInserted":0/);
    expect(second.logs()).not.toMatch(/generated SESSION_SECRET/);
    // Serves the previous build at once: it listens before the background build has finished.
    const logs = second.logs();
    const listening = logs.indexOf('"msg":"server listening"');
    const finished = logs.indexOf('"msg":"site build finished"');
    expect(listening).toBeGreaterThan(-1);
    expect(finished === -1 || finished > listening).toBe(true);
    expect(readyIn).toBeLessThan(first.startupMs ?? Infinity);
    expect((await fetch(second.url + '/')).status).toBe(200);
    // A second server on the same embedded database is refused.
    const clash = await exitOf({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(clash.code).toBe(1);
    expect(clash.output).toMatch(/already uses the embedded database/);
    expect(await second.stop()).toBe(0);
  });

  it('stops at start with a message naming a wrong setting', { timeout: 30_000 }, async () => {
    const bad = await exitOf({ PORT: 'üç bin', DATA_DIR: tempDataDir() });
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/PORT: .*"üç bin"/);
    const badSeed = await exitOf({ SEED_SAMPLE_DATA: 'belki', DATA_DIR: tempDataDir() });
    expect(badSeed.output).toMatch(/SEED_SAMPLE_DATA/);
  });

  it('stops at start with a clear message when PostgreSQL is not there', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const down = await exitOf({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/adana`, DATA_DIR: tempDataDir() });
    expect(down.code).toBe(1);
    expect(down.output).toMatch(/Cannot reach the database at PostgreSQL .*ECONNREFUSED.*Start PostgreSQL or correct DATABASE_URL/s);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('fills an empty database, and /readyz follows the database going away and coming back', { timeout: 240_000 }, async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `adana_e2e_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    // A TCP relay in front of PostgreSQL that the test can cut, as a network outage would.
    const target = new URL(base);
    const sockets = new Set<net.Socket>();
    let relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => (client.destroy(), upstream.destroy());
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    const relayPort = await freePort();
    await new Promise<void>((r) => relay.listen(relayPort, '127.0.0.1', () => r()));
    const url = new URL(base);
    url.host = `127.0.0.1:${relayPort}`;
    url.pathname = '/' + name;
    // The site comes from the template; the database is PostgreSQL's empty one, which the start fills.
    const app = await startAppServer({ DATABASE_URL: url.toString(), DATA_DIR: builtDataDir(), BUILD_ON_START: '0' });
    try {
      const direct = new pg.Client({ connectionString: base.replace(/\/[^/]*$/, '/' + name) });
      await direct.connect();
      const { rows } = await direct.query(
        'select (select count(*) from categories)::int as c, (select count(*) from districts)::int as d, (select count(*) from businesses)::int as b',
      );
      await direct.end();
      expect(rows[0]).toMatchObject({ c: 12, d: 5 });
      expect(rows[0].b).toBeGreaterThanOrEqual(80);
      expect((await fetch(app.url + '/readyz')).status).toBe(200);

      // Cut the database off.
      const listener = relay.listeners('connection')[0] as (s: net.Socket) => void;
      await new Promise<void>((r) => relay.close(() => r()));
      for (const s of sockets) s.destroy();
      let status = 0;
      for (let i = 0; i < 40 && status !== 503; i++) {
        status = (await fetch(app.url + '/readyz')).status;
        if (status !== 503) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(503);
      expect((await fetch(app.url + '/healthz')).status).toBe(200);
      // The static site is still served while the database is away.
      expect((await fetch(app.url + '/')).status).toBe(200);

      // Bring it back: /readyz recovers by itself.
      relay = net.createServer(listener);
      await new Promise<void>((r) => relay.listen(relayPort, '127.0.0.1', () => r()));
      for (let i = 0; i < 40 && status !== 200; i++) {
        status = (await fetch(app.url + '/readyz')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
    } finally {
      expect(await app.stop()).toBe(0);
      relay.close();
      for (const s of sockets) s.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('a server killed mid-request', () => {
  it('starts again on a consistent embedded database', { timeout: 240_000 }, async () => {
    const dataDir = builtDataDir();
    const app = await startAppServer({ DATA_DIR: dataDir, BUILD_ON_START: '0' });
    // Requests in flight that write (login codes go to verifications, the outbox and rate limits).
    const inflight = Array.from({ length: 20 }, (_, i) =>
      fetch(app.url + '/api/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Deneme ${i}`, email: `kisi${i}@ornek.test`, mode: 'signup' }),
      }).catch(() => null),
    );
    // The first answer: the server is writing, the others wait their turn on the embedded database's one thread.
    await Promise.race(inflight);
    app.proc.kill('SIGKILL');
    await Promise.all(inflight);
    await new Promise<void>((r) => (app.proc.exitCode !== null || app.proc.signalCode ? r() : app.proc.once('exit', () => r())));

    const again = await startAppServer({ DATA_DIR: dataDir, SEED_SAMPLE_DATA: '0', BUILD_ON_START: '0' });
    try {
      expect((await fetch(again.url + '/readyz')).status).toBe(200);
      const res = await fetch(again.url + '/api/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Yeni Kişi', email: 'yeni@ornek.test', mode: 'signup' }),
      });
      expect(res.status).toBe(202);
    } finally {
      expect(await again.stop()).toBe(0);
    }
    // With the server stopped the test may own the data: nothing half-written. Every login code has its
    // e-mail in the outbox (they are written in one transaction), and the new request after the restart is there.
    const database = await openDatabase({ dataDir });
    try {
      // A login code's target is keyed by address and browser; the address itself is in its payload.
      const orphans = await database.db.execute(
        sql`select count(*)::int as n from verifications v where not exists (select 1 from email_outbox o where o.to = v.payload->>'email')`,
      );
      expect((orphans as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      const fresh = await database.db.execute(
        sql`select count(*)::int as n from verifications where payload->>'email' = 'yeni@ornek.test'`,
      );
      expect((fresh as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});

/** Runs `npm run cli -- …` the way an operator does (same runtime, same entry point), with DATA_DIR set. */
async function cli(dataDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

async function countBusinesses(url: string): Promise<number> {
  const res = await fetch(url + '/api/businesses?limit=1');
  return Number(res.headers.get('x-total-count'));
}

describe('backup and restore of the embedded database', () => {
  it('a backup taken while the server runs brings back exactly what it held', { timeout: 300_000 }, async () => {
    const dataDir = builtDataDir();
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}-yedek.tar.gz`);
    cleanup.push(file);
    const app = await startAppServer({ DATA_DIR: dataDir, BUILD_ON_START: '0' });
    let afterBackup: string;
    try {
      const before = await countBusinesses(app.url);
      expect(before).toBeGreaterThan(0);
      // The command line goes through the running server (it never opens ./data a second time).
      const backup = await cli(dataDir, 'backup', file);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(file);
      expect(fs.statSync(file).size).toBeGreaterThan(10_000);
      // A restore while the server runs is refused: it would replace the database under it.
      const refused = await cli(dataDir, 'restore', file, '--force');
      expect(refused.code).not.toBe(0);
      // A change after the backup: a sign-up writes a verification and an e-mail.
      afterBackup = `sonradan-${Date.now()}@ornek.test`;
      const res = await fetch(app.url + '/api/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify({ name: 'Sonradan Gelen', email: afterBackup, mode: 'signup' }),
      });
      expect(res.status).toBe(202);
      expect(await app.stop()).toBe(0);
    } finally {
      if (app.proc.exitCode === null) await app.stop();
    }

    // Without --force the existing data is not touched.
    const careful = await cli(dataDir, 'restore', file);
    expect(careful.code).not.toBe(0);
    expect(careful.output).toMatch(/--force/);
    const restored = await cli(dataDir, 'restore', file, '--force');
    expect(restored.code, restored.output).toBe(0);
    expect(fs.readdirSync(dataDir).some((f) => f.startsWith('pg.before-restore-'))).toBe(true);

    const database = await openDatabase({ dataDir });
    try {
      const later = await database.db.execute(sql`select count(*)::int as n from verifications where target = ${afterBackup}`);
      expect((later as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      const businesses = await database.db.execute(sql`select count(*)::int as n from businesses where status = 'approved'`);
      expect((businesses as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    const again = await startAppServer({ DATA_DIR: dataDir, SEED_SAMPLE_DATA: '0', BUILD_ON_START: '0' });
    try {
      expect((await fetch(again.url + '/readyz')).status).toBe(200);
      expect(await countBusinesses(again.url)).toBeGreaterThan(0);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });
});
