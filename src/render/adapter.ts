/**
 * The Astro adapter behind on-demand pages (decision 010). The site stays a static build; this adapter only
 * makes `astro build` also compile the routes marked `prerender = false` (src/pages/business/[...id].astro)
 * into a server bundle with the same manifest as the pre-built pages: the same components, the same hashed
 * /_astro/ assets and the same CSP hashes. The bundle is self-contained (its packages are bundled in), so it
 * can sit beside any output directory: `<outDir>-server/entry.mjs` (`dist-server/` on Netlify, where
 * functions/business-page.ts ships it with `included_files`; `build-…-server/` beside each local build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rendererDir } from './location.ts';

// Server packages the compiled pages never load (site-data's database fallback is never taken there: the host
// provides the data); left as imports rather than bundled.
const NEVER_LOADED = ['@electric-sql/pglite', 'pg', '@neondatabase/serverless', 'ws', 'nodemailer', 'sharp', 'smol-toml'];

export function onDemandPages(): AstroIntegration {
  let outDir = '';
  let serverDir = '';
  return {
    name: 'adana-on-demand-pages',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        outDir = fileURLToPath(config.outDir);
        // Astro writes the server build (and the prerender build inside it) within the project, where
        // node_modules resolves; builds of one checkout never overlap (src/server/builder.ts's lock).
        const server = new URL('./.astro/on-demand/', config.root);
        serverDir = fileURLToPath(server);
        updateConfig({
          build: { client: config.outDir, server },
          vite: { environments: { ssr: { resolve: { noExternal: true, external: NEVER_LOADED } } } },
        });
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'adana-on-demand-pages',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          supportedAstroFeatures: { staticOutput: 'stable', hybridOutput: 'stable', serverOutput: 'stable', sharpImageService: 'stable' },
        });
      },
      'astro:build:done': () => {
        const target = rendererDir(outDir);
        fs.rmSync(target, { recursive: true, force: true });
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.cpSync(serverDir, target, { recursive: true, filter: (src) => !src.includes(`${path.sep}.prerender`) });
        fs.rmSync(serverDir, { recursive: true, force: true });
      },
    },
  };
}
