/**
 * The proposed features of docs/api.md ("Proposed calls"): calls the company API does not serve yet. A build lists
 * the ones its API serves in API_FEATURES; the site, its routes and the edge have nothing of the others
 * (docs/decisions/proposed-features.md).
 */
export const API_FEATURES = ['reintegros', 'grupo-familiar'] as const;

export type ApiFeature = (typeof API_FEATURES)[number];

/**
 * Where `npm test` keeps a build with every feature off (scripts/check-features-off.ts), which the e2e suite also
 * serves (tests/e2e/features-off.spec.ts).
 */
export const FEATURES_OFF_BUILD_DIR = 'build/features-off';

/**
 * API_FEATURES: comma- (or space-) separated names. Unset (a developer's machine: the dev server, `npm start`,
 * the e2e build, Vitest) is every feature, since the mock API serves them all; set, even to '', is exactly those
 * listed (deploy/production.env: none). An unknown name throws: a typo must not switch a feature off silently.
 */
export function apiFeatures(value: string | undefined): ApiFeature[] {
  if (value === undefined) return [...API_FEATURES];
  const names = value.split(/[\s,]+/).filter(Boolean);
  for (const name of names)
    if (!(API_FEATURES as readonly string[]).includes(name))
      throw new Error(`API_FEATURES: unknown feature "${name}" (known: ${API_FEATURES.join(', ')})`);
  return API_FEATURES.filter((feature) => names.includes(feature));
}

/** The build-time constants src/config/api-features.ts reads (vite.config.ts `define`). */
export function apiFeatureDefines(on: ApiFeature[]): Record<string, string> {
  return {
    __API_FEATURE_REINTEGROS__: JSON.stringify(on.includes('reintegros')),
    __API_FEATURE_GRUPO_FAMILIAR__: JSON.stringify(on.includes('grupo-familiar')),
  };
}

/**
 * The router plugin's routeFileIgnorePattern: an off feature's route files (src/routes/panel/<feature>…) are left out
 * of the route tree, so its paths are the 404 page and its pages are not built. Undefined when every feature is on.
 */
export function offFeatureRoutesPattern(on: ApiFeature[]): string | undefined {
  const off = API_FEATURES.filter((feature) => !on.includes(feature));
  return off.length === 0 ? undefined : `^(${off.join('|')})([._]|$)`;
}
