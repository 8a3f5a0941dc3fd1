import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files run two at a time (E2E_WORKERS, default 2: the CI machine's cores; `E2E_WORKERS=1` runs them one
 * after another). Each worker process has its own shared server (tests/e2e/global-setup.ts), so a file sees
 * only the changes of the files run before it in the same process, as when all ran in one.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS || 2));
process.env.E2E_WORKERS = String(workers);

/**
 * The longest files first, so the run does not end with one of them alone on one worker while the other
 * waits: lifecycle (starts and builds servers of its own) and map (a second server with 20,000 businesses).
 * The rest follow Vitest's order (the slowest of the last run first, else the largest file first).
 */
const LONGEST_FIRST = ['lifecycle.e2e.ts', 'map.e2e.ts', 'listings.e2e.ts', 'owners-flows.e2e.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Fails a test on any console error or uncaught page error in its browser (tests/e2e/page-errors.ts).
    setupFiles: ['tests/e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { sequencer: LongestFirst },
    // No retries: a browser test that needs one is a bug (it waits on the wrong thing, or sleeps). The last one
    // (map.e2e.ts, 20,000 businesses: the marker clicked was one the answer's tile-rounded box held outside the
    // visible map) now clicks a marker a visitor can see; 10 of 10 passed on a machine at load 25–38.
    retry: 0,
    pool: 'forks',
    // Browser conditions on a loaded 2-core machine: wait up to 15 s, checking every 100 ms.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
