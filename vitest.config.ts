import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'db/**/*.test.ts', 'functions/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/netlify/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  },
});
