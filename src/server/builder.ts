/**
 * Builds the static site from the database and swaps it in atomically.
 *
 * The server owns the database (PGlite allows one owner of ./data), so the build never opens it: the
 * server writes a snapshot of the site data through its own connection, then runs `astro build` in a
 * child process (so serving stays responsive) into a fresh directory, and only when that succeeded points
 * `current` at it. A failed build leaves the previous site online and is logged.
 */
import fs from 'node:fs';
import os from 'node:os';
import crypto from 'node:crypto';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Db } from '#db/client.ts';
import { collectSiteData } from '#features/businesses/site-data.ts';
import { completeRebuilds } from '#platform/rebuild.ts';
import { log } from '#platform/log.ts';
import { getConfig } from '#platform/config.ts';
import { rendererDir } from '#render/location.ts';
import { StaticSite } from './static.ts';
import { makePrivate } from './runtime.ts';

const require = createRequire(import.meta.url);

export interface BuildResult {
  ok: boolean;
  dir?: string;
  ms: number;
  pages?: number;
  error?: string;
}

export interface RunAstroOptions {
  projectRoot: string;
  outDir: string;
  siteDataFile?: string;
  env?: Record<string, string | undefined>;
  onLine?: (line: string) => void;
  signal?: AbortSignal;
}

/**
 * Astro keeps intermediate files of a build whose outDir lies outside the project in `<project>/.astro/`,
 * so two builds of the same checkout at once (two servers with data directories in /tmp, tests) would
 * overwrite each other's. One build at a time per checkout: a lock file with the holder's pid; a lock of
 * a dead process is taken over.
 */
export function withBuildLock<T>(projectRoot: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return withLockFile(lockFile('build', projectRoot), fn, signal);
}

/**
 * The checkout's own output (`dist/`, `dist-server/`): a build into it takes this lock as well as the build
 * lock, and whatever reads that output in place takes only this one (tests/netlify bundling `dist-server/`
 * with netlify.toml's `included_files`). Builds into other folders (the servers' data directories) do not
 * take it, so bundling does not hold up their rebuilds.
 */
export function withOutputLock<T>(projectRoot: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return withLockFile(lockFile('output', projectRoot), fn, signal);
}

function lockFile(kind: 'build' | 'output', projectRoot: string): string {
  const checkout = crypto.createHash('sha1').update(path.resolve(projectRoot)).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `adana-${kind}-${checkout}.lock`);
}

async function withLockFile<T>(lock: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lock, 'utf8') || 0);
      const alive = holder > 0 && pidAlive(holder);
      if (!alive || holder === process.pid) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (signal?.aborted) throw new Error('build cancelled', { cause: err });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `astro build` in a child process with the project's Node. */
export function runAstroBuild(opts: RunAstroOptions): Promise<{ ok: boolean; output: string }> {
  const relative = path.relative(path.resolve(opts.projectRoot), path.resolve(opts.outDir));
  const intoCheckout = !relative.startsWith('..') && !path.isAbsolute(relative);
  const build = () => spawnAstroBuild(opts);
  return withBuildLock(opts.projectRoot, intoCheckout ? () => withOutputLock(opts.projectRoot, build, opts.signal) : build, opts.signal);
}

function spawnAstroBuild(opts: RunAstroOptions): Promise<{ ok: boolean; output: string }> {
  const astroBin = path.join(path.dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--outDir', opts.outDir], {
      cwd: opts.projectRoot,
      env: {
        ...process.env,
        ...opts.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ...(opts.siteDataFile ? { SITE_DATA_FILE: opts.siteDataFile } : {}),
        ASTRO_OUT_DIR: opts.outDir,
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(opts.signal ? { signal: opts.signal, killSignal: 'SIGKILL' as const } : {}),
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-20_000);
      for (const line of text.split('\n')) if (line.trim()) opts.onLine?.(line);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (err) => resolve({ ok: false, output: output + String(err) }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

function countPages(dir: string): number {
  let n = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name.endsWith('.html')) n++;
    }
  };
  walk(dir);
  return n;
}

export class SiteBuilder {
  private site: StaticSite | null = null;
  private running: Promise<BuildResult> | null = null;
  private again: string | null = null;
  private abort = new AbortController();
  private readonly buildsDir: string;

  constructor(
    private readonly db: Db,
    private readonly projectRoot: string,
    dataDir: string,
  ) {
    this.buildsDir = path.resolve(dataDir, 'site');
    fs.mkdirSync(this.buildsDir, { recursive: true });
    this.removeStaleSnapshots();
    const current = path.join(this.buildsDir, 'current');
    try {
      const target = fs.realpathSync(current);
      if (fs.existsSync(path.join(target, 'index.html'))) this.site = StaticSite.open(target);
    } catch {
      /* no previous build */
    }
  }

