/**
 * Once per browser-test run: a real SMTP server, and the site built once. The app is started as `npm start`
 * starts it on a fresh data directory (embedded database with the sample data, site built from it) and
 * stopped: that directory is the template. Test files run in E2E_WORKERS processes side by side
 * (vitest.e2e.config.ts); each process has its own shared server on its own copy of the template, so the
 * files of one process see each other's changes as they did when every file ran one after another, and never
 * those of a file running beside them. A test file that changes data starts its own server on another copy
 * (`startServerFromTemplate`, tests/e2e/servers.ts). The site is built once per run, not once per server.
 * Scheduled functions every 2 s.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { copyDataDir, startAppServer, tempDataDir, type AppServer } from '#tests/helpers/app-server.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared servers, one per worker process (`baseUrl()` in tests/e2e/browser.ts picks the worker's own). */
    baseUrls: string[];
    mailboxUrl: string;
    /** The SMTP address of the same mailbox, for a test file that starts its own server. */
    smtpUrl: string;
    /** The shared servers' data directories, in the order of `baseUrls` (`sharedDataDir()` in tests/e2e/browser.ts). */
    dataDirs: string[];
    /** A stopped server's data directory: the migrated sample data and the site built from it (copy it, never change it). */
    templateDir: string;
  }
}

/** How many test files run at once (vitest.e2e.config.ts's maxWorkers): one shared server each. */
const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 2));

let apps: AppServer[] = [];
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
  // The shared servers serve the template's site as it is: no rebuild at start competing with the tests.
  apps = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () =>
      startAppServer({
        DATA_DIR: copyDataDir(templateDir!),
        SMTP_URL: mailbox!.smtpUrl,
        SCHEDULE_INTERVAL_SECONDS: '2',
        PUBLIC_URL: undefined,
        BUILD_ON_START: '0',
      }),
    ),
  );
  process.stdout.write(
    `browser tests: site built and ${apps.length} shared server(s) ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  project.provide(
    'baseUrls',
    apps.map((a) => a.url),
  );
  project.provide('mailboxUrl', mailbox.httpUrl);
  project.provide('smtpUrl', mailbox.smtpUrl);
  project.provide(
    'dataDirs',
    apps.map((a) => a.dataDir),
  );
  project.provide('templateDir', templateDir);
}

export async function teardown(): Promise<void> {
  for (const [i, app] of apps.entries()) {
    const code = await app.stop();
    if (code !== 0) process.stderr.write(`server exited with ${code}:\n${app.logs().slice(-3000)}\n`);
    // Each data change makes the server rebuild the site in the background: the run's hidden cost.
    const builds = app.logs().split('"site build started"').length - 1;
    process.stdout.write(`browser tests: shared server ${i + 1} built the site ${builds} time(s) after its start\n`);
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
  await mailbox?.close();
  if (templateDir) fs.rmSync(templateDir, { recursive: true, force: true });
}
