/**
 * Setup file of every browser test file (vitest.e2e.config.ts): a test fails when a page of a browser from
 * `launchBrowser()` logged a console error or threw an uncaught error during it (tests/e2e/page-errors.ts).
 * Errors after the last test (a file's own afterAll) fail the file.
 */
import { afterAll, afterEach } from 'vitest';
import { checkNoPageErrors, settlePages } from './page-errors.ts';

async function check(): Promise<void> {
  await settlePages();
  try {
    checkNoPageErrors();
  } catch (e) {
    // Also in the log, beside the test's failure.
    process.stderr.write(`${(e as Error).message}\n`);
    throw e;
  }
}

afterEach(check);
afterAll(check);
