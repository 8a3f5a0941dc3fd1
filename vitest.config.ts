import { defineConfig } from 'vitest/config';

/**
 * Test files under src/ and db/ that open a database or load the whole app (every function with its database
 * drivers); the rest of src/, db/ and functions/ needs neither.
 */
const WHOLE_APP_TESTS = [
  'src/platform/rate-limit.test.ts',
  'src/platform/mail.test.ts',
  'db/seed/seed.test.ts',
  'src/server/functions.test.ts',
];

/** The migrations run once per run; each test database is a copy (tests/helpers/db-templates.ts). */
const DB_TEMPLATES = 'tests/helpers/db-templates.ts';

/**
 * Vitest projects, named for what runs (`vitest run --project NAME`; the browser tests have their own
 * config, vitest.e2e.config.ts, project `e2e`):
 *  - `unit`: no database, no server, no build (`npm run test:unit`, seconds);
 *  - `integration`: against real databases, PGlite always, PostgreSQL and the Neon driver when
 *    TEST_DATABASE_URL is set (`npm run test:integration`);
 *  - `netlify`: the functions bundled by Netlify's bundler and run from their zips, the build run as Netlify
 *    runs it (`npm run test:netlify`).
 * A new test file that opens a database goes under tests/integration/ (or into WHOLE_APP_TESTS).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'db/**/*.test.ts', 'functions/**/*.test.ts'],
          exclude: WHOLE_APP_TESTS,
          // The files share a worker's loaded modules (9 s instead of 26 s on the 2-core machine): a file that
          // stubs a global or an environment variable restores it in its afterAll/afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        // Two files at a time (INTEGRATION_WORKERS; Vitest's default on 2 cores is one): a file mostly waits on
        // its database, so a second one uses the time. Each file has databases of its own (a PGlite copy of the
        // migrated data directory, or a PostgreSQL database created from the migrated template, made in its
        // beforeAll, which took over 60 s on a machine loaded by several suites at once).
        test: {
          name: 'integration',
          maxWorkers: Math.max(1, Number(process.env.INTEGRATION_WORKERS || 2)),
          // One module graph per worker, not one per file: each file opens its own databases, mail server and
          // folders and no integration file mocks a module, so nothing is shared but the loaded code. Importing the
          // app once per file took 224 of a run's 1,650 file-seconds (the 47 files' imports, summed).
          isolate: false,
          include: ['tests/integration/**/*.test.ts', ...WHOLE_APP_TESTS],
          hookTimeout: 180_000,
          // A rate-limit test first waits out up to the last 60 s of its window (awayFromWindowEdge), then makes its
          // calls: 30 s timed out when a run reached it in that minute (import.test's per-IP limit, on neon).
          testTimeout: 120_000,
          globalSetup: [DB_TEMPLATES],
        },
      },
      {
        extends: true,
        // The deploy (the Netlify-style build, then every function bundled) is made once, in the global setup.
        test: { name: 'netlify', include: ['tests/netlify/**/*.test.ts'], globalSetup: [DB_TEMPLATES, 'tests/netlify/deploy.ts'] },
      },
    ],
  },
});