  /** The site being served (null before the first successful build). */
  get current(): StaticSite | null {
    return this.site;
  }

  get building(): boolean {
    return this.running !== null;
  }

  /** Starts a build unless one is running; a request during a build queues one more build after it. */
  requestBuild(reason: string): void {
    if (this.abort.signal.aborted) return;
    if (this.running) {
      this.again = reason;
      return;
    }
    void this.build(reason);
  }

  /** Builds now (waits for a running build first). */
  async build(reason: string): Promise<BuildResult> {
    if (this.running) {
      this.again = null;
      await this.running;
    }
    this.running = this.doBuild(reason);
    try {
      return await this.running;
    } finally {
      this.running = null;
      if (this.again) {
        const r = this.again;
        this.again = null;
        this.requestBuild(r);
      }
    }
  }

  /** Stops a running build (its output is discarded; the current site is untouched). */
  async stop(): Promise<void> {
    this.again = null;
    this.abort.abort();
    await this.idle();
  }

  /** Waits for the running build (and a queued one) to finish. */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private async doBuild(reason: string): Promise<BuildResult> {
    const started = Date.now();
    const id =
      new Date()
        .toISOString()
        .replace(/[-:.TZ]/g, '')
        .slice(0, 17) +
      '-' +
      process.pid;
    const outDir = path.join(this.buildsDir, `build-${id}`);
    const dataFile = path.join(this.buildsDir, `site-data-${id}.json`);
    log.info('site build started', { reason, outDir });
    try {
      const dataReadAt = new Date();
      const data = await collectSiteData(this.db);
      fs.writeFileSync(dataFile, JSON.stringify(data));
      const result = await runAstroBuild({
        projectRoot: this.projectRoot,
        outDir,
        siteDataFile: dataFile,
        // Each data directory has its own incremental-build cache (pages of one site are never copied into another).
        env: { PUBLIC_URL: getConfig().publicUrl, ASTRO_CACHE_DIR: path.join(this.buildsDir, 'astro-cache') },
        onLine: (line) => log.debug('astro', { line }),
        signal: this.abort.signal,
      });
      if (!result.ok || !fs.existsSync(path.join(outDir, 'index.html'))) {
        const error = result.output.split('\n').filter(Boolean).slice(-15).join('\n');
        await completeRebuilds(this.db, dataReadAt, { ok: false, error }).catch(() => undefined);
        throw new Error(`astro build failed:\n${error}`);
      }
      // Astro copies public/ keeping the files' modes (0644), whatever the umask.
      makePrivate(outDir);
      this.swap(outDir);
      const pages = countPages(outDir);
      const ms = Date.now() - started;
      await completeRebuilds(this.db, dataReadAt, { ok: true });
      log.info('site build finished', { reason, ms, pages, businesses: data.businesses.length });
      return { ok: true, dir: outDir, ms, pages };
    } catch (err) {
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.rmSync(rendererDir(outDir), { recursive: true, force: true });
      const ms = Date.now() - started;
      log.error('site build failed; the previous site stays online', { reason, ms, err });
      return { ok: false, ms, error: err instanceof Error ? err.message : String(err) };
    } finally {
      fs.rmSync(dataFile, { force: true });
      this.removeStaleSnapshots();
    }
  }

  /**
   * Site-data snapshots (MBs each) of builds that can no longer finish: a build killed with its process
   * leaves its snapshot behind. A snapshot is named after the pid of the process that wrote it; one of
   * another live process is in use by that process's build and stays. This process calls this only when
   * none of its own builds is reading one (at start, and once a build has removed its own).
   */
  private removeStaleSnapshots(): void {
    for (const name of fs.readdirSync(this.buildsDir)) {
      const m = /^site-data-\d+-(\d+)\.json$/.exec(name);
      if (!m) continue;
      const pid = Number(m[1]);
      if (pid === process.pid || !pidAlive(pid)) fs.rmSync(path.join(this.buildsDir, name), { force: true });
    }
  }

  /** Points `current` at the new build with an atomic rename, then removes builds no longer needed. */
  private swap(outDir: string): void {
    const link = path.join(this.buildsDir, 'current');
    const tmp = path.join(this.buildsDir, `current-${process.pid}-${Date.now()}`);
    fs.symlinkSync(path.basename(outDir), tmp);
    fs.renameSync(tmp, link);
    const previous = this.site?.root;
    this.site = StaticSite.open(outDir);
    // Keep the previous build for requests still reading it; remove older ones (with their on-demand renderers).
    const keep = new Set([outDir, rendererDir(outDir), ...(previous ? [previous, rendererDir(previous)] : [])]);
    for (const e of fs.readdirSync(this.buildsDir)) {
      const full = path.join(this.buildsDir, e);
      if (!e.startsWith('build-') || keep.has(full)) continue;
      fs.rmSync(full, { recursive: true, force: true });
    }
  }
}
