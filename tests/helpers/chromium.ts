/**
 * Debian's Chromium, which the browser tests and `npm run bench -- lighthouse` drive: its path
 * (CHROMIUM_PATH, default /usr/bin/chromium) and `ensureChromium()`, which installs the package with apt when
 * it is missing (a fresh machine has none) and exits with a message when that fails.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium(): void {
  if (fs.existsSync(chromiumPath)) return;
  process.stdout.write(`Chromium is missing at ${chromiumPath}; installing Debian's package…\n`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) =>
    spawnSync(asRoot.length ? 'sudo' : args[0]!, asRoot.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  const r = run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (r.status !== 0 || !fs.existsSync(chromiumPath)) {
    process.stderr.write('Could not install Chromium (apt-get install chromium).\n');
    process.exit(1);
  }
}
