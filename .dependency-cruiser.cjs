/**
 * The module graph of src/ and mocks/ as the bundler sees it: static imports, `import type` and dynamic `import()`.
 * ESLint's `import-x/no-cycle` cannot see a circle through a dynamic import or a type-only one (its module map
 * records static value imports only), so this check does (`npm run lint`). The layers themselves are ESLint's
 * (eslint.config.js, `import-x/no-restricted-paths`); `npm run deps:view` draws them (README, "Architecture").
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules that reach each other, through any import. A lazily loaded file and its loader share types ' +
        'through a file of their own; what the lazy file needs from its loader is passed in.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // `import type` counts: a circle of types is still two modules that must be read together.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|svg|png|jpe?g|webp|woff2?)$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
