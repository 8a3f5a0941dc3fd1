import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', '.build/', '.astro/', 'data/', 'node_modules/', 'test-results/', 'db/migrations/', '**/*.astro'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The islands (src/components, src/stores) run in the browser and in the pre-render. Server imports and
    // Node built-ins are refused by dependency-cruiser (.dependency-cruiser.cjs, decision 009); these are what
    // the import graph cannot see.
    files: ['src/components/**/*.{ts,tsx}', 'src/stores/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Islands have no process.env in the browser: pass configuration as props (or read #lib/site.ts).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Islands render text, never HTML strings (XSS; the page CSP has no unsafe-inline): build elements instead.',
        },
      ],
      // The CSP has no 'unsafe-eval' (src/platform/security-headers.ts).
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['tests/**', 'bench/**', '**/*.test.ts'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A test file shares its worker's modules with the files before it (vitest.config.ts: isolate false), and a
      // module that took `env` from 'process' at import (@netlify/functions) keeps reading the object it took.
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression[left.object.name='process'][left.property.name='env']",
          message: 'Change variables with vi.stubEnv() and put them back with vi.unstubAllEnvs() (in place); never assign process.env.',
        },
      ],
    },
  },
  {
    // Browser tests launch Chromium through launchBrowser(), which fails a test on any console or page error.
    files: ['tests/**'],
    ignores: ['tests/e2e/browser.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'playwright-core',
              importNames: ['chromium', 'firefox', 'webkit'],
              message: 'Use launchBrowser() from tests/e2e/browser.ts (it watches console and page errors).',
            },
          ],
        },
      ],
    },
  },
);
