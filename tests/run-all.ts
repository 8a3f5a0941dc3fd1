/**
 * `npm test`: everything, in stages, with what can run at once in parallel (2 cores):
 *  1. typecheck (astro check: every .ts, .tsx and .astro file tsconfig.json includes) ∥ lint (Prettier, ESLint,
 *     dependency-cruiser, knip) ∥ unit tests (no database);
 *  2. the browser tests (tests/e2e: the site built once, Chromium against the local server) ∥ the
 *     integration tests (PGlite, and PostgreSQL and the Neon driver when TEST_DATABASE_URL is set) followed
 *     by the Netlify tests (the functions bundled by Netlify's bundler and run from their zips, the build run
 *     as Netlify runs it). The browser tests mostly wait on the browser and the server, so the other lane
 *     uses what they leave of the two cores.
 * A stage that fails stops the run after the stage (the parts running beside it finish and report). At the
 * end: each part's time against its budget, and the total against the suite's budget (15 minutes on the
 * 2-core CI machine). A part over its budget is reported, not failed: the machine may be shared. Beside each
 * part's wall time, the CPU time its processes used (user + system, from /usr/bin/time when the machine has
 * it): a part whose CPU time is far below its wall time waits (on a browser, a timer, a lock), one near or
 * above it computes, and on two cores the parts of a stage together cannot use more than 2 × its wall time.
 *
 * `npm test -- lint unit` runs only the parts named (by prefix).
 * Each part that runs beside another writes its output when it ends; the first lane of a stage streams live.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Part {
  name: string;
  script: string;
  /** Seconds this part may take on the 2-core CI machine. */
  budget: number;
}

/** Stages run one after another; each is lanes run side by side; a lane's parts run one after another. */
const stages: Part[][][] = [
  [
    [{ name: 'typecheck', script: 'typecheck', budget: 150 }],
    [{ name: 'lint', script: 'lint', budget: 150 }],
    [{ name: 'unit', script: 'test:unit', budget: 120 }],
  ],
  [
    [{ name: 'e2e', script: 'test:e2e', budget: 750 }],
    [
      // Together the e2e part's 750 s. On the CI machine (2026-11-28) integration took 361–399 s, the Netlify
      // part 254 s (its 85 bundles 99 s of it, beside the browser tests).
      { name: 'integration', script: 'test:integration', budget: 450 },
      { name: 'netlify', script: 'test:netlify', budget: 300 },
    ],
  ],
];
const SUITE_BUDGET = 900;

interface Result {
  part: Part;
  ok: boolean;
  seconds: number;
  /** User + system CPU seconds of the part's processes (undefined without /usr/bin/time). */
  cpu?: number;
}

const TIME = '/usr/bin/time';
const timed = fs.existsSync(TIME);
const cpuDir = timed ? fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-cpu-')) : '';

const only = process.argv.slice(2);
const wanted = (p: Part) => !only.length || only.some((o) => p.name.startsWith(o));
const seconds = (since: number) => (Date.now() - since) / 1000;

function run(part: Part, live: boolean): Promise<Result> {
  const started = Date.now();
  process.stdout.write(`\n=== ${part.name}: started ===\n`);
  return new Promise((resolve) => {
    const cpuFile = path.join(cpuDir, part.name);
    const [cmd, args] = timed ? [TIME, ['-q', '-f', '%U %S', '-o', cpuFile, 'npm', 'run', part.script]] : ['npm', ['run', part.script]];
    const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) => {
      const result: Result = { part, ok: code === 0, seconds: seconds(started), cpu: cpuOf(cpuFile) };
      if (!live) process.stdout.write(`\n=== ${part.name}: output ===\n${Buffer.concat(chunks).toString()}`);
      process.stdout.write(`=== ${part.name}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s ===\n`);
      resolve(result);
    });
  });
}

/** The user + system seconds /usr/bin/time wrote (its last line; a failed command adds a line before it). */
function cpuOf(file: string): number | undefined {
  if (!timed || !fs.existsSync(file)) return undefined;
  const last = fs.readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
  const [user, system] = last.split(' ').map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? user! + system! : undefined;
}

async function lane(parts: Part[], live: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const part of parts) {
    const r = await run(part, live);
    results.push(r);
    if (!r.ok) break;
  }
  return results;
}

const started = Date.now();
const results: Result[] = [];
for (const stage of stages) {
  const lanes = stage.map((parts) => parts.filter(wanted)).filter((parts) => parts.length);
  if (!lanes.length) continue;
  const done = (await Promise.all(lanes.map((parts, i) => lane(parts, i === 0)))).flat();
  results.push(...done);
  if (done.some((r) => !r.ok)) break;
}

const total = seconds(started);
const failed = results.filter((r) => !r.ok).length;
const rows = results.map((r) => {
  const over = r.seconds > r.part.budget ? `  over its budget by ${(r.seconds - r.part.budget).toFixed(0)} s` : '';
  const cpu = r.cpu === undefined ? '' : `, cpu ${r.cpu.toFixed(0).padStart(5)} s`;
  return `  ${r.part.name.padEnd(12)} ${(r.ok ? 'ok' : 'FAILED').padEnd(7)} ${r.seconds.toFixed(1).padStart(7)} s${cpu}  (budget ${r.part.budget} s)${over}`;
});
process.stdout.write(`\nnpm test, each part (parts of a stage ran side by side):\n${rows.join('\n')}\n`);
const overall = !only.length && total > SUITE_BUDGET ? ` — over the suite's budget of ${SUITE_BUDGET} s` : '';
process.stdout.write(
  `\nnpm test ${failed ? 'failed' : 'passed'} in ${total.toFixed(0)} s${only.length ? '' : ` (budget ${SUITE_BUDGET} s)`}${overall}\n`,
);
if (cpuDir) fs.rmSync(cpuDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
