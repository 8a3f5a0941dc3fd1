import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The islands run on preact/compat in the browser and in the pre-render (decision 019, astro.config.mjs):
  // tests that render a component render it with the same runtime.
  resolve: {
    alias: [
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'db/**/*.test.ts', 'functions/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/netlify/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  },
});
