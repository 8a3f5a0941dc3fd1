/**
 * `npm run test:e2e`: browser tests (Playwright driving Debian's Chromium) against the built site on the
 * local server, started the way `npm start` starts it. Installs Chromium with apt when it is missing.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from '#tests/helpers/chromium.ts';

ensureChromium();

const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
