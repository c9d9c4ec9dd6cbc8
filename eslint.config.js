// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import viewBoundaries from './eslint/view-boundaries.js';

/**
 * Folders under src/views that every feature may import besides views/shared: the shared widgets the
 * README names (the map is drawn by the dashboard and the live-data view alike).
 */
const SHARED_WIDGETS = ['map'];

/** Focused or skipped tests pass CI while testing less; conditional ones (`runIf`, `skipIf`) say why. */
const TEST_FUNCTIONS = '/^(describe|suite|it|test|bench)$/';
const NOT_RUN = '/^(only|skip|todo)$/';
const focusedOrSkipped = [
  {
    selector: `MemberExpression[object.name=${TEST_FUNCTIONS}][property.name=${NOT_RUN}]`,
    message:
      'No focused, skipped or todo tests in the repository: run one file with `npx vitest run <file>`.',
  },
  {
    selector: `MemberExpression[object.object.name=${TEST_FUNCTIONS}][property.name=${NOT_RUN}]`,
    message: 'No focused, skipped or todo tests in the repository (e.g. `it.concurrent.only`).',
  },
  {
    selector: 'CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe)$/]',
    message: 'No focused or skipped tests in the repository.',
  },
];

/** Import direction: views -> machines -> api -> api/contract <- server (see README). */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'data', 'node_modules', 'coverage', 'tmp', '!.storybook'] },
  js.configs.recommended,
  {
    // Every line counts (blank lines and comments too), as `wc -l` counts them: the cap is on file size.
    // Generated code (e.g. a client generated from the OpenAPI document) is exempt: nobody edits it.
    ignores: ['**/*.generated.*', '**/generated/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through src/api (the one choke point).' },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/api/contract/**/*.ts'],
    rules: restrict(
      ['react', 'react-dom', 'xstate', '@xstate/*', '../*', '!./*', 'hono', 'pg'],
      'The contract imports nothing but effect.',
    ),
  },
  {
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/contract/**'],
    rules: restrict(
      ['react', 'react-dom', '**/machines/**', '**/views/**', 'xstate'],
      'The API layer knows nothing of machines or views.',
    ),
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: restrict(
      ['react', 'react-dom', '@xstate/react', '**/views/**', 'react-i18next'],
      'Machines never import React or views.',
    ),
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    plugins: { local: viewBoundaries },
    rules: {
      ...restrict(['**/api/api-client', '**/server/**'], 'Views never fetch: send events to a machine.'),
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest'],
      'local/view-boundaries': ['error', { viewsDir: 'src/views', sharedWidgets: SHARED_WIDGETS }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...focusedOrSkipped] },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(
      ['react', 'react-dom', '**/src/views/**', '**/src/machines/**', 'xstate'],
      'The server shares only the contract with the client.',
    ),
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', '*.config.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
