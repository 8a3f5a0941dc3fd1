/**
 * Once per browser-test run: a real SMTP server, and the site built once. The app is started as `npm start`
 * starts it on a fresh data directory (embedded database with the sample data, site built from it) and
 * stopped: that directory is the template. The shared server runs on a copy of it, and a test file that
 * changes data starts its own server on another copy (`startServerFromTemplate`, tests/e2e/servers.ts), so
 * the site is built once per run instead of once per server. Scheduled functions every 2 s.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { copyDataDir, startAppServer, tempDataDir, type AppServer } from '#tests/helpers/app-server.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
    /** The SMTP address of the same mailbox, for a test file that starts its own server. */
    smtpUrl: string;
    dataDir: string;
    /** A stopped server's data directory: the migrated sample data and the site built from it (copy it, never change it). */
    templateDir: string;
  }
}

let app: AppServer | undefined;
let mailbox: Mailbox | undefined;
let templateDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  const started = Date.now();
  mailbox = await startMailbox();
  templateDir = tempDataDir('adana-e2e-template-');
  // Up to 10 minutes for the build: a machine shared by several suites at once took over 3 minutes.
  const first = await startAppServer({ DATA_DIR: templateDir, PUBLIC_URL: undefined, SMTP_URL: undefined, LOG_LEVEL: 'warn' }, 600_000);
  const code = await first.stop();
  if (code !== 0) throw new Error(`the template server exited with ${code}:\n${first.logs().slice(-3000)}`);
  // The shared server serves the template's site as it is: no rebuild at start competing with the tests.
  app = await startAppServer({
    DATA_DIR: copyDataDir(templateDir),
    SMTP_URL: mailbox.smtpUrl,
    SCHEDULE_INTERVAL_SECONDS: '2',
    PUBLIC_URL: undefined,
    BUILD_ON_START: '0',
  });
  process.stdout.write(`browser tests: site built and shared server ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  project.provide('baseUrl', app.url);
  project.provide('mailboxUrl', mailbox.httpUrl);
  project.provide('smtpUrl', mailbox.smtpUrl);
  project.provide('dataDir', app.dataDir);
  project.provide('templateDir', templateDir);
}

export async function teardown(): Promise<void> {
  const code = await app?.stop();
  if (code !== 0 && app) process.stderr.write(`server exited with ${code}:\n${app.logs().slice(-3000)}\n`);
  await mailbox?.close();
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
  if (templateDir) fs.rmSync(templateDir, { recursive: true, force: true });
}
