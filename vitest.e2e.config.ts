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
    // No retries: a browser test that needs one is a bug (it waits on the wrong thing, or sleeps). The last one
    // (map.e2e.ts, 20,000 businesses: the marker clicked was one the answer's tile-rounded box held outside the
    // visible map) now clicks a marker a visitor can see; 10 of 10 passed on a machine at load 25–38.
    retry: 0,
    pool: 'forks',
    // Browser conditions on a loaded 2-core machine: wait up to 15 s, checking every 100 ms.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
