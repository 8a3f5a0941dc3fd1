import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
    // Browser conditions on a loaded 2-core machine: wait up to 15 s, checking every 100 ms.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
