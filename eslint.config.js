import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { importX } from 'eslint-plugin-import-x';

const root = import.meta.dirname;

/** The folders (or files) directly under `dir`, as paths relative to the project root; [] if `dir` is missing. */
function entries(dir, { directoriesOnly = false, except = [] } = {}) {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => (!directoriesOnly || entry.isDirectory()) && !except.includes(entry.name))
    .map((entry) => `${dir}/${entry.name}`);
}

/**
 * Imports go one way (README.md, the folder map): boot → lib/config → api, components → features → routes/app, and
 * mocks/ stays apart. `import-x/no-restricted-paths` compares the RESOLVED file (relative, `@/…` or `@mocks/…`
 * alike), and checks `import type`, `export … from` and literal dynamic `import()` too. A zone forbids files under
 * `target` to import files under `from` (paths relative to the project root). No zone has an exception.
 * The feature folders are read from disk every time ESLint starts, so a new feature is covered without editing this.
 */
function layerZones() {
  const features = entries('src/features', { directoriesOnly: true });
  // A glob covers files that do not exist yet too; the rule prefixes it with basePath, so where the checkout's path
  // has glob characters, fall back to listing src/ (files created after ESLint started are then not covered).
  const srcButMain = /[*?[\]{}()!]/.test(root) ? entries('src', { except: ['main.tsx'] }) : 'src/{*/**,!(main.tsx)}';
  return [
    {
      // The start-up (src/boot/README.md): the inline boot scripts are bundled from it, and every layer may use it.
      target: 'src/boot',
      from: [
        'src/lib',
        'src/config',
        'src/api',
        'src/components',
        'src/features',
        'src/routes',
        'src/app',
        'src/main.tsx',
      ],
      message:
        'src/boot is the ground floor and imports nothing else of src/: the inline boot scripts are bundled from it. Move the rule or text it needs down into src/boot (the layer above imports it from there), or pass it in as a parameter.',
    },
    {
      target: ['src/lib', 'src/config'],
      from: ['src/api', 'src/components', 'src/features', 'src/routes', 'src/app'],
      message:
        'src/lib and src/config import only each other and src/boot: move the code that needs api, components, a feature, a route or app out of lib/config (into that layer), or pass it in as a parameter.',
    },
    {
      target: 'src/api',
      from: ['src/components', 'src/features', 'src/routes', 'src/app'],
      message:
        'src/api (schemas, queryOptions, mutations) imports only src/lib and src/config: move what it needs down to src/lib, or use the api from the feature or route instead.',
    },
    {
      target: 'src/components',
      from: ['src/api', 'src/features', 'src/routes', 'src/app'],
      message:
        'Shared components import only src/lib, src/config and other components: take the data as props (the route or feature fetches it), or move the component into the feature that needs it.',
    },
    {
      target: 'src/features',
      from: ['src/routes', 'src/app'],
      message:
        'A feature never imports a route or app: routes and app compose features, so pass what the feature needs as props or parameters, or move it to src/lib, src/api or src/components.',
    },
    ...features.map((feature) => ({
      target: feature,
      from: 'src/features',
      except: [`./${path.basename(feature)}`],
      message: `A feature never imports another feature: move what both need to src/api or src/components, or combine the features in a route (${feature} may import only its own folder among the features).`,
    })),
    {
      // Everything in src/ but main.tsx, which starts the msw worker in dev with `import('../mocks/browser')`.
      target: srcButMain,
      from: 'mocks',
      message:
        'src/ never imports mocks/ (only src/main.tsx starts the msw worker): the app reaches the mock API over HTTP through src/api; tests import mocks/ themselves.',
    },
    {
      target: 'mocks',
      from: 'src',
      message:
        'mocks/ is a stand-in for the company API and never imports src/ (not even types): keep its own data and types in mocks/, and let tests compare both sides.',
    },
  ];
}

const CLASSIC_ZOD_MESSAGE =
  "Use 'zod/mini': classic zod keeps every format and check in the shared zod core, which lives in the entry chunk (types: 'zod/v4/core').";
const classicZod = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({ name, message: CLASSIC_ZOD_MESSAGE }));

/**
 * The first-load files that may give plain markup Mantine's Button look with `buttonClass()`
 * (docs/decisions/plain-markup-and-buttons.md, "One way to make a button"): the shell and the home page, which carry no
 * Mantine component, and a directory result, rendered many times a page. Everywhere else a button is Mantine's
 * `<Button>`.
 */
const BUTTON_CLASS_FILES = [
  'src/components/layout/**',
  'src/app/service-worker.tsx',
  'src/features/content/pages/home-page.tsx',
  'src/features/content/pages/home-sections.tsx',
  'src/features/content/components/carousel.tsx',
  'src/features/session/components/member-menu.tsx',
  'src/features/directories/results/result-card.tsx',
];
const buttonClassOnlyInFirstLoad = {
  group: ['**/plain-ui', '@/components/plain-ui'],
  importNames: ['buttonClass'],
  message:
    "Use Mantine's <Button>: buttonClass() is only for the first-load files that docs/decisions/plain-markup-and-buttons.md lists (BUTTON_CLASS_FILES in eslint.config.js).",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'build',
      'src/routeTree.gen.ts',
      'reports',
      'test-results',
    ],
  },
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Layering by resolved file path, so relative imports and aliases are held to the same zones (layerZones above).
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones() }],
    },
  },
  {
    // The browser bundle: zod/mini only (mocks/, scripts/ and tests/ never reach the browser and may use classic
    // zod), and Mantine's Button outside the first-load files.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: classicZod, patterns: [buttonClassOnlyInFirstLoad] }],
    },
  },
  {
    files: BUTTON_CLASS_FILES.map((glob) => (glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob)),
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    // A page's title is written once, in its feature's page-meta.ts, which its route's head and its h1 both read.
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='title'][value.type=/^(Literal|TemplateLiteral)$/]",
          message:
            "Write the page's title in its feature's page-meta.ts and read it here (docs/decisions/forms-and-analytics.md).",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
  },
  {
    files: ['tests/**', 'mocks/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
