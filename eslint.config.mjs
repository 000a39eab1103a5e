import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexpPlugin from 'eslint-plugin-regexp';
import { serverModuleBoundaries } from './scripts/eslint/server-module-boundaries.mjs';
import { serverSqlInRepositories } from './scripts/eslint/server-sql-in-repositories.mjs';

/** Imports browser code takes from elsewhere (see the block that uses it). */
const BROWSER_IMPORT_PATHS = [
  ...['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Import the router from @iprism/shared/router.' })),
  { name: '@iprism/shared/contracts', message: 'Import from the module that defines it, @iprism/shared/contracts/<file>.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'builds/**', '.data/**', '.cache/**', 'test-results/**', 'playwright-report/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['e2e/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { regexp: regexpPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      // Patterns run on uploaded and imported text: a backtracking blow-up would stall the reader (docs/security.md).
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name='test'][callee.property.name='only']", message: 'Focused tests hide the rest of the suite.' }],
    },
  },
  {
    // The router comes from `@iprism/shared/router`: one tree-shaken copy shared by the host and the remotes.
    // Contracts come from their own modules: a shared module is loaded whole, and the barrel would put every
    // area's schemas into the first load of any page that imports one name. (The API has no barrel for the
    // same reason; its state, the token getter and the session atom, is one per page whichever copy holds it.)
    files: ['host/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**', '**/*.test.{ts,tsx}', '**/testing/**', 'host/src/prerender/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BROWSER_IMPORT_PATHS,
          // The barrel inside the package too: its modules' schemas are built at load, so one name brought them all.
          patterns: [{ regex: '^(\\.\\./)+contracts(/index)?$', message: 'Import from the module that defines it, ../contracts/<file>.' }],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { iprism: { rules: { 'server-module-boundaries': serverModuleBoundaries, 'server-sql-in-repositories': serverSqlInRepositories } } },
    rules: { 'iprism/server-module-boundaries': 'error' },
  },
  {
    // Tests set up and inspect tables directly.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: { 'iprism/server-sql-in-repositories': 'error' },
  },
);
