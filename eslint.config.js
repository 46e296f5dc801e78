import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'src/routeTree.gen.ts', 'reports', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Imports go one way (DESIGN.md §2): lib/config/components → features → routes/app.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/features/*', '../../features/*'], message: 'Import features through "@/features/..." only from routes or app.' },
          ],
        },
      ],
    },
  },
  // Shared layers never import features, routes or app.
  {
    files: ['src/lib/**', 'src/config/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/routes/*', '@/app/*', '@mocks/*', '**/mocks/*'], message: 'lib, config and components must not depend on features, routes, app or mocks.' }] },
      ],
    },
  },
  // A feature never imports another feature; src/ reaches mocks only through main.tsx.
  ...['geography', 'directory', 'pharmacies', 'contact', 'session', 'member', 'applications', 'content'].map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '!@/features/' + feature, `!@/features/${feature}/**`, '@/routes/*', '@/app/*', '@mocks/*', '**/mocks/*'],
              message: 'A feature never imports another feature, a route, app or mocks; combine them in a route.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
  },
  {
    files: ['tests/**', 'mocks/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
