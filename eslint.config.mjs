// The house rules that check themselves (`npm run lint`): TypeScript, React hooks, accessibility,
// and the import boundaries of ../shared/design/architecture.md as zones.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const root = import.meta.dirname;
const features = readdirSync(`${root}/client/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import zones: `target` files may not import `from` files (paths resolved, aliases included). */
const boundaryZones = [
  {
    target: './libs',
    from: ['./server', './client', './test', './bench'],
    message: 'libs import no app code.',
  },
  {
    target: './server/src/modules',
    from: './server/src/realtime',
    message: 'Domain modules never import realtime: declare the event in the module that emits it.',
  },
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'Features never import app/ (routes, guards, layout).',
  },
  ...features.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A feature imports only itself, lib/, components/ and @ticklist/contracts; shared state belongs in lib/.',
  })),
  {
    target: ['./client/src/lib', './client/src/components'],
    from: ['./client/src/features', './client/src/app'],
    message: 'lib/ and components/ are below the features: they import none.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      // Generated from the OpenAPI document by `npm run sdk`.
      'libs/sdk/src/generated/**',
      '**/data/**',
      '**/outbox/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  {
    // No rule is switched off in the code: an eslint-disable comment is itself reported.
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'client/tsconfig.json', 'server/tsconfig.json', 'libs/contracts/tsconfig.json', 'libs/sdk/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Comments that explain an empty catch are the house style (`catch { /* not up yet */ }`).
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The guest page's service worker: a classic worker script; the build prepends these constants.
  {
    files: ['client/sw/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { ...globals.serviceworker, VERSION: 'readonly', SHELL: 'readonly', SHELL_CACHE_PREFIX: 'readonly', DATA_CACHE: 'readonly', SAVE_ON_EXIT: 'readonly' },
    },
  },
  // Server: promises are awaited or handed on on purpose (type-aware, the server project only).
  {
    files: ['server/src/**/*.ts'],
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { project: './server/tsconfig.json', tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // Client: React hooks rules and accessibility.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['client/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.spec.ts', 'test/api/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  // End-to-end tests read answers as the untyped JSON a client gets, hostile ones on purpose.
  {
    files: ['test/**/*.{ts,mjs,js}', 'bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
