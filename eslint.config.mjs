// `npm run lint`: the recommended rule sets of ESLint, typescript-eslint, React, React hooks and jsx-a11y.
// A rule is turned off only where it fights a deliberate style of this code base, with the reason beside it.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const fronts = ['frontend/**/*.{ts,tsx,mts}', 'admin/**/*.{ts,tsx,mts}'];

export default defineConfig([
  { ignores: ['**/dist/', '**/node_modules/', '.tmp/', 'coverage/', 'data/', 'test-results/'] },
  {
    files: ['**/*.{ts,tsx,mts,js,cjs,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a parameter or destructured field left out on purpose (react-admin column
      // components take their props only for the header label; `{ status: _status, ...others }` drops a filter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Input validation matches NUL and control characters on purpose, to refuse them.
      'no-control-regex': 'off',
    },
  },
  {
    // CommonJS configuration files (jest.config.js): require() is how they import.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: fronts,
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      // MUI moves focus into a modal through autoFocus on its first action (the WAI-ARIA dialog pattern);
      // autoFocus on a plain DOM element is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.{ts,tsx}', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The browser specs' api() helpers hand back the JSON answer untyped to prepare data; the answers' shapes
    // are checked by the API tests.
    files: ['test/browser/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
