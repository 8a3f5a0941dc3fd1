/**
 * A test file's own server, for a file that changes data (so the counts and pages other files check on the
 * shared server stay as they were): a copy of the run's template data directory (tests/e2e/global-setup.ts:
 * the sample data and the site built from it), started as `npm start` starts it with the same mailbox. It
 * serves the copied site at once; nothing is built until the test changes data. `prepare` may write to the
 * copy's database before the server owns it.
 */
import { expect, inject } from 'vitest';
import { copyDataDir, startAppServer, type AppServer } from '#tests/helpers/app-server.ts';

export interface TestServer extends AppServer {
  /** How many site builds the server has started so far (its log's 'site build started'). */
  buildsStarted(): number;
  /**
   * Waits until a build started after `since` builds (a rebuild the test's change requested: the scheduled
   * function claims it within 2 s) and every started build has finished or failed: the server's rebuild has
   * settled and no build competes with what the test does next.
   */
  rebuilt(since: number): Promise<void>;
}

export async function startServerFromTemplate(
  env: Record<string, string | undefined> = {},
  prepare?: (dataDir: string) => Promise<void>,
): Promise<TestServer> {
  const dataDir = copyDataDir(inject('templateDir'), 'adana-e2e-');
  await prepare?.(dataDir);
  const app = await startAppServer({
    SMTP_URL: inject('smtpUrl'),
    SCHEDULE_INTERVAL_SECONDS: '2',
    PUBLIC_URL: undefined,
    ...env,
    DATA_DIR: dataDir,
    BUILD_ON_START: '0',
  });
  const builds = { started: 0, ended: 0 };
  let partial = '';
  const count = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('"site build started"')) builds.started++;
      else if (line.includes('"site build finished"') || line.includes('"site build failed')) builds.ended++;
    }
  };
  app.proc.stdout?.on('data', count);
  app.proc.stderr?.on('data', count);
  return Object.assign(app, {
    buildsStarted: () => builds.started,
    rebuilt: async (since: number) => {
      await expect.poll(() => builds.started > since && builds.ended === builds.started, { timeout: 240_000, interval: 250 }).toBe(true);
    },
  });
}
