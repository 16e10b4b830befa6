import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', '.bench', 'build/sim-public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Playwright fixtures take ({}, use) => …: neither React hooks nor a mistake.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The kernel's public API carries no `any`.
    files: ['src/kernel/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Plugin boundary: a plugin imports the kernel's public entry, src/streams and src/ui, never another plugin.
    files: ['src/plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/kernel/*', '!**/kernel/index'], message: 'Import the kernel through its public entry (src/kernel).' },
          { group: ['../*/**', '../../plugins/**', '**/plugins/*/**'], message: 'Plugins do not import each other; share code through src/ui or src/streams.' },
          { group: ['**/sim/**', '!./sim', '!./sim/**'], message: 'The kernel simulator is not part of a plugin; declare endpoints in your own sim folder.' },
        ],
      }],
    },
  },
  {
    // The kernel never names a plugin.
    files: ['src/kernel/**/*.{ts,tsx}', 'src/streams/**/*.ts', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/plugins/*/**', '**/plugins/*'], message: 'The kernel, streams and ui know no plugin by name.' }] }],
    },
  },
);
