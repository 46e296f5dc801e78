/**
 * The build's family-group literal (vite.config.ts `define`, the value src/config/api-features.ts exports as
 * `familyGroupOn`). Written beside `familyGroupOn` where a dynamic or static import must leave a build without the
 * feature: the bundler drops the import only for a literal it sees while it bundles, not for an imported constant.
 */
declare const __API_FEATURE_GRUPO_FAMILIAR__: boolean;
