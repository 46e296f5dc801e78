/**
 * The dataset's size: `MOCK_SCALE=large` adds thousands of providers and pharmacies to the default ones (about
 * 20,000 and 5,000: a real insurer's directory), for `npm run dev`, `npm start` and the e2e suite's large-directory
 * server. Node reads it from the environment; the dev server passes it to the browser's worker (vite.config.ts).
 * Anything else keeps the default dataset, which the tests rely on.
 */
export type MockScale = 'default' | 'large';

function readScale(): string | undefined {
  const fromNode = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  if (fromNode?.MOCK_SCALE) return fromNode.MOCK_SCALE;
  return (import.meta as { env?: Record<string, string | undefined> }).env?.MOCK_SCALE;
}

export const MOCK_SCALE: MockScale = readScale() === 'large' ? 'large' : 'default';

/** The large dataset's totals (the default one's rows included). */
export const LARGE_PROVIDER_COUNT = 20_000;
export const LARGE_PHARMACY_COUNT = 5_000;
