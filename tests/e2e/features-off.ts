import { existsSync } from 'node:fs';
import path from 'node:path';
import { FEATURES_OFF_BUILD_DIR } from '../../scripts/api-features';

/**
 * The build whose API serves none of the proposed features (API_FEATURES='', as deploy/production.env has it):
 * `npm test` builds it here (scripts/check-features-off.ts) and playwright.config.ts serves it, with the mock API, on
 * its own port. Without it (`npx playwright test` alone, no such build) its tests skip and say why.
 */
export const FEATURES_OFF_DIR = path.resolve(FEATURES_OFF_BUILD_DIR);
/** The e2e port + 4: + 1 is the release tests' server and the Firefox smoke's, + 2 and + 3 the large directory's. */
export const FEATURES_OFF_PORT = Number(process.env.E2E_FEATURES_OFF_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 4);
export const featuresOffBuilt = existsSync(path.join(FEATURES_OFF_DIR, 'index.html'));
