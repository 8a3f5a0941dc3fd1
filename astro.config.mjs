// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { buildPageMetaDirectives, configuredMapOrigins } from './src/platform/security-headers.ts';
import { onDemandPages } from './src/render/adapter.ts';

// The static site is built from the database (src/features/businesses/site-data.ts). The local server builds into a
// fresh directory each time (ASTRO_OUT_DIR) and swaps it in atomically; Netlify publishes ./dist.
export default defineConfig({
  site: (process.env.PUBLIC_URL || process.env.URL || 'http://localhost:3000').replace(/\/+$/, ''),
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'never',
  build: { format: 'file', assets: '_astro' },
  // client:tap (src/components/ui/hydrate-on-tap.ts): hydrate when visible or at the first touch, and give
  // a click that came before hydration to its button once the island is live.
  integrations: [
    react(),
    {
      name: 'hydrate-on-tap',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'tap', entrypoint: './src/components/ui/hydrate-on-tap.ts' }),
      },
    },
  ],
  // The site is static; this adapter also compiles the one on-demand route (src/pages/business/[...id].astro) into
  // `<outDir>-server/`, rendered by functions/business-page.ts for businesses newer than the build (decision 010).
  adapter: onDemandPages(),
  // Each page's <meta> policy: 'self' and the hashes of its inline scripts and styles (written by Astro),
  // and the same limits as the header (src/platform/security-headers.ts explains how the two combine).
  security: { csp: { directives: buildPageMetaDirectives(configuredMapOrigins) } },
  devToolbar: { enabled: false },
  // Incremental static builds (Astro 7.2+): pages whose getStaticPaths() `cacheKey` and module graph are
  // unchanged are copied from the previous build instead of rendered again (business and category pages key
  // on their rows; see src/pages/business/[id].astro). The cache (manifest + a copy of every keyed page) lives
  // in `cacheDir` (default node_modules/.astro), not in outDir, so a build into a fresh ASTRO_OUT_DIR still
  // restores unchanged pages from it. `astro build --force` renders everything again.
  // ASTRO_CACHE_DIR gives each data directory its own cache: two builds sharing one cache at the same time
  // (a server and a test run in one checkout) could pair one build's manifest with the other's page copies.
  experimental: { incrementalBuild: true },
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  vite: {
    plugins: [tailwindcss()],
    build: { assetsInlineLimit: 0 },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React, react-dom, the scheduler and Astro's React renderer load together on every page with an
              // island: one file instead of five (each file costs a request and ~1 KB of headers on a phone's
              // connection; docs/decisions/016-page-weight.md). A wider group for the small shared modules
              // was tried: it pulled code of other pages (and zod) into every page.
              codeSplitting: {
                groups: [{ name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ }],
              },
            },
          },
        },
      },
    },
  },
});
