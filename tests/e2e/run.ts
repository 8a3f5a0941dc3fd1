/**
 * `npm run test:e2e`: browser tests (Playwright driving Debian's Chromium) against the built site on the
 * local server, started the way `npm start` starts it. Installs Chromium with apt when it is missing.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './browser.ts';

if (!fs.existsSync(chromiumPath)) {
  process.stdout.write(`Chromium is missing at ${chromiumPath}; installing Debian's package…\n`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => spawnSync(asRoot.length ? 'sudo' : args[0]!, asRoot.length ? args : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  const r = run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (r.status !== 0 || !fs.existsSync(chromiumPath)) {
    process.stderr.write('Could not install Chromium (apt-get install chromium). Browser tests cannot run.\n');
    process.exit(1);
  }
}

const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
