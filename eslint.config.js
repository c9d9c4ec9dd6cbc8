// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

/** Import direction: views -> machines -> api -> api/contract <- server (see README). */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'data', 'node_modules', 'coverage', 'tmp', '!.storybook'] },
  js.configs.recommended,
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
    rules: {
      ...restrict(['**/api/api-client', '**/server/**'], 'Views never fetch: send events to a machine.'),
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest'],
    },
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
