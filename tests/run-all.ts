/**
 * `npm test`: everything, in order, stopping at the first failing part:
 * typecheck (astro check + tsc), lint, unit and integration tests (vitest; every database driver when
 * TEST_DATABASE_URL is set, and tests/netlify: the functions bundled by Netlify's bundler and run from
 * their zips, the build run as Netlify runs it), then the browser tests against the built site on the
 * local server.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
let failed = 0;
const started = Date.now();
for (const [name, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  process.stdout.write(`\n=== ${name} ===\n`);
  const t = Date.now();
  const r = spawnSync('npm', args, { stdio: 'inherit', env: process.env });
  process.stdout.write(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s ===\n`);
  if (r.status !== 0) {
    failed++;
    break;
  }
}
process.stdout.write(`\nnpm test ${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
process.exit(failed ? 1 : 0);
