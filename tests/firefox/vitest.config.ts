import { defineConfig } from 'vitest/config';

/**
 * The Firefox smoke (tests/firefox/smoke.test.ts): Debian's firefox-esr over WebDriver BiDi, against the built site
 * behind nginx. Its own config, so the unit run never starts a browser; `npm test` runs it after the Playwright suite.
 */
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
