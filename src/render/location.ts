/** Where the on-demand renderer of a build lives (src/render/adapter.ts writes it, business-page.ts loads it). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `astro build` writes the on-demand renderer of a build in `outDir`. */
export function rendererDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-server`;
}

/**
 * The renderer shipped with the code that runs, `dist-server/` beside `functions/` (netlify.toml's
 * `included_files`, paths from the repository root): Netlify unzips the function to /var/task with
 * `functions/business-page.mjs` (this module, bundled in) and `dist-server/` at the zip's root. It is found
 * from this module's own file, upwards, rather than from the working directory, which is the host's to
 * choose: `functions/` in the zip, `src/render/` in a checkout. Undefined when nothing was built.
 */
export function shippedRendererDir(from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = rendererDir(path.join(dir, 'dist'));
    if (fs.existsSync(path.join(candidate, 'entry.mjs'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
