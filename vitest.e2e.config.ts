import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Fails a test on any console error or uncaught page error in its browser (tests/e2e/page-errors.ts).
    setupFiles: ['tests/e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // A browser test that needs a retry is a bug (it waits on the wrong thing, or sleeps); one retry stays
    // until the last known one is fixed: map.e2e.ts "/map at 20,000 businesses … clusters the whole city":
    // after the cluster walk, the first marker's click sometimes opens no card (1 of 2 full runs on a quiet
    // machine, 2026-11-28; passes alone).
    retry: 1,
    pool: 'forks',
    // Browser conditions on a loaded 2-core machine: wait up to 15 s, checking every 100 ms.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
