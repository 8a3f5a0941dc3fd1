import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Fails a test on any console error or uncaught page error in its browser (tests/e2e/page-errors.ts).
    setupFiles: ['tests/e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // One retry for a browser test that fails. Known intermittent failure on this 2-core machine: the
    // in-browser shrink of a 5000×3750 photo occasionally exceeding the 60 s test timeout when the machine
    // is busy. (The hydration mismatch on /add-business is fixed: islands hydrate shared stores with their
    // first value, src/stores/use-hydrated-store.ts.) A test that fails twice still fails the run.
    retry: 1,
    pool: 'forks',
    // Browser conditions on a loaded 2-core machine: wait up to 15 s, checking every 100 ms.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
