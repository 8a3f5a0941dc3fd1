/**
 * Starts the real server (`npm start`'s entry point) in a child process, the way a person runs it,
 * with its own data directory, and waits until /readyz answers 200.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';

export interface AppServer {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  logs(): string;
  /** SIGTERM and wait for exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export function tempDataDir(prefix = 'adana-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A copy of a stopped server's data directory (its database, session secret and built site, whose
 * `current` link is relative) in a new temporary directory: a server started on it serves that site at
 * once, without building.
 */
export function copyDataDir(from: string, prefix = 'adana-test-'): string {
  const to = tempDataDir(prefix);
  fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  return to;
}

export interface SpawnOptions {
  /**
   * Write the server's log to this file instead of a pipe read by this process. A benchmark needs it: a
   * pipe to a load generator busy on the same thread fills up, and Node's writes to a full pipe block the
   * server (as a slow log reader would in production), so the figures would measure the pipe.
   */
  logFile?: string;
}

export function spawnServer(
  env: Record<string, string | undefined>,
  options: SpawnOptions = {},
): { proc: ChildProcess; logs: () => string } {
  const env2 = { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', ...env };
  if (options.logFile) {
    const fd = fs.openSync(options.logFile, 'a', 0o600);
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      cwd: projectRoot,
      env: env2,
      stdio: ['ignore', fd, fd],
    });
    fs.closeSync(fd);
    const logFile = options.logFile;
    return { proc, logs: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-1_000_000) : '') };
  }
  let output = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: projectRoot,
    env: env2,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (c: Buffer) => {
    output += c.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  proc.stdout!.on('data', collect);
  proc.stderr!.on('data', collect);
  return { proc, logs: () => output };
}

export async function startAppServer(
  env: Record<string, string | undefined> = {},
  timeoutMs = 180_000,
  options: SpawnOptions = {},
): Promise<AppServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? tempDataDir();
  const { proc, logs } = spawnServer({ HOST: '127.0.0.1', DATA_DIR: dataDir, ...env, PORT: String(port) }, options);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode} during start:\n${logs().slice(-4000)}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      proc.kill('SIGKILL');
      throw new Error(`server not ready within ${timeoutMs} ms:\n${logs().slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    dataDir,
    proc,
    logs,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      return exited;
    },
  };
}
