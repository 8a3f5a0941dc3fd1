/**
 * The layout's boundaries, checked by `npm run lint` (docs/decisions/009-one-home-for-server-code.md):
 *   src/lib/         pure, browser-safe modules (no database, no HTTP, no Node built-ins)
 *   src/components/, src/stores/   islands and browser state: pure modules only, never server code (not even types)
 *   src/platform/    infrastructure (config, log, crypto, mail, storage, rate limits, audit, rebuild, errors)
 *   src/features/    server code by feature, taking a database handle
 *   src/api/         the HTTP conventions and guards used by functions/
 *   db/              schema, client, migrations; db/seed is an operator script
 * And no import cycles anywhere. `.astro` files are not parsed by the cruiser: they render at build time and
 * may read build data (src/features/businesses/site-data.ts); what they hydrate is checked as components.
 */
const SERVER_ONLY = '^(src/(features|platform|api|server|cli|render)|db|functions)/';
const SERVER_PACKAGES =
  '^(drizzle-orm|pg|@neondatabase|@electric-sql/pglite|nodemailer|sharp|@netlify/blobs|@netlify/functions|ws|otpauth|qrcode|croner|smol-toml)(/|$)';
const TESTS = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make the load order matter and the layers meaningless.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'resolvable',
      severity: 'error',
      comment: 'Every import resolves (so every rule above sees it).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(astro:|virtual:)|\\?(url|raw)$' },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'src/lib is shared with the browser: no server code, database, drizzle or Node built-ins.',
      from: { path: '^src/lib/', pathNot: TESTS },
      to: { path: [SERVER_ONLY, '^src/(components|stores|pages|layouts|content)/', SERVER_PACKAGES] },
    },
    {
      name: 'lib-no-node-builtins',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'islands-never-import-server-code',
      severity: 'error',
      comment: 'Islands and stores import pure modules (src/lib) and each other, never server code, not even its types.',
      from: { path: '^src/(components|stores)/', pathNot: TESTS },
      to: { path: [SERVER_ONLY, SERVER_PACKAGES] },
    },
    {
      name: 'islands-no-node-builtins',
      severity: 'error',
      from: { path: '^src/(components|stores)/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-zod-is-jitless',
      severity: 'error',
      comment: "Browser-side modules take zod from src/lib/zod.ts (jitless under the pages' CSP, which allows no eval).",
      from: { path: '^src/(lib|components|stores)/', pathNot: ['^src/lib/zod\\.ts$', TESTS] },
      to: { path: '(^|/)node_modules/zod/' },
    },
    {
      name: 'platform-below-features',
      severity: 'error',
      comment: 'Infrastructure knows nothing of features, HTTP routing, the host or the UI.',
      from: { path: '^src/platform/', pathNot: TESTS },
      to: { path: '^(src/(features|api|server|cli|components|stores|pages)|functions)/' },
    },
    {
      name: 'features-below-http',
      severity: 'error',
      comment:
        'Feature code takes a database handle and throws src/platform/errors.ts; it never imports the HTTP layer, the host or the UI.',
      from: { path: '^src/features/', pathNot: TESTS },
      to: { path: '^(src/(api|server|cli|components|stores|pages)|functions)/' },
    },
    {
      name: 'api-is-the-http-layer',
      severity: 'error',
      from: { path: '^src/api/', pathNot: TESTS },
      to: { path: '^(src/(server|cli|components|stores|pages)|functions)/' },
    },
    {
      name: 'schema-and-drivers-stand-alone',
      severity: 'error',
      comment: 'The schema and the drivers import only pure types from src/lib.',
      from: { path: '^db/(schema|client|migrate)' },
      to: { path: '^(src/(features|platform|api|server|cli|components|stores|pages)|db/seed|functions)/' },
    },
    {
      name: 'seed-data-is-not-read-by-the-app',
      severity: 'error',
      comment: 'Only the host and the command line run the seed; reference data lives in src/lib/reference.',
      from: { path: '^(src/(lib|features|platform|api|components|stores)|functions)/' },
      to: { path: '^db/seed/' },
    },
    {
      name: 'functions-are-entry-points',
      severity: 'error',
      comment: 'Nothing imports a function module; the hosts load them by their config.',
      from: { path: '^(src|db)/' },
      to: { path: '^functions/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|\\.astro|\\.build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
